"""A horse the die leaves no free space ahead of says so in its lane ("blocked", not
"→ 30"), and a first choice of it, while another horse could move, moves nothing: the table
says why at once and a second choice uses up its card (RULES.md §1.5: a horse that cannot
advance may still be chosen; trial s31 I/016: "→ 30" used up Red's move for nothing)."""

from __future__ import annotations

import random

import pygame

from scenes.games import make_game_scene
from scenes.games.winners_circle.blocked import movable, stays
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_events import HorseMoved
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, press, rest_through_grace, until_input

__all__ = ["app"]


def _blocked_choice() -> tuple[GameSession, int]:
    """Two persons at a move where one face-up horse is blocked and another could move."""
    for seed in range(200):
        session = GameSession.start(GAMES["winners_circle"], [SeatConfig("Ann", 0),
                                                              SeatConfig("Ben", 1)],
                                    seed=seed, options={"hidden_bets": False})
        chooser = random.Random(seed)
        while not session.game.is_over:
            state = session.game.state
            if state.phase is Phase.MOVE:
                blocked = [horse for horse in movable(state) if stays(state, horse)]
                if blocked and len(blocked) < len(movable(state)):
                    return session, blocked[0]
            session.apply(chooser.choice(session.game.legal_actions()))
    raise AssertionError("no blocked horse beside a free one in 200 games")


def _moved(session: GameSession) -> list[int]:
    return [event.horse for event in session.game.log if isinstance(event, HorseMoved)]


def test_a_blocked_horse_says_so_and_is_asked_again(app: App) -> None:
    session, horse = _blocked_choice()
    before = _moved(session)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    until_input(app, scene)
    lane = scene.table.lanes[horse]
    assert lane.preview == "blocked" and horse not in scene.table.previews
    rest_through_grace(app)
    press(pygame.K_1 + horse)
    frames(app, 5)
    assert _moved(session) == before, "the first choice of a blocked horse moved it"
    shown = [toast.text for toast in scene.toasts.toasts]
    assert any("blocked" in text and "again" in text for text in shown), shown
    rest_through_grace(app)
    press(pygame.K_1 + horse)
    for _ in range(200):
        frames(app, 1)
        if _moved(session) != before:
            break
    assert _moved(session) == [*before, horse]
