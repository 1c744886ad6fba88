"""Where a person predicts, the panel says what black and white seals are (trial V/001).

A first player met the white and black piles in the middle, and later seals of both in
front of players, with no word of where they come from: the panel gave only their values.
Now, beside each one's token, it says how one comes and what it costs (RULES.md §3.5 step
4, a black seal; §3.4 and WE-D6, a white seal), in English and Korean, read from the sofa
(22 px or more at 1920x1080, contrast 4.5:1 or more), inside the panel above its buttons,
never over the hand or the trick, at 1920x1080 and 1280x720; with the coach on, its advice
still has its words there too.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from tabletop.games.wizard_extreme import BLACK_PENALTY, WHITE_PENALTY
from tabletop.i18n import Words
from tests.patience import tries
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import _settle
from tests.scenes.sofa_text import (
    LEAST_CONTRAST,
    SOFA_HEIGHT_1080,
    locate,
    only_top_scene,
    recording,
)
from tests.scenes.test_game_base import frames
from tests.scenes.test_lesson_focus import at_step
from tests.scenes.test_wizard_extreme_scene import app
from tests.scenes.test_wizard_space_predicts_none import minas_prediction

__all__ = ["app"]


def _kinds(words: Words) -> list[str]:
    return [words("wizard_extreme_scene.seal_black", points=BLACK_PENALTY),
            words("wizard_extreme_scene.seal_white", points=WHITE_PENALTY)]


def _prediction(app: App, language: str, size: tuple[int, int],
                coach: bool) -> WizardExtremeScene:
    app.context.apply_settings(replace(app.context.settings, language=language, coach=coach))
    resize_window(app, size)
    scene = minas_prediction(app)
    if coach:  # the coach counts on its thread
        for _ in tries(20):
            frames(app, 1)
            if scene.driver.coach.advice is not None:
                break
    _settle(app)  # (no fade running: the text is read off the frame)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_prediction_panel_says_what_black_and_white_seals_are(
        app: App, language: str, size: tuple[int, int]) -> None:
    scene = _prediction(app, language, size, coach=False)
    words = Words(language)
    manager = app.context.manager
    with recording() as probe, only_top_scene(manager, probe):
        found = locate(manager, probe, size)
    buttons_top = min(button.rect.top
                      for button in (scene.side.magician_button, scene.side.confirm_button))
    least_px = SOFA_HEIGHT_1080 * size[1] / 1080
    for sentence in _kinds(words):
        shown = [item for item in found if item.text.text == sentence]
        assert shown, (sentence, [item.text.text for item in found])
        for item in shown:
            box = pygame.Rect(item.box)
            assert item.text.size_px >= least_px, (sentence, item.text.size_px)
            assert item.contrast >= LEAST_CONTRAST, (sentence, item.contrast)
            assert scene.side.rect.contains(box) and box.bottom <= buttons_top, (
                sentence, box, scene.side.rect, buttons_top)
            for part in (scene.hand.fan_rect(), scene.trick.shown_rect()):
                assert part is not None and not box.colliderect(part), (sentence, box, part)
    assert scene.side.words_bottom <= buttons_top, (scene.side.words_bottom, buttons_top)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_coachs_advice_keeps_its_words_beside_them(
        app: App, language: str, size: tuple[int, int]) -> None:
    scene = _prediction(app, language, size, coach=True)
    advice = scene.driver.coach.advice
    assert advice is not None and advice.suggested, "the coach never advised"
    words = Words(language)
    coach = words("wizard_extreme.coach.suggest", seals="").split(" ")[0]  # "Coach:"
    buttons_top = min(button.rect.top
                      for button in (scene.side.magician_button, scene.side.confirm_button))
    for text, box in _drawn(app, size):
        if text in _kinds(words) or text.startswith(coach):
            assert box.bottom <= buttons_top, (text, box, buttons_top)
    shown = [text for text, _ in _drawn(app, size)]
    for sentence in _kinds(words):
        assert sentence in shown, (sentence, shown)
    assert any(text.startswith(coach) for text in shown), (coach, shown)


def _drawn(app: App, size: tuple[int, int]) -> list[tuple[str, pygame.Rect]]:
    """Every text found on the frame, with where its ink is."""
    manager = app.context.manager
    with recording() as probe, only_top_scene(manager, probe):
        return [(item.text.text, pygame.Rect(item.box)) for item in locate(manager, probe, size)]


def test_the_lesson_tells_of_them_where_its_table_shows_them(drawn_texts: list[str]) -> None:
    """In the lesson the panel keeps to the values: its cards tell of a black and a white
    seal at the trick that shows them (trial s32 J/009), and of a white seal taken from a
    player never, the lesson never showing one."""
    with running_app() as shell:
        scene, _ = at_step(shell, "wizard_extreme", ".take_blue")
        drawn_texts.clear()
        frames(shell, 2)
        assert scene.side.rect.width > 1 and drawn_texts, "the panel was not drawn"
        for sentence in _kinds(shell.context.words):
            assert sentence not in drawn_texts, sentence


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_with_the_coach_on_the_panel_still_says_how_a_seal_is_taken(
        app: App, language: str, size: tuple[int, int]) -> None:
    """Trial Z1/008: with the coach on, the panel lost "press 1-5 or click a pile", the only
    word that keys 1-5 take seals (shot 164 against 124). It keeps a short line of them,
    above the buttons, with the coach's advice and the seals' words beside it."""
    scene = _prediction(app, language, size, coach=True)
    keys = Words(language)("wizard_extreme_scene.predict_keys", coloured=2)
    buttons_top = min(button.rect.top
                      for button in (scene.side.magician_button, scene.side.confirm_button))
    drawn = [box for text, box in _drawn(app, size) if text == keys]
    assert drawn, f"{keys!r} is not drawn"
    assert all(scene.side.rect.contains(box) and box.bottom <= buttons_top for box in drawn)
