"""Below 1280x720 the top bar's words stay readable: at 800x450 its names, statuses, scores
and round counter were drawn at 10 px and the Menu label at 11 (trial s25). Where one row of
plates has room for them, nothing in the bar is under the bar's least size; the plates come
down from it only as far as keeps every name whole."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from scenes.games import has_game_scene, make_game_scene
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tabletop.storage.names import default_names
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

GAME_IDS = [game_id for game_id in GAMES if has_game_scene(game_id)]
BAR_LEAST_TEXT_PX = 14
"""The top bar's least text size (scenes.games.frame), a Hangul syllable about 12.6 px."""
PLATE_LEAST_PX = 12
"""Plates that cannot hold every name whole at the bar's least size come down to this at
most here: Polterfass's "74 pts" beside "Computer 1" at 800x450 leaves room for 12 px."""
KEYCAPS = {"Esc", "Start"}
"""The Menu button's key hints, drawn at the window's small size as every button's are."""


def _bar_texts(scene: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, int]:
    """Each text the top bar draws, at its size."""
    seen: dict[str, int] = {}

    def noting(make: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        def made(words: str, size_px: int, *args: object, **kwargs: object) -> pygame.Surface:
            seen[words] = size_px
            return make(words, size_px, *args, **kwargs)
        return made

    monkeypatch.setattr(assets, "text", noting(assets.text))
    monkeypatch.setattr(assets, "shadowed_text", noting(assets.shadowed_text))
    surface = pygame.Surface(scene.frame.layout.window.size)
    scene.frame.draw_under(surface, scene.context.words(f"{scene.spec.id}.title"),
                           scene.draw_static, scene.refresh_static)
    monkeypatch.undo()
    return {words: size for words, size in seen.items() if words not in KEYCAPS}


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(800, 450), (1024, 576)])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_top_bar_reads_in_small_windows(app: App, game_id: str, size: tuple[int, int],
                                            language: str,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    view_in(app, size, language)
    frames(app, 1)
    names = default_names([True, False, False], app.context.words)  # "Player 1", "Computer 1"
    table = [SeatConfig(name, index, SeatKind.PERSON if index == 0 else SeatKind.COMPUTER,
                        "easy") for index, name in enumerate(names)]
    scene = make_game_scene(app.context, GameSession.start(GAMES[game_id], table, seed=4))
    app.context.manager.apply(Push(scene))
    frames(app, 3)
    for plate, points in zip(scene.plates, (11, 74, 8), strict=True):
        plate.set_score(points, animate=False)
    texts = _bar_texts(scene, monkeypatch)
    assert all(name in texts for name in names), (names, texts)  # every name whole
    on_plates = {*names, *(plate.shown_layout()[4] for plate in scene.plates),
                 *(plate.format_score(plate.counter.shown) for plate in scene.plates)}
    small = {words: px for words, px in texts.items()
             if px < (PLATE_LEAST_PX if words in on_plates else BAR_LEAST_TEXT_PX)}
    assert not small, small
