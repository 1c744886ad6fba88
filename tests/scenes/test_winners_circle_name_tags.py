"""Winner's Circle in a window below 1280x720: each lane's tab still names its horse at
ART.md's small size (DESIGN.md, Window: nothing a player needs is smaller than the small
type size at 1280x720). Trial s22 (B/144) read "검정" to "보라" about 10 px tall in a
1000x760 window, where the tabs shrank with the layout to 12 px."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.shell.app import App
from scenes.shell.theme import TextSize
from tests.scenes.screens import resize_window, view_in
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_winners_circle_scene import start
from tests.scenes.text_probe import recording

__all__ = ["app"]

SIZES = [(1000, 760), (800, 450), (1280, 720)]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_horse_name_tags_keep_the_small_size(
        app: App, size: tuple[int, int], language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = start(app, hidden=False)
    resize_window(app, size)
    frames(app, 2)
    assert app.context.size == size
    names = {app.context.words(f"winners_circle.horse.{horse}")
             for horse in range(len(scene.table.lanes))}
    with recording() as seen:
        frames(app, 1)
    sizes = {text: size_px for size_px, text in seen if text in names}
    assert set(sizes) == names, sorted(sizes)
    assert min(sizes.values()) >= TextSize.SMALL.value, sizes
    for lane in scene.table.lanes:  # the name stays on its tab, the horse beside it
        tab = lane.name_tab()
        badge, card, _ = lane._columns()
        assert badge.contains(tab) and tab.right <= card.left, (tab, badge, card)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_landing_tags_keep_the_small_size(
        app: App, size: tuple[int, int], language: str) -> None:
    """After the roll each lane's tag says where its horse would land ("→ 12"): 12 px in a
    1000x760 window and 10 px at 800x450, where the name tags kept 16 (trial s23)."""
    import pygame

    from tests.scenes.test_game_base import press, until_input
    from tests.scenes.winners_circle_table import race_to_roll

    view_in(app, size, language)
    frames(app, 2)
    scene = race_to_roll(app, ["Ann", "Ben", "Cleo"], 5, 1)
    press(pygame.K_SPACE)  # the roll
    frames(app, 2)
    until_input(app, scene)
    tags = {lane.preview for lane in scene.table.lanes if lane.preview_tag() is not None}
    # Every horse that may move shows its tag: three seats' chips leave it the room.
    assert tags == {lane.preview for lane in scene.table.lanes if lane.preview}, tags
    with recording() as seen:
        frames(app, 1)
    sizes = {text: size_px for size_px, text in seen if text in tags}
    assert set(sizes) == tags, sorted(sizes)
    assert min(sizes.values()) >= TextSize.SMALL.value, sizes
    for lane in scene.table.lanes:  # a tag stays in its lane
        tag = lane.preview_tag()
        assert tag is None or lane.rect.contains(tag[1]), (lane.rect, tag)
