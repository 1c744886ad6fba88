"""Big Shot: every message the table can raise while a person places cubes keeps off the
money rows, the map's districts and the controls (trial s26 B/075: a card over the money
rows, both unreadable). No place is free then, so each is said on the prompt line, as a
placement's refusals are (tests/scenes/test_big_shot_place_refusal.py)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tabletop.i18n import Words
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_hand_after_resize import couch_placing
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def shared_messages(words: Words) -> list[tuple[str, bool]]:
    """What the shared table raises as a toast (scenes/games/manners.py, driver.py,
    playing.py, phone_table.py) and the engine's refusal of a cube, each with whether it is a
    refusal (red)."""
    name = "Computer"
    return [(words("table.too_quick"), False),
            (words("widgets.wait_for", name=name), False),
            (words("table.undone", name=name), False),
            (words("table.bot_trouble", name=name), False),
            (words("phones.seat_joined", name=name), False),
            (words("phones.paused_screen", seconds=30), False),
            (words("phones.no_port"), True),
            (words("big_shot.error.region_sold"), True)]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_messages_raised_during_a_placement_keep_off_the_rows_map_and_controls(
        app: App, size: tuple[int, int], language: str) -> None:
    view_in(app, size, language)
    scene, _ = couch_placing(app)
    frames(app, 2)
    side = scene.side
    needed = [pygame.Rect(side.rows_rect), *(piece.rect for piece in scene.board.city.pieces),
              *(piece.rect for piece in scene.controls.buttons), side.lot_rect()]
    for log_open in (False, True):
        if scene.log.is_open != log_open:
            scene.log.toggle()
            frames(app, 30)
        for text, error in shared_messages(Words(language)):
            where = (language, size, log_open, text)
            scene.toasts.show(text, error=error)
            frames(app, 12)
            cards = scene.toasts.rects(size)
            assert all(card.collidelist(needed) == -1 for card in cards), (where, cards)
            assert scene.prompt.text == text, where
            # A refusal keeps its error's brick on the line; news stays in ink.
            assert scene.prompt.error == error, where
