"""The Wizard Extreme coach: what a careful card counter knows at this moment (DESIGN §5).

For the seat to act (the view's own seat): how many cards of each colour are
still unseen (not in its hand, not yet played this round), which of its
playable cards would take the lead of the current trick if played now, and
which of those no unseen card can beat any more. While it predicts: the
tricks per colour its hand can expect to win (the computer players' own
estimate), and the seals, or the black magician, that the hard computer
player would choose after trying them on sampled deals. A pure function of
the view (the sampling is seeded by the position). Given the public table (a public
decision's: the driver asks with it), only what is public: the cards still out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.bots.wizard_extreme import HardBot, estimate_wins
from tabletop.bots.wizard_extreme_search import to_int
from tabletop.core import Engine
from tabletop.games.wizard_extreme import (
    COLOURS,
    Card,
    Colour,
    Phase,
    Seal,
    SealStolen,
    SealTaken,
    WizardExtremeEngine,
    WizardState,
    deck_for,
    trick_winner,
)


@dataclass(frozen=True)
class WizardAdvice:
    """Coach facts for ``seat``.

    Attributes:
        unseen: per colour (table order), the cards of that colour this seat has
            not seen this round: in other hands.
        can_win: playable cards that would be winning the trick if played now
            (when leading: every card).
        sure_win: the cards of ``can_win`` that no unseen card can beat (when the
            seat plays last in the trick: all of ``can_win``).
        leading: True when the seat starts the trick.
        suggested: while the seat predicts, the seals per colour (table order) that
            came out best on sampled deals; empty otherwise.
        expected: the hand's estimated tricks per colour.
        magician_worth_it: while predicting, the black magician came out better on
            sampled deals than any seal set, and it may still be taken.
    """

    seat: int
    unseen: tuple[tuple[Colour, int], ...]
    can_win: tuple[Card, ...]
    sure_win: tuple[Card, ...]
    leading: bool
    suggested: tuple[tuple[Colour, int], ...] = ()
    expected: tuple[tuple[Colour, float], ...] = ()
    magician_worth_it: bool = False


def beats(card: Card, best: Card) -> bool:
    """Whether ``card`` played after ``best`` (the trick's current winner) takes the lead.

    Asked of the engine's own trick rule: the current winner is of the led colour or red,
    so a trick of the two alone is won the same way (RULES.md §3.5.3)."""
    return trick_winner(((0, best), (1, card))) == 1


def unseen_cards(state: WizardState, seat: int, seats: int) -> list[Card]:
    """Cards of this round's deck that ``seat`` has not seen: they are in other hands.
    On the public table (its hand hidden: a public decision, its last card or a seal to
    give back, see last_card.py) every card not yet played is still out."""
    hand = state.hands[seat] or []
    seen = {*hand, *state.played, *(card for _, card in state.trick)}
    return [card for card in deck_for(seats) if card not in seen]


def _position_seed(view: WizardExtremeEngine, seat: int, hand: list[int]) -> int:
    """A seed that only this position (round, seat, hand, seals taken so far) gives."""
    state = view.state
    seed = 1_000_003 * state.round + 7919 * seat + view.seats
    for code in sorted(hand):
        seed = (seed * 131 + code) % (1 << 61)
    for held in state.taken:
        for seal in held:
            seed = (seed * 137 + sum(map(ord, seal.value))) % (1 << 61)
    return seed


def advise(view: Engine[Any]) -> WizardAdvice:
    """Coach facts for the view's own seat (the seat to act when the view is public)."""
    if not isinstance(view, WizardExtremeEngine):
        raise TypeError("this coach reads Wizard Extreme views")
    seat = view.viewer if view.viewer is not None else view.current_seat
    if seat is None:
        raise ValueError("the game is over: nobody to coach")
    state = view.state
    unseen = unseen_cards(state, seat, view.seats)
    per_colour = tuple((colour, sum(c.colour == colour for c in unseen)) for colour in COLOURS)
    leading = not state.trick
    can_win: list[Card] = []
    sure_win: list[Card] = []
    # Winning cards are named from the seat's own hand only: the public table has none.
    if state.phase == Phase.PLAY and view.current_seat == seat and state.hands[seat] is not None:
        best = state.trick[trick_winner(state.trick)][1] if state.trick else None
        still_to_play = view.seats - len(state.trick) - 1
        for card in view.playable_cards(seat):
            if best is not None and not beats(card, best):
                continue
            can_win.append(card)
            if not still_to_play or not any(beats(other, card) for other in unseen):
                sure_win.append(card)
    if state.phase == Phase.PREDICT and view.current_seat == seat:
        return WizardAdvice(seat, per_colour, (), (), leading, *_prediction(view, seat))
    return WizardAdvice(seat, per_colour, tuple(can_win), tuple(sure_win), leading)


def before_own_takes(view: WizardExtremeEngine, seat: int) -> WizardExtremeEngine:
    """``view`` as it was when ``seat`` began to predict: the seals it has taken so far
    back where they came from. The advice is for the whole prediction, from the hand and
    the seats before, so it stays the same while the person follows it (trial s29 G/061:
    "1 yellow, 1 blue" became "1 yellow, 2 blue" once both were taken)."""
    if not view.state.taken[seat]:
        return view
    before = view.detached()
    state = before.state
    for event in reversed(view.log):  # this prediction's takes are the log's last events
        if isinstance(event, SealTaken) and event.seat == seat:
            state.pool[event.seal] += 1
        elif isinstance(event, SealStolen) and event.seat == seat:
            state.seals[event.victim][event.seal] += 1
            state.seals[event.victim][Seal.WHITE] -= 1
            state.pool[Seal.WHITE] += 1
        else:
            break
        state.seals[seat][event.seal] -= 1
    state.taken[seat] = []
    return before


def _prediction(view: WizardExtremeEngine, seat: int) -> tuple[
        tuple[tuple[Colour, int], ...], tuple[tuple[Colour, float], ...], bool]:
    """What the hand can expect to win per colour, the seals to take, and whether the black
    magician is worth a thought.

    The seals are the hard computer player's own choice: seal sets near the hand's
    estimate, and the magician, each tried on the same sampled deals of the unseen cards
    and played out (:meth:`HardBot.ranked_predictions`), seeded by the position so the same
    view gets the same advice. When the magician comes out best, the coach says so and
    suggests the best seal set beside it. (The estimate rounded, as before, cost 1.80
    penalty points a round over 60 checked positions against 0.80 for the hard player's
    own choice: ``check_coaches wizard_extreme``.)
    """
    before = before_own_takes(view, seat)
    state = before.state
    hand = [to_int(card) for card in view.hand(seat)]
    wins = estimate_wins(hand, state.top_value, view.seats)
    ranked = HardBot(_position_seed(before, seat, hand)).ranked_predictions(seat, before, state)
    seals = next(choice for choice in ranked if choice is not None)
    magician = (ranked[0] is None and state.magician is None  # after a seal, too late
                and not view.state.taken[seat] and not view.magician_secures_win(seat))
    return (tuple(zip(COLOURS, seals, strict=True)),
            tuple((colour, round(win, 1)) for colour, win in zip(COLOURS, wins, strict=True)),
            magician)
