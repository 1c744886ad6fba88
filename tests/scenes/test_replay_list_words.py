"""The replay list's rows speak the screen's language: a default seat name kept in a
finished game's index ("Computer 2", saved in English) reads as the table read it
("컴퓨터 2"), a typed name stays, and a money game's scores carry their unit ("$2400").
A colon parts each name from its score: "Computer 1 46" ran them together (trial s31
I/027)."""

from __future__ import annotations

from scenes.screens.replay_list import row_text
from tabletop.i18n import ENGLISH, Words
from tabletop.storage.archive import FinishedEntry

KOREAN = Words("ko")


def entry(*names: str) -> FinishedEntry:
    return FinishedEntry(file="x.json", finished_at="2026-12-01T20:15:00",
                         names=names, scores=(2400, 4200, -300)[:len(names)], winners=(1,))


def test_default_names_in_the_screens_language_and_money_with_its_sign() -> None:
    row = row_text(KOREAN, "winners_circle", entry("Player 1", "Computer 1", "Computer 2"))
    assert row == ("2026-12-01 20:15 · 플레이어 1: $2400, 컴퓨터 1: $4200, 컴퓨터 2: −$300"
                   " · 승자: 컴퓨터 1")


def test_typed_names_stay_and_korean_defaults_read_english() -> None:
    row = row_text(ENGLISH, "winners_circle", entry("Mina", "컴퓨터"))
    assert row == "2026-12-01 20:15 · Mina: $2400, Computer: $4200 · Won by Computer"


def test_points_games_keep_plain_numbers() -> None:
    row = row_text(ENGLISH, "yacht", entry("플레이어 2", "Jun"))
    assert row == "2026-12-01 20:15 · Player 2: 2400, Jun: 4200 · Won by Jun"
