"""Big Shot reviewed by playing the rest of the game out (RULES.md §4).

Each decision of an auction (a pass, a bid, a loan and the bid it pays for) and
each cube placed is tried against its alternatives on the same futures: the
broker's dice and the table's whims drawn once per sample and met by every
choice, the rest of the game played by the model of
:mod:`tabletop.review.games.big_shot_sim`. The figure is the seat's expected final
fortune (cash and regions, less 10 M per loan). With hidden money (BS-D17) the
other colours' money is sampled from what the table saw: the prices they paid,
and the fewest loans that could have paid them, now and then one more.

For a cube, every region is first ranked by the hard computer player's model of
the final standings (:func:`~tabletop.bots.big_shot_search.utility`); the three
it likes best, the one the table's model would pick and the one chosen are
played out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from tabletop.bots.big_shot import BID_SHADE
from tabletop.bots.big_shot_search import best_placement, place, table_of, utility
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.core.rng import Rng
from tabletop.games.big_shot import (
    COLOURS,
    MAX_LOANS,
    START_CASH,
    BigShotEngine,
    BigShotState,
    Phase,
    colour_owner,
    loan_proceeds,
)
from tabletop.games.big_shot_events import (
    AuctionWon,
    Bid,
    CubePlaced,
    Pass,
    PlaceCube,
    TakeLoan,
)
from tabletop.review.base import Estimate, Spot, estimate_from, sample_until_clear, stream
from tabletop.review.games.big_shot_sim import World
from tabletop.review.model import MARGINS, Choice

HORIZON = 2
"""Rounds played out after the decision's own, before the model's expected fortunes take
over: far enough for the next lots to answer, near enough that two choices' futures stay
comparable (whole games played out diverge into noise worth more than any bid)."""
SHORTLIST = 3
"""Regions for a cube the hard player's model likes best, played out with the rest."""
EXTRA_LOAN_CHANCE = 0.3
"""With hidden money: the chance a colour took one loan more than its payments needed."""


def _game(game: Engine[Any]) -> tuple[BigShotEngine, BigShotState]:
    assert isinstance(game, BigShotEngine)
    return game, game.state


def spot(game: Engine[Any], history: Sequence[Action], start: int) -> Spot | None:
    """Every bid, pass and cube with a choice; a loan and the bid it pays for are one."""
    _, state = _game(game)
    action = history[start]
    if state.phase is Phase.ROLL or len(game.legal_actions()) < 2:
        return None
    if isinstance(action, TakeLoan):
        end = start + 1
        if end < len(history) and isinstance(history[end], Bid):
            return Spot(start, end + 1, action.seat)
        return None
    return Spot(start, start + 1, action.seat)


def world_of(view: BigShotEngine, rng: Rng, truth: BigShotEngine | None) -> World:
    """The table as the view shows it; money the view hides sampled (or, with hindsight,
    read from the whole game)."""
    state = view.state
    cash: list[int] = []
    loans: list[int] = []
    paid = [0] * COLOURS
    for event in view.log:
        if isinstance(event, AuctionWon):
            paid[event.colour] += event.price
    for colour in range(COLOURS):
        known_cash, known_loans = state.cash[colour], state.loans[colour]
        if truth is not None:
            known_cash, known_loans = truth.state.cash[colour], truth.state.loans[colour]
        if known_cash is not None and known_loans is not None:
            cash.append(known_cash)
            loans.append(known_loans)
            continue
        taken, money = 0, START_CASH - paid[colour]
        while money < 0 and taken < MAX_LOANS:
            money += loan_proceeds(taken)
            taken += 1
        if taken < MAX_LOANS and rng.chance(EXTRA_LOAN_CHANCE):
            money += loan_proceeds(taken)
            taken += 1
        cash.append(money)
        loans.append(taken)
    return World(
        seat_of=tuple(colour_owner(view.seats, colour) for colour in range(COLOURS)),
        bidders=tuple(state.bidders),
        lots=[list(lot) for lot in state.lots],
        broker=state.broker,
        cubes=[None if state.region_closed[r] else list(counts)
               for r, counts in enumerate(state.region_cubes)],
        owner=list(state.region_owner),
        cash=cash,
        loans=loans,
        loan_round=[bool(flag) for flag in state.loan_this_round],
        round=state.round,
        roller=state.roller,
    )


def _auction_choices(view: BigShotEngine, state: BigShotState, colour: int,
                     actions: Sequence[Action]) -> list[Choice]:
    """The choice made first, then passing, the lowest bid, and a loan for the lowest bid."""
    made = actions[-1]
    if isinstance(actions[0], TakeLoan):
        assert isinstance(made, Bid)
        done = Choice("loan_bid", (made.amount,))
    elif isinstance(made, Bid):
        done = Choice("bid", (made.amount,))
    else:
        done = Choice("pass")
    legal = view.legal_actions()
    choices = [done]
    if any(isinstance(action, Pass) for action in legal):
        choices.append(Choice("pass"))
    lowest = view.min_bid()
    if any(isinstance(action, Bid) and action.amount == lowest for action in legal):
        choices.append(Choice("bid", (lowest,)))
    if any(isinstance(action, TakeLoan) for action in legal):
        cash = state.cash[colour]
        assert cash is not None
        choices.append(Choice("loan_bid", (max(lowest, cash + 1),)))
    return list(dict.fromkeys(choices))


def _placement_choices(view: BigShotEngine, state: BigShotState, seat: int, made: PlaceCube,
                       world: World) -> list[Choice]:
    table, board = table_of(view)
    options = sorted({(action.cube, action.region) for action in view.legal_actions()
                      if isinstance(action, PlaceCube)})
    ranked = sorted(options, key=lambda option: -utility(table, place(board, *option), seat))
    picks = [(made.cube, made.region), *ranked[:SHORTLIST]]
    for cube in sorted(set(state.in_hand)):
        picks.append((cube, world.best_region(seat, cube)))
    return [Choice("place", pick) for pick in dict.fromkeys(picks)]


class Planner:
    """This round's placements by the hard computer player's beam search, for whoever buys:
    the lot on the table is placed as well as the seats can, and searched once per board."""

    def __init__(self, view: BigShotEngine) -> None:
        self.table, _ = table_of(view)
        self.seats = view.seats
        self.known: dict[tuple[object, ...], list[tuple[int, int]]] = {}

    def __call__(self, world: World, buyer: int, cubes: list[int]) -> list[tuple[int, int]]:
        seat = world.seat_of[buyer]
        assert seat is not None
        board = world.board()
        key = (seat, tuple(sorted(cubes)), board)
        if key not in self.known:
            moves, _ = best_placement(self.table, board, cubes, seat, width=4)
            self.known[key] = moves
        return self.known[key]


def lot_worth(world: World, planner: Planner, out: frozenset[int]) -> dict[int, float]:
    """What the lot on the table is worth to each colour still bidding, by the expected
    fortunes the review itself counts in: its seat's after it places the lot as well as
    it can, less its seat's after another bidder does (the mean over them), shaded as
    the hard player shades it."""
    lot = list(world.lots[world.broker])
    bidders = [colour for colour in world.bidders if colour not in out]
    after: dict[int, list[float]] = {}
    for buyer in bidders:
        placed = world.copy()
        placed.lots[placed.broker] = []
        for cube, region in planner(world, buyer, lot):
            placed.place(cube, region)
        after[buyer] = placed.expected_fortunes()
    worth = {}
    for colour in bidders:
        seat = world.seat_of[colour]
        assert seat is not None
        others = [after[buyer][seat] for buyer in bidders if world.seat_of[buyer] != seat]
        swing = after[colour][seat] - (sum(others) / len(others) if others else 0.0)
        # The model's swing overstates a lot (later lots swing regions back): the share the
        # hard player pays for it.
        worth[colour] = BID_SHADE * swing
    return worth


def _play(world: World, seat: int, colour: int, state: BigShotState, choice: Choice,
          seed: int, planner: Planner, worth: dict[int, float]) -> float:
    """``choice`` made on ``world``, then the rest of the game: the seat's fortune."""
    if choice.kind == "place":
        cube, region = choice.values
        hand = list(state.in_hand)
        hand.remove(cube)
        world.place(cube, region)
        for other, where in planner(world, colour, hand) if hand else ():
            world.place(other, where)
        world.end_round()
    else:
        out = frozenset(c for c in range(COLOURS) if state.passed[c])
        high, holder = state.high_bid, state.high_bidder
        if choice.kind == "pass":
            out |= {colour}
            if len([c for c in world.bidders if c not in out]) <= 1:
                buyer = world.roller if holder is None else holder
                world.settle(buyer, high, planner)
                return world.play_out(seed, HORIZON)[seat]
        else:
            if choice.kind == "loan_bid":
                world.take_loan(colour)
            high, holder = choice.values[0], colour
        rng = stream(seed, world.round)
        buyer, price = world.auction(rng, high, holder, out, worth)
        if price > world.reach(buyer):  # a bid nobody could pay (hidden money, BS-D17)
            buyer, price = world.auction(rng)
        world.settle(buyer, price, planner)
    return world.play_out(seed, HORIZON)[seat]


def estimate(view: Engine[Any], actions: Sequence[Action], seed: int,
             truth: Engine[Any] | None = None) -> Estimate:
    game, state = _game(view)
    seat = view.current_seat
    colour = state.acting_colour
    assert seat is not None and colour is not None
    whole = None if truth is None else _game(truth)[0]
    cube = 0  # a placement's cube of the lot: one buyer places up to four in a round
    if state.phase is Phase.PLACE:
        for event in reversed(view.log):
            if isinstance(event, AuctionWon):
                break
            cube += isinstance(event, CubePlaced)
        cube += 1
        made = actions[0]
        assert isinstance(made, PlaceCube)
        choices = _placement_choices(game, state, seat, made,
                                     world_of(game, Rng(seed), whole))
    else:
        choices = _auction_choices(game, state, colour, actions)

    planner = Planner(game)
    worth = {}
    if state.phase is Phase.AUCTION:
        worth = lot_worth(world_of(game, Rng(seed), whole), planner,
                          frozenset(c for c in range(COLOURS) if state.passed[c]))

    def sampler(low: int, high: int, only: Sequence[int] | None) -> list[list[float]]:
        rows = []
        for sample in range(low, high):
            base = world_of(game, stream(seed, 2 * sample), whole)
            future = stream(seed, 2 * sample + 1).below(1 << 62)
            rows.append([_play(base.copy(), seat, colour, state, choices[index], future,
                               planner, worth)
                         for index in (range(len(choices)) if only is None else only)])
        return rows

    means, best, errors, samples = sample_until_clear(sampler, 0, MARGINS["big_shot"],
                                                      first=12, most=48)
    return replace(estimate_from(state.round, choices, 0, means, best, errors, samples),
                   step=cube)
