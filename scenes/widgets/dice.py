"""Ivory dice in a wooden tray: tumble animation, held row, hover and hit-testing.

``DiceTray`` owns a row of :class:`DieSprite`. The scene keeps the engine's
values and held flags and tells the tray about changes; the tray returns
timeline steps for the motion::

    tray = DiceTray(rect, count=5)
    timeline.append(tray.roll([3, 3, 5, 1, 6]))   # 0.7 s tumble of the dice not held
    timeline.append(tray.set_held(2, True))       # glides to the held row
    tray.sync([3, 3, 5, 1, 6], held=[...])        # snap to the engine when idle
    ring = FocusRing(tray.pieces)                 # hover, click, Tab/arrows + Enter...
    tray.on_press = toggle                        # ...press a die: toggle(index)

The rng used for tumbling faces and resting angles is presentation only; the
engine's result is always the face the die settles on.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from collections.abc import Sequence as SequenceOf

import pygame

from scenes.shell import assets, audio, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.focus import FocusGlow, Pressable
from scenes.widgets.tween import Call, Parallel, Sequence, Step, Tween, arch, linear, out_cubic

TUMBLE_SECONDS = 0.7
HOLD_SECONDS = 0.25

# Pip positions on a 3x3 grid (column, row), 0..2.
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


@sized_by_window(maxsize=64)
def die_face(size: int, value: int) -> pygame.Surface:
    """An ivory die face with sunken pips, antialiased (drawn 3x, scaled down)."""
    factor = 3
    big = size * factor
    radius = big // 6
    face = paint.gradient_panel((big, big), theme.IVORY, theme.IVORY_SHADE, radius,
                                theme.darker(theme.IVORY_SHADE, 0.18), factor * 2, True).copy()
    pip_radius = big * 0.085
    margin = big * 0.25
    step = (big - 2 * margin) / 2
    pip_colour = theme.BRICK_DARK if value == 1 else theme.INK  # the classic red ace
    for column, row in PIPS[value]:
        centre = (margin + column * step, margin + row * step)
        pygame.draw.circle(face, theme.IVORY_SHADE, (centre[0] + factor, centre[1] + factor),
                           pip_radius * 1.08)
        pygame.draw.circle(face, pip_colour, centre, pip_radius * (1.25 if value == 1 else 1.0))
    return paint.ready(pygame.transform.smoothscale(face, (size, size)))


@sized_by_window(maxsize=512)
def _rotated_face(size: int, value: int, angle: int) -> pygame.Surface:
    face = die_face(size, value)
    return face if angle == 0 else paint.ready(pygame.transform.rotozoom(face, angle, 1.0))


class DieSprite:
    """One die's look: face, centre position, rotation, lift off the felt, held and hover."""

    def __init__(self, value: int = 1) -> None:
        self.value = value
        self.shown_value = value
        self.position = pygame.Vector2()
        self.angle = 0.0
        self.lift = 0.0  # pixels above the felt, for bounces and hover
        self.held = False
        self.hovered = False
        self.focused = False
        self.rolling = False
        self.glow = 0.0  # 0..1 the held frame's opacity, faded by tweens
        self.focus_glow = FocusGlow()

    def rect(self, size: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(self.position.x), round(self.position.y - self.lift))
        return rect

    def contains(self, point: tuple[int, int], size: int) -> bool:
        # A die is small; a slightly larger target forgives shaky couch mice.
        return self.rect(size).inflate(size // 8, size // 8).collidepoint(point)

    def draw(self, surface: pygame.Surface, size: int) -> None:
        rect = self.rect(size)
        radius = size // 6
        shadow_rect = pygame.Rect(0, 0, size, size)
        shadow_rect.center = (round(self.position.x), round(self.position.y))
        spread = round(self.lift * 0.35)
        paint.draw_shadow(surface, shadow_rect.inflate(spread, spread), radius,
                          offset=(round(size * 0.05 + self.lift * 0.25),
                                  round(size * 0.08 + self.lift * 0.45)),
                          blur=max(3, size // 12 + round(self.lift / 5)),
                          alpha=max(60, 150 - round(self.lift * 2)))
        self.focus_glow.draw(surface, rect, radius)
        if self.glow > 0.02:
            # Held: a crisp ivory frame, never the focus's pulsing gold glow, so the two
            # read apart from the sofa; a held die may have the focus too, so the frame is
            # drawn over the focus's band (that band hid it, trial s20). The frame lies
            # on the felt: a hovered die rises out of it, the frame stays in the row.
            frame = _held_frame(size)
            paint.blit_alpha(surface, frame, frame.get_rect(center=shadow_rect.center).topleft,
                             self.glow)
        image = _rotated_face(size, self.shown_value, round(self.angle) % 360)
        surface.blit(image, image.get_rect(center=rect.center))


class DiceTray:
    """A wooden dice tray with a felt floor and, above it, a row for held dice.

    ``rect`` covers both: the top ~30 % is the held row, the rest the tray.
    Die size, slots and every drawing size derive from ``rect`` (set a new
    ``rect`` with :meth:`set_rect` when the window changes size).
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        count: int = 5,
        *,
        seed: int | None = None,
    ) -> None:
        self._rng = random.Random(seed)
        self.dice = [DieSprite(value) for value in range(1, count + 1)]
        self.pieces = [DiePiece(self, index) for index in range(count)]
        """Each die as a :class:`~scenes.widgets.focus.Focusable` piece, for a FocusRing."""
        self.on_press: Callable[[int], None] | None = None
        """What clicking a die (or Enter on its focus) does: called with the die's index."""
        self.interactive = True
        self.show_keys = False
        """Number each die with its key (1–5) in a small badge."""
        self.key_px = 16
        """Font size of the key badges (the scene sets ART.md's small size, scaled)."""
        self._rest_angles = [self._rng.uniform(-9, 9) for _ in self.dice]
        self.rect = pygame.Rect(rect)
        self.set_rect(self.rect)

    # ------------------------------------------------------------ layout

    def set_rect(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        """Lay the tray out in ``rect`` and snap every die to its slot."""
        self.rect = pygame.Rect(rect)
        held_h = round(self.rect.height * 0.3)
        self.held_rect = pygame.Rect(self.rect.x, self.rect.y, self.rect.width, held_h)
        gap = max(4, self.rect.height // 40)
        self.tray_rect = pygame.Rect(self.rect.x, self.rect.y + held_h + gap, self.rect.width,
                                     self.rect.height - held_h - gap)
        frame = max(8, self.tray_rect.height // 9)
        self.floor_rect = self.tray_rect.inflate(-2 * frame, -2 * frame)
        count = max(1, len(self.dice))
        # A held die's frame (two bands each side, each at least 3 px) with a band of felt
        # above and below it fits the held row: flush with the row's edges it read as cut
        # off (trial s20).
        held_fit = min(held_h * 14 // 20, held_h - 6 * 3)
        self.die_size = max(16, min(held_fit,
                                    round(self.floor_rect.width / (count * 1.45)),
                                    round(self.floor_rect.height * 0.45)))
        for index, die in enumerate(self.dice):
            die.position.update(self.slot(index, die.held))
            die.angle = 0.0 if die.held else self._rest_angles[index]
            die.lift = 0.0

    def slot(self, index: int, held: bool) -> tuple[float, float]:
        """The resting centre of die ``index`` in the held row or the tray.

        Every die owns one place in each row, whatever the others do: holding
        a die never moves the dice left in the tray, so a quick second click
        lands on the die the player aimed at.
        """
        count = len(self.dice)
        if held:
            # Neighbouring frames a band apart, where they touched (trial s20).
            spacing: float = self.die_size + 5 * held_frame_band(self.die_size)
            start = self.held_rect.centerx - spacing * (count - 1) / 2
            return (start + spacing * index, self.held_rect.centery)
        spacing = min(self.floor_rect.width / count, self.die_size * 1.9)
        start = self.floor_rect.centerx - spacing * (count - 1) / 2
        # A little fixed scatter: dice at rest never line up like soldiers.
        jitter_y = (((index * 37) % 5) - 2) * self.die_size * 0.08
        return (start + spacing * index, self.floor_rect.centery + jitter_y)

    # ------------------------------------------------------------ state

    @property
    def values(self) -> list[int]:
        return [die.value for die in self.dice]

    @property
    def held(self) -> list[bool]:
        return [die.held for die in self.dice]

    def sync(self, values: SequenceOf[int], held: SequenceOf[bool] | None = None) -> None:
        """Snap to the engine's dice without animation (when the timeline is idle)."""
        if len(values) != len(self.dice):
            self.dice = [DieSprite(value) for value in values]
            self.pieces = [DiePiece(self, index) for index in range(len(values))]
            self._rest_angles = [self._rng.uniform(-9, 9) for _ in self.dice]
        for index, value in enumerate(values):
            die = self.dice[index]
            die.value = die.shown_value = value
            die.held = bool(held[index]) if held is not None else False
            die.glow = 1.0 if die.held else 0.0
            die.rolling = False
        self.set_rect(self.rect)

    def roll(self, values: SequenceOf[int]) -> Step:
        """The tumble of every die not held, landing on ``values`` (all dice, held included)."""
        rolling = [i for i, die in enumerate(self.dice) if not die.held]
        size = self.die_size
        plans: dict[int, tuple[pygame.Vector2, pygame.Vector2, float, float, list[int]]] = {}
        for index, start_x in zip(rolling, self._starts(rolling), strict=True):
            die = self.dice[index]
            die.value = values[index]
            die.rolling = True
            self._rest_angles[index] = self._rng.uniform(-9, 9)
            end = pygame.Vector2(self.slot(index, False))
            start = pygame.Vector2(start_x, self.floor_rect.top + size * 0.6)
            spin = self._rng.choice((-1, 1)) * self._rng.uniform(200, 420)
            faces = [self._rng.randint(1, 6) for _ in range(9)]
            plans[index] = (start, end, spin, self._rest_angles[index], faces)
        for index, die in enumerate(self.dice):
            if die.held:
                die.value = die.shown_value = values[index]

        def frame(progress: float) -> None:
            travel = out_cubic(progress)
            # Three shrinking hops: the die bounces as it skids to rest.
            hop = abs(math.sin(progress * math.pi * 3.2)) * (1 - progress) ** 1.6
            for index, (start, end, spin, rest, faces) in plans.items():
                die = self.dice[index]
                die.position = start.lerp(end, travel)
                die.lift = hop * size * 0.55
                die.angle = rest + spin * (1 - travel)
                face_index = min(len(faces) - 1, int(progress * len(faces)))
                die.shown_value = die.value if progress > 0.82 else faces[face_index]

        def land() -> None:
            for index in plans:
                die = self.dice[index]
                die.shown_value = die.value
                die.rolling = False
                die.lift = 0.0
                die.angle = self._rest_angles[index]
                die.position.update(self.slot(index, False))

        if not plans:
            return Call(land)
        return Sequence(
            Call(audio.play, "dice_rattle"),
            Tween(TUMBLE_SECONDS, 0.0, 1.0, linear, on_update=frame, on_done=land),
            Call(audio.play, "dice_land"),
        )

    def _starts(self, rolling: list[int]) -> list[float]:
        """Where the dice ``rolling`` are thrown in, left to right in their slots' order and
        each a turned die's width from the next: all glide in the same time, so no two
        ever cross or touch on the way (trial s33 M/015: one die's face lay hidden under
        another's as the computer rolled)."""
        size = self.die_size
        apart = size * 1.45  # a die turned 45° is 1.41 dice wide; slots stand this far apart
        low, high = self.floor_rect.left + size, self.floor_rect.right - size
        room = high - low - apart * (len(rolling) - 1)
        if room < 0:  # a tray too narrow to throw them anywhere but above their slots
            return [self.slot(index, False)[0] for index in rolling]
        offsets = sorted(self._rng.uniform(0, room) for _ in rolling)
        return [low + offset + apart * order for order, offset in enumerate(offsets)]

    def set_held(self, index: int, held: bool) -> Step:
        """Move die ``index`` to its place in the held row (or back) with a short glide.

        Only that die moves; the others keep their places.
        """
        self.dice[index].held = held
        return Parallel(Call(audio.play, "click"), self._glide(index, hop=True))

    def _glide(self, index: int, *, hop: bool) -> Step:
        die = self.dice[index]
        start = pygame.Vector2(die.position)
        end = pygame.Vector2(self.slot(index, die.held))
        start_angle, end_angle = die.angle, (0.0 if die.held else self._rest_angles[index])
        start_glow, end_glow = die.glow, (1.0 if die.held else 0.0)
        height = self.die_size * 0.3 if hop else 0.0

        def frame(progress: float) -> None:
            die.position = start.lerp(end, progress)
            die.lift = arch(progress) * height
            die.angle = start_angle + (end_angle - start_angle) * progress
            die.glow = start_glow + (end_glow - start_glow) * progress

        return Tween(HOLD_SECONDS, 0.0, 1.0, out_cubic, on_update=frame)

    # ------------------------------------------------------------ input

    def die_at(self, point: tuple[int, int]) -> int | None:
        """Index of the die under ``point`` (topmost first), or None."""
        for index in sorted(range(len(self.dice)), key=lambda i: -self.dice[i].lift):
            if self.dice[index].contains(point, self.die_size):
                return index
        return None

    # ------------------------------------------------------------ drawing

    def update(self, dt: float) -> None:
        for die in self.dice:
            die.focus_glow.update(dt, die.focused and self.interactive)
            if die.rolling:
                continue
            target = self.die_size * 0.1 if (die.hovered and self.interactive) else 0.0
            die.lift = target + (die.lift - target) * math.exp(-18 * dt)

    def draw(self, surface: pygame.Surface) -> None:
        self._draw_held_row(surface)
        self._draw_tray(surface)
        for die in sorted(self.dice, key=lambda d: d.lift):
            die.draw(surface, self.die_size)
        self.draw_key_badges(surface)

    def draw_key_badges(self, surface: pygame.Surface) -> None:
        """The key of each die (1–5) on a small ivory badge just below it, clear of the
        face: on the lower-left corner it hid a pip, and a 4 read as a 5 from the sofa
        (trial s25 A/044)."""
        if not self.show_keys:
            return
        for index in range(len(self.dice)):
            badge = key_badge(str(index + 1), self.key_px)
            surface.blit(badge, self.key_badge_rect(index))

    def key_badge_rect(self, index: int) -> pygame.Rect:
        """Where die ``index``'s key badge stands, just below the die."""
        # A die resting at up to 9° reaches a little past half its side below its centre.
        reach = math.ceil(self.die_size * 0.58) + max(2, self.die_size // 20)
        centre = self.dice[index].rect(self.die_size).center
        return key_badge(str(index + 1), self.key_px).get_rect(
            midtop=(centre[0], centre[1] + reach))

    def _draw_held_row(self, surface: pygame.Surface) -> None:
        row = self.held_rect.inflate(-self.held_rect.width * 0.06, 0)
        wells = tuple(round(self.slot(index, True)[0]) - row.x for index in range(len(self.dice)))
        surface.blit(_held_row(row.size, self.die_size, wells), row.topleft)

    def _draw_tray(self, surface: pygame.Surface) -> None:
        tray = self.tray_rect
        body, (left, top) = _tray_body(tray.size, (tray.height - self.floor_rect.height) // 2)
        surface.blit(body, (tray.x - left, tray.y - top))


class DiePiece(Pressable):
    """Die ``index`` of a tray as a focusable piece: hover lifts it, a click or Enter on
    its focus presses it (:attr:`DiceTray.on_press`); the tray moves and draws the die."""

    def __init__(self, tray: DiceTray, index: int) -> None:
        self.tray = tray
        self.index = index

    @property
    def die(self) -> DieSprite:
        return self.tray.dice[self.index]

    @property
    def focused(self) -> bool:
        return self.die.focused

    @focused.setter
    def focused(self, value: bool) -> None:
        self.die.focused = value

    @property
    def hovered(self) -> bool:
        return self.die.hovered

    @hovered.setter
    def hovered(self, value: bool) -> None:
        self.die.hovered = value

    @property
    def enabled(self) -> bool:
        return self.tray.interactive

    def bounds(self) -> pygame.Rect:
        return self.die.rect(self.tray.die_size)

    def is_under(self, point: tuple[int, int]) -> bool:
        return self.enabled and self.tray.die_at(point) == self.index

    def activate(self) -> bool:
        if not self.enabled or self.tray.on_press is None:
            return False
        self.tray.on_press(self.index)
        return True

    def update(self, dt: float) -> None:
        """Nothing of its own: :meth:`DiceTray.update` moves the die and eases its glow."""

    def draw(self, surface: pygame.Surface) -> None:
        """Nothing of its own: :meth:`DiceTray.draw` draws the dice in lift order."""


def held_frame_band(size: int) -> int:
    """How wide the held frame's ivory band is, and the felt between it and its die."""
    return max(3, size // 14)


@sized_by_window(maxsize=8)
def _held_frame(size: int) -> pygame.Surface:
    """The frame around a held die: an ivory band with a darker rim on both edges."""
    band = held_frame_band(size)
    outer = size + 4 * band
    frame = pygame.Surface((outer, outer), pygame.SRCALPHA)
    box = frame.get_rect()
    radius = size // 6 + 2 * band
    rim = theme.darker(theme.PAPER_RIM, 0.45)
    pygame.draw.rect(frame, rim, box, border_radius=radius)
    pygame.draw.rect(frame, theme.IVORY, box.inflate(-2, -2), border_radius=radius - 1)
    pygame.draw.rect(frame, rim, box.inflate(-2 * band, -2 * band),
                     border_radius=radius - band)
    frame.fill((0, 0, 0, 0), box.inflate(-2 * band - 2, -2 * band - 2))
    return paint.ready(frame)


@sized_by_window(maxsize=16)
def key_badge(label: str, size_px: int) -> pygame.Surface:
    """A round ivory keycap with a key's name, for the dice's key numbers."""
    text = assets.text(label, size_px, theme.INK, bold=True)
    side = max(text.get_width(), text.get_height()) + max(4, size_px // 3)
    badge = pygame.Surface((side, side), pygame.SRCALPHA)
    centre = (side // 2, side // 2)
    pygame.draw.circle(badge, theme.darker(theme.PAPER_RIM, 0.35), centre, side // 2)
    pygame.draw.circle(badge, theme.IVORY, centre, side // 2 - max(1, side // 14))
    badge.blit(text, text.get_rect(center=centre))
    return paint.ready(badge)


@sized_by_window(maxsize=4)
def _tray_body(size: tuple[int, int], frame: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """Felt floor, wooden frame and shadow of the tray as one cached surface."""
    width, height = size
    radius = max(10, height // 10)
    body = pygame.Surface(size, pygame.SRCALPHA)
    floor = pygame.Rect(frame - 2, frame - 2, width - 2 * frame + 4, height - 2 * frame + 4)
    body.blit(_tray_floor(floor.size, max(4, radius - 6)), floor.topleft)
    body.blit(paint.wood_frame(size, frame, radius), (0, 0))
    return paint.with_shadow(body, radius, offset=(0, max(4, height // 40)),
                             blur=max(6, height // 24), alpha=170)


def _tray_floor(size: tuple[int, int], radius: int) -> pygame.Surface:
    """The tray's felt floor: a slightly darker felt, shaded in from the walls."""
    floor = paint.felt_table(size).copy()
    floor.fill((18, 18, 18), special_flags=pygame.BLEND_RGB_SUB)
    floor.blit(paint.inner_shadow(size, radius, max(6, size[1] // 10)), (0, 0))
    shaped = paint.rounded_mask(size, radius).copy()
    shaped.blit(floor, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return shaped


@sized_by_window(maxsize=8)
def _held_row(size: tuple[int, int], die_size: int, wells: tuple[int, ...]) -> pygame.Surface:
    """A darker felt groove where held dice wait, with a faint dent at each die's place."""
    radius = size[1] // 3
    shelf = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shelf, (8, 30, 18, 110), shelf.get_rect(), border_radius=radius)
    shelf.blit(paint.inner_shadow(size, radius, max(4, size[1] // 6)), (0, 0))
    pygame.draw.rect(shelf, (*theme.lighter(theme.FELT, 0.15), 120), shelf.get_rect(), 1,
                     border_radius=radius)
    dent = pygame.Surface((die_size, die_size), pygame.SRCALPHA)
    pygame.draw.rect(dent, (0, 0, 0, 40), dent.get_rect(), border_radius=die_size // 6)
    pygame.draw.rect(dent, (255, 255, 255, 28), dent.get_rect(), 1, border_radius=die_size // 6)
    for centre_x in wells:
        shelf.blit(dent, dent.get_rect(center=(centre_x, size[1] // 2)))
    return paint.ready(shelf, rle=True)
