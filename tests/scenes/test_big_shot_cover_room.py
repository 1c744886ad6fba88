"""Big Shot's hand-over cover over the money (BS-D17) stands past the names and notes, not
always over the right half of the rows: there, beside short names, it squeezed its words
into four short lines and cut the lit row in half (trial s34 O/012). Beside short names it
is wider than half the rows; beside long ones it still covers no name or note, nor ever
the panel's heading ("Money and loans")."""

from __future__ import annotations

import pytest

from scenes.shell import assets, theme
from scenes.shell.app import App
from tests.scenes.test_big_shot_cover_words import _cover
from tests.scenes.test_game_base import app

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_beside_short_names_the_cover_takes_more_than_half(app: App, size: tuple[int, int],
                                                           language: str) -> None:
    scene, (cover, *_) = _cover(app, size, language, ("Ann", "Bo", "Nari"))
    rows, purse = scene.side.rows_rect, scene.side.purse_rect()
    assert purse.width == cover.get_width()
    # In English "Money and loans" reaches the rows' middle: the cover stays the half.
    roomier = rows.centerx - (rows.width // 10 if language == "ko" else 0)
    assert purse.left <= roomier, (purse, rows)
    heading = assets.text_size(scene.side.text("money_title"),
                               theme.text_px(theme.TextSize.BODY, scene.scale), bold=True)[0]
    assert purse.left > rows.x + heading, (purse, heading)
    assert all(not purse.colliderect(shown) for shown in scene.side.drawn_public), (
        purse, scene.side.drawn_public)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_beside_long_names_the_cover_leaves_them_whole(app: App, size: tuple[int, int],
                                                       language: str) -> None:
    scene, _ = _cover(app, size, language, ("Christopher", "Alexandra", "Maximilian"))
    rows, purse = scene.side.rows_rect, scene.side.purse_rect()
    assert purse.left >= rows.x + scene.side._public_width()
    assert all(not purse.colliderect(shown) for shown in scene.side.drawn_public), (
        purse, scene.side.drawn_public)
