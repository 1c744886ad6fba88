"""A neutral toast ("Too quick: look at the table…") stands out over a busy board (trial s34
O/011: pale over Big Shot's map): its paper card has an ink rim, the same for every game,
and it stays whole long enough to be read."""

from __future__ import annotations

import pygame

from scenes.shell import theme
from scenes.shell.app import App
from scenes.widgets.toast import _toast_surface
from tabletop.core.seats import SeatConfig
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app

__all__ = ["app"]


def test_a_neutral_toast_has_an_ink_rim() -> None:
    pygame.init()
    card, pad = _toast_surface("Too quick: look at the table, then press again.", False, 33,
                               900)
    middle = card.get_height() // 2 - pad // 2
    edge = [card.get_at((pad + step, middle))[:3] for step in range(3)]
    assert any(sum(colour) < sum(theme.INK) + 60 for colour in edge), edge


def test_too_quick_stays_whole_long_enough_to_read(app: App) -> None:
    """"Too quick: look at the table, then press again." stayed 2 s, fading for the last
    0.45: caught fading, it read as pale over the map (trial s34 O/011). It stands whole
    for 2.5 s."""
    scene = start(app, [SeatConfig("Ann", 0), SeatConfig("Bo", 1)])
    scene.driver.manners.say_too_quick()
    words = app.context.words("table.too_quick")
    (toast,) = [toast for toast in scene.frame.toasts.toasts if toast.text == words]
    toast.age = 2.5
    assert toast.alpha == 1.0
