"""The thinker process: computer players and the coach off the program's own process."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import pytest

from scenes.games import worker
from scenes.games.worker import Worker, decide, think
from scenes.smoke import computer_seats
from tabletop.bots import bot_to_dict
from tabletop.games import GAMES
from tabletop.session import GameSession

ANSWER_SECONDS = 60  # generous: the first question starts a Python process on a busy machine


def where_am_i(parent: int) -> str:
    """Dies when run in a process other than ``parent``; answers where it ran otherwise."""
    if os.getpid() != parent:
        os._exit(3)
    return "here"


@pytest.mark.parametrize("game_id", ["polterfass", "big_shot"])
def test_a_bot_thinking_in_the_thinker_chooses_as_at_home_and_brings_its_state_back(
    game_id: str,
) -> None:
    """Hard bots choose the same, and carry the state a save stores, whether they think
    in the thinker process or in this one. (Wizard Extreme's hard search also stops at
    a wall-clock cap on a busy machine, so it cannot be compared move for move.)"""
    spec = GAMES[game_id]
    away = GameSession.start(spec, computer_seats(game_id, spec.default_seats), seed=11)
    home = GameSession.start(spec, computer_seats(game_id, spec.default_seats), seed=11)
    for _ in range(12):
        seat = away.current_seat
        assert seat is not None and not away.game.is_over
        sent = away.bots[seat]
        action, bot = think(decide, sent, away.game.view(seat)).result(ANSWER_SECONDS)
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
    first = errands.submit(os.getpid)
    second = errands.submit(os.getpid)
    errands.shutdown()
    assert second.cancelled() or second.done()  # a question not started is dropped
    assert first.cancelled() or first.result(ANSWER_SECONDS) != os.getpid()


def test_a_thinker_that_dies_is_replaced_by_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    doomed = ProcessPoolExecutor(max_workers=1,
                                 mp_context=worker.multiprocessing.get_context("spawn"))
    monkeypatch.setattr(worker, "_process", doomed)
    monkeypatch.setattr(worker, "_broken", False)
    # The question kills the thinker; the answer comes from a thread of this process.
    assert think(where_am_i, os.getpid()).result(ANSWER_SECONDS) == "here"
    assert worker._broken and worker._process is None
    with pytest.raises(BrokenProcessPool):
        doomed.submit(os.getpid)
    assert think(where_am_i, os.getpid()).result(ANSWER_SECONDS) == "here"


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
         "from scenes.games.worker import think\n"
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
    deadline = time.monotonic() + 30
    while not _ended(thinker) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert _ended(thinker)
