"""A horse card's symbols read from the sofa: drawn in full ink on the card's cream, at
least 7:1 (WCAG's enhanced contrast) wherever the symbol is solid, in every column, not
only the rolled one (trial s24 A/185: grey symbols on cream, hard to make out)."""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.art import card_face, symbol_icon
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.games.winners_circle_data import Symbol
from tests.scenes.test_game_base import app

__all__ = ["app"]

SOFA_CONTRAST = 7.0


def _luminance(colour: tuple[int, int, int]) -> float:
    parts = [(c / 255) / 12.92 if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4
             for c in colour]
    return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]


def _contrast(one: tuple[int, int, int], other: tuple[int, int, int]) -> float:
    dark, light = sorted((_luminance(one), _luminance(other)))
    return (light + 0.05) / (dark + 0.05)


def test_every_symbol_on_a_face_up_card_stands_out_from_the_sofa(app: App) -> None:
    width, height = 224, 62  # a lane's card in a 1920x1080 window
    card = card_face(1, (4, 12, 3, 3), (width, height), lit=-1, face_up=True, number_min=20)
    band = max(4, width // 14)
    cell_w = (width - band - 6) / 4
    for index in range(4):
        left = round(band + 4 + index * cell_w)
        # The symbol's part of the cell: its upper half, above the figure.
        pixels = [tuple(card.get_at((x, y)))[:3]
                  for x in range(left + 2, round(left + cell_w) - 2)
                  for y in range(4, height // 2)]
        darkest = min(pixels, key=_luminance)
        assert _contrast(darkest, theme.IVORY_SHADE) >= SOFA_CONTRAST, (
            f"column {index}: its symbol {darkest} is faint on the cream")


def _mirror_overlap(symbol: Symbol) -> float:
    """How much of ``symbol``'s ink its mirror image (left for right) covers."""
    icon = symbol_icon(symbol, 96)
    ink = pygame.mask.from_surface(icon, 128)
    mirrored = pygame.mask.from_surface(pygame.transform.flip(icon, True, False), 128)
    return ink.overlap_area(mirrored, (0, 0)) / ink.count()


def test_the_saddle_is_seen_from_the_side_not_as_a_face(app: App) -> None:
    """The saddle read as a bull's head (trial s26 A/134): a cantle and a horn like two
    horns over a flap and a stirrup in the middle, all but the same mirrored, as a face
    looking out is. Drawn from the side like the head and the cap, its cantle behind and
    its horn, fender and stirrup each on a side, its mirror image covers under 80% of it
    (the old one: 85%)."""
    assert _mirror_overlap(Symbol.HEAD) < 0.8  # the measure tells a side view
    assert _mirror_overlap(Symbol.SADDLE) < 0.8
