"""Winner's Circle's die between rolls: it shows "?" until the roll, and says who is
to roll, so beside the next person's Roll button it never reads as their own roll (a new
player took "Computer 2"'s head for theirs) nor as the turn still being the last
roller's ("Yumi rolled" stood on with Byeongsu on turn, trial s18, 118 and 145)."""

from __future__ import annotations

import time

import pygame

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_events import DieRolled
from tabletop.session import GameSession
from tests.patience import tries
from tests.scenes.test_game_base import app, frames, press, set_speed
from tests.scenes.text_probe import recording

__all__ = ["app"]


def mina_and_robo(app: App, roller: int, speed: str) -> WinnersCircleScene:
    """Mina against the easy computer Robo (seed 5), played on until ``roller`` is to
    roll, on the screen at ``speed``."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    game = session.game
    while not (game.current_seat == roller and game.state.phase is Phase.ROLL):
        session.apply(session.bot_action() if session.is_computer_turn()
                      else game.legal_actions()[0])
    set_speed(app, speed)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    return scene


def test_the_last_roll_beside_my_roll_button_says_who_is_to_roll(app: App) -> None:
    scene = mina_and_robo(app, roller=1, speed="fast")
    game = scene.session.game
    for _ in tries(600):  # Robo rolls (on the thinker) and moves a horse; Mina is to roll
        frames(app, 1)
        time.sleep(0.001)
        if game.current_seat == 0 and game.state.phase is Phase.ROLL and scene.driver.is_settled:
            break
    last = [event for event in game.log if isinstance(event, DieRolled)][-1]
    assert (game.current_seat, game.state.phase, last.seat) == (0, Phase.ROLL, 1)
    with recording() as seen:
        frames(app, 3)
    die = scene.table.die
    # Blank until Mina rolls: Robo's head beside "Mina to roll" read as her roll (trial
    # s32 J/024).
    assert die.symbol is None and die.shown is None, "Robo's roll on the die Mina is to roll"
    drawn = {text for _, text in seen}
    assert "Mina to roll" in drawn and "Robo rolled" not in drawn, sorted(drawn)
    assert scene.table.mine, "Mina's Roll button is beside it"


def test_paused_mid_roll_the_prompt_says_the_die_is_rolling(app: App) -> None:
    """Trial s12: Space rolled, Esc while the die tumbled, and behind the pause menu the
    prompt still said "roll the die (Space)"."""
    scene = mina_and_robo(app, roller=0, speed="normal")
    game = scene.session.game
    frames(app, 30)
    assert scene.frame.prompt.text == "Mina — roll the die (Space)"
    press(pygame.K_SPACE)
    frames(app, 6)
    assert scene.table.die.rolling and game.state.phase is Phase.MOVE
    press(pygame.K_ESCAPE)
    frames(app, 30)
    assert app.context.manager.top is not scene, "the pause menu is over the table"
    assert scene.table.die.rolling, "the die stopped mid-roll under the pause menu"
    assert scene.frame.prompt.text == "Mina rolls the die…"
    press(pygame.K_ESCAPE)  # back to the table: the roll ends, and Mina moves a horse
    frames(app, 120)
    assert app.context.manager.top is scene and not scene.table.die.rolling
    assert scene.frame.prompt.text.startswith("Mina rolled ")


def test_a_new_race_starts_with_a_blank_die(app: App) -> None:
    """Trial s15: at race 2's start the die still showed race 1's last "Saddle" for about
    three seconds, over the new race's bets, before it turned blank."""
    seats = [SeatConfig(f"Robo {seat + 1}", seat, SeatKind.COMPUTER, "easy") for seat in range(3)]
    played = GameSession.start(GAMES["winners_circle"], seats, seed=3)
    actions = []
    while played.game.state.race == 1:
        actions.append(played.bot_action())
        played.apply(actions[-1])
    session = GameSession.start(GAMES["winners_circle"], seats, seed=3)
    for action in actions[:-1]:  # race 1's last move is left to the table to play
        session.apply(action)
    set_speed(app, "fast")
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    assert scene.table.die.shown is not None, "race 1's last roll on the die"
    for _ in range(3000):
        frames(app, 1)
        if scene.playback.race_shown == 2:
            break
    assert scene.playback.race_shown == 2, "the table cleared for race 2"
    assert scene.table.die.shown is None, "race 1's last roll on race 2's die"


def test_while_the_die_tumbles_what_a_message_keeps_clear_stays_put(app: App) -> None:
    # Followed frame by frame, the tumbling die moved what a toast keeps clear of, and each
    # toast's place was searched again every frame of a roll (10 ms a frame at 1920x1080).
    scene = mina_and_robo(app, roller=1, speed="normal")
    table, seen = scene.table, []
    for _ in tries(600):  # Robo's roll comes from the thinker
        frames(app, 1)
        time.sleep(0.001)
        if table.die.rolling:
            seen.append(tuple(table.die_parts()))
            assert table.die_parts().contains(table.die.rect())
        elif seen:
            break
    assert len(seen) > 5 and len(set(seen)) == 1
