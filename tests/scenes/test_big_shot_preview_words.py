"""Big Shot's placement preview says it tells of the board after the next cube: "District
20: nobody would own it" read as a contradiction of the lesson's "equal counts cancel"
beside a district one colour held alone (trial s21). Right after a cube was placed its
"After this cube: B9 would be nobody's" read as the cube just placed (trial s24 B, 078):
it names the next cube, on the district pointed at."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace

from scenes.games.big_shot.side_panel import PanelTurn
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app

__all__ = ["app"]


def test_the_preview_says_it_is_the_board_after_this_cube(app: App) -> None:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    side, region = scene.side, 5
    turn = PanelTurn(person_turn=True, hand=[], hand_shown=[0], next_cube=0, failure=None,
                     focused=SimpleNamespace(index=region, enabled=True), buttons=[],
                     busy=False, over=False)
    side.board.shown.counts[region] = [0, 1, 0, 0]  # one cube of Joon's: Mina's ties it
    tied = side._preview(turn)
    side.board.shown.counts[region] = [0, 0, 0, 0]
    owned = side._preview(turn)
    for said in (tied, owned):
        assert said.startswith("Your next cube here:"), said
    assert "nobody" in tied and "nobody" not in owned, (tied, owned)


def test_the_korean_preview_names_the_next_cube_here(app: App) -> None:
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    turn = PanelTurn(person_turn=True, hand=[], hand_shown=[0], next_cube=0, failure=None,
                     focused=SimpleNamespace(index=5, enabled=True), buttons=[],
                     busy=False, over=False)
    said = scene.side._preview(turn)
    assert said.startswith("다음 큐브를 여기에 놓으면"), said
