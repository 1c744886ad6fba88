"""The coach's line under its row in Settings speaks of every game (trial s37 T/022: "지역의
주인", a region's owner, is Big Shot's alone and read strangely to a dice or card player)
and is read at the small size, not shrunk to fit its line."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.screens.settings import SettingsScene
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.shell.theme import TextSize
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_coach_note_fits_its_line_at_the_small_size(app: App, language: str,
                                                         size: tuple[int, int]) -> None:
    pygame.display.set_mode(size)
    app.context.resize(size)
    app.context.apply_settings(replace(app.context.settings, language=language))
    settings = SettingsScene(app.context)
    app.context.manager.apply(Push(settings))
    frames(app, 1)
    note = app.context.words("app.settings.coach_note")
    small = settings.font_px(TextSize.SMALL)
    assert assets.fit_text_px(note, small, settings.coach_note.width) == small
    assert "지역" not in note and " own " not in note, "a region's owner is Big Shot's only"
