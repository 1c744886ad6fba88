"""The shared game-scene parts: the hand-over banner, refusals
over the prompt line, and "wait for …" during a computer's turn."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.yacht.scene import YachtScene
from scenes.shell.app import App
from tabletop.games.yacht import Category
from tests.scenes.test_game_base import app, click, frames, press, set_speed
from tests.scenes.test_yacht_scene import settle, start

__all__ = ["app"]


def score_something(shell: App, scene: object) -> None:
    press(pygame.K_SPACE)
    settle(shell, scene)  # type: ignore[arg-type]
    click(scene.sheet.cell_rect(0, Category.CHOICE).center)  # type: ignore[attr-defined]


def banner_after_a_score(shell: App) -> YachtScene:
    """Mina and Jun, two people, at normal speed: Mina scores, and the frames run until
    Jun's banner plays."""
    set_speed(shell, "normal")
    scene = start(shell, opponent=None)
    score_something(shell, scene)
    for _ in range(400):
        frames(shell, 1)
        if scene.banner.is_active:
            break
    assert scene.banner.is_active, "the turn passed to Jun with a banner"
    return scene


def computers_turn_after_a_score(shell: App, speed: str) -> YachtScene:
    """Mina against the hard computer at ``speed``: Mina scores, and the frames run until
    the computer's turn waits on nothing the table shows."""
    set_speed(shell, speed)
    scene = start(shell)
    score_something(shell, scene)
    for _ in range(600):
        frames(shell, 1)
        if scene.session.is_computer_turn() and not scene.driver.is_busy:
            break
    return scene


def test_a_banner_names_the_next_seat_and_a_click_skips_it(app: App) -> None:
    scene = banner_after_a_score(app)
    assert scene.banner.text == "Jun's turn"
    assert scene.banner.slot == scene.session.seats[1].colour
    # Under the banner, the plates and the prompt already name Jun.
    assert scene.plates[1].is_active and not scene.plates[0].is_active
    assert scene.prompt.text.startswith("Jun")
    assert not scene.accepts_input  # the banner holds input like any animation...
    click((5, 300))
    frames(app, 2)
    assert not scene.banner.is_active  # ...and a click skips it
    settle(app, scene)
    assert scene.session.current_seat == 1 and scene.accepts_input


def test_no_banner_at_instant_speed(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    score_something(app, scene)
    for _ in range(5):
        frames(app, 1)
        assert not scene.banner.is_active


@pytest.mark.one_hand
def test_refusals_sit_above_the_prompt_line_not_over_the_controls(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    click(scene.sheet.cell_rect(0, Category.CHOICE).center)  # scoring before rolling
    frames(app, 2)
    assert scene.toasts.toasts
    for card in scene.toasts.rects(app.context.size):
        assert not card.colliderect(scene.layout.prompt)
        assert card.bottom <= scene.layout.prompt.top
        assert not card.colliderect(scene.roll_button.rect)
        assert not card.colliderect(scene.tray.rect)


def test_a_click_during_a_computers_turn_asks_to_wait(app: App) -> None:
    scene = computers_turn_after_a_score(app, "slow")
    assert scene.session.is_computer_turn()
    scene.toasts.toasts.clear()
    click(scene.roll_button.rect.center)
    frames(app, 1)
    texts = [toast.text for toast in scene.toasts.toasts]
    assert texts == ["Wait for Robo: it is their turn."]
    assert not scene.toasts.toasts[0].error


def test_wait_for_the_computer_goes_the_moment_the_turn_moves_on(app: App) -> None:
    scene = computers_turn_after_a_score(app, "fast")
    click(scene.roll_button.rect.center)
    frames(app, 1)
    (waiting,) = [toast for toast in scene.toasts.toasts if toast.text.startswith("Wait for")]
    waiting.seconds = 600.0  # however long it might have stayed, it is wrong once Mina is on
    for _ in range(3000):
        frames(app, 1)
        if scene.session.current_seat == 0:
            break
    assert scene.session.current_seat == 0
    frames(app, 1)
    assert waiting not in scene.toasts.toasts, "a stale 'Wait for Robo' over Mina's turn"
