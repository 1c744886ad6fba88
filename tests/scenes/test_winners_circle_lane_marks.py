"""Trial Z2/018 (Korean at 1280x720, also checked at 1920x1080 and in English): each lane's
name tab stood against its horse; the coach's star stood on its lane's rim, cut by the
rounded corner; and under the lesson's card telling Byeongsu's bet, "Your chips" showed the
learner's 2 lifted and lit, as if chosen during another seat's turn."""

from __future__ import annotations

import math

import pytest

from scenes.games.winners_circle.coach_box import star_points
from scenes.games.winners_circle.lanes import TAB_GAP
from scenes.shell import theme
from scenes.shell.app import App
from tests.scenes.lesson_walk import open_lesson_in, walk_to_step
from tests.scenes.program import running_app
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_winners_circle_scene import start

__all__ = ["app"]

SIZES = [(1920, 1080), (1280, 720)]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=["1080p", "720p"])
def test_each_horse_stands_clear_of_its_name_tab_and_the_star_inside_its_lane(
        app: App, size: tuple[int, int], language: str) -> None:
    view_in(app, size, language)
    scene = start(app, hidden=False)
    frames(app, 2)
    assert app.context.size == size
    for lane in scene.table.lanes:
        tab, token = lane.name_tab(), lane.token_rect()
        badge, card, _ = lane._columns()
        assert token.left - tab.right >= theme.px(TAB_GAP, lane.scale) - 1, (lane.horse, tab,
                                                                           token)
        assert badge.contains(token) and token.right <= card.left
        assert token.width >= badge.height * 3 // 4, "the horse stays a good size"
        # The star keeps inside the lane's panel, clear of its rounded corner.
        corner = theme.px(8, lane.scale)
        centre = (lane.rect.x + corner, lane.rect.y + corner)
        for x, y in star_points(lane.rect, lane.scale):
            assert lane.rect.inflate(-4, -4).collidepoint(x, y), (lane.horse, x, y)
            if x < centre[0] and y < centre[1]:
                assert math.dist((x, y), centre) <= corner - 1, (lane.horse, x, y)


@pytest.mark.parametrize(("size", "language"), [((1280, 720), "ko"), ((1920, 1080), "en")])
def test_the_chips_in_hand_are_not_lifted_under_a_card_telling_another_seats_bet(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, language)
        walk_to_step(shell, scene, driver, "byeongsu_red")
        frames(shell, 2)
        hand = scene.table.hand_shown()
        assert hand, "the learner's chips stay in sight"
        assert not any(piece.selected and piece.live for piece in hand), \
            "a chip looks chosen while Byeongsu's bet is told"
        walk_to_step(shell, scene, driver, "bet_blue")
        frames(shell, 2)
        assert any(piece.selected and piece.live for piece in scene.table.hand_shown()), \
            "at the learner's own bet the chosen chip is lifted"
