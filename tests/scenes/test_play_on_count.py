"""A game played on from a replay is counted as a new game only when a person at the table
made a move of it: played on from the last move, the computer's last move alone ended it,
and Statistics counted the one game twice, its score twice in the high scores (trial s23
C/161-164)."""

from __future__ import annotations

import pygame

from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from scenes.shell.app import App
from tabletop import storage
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession
from tests.scenes.test_game_base import frames, press, set_speed
from tests.scenes.test_replay import watch_again

# ``app``: the real program saving to the test's home folder (tests/scenes/conftest.py).


def _mina_against_a_computer() -> GameSession:
    """Mina (a random player's moves) against a computer at Yacht, played to the end: the
    computer makes the last move."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Bot", 1, SeatKind.COMPUTER, "random")]
    session = GameSession.start(GAMES["yacht"], seats, seed=11)
    mina = make_bot("yacht", "random", seed=2)
    while not session.game.is_over:
        seat = session.current_seat
        player = session.bots[seat] if session.is_computer_turn() else mina
        session.apply(player.choose(session.game.view(seat)))
    return session


def _play_on_from_the_last_move(app: App, *, take_the_computers_seat: bool) -> GameSession:
    """Watch the game again, play on from one move before its end, and wait for the new
    game's results; that game."""
    set_speed(app, "instant")
    finished = _mina_against_a_computer()
    last = len(finished.game.history) - 1
    assert finished.game.history[last].seat == 1, "the computer moves last"
    _, replay = watch_again(app, finished)
    replay.driver.step_to(last)
    frames(app, 2)
    press(pygame.K_p)
    frames(app, 30)
    setup = app.context.manager.top
    assert isinstance(setup, SetupScene) and setup.play_on is not None
    if take_the_computers_seat:
        setup.toggle_kind(1)
    setup.ring.focus(next(button for button in setup.ring.buttons
                          if button.label_key == "app.setup.start"))
    press(pygame.K_RETURN)
    frames(app, 3)
    table = app.context.manager.stack[1]
    session = table.session  # type: ignore[attr-defined]
    if take_the_computers_seat:  # the person plays the last move
        session.apply(make_bot("yacht", "random", seed=9).choose(session.game.view(1)))
    for _ in range(600):
        frames(app, 1)
        if session.game.is_over and session.result_recorded:
            break
    assert session.game.is_over
    return session


def test_computers_alone_ending_a_played_on_game_do_not_count_it_again(app: App) -> None:
    session = _play_on_from_the_last_move(app, take_the_computers_seat=False)
    statistics, _ = storage.load_statistics()
    assert statistics["yacht"].finished == 1, "the game the replay came from, once"
    assert [entry.name for entry in statistics["yacht"].high_scores] == ["Mina"]
    assert len(storage.list_finished("yacht")) == 1
    assert not storage.has_save(game_id="yacht")
    assert session.record_lost is not None
    said = session.record_lost.text(ENGLISH)
    assert said.startswith("Nobody at the table made a move after move ")
    results = ResultsScene(app.context, session)
    results.layout()
    assert results.lost_rect.height > 0, "its results say it is not counted"


def test_a_person_who_plays_on_plays_a_new_game(app: App) -> None:
    session = _play_on_from_the_last_move(app, take_the_computers_seat=True)
    statistics, _ = storage.load_statistics()
    assert statistics["yacht"].finished == 2
    assert len(storage.list_finished("yacht")) == 2
    assert session.record_lost is None


def test_the_last_position_offers_no_play_on_and_says_why(app: App) -> None:
    set_speed(app, "instant")
    _, replay = watch_again(app, _mina_against_a_computer())
    replay.driver.step_to(replay.driver.step_count)
    frames(app, 2)
    replay = app.context.manager.top
    bar_button = next(button for button in replay.driver.bar.buttons
                      if button.label_key == "replay.play_on")
    assert not bar_button.enabled
    press(pygame.K_p)
    frames(app, 2)
    assert app.context.manager.top is replay, "no seat setup for a game that is over"
    assert [toast.text for toast in replay.frame.toasts.toasts] == [
        ENGLISH("replay.play_on_over")]
