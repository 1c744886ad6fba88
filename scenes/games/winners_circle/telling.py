"""A computer's move told in a notice as its horse runs: "Computer 2 moved Purple 3 → home
(3rd)". A new player watched "Player 1's turn" with a Saddle on the die, then the payout,
and never saw which horse went home third (trial s34 L/005)."""

from __future__ import annotations

from collections.abc import Callable

from scenes.widgets.toast import ToastStack
from tabletop.games.winners_circle_events import HorseMoved
from tabletop.i18n import Words

TOLD_SECONDS = 5.0
"""A notice stays this long (real time): the next computer's roll and move come within it,
so two or three lines stand together and each is read whole."""


def move_told(text: Callable[..., str], words: Words, name: str, move: HorseMoved,
              place: int | None) -> str:
    """``move`` in one line; ``place`` is where the horse finished (1–3), None if it runs on."""
    horse = words(f"winners_circle.horse.{move.horse}")
    # "moved Yellow 4 spaces": a bare "Yellow 4" read as horse number 4 (trial s34 P/006).
    if place is not None:
        return text("told_home" + ("_one" if move.steps == 1 else ""), name=name, horse=horse,
                    steps=move.steps, place=text(f"podium_{place}"))
    if move.to_progress == move.from_progress:  # every space ahead taken (WC-T6)
        return text("told_stuck", name=name, horse=horse, space=move.from_space)
    steps = move.to_progress - move.from_progress
    return text("told_move" + ("_one" if steps == 1 else ""), name=name, horse=horse,
                steps=steps, start=move.from_space, end=move.to_space)


def bet_told(text: Callable[..., str], words: Words, name: str, horse: int,
             chip: int | None) -> str:
    """A computer's bet in one line, no more than the table shows everyone: the chip's
    value, or, face down (``chip`` None), only the horse it lies on (RULES 1.7). Its chip
    just appeared after "Computer 1 is thinking…" (trial s34 P/012)."""
    named = words(f"winners_circle.horse.{horse}")
    if chip is None:
        return text("told_bet_down", name=name, horse=named)
    return text("told_bet", name=name, horse=named, chip=chip)


def tell(toasts: ToastStack, line: str) -> None:
    """The whole table's notice (public: it names no secret), gone with its moment."""
    toasts.show(line, error=False, seconds=TOLD_SECONDS, public=True, dated=True)
