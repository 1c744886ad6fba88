"""The thinker process: computer players and the coach off the program's own process."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from scenes.games import thinker
from scenes.games.thinker import Thinker, ThinkerDied, think
from scenes.games.worker import Worker, decide
from scenes.tools.smoke import computer_seats
from tabletop.bots import bot_to_dict
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession
from tests.patience import PATIENCE

ANSWER_SECONDS = PATIENCE  # the first question starts a Python process on a busy machine


def where_am_i(parent: int) -> str:
    """Dies when run in a process other than ``parent``; answers where it ran otherwise."""
    if os.getpid() != parent:
        os._exit(3)
    return "here"


@pytest.mark.parametrize("game_id", ["polterfass", "big_shot", "wizard_extreme"])
def test_a_bot_thinking_in_the_thinker_chooses_as_at_home_and_brings_its_state_back(
    game_id: str,
) -> None:
    """Hard bots choose the same, and carry the state a save stores, whether they think
    in the thinker process or in this one: their budgets are work, never seconds."""
    spec = GAMES[game_id]
    away = GameSession.start(spec, computer_seats(ENGLISH, game_id, spec.default_seats), seed=11)
    home = GameSession.start(spec, computer_seats(ENGLISH, game_id, spec.default_seats), seed=11)
    for _ in range(12):
        seat = away.current_seat
        assert seat is not None and not away.game.is_over
        sent = away.bots[seat]
        decision = think(decide, sent, away.game.view(seat)).result(ANSWER_SECONDS)
        action, bot = decision.action, decision.bot
        assert decision.trouble is None
        assert bot is not sent  # a copy came back from the other process
        away.bots[seat] = bot
        assert action == home.bot_action()
        assert bot_to_dict(bot) == bot_to_dict(home.bots[seat])
        away.apply(action)
        home.apply(action)
    assert away.game.to_dict() == home.game.to_dict()


def test_work_runs_in_another_process_and_a_scene_leaving_drops_its_questions() -> None:
    errands = Worker()
    assert errands.submit(os.getpid).result(ANSWER_SECONDS) != os.getpid()
    first = errands.submit(time.sleep, 0.5)
    second = errands.submit(os.getpid)
    errands.shutdown()
    assert second.cancelled()  # a question not started is dropped
    assert first.result(ANSWER_SECONDS) is None  # the one being worked on finishes


@pytest.fixture
def own_thinker() -> Iterator[Thinker]:
    """A thinker of the test's own, so killing it leaves the program's one alone."""
    spare = Thinker()
    yield spare
    spare.stop()


def test_a_thinker_that_dies_is_restarted_and_then_replaced_by_a_thread(
    own_thinker: Thinker,
) -> None:
    first = own_thinker.submit(os.getpid).result(ANSWER_SECONDS)
    assert first != os.getpid()
    for death in range(1, thinker.MAX_DEATHS):
        # The question kills the process: it fails, and a fresh process takes the next one.
        with pytest.raises(ThinkerDied):
            own_thinker.submit(where_am_i, os.getpid()).result(ANSWER_SECONDS)
        again = own_thinker.submit(os.getpid).result(ANSWER_SECONDS)
        assert again not in (first, os.getpid()), f"not restarted after death {death}"
        first = again
    with pytest.raises(ThinkerDied):
        own_thinker.submit(where_am_i, os.getpid()).result(ANSWER_SECONDS)
    # Dying MAX_DEATHS times moves thinking onto a thread of this process, for good.
    assert own_thinker.on_thread and own_thinker.pid is None
    assert own_thinker.submit(where_am_i, os.getpid()).result(ANSWER_SECONDS) == "here"


def test_a_hung_question_is_stopped_by_a_restart_and_the_next_one_is_answered(
    own_thinker: Thinker,
) -> None:
    own_thinker.submit(os.getpid).result(ANSWER_SECONDS)
    hung_pid = own_thinker.pid
    hung = own_thinker.submit(time.sleep, 3600)
    waiting = own_thinker.submit(os.getpid)
    time.sleep(0.2)
    assert not hung.done()
    own_thinker.restart()
    with pytest.raises(ThinkerDied):
        hung.result(ANSWER_SECONDS)
    assert waiting.result(ANSWER_SECONDS) not in (hung_pid, os.getpid())
    assert hung_pid is not None and _ended(hung_pid)
    assert not own_thinker.on_thread  # a time-out is no crash


def test_a_thinker_that_cannot_start_thinks_on_a_thread(
    own_thinker: Thinker, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Started from a deleted working folder, spawn fails; the program thinks at home."""
    def refuse(self: object) -> None:
        raise FileNotFoundError("the working folder is gone")

    monkeypatch.setattr(thinker.multiprocessing.get_context("spawn").Process, "start", refuse)
    assert own_thinker.submit(where_am_i, os.getpid()).result(ANSWER_SECONDS) == "here"
    assert own_thinker.on_thread


def test_stop_ends_the_process(own_thinker: Thinker) -> None:
    own_thinker.submit(os.getpid).result(ANSWER_SECONDS)
    pid = own_thinker.pid
    assert pid is not None
    own_thinker.stop()
    assert own_thinker.pid is None and _ended(pid)


def _ended(pid: int) -> bool:
    status = Path(f"/proc/{pid}/status")
    try:
        state = next(line for line in status.read_text().splitlines()
                     if line.startswith("State:"))
    except (FileNotFoundError, ProcessLookupError):
        return True
    return "zombie" in state


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads Linux's /proc")
def test_the_thinker_ends_when_the_program_is_killed() -> None:
    program = subprocess.Popen(
        [sys.executable, "-c", "import os, time\n"
         "from scenes.games.thinker import think\n"
         "print(think(os.getpid).result(60), flush=True)\n"
         "time.sleep(120)\n"],
        stdout=subprocess.PIPE, text=True)
    try:
        assert program.stdout is not None
        thinker = int(program.stdout.readline())
        assert not _ended(thinker)
    finally:
        program.kill()  # no chance to shut anything down
        program.wait()
    deadline = time.monotonic() + PATIENCE
    while not _ended(thinker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _ended(thinker)
