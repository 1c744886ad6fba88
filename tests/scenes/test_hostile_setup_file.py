"""The remembered setup (``setup.json``) is a file too: nothing in it crashes the setup
screen or reaches the game screen as a name no font can draw."""

from __future__ import annotations

import json
from typing import Any

import pytest

from scenes.screens.setup import SetupScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop import storage
from tabletop.storage.setup_memory import SETUP_FILE
from tabletop.storage.text import is_clean
from tests.scenes.program import told_over

SEAT = {"name": "Mina", "colour": 0, "kind": "person", "level": "easy"}

CASES: dict[str, Any] = {
    "seats_not_a_list": {"yacht": {"seats": 5}},
    "seats_an_object": {"yacht": {"seats": {"a": 1}}},
    "seat_a_string": {"yacht": {"seats": ["Mina"]}},
    "name_nul": {"yacht": {"seats": [dict(SEAT, name="Mi\u0000na")]}},
    "name_surrogate": {"yacht": {"seats": [dict(SEAT, name="\ud800")]}},
    "name_number": {"yacht": {"seats": [dict(SEAT, name=7)]}},
    "name_huge": {"yacht": {"seats": [dict(SEAT, name="N" * 10_000)]}},
    "colour_text": {"yacht": {"seats": [dict(SEAT, colour="red")]}},
    "kind_unknown": {"yacht": {"seats": [dict(SEAT, kind="robot")]}},
    "options_list": {"yacht": {"options": [1, 2]}},
    "game_a_list": {"yacht": []},
    "whole_null": None,
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_hostile_setup_file_never_crashes_and_names_stay_drawable(app: App, case: str) -> None:
    path = storage.config_dir() / SETUP_FILE
    path.write_text(json.dumps(CASES[case]), encoding="utf-8")
    setup = SetupScene(app.context, "yacht")  # a file of only null is told of over it
    app.context.manager.apply(Push(setup))
    for _ in range(3):
        app.step(1 / 60)
    assert all(is_clean(seat.name, 32) for seat in setup.seat_configs())
    setup.start_game()
    for _ in range(3):
        app.step(1 / 60)


@pytest.mark.parametrize("content", [
    json.dumps({"people": ["Mina"], "pad": "x" * 70_000}),  # valid JSON, not ours by size
    "{not json",
])
def test_a_setup_file_that_is_not_ours_is_set_aside_and_the_player_told(
        app: App, content: str) -> None:
    path = storage.config_dir() / SETUP_FILE
    path.write_text(content, encoding="utf-8")
    setup = SetupScene(app.context, "yacht")
    app.context.manager.apply(Push(setup))
    app.step(1 / 60)
    assert not path.exists()
    moved = list(storage.config_dir().glob("setup.broken-*.json"))
    assert len(moved) == 1 and moved[0].read_text(encoding="utf-8") == content
    told = app.context.words("storage.setup_unreadable", file=moved[0].name)
    assert told_over(app, setup) == [told]
    assert setup.seat_configs()[0].name != "Mina"
