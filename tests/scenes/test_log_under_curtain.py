"""L opens the game log over a privacy curtain (trial s31 I/022: with two persons a cover is
up almost always, and L only said to press Enter), and the log it shows then holds only
what everybody may see: no hand card, no hidden bet or money of either seat."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tests.scenes.test_game_base import app, frames, press
from tests.scenes.test_hand_over import _start, _to_curtain

__all__ = ["app"]


def _lines(scene: GameScene[Any], viewer: int | None) -> list[str]:
    """The log's lines as ``viewer`` (None: everybody) sees the game."""
    lines = (scene.driver.describe(event) for event in scene.driver.gate.view(viewer).log)
    return [line for line in lines if line]


def _private_lines(scene: GameScene[Any]) -> set[str]:
    """Lines some person's own view holds and the public view does not."""
    public = set(_lines(scene, None))
    persons = [seat for seat, config in enumerate(scene.session.seats) if config.is_person]
    return {line for seat in persons for line in _lines(scene, seat)} - public


@pytest.mark.parametrize("rested", [True, False], ids=["rested", "just_risen"])
@pytest.mark.parametrize("game_id", ["winners_circle", "big_shot", "wizard_extreme"])
def test_l_opens_the_public_log_over_the_curtain(app: App, game_id: str, rested: bool) -> None:
    scene = _start(app, game_id)
    scene.frame.log.is_open = False
    curtain = _to_curtain(app, scene, lambda: bool(_private_lines(scene)), rested=rested)
    press(pygame.K_l)
    frames(app, 30)
    manager = app.context.manager
    assert manager.top is curtain, "L lifted the curtain"
    assert isinstance(curtain, CurtainScene)
    log = scene.frame.log
    assert log.is_open and log.is_still, "L did nothing under the curtain"
    surface = app.surface
    assert isinstance(surface, pygame.Surface)
    manager.draw(surface)
    shown = [text for text, _ in log.entries]
    assert shown == _lines(scene, None), "the log under the curtain is not the public one"
    leaked = _private_lines(scene) & set(shown)
    assert not leaked, f"private facts in the log under the curtain: {leaked}"
    press(pygame.K_l)
    frames(app, 30)
    assert not log.is_open and manager.top is curtain
