"""The first privacy cover of a game says that phones can hold the secrets (issue #32 item 2;
trial s33 M: "Mention the phone mode at the first cover"), once a game, beside the cover and
never over its words."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app
from tests.scenes.test_hand_over import _start, _walk

__all__ = ["app"]


@pytest.mark.parametrize(("game_id", "language"), [
    ("wizard_extreme", "en"), ("big_shot", "ko"), ("winners_circle", "en"),
    ("polterfass", "ko")])
def test_the_first_cover_of_a_game_mentions_phones_once(app: App, game_id: str,
                                                        language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = _start(app, game_id)
    toasts = scene.frame.toasts
    tip = app.context.words("phones.cover_tip")
    said: list[bool] = []
    quiet: list[bool] = []  # no other notice stood as the cover rose

    def check(curtain: CurtainScene) -> None:
        shown = [toast for toast in toasts.toasts if toast.text == tip]
        said.append(bool(shown))
        quiet.append(all(toast.text == tip for toast in toasts.toasts))
        if not shown:
            return
        app.context.manager.draw(pygame.Surface(app.context.size))
        placed = toasts.rects(app.context.size)
        assert placed, "the tip shows"
        assert pygame.Rect(curtain.curtain.rect).collidelist(placed) < 0, "over the cover"
        for toast in shown:
            toasts.drop(toast)  # read: it must not come again

    assert _walk(app, scene, check, moves=60) >= 2
    first = quiet.index(True)
    assert said[first], "the first cover with no notice standing said nothing of phones"
    assert said.count(True) == 1, f"said again: {said}"


def test_a_notice_standing_at_the_first_cover_is_not_pushed_aside(app: App) -> None:
    """Big Shot's opening notice for two persons (each bids with two colours) stays in
    sight; the tip waits for a later cover."""
    scene, _, _ = first_auction(app, ("Mina", "Joon"))
    opening = scene.names.two_colours(app.context.words)
    assert [toast.text for toast in scene.toasts.toasts] == [opening]
