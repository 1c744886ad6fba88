"""No Undo on a hand-over's cover: the screen waits for a person's press, and the button
beside the cover's "Joon, press to see your cards" offered a take-back nobody could make
there (trial s28 E/072). A card played now ends the undo window (trial s34 P/004), so
here the session is let keep it, as it did then: the cover itself never offers Undo."""

from __future__ import annotations

import pytest

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.games.wizard_extreme import CardPlayed
from tests.scenes.test_game_base import app
from tests.scenes.test_hand_over import _start, _walk

__all__ = ["app"]


def test_no_undo_button_stands_beside_a_cover(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(CardPlayed, "reveals", False)  # a trick's winner may undo its card
    scene = _start(app, "wizard_extreme")
    with_undo = []

    def looked(curtain: CurtainScene) -> None:
        if scene.session.can_undo:  # the person's last move could be taken back
            with_undo.append(scene.undo_button.enabled)

    _walk(app, scene, looked, moves=80)
    assert with_undo, "no cover rose over a move that could be taken back"
    assert not any(with_undo), f"Undo stood on {sum(with_undo)} of {len(with_undo)} covers"
