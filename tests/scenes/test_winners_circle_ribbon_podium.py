"""The Winner's Circle ribbon ("Mina's chip is down on Green, face down", who bets first)
never stands over the podium's boxes: through the bets it hid 1st, 2nd, 3rd and Last for
two seconds after every chip (trial s29 G/009, 012, 016). With the coach on it stands over
the coach's card (read again once the ribbon goes); with the coach off, where the card
would be, the die and the betting chips standing above it (it stood over the boxes)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.lanes import hand_area
from scenes.games.winners_circle.panels import ribbon_face
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.lesson_walk import open_lesson_in
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import three_at_the_bets

__all__ = ["app"]


@pytest.mark.parametrize("coach", [True, False])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_ribbon_stands_clear_of_the_podium(app: App, size: tuple[int, int],
                                               coach: bool) -> None:
    app.context.apply_settings(replace(app.context.settings, coach=coach))
    resize_window(app, size)
    frames(app, 2)
    scene = three_at_the_bets(app)
    frames(app, 3)
    ribbon = scene.table.ribbon_rect
    assert ribbon.width > 1, "no place for the ribbon"
    for box in scene.table.boxes.values():
        assert not ribbon.colliderect(box), (ribbon, box)
    assert not ribbon.colliderect(scene.table.die_row), (ribbon, scene.table.die_row)
    assert ribbon.colliderect(pygame.Rect((0, 0), size))


@pytest.mark.parametrize("coach", [False, True], ids=["coach off", "coach on"])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=["1080p", "720p"])
def test_the_lessons_first_ribbon_leaves_the_empty_boxes_clear(size: tuple[int, int],
                                                               language: str, coach: bool) -> None:
    """Trial s35 Q/021: under the lesson card's band the infield had no room 280 wide
    clear of the podium, and "Suchul bets first (drawn by lot), …" stood over the empty
    1st, 2nd, 3rd and Last boxes. A narrower ribbon, its words on more lines, stands
    beside them. Trial s36 S/013 saw it over them again in a build from before that change
    (its words still had the stray "then on"): the coach on or off, it stays clear."""
    with running_app() as shell:
        shell.context.apply_settings(replace(shell.context.settings, coach=coach))
        scene, _driver = open_lesson_in(shell, "winners_circle", size, language)
        for _ in range(120):
            frames(shell, 1, 1 / 20)
            if scene.table.ribbon:
                break
        table = scene.table
        assert table.ribbon, "the lesson never said who bets first"
        face = ribbon_face(table.ribbon_rect, table.ribbon, table.scale)
        for box in table.boxes.values():
            assert not face.colliderect(box), (face, box)
        assert not face.colliderect(table.die_row), (face, table.die_row)
        assert table.geo.infield.contains(face), (face, table.geo.infield)


@pytest.mark.parametrize("coach", [False, True], ids=["coach off", "coach on"])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=["1080p", "720p"])
def test_six_seats_first_ribbon_leaves_the_empty_boxes_clear(
        app: App, size: tuple[int, int], language: str, coach: bool) -> None:
    """With six seats at 1280x720 and the coach off, who bets first stood over the empty
    1st to Last boxes (trial s38): the ribbon as it is drawn covers none of them, nor the
    chips in hand or the die, nor the track."""
    app.context.apply_settings(replace(app.context.settings, coach=coach, language=language))
    resize_window(app, size)
    frames(app, 2)
    seats = [SeatConfig("Mina", 0), *(SeatConfig(f"Computer {seat}", seat, SeatKind.COMPUTER,
                                                 "easy") for seat in range(1, 6))]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    for _ in range(60):
        frames(app, 1, 1 / 20)
        if scene.table.ribbon:
            break
    table = scene.table
    assert table.ribbon, "nobody was said to bet first"
    face = ribbon_face(table.ribbon_rect, table.ribbon, table.scale)
    for box in table.boxes.values():
        assert not face.colliderect(box), (face, box)
    assert table.hand_up(), "Mina's chips rest in sight while a computer bets first"
    assert face.collidelist([*hand_area(table.hand_shown(), table.scale),
                             table.die.rect()]) == -1, face
    assert face.collidelist(table.track_rects) == -1, face
