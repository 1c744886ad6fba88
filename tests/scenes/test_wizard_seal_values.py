"""The prediction panel says what each seal left costs (trial s32 K/010).

It said only "Penalty points count for every seal left at the end", and a new player worked
the values out from the round's summary ("(black)×4 = 12"). Where seals are chosen it now
reads the values of RULES.md §3.6 (coloured 2, black 3, white 4), in English and Korean,
above the buttons at 1280x720 and 1920x1080.
"""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from tabletop.games.wizard_extreme import BLACK_PENALTY, COLOURED_PENALTY, WHITE_PENALTY
from tabletop.i18n import Words
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames
from tests.scenes.test_wizard_extreme_scene import app
from tests.scenes.test_wizard_space_predicts_none import minas_prediction

__all__ = ["app"]

VALUES = {"en": (f"coloured {COLOURED_PENALTY}", f"black {BLACK_PENALTY}",
                 f"white {WHITE_PENALTY}"),
          "ko": (f"색 봉인 {COLOURED_PENALTY}점", f"검은 봉인 {BLACK_PENALTY}점",
                 f"흰 봉인 {WHITE_PENALTY}점")}


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_prediction_panel_states_each_seals_points(
        app: App, drawn_texts: list[str], language: str, size: tuple[int, int]) -> None:
    app.context.words = Words(language)
    resize_window(app, size)
    scene = minas_prediction(app)
    drawn_texts.clear()
    frames(app, 2)
    said = [text for text in drawn_texts if all(value in text for value in VALUES[language])]
    assert said, drawn_texts
    # Its words end above the buttons (the panel's heading is drawn from its top).
    assert scene.side.words_bottom <= scene.side.magician_button.rect.top, size
