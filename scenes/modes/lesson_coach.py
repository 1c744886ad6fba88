"""The coach's box in a lesson while a step asks the learner for a move of its own: a second
opinion, not an order. The coach weighs the game as it stands; the lesson asks for the move
its script goes on with, and explains why. Trial s35 R/015: Polterfass's box said in bold
"Roll again: average 24.9" beside a card asking to close the tap now.

One tab for every lesson, "Advice only" in ink on gold (it said "Second opinion", and a
learner asked whether a second coach or another engine spoke: trial Z1/009), the small
size (24 px at 1920x1080), astride the box's top edge at its right: every game's coach
title stands at the box's left ("Coach", "Race odds"), and the lesson's card, often right
over the box (Polterfass's), leaves a gap there. The box's words keep their ink: a veil
dimming them drops its muted and gold lines under 4.5:1 on the paper.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from tabletop.i18n import Words

TAB_KEY = "lesson.coach_second"


def second_opinion_tab(words: Words, box: pygame.Rect, scale: float,
                       keep_off: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where the tab stands: astride ``box``'s top edge, at its right; where it would
    stand there over any of ``keep_off`` (the table's parts, the box itself left out),
    astride its foot at its right, else inside the box on the row of its title, in its
    right half, as far right as clears them (Winner's Circle's box stands just under the
    track's rail: the tab covered spaces 13-14, trial s38 V/008)."""
    width, height = assets.text_size(words(TAB_KEY), theme.text_px(TextSize.SMALL, scale),
                                     bold=True)
    pad = theme.px(6, scale)
    tab = pygame.Rect(0, 0, min(width + 2 * pad, box.width - 2 * pad), height)
    tab.midright = (box.right - pad, box.top)
    apart = [part for part in keep_off if not (part.contains(box) or box.contains(part))]
    inside = [tab.move(-step, pad // 2 + height // 2)
              for step in range(0, tab.left - box.centerx + 1, pad)]
    places = [tab, tab.move(0, box.height), *inside]
    return next((place for place in places if place.collidelist(apart) < 0), tab)


def draw_second_opinion(surface: pygame.Surface, words: Words, box: pygame.Rect,
                        scale: float, keep_off: Sequence[pygame.Rect] = ()) -> None:
    """The tab on the coach's ``box`` (:func:`second_opinion_tab`)."""
    tab = second_opinion_tab(words, box, scale, keep_off)
    radius = theme.px(4, scale)
    surface.blit(paint.gradient_panel(tab.size, theme.GOLD_LIGHT, theme.GOLD, radius,
                                      theme.GOLD_DARK, 1, True), tab)
    label = assets.text(words(TAB_KEY), theme.text_px(TextSize.SMALL, scale), theme.INK,
                        bold=True)
    surface.blit(label, label.get_rect(center=tab.center))
