"""Settings: the keyboard's focus and the chosen choice read differently (trial s10: the
focus ring stood on "English" while 한국어 was the chosen, gold one, and the screen seemed
to hold two selections). The focus starts on the chosen language, and every chosen
choice carries a check mark, so a ring on another button reads as "here", not as
"chosen"."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.screens.settings import ChoiceButton, SettingsScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.scenes.test_menus import FRAME


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_focus_starts_on_the_chosen_language(app: App, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    settings = SettingsScene(app.context)
    app.context.manager.apply(Push(settings))
    app.step(FRAME)
    focused = settings.ring.focused
    assert isinstance(focused, ChoiceButton) and focused.chosen, focused
    assert focused.label == app.context.words(f"app.language.{language}")


def test_a_chosen_choice_is_checked_and_another_is_not(app: App) -> None:
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    settings = SettingsScene(app.context)
    app.context.manager.apply(Push(settings))
    for _ in range(30):  # the focus glow eases in
        app.step(FRAME)
    choices = [button for button in settings.ring.buttons if isinstance(button, ChoiceButton)]
    chosen = [button for button in choices if button.chosen]
    assert len(chosen) == 4, "one chosen choice in each row: language, screen, speed, coach"
    surface = pygame.Surface(app.context.size)
    settings.draw(surface)
    for button in choices:
        face = button.rect.inflate(-8, -button.rect.height // 3)
        # Left of where the label stands on an unchosen face: the check mark's ink on a
        # chosen one, nothing on another (its letters start nearer the middle).
        text_left = button.rect.centerx - label_half(button)
        ink = sum(
            sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], theme.INK,
                                           strict=True)) < 90
            for x in range(button.rect.x + 4, text_left - 2)
            for y in range(face.y, face.bottom))
        if button.chosen:
            assert ink > 10, (button.label, ink)
        else:
            assert ink == 0, (button.label, ink)


def label_half(button: ChoiceButton) -> int:
    """Half the label's width as an unchosen button draws it (centred on the face)."""
    from scenes.shell import assets

    return assets.text_size(button.label, button.label_px(), bold=True)[0] // 2
