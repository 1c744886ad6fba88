"""Polterfass's paper art: an order card's face (in a coaster's order, a guest's fanned hand,
under the next revealed card) and a guest's beer coaster over its shadow. Where they lie on
the table is :mod:`scenes.games.polterfass.tally`'s."""

from __future__ import annotations

import pygame

from scenes.games.polterfass.barrel_art import MAT, MAT_SHADE
from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from tabletop.games.polterfass import CARDS

REVEALED_STEP = 0.66
"""How far the second card of a revealed order lies from the first, in card widths (wider
apart, the orders' places beside the coasters shrank the mat and its plaque's words)."""


def paint_order_card(value: int, size: tuple[int, int]) -> pygame.Surface:
    """An order card: cream paper, a beer mug in the corner and the number large."""
    return _order_face(value, size, 0.5)


FAN_SHOWN = 0.5
"""The least share of an order card's width the next one leaves showing in a guest's fan
(0.51 of it with the log open, 0.58 without, at every window size)."""


def paint_fanned_order_card(value: int, size: tuple[int, int]) -> pygame.Surface:
    """An order card in a guest's fan: its large number in the middle of the part the next
    card leaves showing, the last card's (no card lies on it) in its middle. In the card's
    middle the next card hid its right side, and a chosen 5, lifted, half the 4 (trial
    U/013)."""
    return _order_face(value, size, 0.5 if value == CARDS[-1] else FAN_SHOWN / 2)


def paint_covered_order_card(value: int, size: tuple[int, int]) -> pygame.Surface:
    """A revealed order's card that the next one lies over: its large number stands in the
    middle of the part left showing (:data:`REVEALED_STEP`), not the card's. In the card's
    middle the next card hid half of it, and only the corner's small number read from the
    sofa (trial s36 S/014: a "1" under a "3")."""
    return _order_face(value, size, REVEALED_STEP / 2)


@sized_by_window(maxsize=64)
def _order_face(value: int, size: tuple[int, int], across: float) -> pygame.Surface:
    """An order card's face with its large number ``across`` the card's width."""
    width, height = size
    radius = max(4, width // 10)
    face = paint.gradient_panel(size, theme.IVORY, theme.IVORY_SHADE, radius,
                                theme.darker(theme.IVORY_SHADE, 0.25), 1, True).copy()
    band = pygame.Rect(width // 10, height // 10, width - width // 5, height - height // 5)
    pygame.draw.rect(face, theme.mix(theme.GOLD_LIGHT, theme.IVORY, 0.5), band,
                     border_radius=radius)
    pygame.draw.rect(face, theme.GOLD_DARK, band, max(1, width // 40), border_radius=radius)
    number = assets.text(str(value), max(8, round(height * 0.42)), theme.INK, bold=True)
    face.blit(number, number.get_rect(center=(round(width * across), round(height * 0.52))))
    # The corner number is what a fanned hand shows of each card: 0.14 of the card was
    # 20 px at 1080 with the log open beside the mat (issue #32 asks 22).
    small = assets.text(str(value), max(6, round(height * 0.16)), theme.BRICK_DARK, bold=True)
    face.blit(small, (width // 7, height // 9))
    draw_mug(face, (round(width * 0.78), round(height * 0.2)), max(4, width // 7))
    return paint.ready(face)


def draw_mug(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A small beer mug: glass, foam, handle."""
    body = pygame.Rect(0, 0, size, round(size * 1.2))
    body.center = centre
    pygame.draw.rect(surface, theme.GOLD, body, border_radius=max(1, size // 5))
    pygame.draw.rect(surface, theme.GOLD_DARK, body, max(1, size // 8),
                     border_radius=max(1, size // 5))
    foam = pygame.Rect(body.x - 1, body.y - size // 4, body.width + 2, size // 2)
    pygame.draw.ellipse(surface, theme.IVORY, foam)
    pygame.draw.ellipse(surface, theme.IVORY_SHADE, foam, 1)
    handle = pygame.Rect(body.right - size // 6, body.y + size // 4, size // 2, size // 2 + 2)
    pygame.draw.ellipse(surface, theme.GOLD_DARK, handle, max(1, size // 7))


@sized_by_window(maxsize=16)
def coaster_disc(radius: int, slot: int) -> pygame.Surface:
    """A round cardboard coaster rimmed in its guest's colour, the seat symbol printed on it."""
    size = radius * 2 + 4
    disc = pygame.Surface((size, size), pygame.SRCALPHA)
    centre = (size // 2, size // 2)
    style = theme.seat_style(slot)
    pygame.draw.circle(disc, theme.darker(style.colour, 0.45), centre, radius + 1)
    pygame.draw.circle(disc, style.colour, centre, radius - 1)
    pygame.draw.circle(disc, MAT_SHADE, centre, round(radius * 0.82))
    pygame.draw.circle(disc, MAT, (centre[0] - 1, centre[1] - 1), round(radius * 0.78))
    theme.draw_seat_symbol(disc, slot, (centre[0], centre[1] - radius * 0.7 + 2), radius * 0.12)
    return paint.ready(disc)


COASTER_SHADOW = (2, 4), 5, 120
"""A coaster's shadow: its offset, blur and darkness."""


@sized_by_window(maxsize=16)
def shadowed_coaster(radius: int, slot: int) -> tuple[pygame.Surface, tuple[int, int]]:
    """The coaster over its shadow in one surface, and where the coaster sits in it: one
    blit a frame, not two blends (each coaster's shadow alone took 0.2 ms a frame)."""
    disc = coaster_disc(radius, slot)
    (dx, dy), blur, alpha = COASTER_SHADOW
    shadow = paint.drop_shadow((radius * 2, radius * 2), radius, blur, alpha)
    # The shadow is the disc's 2 px in, 2 * blur wider on every side, moved by its offset.
    left, top = 2 * blur - 2 - dx, 2 * blur - 2 - dy
    composite = pygame.Surface((shadow.get_width(), shadow.get_height()), pygame.SRCALPHA)
    composite.blit(shadow, (0, 0))
    composite.blit(disc, (left, top))
    return paint.ready(composite, rle=True), (left, top)
