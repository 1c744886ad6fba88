"""The advice to play on phones never crosses the setup's panels: it stands on the seat
panel's paper under the rows when it fits there, else in the green above the buttons, clear
of both panels (over the buttons it crossed their lower edges with Wizard Extreme's long
option notes, a trial found; across the seat panel's lower edge with Polterfass's six
seats, trial s34 O/008)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Pop
from scenes.shell.theme import TextSize
from tabletop.core.seats import SeatKind
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app
from tests.scenes.test_menus import FRAME
from tests.scenes.test_setup_names_carry import open_setup

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_phones_advice_keeps_off_the_panels(app: App, size: tuple[int, int],
                                                language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, size)
    checked = 0
    for game_id in ("wizard_extreme", "big_shot", "winners_circle", "polterfass"):
        setup = open_setup(app, game_id)
        for count in range(setup.spec.min_seats, setup.spec.max_seats + 1):
            while len(setup.seats) != count:
                setup.change_count(1 if len(setup.seats) < count else -1)
            if setup.seats[1].kind is not SeatKind.PERSON:
                setup.toggle_kind(1)
            for option in setup.shown_options:  # the longest notes
                setup.options[option.key] = option.choices[-1]
            setup.relayout()
            app.step(FRAME)
            if not setup.recommends_phones:
                continue
            advice = app.context.words("phones.setup_recommended", count=2)
            if setup.phones_hint_fits(advice):
                assert setup.seat_panel.contains(setup.phones_hint_room), (game_id, count)
                assert setup.phones_hint_room.top >= setup.row_rects[-1].bottom
            else:
                height = assets.font(setup.font_px(TextSize.BODY)).get_linesize()
                top = setup.phones_hint_at[1] - height // 2  # one line, its middle there
                assert top >= setup.seat_panel.bottom, (game_id, count, top)
                assert top + height <= setup.start_button.rect.top, (game_id, count, top)
            checked += 1
        app.context.manager.apply(Pop())
        app.step(FRAME)
    assert checked >= 5
