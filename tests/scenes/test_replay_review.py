"""The review beside a replay: it comes in while the replay goes on, the card tells the
decision on the table, the buttons go from one marked decision to the next, a click on
the graph goes there, and hindsight is a second review asked for only by its switch."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

import pygame
import pytest

from scenes.games.gate import review_request
from scenes.games.worker import Worker
from scenes.modes.replay_review import ReplayReview, marked_after, marked_before, verdict_at
from tabletop.bots import make_bot
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.review import Review, ReviewJob
from tests.bots.playing import play_out

T = TypeVar("T")


class InlineWorker(Worker):
    """The thinker's questions answered at once, in this process (no thinker to wait for)."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list[Any] = []

    def submit(self, function: Callable[..., T], *args: Any) -> Future[T]:
        self.asked.append((function.__name__, *args))
        future: Future[T] = Future()
        future.set_result(function(*args))
        return future


def finished(game_id: str, seats: int, seed: int, options: dict[str, Any] | None = None
             ) -> Any:
    game = GAMES[game_id].new_game(seats, seed=seed, options=options)
    levels = ("random", "hard", "easy")
    play_out(game, [make_bot(game_id, levels[seat % 3], seat) for seat in range(seats)])
    return game


def whole(panel: ReplayReview, words: Words, position: int = 0) -> Review:
    panel.ask()  # as the replay does when the panel is first shown
    for _ in range(10_000):
        panel.update(0.016, position)
        if panel.review is not None:
            return panel.review
    raise AssertionError("the review never came in")


@pytest.fixture
def surface() -> pygame.Surface:
    pygame.init()
    return pygame.Surface((1920, 1080))


def panel_of(game: Any, moves: list[int], hides: bool = False,
             worker: Worker | None = None) -> ReplayReview:
    panel = ReplayReview(worker or InlineWorker(), review_request(game, keep=False),
                         names=lambda seat: f"Seat {seat}", colours=range(game.seats),
                         steps=len(game.history), hides_information=hides, go_to=moves.append)
    panel.layout(pygame.Rect(1400, 80, 500, 900), 1.5, Words("en"))
    return panel


def test_the_panel_walks_from_one_marked_decision_to_the_next(surface: pygame.Surface) -> None:
    game = finished("yacht", 3, seed=21)
    moves: list[int] = []
    panel = panel_of(game, moves)
    panel.update(0.016, 0)
    assert not panel.desks and not panel.is_working  # nothing asked before it is shown
    panel.draw(surface, "yacht", 3)  # the bar while it is worked out
    assert panel.desks
    review = whole(panel, Words("en"))
    assert review == ReviewJob.of(game).run()
    marked = sorted({verdict.start for verdict in review.verdicts if verdict.marked})
    assert len(marked) >= 2, "a random player's game has marked decisions"
    position = 0
    for start in marked:
        panel.update(0.016, position)
        assert panel.next.enabled
        panel.next.activate()
        assert moves[-1] == start
        position = start
    panel.update(0.016, position)
    assert not panel.next.enabled and panel.previous.enabled
    panel.previous.activate()
    assert moves[-1] == marked[-2]
    assert marked_before(review, marked[0]) is None and marked_after(review, marked[-1]) is None


def test_the_card_tells_the_decision_on_the_table(surface: pygame.Surface) -> None:
    game = finished("yacht", 3, seed=21)
    panel = panel_of(game, [])
    review = whole(panel, Words("en"))
    worst = max(review.verdicts, key=lambda verdict: verdict.cost)
    panel.update(0.016, worst.start)
    assert verdict_at(review, worst.start) == worst
    lines = [line for line, _ in panel.card_lines(review, "yacht", 3)]
    # The table shows the moment before the choice (trial s28 E/184: "Computer 2 put
    # Player 1's cube on District 19" beside the auction before it, no cube put yet).
    assert lines[1].startswith(f"From here, Seat {worst.seat} ")
    assert lines[2].startswith("Better: ") and "(worked out exactly)" in lines[3]
    assert lines[4] in {"A slip.", "A mistake.", "A blunder."}
    panel.draw(surface, "yacht", 3)
    # At the end of the game, the last choice is on the table: said as done.
    last = max(review.verdicts, key=lambda verdict: verdict.start)
    panel.update(0.016, len(game.history))
    assert verdict_at(review, len(game.history)) == last
    assert panel.card_lines(review, "yacht", 3)[1][0].startswith(f"Seat {last.seat} ")
    # Before the first decision there is nothing to judge yet.
    first = min(verdict.start for verdict in review.verdicts)
    if first > 0:
        assert verdict_at(review, first - 1) is None


def test_a_click_on_the_graph_moves_the_replay() -> None:
    game = finished("yacht", 3, seed=21)
    moves: list[int] = []
    panel = panel_of(game, moves)
    whole(panel, Words("en"))
    graph = panel._graph()
    assert graph is not None
    plot = graph.chart.plot
    for x, expected in ((plot.x, 0), (plot.right - 1, len(game.history))):
        assert panel.handle_event(pygame.event.Event(
            pygame.MOUSEBUTTONDOWN, button=1, pos=(x, plot.centery)))
        assert abs(moves[-1] - expected) <= len(game.history) // 20


def test_hindsight_is_asked_for_only_by_its_switch(surface: pygame.Surface) -> None:
    game = finished("polterfass", 3, seed=5)
    worker = InlineWorker()
    panel = panel_of(game, [], hides=True, worker=worker)
    fair = whole(panel, Words("en"))
    assert not fair.hindsight
    assert all(not request.hindsight for name, request, *_ in worker.asked
               if name == "review_step")
    panel.switch.activate()
    known = whole(panel, Words("en"))
    assert known.hindsight and panel.hindsight
    panel.draw(surface, "polterfass", 3)
    panel.switch.activate()
    assert panel.review is fair  # back to the fair one, kept


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_card_speaks_of_its_own_move_only(language: str) -> None:
    """Trial s31 I/026: a card saying "A blunder." had the player's overall "Good choices
    83%" in its header, which read as praise of the move; and a card calling the move the
    best choice went on with "it cost 0 on average … within the margin: not marked"."""
    words = Words(language)
    game = finished("yacht", 3, seed=21)
    panel = panel_of(game, [])
    panel.layout(pygame.Rect(1400, 80, 500, 900), 1.5, words)
    review = whole(panel, words)
    overall = words("review.accuracy", percent=0).split("0")[0]
    for verdict in review.verdicts:
        panel.update(0.016, verdict.start)
        lines = [line for line, _ in panel.card_lines(review, "yacht", 3)]
        assert overall not in lines[0] and "%" not in lines[0]
        if verdict.is_best:
            assert lines[2:] == [words("review.card_best_found")]
    assert any(verdict.is_best for verdict in review.verdicts)


def test_the_card_says_why_a_polterfass_count_that_serves_less_was_better() -> None:
    """Trial s32 I/013: "Better: doubling the 2" beside "doubled the 7" read as wrong
    without the reason (a serve reaching the guests' total order earns the innkeeper only
    the part of it beyond that); the card gives it under the better choice."""
    from tabletop.review import Choice, Verdict

    game = finished("yacht", 3, seed=21)
    panel = panel_of(game, [])
    verdict = Verdict(4, 5, 0, 1, Choice("double", (7,)), Choice("double", (2,)), 20.0, 24.9,
                      4.9, 0.3, 240, True, 2)
    review = Review("polterfass", "", False, (verdict,), (0, 0, 0))
    panel.position = verdict.end
    lines = [line for line, _ in panel.card_lines(review, "polterfass", 3)]
    better = lines.index("Better: doubling the 2.")
    assert lines[better + 1] == Words("en")("review.polterfass.reason.serves_less")
