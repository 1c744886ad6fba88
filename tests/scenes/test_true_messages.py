"""What the table says stays true: the plates follow a move as soon as the table shows
it, not after the banner and the next seat's turn."""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from tabletop.games.yacht import Category
from tests.scenes.test_couch_manners import banner_after_a_score
from tests.scenes.test_game_base import app, frames, set_speed

__all__ = ["app"]


def test_a_score_reaches_its_plate_while_the_next_seats_banner_plays(app: App) -> None:
    scene = banner_after_a_score(app)
    scored = scene.session.game.scores()[0]
    assert Category.CHOICE in scene.session.game.state.sheets[0] and scored > 0
    assert scene.plates[0].counter.target == scored, "the plate lags the sheet"


def test_a_hand_on_a_phone_is_never_said_to_wait_for_the_screen(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.games.wizard_extreme import table_draw
    from tests.scenes.test_wizard_extreme_scene import start as start_wizard

    set_speed(app, "instant")
    table = start_wizard(app, persons=1)  # Mina, on her phone, and two computers
    for holder, name in ((table.driver, "seat_on_phone"), (table.driver.curtain, "on_phone")):
        monkeypatch.setattr(holder, name, lambda seat: seat == 0)
    table.driver.resync()
    monkeypatch.setattr(table.driver, "press_awaited", lambda: False)
    said: list[str] = []
    monkeypatch.setattr(table_draw, "draw_hand_hint", lambda surface, rect, hint, scale:
                        said.append(hint) or rect)
    movers = set()
    for _ in range(200):
        frames(app, 1)
        mover = table.session.current_seat
        if mover is not None and not table.hand.cards and not table.driver.reveals_all:
            movers.add(mover)
    assert said and movers, "the table was drawn while seats were to move"
    assert not any("until the screen is yours" in hint for hint in said), said[:3]
    assert all(hint == "Mina's cards are on the phone." for hint in said)
