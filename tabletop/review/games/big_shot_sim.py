"""A quick Big Shot table for playing the rest of a game out many times (RULES.md §4).

:class:`World` holds what a round needs in plain lists: the lots on the auction
spaces, the cubes in each region, each colour's money and loans. The rest of
the game is played by a simple model of the table, the same for every seat:

* an auction goes to the colour that values the lot most, at one more than the
  next highest value (or the holder's bid), as rising bids of 1 M end; a colour
  values a lot as the casual computer player does (3 M per cube of its own
  colour, 1 M per cube, a whim of up to 2 M either way), at most what its cash
  and one loan can pay; nobody bidding gives the roller the lot for nothing;
* the buyer places each cube where it gains the most for its seat if the game
  ended now (its own regions' worth, parks doubling their districts, less half
  of what its rivals gain), or where it does least harm.

Everything random (the broker's die, the whims) comes from one :class:`Rng`, so
two choices played on the same generator meet the same future.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from tabletop.bots.big_shot_search import region_outlook
from tabletop.core.rng import Rng
from tabletop.games.big_shot_data import PARK_DOUBLES, REGIONS
from tabletop.games.big_shot_rules import (
    COLOURS,
    CUBES_PER_LOT,
    DIE_FACES,
    LOAN_FACE,
    MAX_LOANS,
    REGION_CAPACITY,
    ROUNDS,
    SPACES,
    loan_proceeds,
    owner_of,
)
from tabletop.review.base import stream

VALUES: tuple[int, ...] = tuple(region.value for region in REGIONS)
_OWNERS: dict[tuple[int, ...], int | None] = {}


def owner(counts: list[int] | tuple[int, ...]) -> int | None:
    """:func:`owner_of`, remembered: a region holds one of a few hundred counts."""
    key = tuple(counts)
    found = _OWNERS.get(key, -1)
    if found == -1:
        found = _OWNERS[key] = owner_of(key)
    return found
PARK_OF: dict[int, int] = {d: park for park, districts in PARK_DOUBLES.items() for d in districts}
OWN_CUBE_WORTH = 3
CUBE_WORTH = 1
WHIM = 2
RIVAL_WEIGHT = 0.5


Placer = Callable[["World", int, list[int]], list[tuple[int, int]]]
"""Where a buyer's cubes go: ``placer(world, buyer colour, cubes)`` gives (cube, region)s."""


@dataclass
class World:
    """One possible table: every colour's money known (sampled where it was hidden)."""

    seat_of: tuple[int | None, ...]  # per colour; None for the neutral colour
    bidders: tuple[int, ...]  # colours that bid, in seat order
    lots: list[list[int]]
    broker: int
    cubes: list[list[int] | None]  # per region; None once sold or cleared
    owner: list[int | None]  # per region, once closed
    cash: list[int]
    loans: list[int]
    loan_round: list[bool]
    round: int
    roller: int

    @property
    def seats(self) -> int:
        return max(seat for seat in self.seat_of if seat is not None) + 1

    def copy(self) -> World:
        return World(self.seat_of, self.bidders, [list(lot) for lot in self.lots], self.broker,
                     [None if counts is None else list(counts) for counts in self.cubes],
                     list(self.owner), list(self.cash), list(self.loans),
                     list(self.loan_round), self.round, self.roller)

    # -- money ---------------------------------------------------------------------

    def can_loan(self, colour: int) -> bool:
        return not self.loan_round[colour] and self.loans[colour] < MAX_LOANS

    def reach(self, colour: int) -> int:
        """The most ``colour`` can pay now: its cash and one loan."""
        extra = loan_proceeds(self.loans[colour]) if self.can_loan(colour) else 0
        return self.cash[colour] + extra

    def take_loan(self, colour: int) -> None:
        self.cash[colour] += loan_proceeds(self.loans[colour])
        self.loans[colour] += 1
        self.loan_round[colour] = True

    def pay(self, colour: int, price: int) -> None:
        if price > self.cash[colour] and self.can_loan(colour):
            self.take_loan(colour)
        self.cash[colour] -= price

    # -- the board ---------------------------------------------------------------------

    def owner_now(self, region: int) -> int | None:
        counts = self.cubes[region]
        return self.owner[region] if counts is None else owner(counts)

    def owners(self) -> list[int | None]:
        return [self.owner_now(region) for region in range(len(VALUES))]

    def fortunes(self) -> list[int]:
        """Each seat's fortune if the game ended now (cash, regions, less 10 per loan)."""
        owners = self.owners()
        result = [0] * self.seats
        for colour in self.bidders:
            seat = self.seat_of[colour]
            assert seat is not None
            result[seat] += (self.cash[colour] - LOAN_FACE * self.loans[colour]
                             + _region_values(owners, colour))
        return result

    # -- a round ---------------------------------------------------------------------

    def next_bidder(self, colour: int) -> int:
        return self.bidders[(self.bidders.index(colour) + 1) % len(self.bidders)]

    def limit(self, colour: int, lot: list[int], rng: Rng, worth: float | None = None) -> int:
        """The most ``colour`` bids for ``lot``: ``worth`` when a valuer knows it, else the
        casual player's price; a whim either way; never beyond what it can pay."""
        if worth is None:
            seat = self.seat_of[colour]
            own = sum(1 for cube in lot if self.seat_of[cube] == seat)
            worth = OWN_CUBE_WORTH * own + CUBE_WORTH * len(lot)
        value = math.floor(worth) + rng.randint(-WHIM, WHIM)
        return min(value, self.reach(colour))

    def auction(self, rng: Rng, high: int = 0, holder: int | None = None,
                out: frozenset[int] = frozenset(),
                worth: Mapping[int, float] | None = None) -> tuple[int, int]:
        """The buyer and the price of the lot under the broker, from a bid of ``high``
        held by ``holder`` with the colours in ``out`` passed (``worth``: what the lot is
        worth to each colour, where known)."""
        lot = self.lots[self.broker]
        order = [self.next_bidder(self.roller)]
        while len(order) < len(self.bidders):
            order.append(self.next_bidder(order[-1]))
        known = worth or {}
        limits = {colour: self.limit(colour, lot, rng, known.get(colour)) for colour in order
                  if colour not in out or colour == holder}
        if holder is not None:
            limits[holder] = max(limits.get(holder, high), high)
        rivals = [(limits[c], -order.index(c), c) for c in order
                  if c in limits and c != holder and limits[c] > high]
        if not rivals:
            return (self.roller, 0) if holder is None else (holder, high)
        contenders = sorted(rivals + ([(limits[holder], 1, holder)] if holder is not None
                                      else []), reverse=True)
        top, _, winner = contenders[0]
        second = contenders[1][0] if len(contenders) > 1 else high
        price = max(high + 1, min(top, second + (1 if second < top else 0)))
        return winner, price

    def place_lot(self, buyer: int, cubes: list[int]) -> None:
        """The buyer's cubes placed one at a time where each does its seat most good."""
        seat = self.seat_of[buyer]
        for cube in sorted(cubes, key=lambda c: self.seat_of[c] != seat):
            self.place(cube, self.best_region(seat, cube))

    def best_region(self, seat: int | None, cube: int) -> int:
        owners = self.owners()
        best, best_score = -1, float("-inf")
        for region, counts in enumerate(self.cubes):
            if counts is None:
                continue
            counts[cube] += 1
            new = owner(counts)
            counts[cube] -= 1
            old = owners[region]
            score = 0.0
            if new != old:
                score = (_swing(self, owners, region, new, seat, gain=True)
                         + _swing(self, owners, region, old, seat, gain=False))
            # Among equal swings: an own cube goes where it counts, another where it is cheapest.
            mine = self.seat_of[cube] == seat
            score += (0.01 if mine else -0.01) * VALUES[region] * (1 + counts[cube])
            if score > best_score:
                best, best_score = region, score
        return best

    def place(self, cube: int, region: int) -> None:
        counts = self.cubes[region]
        assert counts is not None
        counts[cube] += 1
        if sum(counts) >= REGION_CAPACITY:  # the seventh cube sells the region (BS-D12)
            self.owner[region] = owner(counts)
            self.cubes[region] = None

    def end_round(self) -> None:
        self.round += 1
        self.loan_round = [False] * COLOURS
        self.roller = self.next_bidder(self.roller)

    def play_round(self, rng: Rng) -> None:
        roll = rng.randint(1, DIE_FACES)
        space, steps = self.broker, 0
        while steps < roll:
            space = (space + 1) % SPACES
            if self.lots[space]:
                steps += 1
        self.broker = space
        buyer, price = self.auction(rng)
        self.settle(buyer, price)

    def settle(self, buyer: int, price: int, placer: Placer | None = None) -> None:
        """The buyer pays, places the lot (as ``placer`` says, else by the model), and the
        round ends."""
        self.pay(buyer, price)
        lot, self.lots[self.broker] = self.lots[self.broker], []
        if placer is None:
            self.place_lot(buyer, lot)
        else:
            for cube, region in placer(self, buyer, lot):
                self.place(cube, region)
        self.end_round()

    def board(self) -> tuple[tuple[int, ...] | None, ...]:
        return tuple(None if counts is None else tuple(counts) for counts in self.cubes)

    def play_out(self, seed: int, rounds: int = ROUNDS) -> list[float]:
        """Up to ``rounds`` more rounds, each with its own generator of ``seed``'s, then
        each seat's expected final fortune (exact once the game is over)."""
        last = self.round + rounds
        while self.round <= ROUNDS and self.round < last:
            self.play_round(stream(seed, self.round))
        if self.round > ROUNDS:
            return [float(fortune) for fortune in self.fortunes()]
        return self.expected_fortunes()

    def expected_fortunes(self) -> list[float]:
        """Each seat's expected final fortune: money now, and every region by the chance
        the hard computer player's model gives its colours of owning it at the end."""
        supply = [0] * COLOURS
        for lot in self.lots:
            for cube in lot:
                supply[cube] += 1
        open_regions = sum(counts is not None for counts in self.cubes) or 1
        future = CUBES_PER_LOT * (ROUNDS - self.round + 1)
        arriving = round(4 * future / open_regions) / 4
        chances = [tuple(1.0 if c == self.owner[r] else 0.0 for c in range(COLOURS))
                   if counts is None else region_outlook(tuple(counts), arriving, tuple(supply))
                   for r, counts in enumerate(self.cubes)]
        result = [0.0] * self.seats
        for colour in self.bidders:
            seat = self.seat_of[colour]
            assert seat is not None
            value = float(self.cash[colour] - LOAN_FACE * self.loans[colour])
            for region, chance in enumerate(chances):
                value += chance[colour] * VALUES[region]
            for park, districts in PARK_DOUBLES.items():
                value += chances[park][colour] * sum(chances[d][colour] * VALUES[d]
                                                     for d in districts)
            result[seat] += value
        return result


def _region_values(owners: list[int | None], colour: int) -> int:
    total = sum(VALUES[r] for r, owner in enumerate(owners) if owner == colour)
    for park, districts in PARK_DOUBLES.items():
        if owners[park] == colour:
            total += sum(VALUES[d] for d in districts if owners[d] == colour)
    return total


def _worth(owners: list[int | None], region: int, colour: int) -> int:
    """What owning ``region`` is worth to ``colour`` beside what else it owns now."""
    districts = PARK_DOUBLES.get(region)
    if districts is not None:
        return sum(VALUES[d] for d in districts if owners[d] == colour)
    park = PARK_OF.get(region)
    doubled = park is not None and owners[park] == colour
    return VALUES[region] * (2 if doubled else 1)


def _swing(world: World, owners: list[int | None], region: int, colour: int | None,
           seat: int | None, *, gain: bool) -> float:
    """For ``seat``: ``colour`` taking (``gain``) or losing ``region``."""
    if colour is None:
        return 0.0
    owner_seat = world.seat_of[colour]
    if owner_seat is None:
        return 0.0
    weight = 1.0 if owner_seat == seat else -RIVAL_WEIGHT
    worth = _worth(owners, region, colour)
    return weight * worth if gain else -weight * worth
