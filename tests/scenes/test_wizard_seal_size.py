"""Wizard Extreme: the seals in each player's place are read from the sofa at five seats.

Trial s18 found a five-seat table's seals very small: their emblems 17 px across at
1920x1080 in play, and in a replay's review, where the places were lower, tokens of 8 px.
Now every seal's emblem (the mark a seal is read by: flame, sun, drop, moon, leaf, star,
cross) is at least 22 px across at 1080, in play and in review (its panel open and shut),
and the places are not crowded for it: every full pile and two-digit count badge stays in
its cell, inside its place, beside the card backs.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.wizard_extreme.art import POOL_ORDER, SEAL_COLOURS, emblem_ink, seal_token
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.games.wizard_extreme.seals import PILE_MAX
from scenes.shell.app import App
from tabletop.core.seats import SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import PlayCard, Seal
from tabletop.session import GameSession
from tests.homes import home_in
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window, show
from tests.scenes.sofa_screens import _phase, _settle, played_until, seats
from tests.scenes.sofa_text import SOFA_HEIGHT_1080

FRAME = 1 / 60


@pytest.fixture(scope="module")
def shell(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with home_in(tmp_path_factory.mktemp("home")), running_app(persist=False) as application:
        application.context.apply_settings(replace(application.context.settings,
                                                   animation_speed="instant"))
        resize_window(application, (1920, 1080))
        application.step(FRAME)
        yield application


def mark_size(seal: Seal, diameter: int) -> int:
    """How far across the emblem on a seal token of ``diameter`` is drawn: the pixels
    nearer the emblem's ink than the token's colour, inside the token's inner ring (the
    black seal's rim is near ivory)."""
    token = seal_token(seal, diameter)
    ink = emblem_ink(seal)
    halfway = sum(abs(a - b) for a, b in zip(SEAL_COLOURS[seal], ink, strict=True)) / 2
    centre = (diameter - 1) / 2
    xs, ys = [], []
    for x in range(diameter):
        for y in range(diameter):
            colour = token.get_at((x, y))
            near = sum(abs(a - b) for a, b in zip(colour[:3], ink, strict=True)) < halfway
            if near and colour.a > 200 and math.hypot(x - centre, y - centre) < diameter * 0.42:
                xs.append(x)
                ys.append(y)
    return max(max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


def _check_places(scene: WizardExtremeScene, where: str) -> None:
    for seat, zone in enumerate(scene.zones):
        seals = zone.seals
        seals.counts = dict.fromkeys(POOL_ORDER, 88)  # every kind held: side by side
        marks = {seal.value: mark_size(seal, seals.diameter) for seal in POOL_ORDER}
        assert min(marks.values()) >= SOFA_HEIGHT_1080, (where, seat, seals.diameter, marks)
        taken: list[pygame.Rect] = []
        for seal in POOL_ORDER:
            for part in (seals.pile_rect(seal, PILE_MAX), seals.badge_rect(seal, 88)):
                assert zone.rect.contains(part), (where, seat, seal, part, zone.rect)
                if not scene.driver.reveals_all:  # the backs are drawn only in play
                    assert not part.colliderect(zone.backs.rect), (where, seat, seal, part)
            pile, badge = seals.pile_rect(seal, PILE_MAX), seals.badge_rect(seal, 88)
            _, front = seals.place(seal)  # the badge leaves the front token's emblem whole
            assert badge.top >= front + 0.3 * seals.diameter, (where, seat, seal, badge)
            assert pile.union(badge).collidelist(taken) == -1, (where, seat, seal)
            taken.append(pile.union(badge))


def test_five_seats_seals_in_play_read_from_the_sofa(shell: App) -> None:
    session = played_until("wizard_extreme", seats("wizard_extreme", 1, 5), 11,
                           _phase("play"), 30)
    show(shell, lambda context: [make_game_scene(context, session)])
    _settle(shell)
    scene = shell.context.manager.top
    assert isinstance(scene, WizardExtremeScene) and shell.context.size == (1920, 1080)
    _check_places(scene, "play")


def test_five_seats_seals_in_review_read_from_the_sofa(shell: App) -> None:
    table = seats("wizard_extreme", 0, 5)
    played = GameSession.start(GAMES["wizard_extreme"], table, 5, None)
    while not played.game.is_over:
        played.apply(played.bot_action())
    finished = GameSession(GAMES["wizard_extreme"], played.game,
                           [replace(table[0], kind=SeatKind.PERSON), *table[1:]])
    position = next(index for index, action in enumerate(finished.game.history)
                    if isinstance(action, PlayCard) and index > 60)
    show(shell, lambda context: [context.navigator.replay(finished, at=position)])
    shell.step(FRAME)
    scene = shell.context.manager.top
    assert isinstance(scene, WizardExtremeScene) and scene.driver.reveals_all
    scene.driver.playing = False  # type: ignore[attr-defined]
    _settle(shell)
    for panel in ("one way", "the other"):  # the review's panel open and shut (R)
        _check_places(scene, f"review, panel {panel}, board {scene.layout.board}")
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0,
                                             unicode="r", scancode=0))
        for _ in range(60):
            shell.step(FRAME)
