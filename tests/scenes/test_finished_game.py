"""A finished game is in the statistics, and kept for replays, the moment it ends, not
when the results screen opens, and it is counted once."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.screens.results import ResultsScene
from scenes.screens.statistics import StatisticsScene
from scenes.shell.app import App, Launch, shutdown
from scenes.shell.scene import Push
from tabletop import storage
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession

FRAME = 1 / 60


@pytest.fixture
def shell() -> Iterator[App]:
    """The real program, saving into the test's home folder (tests/conftest.py)."""
    application = App(Launch(lang="en", seed=7))
    application.start_menu()
    application.step(FRAME)
    yield application
    shutdown(application.context)


def finish_on_the_table(shell: App) -> GameScene:
    """Mina (a person, her moves chosen by a random player) against a computer, played to
    the end through the session as a game scene plays it; the scene shows the final table."""
    context = shell.context
    seats = [SeatConfig("Mina", 0), SeatConfig("Bot", 1, SeatKind.COMPUTER, "random")]
    session = GameSession.start(GAMES["yacht"], seats, seed=11, autosave=context.autosave)
    storage.record_started("yacht")
    mina = make_bot("yacht", "random", seed=2)
    scene = make_game_scene(context, session)
    assert isinstance(scene, GameScene)
    context.manager.apply(Push(scene))
    while not session.game.is_over:
        seat = session.current_seat
        player = session.bots[seat] if session.is_computer_turn() else mina
        session.apply(player.choose(session.game.view(seat)))
    for _ in range(5):
        shell.step(FRAME)
    assert context.manager.top is scene, "the final table waits for a person"
    return scene


def test_closing_on_the_game_over_frame_keeps_the_finished_game(shell: App) -> None:
    finish_on_the_table(shell)
    shutdown(shell.context)  # the window closes before the results screen ever opened

    restarted = App(Launch(lang="en"))
    restarted.start_menu()
    restarted.step(FRAME)
    statistics = StatisticsScene(restarted.context)
    restarted.context.manager.apply(Push(statistics))
    restarted.step(FRAME)
    yacht = statistics.stats["yacht"]
    assert (yacht.played, yacht.finished) == (1, 1)
    assert [entry.name for entry in yacht.high_scores] == ["Mina"]
    assert not storage.has_save(), "a finished game leaves nothing to Continue"
    # ...and it is kept for replays, replaying to the result it ended with.
    (kept,) = storage.list_finished("yacht")
    replayed, notice = storage.load_finished("yacht", kept.file)
    assert notice is None and replayed is not None
    assert [seat.name for seat in replayed.seats] == ["Mina", "Bot"]
    assert list(kept.scores) == replayed.game.scores()
    shutdown(restarted.context)


def test_the_results_screen_does_not_count_the_game_again(shell: App) -> None:
    scene = finish_on_the_table(shell)
    for _ in range(90):  # the final table stays a moment before a key may move on
        shell.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode=""))
    for _ in range(5):
        shell.step(FRAME)
    results = shell.context.manager.top
    assert isinstance(results, ResultsScene) and results.session is scene.session
    yacht, _ = storage.load_statistics()
    assert yacht["yacht"].finished == 1 and len(yacht["yacht"].high_scores) == 1
    assert [entry.name for entry in results.high_scores] == ["Mina"]
