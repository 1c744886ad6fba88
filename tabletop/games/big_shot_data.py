"""Big Shot's board: the INVENTED district values and zone map (RULES.md §4.2, BS-D1, BS-D2).

The sources confirm 11 valued districts plus 2 parks ("x2"), six cheap
districts worth 9–11 (two 9s) and five expensive ones worth 16–21 (a 20 and a
21 among them), but neither the exact values nor the map. Everything below is
the INVENTED completion of RULES.md §4.2; replace it here when the real board
turns up, the engine reads nothing else.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Region:
    """One of the 13 regions: a district with a printed value, or a park (value 0)."""

    key: str
    value: int
    zone: str
    is_park: bool = False


# Region indices are the order below; they are part of saves and actions.
REGIONS: tuple[Region, ...] = (
    Region("park_a", 0, "z1", is_park=True),
    Region("a9", 9, "z1"),
    Region("a10", 10, "z1"),
    Region("a11", 11, "z1"),
    Region("park_b", 0, "z2", is_park=True),
    Region("b9", 9, "z2"),
    Region("b10", 10, "z2"),
    Region("b11", 11, "z2"),
    Region("e16", 16, "z3"),
    Region("e20", 20, "z3"),
    Region("e17", 17, "z4"),
    Region("e19", 19, "z4"),
    Region("e21", 21, "z4"),
)

ZONES: tuple[str, ...] = ("z1", "z2", "z3", "z4")

# Park index -> the district indices it doubles (BS-D2: zones only define park
# neighbourhoods; expensive districts are never doubled).
PARK_DOUBLES: dict[int, tuple[int, ...]] = {
    park: tuple(
        index
        for index, region in enumerate(REGIONS)
        if region.zone == REGIONS[park].zone and not region.is_park
    )
    for park, region in enumerate(REGIONS)
    if region.is_park
}

# BS-D3: parks count toward the "at least two regions" condition (kept as a flag).
PARKS_COUNT_FOR_TWO_REGIONS = True
