"""Polterfass data table: the barrels and the INVENTED throw model (RULES.md §2.2, §2.3).

No published figure for how often a barrel lands upright was found (PF-D2), so
the chance of standing and the odds of each end are invented here, in one
place, to be replaced when real values turn up. The engine, the computer
players and the coach all read them from this table.
"""

from __future__ import annotations

# Seven number barrels; the two numbers of each add up to 11 (RULES.md §2.2).
# Barrels 0–6 are number barrels in this order, 7 and 8 the special barrels.
NUMBER_BARRELS: tuple[tuple[int, int], ...] = (
    (9, 2),
    (8, 3),
    (8, 3),
    (7, 4),
    (7, 4),
    (6, 5),
    (6, 5),
)
SPECIAL_BARREL_COUNT = 2  # PF-D3: two identical X/arrow barrels

# PF-D2, INVENTED: each thrown barrel stands independently with this chance
# (estimated from the worked throws in the seed and in source P4) ...
P_STAND_DEFAULT = 0.3
# ... offered as a table option ...
P_STAND_CHOICES: tuple[float, ...] = (0.2, 0.25, 0.3, 0.35, 0.4)
# ... and a standing barrel shows its first end (the higher number, or the X
# of a special barrel) with this chance, the other end otherwise.
FIRST_END_ODDS = 0.5
