"""Winner's Circle: the number of the space a horse stands on, or a landing disc marks, is
read on the screen (trial s35 Q/022, s34 N/003: the lesson said "Black, on space 36" with
36 under Black, and the discs stood over the numbers of the spaces they marked).

The lesson is walked to its card on the landing discs at 1920x1080 and 1280x720: every
horse at rest on the track has its space's number drawn beside it, each letter's pixels in
the number's light colour on the screen, its pill clear of every horse (over the horse it
hid the Black horse's head, trial s39 Y/001), and no disc stands over a space's number."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.games.winners_circle.track import (
    covered_number_pill,
    covered_number_rect,
    resting_on_track,
)
from scenes.shell import assets, theme
from tabletop.games.winners_circle_data import SPACES
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)], ids=["1080p", "720p"])
def test_no_horse_nor_disc_hides_its_space_number(size: tuple[int, int]) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, "en")
        while driver.step is not None and not driver.step.text.endswith(".landing"):
            take_step(shell, scene)
        ready(shell, scene)
        assert isinstance(scene, WinnersCircleScene)
        table, screen = scene.table, pygame.display.get_surface()
        geo = table.geo
        standing = [sprite for sprite in table.horses if resting_on_track(sprite)]
        assert len(standing) == 7
        for sprite in standing:
            space = round(sprite.progress - 1) % SPACES + 1
            label = assets.text(str(space), geo.number_px, theme.PAPER, bold=True)
            where = covered_number_rect(geo, space)
            pill = covered_number_pill(geo, space)
            horses = [other.rect(geo, geo.piece) for other in standing]
            assert pill.collidelist(horses) < 0, f"space {space}'s number covers a horse"
            wrong = [(x, y) for x in range(label.get_width()) for y in range(label.get_height())
                     if label.get_at((x, y)).a == 255
                     and screen.get_at((where.x + x, where.y + y))[:3] != theme.PAPER]
            assert not wrong, f"horse {sprite.horse + 1} hides its space {space}'s number"
        discs = table.landing_rings()
        assert discs, "no landing disc to look at"
        numbers = [geo.number_rect(space) for space in range(1, SPACES + 1)]
        for horse, (centre, diameter) in discs.items():
            disc = pygame.Rect(0, 0, round(diameter), round(diameter))
            disc.center = (round(centre.x), round(centre.y))
            covered = disc.collidelist(numbers)
            assert covered < 0, f"horse {horse + 1}'s disc stands over space {covered + 1}'s number"
