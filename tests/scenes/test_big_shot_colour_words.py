"""Big Shot names its colours in words as they look. The money list tells a person's two
colours apart (BS-D16): two persons' four rows read "Player 1" twice and "Player 2" twice,
told apart only by the cube beside them (trial s25 D/074); each row's note now begins with
its colour's name, whole beside a hand-over's cover, in English and Korean, at 1920x1080
and 1280x720."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from scenes.games.big_shot import panels
from scenes.games.big_shot.log_words import look_name
from scenes.shell.app import App
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

NAMES = {"en": ("Player 1", "Player 2"), "ko": ("플레이어 1", "플레이어 2")}


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_each_money_row_of_a_person_says_its_colour(app: App, language: str,
                                                     size: tuple[int, int]) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene, _, _ = first_auction(app, NAMES[language], hidden=True)
    side, words = scene.side, app.context.words
    rows = side.money_rows
    assert len(rows) == 4
    notes = panels.note_lines(rows, side.rows_rect.width, side.row_h, side.scale,
                              side._public_width())
    for row, lines in zip(rows, notes, strict=True):
        colour = look_name(words, row.look)
        assert lines and lines[0].startswith(colour), (row.name, lines)
        assert not [line for line in lines if "…" in line], lines
    said = [(row.name, lines[0]) for row, lines in zip(rows, notes, strict=True)]
    assert len(set(said)) == 4, f"two rows read alike: {said}"


def _palette_names() -> dict[int, str]:
    """Each seat's colour as ART.md's palette names it ("| 1 | sky blue `#56B4E9` |")."""
    text = (Path(__file__).parents[2] / "docs" / "ART.md").read_text(encoding="utf-8")
    return {int(seat) - 1: name for seat, name in
            re.findall(r"^\| (\d) \| ([a-z ]+) `#[0-9A-F]{6}`", text, re.MULTILINE)}


def test_the_first_seats_colour_is_named_as_it_looks(app: App) -> None:
    """Seat 1's amber was called "orange" in the prompt, the panel and the log (trial s25
    D/079), beside rust, the orange-red seat; then "yellow", beside its plainly orange cubes
    (trial s38 X/009): words and palette say amber, neither orange nor yellow."""
    palette = _palette_names()
    assert palette[0] == "amber", palette
    scene, _, _ = first_auction(app, ("Mina", "Jun"), hidden=True)
    words = app.context.words
    assert look_name(words, 0) == palette[0]
    first = [colour for colour, look in enumerate(scene.looks) if look == 0]
    assert scene.names.colour(words, first[0]) == "Mina (amber)"
