"""The hand-over banner: "Mina's turn" in the seat's colour and symbol, where it covers
nothing a player needs.

Played as a timeline step when the turn passes from one person to another, so it follows
the animation speed (instant: no banner), locks input while it shows, and a click or key
skips it like any animation. It stands across the middle of its area when that crosses
none of the parts the screen keeps clear (what a toast keeps clear, DESIGN §3) nor
anything drawn there; else as a plate just wide enough for its words at the free felt
nearest the board's middle; with no free felt on the board, as a plate in a stretch of the
top bar's band beside the plates, never over the game's title nor another seat's plate:
there it hid the next seats' names, chips and scores (trial s28 E/166, D/080); where four
or more plates leave that band no room for its words, over the named seat's own plate; nor
over the prompt line: there it hid the words that say what to do (Wizard Extreme at
1280x720, trial s26). A trial saw
a full-width band hide Big Shot's lot and bid, Polterfass's beer mat and Winner's Circle's
horse cards while a click under it went through; trial s26 saw it over Polterfass's hint,
Winner's Circle's podium and Big Shot's money rows, none of them in their game's list of
parts kept clear: what is drawn is read off the table itself, for every game at once.
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

SOFA_LEAST_PX = 15
"""The least size (reference pixels, 22 px at 1080p) of the banner's words in a stretch of
the top bar beside the plates before it takes the title's: asking body size there, a
two-seat Yacht's "Player 2's turn" went over "Yacht Dice" (trial s29 G/148, G/044)."""

_HEIGHTS = (96, 68, 52)
"""The banner's heights (reference pixels) tried in turn for a free place on the board: the
last, its words still at body size or more, fits a short name in Winner's Circle's round
infield beside the open log (at 68 it stood over the prompt line, trial s14)."""

_READ_STEP = 4
"""The size (reference pixels) of one cell where :func:`drawn_parts` reads the table."""

_CELL = 4
"""Cells of the grid :func:`drawn_parts` answers in, a side, in read pixels."""

_CALM = 40
"""How sharply (0-255 per channel) a cell may differ from its neighbours and still be plain
felt: the felt's light and weave stay under 20, a word's strokes and a panel's rim over 60."""


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
        self._drawn: tuple[object, pygame.Surface] | None = None
        """The banner drawn whole for its words, colour and size, with those."""
        self.disc = True
        """The seat's symbol on a paper disc before the words: left off over the seat's
        own plate where it leaves a long name's words less than sofa size."""
        self.over_own = False
        """Placed over the seat's own plate: there it shows whole from its first frame to
        its last, as growing from its middle it left the plate's edges sticking out
        beside it (trial s35 R/013)."""

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
              fallback: Sequence[pygame.Rect] = (),
              own: pygame.Rect | None = None) -> pygame.Rect:
        """Where the banner stands: across the middle of ``area`` if that covers none of
        ``keep_clear``; else the free place of ``board`` nearest its middle, as a plate
        its words fit; else such a plate amid the first of ``fallback`` (the top bar's
        stretches no plate stands on) its words fit at their least size; else over
        ``own``, the plate of the seat it names; else in the widest stretch, else the
        band after all. Four or more plates leave no stretch those words fit: the banner
        stood as a small pill over the game's title (trial s30); over the seat's own plate
        it says whose turn it is in large words where the plate's glow then stays."""
        self.disc, self.over_own = True, False
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
        least = theme.px(SOFA_LEAST_PX, scale)
        room = next((stretch for stretch in fallback
                     if self._fits_at(stretch.height, stretch.width, least, scale)), None)
        if room is None and own is not None:
            self.disc = self._fits_at(own.height, own.width, least, scale)
            self.over_own = True
            return own
        if room is None:
            if not fallback:
                return band
            room = max(fallback, key=lambda stretch: stretch.width)
        width = self._content_width(room.height, room.width, scale) + 2 * _side(room.height) + gap
        plate = pygame.Rect(0, 0, min(width, room.width), room.height)
        plate.center = room.center
        return plate

    def draw(self, surface: pygame.Surface, board: pygame.Rect, scale: float, *,
             area: pygame.Rect | None = None,
             keep_clear: Callable[[], Sequence[pygame.Rect]] = tuple,
             fallback: Sequence[pygame.Rect] = (), own: pygame.Rect | None = None) -> None:
        """At :meth:`place`, the table under it as drawn so far kept clear too, never past
        its place as it grows in and shrinks out. The screen is asked what to keep clear
        once as the banner appears, and again only when its areas change or
        :meth:`forget_place` is called (a game's list is built anew each time: Winner's
        Circle's holds about 160 rects)."""
        if not self.is_active:
            self.rect = self._placed = None
            return
        asked = (self.text, self.slot, tuple(area or board), tuple(board), scale,
                 tuple(map(tuple, fallback)), own and tuple(own))
        if self._placed is None or self._placed[0] != asked:
            taken = [*keep_clear(), *drawn_parts(surface, board, scale)]
            self._placed = (asked, self.place(area or board, board, scale, taken, fallback,
                                              own))
        self.rect = self._placed[1]
        self._draw(surface, self.rect, scale)

    def forget_place(self) -> None:
        """The screen was laid out again: the banner is placed afresh on its next frame."""
        self._placed = None

    def _content_width(self, height: int, room: int, scale: float) -> int:
        """The disc, the gap and the words at ``height``'s type size within ``room``."""
        disc_r, text = self._parts(height, room, scale)
        return 2 * disc_r + self._disc_gap(scale) + text.get_width()

    def _fits_at(self, height: int, room: int, size: int, scale: float) -> bool:
        """True when a plate ``height`` tall and ``room`` wide shows the words at ``size``
        or larger."""
        return assets.fit_text_px(self.text, size, self._words_room(height, room, scale),
                                  bold=True) >= size

    def words_px(self, size: tuple[int, int], scale: float) -> int:
        """The type size of the words on a banner of ``size``: as large as its height
        allows, body size at least unless its width asks for less."""
        wanted = min(theme.text_px(TextSize.TITLE, scale), round(size[1] * 0.46))
        wanted = max(wanted, theme.text_px(TextSize.BODY, scale))
        return assets.fit_text_px(self.text, wanted, self._words_room(size[1], size[0], scale),
                                  bold=True)

    def _parts(self, height: int, room: int, scale: float) -> tuple[int, pygame.Surface]:
        """The disc's radius and the words drawn for a banner ``height`` tall."""
        ink = banner_colours(self.slot)[2]
        # A dark shadow under dark words only blurs them; light words keep theirs.
        shadow = (0, 0, 0, 90) if ink == theme.PAPER else (255, 255, 255, 70)
        text = assets.shadowed_text(self.text, self.words_px((room, height), scale),
                                    ink, bold=True, shadow=shadow)
        return self._disc_radius(height, scale), text

    def _draw(self, surface: pygame.Surface, place: pygame.Rect, scale: float) -> None:
        """Grown from its middle to its place and shrunk back, whole and opaque all the
        while: faded, the seat's colour half over the felt read as a murky box (trial s25
        A/033); wiped in under a clip, it was caught cut off at its place's edge, its
        words halved (trial s26 A/033)."""
        p = self.progress
        presence = min(1.0, p / _EDGE, (1.0 - p) / _EDGE)  # in, hold, out
        grown = 1.0 if self.over_own else 1.0 - (1.0 - presence) ** 3  # settling into place
        size = (round(place.width * grown), round(place.height * grown))
        if min(size) < 2:
            return
        whole = self._whole(place.size, scale)
        shown = whole if size == place.size else pygame.transform.smoothscale(whole, size)
        surface.blit(shown, shown.get_rect(center=place.center))

    def _whole(self, size: tuple[int, int], scale: float) -> pygame.Surface:
        """The banner at full ``size``: drawn once a showing, scaled on its frames."""
        key = (self.text, self.slot, size, scale, self.disc)
        if self._drawn is None or self._drawn[0] != key:
            whole = pygame.Surface(size)  # opaque: scaled, nothing shows through its edge
            whole.blit(_band(size, self.slot), (0, 0))
            style = theme.seat_style(self.slot)
            disc_r, text = self._parts(size[1], size[0], scale)
            total = 2 * disc_r + self._disc_gap(scale) + text.get_width()
            left = size[0] // 2 - total // 2
            disc = (left + disc_r, size[1] // 2)
            if disc_r:
                pygame.draw.circle(whole, theme.PAPER, disc, disc_r)
                pygame.draw.circle(whole, theme.darker(style.colour, 0.4), disc, disc_r, 2)
                theme.draw_seat_symbol(whole, self.slot, disc, disc_r * 0.62)
            whole.blit(text, (left + 2 * disc_r + self._disc_gap(scale),
                              size[1] // 2 - text.get_height() // 2))
            self._drawn = (key, whole)
        return self._drawn[1]

    def _disc_radius(self, height: int, scale: float) -> int:
        return min(theme.px(30, scale), round(height * 0.31)) if self.disc else 0

    def _disc_gap(self, scale: float) -> int:
        """Between the disc and the words."""
        return theme.px(18, scale) if self.disc else 0

    def _words_room(self, height: int, room: int, scale: float) -> int:
        """The width left for the words on a plate ``height`` tall and ``room`` wide."""
        return (room - 2 * _side(height) - 2 * self._disc_radius(height, scale)
                - self._disc_gap(scale))


def drawn_parts(surface: pygame.Surface, area: pygame.Rect, scale: float) -> list[pygame.Rect]:
    """Where something is drawn on ``area`` of ``surface`` (words, pieces, panels' edges),
    as rects of the cells of a grid that hold any: read where the picture changes sharply
    (plain felt and its soft light do not), at a quarter of its size. Cells, not the bounds
    of each shape: a track's ring or a panel's rim bounds the free felt inside it too."""
    area = area.clip(surface.get_rect())
    step = max(2, theme.px(_READ_STEP, scale))
    cells = (area.width // (step * _CELL), area.height // (step * _CELL))
    if min(cells) < 1:
        return []
    read = (cells[0] * _CELL, cells[1] * _CELL)
    small = pygame.transform.smoothscale(surface.subsurface(area), read)
    edges = pygame.transform.laplacian(small)
    calm = (_CALM, _CALM, _CALM, 255)
    busy = pygame.mask.from_threshold(edges, (0, 0, 0, 255), calm)
    busy.invert()
    # Averaged down a cell a pixel, any sharp change in a cell leaves it above black.
    held = pygame.transform.smoothscale(busy.to_surface(), cells)
    side = step * _CELL
    parts: list[pygame.Rect] = []
    growing: dict[tuple[int, int], pygame.Rect] = {}  # the last row's runs, grown down
    for row in range(cells[1]):
        runs, start = [], None
        for column in range(cells[0] + 1):
            filled = column < cells[0] and held.get_at((column, row))[0] > 0
            if filled and start is None:
                start = column
            elif not filled and start is not None:
                runs.append((start, column))
                start = None
        below: dict[tuple[int, int], pygame.Rect] = {}
        for run in runs:
            part = growing.get(run)
            if part is not None:
                part.height += side
            else:
                part = pygame.Rect(area.x + run[0] * side, area.y + row * side,
                                   (run[1] - run[0]) * side, side)
                parts.append(part)
            below[run] = part
        growing = below
    return parts


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
