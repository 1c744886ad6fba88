"""The notice of a seal taken from another player stands on free felt: trial Z1/006 read
"No red seal was left in the middle, so Player 2 takes Player 1's red seal…" over the
seal pool's purple pile and its count and over the "Your prediction" title the taker
reads next (shot 169), where the trick's notices stand beside the trick (shot 134)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.shell.app import App
from tabletop.games.wizard_extreme import Seal
from tabletop.i18n import Words
from tests.patience import tries
from tests.scenes.test_game_base import app, click, frames
from tests.scenes.test_wizard_extreme_layout import open_steal, table

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_taken_seals_notice_leaves_the_pool_and_the_panel_clear(
        app: App, size: tuple[int, int], language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = table(app, 3, size)
    holders = open_steal(scene, Seal.RED)
    frames(app, 30)  # a moment at the new dialog: a click there is a press of its own
    victim = scene.side.steal_holders[0]
    click(scene.side.choice_buttons[0].rect.center)
    words = Words(language)
    said = words("wizard_extreme_scene.seal_stolen", name=scene.session.name(0),
                 victim=scene.session.name(victim), seal=words("wizard_extreme.seal.red"),
                 points=4)
    for _ in tries(200):
        frames(app, 1)
        if any(toast.text == said and toast.place is not None
               for toast in scene.toasts.toasts):
            break
    assert victim in holders and scene.side.steal_colour is None
    frames(app, 3)
    shown = [toast for toast in scene.toasts.toasts if toast.text == said]
    assert shown and shown[0].place is not None, "the notice is not shown"
    note = shown[0].place[0]
    parts = {"pool": scene.pool_rect, "panel": scene.side.rect,
             **{f"place {seat}": zone.rect for seat, zone in enumerate(scene.zones)}}
    fan = scene.hand.fan_rect(reach=False)
    assert fan is not None
    parts["hand"] = fan
    for name, part in parts.items():
        assert not note.colliderect(part), (size, language, name, note, part)
    assert pygame.Rect((0, 0), size).contains(note)
