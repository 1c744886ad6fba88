"""The payout sheet's columns are headed by the seats' names as they are called when it is
drawn: after a switch of language behind the pause menu (Settings) on the payout, "Player
1" stayed English over a Korean sheet, the names taken as the sheet opened (trial s35
R/012). A typed name stays as typed."""

from __future__ import annotations

from dataclasses import replace

from scenes.games.winners_circle.panels import PayoutSheet
from scenes.shell.app import App
from scenes.widgets.tween import Pace
from tabletop.i18n import Words
from tabletop.storage.names import default_name
from tests.scenes.test_game_base import app, frames, until_input
from tests.scenes.winners_circle_table import persons_at_the_bets

__all__ = ["app"]


def test_the_payout_sheet_names_its_columns_in_the_language_switched_to(app: App) -> None:
    english = [default_name(1, True, Words("en")), "Mina", default_name(3, True, Words("en"))]
    scene = persons_at_the_bets(app, english)
    until_input(app, scene)
    # Race 1's payout on the table, opened under the English names.
    sheet = PayoutSheet(1, (0, 1, 2), 3, None, list(english), [0, 1, 2], Pace())
    scene.table.sheet = sheet
    frames(app, 2)
    assert sheet.names == english
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    frames(app, 2)
    korean = Words("ko")
    assert scene.table.sheet is sheet
    assert sheet.names == [default_name(1, True, korean), "Mina", default_name(3, True, korean)]
