"""The end of a game says who won (a solo game its score), and Statistics
show a high-score column only for a game that keeps high scores."""

from __future__ import annotations

import time

import pygame

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.screens.statistics import StatisticsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH
from tests.patience import PATIENCE
from tests.scenes.test_game_base import app, frames, press, set_speed, toy_session
from tests.scenes.test_table_frame import drawn
from tests.scenes.toy_scene import ToyScene

__all__ = ["app", "drawn"]


def test_the_final_table_says_who_won(app: App) -> None:
    set_speed(app, "instant")
    session = toy_session((SeatKind.PERSON, SeatKind.PERSON), rounds=2, hidden=False)
    scene = ToyScene(app.context, session)
    app.context.manager.apply(Push(scene))
    deadline = time.monotonic() + PATIENCE
    while not (session.game.is_over and not scene.driver.is_busy) and time.monotonic() < deadline:
        frames(app, 1)
        if scene.accepts_input:
            press(pygame.K_p)
    frames(app, 2)
    names = [session.name(seat) for seat in session.game.winners()]
    said = (f"{names[0]} wins." if len(names) == 1
            else f"{' & '.join(names)} share the win.")
    assert scene.prompt.text.startswith(f"Game over! {said} Press Enter")


def test_a_solo_game_ends_with_its_score_not_a_win(app: App) -> None:
    session_scene = _solo_yacht(app)
    score = session_scene.session.game.scores()[0]
    prompt = session_scene.prompt.text
    assert prompt.startswith(f"Game over! Final score: {score}.") and "win" not in prompt
    last_line = session_scene.log.entries[-1][0]
    assert last_line == f"Game over. Final score: {score}"


def _solo_yacht(shell: App) -> GameScene:
    from tabletop.session import GameSession

    session = GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0)], seed=4)
    player = make_bot("yacht", "random", seed=1)
    while not session.game.is_over:
        session.apply(player.choose(session.game.view(0)))
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, GameScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 3)
    return scene


def test_statistics_show_high_scores_only_for_a_game_that_keeps_them(
        app: App, drawn: list[str]) -> None:
    statistics = StatisticsScene(app.context)
    app.context.manager.apply(Push(statistics))
    heading = ENGLISH("app.stats.high_scores")
    for game_id, spec in GAMES.items():
        statistics.select(game_id)
        drawn.clear()
        frames(app, 2)
        assert (heading in drawn) == spec.keeps_high_scores, game_id
    assert not GAMES["polterfass"].keeps_high_scores and GAMES["yacht"].keeps_high_scores
