"""The payout sheet between races takes no press in its first second, as the results take
none (DESIGN §3): a trial's Space meant for a roll took race 1's sheet away before it could
be read. A press made while the race ends skips the motion up to the sheet, never past it;
a press in the sheet's first second does nothing; a key held from before it came never
takes it away; a press after that moves on, as before."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.manners import DECISION_QUIET_SECONDS
from scenes.games.winners_circle.playback import SUMMARY_SECONDS
from scenes.games.winners_circle.scene import SHEET_DWELL_SECONDS, WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.manager import GRACE_QUIET_SECONDS
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.actions import Action
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle_events import RaceEnded
from tabletop.session import GameSession
from tests.patience import tries
from tests.scenes.test_game_base import FRAME, app, frames, press, set_speed

__all__ = ["app"]


def _race_1_to_its_last_move(shell: App) -> tuple[WinnersCircleScene, Action]:
    """Two people at the screen, race 1 played by a computer player's choices up to the
    move that ends it: the table, and that move (not yet made)."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5,
                                options={"hidden_bets": False})
    trial = GameSession.start(GAMES["winners_circle"], seats, seed=5,
                              options={"hidden_bets": False})
    bot = make_bot("winners_circle", "easy", seed=1)
    while True:
        seat = trial.current_seat
        assert seat is not None
        action = bot.choose(trial.game.view(seat))
        if any(isinstance(event, RaceEnded) for event in trial.apply(action)):
            break
        session.apply(action)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    return scene, action


def _until_the_sheet(shell: App, scene: WinnersCircleScene) -> None:
    for _ in range(1200):
        if scene.table.sheet is not None:
            return
        frames(shell, 1)
    raise AssertionError("the payout sheet never came")


def test_a_press_in_the_sheets_first_second_does_nothing(app: App) -> None:
    scene, last = _race_1_to_its_last_move(app)
    assert scene.driver.act(last)
    _until_the_sheet(app, scene)
    press(pygame.K_SPACE)  # meant for the roll the person expected
    frames(app, round(0.5 / FRAME))
    assert scene.table.sheet is not None and scene.playback.race_shown == 1, "a press took it away"
    press(pygame.K_SPACE)  # still within its first second
    # Its lines all in and the money counted, it stays to be read...
    frames(app, round((SHEET_DWELL_SECONDS + GRACE_QUIET_SECONDS) / FRAME))
    while scene.table.sheet is not None and scene.table.sheet.is_moving:
        frames(app, 1)
    frames(app, round(0.5 / FRAME))
    assert scene.table.sheet is not None and scene.playback.race_shown == 1, "it went unasked"
    press(pygame.K_SPACE)  # the roll key pressed on never takes it (trial s22)...
    frames(app, 3)
    assert scene.table.sheet is not None and scene.playback.race_shown == 1, "Space took it away"
    press(pygame.K_RETURN)  # ...Enter, as its prompt says, moves on
    frames(app, 3)
    assert scene.table.sheet is None and scene.playback.race_shown == 2


def test_a_press_while_the_race_ends_stops_at_the_sheet(app: App) -> None:
    scene, last = _race_1_to_its_last_move(app)
    assert scene.driver.act(last)
    frames(app, 3)
    assert scene.driver.is_busy and scene.table.sheet is None
    press(pygame.K_SPACE)  # the horse still runs home
    frames(app, 2)
    shown = scene.playback.race_shown
    assert scene.table.sheet is not None and shown == 1, "the press went past it"
    # Nothing was bet with it: the person to bet first still has all three chips.
    assert not scene.session.game.state.bets


def test_a_key_held_from_before_the_sheet_never_takes_it_away(app: App) -> None:
    scene, last = _race_1_to_its_last_move(app)
    held = {pygame.K_RIGHT}
    app.context.manager.key_is_down = lambda key: key in held
    assert scene.driver.act(last)
    frames(app, 3)
    press(pygame.K_RIGHT)  # pressed as the race ends, and held on
    frames(app, 2)
    assert scene.table.sheet is not None
    for _ in range(4):  # its repeats, well after the sheet's first second
        frames(app, round(SHEET_DWELL_SECONDS / FRAME))
        press(pygame.K_RIGHT)
        frames(app, 2)
        shown = scene.playback.race_shown
        assert scene.table.sheet is not None and shown == 1, "a held key took it"


def test_with_a_person_at_the_screen_the_sheet_waits_for_a_press(app: App) -> None:
    """Trial s20: the payout closed by itself after 4.5 s although the prompt said a click
    moves on, and the next race's first bet (a computer's) came before it was read; with
    hidden bets it is the one moment every seat's chips are shown."""
    scene, last = _race_1_to_its_last_move(app)
    assert scene.driver.act(last)
    _until_the_sheet(app, scene)
    frames(app, round(4 * SUMMARY_SECONDS / FRAME))
    assert scene.table.sheet is not None and scene.playback.race_shown == 1, "it went unasked"
    assert scene.prompt.text.startswith("Race 1 is over")
    press(pygame.K_RETURN)
    frames(app, 3)
    assert scene.table.sheet is None and scene.playback.race_shown == 2


def test_at_a_table_of_computers_the_sheet_goes_after_a_readable_while(app: App) -> None:
    set_speed(app, "fast")
    seats = [SeatConfig(f"Bot {seat}", seat, SeatKind.COMPUTER, "easy") for seat in range(2)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    for _ in tries(20000):  # a whole race of computers' moves
        frames(app, 1)
        if scene.table.sheet is not None:
            break
    for _ in tries(round(4 * SUMMARY_SECONDS / FRAME)):
        frames(app, 1)
        if scene.playback.race_shown == 2:
            break
    else:
        raise AssertionError("the sheet stayed at a table nobody may press at")


def test_presses_at_a_steady_beat_never_take_the_sheet_away(app: App) -> None:
    """Trial s24 A/223, 232: Enter pressed on at a steady beat, slower than a burst, took
    the payout away at once; it is a held result: it needs a press after the keys have
    rested."""
    scene, last = _race_1_to_its_last_move(app)
    assert scene.driver.act(last)
    _until_the_sheet(app, scene)
    for _ in range(8):
        frames(app, round(0.8 / FRAME))
        press(pygame.K_RETURN)
        frames(app, 2)
        assert scene.table.sheet is not None and scene.playback.race_shown == 1, "a beat took it"
    frames(app, round(DECISION_QUIET_SECONDS / FRAME) + 2)  # the keys rest: it is read
    press(pygame.K_RETURN)
    frames(app, 3)
    assert scene.table.sheet is None and scene.playback.race_shown == 2
