"""Every value of a game's option reads between the chevrons of its control with room to
spare, in English and Korean, at 1280x720 and 1920x1080: "◀No barrel stands (standard)▶"
touched its chevrons (trial s12), its label sized for the whole face."""

from __future__ import annotations

import pygame
import pytest

from scenes.screens.setup_options import option_value_label
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Pop
from scenes.widgets.cycle_button import CycleButton
from tabletop.games import GAMES
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import app
from tests.scenes.test_menus import FRAME
from tests.scenes.test_setup_names_carry import open_setup

__all__ = ["app"]


def _label_reach(button: CycleButton) -> tuple[int, int]:
    """Where the label's ends stand, drawn as the button draws it: centred between the
    chevrons' room."""
    width = assets.text_size(button.label, button.label_px(), bold=True)[0]
    left, right = button.side_room
    middle = (button.rect.x + left + button.rect.right - right) // 2
    return middle - width // 2, middle + width // 2


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_option_value_fits_between_its_chevrons(app: App, size: tuple[int, int],
                                                      language: str) -> None:
    view_in(app, size, language)
    app.step(FRAME)
    crowded = []
    for game_id, spec in GAMES.items():
        if not spec.options:
            continue
        setup = open_setup(app, game_id)
        controls = [button for button in setup.ring.buttons if isinstance(button, CycleButton)
                    and setup.option_panel.contains(button.rect)]
        assert len(controls) == len(setup.shown_options), game_id
        for option, control in zip(setup.shown_options, controls, strict=True):
            face_height = control.rect.height - max(2, control.rect.height // 12)
            arrow, inset = max(4, face_height // 7), max(8, face_height // 3)
            margin = max(6, face_height // 8)  # clear air between chevron and words
            for value in option.choices:
                control.text = option_value_label(app.context.words, game_id, option, value)
                start, end = _label_reach(control)
                # A chevron's inner point stands half its size in from its place.
                if start < control.rect.x + inset + arrow // 2 + margin \
                        or end > control.rect.right - inset - arrow // 2 - margin:
                    crowded.append(f"{game_id} {option.key}={value}: {control.label!r}")
        app.context.manager.apply(Pop())
        app.step(FRAME)
    pygame.event.clear()
    assert not crowded, f"at {size} in {language}: {crowded}"
