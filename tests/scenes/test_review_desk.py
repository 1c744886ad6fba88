"""A finished game's review worked out in the thinker: step by step with its progress, whole
at the end, kept on disk once, and dropped when its screen is left."""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from scenes.games.gate import review_request
from scenes.games.review_desk import ReviewDesk
from scenes.games.thinker import Thinker
from scenes.games.worker import Worker, warm_up
from tabletop.bots import make_bot
from tabletop.games import GAMES
from tabletop.review import Review, ReviewJob, Verdict
from tabletop.review.runner import JobLost, Request, forget, keep_review, review_step
from tabletop.storage.reviews import load_review, reviews_folder
from tests.bots.playing import play_out

ANSWER_SECONDS = 120


def finished(game_id: str = "yacht", seats: int = 2, seed: int = 3) -> Any:
    game = GAMES[game_id].new_game(seats, seed=seed)
    play_out(game, [make_bot(game_id, "easy", seat) for seat in range(seats)])
    return game


def wait(desk: ReviewDesk) -> list[float]:
    progress = []
    deadline = time.monotonic() + ANSWER_SECONDS
    while desk.review is None and not desk.failed and time.monotonic() < deadline:
        if desk.poll():
            progress.append(desk.progress)
        time.sleep(0.01)
    return progress


def test_a_review_comes_in_steps_and_is_kept_once() -> None:
    game = finished("polterfass", 3)
    done: list[tuple[Review, bool]] = []
    desk = ReviewDesk(Worker(), review_request(game),
                      on_done=lambda review, new: done.append((review, new)))
    progress = wait(desk)
    assert desk.review is not None and not desk.failed
    assert progress == sorted(progress) and progress[-1] == 1.0
    assert len(progress) > 2  # it came in steps, each a short question
    assert desk.review == ReviewJob.of(game).run()
    assert done == [(desk.review, True)]
    deadline = time.monotonic() + ANSWER_SECONDS
    folder = reviews_folder(game.spec.id)  # this test's own home
    while load_review(folder, game.spec.id, desk.name) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert load_review(folder, game.spec.id, desk.name) == desk.review
    # Asked again, it is read, not computed.
    again: list[tuple[Review, bool]] = []
    second = ReviewDesk(Worker(), review_request(game),
                        on_done=lambda review, new: again.append((review, new)))
    wait(second)
    assert again == [(desk.review, False)]


def test_a_desk_left_before_the_end_asks_nothing_more() -> None:
    game = finished("wizard_extreme", 4)
    worker = Worker()
    desk = ReviewDesk(worker, review_request(game, keep=False))
    desk.cancel()
    assert not desk.running
    time.sleep(0.2)
    assert not desk.poll() and desk.review is None


class AtOnce(Worker):
    """Each errand done at once on this thread (a review step one decision long), and
    every request it carried kept."""

    def __init__(self, between: Callable[[], object] = lambda: None) -> None:
        super().__init__()
        self.requests: list[Request] = []
        self.between = between  # what happens in the thinker before each step

    def submit(self, function: Callable[..., Any], *args: Any) -> Future[Any]:
        future: Future[Any] = Future()
        if function is review_step:
            self.between()
            self.requests.append(args[0])
            args = (*args, 0.0)
        try:
            future.set_result(function(*args))
        except Exception as error:
            future.set_exception(error)
        return future


def test_only_the_first_step_carries_the_history() -> None:
    """Pickling the whole history for every step cost the frame that asked a millisecond
    (a 5-seat Wizard Extreme game's 476 actions, every fifth of a second)."""
    forget()
    game = finished("yacht", 2)
    worker = AtOnce()
    desk = ReviewDesk(worker, review_request(game, keep=False))
    while desk.review is None and not desk.failed:
        desk.poll()
    assert desk.review == ReviewJob.of(game).run()
    assert len(worker.requests) > 2
    assert [len(request.history) for request in worker.requests] == [
        len(game.history), *[0] * (len(worker.requests) - 1)]


def test_a_desk_whose_job_was_lost_asks_again_with_the_history() -> None:
    """Another game's review took the thinker between two steps: the next step says the
    job is gone, and the one after carries the history again (no failure counted)."""
    forget()
    game = finished("yacht", 2)

    def between() -> None:
        if len(worker.requests) == 1:  # before the second step
            forget()

    worker = AtOnce(between)
    desk = ReviewDesk(worker, review_request(game, keep=False))
    while desk.review is None and not desk.failed:
        desk.poll()
    assert desk.review == ReviewJob.of(game).run()
    carried = [len(request.history) > 0 for request in worker.requests]
    assert carried[:3] == [True, False, True]  # the second was lost, the third whole
    assert carried.count(True) == 2


def test_the_fair_review_and_the_one_with_hindsight_go_on_in_turn() -> None:
    """A replay works both out at once: neither step drops the other's job (each was
    built again, the game replayed to where it stood, at every step)."""
    forget()
    game = finished("polterfass", 3)
    fair = review_request(game, keep=False)
    steps = {hindsight: review_step(replace(fair, hindsight=hindsight), 0.0)
             for hindsight in (False, True)}
    for hindsight, step in steps.items():
        going_on = replace(fair, history=(), hindsight=hindsight, name=step.name,
                           done=len(step.verdicts), position=step.position)
        assert review_step(going_on, 0.0).verdicts  # no JobLost
    forget()
    with pytest.raises(JobLost):
        review_step(going_on, 0.0)


def test_only_a_finished_game_is_reviewed() -> None:
    game = GAMES["yacht"].new_game(1, seed=1)
    with pytest.raises(ValueError):
        review_request(game)


def test_the_thinker_keeps_a_review_where_the_program_keeps_them_now(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The one thinker process outlives the user folders it was started under (a test's
    home, a smoke run's folder): the review is read and kept in the folder the request
    names, never in one the thinker works out from its own environment."""
    game = finished("yacht", 1)
    thinker = Thinker()
    try:
        thinker.submit(warm_up, "yacht").result(ANSWER_SECONDS)  # started under this home
        before = reviews_folder("yacht")
        now = tmp_path / "moved"
        monkeypatch.setenv("XDG_DATA_HOME", str(now))
        request = review_request(game)
        assert request.folder is not None and request.folder.is_relative_to(now)
        found: list[Verdict] = []
        asked = request
        while True:
            step = thinker.submit(review_step, asked).result(ANSWER_SECONDS)
            found.extend(step.verdicts)
            if step.finished:
                break
            asked = replace(asked, name=step.name, done=len(found), position=step.position)
        review = ReviewJob.of(game).run()
        assert tuple(found) == review.verdicts
        thinker.submit(keep_review, review, request.folder).result(ANSWER_SECONDS)
        assert load_review(request.folder, "yacht", review.fingerprint) == review
        assert not before.exists()
        again = thinker.submit(review_step, request).result(ANSWER_SECONDS)
        assert again.kept == review
    finally:
        thinker.stop()
