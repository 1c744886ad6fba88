"""A press the table holds back right after a hand-over's cover lifted says why.

Trial s27 E/266 (and E/058): Space pressed 0.3 s after Ben's cover lifted over his
prediction did nothing and said nothing; he pressed on, and Enters took seals. The keys
that choose (Enter, Space) count on a new screen only after a quiet moment; a press in
that moment now says "Too quick", as a press in a grace does."""

from __future__ import annotations

import pygame

from scenes.shell.app import App
from tabletop.i18n import ENGLISH
from tests.scenes.test_game_base import FRAME, frames, press
from tests.scenes.test_hand_over import _release, _start, _to_curtain, app

__all__ = ["app"]


def test_a_space_just_after_the_cover_lifts_says_it_was_too_quick(app: App) -> None:
    scene = _start(app, "wizard_extreme")
    game = scene.session.game
    _to_curtain(app, scene, lambda: game.state.phase.name == "PREDICT")
    press(pygame.K_RETURN)
    _release(pygame.K_RETURN)
    frames(app, round(0.3 / FRAME))
    position = scene.driver.position
    press(pygame.K_SPACE)
    _release(pygame.K_SPACE)
    frames(app, 2)
    assert scene.driver.position == position, "the press meant for the cover made a move"
    said = [toast.text for toast in scene.frame.toasts.toasts]
    assert ENGLISH("table.too_quick") in said, f"the press held back said nothing: {said}"
