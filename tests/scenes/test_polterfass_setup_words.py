"""Polterfass's option values read at the size of every other value in setup: "No barrel
stands (standard)" was drawn at about 24 px beside the others' 30 at 1920x1080 (trial s14,
062), shrunk to fit between its chevrons. Each value now fits at the button's own size:
"All barrels lie", the note under it saying it is the standard rule."""

from __future__ import annotations

import pygame
import pytest

from scenes.screens.setup_options import option_value_label
from scenes.shell.app import App
from scenes.shell.scene import Pop
from scenes.widgets.cycle_button import CycleButton
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import app
from tests.scenes.test_menus import FRAME
from tests.scenes.test_setup_names_carry import open_setup

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_option_value_is_drawn_at_the_common_size(app: App, size: tuple[int, int],
                                                        language: str) -> None:
    view_in(app, size, language)
    app.step(FRAME)
    setup = open_setup(app, "polterfass")
    controls = [button for button in setup.ring.buttons if isinstance(button, CycleButton)
                and setup.option_panel.contains(button.rect)]
    assert len(controls) == len(setup.shown_options) == 3
    shrunk = []
    for option, control in zip(setup.shown_options, controls, strict=True):
        control.text = ""
        common = control.label_px()  # an empty label is drawn at the face's own size
        for value in option.choices:
            control.text = option_value_label(app.context.words, "polterfass", option, value)
            if control.label_px() < common:
                shrunk.append(f"{control.label!r}: {control.label_px()} px, not {common}")
    app.context.manager.apply(Pop())
    app.step(FRAME)
    pygame.event.clear()
    assert not shrunk, f"at {size} in {language}: {shrunk}"
