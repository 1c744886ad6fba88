"""The setup's panels keep their size as a seat turns Person (trial s39 Y/012: at
Polterfass a second person brought the "Phones: off" control and both panels shrank
about 25 px to leave its line room; the line's room is kept whether phones are offered
or not)."""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from scenes.shell.scene import Pop
from tabletop.core.seats import SeatKind
from tabletop.games import GAMES
from tests.scenes.screens import view_in
from tests.scenes.test_menus import FRAME
from tests.scenes.test_setup_names_carry import app, open_setup

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_panels_keep_their_size_as_phones_are_offered(app: App, size: tuple[int, int],
                                                          language: str) -> None:
    view_in(app, size, language)
    app.step(FRAME)
    offered = []
    for game_id in GAMES:
        setup = open_setup(app, game_id)
        computer = next((index for index, seat in enumerate(setup.seats)
                         if seat.kind is SeatKind.COMPUTER), None)
        if computer is not None and not setup.phones_offered:
            panels = (setup.seat_panel.copy(), setup.option_panel.copy())
            setup.toggle_kind(computer)
            app.step(FRAME)
            if setup.phones_offered:
                offered.append(game_id)
                assert (setup.seat_panel, setup.option_panel) == panels, game_id
        app.context.manager.apply(Pop())
        app.step(FRAME)
    assert "polterfass" in offered, offered
