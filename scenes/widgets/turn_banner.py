"""The hand-over banner: "Mina's turn" in the seat's colour and symbol, where it covers
nothing a player needs.

Played as a timeline step when the turn passes from one person to another, so it follows
the animation speed (instant: no banner), locks input while it shows, and a click or key
skips it like any animation. It stands across the middle of its area when that crosses
none of the parts the screen keeps clear (what a toast keeps clear, DESIGN §3); else as a
plate just wide enough for its words at the free place nearest the board's middle; with
no free place on the board, over the prompt line, which names the same person. A trial
saw a full-width band hide Big Shot's lot and bid, Polterfass's beer mat and Winner's
Circle's horse cards while a click under it went through.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.toast import free_place
from scenes.widgets.tween import Step, Tween, linear

BANNER_SECONDS = 1.0
_EDGE = 0.15
"""Fraction of the banner's time spent wiping in, and again wiping out."""

BANNER_CONTRAST = 4.5
"""WCAG AA for the banner's words against every shade of its band: Ann's dark words on
mustard read poorly from the sofa, and PAPER on seat 3's green measured 2.6 (trial s24)."""

_HEIGHTS = (96, 68, 52)
"""The banner's heights (reference pixels) tried in turn for a free place on the board: the
last, its words still at body size or more, fits a short name in Winner's Circle's round
infield beside the open log (at 68 it stood over the prompt line, trial s14)."""


class TurnBanner:
    """A band in the seat's colour: its symbol on a paper disc, the text."""

    def __init__(self) -> None:
        self.slot = 0
        self.text = ""
        self.progress = 1.0  # 0..1 through the banner's life; 1 = not showing
        self.rect: pygame.Rect | None = None
        """Where the banner stood when last drawn (None: not showing)."""
        self._placed: tuple[object, pygame.Rect] | None = None
        """Where this showing of the banner stands, with what it was placed for (its words
        and areas): placed when it appears and again only when those change or the screen
        is laid out again (:meth:`forget_place`), not on each of its frames."""

    @property
    def is_active(self) -> bool:
        return self.progress < 1.0

    def play(self, slot: int, text: str) -> Step:
        """The step that shows ``text`` for colour slot ``slot``."""

        def start(amount: float) -> None:
            self.slot, self.text, self.progress = slot, text, amount

        def done() -> None:
            self.progress = 1.0
            self.rect = self._placed = None

        return Tween(BANNER_SECONDS, 0.0, 1.0, linear, on_update=start, on_done=done)

    def place(self, area: pygame.Rect, board: pygame.Rect, scale: float,
              keep_clear: Sequence[pygame.Rect] = (),
              fallback: pygame.Rect | None = None) -> pygame.Rect:
        """Where the banner stands: across the middle of ``area`` if that covers none of
        ``keep_clear``; else the free place of ``board`` nearest its middle, as a plate
        its words fit; else ``fallback`` (the prompt line), else the band after all."""
        band = pygame.Rect(area.x, 0, area.width, theme.px(_HEIGHTS[0], scale))
        band.centery = area.centery
        if band.collidelist(keep_clear) < 0:
            return band
        gap = theme.px(theme.SPACE_S, scale)
        for height in (theme.px(reference, scale) for reference in _HEIGHTS):
            # A little slack: the words' shadow is a pixel or two wider than their measure.
            width = self._content_width(height, board.width, scale) + 2 * _side(height) + gap
            home = (board.centerx, board.centery + height // 2)
            spot = free_place((width, height), board, keep_clear, home, gap)
            if spot is not None:
                return spot
        return pygame.Rect(fallback) if fallback is not None else band

    def draw(self, surface: pygame.Surface, board: pygame.Rect, scale: float, *,
             area: pygame.Rect | None = None,
             keep_clear: Callable[[], Sequence[pygame.Rect]] = tuple,
             fallback: pygame.Rect | None = None) -> None:
        """At :meth:`place`, never past its place's sides as it slides in and out. The
        screen is asked what to keep clear once as the banner appears, and again only when
        its areas change or :meth:`forget_place` is called (a game's list is built anew
        each time: Winner's Circle's holds about 160 rects)."""
        if not self.is_active:
            self.rect = self._placed = None
            return
        asked = (self.text, self.slot, tuple(area or board), tuple(board), scale,
                 None if fallback is None else tuple(fallback))
        if self._placed is None or self._placed[0] != asked:
            self._placed = (asked, self.place(area or board, board, scale, keep_clear(),
                                              fallback))
        self.rect = band = self._placed[1]
        kept = surface.get_clip()
        surface.set_clip(pygame.Rect(band.x, 0, band.width, surface.get_height()).clip(kept))
        self._draw(surface, band, scale)
        surface.set_clip(kept)

    def forget_place(self) -> None:
        """The screen was laid out again: the banner is placed afresh on its next frame."""
        self._placed = None

    def _content_width(self, height: int, room: int, scale: float) -> int:
        """The disc, the gap and the words at ``height``'s type size within ``room``."""
        disc_r, text = self._parts(height, room, scale)
        return 2 * disc_r + theme.px(18, scale) + text.get_width()

    def _parts(self, height: int, room: int, scale: float) -> tuple[int, pygame.Surface]:
        """The disc's radius and the words drawn for a banner ``height`` tall."""
        size = min(theme.text_px(TextSize.TITLE, scale), round(height * 0.46))
        size = max(size, theme.text_px(TextSize.BODY, scale))
        disc_r = min(theme.px(30, scale), round(height * 0.31))
        words = room - 2 * _side(height) - 2 * disc_r - theme.px(18, scale)
        ink = banner_colours(self.slot)[2]
        # A dark shadow under dark words only blurs them; light words keep theirs.
        shadow = (0, 0, 0, 90) if ink == theme.PAPER else (255, 255, 255, 70)
        text = assets.shadowed_text(self.text, assets.fit_text_px(self.text, size, words,
                                                                  bold=True),
                                    ink, bold=True, shadow=shadow)
        return disc_r, text

    def _draw(self, surface: pygame.Surface, place: pygame.Rect, scale: float) -> None:
        """Wiped in from the left and out to the right, opaque all the while (the caller
        clips to the place): faded in and out, the seat's colour half over the felt read
        as a murky box for the moment it was caught in (trial s25 A/033)."""
        p = self.progress
        presence = min(1.0, p / _EDGE, (1.0 - p) / _EDGE)  # in, hold, out
        style = theme.seat_style(self.slot)
        band = pygame.Rect(place)
        band.x -= round((1.0 - presence) * band.width) * (1 if p < 0.5 else -1)
        surface.blit(_band(band.size, self.slot), band.topleft)
        disc_r, text = self._parts(band.height, band.width, scale)
        total = 2 * disc_r + theme.px(18, scale) + text.get_width()
        left = band.centerx - total // 2
        disc = (left + disc_r, band.centery)
        pygame.draw.circle(surface, theme.PAPER, disc, disc_r)
        pygame.draw.circle(surface, theme.darker(style.colour, 0.4), disc, disc_r, 2)
        theme.draw_seat_symbol(surface, self.slot, disc, disc_r * 0.62)
        surface.blit(text, (left + 2 * disc_r + theme.px(18, scale),
                            band.centery - text.get_height() // 2))


def _side(height: int) -> int:
    """The margin either side of a plate's words: a third of its height."""
    return height // 3


def _band(size: tuple[int, int], slot: int) -> pygame.Surface:
    top, bottom, _ink = banner_colours(slot)
    rim = theme.darker(theme.seat_style(slot).colour, 0.4)
    return paint.gradient_panel(size, top, bottom, 0, rim, 2, True)


@cache
def banner_colours(slot: int) -> tuple[theme.Colour, theme.Colour, theme.Colour]:
    """The band's top and bottom shades and its words' colour for seat colour ``slot``:
    the seat's colour, lightened under dark words (darkened under light ones) in small
    steps until the words stand out :data:`BANNER_CONTRAST` from every shade."""
    colour = theme.seat_style(slot).colour
    ink = max((theme.INK, theme.PAPER), key=lambda candidate: theme.contrast(candidate, colour))
    shift = theme.lighter if ink == theme.INK else theme.darker
    for step in range(21):
        base = shift(colour, step / 20)
        top, bottom = theme.lighter(base, 0.1), theme.darker(base, 0.15)
        if min(theme.contrast(ink, top), theme.contrast(ink, bottom)) >= BANNER_CONTRAST:
            break
    return top, bottom, ink
