"""Winner's Circle data tables: the INVENTED payout table and horse cards (RULES.md §1.8, §1.9).

The official values were not found (WC-D2, WC-D3). They live here, with the
track's and the chips' numbers, apart from the rules
(:mod:`tabletop.games.winners_circle_rules`), so they can be replaced without
touching the engine, bots or coach.
"""

from __future__ import annotations

import enum

HORSES = 7
"""Horses are numbered 0–6: black, white, red, blue, yellow, green, purple (WC-D13)."""

# -- track, die and chips (RULES.md §1.2, §1.3) -------------------------------------

SPACES = 36
FINISH = 2 * SPACES + 1  # d >= 73: the horse has passed space 36 a second time
PACE_SPACE = 18
PACE_PROGRESS = SPACES + PACE_SPACE  # d = 54
RACES = 3
PAID_PLACES = 3
BASE_CHIPS: tuple[int, ...] = (1, 1, 2)
HIDDEN_CHIPS: tuple[int, ...] = (0, 1, 1, 2)


class Symbol(enum.Enum):
    """The die symbols, in the order of a card's values."""

    HEAD = "head"
    CAP = "cap"
    SADDLE = "saddle"
    SHOE = "shoe"

    @property
    def index(self) -> int:
        return SYMBOLS.index(self)

    def __repr__(self) -> str:
        return f"Symbol.{self.name}"


SYMBOLS: tuple[Symbol, ...] = tuple(Symbol)
DIE_FACES: tuple[Symbol, ...] = (Symbol.HEAD, Symbol.HEAD, Symbol.HEAD, Symbol.CAP,
                                 Symbol.SADDLE, Symbol.SHOE)
"""Six faces: three heads, cap, saddle, shoe (RULES.md §1.2)."""


# -- payout table (RULES.md §1.8, INVENTED) ---------------------------------------

MAX_BETS = 12
"""Columns 1–12: six players with a 2-chip each (WC-D15)."""

PAYOUT: dict[int, tuple[int, ...]] = {
    # place -> rate per chip point for bets = 1, 2, ..., 12 chip points on the horse
    1: (800, 600, 500, 400, 350, 300, 250, 250, 200, 200, 200, 150),
    2: (600, 450, 350, 300, 250, 200, 200, 150, 150, 150, 150, 100),
    3: (400, 300, 250, 200, 150, 150, 150, 100, 100, 100, 100, 100),
}

PACE_BONUS = 100
"""Per chip point on the pace horse when it finishes 1st–3rd (WC-D7) [W14]."""

LAST_HORSE_PENALTY = 100
"""Per chip point on the last horse (WC-D5)."""

FINAL_RACE_MULTIPLIER = 2
"""Race 3 doubles every gain and loss (WC-D10)."""


# -- horse cards (RULES.md §1.9, INVENTED) ----------------------------------------

CARD_VALUES: tuple[tuple[tuple[int, int, int, int], ...], ...] = (
    # per horse: four cards of (head, cap, saddle, shoe); 3*head + cap + saddle + shoe = 30
    ((5, 5, 5, 5), (7, 1, 2, 6), (4, 12, 3, 3), (3, 9, 9, 3)),
    ((6, 4, 4, 4), (4, 2, 6, 10), (3, 4, 14, 3), (8, 1, 4, 1)),
    ((7, 3, 3, 3), (3, 1, 6, 14), (7, 1, 7, 1), (2, 6, 6, 12)),
    ((4, 6, 6, 6), (2, 8, 8, 8), (2, 14, 5, 5), (4, 9, 4, 5)),
    ((8, 2, 2, 2), (5, 1, 1, 13), (6, 1, 10, 1), (5, 4, 4, 7)),
    ((3, 7, 7, 7), (5, 10, 2, 3), (4, 3, 12, 3), (6, 3, 6, 3)),
    ((6, 2, 5, 5), (6, 8, 3, 1), (5, 3, 9, 3), (3, 5, 5, 11)),
)

CARDS: tuple[tuple[int, tuple[int, int, int, int]], ...] = tuple(
    (horse, values) for horse, cards in enumerate(CARD_VALUES) for values in cards
)
"""The 28 cards by id: ``CARDS[card] = (horse, (head, cap, saddle, shoe))``."""
