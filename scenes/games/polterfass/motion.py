"""How long the Polterfass table lets each thing be seen, and a guest's order flying to
their coaster (the scene's ``animate`` and ``bot_pause``)."""

from __future__ import annotations

from scenes.widgets.card_hand import CardHand, HandCard
from scenes.widgets.tween import Pace, Parallel, Step
from tabletop.games.polterfass import Phase, PolterfassState

BILL_SECONDS = 0.6  # the scores count up; then the bill waits on the table (RoundEnd)
NOTICE_SECONDS = 1.1
FIRST_THROW_READ_SECONDS = 1.5
"""The first throw, which everybody may see (RULES.md §2.5 phase 1), stays on the table this
long once it settles, before the curtain may cover it for the first guest's order."""
SERVE_READ_SECONDS = 1.8
"""A computer innkeeper's throw, once it has landed and the plaque has its new figure, stays
this long (at normal speed) before his next throw or his closing: at the common computer
pause the throws ran together, and a trial saw three throws and a closed tap between two
screenshots (s25 A/137-138)."""


def computer_pause(pace: Pace, state: PolterfassState, usual: float) -> float:
    """The pause before a computer's move shows: ``usual``, or while he serves, long enough
    to read the throw just landed (the animation speed shortens it, Instant to nothing)."""
    if state.phase is not Phase.SERVING:
        return usual
    return max(usual, pace.seconds(SERVE_READ_SECONDS))


def fly_order(hand: CardHand, coaster: tuple[int, int],
              cards: list[int]) -> tuple[list[HandCard], Step]:
    """The guest's own ``cards`` taken from ``hand``, and their flight: each turns face down
    on its way to the ``coaster``'s centre."""
    taken = [card for card in map(hand.take, cards) if card is not None]
    return taken, Parallel(*(Parallel(card.fly_to(coaster, angle=0.0), card.flip_to(False))
                             for card in taken))
