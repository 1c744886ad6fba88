"""Polterfass: the band under the mat where a guest's order cards lie is never bare felt
(trial s23): while nobody orders it says what it is for. Before the first throw, that the
guests order there after it; once it lies on the table, that they order there now (trial
s32 J/014: "After Joon's first throw" stood beside his throw); while the innkeeper throws,
where the orders lie."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.panels import band_words
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import Phase, Throw
from tabletop.i18n import Words
from tabletop.lessons import LESSONS, play_through
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, until_input

__all__ = ["app"]


def written(scene: PolterfassScene) -> int:
    """How many pixels of the cards' band are paper-white words."""
    surface = pygame.Surface(scene.context.size)
    scene.draw(surface)
    band = pygame.surfarray.pixels3d(surface.subsurface(scene.hand.rect)).astype(int)
    return int((np.abs(band - np.array(theme.PAPER)).sum(axis=2) < 40).sum())


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_empty_band_says_what_it_is_for(app: App, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="fast"))
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("Easy", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["polterfass"], seats, seed=4)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    until_input(app, scene)
    state = session.game.state
    assert state.phase is Phase.FIRST_THROW and scene.hand_seat is None
    assert written(scene) > 500, "the cards' band is bare felt before the first throw"
    for _ in range(3000):
        frames(app, 1)
        if scene.accepts_input and session.game.state.phase is Phase.FIRST_THROW:
            scene.act(Throw(state.innkeeper))  # again, where no number barrel stood
        if session.game.state.phase is Phase.SERVING and scene.accepts_input:
            break
    else:
        raise AssertionError("the innkeeper's serving never came")
    assert scene.hand_seat is None
    assert written(scene) > 500, "the cards' band is bare felt while the innkeeper throws"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_band_says_the_guests_order_now_once_the_first_throw_lies(language: str) -> None:
    lesson = LESSONS["polterfass"]
    game = play_through(lesson, lesson.expected_actions()[:1])  # Mina's first throw
    state = game.state  # type: ignore[attr-defined]
    assert state.phase is Phase.ORDERS
    seats = [SeatConfig(name, seat) for seat, name in enumerate(("Mina", "Joon", "Hana"))]
    session = GameSession(lesson.spec, game, seats)
    words = Words(language)
    before = band_words(words, play_through(lesson, []).state,  # type: ignore[attr-defined]
                        session, state.innkeeper, None)
    after = band_words(words, state, session, state.innkeeper, None)
    assert "Mina" in before and "Mina" not in after, (before, after)
