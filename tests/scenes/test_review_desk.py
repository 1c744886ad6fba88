"""A finished game's review worked out in the thinker: step by step with its progress, whole
at the end, kept on disk once, and dropped when its screen is left."""

from __future__ import annotations

import time
from typing import Any

import pytest

from scenes.games.review_desk import ReviewDesk
from scenes.games.worker import Worker
from tabletop.bots import make_bot
from tabletop.games import GAMES
from tabletop.review import Review, ReviewJob
from tabletop.storage.reviews import load_review
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
    desk = ReviewDesk(Worker(), game, on_done=lambda review, new: done.append((review, new)))
    progress = wait(desk)
    assert desk.review is not None and not desk.failed
    assert progress == sorted(progress) and progress[-1] == 1.0
    assert len(progress) > 2  # it came in steps, each a short question
    assert desk.review == ReviewJob.of(game).run()
    assert done == [(desk.review, True)]
    deadline = time.monotonic() + ANSWER_SECONDS
    while load_review(game.spec.id, desk.name) is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert load_review(game.spec.id, desk.name) == desk.review
    # Asked again, it is read, not computed.
    again: list[tuple[Review, bool]] = []
    second = ReviewDesk(Worker(), game, on_done=lambda review, new: again.append((review, new)))
    wait(second)
    assert again == [(desk.review, False)]


def test_a_desk_left_before_the_end_asks_nothing_more() -> None:
    game = finished("wizard_extreme", 4)
    worker = Worker()
    desk = ReviewDesk(worker, game, keep=False)
    desk.cancel()
    assert not desk.running
    time.sleep(0.2)
    assert not desk.poll() and desk.review is None


def test_only_a_finished_game_is_reviewed() -> None:
    game = GAMES["yacht"].new_game(1, seed=1)
    with pytest.raises(ValueError):
        ReviewDesk(Worker(), game)
