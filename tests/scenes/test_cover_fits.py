"""A hand-over's cover holds its whole card: the title, "Everyone else, look away." and the
Enter keycap inside the part of the table it covers, whatever else the table has made room
for (the coach's box, the open log)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app
from tests.scenes.test_hand_over import _start, _to_curtain

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", ["polterfass", "winners_circle", "wizard_extreme",
                                     "big_shot"])
def test_the_cover_holds_its_words_and_keycap_with_the_coach_on(
        app: App, game_id: str, size: tuple[int, int]) -> None:
    """Winner's Circle's betting cover, with the coach on, was the infield left above the
    coach's box: "Everyone else, look away." ran off its foot and the Enter keycap stood
    half outside it (trial s26 A/224)."""
    app.context.apply_settings(replace(app.context.settings, coach=True))
    resize_window(app, size)
    scene = _start(app, game_id)
    cover = _to_curtain(app, scene)
    app.context.manager.draw(pygame.Surface(app.context.size))
    widget = cover.curtain
    painted, cap, title, hint = widget.paint(app.context.scale)
    whole = painted.get_rect()
    for name, part in (("keycap", cap), ("title", title), ("hint", hint)):
        assert whole.contains(part), f"the {name} {part} runs out of the cover {whole}"
    assert hint.bottom <= cap.bottom or hint.top >= title.bottom, "the hint is under the title"
    assert not title.colliderect(cap), "the title and the keycap overlap"

