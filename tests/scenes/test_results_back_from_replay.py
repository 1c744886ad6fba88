"""Back on the results from a replay, a click counts at once: the standings were read
before the replay was opened (trial s23 B/142-144: Menu clicked 1.5 s after Esc did
nothing, and the next click, meant for the main menu, hit Watch again)."""

from __future__ import annotations

import pygame

from scenes.screens.menu import MenuScene
from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.scenes.test_game_base import app, frames, press, set_speed
from tests.scenes.test_replay import finished_game, is_replay

__all__ = ["app"]  # the shell fixture, used by name


def _click(point: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=point, button=1))


def _menu_button(results: ResultsScene) -> tuple[int, int]:
    return next(button for button in results.ring.buttons
                if button.label_key == "app.results.menu").rect.center


def test_a_click_on_menu_back_from_a_replay_counts_at_once(app: App) -> None:
    app.start_menu()
    frames(app, 1)
    set_speed(app, "instant")
    results = ResultsScene(app.context, finished_game("yacht"))
    app.context.manager.apply(Push(results))
    frames(app, 90)  # the first second's grace, on arriving
    results.watch_again()
    frames(app, 2)
    assert is_replay(app.context.manager.top)
    press(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.context.manager.top is results
    frames(app, 20)  # a third of a second
    _click(_menu_button(results))
    frames(app, 2)
    assert isinstance(app.context.manager.top, MenuScene), "the click on Menu was lost"


def test_a_click_in_the_first_moment_of_the_results_still_waits(app: App) -> None:
    """On arriving from the game's last move, the grace stays (DESIGN §3)."""
    app.start_menu()
    frames(app, 1)
    results = ResultsScene(app.context, finished_game("yacht"))
    app.context.manager.apply(Push(results))
    frames(app, 20)
    _click(_menu_button(results))
    frames(app, 2)
    assert app.context.manager.top is results


def test_the_replays_top_button_says_it_goes_back_to_the_results(app: App) -> None:
    """"Menu" in the replay led back to the results, not the main menu (trial s24 B/170)."""
    app.start_menu()
    frames(app, 1)
    set_speed(app, "instant")
    results = ResultsScene(app.context, finished_game("yacht"))
    app.context.manager.apply(Push(results))
    frames(app, 90)
    results.watch_again()
    frames(app, 2)
    replay = app.context.manager.top
    assert is_replay(replay)
    button = replay.frame.menu_button  # type: ignore[attr-defined]
    assert button.label_key == "replay.leave_results"
    assert "results" in button.label.lower()
    press(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.context.manager.top is results  # where the button said


def test_the_replays_top_button_still_says_results_after_a_jump(app: App) -> None:
    """A jump builds a new table: its button read "Menu" though Esc still led to the
    results (trial s25 A/090-093)."""
    app.start_menu()
    frames(app, 1)
    set_speed(app, "instant")
    results = ResultsScene(app.context, finished_game("yacht"))
    app.context.manager.apply(Push(results))
    frames(app, 90)
    results.watch_again()
    frames(app, 2)
    first = app.context.manager.top
    first.driver.step_to(9)  # type: ignore[union-attr]
    frames(app, 2)
    jumped = app.context.manager.top
    assert is_replay(jumped) and jumped is not first
    button = jumped.frame.menu_button  # type: ignore[union-attr]
    assert button.label_key == "replay.leave_results"
    press(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.context.manager.top is results
