"""A game played on from a replay is counted as a new game only when a person at the table
made a move of it: played on from the last move, the computer's last move alone ended it,
and Statistics counted the one game twice, its score twice in the high scores (trial s23
C/161-164)."""

from __future__ import annotations

import pygame

from scenes.screens.menu import MenuScene
from scenes.screens.results import ResultsScene
from scenes.screens.setup import SetupScene
from scenes.shell.app import App
from scenes.shell.scene import Pop
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


def _start_playing_on(app: App, step: int | None = None, *,
                      take_the_computers_seat: bool = False) -> GameSession:
    """Watch the game again and play on from ``step`` (None: one move before its end,
    which the computer makes); the new game at its table."""
    set_speed(app, "instant")
    finished = _mina_against_a_computer()
    last = len(finished.game.history) - 1
    assert finished.game.history[last].seat == 1, "the computer moves last"
    _, replay = watch_again(app, finished)
    replay.driver.step_to(last if step is None else step)
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
    session: GameSession = table.session  # type: ignore[attr-defined]
    return session


def _play_on_from_the_last_move(app: App, *, take_the_computers_seat: bool) -> GameSession:
    """Play on from one move before the end (:func:`_start_playing_on`) and wait for the
    new game's results; that game."""
    session = _start_playing_on(app, take_the_computers_seat=take_the_computers_seat)
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


def test_computers_alone_playing_on_start_no_game(app: App) -> None:
    """Trial s23: the computer's last move alone, played on, counted a game started that
    nobody at the table played."""
    _play_on_from_the_last_move(app, take_the_computers_seat=False)
    statistics, _ = storage.load_statistics()
    assert statistics["yacht"].played == 1, "the game the replay came from, once"


def test_a_person_who_plays_on_plays_a_new_game(app: App) -> None:
    session = _play_on_from_the_last_move(app, take_the_computers_seat=True)
    statistics, _ = storage.load_statistics()
    assert statistics["yacht"].played == 2, "started once more, when the person moved"
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


def test_a_played_on_game_continued_later_keeps_where_it_was_played_on_from(app: App) -> None:
    """Trial s23: saved and continued, a played-on game forgot its origin, so the computers
    alone ending it counted the recorded game a second time, and a person's move in it
    never counted it started. Continue keeps both."""
    session = _start_playing_on(app, 20)
    assert session.current_seat == 0, "Mina's move, at the table"
    app.context.flush_saves()
    loaded, _ = storage.load_save(game_id="yacht")
    assert loaded is not None and loaded.played_on == storage.PlayedOn(20, counted=False)
    while len(app.context.manager.stack) > 1:  # to the menu; the game is saved
        app.context.manager.apply(Pop())
    menu = app.context.manager.top
    assert isinstance(menu, MenuScene)
    menu.continue_game("yacht")
    frames(app, 2)
    continued: GameSession = app.context.manager.top.session  # type: ignore[union-attr]
    assert continued is not session and continued.played_from == 20
    assert not continued.counted_started
    statistics, _ = storage.load_statistics()
    assert statistics["yacht"].played == 1, "nobody has moved in the played-on game yet"
    continued.apply(make_bot("yacht", "random", seed=9).choose(continued.game.view(0)))
    app.context.flush_saves()
    statistics, _ = storage.load_statistics()
    assert statistics["yacht"].played == 2, "Mina moved: a game started"
    loaded, _ = storage.load_save(game_id="yacht")
    assert loaded is not None and loaded.played_on == storage.PlayedOn(20, counted=True)
