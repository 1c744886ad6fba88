"""The ribbon's moments over the infield: a sentence shown for its seconds, then gone
(the table draws it), and the race whose first bettor it has named."""

from __future__ import annotations

from collections.abc import Callable

from scenes.games.winners_circle.table import RaceTable
from scenes.widgets.tween import Call, Sequence, Step, Wait

RIBBON_SECONDS = 1.1
FIRST_RIBBON_SECONDS = 3.5  # who bets first and why: a sentence to read from the sofa


class Ribbons:
    """Steps that show a sentence on ``table``'s ribbon; ``name_turn`` lights the seat a
    ribbon names to act."""

    def __init__(self, table: RaceTable, name_turn: Callable[[int], None]) -> None:
        self.table = table
        self.name_turn = name_turn
        self.first_told = 0  # the race whose first bettor the ribbon has named

    def step(self, text: str, danger: bool = False, seconds: float = RIBBON_SECONDS,
             turn: int | None = None) -> Step:
        def show() -> None:
            self.table.ribbon, self.table.ribbon_danger = text, danger
            if turn is not None:  # the seat the ribbon names to act glows (trial s19)
                self.name_turn(turn)

        def hide() -> None:
            self.table.ribbon = ""

        return Sequence(Call(show), Wait(seconds), Call(hide))

    def first(self, race: int, seat: int, text: str) -> Step:
        """Who bets first and why, long enough to read: at six seats the computers' bets
        came before a word of it (trial s10)."""
        self.first_told = race
        return self.step(text, seconds=FIRST_RIBBON_SECONDS, turn=seat)
