"""The hooks by which a game scene says where the parts of its table are, for what is
drawn over the table and must fit around them: a lesson's card, the glow on the piece it
points at, and the toasts (DESIGN §3). :class:`scenes.games.base.GameScene` takes them
from here; each game overrides those it needs, all optional."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from tabletop.core.actions import Action


class SightHooks:
    """Where a game's parts are: every answer a default a game overrides."""

    # ================================================================ where a lesson points

    def piece_rect(self, action: Action) -> pygame.Rect | None:
        """The widget to click for ``action`` now (a replay: the piece it lands on), or None."""
        return None

    def landing_rects(self, action: Action) -> list[pygame.Rect]:
        """Where ``action``'s piece will stand once the move is made (a held die's place in
        Yacht's held row), for a lesson's card planned for the steps after it; empty where
        the piece stays where :meth:`piece_rect` finds it."""
        return []

    def run_piece_rect(self, actions: list[Action]) -> pygame.Rect | None:
        """The widget to click next toward ``actions`` (a Big Shot placement, cube by cube)."""
        return self.piece_rect(actions[0])

    def run_progress(self, actions: list[Action]) -> int:
        """How many of ``actions`` are already built on the table but not yet sent."""
        return 0

    def move_built(self, action: Action) -> bool:
        """Whether ``action`` stands built on the table, not yet sent (Polterfass's X marked
        for Throw again): a lesson's card then says so (``LessonStep.ready``)."""
        return False

    def lesson_glow(self, mover: int | None, to_act: int | None, busy: bool) -> int | None:
        """The plate a lesson's top bar lights under a card that tells of ``mover``'s move,
        ``to_act`` being the seat to act now, ``busy`` while the move's motion plays: the
        mover's by default (the card tells of that move)."""
        return mover

    def prepare(self, action: Action) -> None:
        """Make the selection ``action`` needs before its widget is clicked (lift a bet's chip)."""

    def keep_in_sight(self) -> list[pygame.Rect]:
        """What a lesson's card must not cover (a hand), most important first."""
        return []

    def coach_area(self) -> pygame.Rect | None:
        """Where the coach's numbers are drawn now, for a lesson's card to keep clear of."""
        return None

    def sight_rects(self, name: str) -> list[pygame.Rect]:
        """Where the part of the table a lesson step names ("guests", "shelf") is now."""
        return []

    def turned_piece(self, part: pygame.Rect) -> tuple[pygame.Rect, float] | None:
        """The whole piece ``part`` is of, upright, and the degrees it is turned by, where
        it stands turned (a fanned hand's card): a lesson's glow and frame turn with it
        (trial Z1/003: an upright frame over a tilted card's strip); None: upright."""
        return None

    # ================================================================ what a toast leaves clear

    def toast_clear(self) -> list[pygame.Rect]:
        """What a toast must never cover now: the controls the person may use and the counts
        they read to use them (a hand, its buttons, the die, the places a piece may go).
        The toasts take the free place nearest the prompt line
        (:class:`scenes.widgets.toast.ToastStack`)."""
        return []

    def message_clear(self) -> list[pygame.Rect]:
        """What a toast leaves clear where it asks more than the turn's banner: the
        :meth:`toast_clear` unless a game says otherwise (Winner's Circle's podium)."""
        return self.toast_clear()
