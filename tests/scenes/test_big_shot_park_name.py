"""A park's name stands clear of the cube piles on the map, with a gap: at 1920x1080 a cube
and its count touched the "Park B" label, which the piles kept only 24 px of room for (trial
s19)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.big_shot import city
from scenes.widgets import paint
from tabletop.games.big_shot_data import REGIONS
from tests.scenes.lesson_walk import open_lesson
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_no_pile_stands_over_a_parks_name(size: tuple[int, int],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    pills: list[pygame.Rect] = []
    real = paint.blit_on_felt

    def record(surface: pygame.Surface, label: pygame.Surface, **anchor: Any) -> pygame.Rect:
        where = real(surface, label, **anchor)
        pills.append(paint.felt_pill_rect(where))
        return where

    monkeypatch.setattr(city.paint, "blit_on_felt", record)
    with running_app() as shell:
        resize_window(shell, size)
        frames(shell, 2)
        scene = open_lesson(shell, "big_shot")
        frames(shell, 2)
        city_map = scene.board.city  # type: ignore[attr-defined]
        names = [region.key for region in REGIONS]
        pills.clear()  # the scene's own drawing: the map is drawn once more, looked at
        city_map.draw_static(pygame.display.get_surface().copy(), names)
        left, right, up = city_map.pile_box()
        gap = city_map.px(4)  # touching is as bad: the cube read as part of the label
        parks = [index for index, region in enumerate(REGIONS) if region.is_park]
        assert len(pills) == len(parks), pills
        for pill, park in zip(pills, parks, strict=True):
            for x, y in city_map.pile_spots(park):
                pile = pygame.Rect(round(x - left), round(y - up), round(left + right),
                                   round(2 * up))
                assert not pile.colliderect(pill.inflate(2 * gap, 2 * gap)), \
                    f"{REGIONS[park].key}: the pile {pile} stands over its name {pill}"
