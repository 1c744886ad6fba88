"""Polterfass's failure option reads true in both its states (PF-D5): "A throw fails unless
a number barrel stands: Off" read as if a throw could never fail, against the lesson.
Each state now names when a later throw fails, with a note on the special barrel, and the
setup's options stay inside their panel whichever state is shown."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.screens.setup import SetupScene
from scenes.screens.setup_options import option_value_label, option_value_note
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, Words
from tests.scenes.screens import resize_window
from tests.scenes.test_menus import FRAME

KOREAN = Words("ko")
OPTION = next(option for option in GAMES["polterfass"].options
              if option.key == "fail_if_no_number_barrel")


def test_each_state_says_when_a_later_throw_fails() -> None:
    for words in (ENGLISH, KOREAN):
        labels = [option_value_label(words, "polterfass", OPTION, value)
                  for value in OPTION.choices]
        notes = [option_value_note(words, "polterfass", OPTION, value)
                 for value in OPTION.choices]
        assert not {words("app.on"), words("app.off")} & set(labels), labels
        assert len(set(labels)) == 2 and all(notes) and len(set(notes)) == 2
    label = ENGLISH("polterfass.option.fail_if_no_number_barrel")
    assert "unless" not in label
    off, on = (option_value_label(ENGLISH, "polterfass", OPTION, value) for value in (False, True))
    assert "number barrel" not in off and "number barrel" in on


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_options_stay_inside_their_panel_in_either_state(app: App,
                                                             size: tuple[int, int]) -> None:
    resize_window(app, size)
    app.step(FRAME)
    for language in ("en", "ko"):
        app.context.apply_settings(replace(app.context.settings, language=language))
        for game_id in GAMES:
            setup = SetupScene(app.context, game_id)
            app.context.manager.apply(Push(setup))
            app.step(FRAME)
            for option in setup.shown_options:
                for _ in option.choices:
                    setup.next_option(option)
                    controls = [button.rect for button in setup.ring.buttons
                                if setup.option_panel.colliderect(button.rect)]
                    assert len(controls) == len(setup.shown_options)
                    for rect in controls:
                        assert setup.option_panel.contains(rect), (game_id, language, rect)
                    for (_x, y), lines, text_px in setup.option_notes:
                        assert y + len(lines) * text_px <= setup.option_panel.bottom
            app.context.manager.apply(Pop())
            app.step(FRAME)


def test_the_option_says_what_failing_is_in_the_words_of_the_table() -> None:
    """"A later throw fails when: Nothing stands (standard)" left a new player guessing
    (trial s10): which throw, what failing costs, what "nothing" stands for. The label
    names the button ("Throw again") and what failing means (the innkeeper serves
    nothing, RULES.md §2.5 phase 3, PF-D5); both choices say which barrels must stand,
    and the notes name the special barrels as the table shows them (X and arrow)."""
    for words in (ENGLISH, KOREAN):
        label = words("polterfass.option.fail_if_no_number_barrel")
        assert words("polterfass_scene.throw_again") in label, label
        assert ("nothing" if words is ENGLISH else "아무것도") in label, label
        labels = [option_value_label(words, "polterfass", OPTION, value)
                  for value in (False, True)]
        notes = [option_value_note(words, "polterfass", OPTION, value)
                 for value in (False, True)]
        barrel = "barrel" if words is ENGLISH else "술통"
        assert all(barrel in text for text in labels), labels
        assert all("X" in note and words("polterfass.face.arrow") in note for note in notes)
