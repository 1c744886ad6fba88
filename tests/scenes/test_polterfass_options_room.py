"""Polterfass's setup options keep their panel's padding below the last one (trial s32
I/015: the third option's button touched the Options panel's bottom edge at 1920x1080).
The third option's label reads on one line ("Rethrow standing specials"), which gives the
panel back a line."""

from __future__ import annotations

import pytest

from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Pop
from scenes.widgets.cycle_button import CycleButton
from tests.scenes.screens import view_in
from tests.scenes.test_menus import FRAME
from tests.scenes.test_setup_names_carry import open_setup


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_last_option_keeps_the_panels_padding(app: App, size: tuple[int, int],
                                                  language: str) -> None:
    view_in(app, size, language)
    app.step(FRAME)
    setup = open_setup(app, "polterfass")
    pad = setup.px(theme.SPACE_L)  # the panel's padding at its top
    for option in setup.shown_options:
        for _ in option.choices:
            setup.next_option(option)
            app.step(FRAME)
            panel = setup.option_panel
            controls = [button.rect for button in setup.ring.buttons
                        if isinstance(button, CycleButton) and panel.colliderect(button.rect)]
            lowest = max(rect.bottom for rect in controls)
            notes = [y + len(lines) * px for (_x, y), lines, px in setup.option_notes]
            lowest = max([lowest, *notes])
            assert panel.bottom - lowest >= pad, (size, language, panel, lowest)
    app.context.manager.apply(Pop())
    app.step(FRAME)
