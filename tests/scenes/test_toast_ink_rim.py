"""A neutral toast ("Too quick: look at the table…") stands out over a busy board (trial s34
O/011: pale over Big Shot's map): its paper card has an ink rim, the same for every game."""

from __future__ import annotations

import pygame

from scenes.shell import theme
from scenes.widgets.toast import _toast_surface


def test_a_neutral_toast_has_an_ink_rim() -> None:
    pygame.init()
    card, pad = _toast_surface("Too quick: look at the table, then press again.", False, 33,
                               900)
    middle = card.get_height() // 2 - pad // 2
    edge = [card.get_at((pad + step, middle))[:3] for step in range(3)]
    assert any(sum(colour) < sum(theme.INK) + 60 for colour in edge), edge
