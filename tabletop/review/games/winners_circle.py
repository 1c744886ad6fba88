"""Winner's Circle reviewed by racing the rest of the race many times (RULES.md §1).

Every figure is the seat's money after this race's payout: a race's payout
depends on nothing before it but the money one has to pay a penalty with. The
rest of the race is run as the hard computer player and the coach run it
(:func:`~tabletop.bots.winners_circle_search.rollout`: every player moves a
face-up horse at random, the die with its true odds), once per sample and met
alike by every choice.

* A **move** is tried with each face-up horse on the same rolls and choices after it.
* A **bet** is tried with every chip on every horse it may back. The chips still
  to come are laid at random by the others (the same ones for every choice); the
  seat's own later chips are left out alike for every choice, so a bet is judged
  by what it adds beside the chips already down.
* With hidden bets the values of the others' face-down chips are dealt at random
  from their sets (0, 1, 1, 2), unless the review is with hindsight.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from tabletop.bots.winners_circle_search import (
    Outcome,
    Track,
    multiplier_of,
    payouts,
    rollout,
)
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.games.winners_circle import (
    Phase,
    WinnersCircleEngine,
    WinnersCircleState,
)
from tabletop.games.winners_circle_data import HORSES
from tabletop.games.winners_circle_events import DieRolled, MoveHorse, PlaceBet, RaceStarted
from tabletop.games.winners_circle_rules import chip_set
from tabletop.review.base import Estimate, Spot, estimate_from, sample_until_clear, stream
from tabletop.review.model import MARGINS, Choice

Bets = list[tuple[int, int, float]]


def _state(game: Engine[Any]) -> WinnersCircleState:
    assert isinstance(game, WinnersCircleEngine)
    return game.state


def spot(game: Engine[Any], history: Sequence[Action], start: int) -> Spot | None:
    """Every chip laid, and every move with more than one face-up horse."""
    state = _state(game)
    if state.phase is Phase.ROLL or len(game.legal_actions()) < 2:
        return None
    return Spot(start, start + 1, history[start].seat)


def _bets(view: Engine[Any], state: WinnersCircleState, seat: int, rnd: random.Random,
          truth: Engine[Any] | None) -> tuple[Bets, list[list[int]]]:
    """Every chip down, hidden values dealt from their owners' sets, and each seat's chips
    still in hand (the seat's own known; the others' dealt the same way)."""
    known = None if truth is None else _state(truth)
    hands: list[list[int]] = []
    dealt: dict[int, list[int]] = {}
    for other in range(view.seats):
        placed = [bet for bet in state.bets if bet.seat == other]
        if other == seat or known is not None:
            source = state if other == seat else known
            assert source is not None
            hands.append(list(source.hands[other]))
            continue
        chips = list(chip_set(view.options))
        rnd.shuffle(chips)
        for bet in placed:
            if bet.chip is not None:
                chips.remove(bet.chip)  # a chip face up is known
        hidden = [bet for bet in placed if bet.chip is None]
        dealt[other] = chips[:len(hidden)]
        hands.append(chips[len(hidden):])
    bets: Bets = []
    for bet in state.bets:
        chip = bet.chip
        if chip is None and known is not None:
            chip = next(b.chip for b in known.bets if b.seat == bet.seat and b.horse == bet.horse)
        if chip is None:
            chip = dealt[bet.seat].pop()
        bets.append((bet.seat, bet.horse, float(chip)))
    return bets, hands


def _more_bets(bets: Bets, hands: list[list[int]], seat: int, rnd: random.Random) -> Bets:
    """The others' chips still in hand laid at random, one horse per chip, none twice."""
    more = list(bets)
    for other, hand in enumerate(hands):
        if other == seat:
            continue
        backed = {horse for owner, horse, _ in more if owner == other}
        for chip in hand:
            free = [horse for horse in range(HORSES) if horse not in backed]
            horse = free[int(rnd.random() * len(free))]
            backed.add(horse)
            more.append((other, horse, float(chip)))
    return more


def estimate(view: Engine[Any], actions: Sequence[Action], seed: int,
             truth: Engine[Any] | None = None) -> Estimate:
    state = _state(view)
    seat = view.current_seat
    assert seat is not None
    action = actions[0]
    multiplier = multiplier_of(state)
    money = state.money
    legal = view.legal_actions()
    turn = 0  # a move's turn of the race: a race holds many moves of one seat
    if isinstance(action, PlaceBet):
        options = sorted({(bet.horse, bet.chip) for bet in legal if isinstance(bet, PlaceBet)})
        choices = [Choice("bet", option) for option in options]
        done = options.index((action.horse, action.chip))
        grid = Track.of(state)

        def sampler(low: int, high: int, only: Sequence[int] | None) -> list[list[float]]:
            rows = []
            for sample in range(low, high):
                rnd = random.Random(stream(seed, sample).below(1 << 62))
                bets, hands = _bets(view, state, seat, rnd, truth)
                later = _more_bets(bets, hands, seat, rnd)
                outcome = rollout(grid, rnd)
                picks = options if only is None else [options[index] for index in only]
                rows.append([payouts(outcome, [*later, (seat, horse, float(chip))], money,
                                     multiplier)[seat] for horse, chip in picks])
            return rows
    else:
        assert isinstance(action, MoveHorse) and state.symbol is not None
        horses = [move.horse for move in legal if isinstance(move, MoveHorse)]
        choices = [Choice("move", (horse,)) for horse in horses]
        done = horses.index(action.horse)
        for event in reversed(view.log):
            if isinstance(event, RaceStarted):
                break
            turn += isinstance(event, DieRolled)
        track = Track.of(state)
        nexts = [track.after_move(horse, state.symbol.index) for horse in horses]

        def sampler(low: int, high: int, only: Sequence[int] | None) -> list[list[float]]:
            rows = []
            for sample in range(low, high):
                sample_seed = stream(seed, sample).below(1 << 62)
                bets, _ = _bets(view, state, seat, random.Random(sample_seed), truth)
                row = []
                for nxt in nexts if only is None else [nexts[index] for index in only]:
                    # Common random numbers: every horse meets the same dice and choices.
                    outcome: Outcome = (rollout(nxt, random.Random(sample_seed + 1))
                                        if isinstance(nxt, Track) else nxt)
                    row.append(payouts(outcome, bets, money, multiplier)[seat])
                rows.append(row)
            return rows

    means, best, errors, samples = sample_until_clear(
        sampler, done, MARGINS["winners_circle"], first=64, most=320)
    return replace(estimate_from(state.race, choices, done, means, best, errors, samples),
                   step=turn)
