"""The thinker process may die at any moment: between two questions, during one, or while
several wait. Every question then gets an answer or ThinkerDied, never another error, and
the program's side of the thinker goes on (a fresh process, or a thread after too many
deaths)."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Iterator
from concurrent.futures import Future
from typing import Any

import pytest

from scenes.games import thinker
from scenes.games.thinker import Thinker, ThinkerDied
from tests.patience import PATIENCE

ANSWER_SECONDS = PATIENCE  # a new Python process on a busy machine


@pytest.fixture
def own_thinker() -> Iterator[Thinker]:
    spare = Thinker()
    yield spare
    spare.stop()


def _kill_and_wait(spare: Thinker) -> None:
    """Kill the process with SIGKILL and wait until it is gone (its pipe then refuses)."""
    process = spare._process
    assert process is not None
    os.kill(process.pid, signal.SIGKILL)
    process.join(ANSWER_SECONDS)


def _outcome(future: Future[Any]) -> str:
    try:
        return f"answer {future.result(ANSWER_SECONDS)}"
    except ThinkerDied:
        return "died"


def test_a_process_killed_between_two_questions_takes_the_next_question_afresh(
        own_thinker: Thinker) -> None:
    """The send of the next question meets a broken pipe: the question goes to a new
    process (it was marked running once; marking it again raised "Future in unexpected
    state" and took the program down)."""
    first_pid = own_thinker.submit(os.getpid).result(ANSWER_SECONDS)
    # Held, so the listener cannot notice the death first: the send is what finds it.
    with own_thinker._lock:
        _kill_and_wait(own_thinker)
        asked = [own_thinker.submit(os.getpid) for _ in range(3)]
    answers = {future.result(ANSWER_SECONDS) for future in asked}
    assert first_pid not in answers and os.getpid() not in answers
    assert not own_thinker.on_thread


def test_a_process_killed_during_a_question_fails_only_that_question(
        own_thinker: Thinker) -> None:
    own_thinker.submit(os.getpid).result(ANSWER_SECONDS)
    working = own_thinker.submit(time.sleep, 3600)
    waiting = [own_thinker.submit(os.getpid) for _ in range(4)]
    time.sleep(0.3)
    _kill_and_wait(own_thinker)
    with pytest.raises(ThinkerDied):
        working.result(ANSWER_SECONDS)
    assert all(_outcome(future).startswith("answer") for future in waiting)


def test_a_process_killed_again_and_again_ends_on_a_thread_with_every_question_answered(
        own_thinker: Thinker) -> None:
    """Deaths at every moment, questions waiting each time: each gets an answer or
    ThinkerDied; after MAX_DEATHS the thread answers everything that is asked."""
    outcomes: list[str] = []
    for death in range(thinker.MAX_DEATHS + 1):
        own_thinker.submit(os.getpid).result(ANSWER_SECONDS)
        if own_thinker.on_thread:
            break
        if death % 2:
            with own_thinker._lock:  # between questions
                _kill_and_wait(own_thinker)
                batch = [own_thinker.submit(os.getpid) for _ in range(3)]
        else:  # during one, with others waiting
            batch = [own_thinker.submit(time.sleep, 3600),
                     *(own_thinker.submit(os.getpid) for _ in range(3))]
            time.sleep(0.2)
            _kill_and_wait(own_thinker)
        outcomes += [_outcome(future) for future in batch]
    assert own_thinker.on_thread
    assert own_thinker.submit(os.getpid).result(ANSWER_SECONDS) == os.getpid()
    assert all(outcome == "died" or outcome.startswith("answer") for outcome in outcomes)

