"""The menu's five game names read at one size on one baseline (trial s32 K/017:
"Winner's Circle" and "Wizard Extreme" were drawn smaller than the other three, and
higher, each shrunk to its own plate)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.screens.menu import MenuScene
from scenes.shell import assets
from scenes.shell.app import App
from tests.scenes.screens import view_in
from tests.scenes.test_menus import FRAME


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_game_name_is_drawn_at_one_size(app: App, monkeypatch: pytest.MonkeyPatch,
                                              size: tuple[int, int], language: str) -> None:
    view_in(app, size, language)
    app.step(FRAME)
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    names = {tile.label for tile in menu.tiles}
    drawn: dict[str, int] = {}
    text = assets.text

    def noting(string: str, size_px: int, *args: Any, **kwargs: Any) -> Any:
        if string in names:
            drawn[string] = size_px
        return text(string, size_px, *args, **kwargs)

    monkeypatch.setattr(assets, "text", noting)
    surface = pygame.Surface(size)
    for tile in menu.tiles:
        tile.draw(surface)
    assert set(drawn) == names
    assert len(set(drawn.values())) == 1, drawn
    widest = max(menu.tiles, key=lambda tile: assets.text_size(tile.label, drawn[tile.label],
                                                                bold=True)[0])
    assert drawn[widest.label] == widest.title_px(menu.scale), "no smaller than needed"

