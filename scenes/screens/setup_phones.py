"""The setup's advice to play on phones, where two or more persons would share the screen
at a game that hides something: how many hand-overs the game as set up takes on one
screen (:func:`tabletop.hand_overs.hand_overs`), on a gold-edged note on the seat panel's
paper under its rows, or on the felt over the buttons where the rows leave it no room.
A grey sentence saying phones were better went unnoticed by new players (trial s35)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import pygame

from scenes.screens.setup_seat import SeatDraft
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from tabletop.core.seats import SeatKind
from tabletop.core.spec import GameSpec
from tabletop.hand_overs import hand_overs
from tabletop.i18n import Words

NOTE_FILL = theme.mix(theme.PAPER, theme.GOLD_LIGHT, 0.6)
"""The note's paper: gold enough to stand out of the panel's, ink on it over 10:1."""


def about(count: int) -> int:
    """``count`` as a person says an estimate: to the nearest ten from 20 up."""
    return count if count < 20 else round(count, -1)


def advice_words(words: Words, spec: GameSpec, seats: Sequence[SeatDraft],
                 options: Mapping[str, Any]) -> str:
    """The advice for this table: its hand-overs on one screen where the game says them."""
    people = sum(1 for seat in seats if seat.kind is SeatKind.PERSON)
    count = hand_overs(spec, len(seats), people, options)
    if not count:
        return words("phones.setup_recommended", count=people)
    return words("phones.setup_hand_overs", count=about(count))


class PhonesAdvice:
    """Where the advice stands and its drawing."""

    def __init__(self) -> None:
        self.room = pygame.Rect(0, 0, 0, 0)
        """The seat panel's paper under its last row: the note stands there when it fits
        (over the buttons it crossed the panels' lower edges, a trial found)."""
        self.at = (0, 0)
        """Its line's centre on the felt over the buttons, where the room is too small."""
        self.width = 0
        """The felt line's width."""
        self.scale = 1.0

    def place(self, room: pygame.Rect, at: tuple[int, int], width: int, scale: float) -> None:
        self.room, self.at, self.width, self.scale = room, at, width, scale

    @property
    def pad(self) -> int:
        return theme.px(theme.SPACE_S, self.scale)

    @property
    def text_px(self) -> int:
        return theme.text_px(TextSize.BODY, self.scale)

    def note(self, advice: str) -> tuple[pygame.Rect, list[str]]:
        """The note's rectangle at the top of the room, and its lines."""
        lines = assets.wrap_lines(advice, self.text_px, self.room.width - 2 * self.pad)
        height = len(lines) * assets.font(self.text_px).get_linesize() + 2 * self.pad
        return pygame.Rect(self.room.x, self.room.y, self.room.width, height), lines

    def fits(self, advice: str) -> bool:
        """Whether ``advice`` fits the seat panel's paper under its rows."""
        return self.note(advice)[0].height <= self.room.height

    def draw(self, surface: pygame.Surface, advice: str) -> None:
        if not self.fits(advice):
            line = assets.text(advice, assets.fit_text_px(advice, self.text_px, self.width),
                               theme.PAPER)
            surface.blit(line, line.get_rect(center=self.at))
            return
        rect, lines = self.note(advice)
        radius = theme.px(theme.RADIUS_S, self.scale)
        paint.rounded_rect(surface, rect, NOTE_FILL, radius)
        paint.rounded_rect(surface, rect, theme.GOLD_DARK, radius, max(1, round(self.scale)))
        y = rect.y + self.pad
        for text in lines:
            line = assets.text(text, self.text_px, theme.INK)
            surface.blit(line, (rect.x + self.pad, y))
            y += assets.font(self.text_px).get_linesize()
