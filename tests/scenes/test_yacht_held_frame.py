"""Yacht Dice: the ivory frame of each held die stands whole inside the held row.

Trial s20: the frames sat flush with the row's top and bottom edges, so they read as cut
off, and neighbouring frames touched. The test reads where the row and the frames are
drawn, with a held die hovered (it rises; its frame stays in the row).
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.yacht.scene import YachtScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets import dice
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes import sofa_text
from tests.scenes.test_game_base import app, click, frames, set_speed
from tests.scenes.test_yacht_scene import settle

__all__ = ["app"]

HELD = (0, 2, 3)


class _Blits(pygame.Surface):
    """A surface that notes where each image lands."""

    placed: list[tuple[pygame.Surface, pygame.Rect]]

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> Any:
        placed = super().blit(source, dest, *args, **kwargs)
        self.placed.append((source, placed))
        return placed


def _rolled(shell: App, size: tuple[int, int], seats: int) -> YachtScene:
    """A Yacht table of ``seats`` persons in a ``size`` window, its first dice just rolled."""
    set_speed(shell, "instant")
    pygame.display.set_mode(size)
    shell.context.resize(size)
    session = GameSession.start(GAMES["yacht"], [SeatConfig(f"Mina {index}", index)
                                                 for index in range(seats)], seed=5)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, YachtScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    settle(shell, scene)
    click(scene.roll_button.rect.center)
    settle(shell, scene)
    return scene


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 4])
def test_held_frames_stand_whole_inside_the_held_row(app: App, monkeypatch: pytest.MonkeyPatch,
                                                     size: tuple[int, int], seats: int) -> None:
    scene = _rolled(app, size, seats)
    tray = scene.tray
    for index in HELD:
        click(tray.dice[index].rect(tray.die_size).center)
        settle(app, scene)
    assert scene.session.game.state.held == [index in HELD for index in range(5)]
    tray.dice[HELD[1]].hovered = True  # the pointer over a held die lifts it
    for _ in range(30):
        tray.update(1 / 60)

    rows: set[int] = set()
    held_row = dice._held_row

    def noting(*args: Any) -> pygame.Surface:
        row = held_row(*args)
        rows.add(id(row))
        return row

    monkeypatch.setattr(dice, "_held_row", noting)
    surface = _Blits(size, pygame.SRCALPHA)
    surface.placed = []
    scene.draw_static(surface)
    tray.draw(surface)
    (row,) = [rect for image, rect in surface.placed if id(image) in rows]
    frame = dice._held_frame(tray.die_size)
    drawn = sorted((rect for image, rect in surface.placed if image is frame), key=lambda r: r.x)
    assert len(drawn) == len(HELD)

    margin = tray.die_size // 20  # felt seen around each frame: 6 px at 1080p
    inside = row.inflate(-2 * margin, -2 * margin)
    assert all(inside.contains(rect) for rect in drawn), (row, drawn)
    for left, right in pairwise(drawn):
        assert right.left - left.right >= margin, (left, right)


@pytest.mark.parametrize("size", [128, 86])  # a held die at 1920x1080 and at 1280x720
def test_a_held_die_with_the_keyboard_focus_shows_both_its_frame_and_the_focus(
        app: App, size: int) -> None:
    """Trial s20: with the keyboard's focus on a held die, the gold focus band lay over the
    ivory held frame, and the die read as focused but not held. Every ivory pixel of the
    frame is still ivory on the drawn die, and the focus shows (the picture differs from
    the same held die without it)."""
    die = dice.DieSprite(3)
    die.held, die.glow = True, 1.0
    die.position.update(size * 2, size * 2)

    def drawn(focus: float) -> pygame.Surface:
        surface = pygame.Surface((size * 4, size * 4))
        surface.fill(theme.FELT)
        die.focus_glow.amount = focus
        die.draw(surface, size)
        return surface

    focused, plain = drawn(1.0), drawn(0.0)
    frame = dice._held_frame(size)
    at = frame.get_rect(center=(size * 2, size * 2)).topleft
    ivory = [(at[0] + x, at[1] + y) for x in range(frame.get_width())
             for y in range(frame.get_height())
             if frame.get_at((x, y))[:3] == theme.IVORY and frame.get_at((x, y))[3] == 255]
    assert ivory
    covered = [point for point in ivory if focused.get_at(point)[:3] != theme.IVORY]
    assert not covered, f"{len(covered)} of the frame's {len(ivory)} ivory pixels covered"
    changed = sum(focused.get_at((x, y)) != plain.get_at((x, y))
                  for x in range(0, size * 4, 2) for y in range(0, size * 4, 2))
    assert changed > size, "the focus does not show on the held die"


def test_the_empty_held_rows_caption_stands_out_from_its_well(app: App) -> None:
    """Trial s23 (A/204): "Held dice" on the empty row read 3.2:1 on its dark well, drawn
    part-transparent. Its brightest inked pixel now stands at least 4.5:1 from the well."""
    scene = _rolled(app, (1920, 1080), 1)
    assert not any(scene.session.game.state.held)
    frame = pygame.display.get_surface()
    row = scene.tray.held_rect
    pixels = Counter(tuple(frame.get_at((x, y)))[:3]
                     for x in range(row.left + 4, row.right - 4)
                     for y in range(row.top + 4, row.bottom - 4))
    well = pixels.most_common(1)[0][0]
    ink = max(pixels, key=sum)
    assert sofa_text.contrast(ink, well) >= sofa_text.LEAST_CONTRAST, (ink, well)
