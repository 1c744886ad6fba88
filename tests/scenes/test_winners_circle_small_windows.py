"""Winner's Circle in a window below 1280x720 (DESIGN.md, Window): nothing the table shows
a player is smaller than ART.md's small size (16 px). Trial s23 read the track's numbers,
the podium's words, the rate card, the horse cards' figures and the tokens' numbers 12-13
px at 1024x640 and 10 px at 800x450. The rate card shows fewer columns at once where all
of them do not fit at that size, its figures apart."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from itertools import pairwise

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.rate_card import card_plan, shown_columns
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.shell.theme import TextSize
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import _phase, played_until, seats
from tests.scenes.test_game_base import app, frames
from tests.scenes.text_probe import recording

__all__ = ["app"]

SIZES = [(1024, 640), (800, 450)]
MOMENTS = {"betting": 3, "move": 12}
"""The bets (the chips in hand, the rate card lit) and a horse to choose (the landing
discs and tags, the die's word), each after that many moves."""


def _table(shell: App, size: tuple[int, int], language: str, moment: str
           ) -> WinnersCircleScene:
    """Six seats (the most chips, the rate card's twelve columns), the coach on."""
    shell.context.apply_settings(replace(shell.context.settings, language=language,
                                         coach=True, animation_speed="instant"))
    resize_window(shell, size)
    frames(shell, 2)
    session = played_until("winners_circle", seats("winners_circle", 1), 7, _phase(moment),
                           MOMENTS[moment])
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 60)
    assert shell.context.size == size
    return scene


def _drawn(scene: WinnersCircleScene, size: tuple[int, int]) -> Iterator[tuple[int, str]]:
    """Every text the table paints (its track, podium and lanes) and draws over them."""
    with recording() as seen:
        layer = pygame.Surface(size)
        scene.table.paint_static(layer)
        scene.table.refresh_static(layer)
        scene.table.draw(layer, scene.controls.focused, scene.driver.coach)
    yield from seen


@pytest.mark.parametrize("moment", list(MOMENTS))
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_table_keeps_the_small_size_in_small_windows(
        app: App, size: tuple[int, int], language: str, moment: str) -> None:
    scene = _table(app, size, language, moment)
    seen = list(_drawn(scene, size))
    words = {text for _, text in seen}
    assert {"1", "36", app.context.words("winners_circle_scene.podium_1")} <= words, words
    small = sorted({(size_px, text) for size_px, text in seen
                    if size_px < TextSize.SMALL.value})
    assert small == [], small


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_rate_cards_figures_stand_apart(app: App, size: tuple[int, int]) -> None:
    """At the small size every figure shown keeps a gap to the next: all twelve columns
    where they fit, fewer where they do not (the lit one among them)."""
    scene = _table(app, size, "en", "betting")
    table, words = scene.table, app.context.words
    card, count = table.rates_rect, table.lanes[0].seats
    for lit in (0, 2, 12):
        first, shown = shown_columns(words, card.width, count, lit, table.scale)
        assert lit == 0 or first <= lit < first + shown, (lit, first, shown)
        plan = card_plan(words, card.size, shown, table.scale, first)
        figures = sorted((text.rect for text in plan.texts
                          if text.text.isdigit() and text.rect.y > plan.top + plan.row_h),
                         key=lambda rect: (rect.y, rect.x))
        assert figures and min(text.size_px for text in plan.texts) >= TextSize.SMALL.value
        for left, right in pairwise(figures):
            if left.y == right.y:
                assert right.x - left.right >= 2, (lit, left, right)
