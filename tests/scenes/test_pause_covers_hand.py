"""The pause menu dims the table but does not hide it: a hand (Wizard Extreme) or a purse
(Big Shot with hidden money) shown to one of two persons goes back behind its cover when
the menu opens, and comes back only with its owner's press after the game resumes (trial
s19 read Ben's hidden 20M in the top bar and panel behind the pause menu)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.curtain import CurtainScene
from scenes.screens.pause import PauseScene
from scenes.shell.app import App
from tests.scenes.test_game_base import app, frames, press
from tests.scenes.test_hand_over import _release, _start, _to_curtain

__all__ = ["app"]


@pytest.mark.parametrize("game_id", ["wizard_extreme", "big_shot"])
def test_the_pause_menu_covers_what_was_shown_to_one_person(app: App, game_id: str) -> None:
    scene = _start(app, game_id)
    curtain = _to_curtain(app, scene)
    manager, driver = app.context.manager, scene.driver
    press(pygame.K_RETURN)
    _release(pygame.K_RETURN)
    frames(app, 40)
    assert manager.top is scene and driver.viewer == curtain.seat, "the cover did not lift"
    press(pygame.K_ESCAPE)
    _release(pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(manager.top, PauseScene)
    assert driver.viewer is None, "the private view stayed on the table behind the menu"
    assert driver.view().viewer is None
    if game_id == "wizard_extreme":
        assert not scene.hand.cards, "the hand stayed face up behind the menu"  # type: ignore[attr-defined]
    press(pygame.K_ESCAPE)  # the pause key resumes
    _release(pygame.K_ESCAPE)
    frames(app, 40)
    top = manager.top
    assert isinstance(top, CurtainScene) and top.seat == curtain.seat, \
        "the owner's press does not bring the hand back"
