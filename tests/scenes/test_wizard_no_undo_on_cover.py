"""No Undo on a hand-over's cover: the screen waits for a person's press, and the button
beside the cover's "Joon, press to see your cards" offered a take-back nobody could make
there (trial s28 E/072)."""

from __future__ import annotations

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tests.scenes.test_game_base import app
from tests.scenes.test_hand_over import _start, _walk

__all__ = ["app"]


def test_no_undo_button_stands_beside_a_cover(app: App) -> None:
    scene = _start(app, "wizard_extreme")
    with_undo = []

    def looked(curtain: CurtainScene) -> None:
        if scene.session.can_undo:  # the person's last move could be taken back
            with_undo.append(scene.undo_button.enabled)

    _walk(app, scene, looked, moves=80)
    assert with_undo, "no cover rose over a move that could be taken back"
    assert not any(with_undo), f"Undo stood on {sum(with_undo)} of {len(with_undo)} covers"
