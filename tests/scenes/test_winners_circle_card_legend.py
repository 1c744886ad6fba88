"""The pointer resting on a horse card says its four pictures in words (trial s32 K/008:
the horse head, helmet, saddle and horseshoe were explained only in the lesson)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_card_under_the_pointer_is_told_in_words(app: App, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    seats = [SeatConfig("Ann", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=2)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 5)
    lane = scene.table.lanes[2]
    assert lane.face_up
    words = app.context.words
    legend = scene.text("card_legend", horse=words("winners_circle.horse.2"),
                        head=lane.values[0], cap=lane.values[1], saddle=lane.values[2],
                        shoe=lane.values[3], head_word=words("winners_circle.symbol.head"),
                        cap_word=words("winners_circle.symbol.cap"),
                        saddle_word=words("winners_circle.symbol.saddle"),
                        shoe_word=words("winners_circle.symbol.shoe"))
    assert str(lane.values[2]) in legend and words("winners_circle.symbol.saddle") in legend
    assert not [toast for toast in scene.toasts.toasts if toast.text == legend]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=lane.card_rect().center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 3)
    assert [toast.text for toast in scene.toasts.toasts if not toast.error] == [legend]
    # Off the cards, no new notice comes.
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scene.table.geo.infield.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 3)
    assert [toast.text for toast in scene.toasts.toasts] == [legend]
