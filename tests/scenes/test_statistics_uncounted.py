"""Statistics says how many finished games it leaves out (trial s33 M/018): a short
Wizard Extreme game is kept for Replays but never counted, and the page that said only
"Nobody has finished this game yet" beside a Replays list of it looked wrong."""

from __future__ import annotations

import pygame

from scenes.screens.statistics import StatisticsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop import storage
from tabletop.bots import RandomBot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES

SPEC = GAMES["wizard_extreme"]
SEATS = [SeatConfig("Ann", 0), SeatConfig("Bo", 1),
         SeatConfig("Robo", 2, kind=SeatKind.COMPUTER, level="easy")]


def _finish(options: dict[str, object]) -> None:
    game = SPEC.new_game(3, 1, options)
    bot = RandomBot(1)
    while not game.is_over:
        game.apply(bot.choose(game.view(game.current_seat)))
    assert storage.record_finished(SPEC, game, SEATS) == []


def _page_texts(app: App, drawn_texts: list[str]) -> list[str]:
    scene = StatisticsScene(app.context, "wizard_extreme")
    app.context.manager.apply(Push(scene))
    for _ in range(3):
        app.step(1 / 60)
    drawn_texts.clear()
    scene.draw(pygame.Surface(scene.size))
    return list(drawn_texts)


def test_the_page_says_a_short_game_is_not_counted(app: App, drawn_texts: list[str]) -> None:
    words = app.context.words
    _finish({})  # an uncounted game is noted once, and counted games are not noted
    assert storage.game_stats("wizard_extreme").uncounted == 0
    assert not any("not counted" in text for text in _page_texts(app, drawn_texts))
    _finish({"series": "short"})
    stats = storage.game_stats("wizard_extreme")
    assert (stats.finished, stats.uncounted) == (1, 1)
    texts = _page_texts(app, drawn_texts)
    assert words("app.stats.counts_uncounted", played=stats.played, finished=1,
                 uncounted=1) in texts


def test_nobody_finished_says_why_replays_has_games(app: App,
                                                    drawn_texts: list[str]) -> None:
    words = app.context.words
    _finish({"series": "short"})
    assert storage.game_stats("wizard_extreme").finished == 0
    said = (words("app.stats.no_people") + "\n"
            + words("app.stats.uncounted", count=1))
    assert said in _page_texts(app, drawn_texts)
