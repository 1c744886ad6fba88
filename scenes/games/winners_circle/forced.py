"""A forced move plays itself: when the die leaves one horse that can move, a person's turn
would ask a press (and the keys' rest before it) for a choice there is not; the horse moves
after a beat in which the prompt says so (issue #32: a race took nine minutes at two seats)."""

from __future__ import annotations

from tabletop.games.winners_circle import WinnersCircleState

FORCED_MOVE_SECONDS = 1.2  # long enough to read which horse moves, and why
"""The beat before a forced move plays: the prompt names the horse first."""


def only_movable(state: WinnersCircleState) -> int | None:
    """The only horse the rolled symbol can move (running and its card face up), or None
    when the person has a choice (or none can move)."""
    movable = [horse for horse, running in enumerate(state.running())
               if running and state.face_up[horse]]
    return movable[0] if len(movable) == 1 else None


class ForcedMoveBeat:
    """Counts the beat while a forced move waits; any frame it does not wait starts it over."""

    def __init__(self) -> None:
        self.waited = 0.0

    def due(self, dt: float, waiting: bool) -> bool:
        """True once the forced move has waited its beat (call once a frame)."""
        self.waited = self.waited + dt if waiting else 0.0
        return self.waited >= FORCED_MOVE_SECONDS
