"""V in a replay of a game that hides nothing (Yacht) says why it shows no one's eyes,
rather than nothing (trial s34 O/015: the key was silently dead)."""

from __future__ import annotations

import pygame

from scenes.games.base import GameScene
from scenes.shell.app import App
from tests.scenes.test_game_base import app, frames, press, set_speed
from tests.scenes.test_replay import finished_game, watch_again

__all__ = ["app"]


def test_v_in_a_yacht_replay_says_nothing_is_hidden(app: App) -> None:
    set_speed(app, "instant")
    watch_again(app, finished_game("yacht"))
    frames(app, 2)
    replay = app.context.manager.top
    assert isinstance(replay, GameScene) and not replay.toasts.toasts
    press(pygame.K_v)
    frames(app, 2)
    said = [toast.text for toast in replay.toasts.toasts]
    assert said == [app.context.words("replay.nothing_hidden")]
    assert "Nothing is hidden" in said[0]
