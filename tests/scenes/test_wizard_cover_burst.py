"""The press that lifts the hand-over cover is the cover's alone, and a burst after it does
not decide (issue #32 items 1 and 5): mashing Enter past Player 2's cover in the
prediction took two red seals, the focus standing on the red pile (trial s24 B/140). A
held-back press says why; Enter takes no seal until a pile is chosen (trial I/023)."""

from __future__ import annotations

import pygame

from scenes.games.manners import DECISION_QUIET_SECONDS
from scenes.shell.app import App
from tests.scenes.test_cover_lifts_on_enter import _on_to_a_cover
from tests.scenes.test_game_base import QUIET_SECONDS, app, set_speed
from tests.scenes.test_hand_over import _start
from tests.scenes.test_key_bursts import Keyboard

__all__ = ["app"]


def _cover_lifted(app: App) -> tuple[Keyboard, list[object]]:
    """Two persons and a computer at Wizard Extreme, on to the first person's cover, lifted
    with Enter; returns the keyboard and the game's history as it stood."""
    scene = _start(app, "wizard_extreme")
    cover = _on_to_a_cover(app, scene)
    set_speed(app, "normal")
    keyboard = Keyboard(app)
    keyboard.run(QUIET_SECONDS)
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.05)
    assert app.context.manager.top is scene, "Enter lifts the cover"
    assert scene.driver.viewer == cover.seat
    return keyboard, list(scene.session.game.history)


def test_a_burst_of_enter_after_the_cover_takes_nothing(app: App) -> None:
    keyboard, history = _cover_lifted(app)
    game = app.context.manager.top.session.game  # type: ignore[attr-defined]
    for _ in range(6):  # Enter mashed on, one every 0.6 s
        keyboard.run(0.55)
        keyboard.tap(pygame.K_RETURN)
        assert game.history == history, f"the burst decided: {game.history[len(history):]}"
    too_quick = app.context.words("table.too_quick")
    toasts = app.context.manager.top.frame.toasts.toasts  # type: ignore[attr-defined]
    assert any(toast.text == too_quick for toast in toasts), "the held-back press says why"
    # Once the keys rest, an arrow chooses a pile and Enter takes from it: Enter alone
    # takes no seal no key has chosen (enter_guard.py, trial I/023).
    for key in (pygame.K_RETURN, pygame.K_RIGHT, pygame.K_RETURN):
        keyboard.run(DECISION_QUIET_SECONDS)
        keyboard.tap(key)
        keyboard.run(0.2)
    assert len(game.history) == len(history) + 1, "once the keys rest, Enter acts"


def test_enter_after_the_cover_takes_no_seal_until_one_is_chosen(app: App) -> None:
    """Enter, a deliberate second apart, lifted the cover and then took red seals the
    focus rested on (trial s25 B/144), and so did Enter a few seconds apart through the
    round's end (trial I/023): Enter shows the ring and says how to choose a pile, and
    takes from it once an arrow has chosen (scenes/games/enter_guard.py)."""
    keyboard, history = _cover_lifted(app)
    scene = app.context.manager.top
    game = scene.session.game  # type: ignore[attr-defined]
    keyboard.run(1.6)
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.2)
    assert game.history == history, f"the first Enter decided: {game.history[len(history):]}"
    said = scene.frame.prompt.text  # type: ignore[attr-defined]
    assert said.startswith("Enter takes no seal until you choose one"), said
    keyboard.run(1.6)
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.2)
    assert game.history == history, "a second deliberate Enter took a seal nobody chose"
    for key in (pygame.K_RIGHT, pygame.K_RETURN):
        keyboard.run(1.6)
        keyboard.tap(key)
        keyboard.run(0.2)
    assert len(game.history) == len(history) + 1, "Enter takes the pile an arrow chose"


def test_a_number_key_after_the_cover_takes_its_seal_at_once(app: App) -> None:
    keyboard, history = _cover_lifted(app)
    game = app.context.manager.top.session.game  # type: ignore[attr-defined]
    keyboard.run(1.6)
    keyboard.tap(pygame.K_1)
    keyboard.run(0.2)
    assert len(game.history) == len(history) + 1, "a number key points: it acts at once"
