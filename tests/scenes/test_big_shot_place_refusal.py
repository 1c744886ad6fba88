"""Big Shot: a placement's refusals cover nothing a player needs (trial s26 B/075: "Place
all your cubes first", Space with cubes in hand, lay as a red card over the money rows,
the card and the rows both unreadable as it faded). While cubes are placed nothing of the
table is free for a toast: each refusal is said on the prompt line, with the error's
sound and in the error's brick (trial s27 E: in ink it read as an instruction), until a
cube goes down or comes back."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_hand_after_resize import couch_placing
from tests.scenes.test_big_shot_scene import press_piece
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_key_mash import quiet, tap

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_placements_refusals_are_said_on_the_prompt_line_over_nothing(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        language: str) -> None:
    view_in(app, size, language)
    scene, _ = couch_placing(app)
    words, placing = app.context.words, scene.prompt.text
    quiet(app)
    tap(app, pygame.K_SPACE, frames_after=5)  # with cubes in hand
    assert not scene.toasts.rects(size), "a card over the table"
    assert scene.prompt.text == words("big_shot_scene.place_first", count=len(scene.hand))
    assert scene.prompt.error, "the refusal reads as the table's next instruction"
    frames(app, 5 * 60)  # a toast's life, and more: it is still there to be read
    assert scene.prompt.text == words("big_shot_scene.place_first", count=len(scene.hand))
    open_district = next(piece for piece in scene.board.city.pieces if piece.enabled)
    press_piece(app, scene, open_district, 0)
    assert scene.board.staged and scene.prompt.text != placing, "the placement goes on"
    assert not scene.prompt.error, "the next instruction in the refusal's brick"
    # A district that filled up while it was pointed at (the engine's word) takes no cube.
    monkeypatch.setattr(scene, "_open_for_staging", lambda region: False)
    scene._stage(open_district.index)
    assert not scene.toasts.rects(size), "a card over the table"
    assert scene.prompt.text == words("big_shot_scene.region_full")
    assert scene.prompt.error
