"""Nobody acts at a replay's table: its prompt says whose turn it is, or how the game
ended, and never which key to press (Space plays or pauses a replay)."""

from __future__ import annotations

import pytest

from scenes.games.yacht.scene import YachtScene
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.games import GAMES
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_replay import finished_game
from tests.scenes.test_replay_steps import replay_at_start

__all__ = ["app"]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_replay_prompt_names_whose_turn_and_never_a_key(app: App, game_id: str) -> None:
    set_speed(app, "instant")
    finished = finished_game(game_id)
    driver = replay_at_start(app, game_id, finished)
    names = [seat.name for seat in finished.seats]
    while True:
        shown = driver.scene
        text = shown.frame.prompt.text
        seat = driver.session.current_seat
        if seat is None:
            assert text.startswith("Game over!") and "Press" not in text, text
            break
        assert text == f"{names[seat]}'s turn", (driver.position, text)
        driver.step_forward()
        for _ in range(100):  # the move's motion played out: the table names whose turn
            frames(app, 1)
            if driver.is_settled:
                break


def test_the_yacht_tray_of_a_replay_says_whose_turn_not_press_space(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.games.yacht import scene as yacht_scene

    table = app.context.navigator.replay(finished_game("yacht"))
    assert isinstance(table, YachtScene)
    app.context.manager.apply(Push(table))
    frames(app, 2)
    assert isinstance(table.driver, ReplayDriver)
    table.driver.playing = False
    table.driver.step_to(0)
    frames(app, 2)
    table = table.driver.scene
    assert isinstance(table, YachtScene) and not table.dice_visible
    said: list[str] = []
    shadowed = yacht_scene.assets.shadowed_text
    monkeypatch.setattr(yacht_scene.assets, "shadowed_text",
                        lambda text, *rest, **named: said.append(text) or shadowed(
                            text, *rest, **named))
    frames(app, 1)
    assert "Mina's turn" in said and not any("Press" in text for text in said), said
