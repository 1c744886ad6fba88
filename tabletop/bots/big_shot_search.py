"""The hard Big Shot player's model: expected final fortunes and a beam search for placements.

A region's final owner is estimated from its cubes now: the current owner
(tie-cancelling majority, RULES.md 4.6) keeps it unless someone can still
break the majority. How easily that happens is measured by the fewest cubes
of one colour that would change the owner, given the room left in the region
(7 cubes) and the cubes of that colour still waiting on the auction spaces;
the risk shrinks as the rounds run out. From these chances follow each
colour's expected region value (parks doubling their zone, 4.7.2), each
seat's expected fortune, and a penalty for falling short of the two regions a
winner needs (4.7.4). A seat's *utility* is its expected fortune minus a
blend of its rivals' (the best rival and their mean), because only beating
the others counts.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from tabletop.games.big_shot import (
    COLOURS,
    CUBES_PER_LOT,
    LOAN_FACE,
    REGION_CAPACITY,
    ROUNDS,
    START_CASH,
    BigShotEngine,
    Phase,
    colour_owner,
    owner_of,
)
from tabletop.games.big_shot_data import PARK_DOUBLES, REGIONS
from tabletop.games.big_shot_events import AuctionWon

# A majority that ``k`` cubes of one colour can break, in a region expected to
# receive ``m`` more cubes before the end, is broken with chance
# 1 − exp(−m / (k · FLIP_SCALE)), at most MAX_RISK; a broken region goes to
# the colours in proportion to their cubes there (plus one for any colour that
# can still arrive), and stays empty-handed with chance NOBODY_SHARE.
FLIP_SCALE = 1.5
MAX_RISK = 0.85
NOBODY_SHARE = 0.15
TWO_REGION_PENALTY = 10.0  # per expected region short of the two a winner needs
BEST_RIVAL_WEIGHT = 0.5

Counts = tuple[int, ...]
BoardCounts = tuple[Counts | None, ...]  # None: a closed (sold or cleared) region


@lru_cache(maxsize=1 << 16)
def region_outlook(counts: Counts, arriving: float, supply: Counts) -> tuple[float, ...]:
    """Chance per colour of owning a region with ``counts`` at the end of the game.

    ``arriving``: how many more cubes the region may expect (at most its room).
    """
    owner = owner_of(counts)
    room = REGION_CAPACITY - sum(counts)
    arriving = min(arriving, room)
    weights = [counts[c] + 1.0 if supply[c] else float(counts[c]) for c in range(COLOURS)]
    total = sum(weights) or 1.0
    prior = [(1.0 - NOBODY_SHARE) * w / total for w in weights]
    if owner is None:
        share = min(1.0, arriving / FLIP_SCALE)
        return tuple(share * p for p in prior)
    flip = _flip_cost(counts, owner, room, supply)
    if flip is None or arriving <= 0:
        return tuple(1.0 if c == owner else 0.0 for c in range(COLOURS))
    risk = min(MAX_RISK, 1.0 - math.exp(-arriving / (flip * FLIP_SCALE)))
    return tuple((1.0 - risk if c == owner else 0.0) + risk * prior[c] for c in range(COLOURS))


def _flip_cost(counts: Counts, owner: int, room: int, supply: Counts) -> int | None:
    best: int | None = None
    for colour in range(COLOURS):
        for extra in range(1, min(room, supply[colour]) + 1):
            if best is not None and extra >= best:
                break
            changed = list(counts)
            changed[colour] += extra
            if owner_of(changed) != owner:
                best = extra
                break
    return best


@dataclass(frozen=True)
class Table:
    """What the model needs from a view: who plays which colour, money, time, supply."""

    seats: int
    money: tuple[float, ...]  # per colour: cash − 10 per loan (estimated where hidden)
    arriving: float  # cubes an open region may expect before the end (rounded)
    supply: Counts  # cubes per colour still on auction spaces (the current lot excluded)
    closed_owner: tuple[int | None, ...]

    def seat_of(self, colour: int) -> int | None:
        return colour_owner(self.seats, colour)


def table_of(view: BigShotEngine) -> tuple[Table, BoardCounts]:
    state = view.state
    supply = [0] * COLOURS
    for space, lot in enumerate(state.lots):
        if state.phase is Phase.AUCTION and space == state.broker:
            continue
        for cube in lot:
            supply[cube] += 1
    paid = [0] * COLOURS
    for event in view.log:
        if isinstance(event, AuctionWon):
            paid[event.colour] += event.price
    money: list[float] = []
    for colour in range(COLOURS):
        cash, loans = state.cash[colour], state.loans[colour]
        if colour not in state.bidders:
            money.append(0.0)
        elif cash is None or loans is None:
            money.append(float(START_CASH - paid[colour]))  # hidden: loans' cost unknown
        else:
            money.append(float(cash - LOAN_FACE * loans))
    board: BoardCounts = tuple(
        None if state.region_closed[r] else tuple(state.region_cubes[r])
        for r in range(len(REGIONS))
    )
    open_regions = sum(counts is not None for counts in board) or 1
    future_cubes = CUBES_PER_LOT * (ROUNDS - state.round)  # one lot is placed each round
    table = Table(
        seats=view.seats,
        money=tuple(money),
        arriving=round(4 * future_cubes / open_regions) / 4,
        supply=tuple(supply),
        closed_owner=tuple(state.region_owner),
    )
    return table, board


def fortunes(table: Table, board: BoardCounts) -> list[float]:
    """Expected final fortune per seat, less the two-region penalty."""
    chances: list[Sequence[float]] = []
    for region, counts in enumerate(board):
        if counts is None:
            owner = table.closed_owner[region]
            chances.append(tuple(1.0 if c == owner else 0.0 for c in range(COLOURS)))
        else:
            chances.append(region_outlook(counts, table.arriving, table.supply))
    per_seat = [0.0] * table.seats
    regions = [0.0] * table.seats
    for colour in range(COLOURS):
        seat = table.seat_of(colour)
        if seat is None:
            continue
        value = table.money[colour]
        for region, chance in enumerate(chances):
            p = chance[colour]
            if p:
                value += p * REGIONS[region].value
                regions[seat] += p
        for park, districts in PARK_DOUBLES.items():
            p_park = chances[park][colour]
            if p_park:
                value += p_park * sum(chances[d][colour] * REGIONS[d].value for d in districts)
        per_seat[seat] += value
    return [
        fortune - TWO_REGION_PENALTY * max(0.0, 2.0 - count)
        for fortune, count in zip(per_seat, regions, strict=True)
    ]


def utility(table: Table, board: BoardCounts, seat: int) -> float:
    """``seat``'s expected fortune against its rivals' (best and mean blended)."""
    values = fortunes(table, board)
    rivals = [value for other, value in enumerate(values) if other != seat]
    blend = BEST_RIVAL_WEIGHT * max(rivals) + (1 - BEST_RIVAL_WEIGHT) * sum(rivals) / len(rivals)
    return values[seat] - blend


def place(board: BoardCounts, cube: int, region: int) -> BoardCounts:
    counts = board[region]
    assert counts is not None
    changed = list(counts)
    changed[cube] += 1
    return (*board[:region], tuple(changed), *board[region + 1 :])


def best_placement(
    table: Table,
    board: BoardCounts,
    hand: Sequence[int],
    seat: int,
    *,
    width: int = 6,
    max_evaluations: int = 400,
) -> tuple[list[tuple[int, int]], BoardCounts]:
    """A good way for ``seat`` to place ``hand``: the moves and the board they leave.

    Beam search over the cubes in colour order (equal cubes next to each other,
    so two cubes into one region is a path of the search). Once
    ``max_evaluations`` boards have been scored the beam narrows to one: a
    deterministic cap on the time a decision takes.
    """
    beam: list[tuple[float, list[tuple[int, int]], BoardCounts]] = [(0.0, [], board)]
    evaluations = 0
    for cube in sorted(hand):
        candidates: dict[BoardCounts, tuple[float, list[tuple[int, int]]]] = {}
        for _, moves, current in beam:
            for region, counts in enumerate(current):
                if counts is None or sum(counts) >= REGION_CAPACITY:
                    continue
                after = place(current, cube, region)
                if after not in candidates:
                    candidates[after] = (utility(table, after, seat), [*moves, (cube, region)])
                    evaluations += 1
        ranked = sorted(candidates.items(), key=lambda item: -item[1][0])
        keep = 1 if evaluations >= max_evaluations else width
        beam = [(score, moves, after) for after, (score, moves) in ranked[:keep]]
    _, moves, final = beam[0]
    return moves, final
