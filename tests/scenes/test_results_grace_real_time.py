"""The results' grace is the player's seconds, and ends (trial s33 M/012): Play again, Watch
again and Menu stayed dead 3-5 s while the review was worked out, the grace counted in
frame time (a slow frame's step is cut short) and each press in it keeping it on."""

from __future__ import annotations

import pygame

from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.manager import SceneManager
from scenes.shell.scene import Push, Scene
from tests.scenes.test_couch_results import finished
from tests.scenes.test_game_base import FRAME, app, click, frames, press, set_speed

__all__ = ["app"]


class _SlowClock:
    """A main loop's clock on a loaded machine: every frame takes 0.3 s."""

    def tick(self, framerate: int = 0) -> int:
        return 300


def test_the_grace_counts_real_seconds_when_frames_are_slow(app: App) -> None:
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    app.clock = _SlowClock()  # type: ignore[assignment]
    for _ in range(8):  # 2.4 s of the player's, 0.8 s of the table's (MAX_DT)
        app.tick()
    assert not manager.in_grace, "the grace ran on frame time"
    assert all(button.enabled for button in results.ring.buttons)
    click(results.ring.buttons[-1].rect.center)
    app.tick()
    assert results not in manager.stack, "Menu, clicked 2.4 s in, did nothing"


def test_a_burst_of_keys_never_keeps_the_buttons_dead(app: App) -> None:
    """Enter and Space every quarter second from the last move on: from 2 s in, the buttons
    look and are pressable; the keys themselves still choose nothing."""
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    seconds = 0.0
    while seconds < 2.5:
        key = pygame.K_RETURN if round(seconds * 4) % 2 else pygame.K_SPACE
        press(key)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
        frames(app, 15)
        seconds += 15 * FRAME
    assert manager.top is results, "the burst chose a button"
    assert not manager.in_grace, "each press kept the grace on"
    assert all(button.enabled for button in results.ring.buttons)
    click(results.ring.buttons[-1].rect.center)
    frames(app, 2)
    assert results not in manager.stack


class _Screen(Scene):
    def __init__(self, grace: float = 0.0, most: float = 0.0) -> None:
        self.input_grace = grace
        if most:
            self.grace_most = most
        self.keys: list[int] = []

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)


def test_a_key_held_from_the_screen_before_counts_only_once_let_go() -> None:
    """The bound ends the grace, not the rule that a key held from before does nothing."""
    manager = SceneManager()
    manager.key_is_down = lambda key: True
    manager.apply(Push(_Screen()))
    manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    screen = _Screen(grace=1.5, most=2.0)
    manager.apply(Push(screen))
    manager.update(3.0)
    assert not manager.in_grace
    manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert screen.keys == [], "the held key's repeat counted"
    manager.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    manager.update(1.0)
    manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    assert screen.keys == [pygame.K_a]


def _said(results: ResultsScene) -> list[str]:
    return [toast.text for toast in results.toasts.toasts]


def test_a_press_the_grace_takes_says_so_until_the_buttons_come_alive(app: App) -> None:
    """Trial s33 L/016: an Enter did nothing, without a word. Held back, it says why."""
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    frames(app, 20)
    press(pygame.K_RETURN)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    frames(app, 2)
    assert manager.top is results
    assert _said(results) == [app.context.words("app.results.held_back")]
    frames(app, 150)
    assert not manager.in_grace and not _said(results), "'Not yet' stayed once presses count"


def test_enter_right_after_an_arrow_says_why_it_did_nothing(app: App) -> None:
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    frames(app, 180)
    press(pygame.K_RIGHT)
    frames(app, 3)
    press(pygame.K_RETURN)
    frames(app, 2)
    assert manager.top is results
    assert _said(results) == [app.context.words("app.results.held_back")]


def test_the_whole_review_is_at_full_strength_within_half_a_second(app: App) -> None:
    """Trial s33 L/016: the review's lines stood pale grey while they faded in."""
    results = ResultsScene(app.context, finished(["Mina", "Jun"], seed=6))
    app.context.manager.apply(Push(results))
    for _ in range(6000):
        frames(app, 1)
        if results.review.review is not None:
            break
    assert results.review.review is not None
    frames(app, 32)  # half a second, and a frame's rounding
    assert results.review.fade == 1.0
    results.review.fade = 0.0  # the same fade once more, on a loaded machine
    app.clock = _SlowClock()  # type: ignore[assignment]
    app.tick()
    app.tick()
    assert results.review.fade == 1.0, "slow frames drew the review pale for longer"
