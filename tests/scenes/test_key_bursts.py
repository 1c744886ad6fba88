"""A burst of presses after a game's last move takes one screen's action at most, never a
chain into a new game (DESIGN §3, "one press, one action").

The real program is driven frame by frame at 60 frames a second with the keyboard as
SDL and pygame report it: each press and release posted in the frame it happens in, the
keyboard's state as it is when the frame pumps its events, and a held key repeating as
pygame repeats it (after 0.4 s, every 0.04 s), its last repeat pumped together with its
release (seen in a real window under X: the repeat timer fires as the key goes up).
"""

from __future__ import annotations

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.screens.menu import MenuScene
from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from tabletop import storage
from tests.scenes.test_finished_game import FRAME, finish_on_the_table, shell

__all__ = ["shell"]

pytestmark = pytest.mark.mash

REPEAT_DELAY, REPEAT_EVERY = 0.4, 0.04


class Keyboard:
    """Fingers on the program's keyboard, and the clock the program sees."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.down: set[int] = set()
        self.repeat_at: dict[int, float] = {}
        self.pressed_at: dict[int, float] = {}
        self.clock = 0.0
        self.tops: list[str] = []
        """The screens that came on top, in order."""
        app.context.manager.key_is_down = self.down.__contains__

    def run(self, seconds: float) -> None:
        end = self.clock + seconds - 1e-9
        while self.clock < end:
            for key, when in list(self.repeat_at.items()):
                if self.clock >= when:
                    self._post(pygame.KEYDOWN, key)
                    self.repeat_at[key] = when + REPEAT_EVERY
            self.app.step(FRAME)
            self.clock += FRAME
            top = type(self.app.context.manager.top).__name__
            if not self.tops or self.tops[-1] != top:
                self.tops.append(top)

    def press(self, key: int) -> None:
        self._post(pygame.KEYDOWN, key)
        self.down.add(key)
        self.repeat_at[key] = self.clock + REPEAT_DELAY
        self.pressed_at[key] = self.clock

    def release(self, key: int) -> None:
        del self.repeat_at[key]
        if self.clock - self.pressed_at.pop(key) >= REPEAT_DELAY:
            self._post(pygame.KEYDOWN, key)  # repeating: one last repeat comes with the release
        self._post(pygame.KEYUP, key)
        self.down.discard(key)

    def tap(self, key: int, held: float = 0.05) -> None:
        self.press(key)
        self.run(held)
        self.release(key)

    def mash(self, keys: tuple[int, ...], seconds: float, rate: float = 8.0) -> None:
        """Presses of ``keys`` in turn, ``rate`` a second, each held 0.05 s."""
        for index in range(round(seconds * rate)):
            self.tap(keys[index % len(keys)])
            self.run(1 / rate - 0.05)

    def _post(self, kind: int, key: int) -> None:
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


def no_new_game(app: App, keyboard: Keyboard) -> None:
    top = app.context.manager.top
    assert isinstance(top, (ResultsScene, MenuScene)), keyboard.tops
    assert not any(isinstance(scene, GameScene) for scene in app.context.manager.stack)
    assert "SetupScene" not in keyboard.tops, keyboard.tops
    app.context.flush_saves()
    yacht = storage.game_stats("yacht")
    assert (yacht.played, yacht.finished) == (1, 1), "a new game was counted as started"
    assert not storage.has_save(), "a new game was started"


@pytest.mark.parametrize("keys", [(pygame.K_RETURN,), (pygame.K_RETURN, pygame.K_SPACE)],
                         ids=["enter", "enter_and_space"])
def test_a_burst_after_the_last_move_never_runs_into_a_new_game(shell: App,
                                                                keys: tuple[int, ...]) -> None:
    """Mashed for three seconds, a breath, then two more: at most the results' Menu."""
    finish_on_the_table(shell)
    keyboard = Keyboard(shell)
    keyboard.mash(keys, 3.0)
    keyboard.run(0.7)  # looks up for a moment...
    keyboard.mash(keys, 2.0)  # ...and goes on
    keyboard.run(2.0)
    no_new_game(shell, keyboard)
    assert keyboard.tops.count("MenuScene") <= 1


def test_a_key_held_from_the_last_move_is_one_press(shell: App) -> None:
    """Held through the final table's pause, then let go: the press did what it could when
    it was made (nothing, the table still showed the last move), its repeats and their
    last, pumped with the release, nothing."""
    finish_on_the_table(shell)
    keyboard = Keyboard(shell)
    keyboard.press(pygame.K_RETURN)
    keyboard.run(3.0)
    keyboard.release(pygame.K_RETURN)
    keyboard.run(0.5)
    assert isinstance(shell.context.manager.top, GameScene), keyboard.tops
    # A press made for the final table, held on over the results, does nothing there.
    keyboard.press(pygame.K_SPACE)
    keyboard.run(3.0)
    assert isinstance(shell.context.manager.top, ResultsScene), keyboard.tops
    keyboard.release(pygame.K_SPACE)
    keyboard.run(1.0)
    no_new_game(shell, keyboard)
    assert isinstance(shell.context.manager.top, ResultsScene), keyboard.tops
    keyboard.tap(pygame.K_RIGHT)  # once the keys were quiet, an arrow moves the focus to Menu
    keyboard.run(0.5)
    keyboard.tap(pygame.K_RETURN)  # and a press of its own, once it was seen, takes it
    keyboard.run(0.5)
    assert isinstance(shell.context.manager.top, MenuScene), keyboard.tops


def test_a_steady_press_after_a_screen_change_still_counts(shell: App) -> None:
    """The guard is short: Enter on the menu opens the setup, and Enter half a second
    later takes the setup's focused button."""
    keyboard = Keyboard(shell)
    keyboard.run(0.5)
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.5)
    first = shell.context.manager.top
    assert not isinstance(first, MenuScene), keyboard.tops
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.3)
    assert shell.context.manager.top is not first, keyboard.tops
