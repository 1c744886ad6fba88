"""Playing cards: rounded faces and backs, flipping and flying along a slight arc.

:class:`CardSprite` draws a plain ivory face; games subclass it and override
:meth:`CardSprite.render_face` to paint their own (Wizard Extreme characters,
Polterfass orders, Winner's Circle horse cards). Faces are rendered once per
size and cached on the sprite. Motion comes back as timeline steps::

    step = Sequence(card.fly_to((640, 360), angle=0), card.flip_to(True))
    timeline.append(step)
"""

from __future__ import annotations

import pygame

from scenes.shell import audio, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.tween import Call, Sequence, Step, Tween, arch, in_quad, out_cubic

FLY_SECONDS = 0.3
FLIP_SECONDS = 0.3
CARD_RATIO = 1.4  # height / width, the proportion of a standard playing card


def card_size(width: int) -> tuple[int, int]:
    """Card width and height for a given width."""
    return width, round(width * CARD_RATIO)


@sized_by_window(maxsize=16)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    """The shared card back: deep red with an ivory border and a diamond lattice."""
    width, height = size
    radius = max(4, width // 10)
    back = paint.gradient_panel(size, theme.IVORY, theme.IVORY_SHADE, radius,
                                theme.darker(theme.IVORY_SHADE, 0.25), 1, False).copy()
    border = max(3, width // 14)
    inner = pygame.Rect(border, border, width - 2 * border, height - 2 * border)
    inner_radius = max(2, radius - border // 2)
    field = paint.gradient_panel(inner.size, theme.lighter(theme.CARD_BACK, 0.08),
                                 theme.CARD_BACK_DARK, inner_radius, None, 0, False).copy()
    # Diamond lattice in a lighter red, clipped to the field's rounded shape.
    lattice = pygame.Surface(inner.size, pygame.SRCALPHA)
    step = max(6, inner.width // 6)
    line = (*theme.lighter(theme.CARD_BACK, 0.22), 150)
    for offset in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.aaline(lattice, line, (offset, 0), (offset + inner.height, inner.height))
        pygame.draw.aaline(lattice, line, (offset + inner.height, 0), (offset, inner.height))
    lattice.blit(paint.rounded_mask(inner.size, inner_radius), (0, 0),
                 special_flags=pygame.BLEND_RGBA_MIN)
    field.blit(lattice, (0, 0))
    # A gold medallion in the middle gives the back a maker's mark.
    centre = (inner.width // 2, inner.height // 2)
    medallion = max(5, inner.width // 5)
    pygame.draw.circle(field, theme.GOLD_DARK, centre, medallion + 2)
    pygame.draw.circle(field, theme.GOLD, centre, medallion)
    pygame.draw.circle(field, theme.CARD_BACK_DARK, centre, medallion // 2)
    pygame.draw.rect(field, theme.GOLD, field.get_rect(), max(1, width // 60),
                     border_radius=inner_radius)
    back.blit(field, inner.topleft)
    return paint.ready(back)


class CardSprite:
    """One card on the table: position (centre), angle, face up or down, lift and highlight.

    ``turn`` runs 0 (back showing) to 1 (face showing); mid-flip the card is
    drawn narrowed, so a flip reads as a real turn of the wrist.
    """

    def __init__(
        self,
        size: tuple[int, int],
        position: tuple[float, float] = (0, 0),
        *,
        face_up: bool = False,
        angle: float = 0.0,
    ) -> None:
        self.size = (int(size[0]), int(size[1]))
        self.position = pygame.Vector2(position)
        self.angle = angle
        self.turn = 1.0 if face_up else 0.0
        self.lift = 0.0  # pixels above the table: bigger shadow, drawn higher
        self.highlighted = False  # gold glow: a legal card to play
        self.hovered = False
        self._faces: dict[tuple[int, int], pygame.Surface] = {}
        # The last scaled/rotated image: a card at rest is transformed once, not every frame.
        self._transformed: tuple[tuple[object, ...], pygame.Surface] | None = None

    # ------------------------------------------------------------ appearance

    @property
    def face_up(self) -> bool:
        return self.turn >= 0.5

    def render_face(self, size: tuple[int, int]) -> pygame.Surface:
        """Paint this card's face at ``size``. Subclasses override; the base is plain ivory."""
        radius = max(4, size[0] // 10)
        return paint.gradient_panel(size, theme.IVORY, theme.IVORY_SHADE, radius,
                                    theme.darker(theme.IVORY_SHADE, 0.25), 1, True)

    def face(self) -> pygame.Surface:
        """The face at the current size, rendered once and kept."""
        surface = self._faces.get(self.size)
        if surface is None:
            surface = self._faces[self.size] = self.render_face(self.size)
        return surface

    def kept_face(self) -> pygame.Surface | None:
        """The face rendered for the current size, if any (never renders one)."""
        return self._faces.get(self.size)

    def refresh_face(self) -> None:
        """Forget rendered faces (after the card's content or the language changed)."""
        self._faces.clear()
        self._transformed = None

    def set_size(self, size: tuple[int, int]) -> None:
        self.size = (int(size[0]), int(size[1]))

    # ------------------------------------------------------------ geometry

    def rect(self) -> pygame.Rect:
        rect = pygame.Rect((0, 0), self.size)
        rect.center = (round(self.position.x), round(self.position.y - self.lift))
        return rect

    def contains(self, point: tuple[int, int]) -> bool:
        """Hit test that respects the card's rotation."""
        local = pygame.Vector2(point) - pygame.Vector2(self.rect().center)
        local = local.rotate(self.angle)  # pygame angles are counter-clockwise on screen
        return abs(local.x) <= self.size[0] / 2 and abs(local.y) <= self.size[1] / 2

    # ------------------------------------------------------------ motion

    def fly_to(
        self,
        target: tuple[float, float],
        *,
        angle: float | None = None,
        duration: float = FLY_SECONDS,
        arc: float = 0.18,
        delay: float = 0.0,
    ) -> Step:
        """Fly to ``target`` along a slight arc, ease-out cubic, with a soft landing.

        ``arc`` bends the path sideways by that fraction of the distance;
        ``angle`` turns the card on the way (None keeps its angle).
        """
        start = pygame.Vector2(self.position)
        end = pygame.Vector2(target)
        start_angle = self.angle
        end_angle = start_angle if angle is None else angle
        travel = end - start
        bend = pygame.Vector2(-travel.y, travel.x) * arc
        control = start + travel / 2 + bend
        peak = min(self.size[1] * 0.25, travel.length() * 0.08)

        def frame(progress: float) -> None:
            inverse = 1 - progress
            self.position = start * inverse * inverse + control * 2 * inverse * progress + \
                end * progress * progress
            self.angle = start_angle + (end_angle - start_angle) * progress
            self.lift = arch(progress) * peak

        return Tween(duration, 0.0, 1.0, out_cubic, on_update=frame, delay=delay)

    def flip_to(self, face_up: bool, *, duration: float = FLIP_SECONDS) -> Step:
        """Turn the card over (no motion if it already shows that side)."""
        start, end = self.turn, (1.0 if face_up else 0.0)
        if start == end:
            return Call(lambda: None)

        def frame(value: float) -> None:
            self.turn = value
            self.lift = arch(abs(value - start)) * self.size[1] * 0.08

        return Sequence(
            Call(audio.play, "card_flip"),
            Tween(duration, start, end, in_quad if duration < 0.2 else out_cubic,
                  on_update=frame),
        )

    # ------------------------------------------------------------ drawing

    def _image(self, width: int) -> pygame.Surface:
        source = self.face() if self.face_up else card_back(self.size)
        angle = round(self.angle, 1)
        key = (self.face_up, self.size, width, angle, id(source))
        if self._transformed is not None and self._transformed[0] == key:
            return self._transformed[1]
        image = source
        if width != self.size[0]:
            image = pygame.transform.smoothscale(image, (width, self.size[1]))
        if angle:
            image = pygame.transform.rotozoom(image, angle, 1.0)
        self._transformed = (key, image)
        return image

    def hover_glow(self) -> float:
        """How strongly the gold glow under the pointer shows (0 none)."""
        return 0.55 if self.hovered else 0.0

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect()
        narrowing = abs(1 - 2 * self.turn)  # 1 flat, 0 edge-on at mid-flip
        width = max(1, round(self.size[0] * narrowing))
        radius = max(4, self.size[0] // 10)
        image = self._image(width)
        shadow_base = pygame.Rect(0, 0, width, self.size[1])
        shadow_base.center = (round(self.position.x), round(self.position.y))
        paint.draw_shadow(surface, shadow_base, radius,
                          offset=(round(2 + self.lift * 0.2), round(3 + self.lift * 0.5)),
                          blur=max(3, self.size[0] // 16 + round(self.lift / 4)),
                          alpha=max(70, 140 - round(self.lift)))
        lift_glow = self.hover_glow()
        if self.highlighted or lift_glow:
            glow_rect = image.get_rect(center=rect.center) if self.angle else rect
            paint.draw_glow(surface, glow_rect, radius, max(6, self.size[0] // 8),
                            intensity=1.0 if self.highlighted else lift_glow)
        surface.blit(image, image.get_rect(center=rect.center))
