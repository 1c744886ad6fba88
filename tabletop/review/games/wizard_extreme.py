"""Wizard Extreme reviewed by sampled deals (RULES.md §3).

For each decision (a prediction: the seals taken and the confirmation, or the
black magician; a card; a seal to give back) the cards the seat could not see
are dealt at random to the others, as the hard computer player does
(:func:`~tabletop.bots.wizard_extreme_search.sample_hands`: the right hand
sizes, no card in a colour a seat has shown it lacks), and the round is played
out by every seat with the seal-aware policy of the computer players, once for
each choice on the same deals. A round's penalties depend on nothing before it,
so the difference between choices is the difference in the seat's penalty for
this round; the figures shown add the points so far and the rounds still to come
at the policy's average, to read as an expected final total.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from tabletop.bots.wizard_extreme import (
    _predict_in_sim,
    heuristic_prediction,
    prediction_candidates,
)
from tabletop.bots.wizard_extreme_search import (
    Sim,
    penalties,
    rollout,
    sample_hands,
    seal_index,
    sim_from_state,
    to_int,
    unseen_codes,
)
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.core.rng import Rng
from tabletop.games.wizard_extreme import (
    COLOURS,
    MAGICIAN_BASE,
    SEAL_COUNTS,
    SEALS,
    Phase,
    PlayCard,
    Predict,
    ReturnSeal,
    StealSeal,
    TakeMagician,
    TakeSeal,
    WizardExtremeEngine,
    WizardState,
    deck_for,
)
from tabletop.review.base import Estimate, Spot, estimate_from, sample_until_clear
from tabletop.review.model import MARGINS, Choice

ROUND_SAMPLES = 200
"""Whole rounds played out to price a round still to come."""


def _game(game: Engine[Any]) -> tuple[WizardExtremeEngine, WizardState]:
    assert isinstance(game, WizardExtremeEngine)
    return game, game.state


def spot(game: Engine[Any], history: Sequence[Action], start: int) -> Spot | None:
    """A prediction (its seals and confirmation, or the magician), a card with a
    choice of cards, a seal given back with a choice of seals."""
    engine, _ = _game(game)
    action = history[start]
    seat = action.seat
    if isinstance(action, PlayCard):
        return Spot(start, start + 1, seat) if len(engine.playable_cards(seat)) > 1 else None
    if isinstance(action, (ReturnSeal, TakeMagician, Predict)):
        return Spot(start, start + 1, seat)
    end = start
    while end < len(history) and isinstance(history[end], (TakeSeal, StealSeal)):
        end += 1
    if end >= len(history) or not isinstance(history[end], Predict):
        return None
    return Spot(start, end + 1, seat)


def predicted(actions: Sequence[Action]) -> list[int] | None:
    """The seals per colour a prediction took (None: the black magician)."""
    if any(isinstance(action, TakeMagician) for action in actions):
        return None
    counts = [0] * len(COLOURS)
    for action in actions:
        if isinstance(action, (TakeSeal, StealSeal)):
            counts[COLOURS.index(action.colour)] += 1
    return counts


def _prediction_choice(counts: Sequence[int] | None) -> Choice:
    return Choice("magician") if counts is None else Choice("predict", tuple(counts))


@cache
def round_mean(seats: int, magician_base: int = MAGICIAN_BASE) -> float:
    """A seat's average penalty in a round the policy plays from a fresh deal (the
    rounds still to come, in an expected final total)."""
    rng = Rng(seats * 7919 + magician_base)
    total = 0.0
    for _ in range(ROUND_SAMPLES):
        deck = [to_int(card) for card in deck_for(seats)]
        rng.shuffle(deck)
        size = len(deck) // seats
        hands = [sorted(deck[seat * size:(seat + 1) * size]) for seat in range(seats)]
        sim = Sim(hands, [[0] * len(SEALS) for _ in range(seats)],
                  [SEAL_COUNTS[seal] for seal in SEALS], -1, [], 0, magician_base)
        top = max(card & 15 for card in deck)
        for seat in range(seats):
            for colour, count in enumerate(heuristic_prediction(hands[seat], top, seats)):
                for _ in range(count):
                    _take_plain(sim, seat, colour)
        rollout(sim)
        total += sum(penalties(sim)) / seats
    return total / ROUND_SAMPLES


def _take_plain(sim: Sim, seat: int, colour: int) -> None:
    if sim.pool[colour]:
        sim.pool[colour] -= 1
        sim.seals[seat][colour] += 1


def estimate(view: Engine[Any], actions: Sequence[Action], seed: int,
             truth: Engine[Any] | None = None) -> Estimate:
    game, state = _game(view)
    seat = view.current_seat
    assert seat is not None
    seats = game.seats
    first = actions[0]
    trial: Callable[[Sim, int], None]
    choices: list[Choice]
    if state.phase is Phase.PLAY:
        cards = [to_int(card) for card in game.playable_cards(seat)]
        choices = [Choice("card", (code >> 4, code & 15)) for code in cards]
        assert isinstance(first, PlayCard)
        done = cards.index(to_int(first.card))

        def trial(sim: Sim, index: int) -> None:
            sim.play(cards[index])
    elif state.phase is Phase.RETURN:
        seals = [seal_index(seal) for seal in state.return_options]
        choices = [Choice("return", (code,)) for code in seals]
        assert isinstance(first, ReturnSeal)
        done = seals.index(seal_index(first.seal))

        def trial(sim: Sim, index: int) -> None:
            sim.give_back(seat, seals[index])
    else:
        plans = _prediction_candidates(game, state, seat, predicted(actions))
        choices = [_prediction_choice(plan) for plan in plans]
        done = 0  # the prediction made leads the candidates
        cost = game.magician_cost(seat)

        def trial(sim: Sim, index: int) -> None:
            _predict_in_sim(sim, state, seat, plans[index], cost)

    others = None if truth is None else _true_hands(truth, seat)
    unseen = unseen_codes(state, seat, seats)

    def sampler(low: int, high: int, only: Sequence[int] | None) -> list[list[float]]:
        rows = []
        for sample in range(low, high):
            rng = Rng(seed + 7_777_777 * (sample + 1))
            hands = others if others is not None else sample_hands(state, seat, seats, rng,
                                                                   unseen)
            base = sim_from_state(state, seat, [list(hand) for hand in hands])
            row = []
            for index in range(len(choices)) if only is None else only:
                sim = base.copy()
                trial(sim, index)
                rollout(sim)
                row.append(float(penalties(sim)[seat]))
            rows.append(row)
        return rows

    # With the hidden hands known, only one deal is possible: every sample is the same.
    most = 1 if others is not None else 48
    means, best, errors, samples = sample_until_clear(
        sampler, done, MARGINS["wizard_extreme"], higher_is_better=False,
        first=min(12, most), most=most)
    rest = (state.rounds - state.round) * round_mean(seats, state.magician_base)
    estimate = estimate_from(state.round, choices, done, means, best, errors, samples,
                             higher_is_better=False, offset=state.totals[seat] + rest)
    # A seal is given back for the trick just won; a card goes to the trick being played.
    trick = {Phase.PLAY: state.tricks_played + 1, Phase.RETURN: state.tricks_played}
    return replace(estimate, trick=trick.get(state.phase, 0))


def _true_hands(truth: Engine[Any], seat: int) -> list[list[int]]:
    _, state = _game(truth)
    return [[] if other == seat or hand is None else [to_int(card) for card in hand]
            for other, hand in enumerate(state.hands)]


def _prediction_candidates(game: WizardExtremeEngine, state: WizardState, seat: int,
                           made: list[int] | None) -> list[list[int] | None]:
    """The prediction made first, then the hard player's: its hand's estimate, one seal
    more or fewer of each colour, and the magician where it may be taken."""
    hand = state.hands[seat]
    assert hand is not None
    candidates = [made, *prediction_candidates(game, state, seat,
                                               [to_int(card) for card in hand])]
    unique: list[list[int] | None] = []
    for candidate in candidates:
        if candidate not in unique:
            unique.append(candidate)
    return unique
