"""Name plates: a seat's symbol and colour, the player's name, and a counting score."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.counter import Counter
from scenes.widgets.tween import Pace

STATUS_SEPARATOR = " · "
"""Joins the parts of a plate's status line, most important first."""
STATUS_SHORTER = "\n"
"""Between a status and its shorter forms ("Black magician · Computer", "Magician ·
Computer", "Computer"): the plate shows the first that fits whole, else the last one,
losing its last parts."""

_Layout = tuple[str, int, list[str], int, str]
"""Where the score goes, its size, the name's lines, their size, the status."""


class SeatPlate:
    """A paper plate for one seat; the active seat glows gold and sits a little higher.

    ``format_score`` turns the shown number into text (points, money, mugs,
    e.g. ``lambda n: words("big_shot.money", amount=n)``). ``subtitle`` is a
    short second line (``words("widgets.computer")``, a level, a status).
    ``seat_index`` picks the colour and symbol: pass the slot the seat chose
    at setup (``SeatConfig.colour``). A score of None shows as ``hidden_text``
    ("?" unless the game says it in words: a score the viewer may not know). All sizes
    derive from ``rect``.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        seat_index: int,
        name: str,
        score: int = 0,
        *,
        format_score: Callable[[int], str] = theme.number,
        subtitle: str = "",
        pace: Pace,
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.seat_index = seat_index
        self.name = name
        self.subtitle = subtitle
        self.format_score = format_score
        self.counter = Counter(score, pace=pace)
        self.score_hidden = False
        self.hidden_text = "?"
        self.is_active = False
        self.min_px = 16
        """No text on the plate is smaller (the scene sets ART.md's small size, scaled)."""
        self.score_stays_large = False
        """The score keeps its large size, the status losing its last parts first: a game
        whose scores are read against each other sets it (Winner's Circle's "$1150" beside
        a long "bets first" status stood smaller than "$400", trial s18). A name that the
        large score would cut takes the small one instead, still on the middle line."""
        self.status_gives_way = False
        """The status gives up its last parts whole rather than stand nearer the score than
        an em (its own size): Polterfass's "Guest · Computer" at a padding's gap (8 px at
        1280x720, half of one where room was short) ran into "11 pts" (trial s24 A/110)."""
        self.score_px_cap: int | None = None
        """The largest score size the table allows (the size its smallest score needs, set
        by the frame), so every plate's score reads at one size."""
        self._active_amount = 0.0
        self._clock = 0.0
        self._kept_layouts: dict[tuple[object, ...], _Layout] = {}

    def set_score(self, score: int | None, *, animate: bool = True) -> None:
        self.score_hidden = score is None
        if score is None:
            return
        if animate:
            self.counter.set(score)
        else:
            self.counter.snap(score)

    def set_active(self, active: bool) -> None:
        self.is_active = active

    def settle(self) -> None:
        """Finish counting and the active glow at once (nothing will animate them: the
        scene beneath an overlay is not updated)."""
        self.counter.snap(self.counter.target)
        self._active_amount = 1.0 if self.is_active else 0.0

    def contains(self, point: tuple[int, int]) -> bool:
        return self.rect.collidepoint(point)

    @property
    def is_still(self) -> bool:
        """True when the score is not counting and the active glow has settled."""
        target = 1.0 if self.is_active else 0.0
        return not self.counter.is_moving and abs(self._active_amount - target) < 0.01

    def lit_rect(self) -> pygame.Rect:
        """The plate at rest and as it stands lifted when its seat is to act."""
        return self.rect.union(self.rect.move(0, -self._lift(1.0)))

    def _lift(self, amount: float) -> int:
        """How far the plate rises at ``amount`` of its active glow."""
        return round(amount * max(2, self.rect.height // 14))

    def update(self, dt: float) -> None:
        self._clock += dt
        self.counter.update(dt)
        target = 1.0 if self.is_active else 0.0
        self._active_amount = target + (self._active_amount - target) * math.exp(-10 * dt)

    def draw(self, surface: pygame.Surface) -> None:
        lift = self._lift(self._active_amount)
        rect = self.rect.move(0, -lift)
        if self._active_amount > 0.02:
            radius = max(6, rect.height // 5)
            paint.draw_shadow(surface, rect, radius, offset=(0, 3 + lift),
                              blur=max(3, rect.height // 10 + lift))
            pulse = 0.8 + 0.2 * math.sin(self._clock * 3.0)
            paint.draw_glow(surface, rect, radius, max(6, rect.height // 5),
                            intensity=self._active_amount * pulse)
            surface.blit(_plate(rect.size, self.seat_index), rect.topleft)
        else:  # no glow between them: the plate and its shadow are one blit
            plate, (left, top) = _plate_on_shadow(rect.size, self.seat_index, lift)
            surface.blit(plate, (rect.x - left, rect.y - top))
        self._draw_text(surface, rect, round(rect.height * 0.62))

    def _text_room(self) -> tuple[str, int, int]:
        """The score's text, the text row's width and the padding."""
        pad = max(6, self.rect.height // 6)
        shown = self.format_score(self.counter.shown)
        score_text = self.hidden_text if self.score_hidden else shown
        return score_text, self.rect.width - round(self.rect.height * 0.62) - 2 * pad, pad

    def score_px_alone(self) -> int:
        """The score's size on this plate were no other plate's score to match."""
        return self._layout(*self._text_room())[1]

    def words_are_whole(self) -> bool:
        """True when the plate shows every letter of the name and of the status's parts
        it keeps (neither shortened to "…")."""
        _, _, lines, _, status = self._layout(*self._text_room())
        return (sum(_letters(line) for line in lines) == _letters(self.name)
                and not status.endswith("…"))

    def shown_layout(self) -> _Layout:
        """Where the score goes and its size, the name's lines and size, and the status,
        as the plate draws them now."""
        return self._layout(*self._text_room(), cap=self.score_px_cap)

    def _draw_text(self, surface: pygame.Surface, rect: pygame.Rect, band_w: int) -> None:
        """Name (and status) after the colour band, the counting score at the right.

        The score stands large between both lines when they fit beside it. On a
        narrow plate with a wide score ("10 M") it moves, smaller, to the line
        that needs the room less: beside the name when the status is the long
        one, beside the status when the name is ("Computer 1" stays whole).
        """
        score_text, _, pad = self._text_room()
        colour = theme.INK
        if self.counter.direction > 0:
            colour = theme.GOLD_INK
        elif self.counter.direction < 0:
            colour = theme.BRICK_DARK
        left = rect.x + band_w + pad
        place, score_px, lines, name_px, status = self.shown_layout()
        rendered = [assets.text(line, name_px, theme.INK, bold=True) for line in lines]
        if status:
            # Darker than INK_SOFT: a status is read from the sofa.
            rendered.append(assets.text(status, self.min_px, theme.INK_MUTED))
        step = [round(surface_line.get_height() * 0.78) for surface_line in rendered]
        total = sum(step[:-1]) + rendered[-1].get_height()
        top = rect.centery - total // 2
        score_y = {_SCORE_CENTRED: rect.centery,
                   _SCORE_BY_NAME: top + rendered[0].get_height() // 2,
                   _SCORE_BY_STATUS: top + total - rendered[-1].get_height() // 2}[place]
        score = assets.text(score_text, score_px, colour, bold=True)
        surface.blit(score, score.get_rect(midright=(rect.right - pad, score_y)))
        for line, advance in zip(rendered, step, strict=True):
            surface.blit(line, (left, top))
            top += advance

    def _layout(self, score_text: str, full: int, pad: int, *,
                cap: int | None = None) -> _Layout:
        """Where the score goes and its size (at most ``cap``), the name's lines and size,
        and the status, for a text row ``full`` pixels wide. Measuring text is dear, so the
        answer is kept until something it depends on changes (a counting score changes it
        each frame)."""
        key = (score_text, full, pad, self.rect.size, self.name, self.subtitle, self.min_px,
               self.score_stays_large, self.status_gives_way, cap)
        if key in self._kept_layouts:
            return self._kept_layouts[key]
        large_px = round(self.rect.height * 0.4)
        small_px = max(self.min_px, round(self.rect.height * 0.32))
        if cap is not None:
            large_px, small_px = min(large_px, cap), min(small_px, cap)

        def beside_score(score_px: int, gap: int) -> int:
            return max(20, full - gap - assets.text_size(score_text, score_px, bold=True)[0])

        # A whole padding between a line and the score beside it; half of it (3 px on
        # four Wizard Extreme plates) makes the score read as part of the name, so it
        # is taken only where the whole gap would cut letters ("Computer" beside "10 M").
        layouts = []  # (where the score goes, its size, room for the name, for the status)
        narrowed: list[bool] = []  # whether each layout takes a gap narrower than the first
        gives_way = self.status_gives_way
        gaps = [max(pad, self.min_px), pad, pad // 2] if gives_way else [pad, pad // 2]
        for gap in gaps:
            large_room = beside_score(large_px, gap)
            layouts.append((_SCORE_CENTRED, large_px, large_room, large_room))
            small_room = beside_score(small_px, gap)
            if self.score_stays_large:
                layouts.append((_SCORE_CENTRED, small_px, small_room, small_room))
            elif self.subtitle:
                layouts += [(_SCORE_BY_NAME, small_px, small_room, full),
                            (_SCORE_BY_STATUS, small_px, full, small_room)]
            narrowed += [gap < gaps[0]] * (len(layouts) - len(narrowed))
        fitted = [self._fit(name_room, status_room) for _, _, name_room, status_room in layouts]
        # The first layout that cuts nothing, else the first that keeps the name whole,
        # else the one that cuts the fewest letters (a shortened line ends in "…", which
        # keeps it apart from the score). "Compute…" on two plates hid which computer is
        # which; "3 chips t…" loses only words the board shows too.
        # A score kept large gives up only to keep the name whole; a status that gives way
        # loses its last parts whole before it takes a narrower gap.
        def cost(index: int) -> tuple[bool, int, bool, bool, int, int]:
            name_lost, status_lost = fitted[index][3]
            smaller = -layouts[index][1] if self.score_stays_large else 0
            status_cut = gives_way and fitted[index][2].endswith("…")
            return (name_lost > 0, smaller, status_cut, gives_way and narrowed[index],
                    name_lost + status_lost, index)

        choice = min(range(len(layouts)), key=cost)
        place, score_px = layouts[choice][:2]
        lines, name_px, status, _ = fitted[choice]
        layout = (place, score_px, lines, name_px, status)
        if len(self._kept_layouts) > 4:  # a counting score makes a new one each frame
            self._kept_layouts.clear()
        self._kept_layouts[key] = layout
        return layout

    def _fit(self, name_room: int,
             status_room: int) -> tuple[list[str], int, str, tuple[int, int]]:
        """The name's lines and size, and the status, in the given widths, and how many
        letters shortening cost. Never below the small size: a long name takes a second
        line (when there is no status), and is shortened only when even that cannot
        hold it."""
        max_lines = 1 if self.subtitle else 2
        name_px = max(self.min_px, round(self.rect.height * 0.32))
        lines = assets.name_lines(self.name, name_px, name_room, max_lines, bold=True)
        if len(lines) > 1 or lines[0].endswith("…"):
            name_px = self.min_px
            lines = assets.name_lines(self.name, name_px, name_room, max_lines, bold=True)
        name_lost = _letters(self.name) - sum(_letters(line) for line in lines)
        status, status_lost = "", 0
        if self.subtitle:
            forms = self.subtitle.split(STATUS_SHORTER)
            parts = _fitting_parts(forms, self.min_px, status_room)
            status = assets.name_lines(parts, self.min_px, status_room, 1)[0]
            # A part left out whole is lost too: the large centred score took the room
            # of Big Shot's "· loans 2", where the score beside the name kept it.
            status_lost = _letters(forms[0]) - _letters(status)
        return lines, name_px, status, (name_lost, status_lost)


_SCORE_CENTRED, _SCORE_BY_NAME, _SCORE_BY_STATUS = "centred", "by name", "by status"


def _letters(text: str) -> int:
    """Letters a reader sees in ``text`` (not spaces or the shortening's ellipsis)."""
    return sum(1 for char in text if not char.isspace() and char != "…")


def _fitting_parts(forms: list[str], size_px: int, width: int) -> str:
    """The first of a status's ``forms`` that fits whole; else the last, losing its last
    parts whole, so the plate says "Dealer" rather than "Dealer · …"."""
    face = assets.font(size_px, False)
    fitting = [form for form in forms if face.size(form)[0] <= width]
    if fitting:
        return fitting[0]
    parts = forms[-1].split(STATUS_SEPARATOR)
    while len(parts) > 1 and face.size(STATUS_SEPARATOR.join(parts))[0] > width:
        parts.pop()
    return STATUS_SEPARATOR.join(parts)


@sized_by_window(maxsize=16)
def _plate(size: tuple[int, int], seat_index: int) -> pygame.Surface:
    """Paper plate with the seat's coloured band and symbol, cached per size and seat."""
    height = size[1]
    style = theme.seat_style(seat_index)
    radius = max(6, height // 5)
    plate = paint.paper_panel(size, radius).copy()
    band_w = max(12, round(height * 0.62))
    # Drawn wider and cut at band_w: rounded on the left, a straight seam on the right.
    band = paint.gradient_panel((band_w + radius, height), theme.lighter(style.colour, 0.12),
                                theme.darker(style.colour, 0.12), radius,
                                theme.darker(style.colour, 0.35), 1, True)
    plate.blit(band, (0, 0), area=pygame.Rect(0, 0, band_w, height))
    pygame.draw.line(plate, theme.darker(style.colour, 0.35), (band_w, 1), (band_w, height - 2))
    theme.draw_seat_symbol(plate, seat_index, (band_w // 2, height // 2),
                           max(4, round(height * 0.2)), fill=theme.PAPER,
                           outline=theme.darker(style.colour, 0.4))
    return paint.ready(plate, rle=True)


@sized_by_window(maxsize=16)
def _plate_on_shadow(size: tuple[int, int], seat_index: int,
                     lift: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """A plate over its shadow in one surface, and where the plate sits in it: the
    shadow alone was a blend of each plate a frame (0.1 ms each at 1920x1080)."""
    return paint.with_shadow(_plate(size, seat_index), max(6, size[1] // 5),
                             offset=(0, 3 + lift), blur=max(3, size[1] // 10 + lift))
