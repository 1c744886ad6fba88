"""After one or two games the Statistics page says something (trial s31 I/031): each game's
score is a labelled bar with its number, not a lone dot on a large empty axis, and the
computers that played are in the table, under their own heading, by level."""

from __future__ import annotations

from datetime import datetime

import pygame
import pytest

from scenes.screens import statistics
from scenes.screens.statistics import StatisticsScene
from scenes.shell.app import App
from scenes.widgets import charts
from tabletop import storage
from tabletop.core import SeatConfig, SeatKind
from tests.scenes.screens import resize_window, statistics_page, view_in

FRAME = 1 / 60
MINA = SeatConfig("Mina", 0)
ROBO = SeatConfig("Computer 2", 1, SeatKind.COMPUTER, "hard")


def _page(app: App, games: int) -> StatisticsScene:
    for number in range(games):
        storage.record_result("yacht", [MINA, ROBO], [117 + number, 160], [1],
                              datetime(2026, 11, 1 + number), game=f"{number:02x}")
    storage.record_accuracy("yacht", "00", {"Mina": 0.82})
    return statistics_page(app, "yacht")


@pytest.mark.parametrize("games", [1, 2])
def test_a_game_or_two_are_labelled_bars_not_a_line(app: App, games: int,
                                                    drawn_texts: list[str],
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    lines: list[object] = []
    monkeypatch.setattr(charts.LineChart, "draw", lambda chart, surface: lines.append(chart))
    scene = _page(app, games)
    drawn_texts.clear()
    scene.draw(pygame.Surface(scene.size))
    words = app.context.words
    assert lines == []
    for number in range(games):
        assert words("app.stats.game_number", number=number + 1) in drawn_texts
        assert str(117 + number) in drawn_texts
    assert "82%" in drawn_texts  # the one reviewed game's accuracy, said as a number


def test_three_games_are_a_line(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    lines: list[object] = []
    monkeypatch.setattr(charts.LineChart, "draw", lambda chart, surface: lines.append(chart))
    scene = _page(app, 3)
    lines.clear()
    scene.draw(pygame.Surface(scene.size))
    assert len(lines) == 1  # the scores; one accuracy is still a bar


def test_the_computer_that_played_is_in_the_table(app: App, drawn_texts: list[str]) -> None:
    scene = _page(app, 2)
    drawn_texts.clear()
    scene.draw(pygame.Surface(scene.size))
    words = app.context.words
    heading = drawn_texts.index(words("app.stats.computers"))
    hard = drawn_texts.index(words("app.level.hard"), heading)
    assert drawn_texts[hard + 1:hard + 5] == ["2", "2", "160", "160"]  # games, wins, ...
    assert len(scene.rows) == 1  # only a person's row opens charts


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_computer_s_win_is_named_whole(app: App, drawn_texts: list[str], language: str,
                                         size: tuple[int, int]) -> None:
    """Trial s32 J/027: under "Games won by" the English read "Computer (Med···": the
    labels were held to under half the column however little the bars needed."""
    view_in(app, size, language)
    app.step(FRAME)
    medium = SeatConfig("Computer 2", 1, SeatKind.COMPUTER, "easy")
    storage.record_result("yacht", [MINA, medium], [117, 160], [1], datetime(2026, 11, 1),
                          game="00")
    scene = statistics_page(app, "yacht", steps=1)
    assert app.context.size == size
    drawn_texts.clear()
    scene.draw(pygame.Surface(scene.size))
    words = app.context.words
    assert words("app.stats.computer_level", level=words("app.level.easy")) in drawn_texts


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_wins_bars_stand_a_line_apart_under_a_long_table(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """A person and computers of three levels: five rows in the table left the bars of
    "Games won by" a pitch of 20 px for 20 px names at 1280x720, each touching the next.
    The bars are as many as stand a line apart."""
    resize_window(app, size)
    app.step(FRAME)
    for number, level in enumerate(("random", "easy", "hard")):
        computer = SeatConfig("Computer 2", 1, SeatKind.COMPUTER, level)
        storage.record_result("yacht", [MINA, computer], [117, 160], [1],
                              datetime(2026, 11, 1 + number), game=f"{number:02x}")
    storage.record_result("yacht", [MINA, ROBO], [217, 160], [0], datetime(2026, 11, 5),
                          game="10")
    scene = statistics_page(app, "yacht", steps=1)
    drawn: list[tuple[pygame.Rect, int, int]] = []
    real = statistics.draw_bars

    def noting(surface: pygame.Surface, rect: pygame.Rect, bars: list[object], text_px: int,
               *args: object, **kwargs: object) -> None:
        drawn.append((rect, len(bars), text_px))
        real(surface, rect, bars, text_px, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(statistics, "draw_bars", noting)
    scene.draw(pygame.Surface(scene.size))
    rect, count, text_px = drawn[0]  # the wins, drawn before the charts' few games
    assert count >= 2
    assert rect.height / count >= text_px * 1.3, (rect, count, text_px)
    assert rect.bottom <= scene.columns[0].bottom
