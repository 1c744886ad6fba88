"""Winner's Circle lesson: every card leaves in view what it tells of and what the learner
clicks, in one sofa-size type (trial H/008, H/009).

Trial H saw "Move Black" over spaces 5 to 9 where the landing discs stood, the race's card
over the red ribbon of a blocked horse, and from the race on the cards in smaller words in
narrow boxes. The lesson is walked at 1920x1080 in English and Korean, at 1600x900 (the
trial's window) and at 1280x720 in Korean; at each step, once the table is ready, the card
covers neither the piece to touch, a horse's row, a landing disc nor the ribbon while it is
up, and its words are the size of the first card's; while the race plays, the card never
covers the ribbon, the red news of a blocked horse."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pygame
import pytest

from scenes.games.winners_circle.panels import ribbon_face
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames
from tests.scenes.test_lesson_card_runs import watch_every_frame

SOFA_PX = 22
"""The least card type read from the sofa at 1920x1080 (STYLE.md)."""


class ClearWatch(Watch):
    games = ("winners_circle",)

    def __init__(self) -> None:
        self.covered: list[str] = []
        self.sizes: dict[str, int] = {}

    def _under(self, scene: WinnersCircleScene, card: pygame.Rect) -> list[str]:
        """What the card stands over that it must leave in view, now."""
        table = scene.table
        under = []
        if table.ribbon and card.colliderect(ribbon_face(table.ribbon_rect, table.ribbon,
                                                         table.scale)):
            under.append(f"the ribbon {table.ribbon!r}")
        for horse, lane in enumerate(table.lanes):
            if card.colliderect(lane.rect):
                under.append(f"horse {horse + 1}'s row")
        for horse, (centre, size) in table.landing_rings().items():
            disc = pygame.Rect(0, 0, round(size), round(size))
            disc.center = (round(centre.x), round(centre.y))
            if card.colliderect(disc):
                under.append(f"horse {horse + 1}'s landing disc")
        return under

    def start(self, walk: Walk) -> None:
        scene, driver = walk.scene, walk.driver
        assert isinstance(scene, WinnersCircleScene)

        def every_frame() -> None:
            step = driver.step
            if step is None or not step.paced or driver._said_index() is None:
                return
            self.covered += [f"while the race plays: {part}"
                             for part in self._under(scene, driver.card.rect)]

        watch_every_frame(scene, every_frame)

    def look(self, walk: Walk) -> None:
        scene, driver = walk.scene, walk.driver
        assert isinstance(scene, WinnersCircleScene)
        if driver.finished:
            return
        name = walk.step_name
        card = driver.card
        self.sizes[name] = card._text_px()
        under = self._under(scene, card.rect)
        if walk.piece is not None and card.rect.colliderect(walk.piece):
            under.append("the piece to touch")
        self.covered += [f"{name}: {part}" for part in under]


def _in(size: tuple[int, int], language: str) -> Callable[[App], None]:
    def prepare(shell: App) -> None:
        shell.context.apply_settings(replace(shell.context.settings, language=language))
        resize_window(shell, size)
        frames(shell, 2)
    return prepare


WALKS = [((1920, 1080), "en"), ((1920, 1080), "ko"), ((1600, 900), "en"), ((1280, 720), "ko")]
_WALKED: dict[tuple[tuple[int, int], str], ClearWatch] = {}


def walked(size: tuple[int, int], language: str) -> ClearWatch:
    if (size, language) not in _WALKED:
        watch = ClearWatch()
        walk_lesson("winners_circle", [watch], _in(size, language))
        _WALKED[size, language] = watch
    return _WALKED[size, language]


IDS = [f"{width}x{height}-{language}" for (width, height), language in WALKS]


@pytest.mark.parametrize(("size", "language"), WALKS, ids=IDS)
def test_every_card_leaves_what_it_tells_of_in_view(size: tuple[int, int],
                                                    language: str) -> None:
    covered = walked(size, language).covered
    assert not covered, "; ".join(sorted(set(covered)))


@pytest.mark.parametrize(("size", "language"), WALKS, ids=IDS)
def test_every_card_has_one_sofa_size_type(size: tuple[int, int], language: str) -> None:
    sizes = walked(size, language).sizes
    assert len(sizes) > 20, sizes
    first = sizes["welcome"]
    assert all(px == first for px in sizes.values()), repr(
        {name: px for name, px in sizes.items() if px != first})
    if size == (1920, 1080):
        assert first >= SOFA_PX, sizes
