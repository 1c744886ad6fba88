"""Every column of the payout sheet writes its race balance the same way: the lesson's
race 1 sheet had "this race:" over "+$1150 − $200 = +$950", "this race: +$600 − $200 =
+$400" on one line and "this race +$500" with no colon side by side (trial s38 X/002)."""

from __future__ import annotations

from typing import Any

import pytest

from scenes.games.winners_circle import panels
from scenes.games.winners_circle.panels import PayoutLine, PayoutSheet
from scenes.shell.app import App
from scenes.widgets.tween import Pace
from tabletop.games.winners_circle_events import PayoutKind
from tabletop.i18n import Words
from tests.scenes.test_game_base import app
from tests.scenes.test_winners_circle_payout_fits import _sheet_rect

__all__ = ["app"]


def _race_one(seats: int) -> PayoutSheet:
    """The trial's race 1: Black 1st with the pace, Blue 3rd, Purple last; the first
    columns paid $200 for Purple, the last none."""
    black, blue, purple = 0, 3, 6
    names = [f"Seat {seat}" for seat in range(seats)]
    sheet = PayoutSheet(1, (black, 2, blue), purple, black, names, list(range(seats)), Pace())
    for seat in range(seats):
        if seat == seats - 1:
            sheet.lines[seat] = [PayoutLine(blue, 2, PayoutKind.SHOW, 250, 1, 500)]
        else:
            sheet.lines[seat] = [PayoutLine(black, 1, PayoutKind.WIN, 800, 1, 800 * (seat + 1)),
                                 PayoutLine(black, 1, PayoutKind.PACE, 100, 1, 100),
                                 PayoutLine(purple, 2, PayoutKind.LAST, 100, 1, -200)]
            sheet.paid[seat] = 200
        sheet.settled[seat] = True
    return sheet


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 6])
def test_every_column_writes_its_race_balance_alike(
        app: App, monkeypatch: pytest.MonkeyPatch, language: str, size: tuple[int, int],
        seats: int) -> None:
    rect, scale = _sheet_rect(app, size, seats)
    words = Words(language)
    label = words("winners_circle_scene.race_sum_label")
    drawn: list[str] = []
    real_text = panels.assets.text

    def text(words_drawn: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(words_drawn)
        return real_text(words_drawn, *args, **kwargs)

    monkeypatch.setattr(panels.assets, "text", text)
    panels._payout_body.cache_clear()
    panels._payout_body(words, rect.size, _key(_race_one(seats)), scale)
    balances = [said for said in drawn if said.startswith(label)]
    assert len(balances) == seats, (balances, seats)
    alone = [said == label for said in balances]
    assert all(alone) or not any(alone), balances


def _key(sheet: PayoutSheet) -> tuple[object, ...]:
    return (sheet.race, sheet.podium, sheet.last, sheet.pace, tuple(sheet.names),
            tuple(sheet.slots), sheet.multiplier, tuple(tuple(lines) for lines in sheet.lines),
            tuple(sheet.paid), tuple(sheet.settled))
