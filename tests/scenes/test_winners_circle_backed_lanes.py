"""While a person bets, a horse already holding their chip is marked in advance: its lane
dims, glows not, says why ("already bet") and the focus passes it by. All seven lanes
glowed, and "You already have a chip on that horse" came only once one was chosen (trial
s36 S/011). With hidden bets only the person's own chips count: a lane holding another
seat's face-down chip stays open, so the marks tell nothing of anyone else's bets."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.art import small_px
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.i18n import translate
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.sofa_text import SOFA_HEIGHT_1080
from tests.scenes.test_game_base import app, frames, lift_curtain, press, until_input

__all__ = ["app"]


def _second_bet_of_the_first(app: App, hidden: bool, language: str) -> WinnersCircleScene:
    """Four persons at 1920x1080; every chip but the first seat's last laid by an easy
    player; the table on screen, the first seat to lay its last chip."""
    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="instant"))
    resize_window(app, (1920, 1080))
    frames(app, 2)
    seats = [SeatConfig(name, index) for index, name in enumerate(["Ann", "Ben", "Cleo", "Dan"])]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5,
                                options={"hidden_bets": True} if hidden else None)
    bettor = make_bot("winners_circle", "easy", seed=3)
    laid = 0
    while session.current_seat != 0 or laid < 2:
        seat = session.current_seat
        assert seat is not None
        session.apply(bettor.choose(session.game.view(seat)))
        laid += seat == 0
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 3)
    if hidden:
        for _ in range(300):
            frames(app, 1)
            if scene.driver.curtain.is_up:
                break
        lift_curtain(app)
        frames(app, 3)
    until_input(app, scene)
    return scene


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("hidden", [False, True], ids=["face up", "hidden"])
def test_a_horse_with_the_persons_chip_is_marked_before_it_is_chosen(
        app: App, hidden: bool, language: str) -> None:
    scene = _second_bet_of_the_first(app, hidden, language)
    bets = scene.session.game.state.bets
    mine = {bet.horse for bet in bets if bet.seat == 0}
    others = {bet.horse for bet in bets if bet.seat != 0} - mine
    assert len(mine) == 2 and others, (mine, others)
    reason = translate("winners_circle_scene.preview_backed", language)
    for lane in scene.table.lanes:
        backed = lane.horse in mine
        assert lane.selectable is not backed and lane.dimmed is backed, lane.horse
        tag = lane.preview_tag()
        assert (tag is not None and tag[0] == reason) if backed else tag is None, lane.horse
        assert (lane in scene.controls.buttons) is not backed, lane.horse
    # Read from the sofa: the small size at 1920x1080, ink on the tag's paper.
    assert small_px(scene.table.scale) >= SOFA_HEIGHT_1080
    assert theme.contrast(theme.INK, theme.PAPER) >= 4.5
    # The arrows and Tab pass the marked lanes by.
    visited = set()
    for key in [pygame.K_DOWN] * 9 + [pygame.K_TAB] * 9:
        press(key)
        frames(app, 1)
        focused = scene.controls.focused
        if focused is not None and hasattr(focused, "horse"):
            visited.add(focused.horse)
    assert visited and not visited & mine, (visited, mine)
