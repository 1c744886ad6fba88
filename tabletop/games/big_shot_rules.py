"""Big Shot's arithmetic (RULES.md §4): the counts, loans, ownership, values and ranking.

Pure functions of numbers, shared by the engine (:mod:`tabletop.games.big_shot`,
which re-exports them), the computer players, the coach and the scene.
"""

from __future__ import annotations

from collections.abc import Sequence

from tabletop.games.big_shot_data import PARK_DOUBLES, REGIONS

COLOURS = 4
CUBES_PER_COLOUR = 18
SPACES = 18
CUBES_PER_LOT = 4
ROUNDS = 18
REGION_CAPACITY = 7
START_CASH = 10
LOAN_FACE = 10
MAX_LOANS = 9  # BS-D6: the 10th loan would pay nothing
DIE_FACES = 6
NEUTRAL_SEATS = 3  # the seat count that adds a neutral colour (BS-D15)


def loan_proceeds(loans_taken: int) -> int:
    """What the next loan pays a colour that already holds ``loans_taken`` (4.5: 9, 8, 7…)."""
    return LOAN_FACE - (loans_taken + 1)


# The most cash a colour can ever hold: the start money and all nine loans. In the
# hidden-money variant a bid may exceed one's cash (BS-D17) but not this, which
# nobody could pay; it is public, so a refusal naming it tells nothing private.
MAX_BID = START_CASH + sum(loan_proceeds(taken) for taken in range(MAX_LOANS))


def owner_of(counts: Sequence[int]) -> int | None:
    """The colour owning a region with ``counts`` cubes per colour (4.6, BS-D11).

    Counts shared by two or more colours cancel; the largest remaining count
    owns; None when nothing remains (BS-T1, BS-T5, BS-T6).
    """
    present = [count for count in counts if count]
    unique = {count for count in present if present.count(count) == 1}
    if not unique:
        return None
    return counts.index(max(unique))


def region_values(owners: Sequence[int | None], colour: int) -> int:
    """Value of the regions ``colour`` owns: districts, doubled beside its own parks (4.7.2)."""
    total = sum(REGIONS[r].value for r, owner in enumerate(owners) if owner == colour)
    for park, districts in PARK_DOUBLES.items():
        if owners[park] == colour:
            total += sum(REGIONS[d].value for d in districts if owners[d] == colour)
    return total


def colour_owner(seats: int, colour: int) -> int | None:
    """The seat playing ``colour`` (None: the neutral colour of a 3-seat game)."""
    if seats == 2:
        return colour % 2
    return colour if colour < seats else None


def colours_of(seats: int, seat: int) -> tuple[int, ...]:
    return tuple(c for c in range(COLOURS) if colour_owner(seats, c) == seat)


def valid_lots(lots: Sequence[Sequence[int]]) -> bool:
    """No auction space holds a single colour (4.3.1)."""
    return all(len(set(lot)) >= 2 for lot in lots)


def rank_winners(fortunes: Sequence[int], regions: Sequence[Sequence[int]]) -> list[int]:
    """Winners by 4.7.4–5: two regions needed (BS-D4: if nobody has two, everybody qualifies),
    then fortune, more regions, the single most valuable region; then shared (BS-D5)."""
    seats = range(len(fortunes))
    eligible = [s for s in seats if len(regions[s]) >= 2] or list(seats)

    def rank(seat: int) -> tuple[int, int, int]:
        best = max((REGIONS[r].value for r in regions[seat]), default=-1)
        return (fortunes[seat], len(regions[seat]), best)

    top = max(rank(seat) for seat in eligible)
    return [seat for seat in eligible if rank(seat) == top]
