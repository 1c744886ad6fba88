"""Who sits at the table: names, colours and whether a person or the computer plays.

Engines only know seat indices ``0..n-1``; this record belongs to the table
around them (setup screen, saves, the privacy curtain).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

MAX_SEATS = 6


class SeatKind(enum.Enum):
    PERSON = "person"
    COMPUTER = "computer"


@dataclass(frozen=True)
class SeatConfig:
    """One seat: display name, colour slot (0–5, see ART.md) and who plays it."""

    name: str
    colour: int
    kind: SeatKind = SeatKind.PERSON
    level: str = "easy"
    """The computer player's level when ``kind`` is COMPUTER."""

    @property
    def is_person(self) -> bool:
        return self.kind is SeatKind.PERSON

    def __post_init__(self) -> None:
        if not 0 <= self.colour < MAX_SEATS:
            raise ValueError(f"colour slot must be 0..{MAX_SEATS - 1}, got {self.colour}")
        if not self.name.strip():
            raise ValueError("a seat needs a name")
