"""Big Shot shows who leads each district without the coach (trial s24 B, 064 and 082:
with the coach off nothing on the map said who owned a district a colour held with 2
cubes to none). The leader's cube, in its colour with its symbol, stands by the badge;
a tie, or an empty district, has none."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.big_shot import art
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def test_the_district_leader_is_marked_by_its_badge_without_the_coach(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    assert not scene.coach_on
    board = scene.board
    led, tied = 3, 5
    board.shown.counts[led] = [0, 2, 0, 0]
    board.shown.counts[tied] = [1, 1, 0, 0]
    drawn: list[tuple[float, float, int]] = []
    real = art.draw_cube

    def recording(surface: pygame.Surface, centre: tuple[float, float], size: int,
                  look: object, **kwargs: object) -> None:
        drawn.append((centre[0], centre[1], id(look)))
        real(surface, centre, size, look, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr("scenes.games.big_shot.board.draw_cube", recording)
    frames(app, 1)
    marks = [(x, y) for x, y, look in drawn if look == id(board.looks[1])]
    badge = board.city.pieces[led].badge
    near = [(x, y) for x, y in marks
            if abs(y - badge[1]) < 2 and abs(x - badge[0]) < board.city.px(40)]
    assert near, ("no mark by district's badge", badge, marks)
    tie_badge = board.city.pieces[tied].badge
    assert not any(abs(y - tie_badge[1]) < 2 and abs(x - tie_badge[0]) < board.city.px(40)
                   for x, y, _ in drawn), "a tie has no owner"
