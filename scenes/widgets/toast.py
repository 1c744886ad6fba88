"""Short notices: a refused action's sentence in brick red, fading after ~2.5 s."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.shell import assets, audio, theme
from scenes.widgets import paint
from scenes.widgets.tween import out_back

TOAST_SECONDS = 2.5
_FADE_IN = 0.18
_FADE_OUT = 0.45


class Toast:
    """One message with its own clock; ``alpha`` and ``rise`` drive the drawing."""

    def __init__(self, text: str, seconds: float = TOAST_SECONDS, *, error: bool = True,
                 public: bool = False) -> None:
        self.text = text
        self.seconds = seconds
        self.error = error
        self.public = public
        self.age = 0.0

    @property
    def is_expired(self) -> bool:
        return self.age >= self.seconds

    @property
    def alpha(self) -> float:
        if self.age < _FADE_IN:
            return self.age / _FADE_IN
        return max(0.0, min(1.0, (self.seconds - self.age) / _FADE_OUT))

    @property
    def pop(self) -> float:
        """Scale-in factor 0..1 with a small overshoot when the toast appears."""
        return out_back(min(1.0, self.age / _FADE_IN))

    def update(self, dt: float) -> None:
        self.age += dt


class ToastStack:
    """Toasts stacked upward from the bottom centre of ``rect`` (newest lowest).

    ``show(text)`` adds a refused-action notice (brick, plays the error buzz);
    ``show(text, error=False)`` a neutral one (ink on paper). Expired toasts
    drop out in :meth:`update`. A toast belongs to the person who caused it
    unless shown ``public`` (a failed autosave concerns everyone) or while
    :attr:`owner` is None (nobody's turn: a computer's, say): a game scene sets
    the owner and drops the other toasts with :meth:`clear_private` when the
    screen passes to someone else, so no refusal carries one person's secret to
    the next.
    Toasts use real time, not the animation speed: a player must have time to
    read them.
    """

    MAX_VISIBLE = 4

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.toasts: list[Toast] = []
        self.owner: object = None
        """Whose screen it is now (a game scene's choice); None: everyone's."""

    def show(self, text: str, *, error: bool = True, seconds: float = TOAST_SECONDS,
             public: bool = False) -> Toast:
        # The same refusal twice in a row restarts the first toast instead of stacking.
        if self.toasts and self.toasts[-1].text == text:
            self.toasts[-1].age = min(self.toasts[-1].age, _FADE_IN)
            return self.toasts[-1]
        toast = Toast(text, seconds, error=error, public=public or self.owner is None)
        self.toasts.append(toast)
        del self.toasts[: -self.MAX_VISIBLE]
        if error:
            audio.play("error")
        return toast

    def clear(self) -> None:
        self.toasts.clear()

    def drop(self, toast: Toast) -> None:
        """Take ``toast`` away now (what it said is no longer true)."""
        self.toasts = [shown for shown in self.toasts if shown is not toast]

    def clear_private(self) -> None:
        """Drop every toast but the public ones."""
        self.toasts = [toast for toast in self.toasts if toast.public]

    def update(self, dt: float) -> None:
        for toast in self.toasts:
            toast.update(dt)
        self.toasts = [toast for toast in self.toasts if not toast.is_expired]

    def _placed(self, scale: float) -> list[tuple[Toast, pygame.Surface, int, pygame.Rect]]:
        """Each toast, newest first, with its card (shadow included), the shadow's margin
        and where the card itself stands at full size: stacked upward from the bottom
        of :attr:`rect`, never below it, nor above its top: an older card that would rise
        past it waits unseen (the newest always shows), so a narrow place (Yacht's, under
        the tray) keeps its cards off what stands above it."""
        bottom = self.rect.bottom
        gap = theme.px(theme.SPACE_S, scale)
        size_px = theme.text_px(theme.TextSize.BODY, scale)
        max_width = min(self.rect.width, theme.px(720, scale))
        placed: list[tuple[Toast, pygame.Surface, int, pygame.Rect]] = []
        for toast in reversed(self.toasts):
            card, margin = _toast_surface(toast.text, toast.error, size_px, max_width)
            # The card's face: the shadow's margin on every side, half a margin more below.
            width = card.get_width() - 2 * margin
            height = card.get_height() - 2 * margin - margin // 2
            face = pygame.Rect(self.rect.centerx - width // 2, bottom - height, width, height)
            if placed and face.top < self.rect.top:
                break
            placed.append((toast, card, margin, face))
            bottom = face.top - gap
        return placed

    def rects(self, size: tuple[int, int]) -> list[pygame.Rect]:
        """Where the toasts' cards stand on a screen of ``size`` (newest first)."""
        return [face for _, _, _, face in self._placed(theme.ui_scale(size))]

    def draw(self, surface: pygame.Surface) -> None:
        for toast, card, margin, face in self._placed(theme.ui_scale(surface.get_size())):
            width = max(1, round(card.get_width() * (0.9 + 0.1 * toast.pop)))
            height = max(1, round(card.get_height() * (0.9 + 0.1 * toast.pop)))
            shown = card if (width, height) == card.get_size() else pygame.transform.smoothscale(
                card, (width, height))
            # The card grows from its face's centre as it pops in.
            position = (face.centerx - round((margin + face.width / 2) * width / card.get_width()),
                        face.centery - round((margin + face.height / 2) * height
                                             / card.get_height()))
            paint.blit_alpha(surface, shown, position, toast.alpha)


@lru_cache(maxsize=32)
def _toast_surface(
    text: str, error: bool, size_px: int, max_width: int
) -> tuple[pygame.Surface, int]:
    """The toast card with its shadow, and the shadow margin around the card itself."""
    ink = theme.PAPER if error else theme.INK
    pad_x, pad_y = size_px, round(size_px * 0.6)
    label = assets.text(text, size_px, ink, bold=error, wrap_width=max_width - 2 * pad_x)
    width, height = label.get_width() + 2 * pad_x, label.get_height() + 2 * pad_y
    blur = max(3, size_px // 3)
    pad = 2 * blur  # room for the shadow on every side
    card = pygame.Surface((width + 2 * pad, height + 2 * pad + blur), pygame.SRCALPHA)
    card.blit(paint.drop_shadow((width, height), height // 3, blur), (0, blur))
    if error:
        panel = paint.gradient_panel((width, height), theme.lighter(theme.BRICK, 0.1),
                                     theme.BRICK_DARK, min(height // 2, size_px), theme.BRICK_DARK,
                                     2, True)
    else:
        panel = paint.paper_panel((width, height), min(height // 2, size_px))
    card.blit(panel, (pad, pad))
    card.blit(label, label.get_rect(center=(pad + width // 2, pad + height // 2)))
    return card, pad
