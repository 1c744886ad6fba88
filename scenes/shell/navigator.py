"""The screens one part of the program opens in another, by name: :class:`Navigator`.

A table opens the pause menu and the results; a screen opens a game, a lesson or a
replay; a replay plays on in a new game. Each of those parts sits in its own layer
(the table kit never imports a screen, and a screen never imports a lesson or a replay),
so none of them builds the scene it opens: it asks ``context.navigator`` for it and
returns the transition, and the one object that knows every screen
(:class:`scenes.shell.navigation.ScreenMap`, made by the program's shell) builds it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from scenes.games.phone_desk import PhoneDesk
    from scenes.games.review_desk import ReviewDesk
    from scenes.shell.scene import Scene
    from tabletop.session import GameSession
    from tabletop.storage.notice import Notice


class PhoneSwitch(Protocol):
    """A table's phones as its pause menu sees them."""

    @property
    def offered(self) -> bool:
        """True where phones make sense at this table."""
        ...

    @property
    def running(self) -> bool:
        """True while phones are on."""
        ...

    def codes_screen(self) -> Scene | None:
        """The phones' codes, turning phones on first; None when they cannot start."""
        ...


class Navigator(Protocol):
    """Builds the scene one part of the program opens in another."""

    def play(self, session: GameSession, *, phones: PhoneDesk | None = None,
             show_codes: bool = False) -> Scene:
        """The table that plays ``session``; ``phones`` are the last game's, carried over
        (Play again), and ``show_codes`` opens the phones' codes over it at once."""
        ...

    def lesson(self, game_id: str) -> Scene:
        """``game_id``'s lesson from its first step, or the one left unfinished."""
        ...

    def replay(self, finished: GameSession, *, at: int = 0,
               review: ReviewDesk | None = None) -> Scene:
        """The finished game ``finished`` shown again from its first move, or paused ``at``
        another position with its review beside it; ``review`` is the one the opening
        screen has under way, carried on by the replay."""
        ...

    def results(self, finished: GameSession, format_score: Callable[[int], str],
                phones: PhoneDesk | None) -> Scene:
        """The results of ``finished``, its scores written as its table wrote them; the
        results keep ``phones`` paired for Play again."""
        ...

    def pause(self, session: GameSession, phones: PhoneSwitch | None) -> Scene:
        """The pause menu of the game ``session`` (with its phones' row)."""
        ...

    def notices(self, notices: list[Notice]) -> Scene:
        """A dialog telling ``notices`` (a file that failed) that stays until OK."""
        ...
