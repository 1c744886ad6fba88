"""Keyboard and controller focus over any piece on screen, with one focus ring.

Buttons, cards in a hand, dice, map regions and track spaces all take the
focus the same way: they are :class:`Focusable`, and a :class:`FocusRing`
moves the one gold glow between them (Tab, arrow keys, hovering with the
mouse) and activates the focused one with Enter or Space. Each piece draws
the glow itself with :func:`draw_focus_glow` (or keeps a :class:`FocusGlow`
that eases it in and out), so focus looks the same on every piece.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Iterable
from typing import Generic, Protocol, TypeVar

import pygame

from scenes.shell import theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
REACH_KEYS = (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)
"""The keys that move the keyboard's focus (the controller's D-pad sends the arrows): on a
screen where the focus rests unshown (:meth:`FocusRing.rest`), the first of them shows it,
and a screen that takes Enter only for a choice the player made waits for one of them."""


class Focusable(Protocol):
    """A piece the focus ring can move to: it knows where it is and what pressing it does."""

    focused: bool
    hovered: bool

    @property
    def enabled(self) -> bool: ...

    def bounds(self) -> pygame.Rect:
        """Where the piece is on screen now."""
        ...

    def activate(self) -> bool:
        """Press the piece as if clicked; False when it cannot be pressed now."""
        ...

    def handle_event(self, event: pygame.event.Event) -> bool: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class Pressable(ABC):
    """The mouse half of a focusable piece, the same for every piece: hovering marks it,
    and pressing then releasing the left button on it activates it (a press dragged off
    the piece before release does nothing, as on a button). A piece says where it takes
    the pointer with :meth:`is_under` (its shape, and whether it listens now)."""

    hovered: bool
    _pressed = False

    @abstractmethod
    def is_under(self, point: tuple[int, int]) -> bool:
        """True where this piece takes the pointer now."""

    @abstractmethod
    def activate(self) -> bool:
        """Press the piece as if clicked; False when it cannot be pressed now."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.is_under(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed = self.is_under(event.pos)
            return self._pressed
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was, self._pressed = self._pressed, False
            return was and self.is_under(event.pos) and self.activate()
        return False


def draw_focus_glow(surface: pygame.Surface, rect: pygame.Rect, radius: int, amount: float,
                    clock: float, angle: float = 0.0) -> None:
    """The focus ring's look: a softly pulsing gold glow around ``rect`` (``amount`` 0..1),
    clear inside (:func:`paint.glow`), so text under it stays readable; turned ``angle``
    degrees about its centre with a turned piece (a fanned hand's outer card: upright, its
    band stood out over the bare felt beside the card)."""
    if amount <= 0.02:
        return
    pulse = 0.82 + 0.18 * math.sin(clock * 4.0)
    # The halo alone fades into cream paper and gold buttons; a bright band with dark
    # edges around the piece reads on felt, paper and gold alike, so the keyboard's
    # place is seen from the sofa.
    halo, band = _focus_look(rect.size, radius, round(angle, 1))
    centre = rect.center
    paint.blit_alpha(surface, halo, halo.get_rect(center=centre).topleft, amount * pulse)
    paint.blit_alpha(surface, band, band.get_rect(center=centre).topleft, amount)


@sized_by_window(maxsize=32)
def _focus_look(size: tuple[int, int], radius: int,
                angle: float) -> tuple[pygame.Surface, pygame.Surface]:
    """The halo and the band around a piece of ``size``, both centred on it, turned
    ``angle`` degrees (kept: a turned card is drawn every frame while it has the focus)."""
    halo = paint.glow(size, radius, max(6, size[1] // 4), theme.GOLD)
    band = _focus_band(size, radius)
    if not angle:
        return halo, band
    return (paint.ready(pygame.transform.rotozoom(halo, angle, 1.0)),
            paint.ready(pygame.transform.rotozoom(band, angle, 1.0)))


@sized_by_window(maxsize=32)
def _focus_band(size: tuple[int, int], radius: int) -> pygame.Surface:
    """A gold band hugging ``size`` a few pixels outside it, rimmed dark on both edges."""
    width = max(3, min(size) // 14)
    gap = max(2, width // 2)
    inset = gap + width + 2
    box = pygame.Rect(0, 0, size[0] + 2 * inset, size[1] + 2 * inset)
    band = pygame.Surface(box.size, pygame.SRCALPHA)
    outer_radius = radius + inset
    pygame.draw.rect(band, theme.GOLD_DARK, box, width + 2, border_radius=outer_radius)
    pygame.draw.rect(band, theme.GOLD_LIGHT, box.inflate(-2, -2), width,
                     border_radius=outer_radius - 1)
    return paint.ready(band)


class FocusGlow:
    """The focus ring's look on one piece: a gold glow that eases in and out and pulses."""

    def __init__(self) -> None:
        self.amount = 0.0
        self._target = 0.0
        self._clock = 0.0

    def update(self, dt: float, shown: bool) -> None:
        self._clock += dt
        target = self._target = 1.0 if shown else 0.0
        self.amount = target + (self.amount - target) * math.exp(-14.0 * dt)

    @property
    def is_settled(self) -> bool:
        """The glow has eased all the way in or out (nothing to redraw for it)."""
        return abs(self.amount - self._target) < 0.01

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, radius: int,
             angle: float = 0.0) -> None:
        draw_focus_glow(surface, rect, radius, self.amount, self._clock, angle)


class RectPiece(Pressable):
    """A pressable piece that stands in a rectangle (a chip, a lane, a cube in hand, a
    pile of seals, a region in its box), the same in every game: it takes the pointer
    only while it can be pressed, so a piece that cannot never shows a hover, and its
    gold glow eases in while it is focused and can be pressed.

    A subclass says what pressing does (:meth:`activate`), whether it can be pressed now
    (:attr:`enabled`, a flag or a rule of its own) and, for a shape other than its
    rectangle, :meth:`contains`.
    """

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.focused = False
        self.hovered = False
        self.glow = FocusGlow()

    @property
    def enabled(self) -> bool:
        return True

    def bounds(self) -> pygame.Rect:
        return self.rect

    def contains(self, point: tuple[float, float]) -> bool:
        return bool(self.rect.collidepoint(point))

    def is_under(self, point: tuple[int, int]) -> bool:
        return self.enabled and self.contains(point)

    def update(self, dt: float) -> None:
        self.glow.update(dt, self.focused and self.enabled)

    @property
    def is_settled(self) -> bool:
        """The glow has arrived where the focus wants it."""
        target = 1.0 if self.focused and self.enabled else 0.0
        return abs(self.glow.amount - target) < 0.01


F = TypeVar("F", bound=Focusable)


class FocusRing(Generic[F]):
    """Keyboard focus over a group of pieces (a menu, a dialog, a hand of cards, a board).

    Tab / Shift-Tab follow the list order; arrow keys move to the nearest
    piece in that direction (wrapping along the list when there is none, unless
    ``wraps`` is off);
    Enter or Space activate the focused piece. Disabled pieces are skipped.
    Pieces are buttons or anything else :class:`Focusable`; the list is
    called ``buttons`` for the common case.
    """

    def __init__(self, pieces: Iterable[F] = (), *, focus_first: bool = True) -> None:
        self.buttons: list[F] = list(pieces)
        self.focused: F | None = None
        self._pointer_focus = False
        """The focus came from hovering (it leaves with the pointer), not from a key."""
        self._resting: F | None = None
        """Where the first key that moves the focus shows it while no piece has it
        (:meth:`rest`)."""
        self.wraps = True
        """An arrow with no piece in its direction moves along the list, round from the
        last piece to the first; off, it leaves the focus where it is."""
        if focus_first:
            self.focus(self._first_enabled())

    def add(self, piece: F) -> F:
        self.buttons.append(piece)
        if self.focused is None:
            self.focus(self._first_enabled())
        return piece

    def set_buttons(self, pieces: Iterable[F]) -> None:
        """Replace the group (after a layout change), keeping focus on a kept piece."""
        kept = self.focused
        for piece in self.buttons:  # a piece that leaves the group keeps no focus of its own
            piece.focused = False
        self.buttons = list(pieces)
        self.focus(kept if kept in self.buttons and kept.enabled else self._first_enabled())

    def focus(self, piece: F | None) -> None:
        for other in self.buttons:
            other.focused = other is piece
        self.focused = piece
        if piece is not None:
            self._resting = None

    def rest(self, piece: F | None) -> None:
        """No piece shows the focus, but the first Tab or arrow key shows it on ``piece``:
        the place a player who chose with the mouse left off, with no ring standing
        there meanwhile (a stale ring read as a choice of its own)."""
        self.focus(None)
        self._resting = piece

    @property
    def resting(self) -> F | None:
        """Where the first Tab or arrow key shows the focus while no piece has it (:meth:`rest`)."""
        return self._resting

    def _first_enabled(self) -> F | None:
        return next((piece for piece in self.buttons if piece.enabled), None)

    def _step(self, offset: int) -> None:
        enabled = [piece for piece in self.buttons if piece.enabled]
        if not enabled:
            self.focus(None)
            return
        if self.focused not in enabled:
            self.focus(enabled[0] if offset > 0 else enabled[-1])
            return
        index = enabled.index(self.focused)
        self.focus(enabled[(index + offset) % len(enabled)])

    def focus_next(self) -> None:
        self._step(1)

    def focus_previous(self) -> None:
        self._step(-1)

    def move(self, dx: int, dy: int) -> None:
        """Focus the nearest enabled piece in direction (dx, dy), or the next/previous one."""
        current = self.focused
        if current is None:
            self._step(1)
            return
        origin = pygame.Vector2(current.bounds().center)
        best: tuple[float, F] | None = None
        for piece in self.buttons:
            if piece is current or not piece.enabled:
                continue
            delta = pygame.Vector2(piece.bounds().center) - origin
            along = delta.x * dx + delta.y * dy
            if along <= 0:
                continue
            across = abs(delta.x * dy) + abs(delta.y * dx)
            score = along + 2.0 * across  # prefer pieces straight ahead
            if best is None or score < best[0]:
                best = (score, piece)
        if best is not None:
            self.focus(best[1])
        elif self.wraps:
            self._step(1 if dx + dy > 0 else -1)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Route one event; returns True when a piece or the focus used it."""
        if event.type == pygame.KEYDOWN:
            self._pointer_focus = False
            resting = self._resting
            if (event.key in REACH_KEYS and self.focused is None and resting in self.buttons
                    and resting is not None and resting.enabled):
                self.focus(resting)  # the first key shows where the focus rests
                return True
            if event.key == pygame.K_TAB:
                if event.mod & pygame.KMOD_SHIFT:
                    self.focus_previous()
                else:
                    self.focus_next()
                return True
            arrows = {pygame.K_LEFT: (-1, 0), pygame.K_RIGHT: (1, 0), pygame.K_UP: (0, -1),
                      pygame.K_DOWN: (0, 1)}
            if event.key in arrows:
                self.move(*arrows[event.key])
                return True
            if event.key in ACTIVATE_KEYS and self.focused is not None:
                return self.focused.activate()
            return any(piece.handle_event(event) for piece in self.buttons)
        if event.type == pygame.MOUSEMOTION:
            pointed = None
            for piece in self.buttons:
                piece.handle_event(event)
                if piece.hovered and piece.enabled and pointed is None:
                    pointed = piece
            if pointed is not None and pointed is not self.focused:
                self.focus(pointed)
                self._pointer_focus = True
            elif pointed is None and self._pointer_focus:
                # The pointer gave the focus and has left the piece (a die clicked into the
                # held row, a button moved off): no glow stays behind on it, to be read as
                # a look of its own (held, chosen) beside the pieces that have none.
                self.focus(None)
            return False
        used = False
        for piece in self.buttons:
            used = piece.handle_event(event) or used
        return used

    def update(self, dt: float) -> None:
        for piece in self.buttons:
            piece.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for piece in self.buttons:
            piece.draw(surface)
