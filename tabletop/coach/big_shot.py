"""Big Shot coach: who would own each region, and each seat's fortune, if the game ended now.

A pure function of one seat's view (DESIGN §5): unsold regions are resolved
with the tie-cancelling majority as at the end of the game (RULES.md 4.7.1),
parks double their zone's districts for the same colour, loans cost 10 M.
In the hidden-money variant other seats' money is unknown, so their fortune
is None and only their region value is shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.core import Engine
from tabletop.games.big_shot import (
    COLOURS,
    LOAN_FACE,
    BigShotEngine,
    rank_winners,
    region_values,
)


@dataclass(frozen=True)
class BigShotAdvice:
    """The table if the game ended now.

    Attributes:
        owners: per region, the owning colour (None: nobody).
        owner_seats: per region, the seat that colour belongs to (None: nobody or neutral).
        region_values: per seat, the value of its regions with park doubling.
        regions_owned: per seat, how many regions it would own.
        fortunes: per seat, cash + regions − 10 M per loan (None where money is hidden).
        eligible: per seat, whether it owns the two regions a winner needs.
        leaders: the seats that would win now ([] while some money is hidden).
    """

    owners: tuple[int | None, ...]
    owner_seats: tuple[int | None, ...]
    region_values: tuple[int, ...]
    regions_owned: tuple[int, ...]
    fortunes: tuple[int | None, ...]
    eligible: tuple[bool, ...]
    leaders: tuple[int, ...]


def advise(view: Engine[Any]) -> BigShotAdvice:
    if not isinstance(view, BigShotEngine):
        raise TypeError("the Big Shot coach needs a Big Shot view")
    state = view.state
    owners = view.ownership_now()
    colour_values = [region_values(owners, colour) for colour in range(COLOURS)]
    seats = range(view.seats)
    values = tuple(sum(colour_values[c] for c in view.colours_of(s)) for s in seats)
    fortunes: list[int | None] = []
    for seat in seats:
        total: int | None = values[seat]
        for colour in view.colours_of(seat):
            cash, loans = state.cash[colour], state.loans[colour]
            if total is None or cash is None or loans is None:
                total = None
            else:
                total += cash - LOAN_FACE * loans
        fortunes.append(total)
    owned = [view.regions_owned(seat) for seat in seats]
    known = [f for f in fortunes if f is not None]
    leaders = (
        tuple(rank_winners(known, owned)) if len(known) == len(fortunes) else ()
    )
    return BigShotAdvice(
        owners=tuple(owners),
        owner_seats=tuple(None if o is None else view.seat_of(o) for o in owners),
        region_values=values,
        regions_owned=tuple(len(regions) for regions in owned),
        fortunes=tuple(fortunes),
        eligible=tuple(len(regions) >= 2 for regions in owned),
        leaders=leaders,
    )
