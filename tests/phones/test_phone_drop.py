"""A phone that drops is said on the TV, for everyone, with the way back, and its return
too (trial Z2/013: the TV said "Yuna is deciding on the phone" until the cover came, and
nobody was told). A real table and phone server on a local port, websocket clients as the
phones, one of which disconnects."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from scenes.games import phone_desk
from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.core.seats import SeatKind
from tests.phones.conftest import Phone
from tests.phones.table import _join, _table, _wait
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

PERSON = SeatKind.PERSON


def _said(scene: GameScene[Any]) -> list[str]:
    return [toast.text for toast in scene.frame.toasts.toasts if toast.public]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_dropped_phone_is_said_with_the_way_back_and_so_is_its_return(
        app: App, phones: list[Phone], monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    monkeypatch.setattr(phone_desk, "AWAY_SECONDS", 0.3)
    app.context.apply_settings(replace(app.context.settings, language=language))
    words = app.context.words
    scene = _table(app, "winners_circle", (PERSON, PERSON), options={"hidden_bets": True},
                   names=("Zed", "Yuna"))
    yuna = scene.session.current_seat
    assert yuna is not None
    name = scene.session.name(yuna)
    desk = scene.driver.phones.desk
    assert desk is not None
    phone = _join(scene, yuna, phones)
    _join(scene, 1 - yuna, phones)
    _wait(app, lambda: scene.driver.seat_on_phone(yuna))
    frames(app, 3)
    lost = words("phones.phone_lost", name=name)
    assert lost not in _said(scene)
    phone.close()
    _wait(app, lambda: lost in _said(scene))
    assert scene.prompt.text == words("phones.away_prompt", name=name)
    assert desk.code(yuna) not in " ".join(_said(scene)), "no code is said for it"
    # Past the grace the cover comes, and the table is told why.
    monkeypatch.setattr(phone_desk, "GRACE_SECONDS", 0.0)
    _wait(app, lambda: isinstance(app.context.manager.top, CurtainScene))
    _wait(app, lambda: words("phones.phone_lost_here", name=name) in _said(scene))
    # It opens the page again (its secret kept): the cover goes and the table hears it.
    _join(scene, yuna, phones)
    back = words("phones.phone_back", name=name)
    _wait(app, lambda: back in _said(scene))
    _wait(app, lambda: app.context.manager.top is scene)
    assert lost not in _said(scene), "what is no longer true goes"


def test_a_quick_reload_says_nothing(app: App, phones: list[Phone]) -> None:
    """A page reloaded within the away time is not a dropped phone."""
    scene = _table(app, "winners_circle", (PERSON, PERSON), options={"hidden_bets": True},
                   names=("Zed", "Yuna"))
    yuna = scene.session.current_seat
    assert yuna is not None
    phone = _join(scene, yuna, phones)
    _join(scene, 1 - yuna, phones)
    _wait(app, lambda: scene.driver.seat_on_phone(yuna))
    phone.close()
    desk = scene.driver.phones.desk
    _wait(app, lambda: desk is not None and desk.state(yuna) == "away")
    _join(scene, yuna, phones)
    _wait(app, lambda: desk is not None and desk.state(yuna) == "connected")
    frames(app, 5)
    words = app.context.words
    name = scene.session.name(yuna)
    assert not {words("phones.phone_lost", name=name),
                words("phones.phone_back", name=name)} & set(_said(scene))
