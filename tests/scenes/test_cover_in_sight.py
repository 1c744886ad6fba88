"""A cover is in sight a moment before any press lifts it (scenes/games/curtain.py,
``COVER_SIGHT_SECONDS``). Trial s34 O/001: after a trick was won, Enter pressed to hurry
the trick's end met the next person's cover as it rose; the keys had rested long, so the
press lifted it at once and the sofa saw Ann's whole hand without a cover in between."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.curtain import COVER_SIGHT_SECONDS
from scenes.shell.app import App
from tests.scenes.test_cover_lifts_on_enter import _on_to_a_cover
from tests.scenes.test_game_base import QUIET_SECONDS, app
from tests.scenes.test_hand_over import _start
from tests.scenes.test_key_bursts import Keyboard

__all__ = ["app"]


@pytest.mark.parametrize("game_id", ["wizard_extreme", "winners_circle", "big_shot",
                                     "polterfass"])
@pytest.mark.parametrize("press", [pygame.K_RETURN, "click"])
def test_a_press_as_the_cover_rises_does_not_lift_it(app: App, game_id: str,
                                                     press: int | str) -> None:
    scene = _start(app, game_id)
    cover = _on_to_a_cover(app, scene)  # the keys have rested all game: no press was made
    manager = app.context.manager
    keyboard = Keyboard(app)

    def press_it() -> None:
        if press == "click":
            spot = cover.curtain.rect.center
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, button=1, pos=spot))
        else:
            assert isinstance(press, int)
            keyboard.tap(press)

    keyboard.run(COVER_SIGHT_SECONDS / 3)
    press_it()
    keyboard.run(0.1)
    assert manager.top is cover, "a press as the cover rose lifted it"
    assert scene.driver.viewer is None, "the hand showed without its person's press"
    keyboard.run(QUIET_SECONDS)
    press_it()
    keyboard.run(0.1)
    assert manager.top is scene, "a press once the cover stood in sight lifts it"
    assert scene.driver.viewer == cover.seat


@pytest.mark.parametrize("game_id", ["wizard_extreme", "polterfass"])
def test_a_click_from_a_pointer_resting_where_the_cover_rose_does_not_lift_it(
        app: App, game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial s34 P/001: Ann played a card with a click and clicked again 0.9 s later with
    the pointer unmoved; Bo's cover had risen under it, and the click showed his hand to
    her. A click lifts a cover only once the pointer has moved since it rose."""
    scene = _start(app, game_id)
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: scene.private_area()[0].center)
    cover = _on_to_a_cover(app, scene)
    manager = app.context.manager
    keyboard = Keyboard(app)
    rested = pygame.mouse.get_pos()

    def click(spot: tuple[int, int]) -> None:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, button=1, pos=spot))
        keyboard.run(0.1)

    keyboard.run(QUIET_SECONDS)
    click(rested)
    assert manager.top is cover and scene.driver.viewer is None, "the resting pointer lifted it"
    moved = (rested[0] + 12, rested[1])
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(12, 0),
                                         buttons=(0, 0, 0)))
    keyboard.run(QUIET_SECONDS)
    click(moved)
    assert manager.top is scene and scene.driver.viewer == cover.seat, "a moved pointer lifts it"
