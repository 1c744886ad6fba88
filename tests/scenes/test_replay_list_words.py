"""The replay list's rows speak the screen's language: a default seat name kept in a
finished game's index ("Computer 2", saved in English) reads as the table read it
("컴퓨터 2"), a typed name stays, and a money game's scores carry their unit ("$2400").
A colon parts each name from its score: "Computer 1 46" ran them together (trial s31
I/027)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.screens.replay_list import ReplayListScene, RowButton, row_text
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop import storage
from tabletop.bots import make_bot
from tabletop.core import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, Words
from tabletop.storage.archive import FinishedEntry
from tests.bots.playing import play_out
from tests.scenes.screens import resize_window
from tests.scenes.sofa_text import SOFA_HEIGHT_1080

KOREAN = Words("ko")


def entry(*names: str) -> FinishedEntry:
    return FinishedEntry(file="x.json", finished_at="2026-12-01T20:15:00",
                         names=names, scores=(2400, 4200, -300)[:len(names)], winners=(1,))


def test_default_names_in_the_screens_language_and_money_with_its_sign() -> None:
    row = row_text(KOREAN, "winners_circle", entry("Player 1", "Computer 1", "Computer 2"))
    assert row == ("2026-12-01 20:15 · 승자: 컴퓨터 1",
                   "플레이어 1: $2400, 컴퓨터 1: $4200, 컴퓨터 2: −$300")


def test_typed_names_stay_and_korean_defaults_read_english() -> None:
    row = row_text(ENGLISH, "winners_circle", entry("Mina", "컴퓨터"))
    assert row == ("2026-12-01 20:15 · Won by Computer", "Mina: $2400, Computer: $4200")


def test_points_games_keep_plain_numbers() -> None:
    row = row_text(ENGLISH, "yacht", entry("플레이어 2", "Jun"))
    assert row == ("2026-12-01 20:15 · Won by Jun", "Player 2: 2400, Jun: 4200")


@pytest.mark.parametrize("language", ["en", "ko"])
def test_six_seats_read_from_the_sofa(app: App, language: str) -> None:
    """Trial s31 I/027: a row held the game, the date, every seat's score and the winner on
    one line, shrunk to fit at three seats: at six it was unreadable. Each row reads at the
    sofa's size with six long default names."""
    names = tuple(f"Computer {number}" for number in range(1, 7))
    game = GAMES["winners_circle"].new_game(6, seed=3)
    play_out(game, [make_bot("winners_circle", "random", seat) for seat in range(6)])
    storage.store_finished(game, [SeatConfig(name, seat, SeatKind.COMPUTER, "easy")
                                  for seat, name in enumerate(names)])
    resize_window(app, (1920, 1080))
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = ReplayListScene(app.context)
    app.context.manager.apply(Push(scene))
    for _ in range(3):
        app.step(1 / 60)
    (row,) = [button for button in scene.ring.buttons if isinstance(button, RowButton)]
    assert row.label_px() >= SOFA_HEIGHT_1080, (row.label, row.seats, row.label_px())
    for text, bold in ((row.label, True), (row.seats, False)):
        assert assets.text_size(text, row.label_px(), bold=bold)[0] <= row.rect.width, text
