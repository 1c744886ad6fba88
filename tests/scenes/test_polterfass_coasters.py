"""Polterfass: the seats' coasters stand evenly around the mat at every seat count, as many
one step apart on both sides and centred on it, the one of an odd count under the mat (at
five, the right side's two stood half the height apart while the left side's three stood a
third apart; trial I/014: at three, two on the left and one on the right)."""

from __future__ import annotations

from itertools import pairwise

import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.pieces import mat_rect
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import seats
from tests.scenes.test_menus import FRAME

SPEC = GAMES["polterfass"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_coasters_are_evenly_spaced_around_the_mat(app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    app.step(FRAME)
    for count in range(SPEC.min_seats, SPEC.max_seats + 1):
        session = GameSession.start(SPEC, seats("polterfass", 1, count), 3, None)
        scene = make_game_scene(app.context, session)
        assert isinstance(scene, PolterfassScene)
        app.context.manager.apply(Push(scene))
        app.step(FRAME)
        centres = [scene.coasters.places[seat].centre for seat in range(count)]
        mat = mat_rect(scene.table)
        # Top to bottom on each side (the seats go round clockwise: tests/scenes/
        # test_play_direction.py).
        left = sorted((c for c in centres if c[0] < mat.centerx - 2), key=lambda c: c[1])
        right = sorted((c for c in centres if c[0] > mat.centerx + 2), key=lambda c: c[1])
        under = [c for c in centres if c not in left and c not in right]
        assert len(left) == len(right) and len(under) == count % 2, (count, centres)
        assert all(y > mat.bottom for _, y in under), (count, under, mat)
        # Mirror images across the mat: as far out on the left as on the right.
        assert abs((mat.centerx - left[0][0]) - (right[0][0] - mat.centerx)) <= 2, count
        steps = {round(b[1] - a[1]) for side in (left, right) for a, b in pairwise(side)}
        assert max(steps, default=0) - min(steps, default=0) <= 1, (count, centres)
        middles = [sum(y for _, y in side) / len(side) for side in (left, right)]
        assert abs(middles[0] - middles[1]) <= 1, (count, centres)
        app.context.manager.apply(Pop())
        app.step(FRAME)
