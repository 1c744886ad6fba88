"""A toast stands above the prompt line (whose turn it is, what to press), never over it:
red refusals covered the status line at the bottom of every game's table."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import seats
from tests.scenes.test_menus import FRAME


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_toasts_never_cover_the_prompt_line(app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    app.step(FRAME)
    for game_id in GAMES:
        session = GameSession.start(GAMES[game_id], seats(game_id, 1, GAMES[game_id].min_seats),
                                    5, None)
        scene = make_game_scene(app.context, session)
        app.context.manager.apply(Push(scene))
        app.step(FRAME)
        toasts = scene.frame.toasts
        for text in ("You have no rolls left this turn.",
                     "That box is already filled, and this refusal is long enough to be "
                     "wrapped onto a second line of the toast card, as some are."):
            toasts.show(text)
        app.step(FRAME)
        window = pygame.Rect((0, 0), app.context.size)
        cards = toasts.rects(app.context.size)
        # Both, or the newest alone where the older one stood in the only free place
        # (it makes way: scenes.widgets.toast.ToastStack).
        assert 1 <= len(cards) <= 2, (game_id, cards)
        prompt = scene.layout.prompt
        for card in cards:
            assert window.contains(card), (game_id, card)
            assert not card.colliderect(prompt), (game_id, size, card, prompt)
        assert not cards[0].colliderect(cards[-1]) or len(cards) == 1
        app.context.manager.apply(Pop())
        app.step(FRAME)
