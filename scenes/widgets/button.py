"""Buttons that work from the mouse and the keyboard.

pygame_gui buttons cannot take keyboard focus, so menus and game scenes use
these. A :class:`scenes.widgets.focus.FocusRing` owns a group of buttons (or
any other focusable piece: cards, dice, regions): Tab / Shift-Tab and the
arrow keys move the gold focus glow, Enter or Space press the focused button,
and each button's hotkey presses it directly. Hovering with the mouse moves
the focus too, so there is only ever one highlighted button.

Example::

    ring = FocusRing([
        Button(rect_a, "widgets.resume", on_click=resume),
        Button(rect_b, "menu.quit", on_click=quit_game, style=ButtonStyle.SECONDARY),
    ])
    # each frame
    for event in events:
        ring.handle_event(event)
    ring.update(dt)
    ring.draw(screen)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import Enum
from typing import Any

import pygame

from scenes.shell import assets, audio, theme
from scenes.shell.input import ControllerInput
from scenes.shell.theme import Colour
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.focus import draw_focus_glow
from tabletop.i18n import Words

_covered = False
"""True while a scene beneath another draws (:func:`drawn_covered`)."""


@contextmanager
def drawn_covered() -> Iterator[None]:
    """Buttons drawn inside show no hover: a scene beneath a dialog is drawn as it was,
    and the button the pointer was over stayed lit through the dark scrim, as if the
    dialog let it be clicked (trial s33 M/019)."""
    global _covered
    _covered = True
    try:
        yield
    finally:
        _covered = False


_KEY_NAME_KEYS = {
    pygame.K_SPACE: "widgets.key_space",
    pygame.K_RETURN: "widgets.key_enter",
    pygame.K_ESCAPE: "widgets.key_escape",
    pygame.K_TAB: "widgets.key_tab",
    pygame.K_BACKSPACE: "widgets.key_backspace",
}


def key_label(words: Words, key: int, controller: ControllerInput | None) -> str:
    """A short, translated name for a key, as printed on a keycap hint.

    While ``controller`` says a game controller is in use, the controller button
    that presses the key ("A" for Enter, "B" for Esc...).
    """
    pad = controller.button_label(key) if controller is not None else None
    if pad is not None:
        return pad
    if key in _KEY_NAME_KEYS:
        return words(_KEY_NAME_KEYS[key])
    return pygame.key.name(key).upper()


class ButtonStyle(Enum):
    PRIMARY = "primary"  # gold: the main thing to do now
    SECONDARY = "secondary"  # paper: everything else
    DANGER = "danger"  # brick: quit, abandon


# (top colour, bottom colour, rim, text) per style.
_STYLE_COLOURS: dict[ButtonStyle, tuple[Colour, Colour, Colour, Colour]] = {
    ButtonStyle.PRIMARY: (theme.GOLD_LIGHT, theme.GOLD, theme.GOLD_DARK, theme.INK),
    ButtonStyle.SECONDARY: (theme.PAPER, theme.PAPER_SHADE, theme.PAPER_RIM, theme.INK),
    # Brick no lighter than BRICK at the top: paper words keep 4.5:1 on all of it.
    ButtonStyle.DANGER: (theme.BRICK, theme.mix(theme.BRICK, theme.BRICK_DARK, 0.5),
                         theme.darker(theme.BRICK_DARK, 0.2), theme.PAPER),
}


def _approach(current: float, target: float, dt: float, rate: float = 14.0) -> float:
    """Frame-rate independent smoothing toward ``target``."""
    return target + (current - target) * math.exp(-rate * dt)


class Button:
    """A tactile button with a translated label.

    ``label_key`` is a translation key looked up every draw in ``words``, the
    :class:`~tabletop.i18n.Words` of the screen that laid the button out (a screen lays
    out again after a language switch and hands over the new ones); ``label_args``
    fills its ``{name}`` fields.
    ``text`` gives literal text instead (a player's name). ``hotkey`` is a
    pygame key constant that presses the button and is shown as a keycap.
    All sizes derive from ``rect``, which may be moved or resized any time.
    ``controller`` (the context's input) makes the hint name a controller's button
    while one is in use; without it the hint always names the key.
    """

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label_key: str | None = None,
        *,
        label_args: dict[str, Any] | None = None,
        text: str | None = None,
        on_click: Callable[[], None] | None = None,
        hotkey: int | None = None,
        hint: str | None = None,
        pad_hint: str | None = None,
        style: ButtonStyle = ButtonStyle.PRIMARY,
        enabled: bool = True,
        sound: str | None = "click",
        controller: ControllerInput | None = None,
        words: Words | None = None,
    ) -> None:
        self.controller = controller
        self.words = words
        self.rect = pygame.Rect(rect)
        self.label_key = label_key
        self.label_args: dict[str, Any] = dict(label_args or {})
        self.text = text
        self.on_click = on_click
        self.hotkey = hotkey
        self.hint = hint
        self.pad_hint = pad_hint
        """The controller button shown for :attr:`hint` while a controller is in use."""
        """A keycap text for a shortcut that is no single key ("Ctrl+Z"); None: the hotkey's."""
        self.style = style
        self.enabled = enabled
        self.sound = sound
        self.side_room = (0, 0)
        """Pixels kept free at the face's left and right for a picture the screen draws on
        the button (a token, a seat's symbol); the label centres between them."""
        self.focused = False
        self.label_cap: int | None = None
        """The largest size the label is drawn at (None: as large as the face allows), so a
        row of buttons reads at one size (the menu's Play, Learn and Resume)."""
        self._hint_px: int | None = None
        """ART.md's small size at the scale of the surface last drawn on; None before the
        first draw, when :meth:`label_px` may already measure (a screen's layout)."""
        self.hovered = False
        self.pressed = False
        self._hover_amount = 0.0
        self._press_amount = 0.0
        self._focus_amount = 0.0
        self._clock = 0.0

    # ------------------------------------------------------------ motion (a subclass draws by it)

    @property
    def hover_amount(self) -> float:
        """0 to 1: how far the hover's highlight has come (it eases in and out)."""
        return self._hover_amount

    @property
    def press_amount(self) -> float:
        """0 to 1: how far the face is pressed down."""
        return self._press_amount

    @property
    def focus_amount(self) -> float:
        """0 to 1: how far the keyboard focus's glow has come; 0 on a button that cannot be
        pressed now, whatever glow it had (trial X/006: Big Shot's grey Place cubes wore the
        ring it had when last pressed, kept while it stood out of the table's ring)."""
        return self._focus_amount if self.enabled else 0.0

    @property
    def clock(self) -> float:
        """Seconds of the button's own time, for pulses and a blinking caret."""
        return self._clock

    # ------------------------------------------------------------ content

    @property
    def label(self) -> str:
        """The text shown now, in the language of :attr:`words`."""
        if self.text is not None:
            return self.text
        if self.label_key is None:
            return ""
        return self.shown_words()(self.label_key, **self.label_args)

    def shown_words(self) -> Words:
        """The words the button speaks, handed over by the screen that laid it out."""
        assert self.words is not None, f"button {self.label_key!r} laid out without words"
        return self.words

    def set_label(self, label_key: str, **label_args: Any) -> None:
        self.label_key, self.label_args, self.text = label_key, label_args, None

    def set_text(self, text: str) -> None:
        self.text = text

    # ------------------------------------------------------------ input

    def contains(self, point: tuple[int, int]) -> bool:
        return self.rect.collidepoint(point)

    def bounds(self) -> pygame.Rect:
        """Where the button is, for arrow-key moves of the focus."""
        return self.rect

    def activate(self) -> bool:
        """Press the button as if clicked; returns False when disabled."""
        return self.press_for(self.on_click)

    def press_for(self, action: Callable[[], None] | None) -> bool:
        """Press the button, dip and sound, for ``action``; False when disabled."""
        if not self.enabled:
            return False
        self._press_amount = 1.0  # a visible dip even for a key press
        if self.sound:
            audio.play(self.sound)
        if action is not None:
            action()
        return True

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Mouse and hotkey handling; returns True when the event was used."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.contains(event.pos):
                self.pressed = self.enabled
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.contains(event.pos):
                return self.activate()
            return False
        if (
            event.type == pygame.KEYDOWN
            and self.hotkey is not None
            and event.key == self.hotkey
            and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        ):
            return self.activate()
        return False

    # ------------------------------------------------------------ drawing

    def update(self, dt: float) -> None:
        self._clock += dt
        self._hover_amount = _approach(self._hover_amount, float(self.hovered and self.enabled),
                                       dt)
        self._press_amount = _approach(self._press_amount, float(self.pressed), dt, 22.0)
        # A button greyed out drops its glow at once: no ring fades on it.
        self._focus_amount = (_approach(self._focus_amount, float(self.focused), dt)
                              if self.enabled else 0.0)

    @property
    def is_settled(self) -> bool:
        """True when hover, press and focus have finished fading to their targets."""
        targets = ((self._hover_amount, float(self.hovered and self.enabled)),
                   (self._press_amount, float(self.pressed)),
                   (self._focus_amount, float(self.focused and self.enabled)))
        return all(abs(amount - target) < 0.01 for amount, target in targets)

    @property
    def is_at_rest(self) -> bool:
        """Nobody points at it and no hover, press or focus shows: it looks as it always
        does with its rect, label, style and ``enabled`` (a screen may cache it)."""
        return self.is_settled and max(self._hover_amount, self._press_amount,
                                       self._focus_amount) < 0.01

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        radius = max(4, rect.height // 4)
        depth = max(2, rect.height // 12)  # height of the button's edge under its face
        face_h = rect.height - depth
        dip = round(depth * self._press_amount)
        top, bottom, rim, ink = _STYLE_COLOURS[self.style]
        if not self.enabled:
            top, bottom, rim, ink = (theme.lighter(theme.DISABLED, 0.3), theme.DISABLED,
                                     theme.darker(theme.DISABLED, 0.25), theme.DISABLED_INK)
        elif self._hover_amount > 0.02 and not _covered:
            top = theme.mix(top, (255, 255, 255), 0.18 * self._hover_amount)
            bottom = theme.mix(bottom, (255, 255, 255), 0.12 * self._hover_amount)

        if self.enabled:
            paint.draw_shadow(surface, pygame.Rect(rect.x, rect.y + depth, rect.w, face_h),
                              radius, offset=(0, depth + 1 - dip), blur=max(2, depth * 2),
                              alpha=130)
        draw_focus_glow(surface, pygame.Rect(rect.x, rect.y + dip, rect.w, face_h + depth - dip),
                        radius, self.focus_amount, self._clock)
        edge = paint.gradient_panel((rect.w, face_h), theme.darker(rim, 0.1),
                                    theme.darker(rim, 0.3), radius, None, 0, False)
        surface.blit(edge, (rect.x, rect.y + depth))
        face = paint.gradient_panel((rect.w, face_h), top, bottom, radius, rim, 1, True)
        face_rect = pygame.Rect(rect.x, rect.y + dip, rect.w, face_h)
        surface.blit(face, face_rect.topleft)
        self._draw_content(surface, face_rect, ink)

    def label_px(self) -> int:
        """The size the label is drawn at now: as large as the face allows, smaller only
        when it would not fit (a screen checks its labels are not shrunk)."""
        face_height = self.rect.height - max(2, self.rect.height // 12)
        padding = max(6, face_height // 3)
        hint = self._hint_surface(face_height)
        left, right = self.side_room
        available = (self.rect.width - left - right - 2 * padding
                     - (hint.get_width() + padding // 2 if hint else 0))
        size = assets.fit_text_px(self.label, round(face_height * 0.44), max(10, available),
                                  bold=True)
        return size if self.label_cap is None else min(size, self.label_cap)

    def _draw_content(self, surface: pygame.Surface, face: pygame.Rect, ink: Colour) -> None:
        padding = max(6, face.height // 3)
        self._hint_px = theme.text_px(theme.TextSize.SMALL, theme.ui_scale(surface.get_size()))
        hint = self._hint_surface(face.height)
        left, right = self.side_room
        face = pygame.Rect(face.x + left, face.y, face.width - left - right, face.height)
        label = self.label
        size = self.label_px()
        label_surface = assets.text(label, size, ink, bold=True)
        label_rect = label_surface.get_rect(center=face.center)
        if hint is not None:
            label_rect.centerx -= (hint.get_width() + padding // 2) // 2
            hint_rect = hint.get_rect(midleft=(label_rect.right + padding // 2, face.centery))
            surface.blit(hint, hint_rect)
        surface.blit(label_surface, label_rect)

    @property
    def key_hint(self) -> str | None:
        """The keycap's text (the hotkey's name, :attr:`hint`, or :attr:`pad_hint` while a
        controller is in use); None without one, and on a button that cannot be pressed
        now: a key shown is a key that works (a replay's greyed Roll shows no Space)."""
        if not self.enabled:
            return None
        pad = self.controller is not None and self.controller.using_controller
        if self.pad_hint is not None and pad:
            return self.pad_hint
        if self.hint is not None:
            return self.hint
        return None if self.hotkey is None else key_label(self.shown_words(), self.hotkey,
                                                          self.controller)

    def _hint_surface(self, face_height: int) -> pygame.Surface | None:
        """A small keycap showing the hotkey (or :attr:`hint`), or None without one.

        Never smaller than ART.md's small size at the window's scale.
        """
        label = self.key_hint
        if label is None:
            return None
        pad = self.controller is not None and self.controller.using_controller
        small = self._hint_px if self._hint_px is not None else _window_small_px()
        size = max(small, round(face_height * 0.3))  # never below the small size
        if label in PAD_BUTTON_COLOURS and pad:
            return pad_button(label, size, self.enabled)
        return _keycap(label, size, self.enabled)


def _window_small_px() -> int:
    """ART.md's small size at the window's scale: the keycap a layout measures before the
    button's first draw is the one drawn (it was a fixed 16 px, so Big Shot's Loan room
    was laid out for an 18 px "K" that is drawn at 24 px at 1920x1080)."""
    window = pygame.display.get_surface()
    size = window.get_size() if window is not None else theme.REFERENCE_SIZE
    return theme.text_px(theme.TextSize.SMALL, theme.ui_scale(size))


PAD_BUTTON_COLOURS: dict[str, Colour] = {
    "A": (0x3C, 0x9A, 0x3C), "B": theme.BRICK, "X": (0x2F, 0x6F, 0xC0), "Y": theme.GOLD_DARK,
}
"""Face buttons drawn round, in the colours printed on common controllers."""


@sized_by_window(maxsize=32)
def pad_button(label: str, size_px: int, enabled: bool = True) -> pygame.Surface:
    """A controller face button as a hint: a coloured disc with its letter."""
    text_surface = assets.text(label, size_px, theme.PAPER, bold=True)
    side = text_surface.get_height() + 2
    disc = pygame.Surface((side, side), pygame.SRCALPHA)
    colour = PAD_BUTTON_COLOURS[label] if enabled else theme.DISABLED
    pygame.draw.circle(disc, theme.darker(colour, 0.3), (side // 2, side // 2), side // 2)
    pygame.draw.circle(disc, colour, (side // 2, side // 2), side // 2 - max(1, side // 14))
    disc.blit(text_surface, text_surface.get_rect(center=(side // 2, side // 2)))
    return disc


def key_hint(label: str, size_px: int, pad: bool) -> pygame.Surface:
    """A keycap (or, with ``pad``, a controller's face button) for ``label``, as a button
    shows its hotkey: for a piece that is no button (a card to play) to name its key."""
    if pad and label in PAD_BUTTON_COLOURS:
        return pad_button(label, size_px)
    return _keycap(label, size_px, True)


@sized_by_window(maxsize=64)
def _keycap(label: str, size_px: int, enabled: bool) -> pygame.Surface:
    text_surface = assets.text(label, size_px, theme.INK if enabled else theme.DISABLED_INK,
                               bold=True)
    pad_x = max(4, size_px // 2)
    height = text_surface.get_height() + 2
    width = max(height, text_surface.get_width() + 2 * pad_x)
    cap = paint.gradient_panel((width, height), theme.IVORY, theme.IVORY_SHADE,
                               max(3, height // 4), theme.darker(theme.PAPER_RIM, 0.2), 1,
                               False).copy()
    cap.blit(text_surface, text_surface.get_rect(center=(width // 2, height // 2)))
    cap.set_alpha(225)
    return cap
