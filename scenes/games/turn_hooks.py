"""The hooks by which a game scene says how its turns go (whose decision hides what, a
result held on the table) and takes a person's input. :class:`scenes.games.base.GameScene`
takes them from here; each game overrides those it needs, all optional."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Iterable

    import pygame

    from scenes.widgets.focus import Focusable, FocusRing
    from tabletop.core.events import Event


class TurnHooks:
    """How a game's turns go and what reaches it: every answer a default a game overrides."""

    # ================================================================ turns

    def decision_shows_secrets(self, seat: int) -> bool:
        """True when ``seat``'s pending decision needs its private view (a curtain first);
        False for a public move (a roll). Decide from :meth:`public_view`, never :meth:`view`."""
        return True

    def plays_itself(self, seat: int) -> bool:
        """True when the table makes ``seat``'s pending decision for it (its only move):
        no banner calls them to it."""
        return False

    def holds_table(self) -> bool:
        """True while a finished result stays up (a bill): decisions wait, a press frees it."""
        return False

    def release_table(self) -> None:
        """A press while :meth:`holds_table`: let the table move on."""

    def holds_after(self, events: list[Event]) -> bool:
        """True when a move's ``events`` leave a result held on the table (a bill)."""
        return False

    def banner_waits(self) -> bool:
        """True while the turn's banner waits for a shown result (then driver.announce_turn())."""
        return False

    def take_back_part(self) -> bool:
        """Undo first takes back a part of a move built on the table (a cube): True if so."""
        return False

    # ================================================================ input

    def handle_input(self, event: pygame.event.Event) -> None:
        """A person's input while they may act (pointer motion always); call :meth:`act`."""

    def touchable(self) -> Iterable[Focusable]:
        """The pieces a person may point at (their hover cleared while nobody may act)."""
        return ()

    def focus_rings(self) -> list[FocusRing[Any]]:
        """The keyboard's rings (the table's, a hand's): a lesson focuses its piece only."""
        return []
