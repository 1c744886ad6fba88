"""Winner's Circle tables the scene tests start from: Suchul, Yumi and a computer at a new
table in its bets (:func:`three_at_the_bets`), or persons only (:func:`persons_at_the_bets`),
or the bets down (:func:`bets_laid`) and the table waiting for the first roll
(:func:`race_to_roll`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.session import GameSession
from tests.scenes.test_game_base import frames


def bets_laid(seats: Sequence[SeatConfig], seed: int, bettor_seed: int) -> GameSession:
    """A new game of ``seats`` (``seed``) with every bet laid by an easy player
    (``bettor_seed``), the first race waiting for its roll; no scene."""
    session = GameSession.start(GAMES["winners_circle"], seats, seed=seed)
    bettor = make_bot("winners_circle", "easy", seed=bettor_seed)
    while session.game.state.phase is Phase.BETTING:
        seat = session.current_seat
        assert seat is not None
        session.apply(bettor.choose(session.game.view(seat)))
    return session


def race_to_roll(shell: App, seats: Sequence[str], seed: int,
                 bettor_seed: int) -> WinnersCircleScene:
    """Persons named ``seats`` at a new table (``seed``), their bets laid by an easy
    player (``bettor_seed``), the table pushed and run until it waits for the roll."""
    session = bets_laid([SeatConfig(name, index) for index, name in enumerate(seats)],
                        seed, bettor_seed)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))  # over the last table, if any
    for _ in range(900):
        frames(shell, 1)
        if scene.accepts_input:
            break
    assert session.game.state.phase is Phase.ROLL and scene.accepts_input, \
        "the table never waited for the roll"
    return scene


def three_at_the_bets(shell: App) -> WinnersCircleScene:
    """Suchul and Yumi, persons, and Byeongsu, an easy computer, at a new table (seed 5),
    pushed on screen; the bets have not begun."""
    seats = [SeatConfig("Suchul", 0), SeatConfig("Yumi", 1),
             SeatConfig("Byeongsu", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))
    return scene


def persons_at_the_bets(shell: App, names: Sequence[str],
                        options: dict[str, Any] | None = None) -> WinnersCircleScene:
    """Persons named ``names`` at a new table (seed 5) with ``options``, pushed on screen;
    the bets have not begun."""
    session = GameSession.start(GAMES["winners_circle"],
                                [SeatConfig(name, index) for index, name in enumerate(names)],
                                seed=5, options=options)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))
    return scene
