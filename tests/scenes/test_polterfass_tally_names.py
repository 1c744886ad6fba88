"""Each of the tally's seat columns is headed by the seat's name (its first word or its
initials where the column is narrow) in the seat's colour, read from the sofa: only a
12 px symbol headed each, so a couch mapped shape → name by the top plates (trial s39
Y/009)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass import tally_sheet
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import _phase, played_until, seats
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def _forms(name: str) -> set[str]:
    words = name.split()
    return {name, words[0], "".join(word[0] for word in words), name[0]}


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("log", [False, True])
@pytest.mark.parametrize("count", [2, 4, 6])
def test_each_tally_column_is_headed_by_its_seats_name(
        app: App, monkeypatch: pytest.MonkeyPatch, language: str, size: tuple[int, int],
        log: bool, count: int) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    session = played_until("polterfass", seats("polterfass", 1, count), 5,
                           _phase("orders"), 5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    resize_window(app, size)
    if log:
        scene.frame.log.toggle()
    drawn: list[tuple[str, int]] = []
    text = tally_sheet.assets.text

    def spy(words: str, size_px: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append((words, size_px))
        return text(words, size_px, *args, **kwargs)

    monkeypatch.setattr(tally_sheet.assets, "text", spy)
    scene.tally._cache = None
    frames(app, 3)
    assert drawn, "the tally was not drawn"
    least = tally_sheet.sofa_px(scene.tally.scale)  # 22 px at 1080 lines, 15 at 720
    for seat in session.seats:
        found = [(words, px) for words, px in drawn if words in _forms(seat.name)]
        assert found, (seat.name, drawn)
        assert min(px for _, px in found) >= least, (seat.name, found, least)


def test_the_names_are_shortened_alike() -> None:
    """Trial Z2/016: with the log open the heading read "M" for Mina beside whole "Zed"
    and "Jun": where one name must be shortened, all are, to the same form."""
    pygame.init()
    size = 22
    zed = tally_sheet.assets.text_size("Zed", size, bold=True)[0]
    mina = tally_sheet.assets.text_size("Mina", size, bold=True)[0]
    assert zed < mina
    names = ["Zed", "Mina", "Jun"]
    assert [name for name, _ in tally_sheet.short_names(names, size, [mina] * 3, size)] \
        == names, "whole where every name fits"
    shown = tally_sheet.short_names(names, size, [zed] * 3, size)
    assert [name for name, _ in shown] == ["Z", "M", "J"], shown
    assert all(px >= size for _, px in shown)
    two = tally_sheet.short_names(["Robo 2", "Sua"], size, [zed] * 2, size)
    assert [name for name, _ in two] == ["R2", "S"], two
