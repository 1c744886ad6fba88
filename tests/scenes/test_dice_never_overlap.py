"""Dice never lie over each other, rolling or at rest (trial s33 M/015: the computer's Yacht
dice tumbled into one another and one face was hidden)."""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from scenes.widgets.dice import DiceTray, DieSprite
from scenes.widgets.tween import Pace, Timeline


def _corners(die: DieSprite, size: int) -> list[pygame.Vector2]:
    centre = pygame.Vector2(die.rect(size).center)
    half = size / 2
    # pygame rotates counter-clockwise on screen for a positive angle (y points down).
    return [centre + pygame.Vector2(x, y).rotate(-die.angle)
            for x, y in ((-half, -half), (half, -half), (half, half), (-half, half))]


def _overlap(first: list[pygame.Vector2], second: list[pygame.Vector2]) -> bool:
    """Two convex shapes overlap unless an edge's normal separates them."""
    for shape in (first, second):
        for index, corner in enumerate(shape):
            edge = shape[(index + 1) % len(shape)] - corner
            normal = pygame.Vector2(-edge.y, edge.x)
            a = [normal.dot(point) for point in first]
            b = [normal.dot(point) for point in second]
            if max(a) <= min(b) or max(b) <= min(a):
                return False
    return True


@pytest.mark.parametrize("rect", [(0, 0, 700, 412), (0, 0, 467, 275), (0, 0, 300, 300)])
def test_no_two_dice_overlap_in_any_frame_of_a_roll(screen: pygame.Surface,
                                                     rect: tuple[int, int, int, int]) -> None:
    for seed in range(150):
        rng = random.Random(seed)
        tray = DiceTray(rect, count=5, seed=seed)
        tray.sync([rng.randint(1, 6) for _ in range(5)],
                  held=[rng.random() < 0.3 for _ in range(5)])
        timeline = Timeline(Pace())
        timeline.append(tray.roll([rng.randint(1, 6) for _ in range(5)]))
        frame = 0
        while True:
            floor = [die for die in tray.dice if not die.held]
            shapes = [_corners(die, tray.die_size) for die in floor]
            for i, j in itertools.combinations(range(len(shapes)), 2):
                assert not _overlap(shapes[i], shapes[j]), \
                    f"seed {seed}, frame {frame}: dice {i} and {j} overlap"
            if timeline.is_idle:
                break
            timeline.update(1 / 60)
            frame += 1
        assert frame > 10 or all(tray.held), "no roll was looked at"
