"""The right-hand column: one lane per horse, by horse number, with its card and its chips.

A lane is the horse (its colour's name on a tab and its numbered token), its card
with the four symbol values, face up or down, and its betting space on the board
(every player's chips, the pace token once the horse has it). The gate a horse drew
only sets its start space, which the track shows; a gate number beside the horse's
own number was read as the horse's. Lanes are focusable pieces: while a
person bets, pressing one lays the chosen chip there; after a roll it moves
that horse. The chips a betting person still holds are :class:`ChipPiece`\\ s.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from scenes.games.winners_circle.art import (
    card_face,
    card_side_by_side,
    chip_image,
    horse_token,
    pace_token,
    side_by_side_width,
    small_px,
)
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.focus import RectPiece
from scenes.widgets.tween import Sequence, Step, Tween, arch, out_cubic
from tabletop.games.winners_circle_data import HORSES

PACE_ROOM = 1.1
"""The pace token's place at a lane's right end, in chip widths, a little gap included."""
PACE_BESIDE = 0.9
"""The pace token's room after the chips while a landing tag takes the row's end, in chip
widths: the token (0.8) and a gap."""
READABLE_STEP = 0.7
"""Chips in a row lie at least this many chip widths apart, so the next one leaves each
value in sight: beside the open log at 1280x720 six seats' chips lay 0.52 apart and only
the top one's value could be read (trial s13)."""
TAB_GAP = 4
"""Design pixels between a lane's name tab and its horse (the horse a little smaller for
it): the tab stood against the horse's tail (trial Z2/018)."""
STACKED_STEP = 0.25
"""How close a row's chips may lie while a landing tag or a medal needs their room: each
owner's symbol, at the chip's lower left, still shows, and the values again once the horse
has moved. Kept READABLE_STEP apart, a row nearly full of chips beside the open log lost
its "→ 25" (trial s20)."""


class ChipSprite:
    """One chip lying on a lane (or in flight): its owner's slot and, if known, its value."""

    def __init__(self, seat: int, slot: int, value: int | None) -> None:
        self.seat = seat
        self.slot = slot
        self.value = value  # None: face down and not the viewer's
        self.flip = 1.0  # horizontal squash while turning over (1 = flat)
        self.spot: pygame.Vector2 | None = None  # set while flying
        self.lift = 0.0

    def draw(self, surface: pygame.Surface, centre: pygame.Vector2, diameter: int,
             number_px: int = 8) -> None:
        lift = self.lift * diameter * 0.4
        rect = pygame.Rect(0, 0, diameter, diameter)
        rect.center = (round(centre.x), round(centre.y))
        paint.draw_shadow(surface, rect, diameter // 2,
                          offset=(round(diameter * 0.05), round(diameter * 0.1 + lift * 0.4)),
                          blur=max(2, diameter // 10))
        image = chip_image(self.slot, self.value, diameter, number_px)
        if self.flip < 0.98:
            width = max(1, round(diameter * abs(self.flip)))
            image = pygame.transform.smoothscale(image, (width, diameter))
        surface.blit(image, image.get_rect(center=(round(centre.x), round(centre.y - lift))))

    def fly(self, start: pygame.Vector2, end: pygame.Vector2, on_land: Callable[[], None],
            via: pygame.Vector2 | None = None) -> Step:
        """ART.md: 0.35 s ease-out with a soft landing; by way of ``via``, if given, at an
        even pace along both legs."""
        turn = pygame.Vector2(via if via is not None else start)
        first, second = start.distance_to(turn), turn.distance_to(end)
        share = first / (first + second) if first + second else 0.0

        def frame(value: float) -> None:
            if value < share:
                self.spot = start.lerp(turn, value / share)
            else:
                self.spot = turn.lerp(end, (value - share) / (1 - share) if share < 1 else 1.0)
            self.lift = arch(value)

        def land() -> None:
            self.spot, self.lift = None, 0.0
            on_land()

        return Tween(0.35, 0.0, 1.0, out_cubic, on_update=frame, on_done=land)

    def turn_over(self, value: int) -> Step:
        """Flip a face-down chip to show ``value`` (payout, hidden-bets variant)."""

        def squash(amount: float) -> None:
            self.flip = amount

        def show() -> None:
            self.value = value

        return Sequence(Tween(0.12, 1.0, 0.05, on_update=squash, on_done=show),
                        Tween(0.12, 0.05, 1.0, on_update=squash))


class HorseLane(RectPiece):
    """A horse's card and betting space; a focusable piece (see the module docstring)."""

    def __init__(self, horse: int, seats: int, on_activate: Callable[[int], None],
                 horse_name: Callable[[int], str], horses: int = HORSES) -> None:
        super().__init__()
        self.horse = horse
        self.horse_name = horse_name
        """A horse's colour name in the player's language ("Black"), for the lane's tab."""
        self.horses = horses  # every lane's tab is as wide as the longest name
        self.seats = seats  # at most one chip per seat lies here
        self.on_activate = on_activate
        self.scale = 1.0
        self.values: tuple[int, int, int, int] = (0, 0, 0, 0)
        self.face_up = True
        self.place: int | None = None  # 1–3 once finished
        self.last = False
        self.chips: list[ChipSprite] = []
        self.pace = False
        self.lit = -1  # the rolled symbol's column
        self.selectable = False
        self.dimmed = False
        self.preview = ""
        """The lane's tag: after a roll, where the horse lands ("→ 14", or its box "→ 2nd");
        in the bets, on a dimmed lane, why it takes no chip."""
        self.back_words: tuple[str, ...] = ()
        """What a face-down card means, written on its back in the player's language."""
        self.home_words: tuple[str, ...] = ()
        """The same for a horse that has finished (it waits for nothing)."""
        self.tag_w = 0
        """The room the widest landing tag ("→ 36", "→ 2nd") takes beside the chips, a
        gap included, set by the table in the player's language."""
        self._clock = 0.0
        self._cache: tuple[tuple[object, ...], pygame.Surface, int] | None = None

    # ------------------------------------------------------------ Focusable

    @property
    def enabled(self) -> bool:
        return self.selectable

    def activate(self) -> bool:
        if not self.selectable:
            return False
        self.on_activate(self.horse)
        return True

    def update(self, dt: float) -> None:
        self._clock += dt
        super().update(dt)

    # ------------------------------------------------------------ layout

    def set_rect(self, rect: pygame.Rect, scale: float) -> None:
        self.rect, self.scale = rect, scale

    @property
    def chip_diameter(self) -> int:
        """As large as the lane's height allows, but small enough that every seat's chip
        keeps READABLE_STEP in the row, never so small that its value (written at the
        small size) leaves the chip's paper middle."""
        _, _, area = self._columns()
        apart = READABLE_STEP * max(0, self.seats - 1)
        # With the pace token beside them, room still for the landing tag or the medal.
        fitting = min(area.width / (1 + PACE_ROOM + apart),
                      (area.width - self.tag_w) / (1 + PACE_BESIDE + apart),
                      area.width / (2 + PACE_BESIDE + apart))
        return max(10, math.floor(min(self.rect.height * 0.66, theme.px(36, self.scale),
                                      max(fitting, self._least_chip()))))

    def _least_chip(self) -> float:
        """The smallest chip whose value, at the small size, keeps to its paper middle."""
        return theme.text_px(TextSize.SMALL, self.scale) * 1.8

    def _columns(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Badge (name and horse), card, chips: left to right."""
        rect, pad = self.rect, theme.px(6, self.scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        # The horse's name on a small wooden tab, then the horse.
        tab_w = self._tab_text_width() + pad
        badge = pygame.Rect(inner.x, inner.y, tab_w + self._token_size(inner), inner.height)
        # The card gives up width where the chips would have no READABLE_STEP, down to
        # 2.3 times its height (not least_width's 2.6) for the landing tag's room: the
        # lanes keep their width and the track its size.
        chips_w = self._least_row()
        card_w = min(round(inner.height * 3.3), round(inner.width * 0.42),
                     max(round(inner.height * 2.3), inner.right - badge.right - 2 * pad - chips_w))
        if card_side_by_side(inner.height, small_px(self.scale)):  # a low lane (800x450)
            card_w = max(card_w, min(side_by_side_width(small_px(self.scale)),
                                     inner.right - badge.right - 2 * pad - self._least_row()))
        card = pygame.Rect(badge.right + pad, inner.y, card_w, inner.height)
        chips = pygame.Rect(card.right + pad, inner.y, inner.right - card.right - pad,
                            inner.height)
        return badge, card, chips

    def _least_row(self, tag: bool = True) -> int:
        """The chips' row at its narrowest: every seat's chip READABLE_STEP apart, the pace
        token beside them and, with ``tag``, the landing tag (a row with all three lost
        its tag, trial s20)."""
        least = math.ceil(self._least_chip())  # the chip's diameter is a whole pixel
        apart = READABLE_STEP * max(0, self.seats - 1)
        return round(max(least * (1 + PACE_ROOM + apart),
                         least * (1 + PACE_BESIDE + apart) + (self.tag_w if tag else 0)))

    def card_rect(self) -> pygame.Rect:
        """Where the horse's card lies in the lane."""
        return self._columns()[1]

    def least_width(self, height: int) -> int:
        """How wide a lane ``height`` tall must be for its name, its horse, its card at the
        narrowest and :meth:`_least_row`."""
        pad = theme.px(6, self.scale)
        inner = height - 2 * pad
        badge = self._tab_text_width() + pad + inner * 9 // 10
        small = small_px(self.scale)
        # A low lane's card writes its symbols beside the figures, leaving the tag its room.
        beside = card_side_by_side(inner, small)
        card = side_by_side_width(small) if beside else round(inner * 2.6)
        return 2 * pad + badge + pad + card + pad + self._least_row(tag=beside)

    def _token_size(self, inner: pygame.Rect) -> int:
        # A little under the lane's height: the named tab needs the room, and the
        # horse's picture has clear margins of its own.
        return min(inner.height * 9 // 10, round(self.rect.width * 0.16))

    def _tab_text_width(self) -> int:
        size = small_px(self.scale)
        return max(size, *(assets.text_size(self.horse_name(horse), size, bold=True)[0]
                           for horse in range(self.horses)))

    def name_tab(self) -> pygame.Rect:
        """The wooden tab with the horse's name, left of its token, as tall as the name
        needs (within the lane) and at least two thirds of the lane."""
        badge, _, _ = self._columns()
        line = assets.text_size(self.horse_name(self.horse), small_px(self.scale), bold=True)[1]
        tab = pygame.Rect(badge.x, 0, self._tab_text_width() + theme.px(6, self.scale),
                          min(badge.height, max(badge.height * 2 // 3, line)))
        tab.centery = badge.centery
        return tab

    def token_rect(self) -> pygame.Rect:
        """Where the horse's token stands: at the badge's right end, a gap clear of its
        name's tab (trial Z2/018: in Korean at 1280x720 the tab stood against the horse)."""
        badge, _, _ = self._columns()
        room = badge.right - self.name_tab().right - theme.px(TAB_GAP, self.scale)
        size = max(8, min(self._token_size(badge), room))
        rect = pygame.Rect(0, 0, size, size)
        rect.midright = badge.midright
        return rect

    def chip_spot(self, index: int) -> pygame.Vector2:
        """Where the ``index``-th chip lies: the pace token keeps the right end, clear of
        the last chip (a narrow lane laid it over the chips, trial s12)."""
        _, _, area = self._columns()
        d = self.chip_diameter
        step = min(d * 1.04, (area.width - (1 + PACE_ROOM) * d) / max(1, self.seats - 1))
        # The tag this horse shows, not the widest: at the small size's floor the widest
        # left three chips no room for "→ 6" in a 1000x760 window (trial s23).
        tail = self._tag_room() if self.preview else d if self.finished else 0
        if tail and len(self.chips) > 1:
            # A horse that may move shows where it lands beside its chips, in the pace
            # token's place, and a finished one its medal: the chips close up as far as
            # the tag needs, each owner's symbol still in sight (the tags of horses with
            # five seats' chips were missing, trial s14).
            pace = d * PACE_BESIDE if self.pace else 0.0  # the token after the chips
            closed = (area.width - d - tail - pace) / (len(self.chips) - 1)
            if closed >= STACKED_STEP * d:  # else the tag gives way, the disc by the track
                step = min(step, closed)    # saying where the horse lands
        return pygame.Vector2(area.x + d / 2 + index * step, area.centery)

    def pace_spot(self) -> pygame.Vector2:
        _, _, area = self._columns()
        return pygame.Vector2(area.right - self.chip_diameter * 0.5, area.centery)

    @property
    def finished(self) -> bool:
        return self.place is not None or self.last

    def medal_rect(self) -> pygame.Rect:
        """A finished horse's medal: at the row's right end, the pace token's place (over
        the horse's card it hid the card's last number, issue #32); where the pace token
        and the chips leave it no room there, over the card's right end as before."""
        rect = pygame.Rect(0, 0, self.chip_diameter, self.chip_diameter)
        rect.center = (round(self.pace_spot().x), round(self.pace_spot().y))
        if self.pace and self.pace_rect().right + theme.px(2, self.scale) > rect.left:
            _, card, _ = self._columns()
            rect.size = (round(card.height * 0.86),) * 2
            rect.midright = (card.right - theme.px(2, self.scale), card.centery)
        return rect

    def pace_rect(self) -> pygame.Rect:
        """Where the pace token lies: at the row's right end, or, while the landing tag or
        the medal takes that place, smaller right after the chips (on the horse's picture
        it hid the horse's number, trial s18, 121)."""
        d = self.chip_diameter
        if self.preview or self.finished:
            _, _, area = self._columns()
            size = round(d * 0.8)
            left = (round(self.chip_spot(len(self.chips) - 1).x + d * 0.55) if self.chips
                    else area.x)
            rect = pygame.Rect(left, 0, size, size)
            rect.centery = self.rect.centery
            return rect
        rect = pygame.Rect(0, 0, d, d)
        rect.center = (round(self.pace_spot().x), round(self.pace_spot().y))
        return rect

    # ------------------------------------------------------------ drawing

    @property
    def live(self) -> bool:
        """True while a chip on the lane turns over (then the lane is painted every frame)."""
        return any(chip.flip < 0.98 for chip in self.chips)

    def face_key(self) -> tuple[object, ...]:
        """Everything the lane's painted face depends on (its words are the horse's name and
        the preview, written by the table in the player's language)."""
        return (self.rect.size, self.scale, self.horse_name(self.horse), self.values,
                self.face_up, self.back_words, self.home_words, self.place, self.last,
                tuple((chip.slot, chip.value) for chip in self.chips), self.pace,
                self.lit if self.selectable else -1, self.preview, self.dimmed,
                self.selectable)

    def face(self) -> tuple[pygame.Surface, int]:
        """The lane painted once per content, and the margin around it (for its shadows)."""
        key = self.face_key()
        if self._cache is None or self._cache[0] != key:
            rect = self.rect
            pad = theme.px(8, self.scale)
            face = pygame.Surface((rect.width + 2 * pad, rect.height + 2 * pad), pygame.SRCALPHA)
            self.rect = pygame.Rect(pad, pad, rect.width, rect.height)
            try:
                self._paint(face)
            finally:
                self.rect = rect
            self._cache = (key, paint.ready(face), pad)
        return self._cache[1], self._cache[2]

    def draw_glow(self, surface: pygame.Surface) -> None:
        """The gold glow of a lane that may be chosen now (and the focus glow)."""
        if not self.selectable:
            return
        radius = theme.px(8, self.scale)
        pulse = 0.55 + 0.15 * math.sin(self._clock * 4.0)
        paint.draw_glow(surface, self.rect, radius, max(4, self.rect.height // 6),
                        intensity=max(pulse, self.glow.amount))
        if self.focused:
            self.glow.draw(surface, self.rect, radius)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_glow(surface)
        if self.live:
            self._paint(surface)
            return
        image, pad = self.face()
        surface.blit(image, (self.rect.x - pad, self.rect.y - pad))

    def _paint(self, surface: pygame.Surface) -> None:
        rect, scale = self.rect, self.scale
        radius = theme.px(8, scale)
        surface.blit(_lane_panel(rect.size, radius, self.place is not None or self.dimmed),
                     rect.topleft)
        _, card, _ = self._columns()
        small = small_px(scale)
        token_rect = self.token_rect()
        token = horse_token(self.horse, token_rect.width, number_px=small)
        # The horse's name on a wooden tab like a starting stall's, left of its token.
        tab = self.name_tab()
        surface.blit(paint.wood_board(tab.size, theme.px(4, scale)), tab.topleft)
        number = assets.text(self.horse_name(self.horse), small_px(scale), theme.IVORY,
                             bold=True)
        surface.blit(number, number.get_rect(center=tab.center))
        surface.blit(token, token_rect)
        lit = self.lit if self.selectable else -1
        back = self.home_words if self.finished else self.back_words
        surface.blit(card_face(self.horse, self.values, card.size, lit, self.face_up, small,
                               back), card.topleft)
        if self.finished:
            _draw_medal(surface, self.medal_rect(), self.place)
        d = self.chip_diameter
        for index, chip in enumerate(self.chips):
            if chip.spot is None:
                chip.draw(surface, self.chip_spot(index), d, small)
        if self.pace:
            place = self.pace_rect()
            image = pace_token(place.width)
            surface.blit(image, image.get_rect(center=place.center))
        tag = self.preview_tag()
        if tag is not None:  # else the gold ring on the track alone says where it lands
            words, box = tag
            label = assets.text(words, small_px(scale), theme.INK, bold=True)
            # Gold asks to be chosen; a lane that may not be is told in plain paper.
            fill, rim = ((theme.GOLD_LIGHT, theme.GOLD_DARK) if self.selectable
                         else (theme.PAPER, theme.PAPER_RIM))
            pygame.draw.rect(surface, fill, box, border_radius=box.height // 2)
            pygame.draw.rect(surface, rim, box, 2, border_radius=box.height // 2)
            surface.blit(label, label.get_rect(center=box.center))

    def _tag_room(self) -> float:
        """The row's room :meth:`preview_tag` needs right of the last chip's middle."""
        pad = theme.px(12, self.scale) + theme.px(8, self.scale)
        need = (assets.text_size(self.preview, small_px(self.scale), bold=True)[0] + pad
                + self.chip_diameter * 0.1)
        # A landing tag keeps to the room the lanes were laid out for; the wider reason
        # of a lane taking no chip closes its chips up further.
        return min(self.tag_w, need) if self.selectable else need

    def preview_tag(self) -> tuple[str, pygame.Rect] | None:
        """Where this horse would land, and its tag's box, when it fits between the last
        chip and the lane's end (never over a chip)."""
        if not self.preview:
            return None
        scale, d = self.scale, self.chip_diameter
        small = small_px(scale)
        _, card, _ = self._columns()
        right = self.rect.right - theme.px(8, scale)
        left = (round(self.chip_spot(len(self.chips) - 1).x + d * 0.6) if self.chips
                else card.right + theme.px(6, scale))
        if self.pace:
            left = self.pace_rect().right + theme.px(4, scale)
        pad_x, pad_y = theme.px(12, scale), theme.px(4, scale)
        width, height = assets.text_size(self.preview, small, bold=True)
        if width + pad_x > right - left:
            return None
        # Its padding gives way before the row's height (at 800x450 the tag stood out of it).
        box = pygame.Rect(0, 0, width + pad_x, min(height + pad_y, self.rect.height))
        box.midright = (right, self.rect.centery)
        return self.preview, box


def _draw_medal(surface: pygame.Surface, rect: pygame.Rect, place: int | None) -> None:
    """A finished horse's rosette in ``rect``: 1, 2, 3, or the brick "last" mark."""
    size = rect.width
    centre = rect.center
    colour = {1: theme.GOLD, 2: (0xC8, 0xC8, 0xD0), 3: (0xC8, 0x8A, 0x50)}.get(
        place or 0, theme.BRICK)
    pygame.draw.circle(surface, theme.darker(colour, 0.4), centre, size // 2)
    pygame.draw.circle(surface, colour, centre, size // 2 - max(2, size // 14))
    if place is None:  # the last horse: a paper cross on brick
        arm = size * 0.2
        for sign in (1, -1):
            pygame.draw.line(surface, theme.PAPER, (centre[0] - arm, centre[1] - sign * arm),
                             (centre[0] + arm, centre[1] + sign * arm), max(3, size // 9))
        return
    label = assets.text(str(place), max(9, round(size * 0.55)), theme.INK, bold=True)
    surface.blit(label, label.get_rect(center=(centre[0], centre[1] + 1)))


def _lane_panel(size: tuple[int, int], radius: int, dim: bool) -> pygame.Surface:
    top, bottom = (theme.PAPER, theme.PAPER_SHADE) if not dim else (
        theme.mix(theme.PAPER, theme.DISABLED, 0.5), theme.mix(theme.PAPER_SHADE,
                                                               theme.DISABLED, 0.5))
    return paint.gradient_panel(size, top, bottom, radius, theme.PAPER_RIM, 2)


RESTING_ALPHA = 130
"""The opacity of a resting chip in hand (another seat bets)."""


class ChipPiece(RectPiece):
    """A chip the betting person still holds: press it to choose it for the next bet."""

    def __init__(self, slot: int, value: int, index: int,
                 on_activate: Callable[[int], None]) -> None:
        super().__init__()
        self.slot = slot
        self.value = value
        self.index = index
        self.on_activate = on_activate
        self.selected = False
        self.resting = False
        """Shown while another seat bets: dimmed, no shadow (trial s38 X/004)."""
        self.live = True
        """A chip may be chosen now: only then is the chosen one lifted and lit (trial
        Z2/018: under a lesson's card telling another seat's bet, "Your chips" showed the
        2 lifted as if chosen)."""
        self.number_px: int = TextSize.SMALL.value
        """Its figure's least size: the table's small size (:func:`small_px`), set as it is
        laid out; the chips shrink where the coach's card takes the infield's height."""

    def activate(self) -> bool:
        self.on_activate(self.index)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        d = self.rect.width
        chosen = self.selected and self.live
        lift = round(d * 0.18) if chosen else 0
        rect = self.rect.move(0, -lift)
        if self.resting:
            image = chip_image(self.slot, self.value, d, self.number_px).copy()
            image.set_alpha(RESTING_ALPHA)
            surface.blit(image, rect.topleft)
            return
        if chosen:
            paint.draw_glow(surface, rect, d // 2, max(4, d // 5), intensity=0.9)
        paint.draw_shadow(surface, self.rect, d // 2, offset=(0, round(d * 0.1)),
                          blur=max(2, d // 10))
        # Its figure never under the small size (9 px at 800x450); larger chips' grow.
        surface.blit(chip_image(self.slot, self.value, d, self.number_px), rect.topleft)
        self.glow.draw(surface, rect, d // 2)


def hand_area(pieces: list[ChipPiece], scale: float) -> list[pygame.Rect]:
    """Where the betting person's chips lie with "Your chips" over them (none: no chips in
    hand)."""
    if not pieces:
        return []
    chips = pieces[0].rect.unionall([piece.rect for piece in pieces])
    label = hand_label_height(scale)
    return [pygame.Rect(chips.x, chips.y - label, chips.width, chips.height + label)]


def hand_label_height(scale: float) -> int:
    """The room "Your chips" takes over the chips in hand."""
    return small_px(scale) * 3 // 2 + theme.px(8, scale)
