"""What a message over the Winner's Circle table never covers while any place spares it
(:attr:`scenes.widgets.toast.ToastStack.protected`), found where the table has laid it
out now (:class:`RaceTable`)."""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.lanes import hand_area
from scenes.games.winners_circle.table import RaceTable
from scenes.widgets import paint


def protected_parts(table: RaceTable) -> list[pygame.Rect]:
    """The podium's boxes whole, with the words that name them (six seats' bets at
    1280x720 left a refusal no free place, and it stood over "1st" to "Last", trial s23;
    in a lesson, whose card took the free places, toasts covered the boxes under their
    words, trial s26 A/132, 151), and what a person acts on or reads to decide: the chips
    in hand, the Roll button, the die's words, the lanes with their cards and chips, and
    the rate card."""
    parts = [*table.boxes.values(),
             *hand_area(table.hand_shown(), table.scale),
             *(lane.rect for lane in table.lanes), table.rates_rect]
    if table.roll_shown():
        parts.append(table.roll_button.rect)
    if table.die_words_rect is not None:  # "Ann to roll" under a toast (trial s34 P/007)
        parts.append(paint.felt_pill_rect(table.die_words_rect))
    return parts
