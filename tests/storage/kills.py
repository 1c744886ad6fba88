"""A game's end interrupted: the program stopped at any step of recording it, started again,
and the game continued if its save still offers it. Shared by the kill tests and the
hostile-suite tool (``tests/tools/hostile_run.py``).

The steps are the file system's: every ``os.replace``, ``os.fsync`` and ``os.unlink``
the recording makes, each either just before or just after it happens. A stop is an
exception no code catches (in this process) or SIGKILL (in a child process).
"""

from __future__ import annotations

import contextlib
import itertools
import os
import signal
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from tabletop import storage
from tabletop.bots import make_bot
from tabletop.core.actions import Action
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession

STOPPED_CALLS = ("replace", "fsync", "unlink")
SEATS = (SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"))


class Stopped(BaseException):
    """The program stops here (nothing in the program catches a BaseException of ours)."""


@dataclass
class Ending:
    """A Yacht game one move before its end, saved; and that last move."""

    session: GameSession
    last: Action


def one_move_from_the_end(seed: int = 5, game_id: str = "yacht", *, save: bool = True) -> Ending:
    """A game (a person by an easy player's choices, and a computer) at its last move,
    the save holding that position as the autosave after every move leaves it."""
    spec = GAMES[game_id]
    played = GameSession.start(spec, SEATS, seed)
    person = make_bot(game_id, "easy", seed=seed)
    actions: list[Action] = []
    while not played.game.is_over:
        seat = played.current_seat
        assert seat is not None
        action = (played.bot_action() if played.is_computer_turn()
                  else person.choose(played.game.view(seat)))
        played.apply(action)
        actions.append(action)
    session = GameSession.start(spec, SEATS, seed)
    for action in actions[:-1]:
        session.apply(action)
    if save:
        assert storage.write_save(session.game, session.seats, session.bot_states()) is None
    return Ending(session, actions[-1])


def finish(ending: Ending) -> None:
    """The last move and the recording, as the program makes them when a game ends."""
    ending.session.apply(ending.last)
    assert ending.session.game.is_over
    storage.record_finished(ending.session.spec, ending.session.game, ending.session.seats,
                            ending.session.bot_states())


@contextlib.contextmanager
def stopping_at(point: int | None, after: bool,
                stop: Callable[[], None]) -> Iterator[list[str]]:
    """Within: the ``point``-th of the calls of :data:`STOPPED_CALLS` calls ``stop``
    just before (or ``after``) it happens; yields the calls seen (None: never stop)."""
    seen: list[str] = []
    counter = itertools.count()
    real = {name: getattr(os, name) for name in STOPPED_CALLS}

    def wrapped(name: str) -> Callable[..., Any]:
        def call(*args: Any, **kwargs: Any) -> Any:
            number = next(counter)
            seen.append(name)
            if number == point and not after:
                stop()
            result = real[name](*args, **kwargs)
            if number == point and after:
                stop()
            return result
        return call

    for name in STOPPED_CALLS:
        setattr(os, name, wrapped(name))
    try:
        yield seen
    finally:
        for name, function in real.items():
            setattr(os, name, function)


def raise_stopped() -> None:
    raise Stopped


def kill_self() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def finish_in_program(ending: Ending) -> None:
    """The last move as the program makes it: through the application context's autosave
    hook, which records the game the moment it ends."""
    from scenes.shell.context import AppContext

    context = AppContext(storage.load_settings()[0])
    ending.session.autosave = context.autosave
    ending.session.apply(ending.last)
    assert ending.session.game.is_over
    context.close()


def restart_program_and_continue(seed: int = 5, game_id: str = "yacht") -> str:
    """The program's own start (:class:`scenes.shell.app.App`), then Continue if the menu would
    offer it, and the last move made again through the program's autosave hook."""
    from scenes.shell import assets
    from scenes.shell.app import App, Launch, shutdown

    app = App(Launch(seed=seed))
    try:
        preview, notice = storage.peek_save()
        assert notice is None, notice
        if preview is None:
            return "nothing to continue"
        loaded, notice = storage.load_save()
        assert loaded is not None and notice is None
        ending = one_move_from_the_end(seed, game_id, save=False)
        session = GameSession(GAMES[game_id], loaded.game, loaded.seats, app.context.autosave,
                              loaded.bots)
        session.apply(ending.last)
        assert session.game.is_over
        return "continued"
    finally:
        shutdown(app.context)
        assets.clear_caches()


def restart_and_continue(seed: int = 5, game_id: str = "yacht") -> str:
    """The next start: the start-up completes a recording cut short; a save still offered
    is continued and its last move made again. Says what happened."""
    storage.remove_stale_temporaries()
    storage.finish_pending()
    preview, notice = storage.peek_save()
    assert notice is None, notice
    if preview is None:
        return "nothing to continue"
    loaded, notice = storage.load_save()
    assert loaded is not None and notice is None
    ending = one_move_from_the_end(seed, game_id, save=False)  # to know its last move
    session = GameSession(GAMES[game_id], loaded.game, loaded.seats, None, loaded.bots)
    assert session.game.to_dict() == ending.session.game.to_dict()
    finish(Ending(session, ending.last))
    return "continued"


def counted(game_id: str = "yacht") -> tuple[int, int, bool]:
    """Games finished in the statistics, games in Replays, and whether a save is left."""
    return (storage.game_stats(game_id).finished, len(storage.list_finished(game_id)),
            storage.has_save())


def recording_calls(seed: int = 5) -> list[str]:
    """The calls a whole recording makes (each a point where the program may stop),
    measured in a folder of its own, which is removed afterwards."""
    before = os.environ.get(storage.paths.OVERRIDE_VARIABLE)
    with tempfile.TemporaryDirectory() as folder:
        os.environ[storage.paths.OVERRIDE_VARIABLE] = folder
        try:
            ending = one_move_from_the_end(seed)
            ending.session.apply(ending.last)
            with stopping_at(None, False, raise_stopped) as seen:
                storage.record_finished(ending.session.spec, ending.session.game,
                                        ending.session.seats, ending.session.bot_states())
        finally:
            if before is None:
                del os.environ[storage.paths.OVERRIDE_VARIABLE]
            else:
                os.environ[storage.paths.OVERRIDE_VARIABLE] = before
    return seen
