"""The cell the other seat just wrote stays marked until the next player's first roll: a
computer rolled and wrote within its turn, the dice were cleared when the person's turn
began, and nothing showed which box it had filled; its Yacht passed unnoticed (trial s38
W/002)."""

from __future__ import annotations

import pygame

from scenes.shell import theme
from scenes.shell.app import App
from tabletop.games.yacht import Roll, Score
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_yacht_scene import best_open_category, settle, start

__all__ = ["app"]


def test_a_computers_write_stays_marked_until_the_persons_first_roll(app: App) -> None:
    scene = start(app, opponent="easy")
    scene.act(Roll(0))
    settle(app, scene)
    scene.act(Score(0, best_open_category(scene)))
    settle(app, scene)  # the computer rolls and writes; the person's turn begins
    assert scene.session.current_seat == 0
    written = [category for category in scene.session.game.state.sheets[1]]
    assert len(written) == 1, "the computer wrote one box"
    assert scene.sheet.marked == (1, written[0])
    assert not scene.dice_visible, "its dice were cleared: only the mark tells"
    # Drawn in the computer's colour, on the cell it wrote.
    frames(app, 1)
    ring = scene.sheet.mark_rect()
    assert ring is not None and scene.sheet.cell_rect(1, written[0]).contains(ring)
    screen = pygame.display.get_surface()
    colour = theme.seat_style(scene.sheet.slots[1]).colour
    edge = [screen.get_at((x, ring.y + 2))[:3] for x in range(ring.x + 4, ring.right - 4)]
    assert colour in edge, "the ring is drawn in the writer's colour"
    scene.act(Roll(0))
    settle(app, scene)
    assert scene.sheet.marked is None, "the next player's first roll takes the mark away"
