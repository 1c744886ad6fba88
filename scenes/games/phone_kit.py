"""What every game's ``scenes/games/<id>/phone.py`` shares: the panel maker's shape and
the words of a panel's frame (the registry, :func:`scenes.games.panel_maker`, finds a
game's maker).

A game's ``phone.py`` exposes one function, ``phone_panel(words, view, seat,
position, names)``: the :class:`~tabletop.phones.protocol.Panel` seat ``seat``'s
phone shows, in ``words``, made only from ``view`` (that seat's own view, handed out
by the gate), so nothing of another seat can be on it. A game without that module
(Yacht, which hides nothing) offers no phones.

A public decision (a roll, a horse to move: nothing private in it) is the shared screen's,
and its phone says so, unless the game's ``phone.py`` declares it in ``PUBLIC_MOVES``
(:data:`PublicMoves`): then the seat's own phone offers it too, while the shared screen
still takes it, and whichever comes first is played (trial Z2/012: the phone was a
viewer through a whole race).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tabletop.core.actions import Action
    from tabletop.core.engine import Engine
    from tabletop.i18n import Words
    from tabletop.phones.protocol import Panel

PanelMaker = Callable[["Words", "Engine[Any]", int, int, Sequence[str]], "Panel"]
"""``phone_panel(words, view, seat, position, names)`` of a game's ``phone.py``."""

PublicMoves = tuple[type["Action"], ...]
"""``PUBLIC_MOVES`` of a game's ``phone.py``: the kinds of action of a public decision its
seat's phone may take beside the shared screen (none where a game declares none)."""

NAMESPACE = "phones"


def hex_colour(colour: tuple[int, int, int]) -> str:
    """A colour as the page's CSS wants it: ``#rrggbb``."""
    red, green, blue = colour[:3]
    return f"#{red:02x}{green:02x}{blue:02x}"


def status(words: Words, view: Engine[Any], seat: int, names: Sequence[str], own: str) -> str:
    """The panel's big line: ``own`` on the seat's turn, else whose turn it is."""
    current = view.current_seat
    if current is None:
        return word(words, "game_over")
    if current == seat:
        return own
    return word(words, "turn_of", name=names[current])


def word(words: Words, key: str, /, **params: Any) -> str:
    """One of the panels' shared words (``phones.json``)."""
    return words(f"{NAMESPACE}.{key}", **params)
