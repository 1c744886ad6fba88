"""``tabletop --screenshots``: the README's pictures, one per game, at a person's turn."""

from __future__ import annotations

from pathlib import Path

import pytest

from scenes.tools import screenshots
from tabletop.bots import available_levels
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES


def test_the_set_is_the_menu_and_one_picture_per_game() -> None:
    assert screenshots.file_names() == ["menu.png", *(f"{game}.png" for game in GAMES)]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_game_is_pictured_under_way_at_the_persons_turn(game_id: str) -> None:
    spec = GAMES[game_id]
    count = min(spec.max_seats, max(spec.default_seats, 3))
    level = available_levels(game_id)[0]
    seats = [SeatConfig("Player 1", 0, SeatKind.PERSON),
             *(SeatConfig(f"Computer {index}", index, SeatKind.COMPUTER, level)
               for index in range(1, count))]
    session = screenshots.under_way(spec, seats, 99, level)
    again = screenshots.under_way(spec, seats, 99, level)
    assert session.current_seat == 0 and not session.game.is_over
    assert session.seats[0].is_person and 0 not in session.bots
    assert len(session.game.history) > 0
    assert list(session.game.history) == list(again.game.history)  # the same picture each time


def test_a_folder_that_cannot_be_written_is_refused_in_one_sentence(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from scenes.shell.cli import main

    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert main(["--screenshots", str(blocker / "shots")]) == 2
    assert capsys.readouterr().err.startswith("tabletop: --screenshots: ")
