"""Big Shot: cubes are placed with keys or a controller as with the mouse (trial s22: Enter
did nothing, the focus standing on the cube in hand). A placement starts with the focus on
an open district, Enter (the controller's A) drops the next cube there, the arrows (the
D-pad) walk the focus among the open districts only, and the prompt names those keys."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.big_shot.city import RegionPiece
from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import Phase
from tests.scenes.test_big_shot_scene import pad, start
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]

ARROWS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN)


def _placing(shell: App, seats: int = 2) -> BigShotScene:
    """A table of persons played by an easy computer until one of them places cubes."""
    set_speed(shell, "instant")
    scene = start(shell, [SeatConfig(name, index) for index, name
                          in enumerate(("Bora", "Ben", "Mina")[:seats])])
    session, bot = scene.session, make_bot("big_shot", "easy", seed=2)
    for _ in range(200):
        for _ in range(600):
            if scene.driver.is_settled and shell.context.manager.top is scene:
                break
            frames(shell, 1)
        if session.game.view(None).state.phase is Phase.PLACE:
            return scene
        seat = session.current_seat
        assert seat is not None
        assert scene.driver.act(bot.choose(session.game.view(seat)))
    raise AssertionError("no placement reached")


def _open(scene: BigShotScene) -> list[RegionPiece]:
    return [piece for piece in scene.board.city.pieces if piece.enabled]


@pytest.mark.parametrize("seats", [2, 3])
def test_enter_drops_the_next_cube_on_the_focused_district(app: App, seats: int) -> None:
    scene = _placing(app, seats)
    focused = scene.controls.focused
    assert isinstance(focused, RegionPiece) and focused.enabled, focused
    cube = scene.next_cube
    press(pygame.K_RETURN)
    frames(app, 2)
    assert scene.board.staged == [(cube, focused.index)]
    # The focus stays on the map for the next cube, and the controller's A drops it too.
    focused = scene.controls.focused
    assert isinstance(focused, RegionPiece) and focused.enabled
    cube = scene.next_cube
    pad(pygame.CONTROLLER_BUTTON_A)
    frames(app, 2)
    assert scene.board.staged[-1] == (cube, focused.index)


def test_the_arrows_walk_every_open_district_and_never_leave_the_map(app: App) -> None:
    scene = _placing(app)
    districts = _open(scene)
    assert len(districts) > 3
    start_at = scene.controls.focused
    assert isinstance(start_at, RegionPiece)
    reached, todo = {start_at.index}, [start_at]
    while todo:
        here = todo.pop()
        for key in ARROWS:
            scene.controls.focus(here)
            press(key)
            frames(app, 1)
            there = scene.controls.focused
            assert isinstance(there, RegionPiece) and there.enabled, (here.index, key, there)
            if there.index not in reached:
                reached.add(there.index)
                todo.append(there)
    assert reached == {piece.index for piece in districts}
    scene.controls.focus(start_at)  # the D-pad sends the arrows
    pad(pygame.CONTROLLER_BUTTON_DPAD_DOWN)
    frames(app, 1)
    assert isinstance(scene.controls.focused, RegionPiece)


@pytest.mark.parametrize(("language", "keys", "pad_keys"), [
    ("en", ("arrows and Enter", "Backspace"), ("D-pad and A", "Y takes")),
    ("ko", ("화살표와 엔터", "백스페이스"), ("방향 버튼과 A", "Y로")),
])
def test_the_prompt_names_the_keys_that_place(app: App, language: str,
                                              keys: tuple[str, ...],
                                              pad_keys: tuple[str, ...]) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = _placing(app)
    view = scene.public_view()
    seat = view.current_seat
    assert seat is not None
    said = scene.person_prompt(view, seat)
    assert all(word in said for word in keys), said
    app.context.input.using_controller = True
    said = scene.person_prompt(view, seat)
    assert all(word in said for word in pad_keys), said
