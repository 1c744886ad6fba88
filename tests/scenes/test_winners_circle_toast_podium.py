"""A toast over the Winner's Circle table leaves the podium's boxes whole where any place
spares them: in a lesson, whose card took the free places, the brown and red toasts stood
over the 1st to Last boxes with only their words clear (trial s26 A/132, 151, 163)."""

from __future__ import annotations

import pytest

from scenes.games.winners_circle.protected import protected_parts
from scenes.shell.app import App
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_table_protects_each_podium_box_whole(app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    frames(app, 2)
    scene = race_to_roll(app, ["Ann", "Ben", "Cleo"], 5, 1)
    parts = protected_parts(scene.table)
    assert scene.toasts.protected() == parts  # what the toasts are told to spare
    for box in scene.table.boxes.values():
        assert any(part.contains(box) for part in parts), box
