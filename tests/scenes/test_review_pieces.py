"""The review's pieces on screen: the graph along the timeline goes where it is clicked, and
the results' summary gives each person's costliest decisions a Watch button."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pygame
import pytest

from scenes.screens.review_summary import ReviewSummary
from scenes.widgets.review_graph import ReviewGraph
from tabletop.bots import make_bot
from tabletop.core import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.review import Review, ReviewJob, Verdict
from tabletop.session import GameSession
from tests.bots.playing import play_out


@pytest.fixture(scope="module")
def reviewed() -> tuple[GameSession, Review]:
    spec = GAMES["yacht"]
    game = spec.new_game(3, seed=21)
    play_out(game, [make_bot("yacht", level, seat)
                    for seat, level in enumerate(("random", "easy", "hard"))])
    seats = [SeatConfig("Mina", 0), SeatConfig("지훈", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "hard")]
    return GameSession(spec, game, seats), ReviewJob.of(game).run()


def test_a_click_on_a_marked_decision_goes_to_where_it_began(
        reviewed: tuple[GameSession, Review]) -> None:
    session, review = reviewed
    steps = len(session.game.history)
    graph = ReviewGraph(pygame.Rect(0, 0, 1200, 300), review, steps, [0, 1, 2], 24)
    marked = next(verdict for verdict in review.verdicts if verdict.marked)
    dot = (graph.chart.x_of(float(marked.start)), graph.chart.y_of(marked.value_done))
    assert graph.position_at(dot) in {v.start for v in review.verdicts
                                      if abs(v.start - marked.start) <= steps // 100 + 1}
    empty_corner = (graph.chart.plot.right - 1, graph.chart.plot.y + 1)
    assert 0 <= (graph.position_at(empty_corner) or -1) <= steps
    assert graph.position_at((5000, 5000)) is None


def test_each_person_gets_their_costliest_decisions_and_a_watch_button(
        reviewed: tuple[GameSession, Review]) -> None:
    session, review = reviewed
    watched: list[int] = []
    summary = ReviewSummary(session, watched.append)
    assert summary.seats() == [0, 1]  # the people, not the computer
    buttons = summary.layout(pygame.Rect(0, 0, 1200, 700), 1.5, review, Words("en"))
    # Each person's in the order of play (trial s28 E/182 read rounds 12, 18, 13).
    worst = [verdict for seat in (0, 1)
             for verdict in sorted(review.costliest(seat, 3), key=lambda v: v.start)]
    assert len(buttons) == len(worst)
    for button, verdict in zip(buttons, worst, strict=True):
        assert button.on_click is not None
        button.on_click()
        assert watched[-1] == verdict.start
    tops = [button.rect.top for button in buttons]
    assert tops == sorted(tops) and all(b.rect.height < 80 for b in buttons)
    # While the review is worked out there is nothing to watch yet.
    assert summary.layout(pygame.Rect(0, 0, 1200, 700), 1.5, None, Words("en")) == []


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_review_graph_says_what_its_numbers_and_red_dots_are(
        reviewed: tuple[GameSession, Review], language: str) -> None:
    """The trial asked what 50..200 were and what the red dots meant."""
    from tests.scenes.text_probe import recording

    session, review = reviewed
    words = Words(language)
    graph = ReviewGraph(pygame.Rect(0, 0, 600, 300), review, len(session.game.history),
                        [0, 1, 2], 24, words)
    surface = pygame.Surface((600, 300))
    with recording() as seen:
        graph.draw(surface, 10)
    texts = {text for _, text in seen}
    assert words("review.graph_axis") in texts and words("review.graph_mistake") in texts
    assert graph.chart.plot.top >= graph.legend.bottom, "the legend stands clear of the plot"


def test_accuracy_never_breaks_between_its_word_and_its_figure() -> None:
    from scenes.screens.review_words import accuracy_text
    from scenes.shell import assets

    pygame.font.init()
    for language in ("en", "ko"):
        text = accuracy_text(Words(language), 0.38)
        assert " " not in text and "38%" in text
        assert text in assets.wrap_lines(f"Round 12, roll 3 · Alexandra-Maria · {text}", 22, 200)


def test_a_single_point_stands_on_an_axis_from_zero_and_is_drawn_large() -> None:
    from scenes.widgets.charts import LineChart, Series

    pygame.font.init()
    chart = LineChart(pygame.Rect(0, 0, 400, 200), [Series((200, 120, 0), [(0.0, 75.0)])], 24)
    ticks = chart.ticks()
    assert ticks[0] == 0 and ticks[-1] >= 75 and len(ticks) >= 3


@pytest.mark.parametrize("language", ["en", "ko"])
def test_while_the_review_is_worked_out_the_part_ready_shows(
        reviewed: tuple[GameSession, Review], language: str) -> None:
    """Trial s19: Polterfass's results held "Reviewing the game… 0%" and a blank panel for
    15 s and more. Under the bar now stand the decisions judged so far: each person's
    costliest decision yet, and that Watch comes with the whole review.
    Trial s21: "Good choices 100%" at 1% reviewed; trial s23: "Good so far: 5 of 5" beside
    a person who finished last. While partial, no verdict on a person stands at all."""
    from scenes.screens.review_words import accuracy_text, verdict_line
    from tests.scenes.text_probe import recording

    session, review = reviewed
    words = Words(language)
    half = replace(review, verdicts=review.verdicts[:len(review.verdicts) // 2])
    summary = ReviewSummary(session, lambda _: None)
    summary.layout(pygame.Rect(0, 0, 1200, 700), 1.5, None, words)
    with recording() as seen:
        summary.draw(pygame.Surface((1200, 700)), words, None, 0.5, False, so_far=half)
    texts = " ".join(text for _, text in seen)
    for seat in summary.seats():
        assert session.name(seat) in texts
        assert accuracy_text(words, half.accuracy(seat)) not in texts
        good_words = {"en": "Good", "ko": "좋은"}[language]
        assert good_words not in texts, "no good choices counted before the whole review"
        worst = half.costliest(seat, 1)
        assert worst, "the half judged holds a costly decision of each person's"
        # Its first words (a line drawn before, the same words, is not rendered again).
        assert verdict_line(words, "yacht", worst[0], session.name, 3)[:20] in texts
    assert words("review.working", percent=50) in texts and words("review.so_far") in texts


def test_a_decision_shown_while_the_review_is_worked_out_is_never_swapped(
        reviewed: tuple[GameSession, Review]) -> None:
    """Trial s25: "Round 1: ... would have saved 4.2" gave way to "Round 5: ... 9.2" as the
    review went on, under the reader's eyes. The line first shown stays until the whole
    review comes in, and that fades in over it."""
    from scenes.screens.review_words import verdict_line
    from tests.scenes.text_probe import recording

    session, review = reviewed
    words = Words("en")
    # The first part judged whose costliest decision of Mina's is not the whole game's.
    whole_worst = review.costliest(0, 1)[0]
    early = next(replace(review, verdicts=review.verdicts[:count])
                 for count in range(1, len(review.verdicts))
                 if (worst := replace(review, verdicts=review.verdicts[:count])
                     .costliest(0, 1)) and worst[0] != whole_worst)
    first = early.costliest(0, 1)[0]
    later = replace(review, verdicts=review.verdicts[:-1])
    assert later.costliest(0, 1)[0] != first, "a costlier decision is found later"

    def line(verdict: Verdict) -> str:
        return verdict_line(words, "yacht", verdict, session.name, 3)[:30]

    summary = ReviewSummary(session, lambda _: None)
    summary.layout(pygame.Rect(0, 0, 1200, 700), 1.5, None, words)
    canvas = pygame.Surface((1200, 700))
    summary.draw(canvas, words, None, 0.2, False, so_far=early)
    with recording() as seen:
        summary.draw(canvas, words, None, 0.9, False, so_far=later)
    texts = " ".join(text for _, text in seen)
    assert line(first) in texts and line(later.costliest(0, 1)[0]) not in texts
    # Then the held line fades out, and after it the whole review fades in.
    for button in summary.layout(pygame.Rect(0, 0, 1200, 700), 1.5, review, words):
        button.words = words
    held_line, whole_line = line(first), line(whole_worst)
    working = words("review.working", percent=100)
    for fade, shown, gone in ((0.25, held_line, whole_line), (0.75, whole_line, working)):
        with recording() as seen:
            summary.draw(canvas, words, review, 1.0, False, fade=fade)
        texts = " ".join(text for _, text in seen)
        assert shown in texts and gone not in texts, fade


def test_the_note_that_watch_is_to_come_is_gone_once_the_review_is_whole(
        reviewed: tuple[GameSession, Review]) -> None:
    """Trial s26 E/288: "Reviewing the game… 100%" over "So far…; Watch comes once the
    whole game is reviewed", the Watch buttons already there, for a moment. Judged to the
    last decision but not yet whole, it reads 99%; whole, as its held lines fade out, no
    note says Watch is still to come."""
    from tests.scenes.text_probe import recording

    session, review = reviewed
    words = Words("en")
    summary = ReviewSummary(session, lambda _: None)
    summary.layout(pygame.Rect(0, 0, 1200, 700), 1.5, None, words)
    canvas = pygame.Surface((1200, 700))
    with recording() as seen:
        summary.draw(canvas, words, None, 1.0, False, so_far=review)
    texts = " ".join(text for _, text in seen)
    assert words("review.working", percent=99) in texts
    assert words("review.working", percent=100) not in texts
    for button in summary.layout(pygame.Rect(0, 0, 1200, 700), 1.5, review, words):
        button.words = words
    note_start = words("review.so_far")[:20]
    for fade in (0.0, 0.25, 0.45):
        with recording() as seen:
            summary.draw(canvas, words, review, 1.0, False, fade=fade)
        texts = " ".join(text for _, text in seen)
        assert note_start not in texts, fade


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_review_under_way_reads_from_the_sofa_at_1600x900(
        reviewed: tuple[GameSession, Review], language: str) -> None:
    """Trial s25 B read the panel's words as small at 1600x900: every one stands at the
    sofa floor or over (22 px at 1920x1080, as much of the window's height)."""
    from scenes.shell import theme
    from tests.scenes.sofa_text import SOFA_HEIGHT_1080
    from tests.scenes.text_probe import recording

    session, review = reviewed
    words = Words(language)
    size = (1600, 900)
    scale = theme.ui_scale(size)
    summary = ReviewSummary(session, lambda _: None)
    summary.layout(pygame.Rect(0, 0, theme.px(560, scale), theme.px(400, scale)), scale, None,
                   words)
    half = replace(review, verdicts=review.verdicts[:len(review.verdicts) // 2])
    with recording() as seen:
        summary.draw(pygame.Surface(size), words, None, 0.5, False, so_far=half)
    assert len(seen) >= 4
    floor = SOFA_HEIGHT_1080 * size[1] / 1080
    assert all(px >= floor for px, text in seen if text.strip()), seen


def test_the_whole_review_keeps_the_line_read_while_it_was_worked_out_in_round_order(
        reviewed: tuple[GameSession, Review]) -> None:
    """Trial s28 E/181-182: "Round 2: ..." was read while the review ran, then vanished when
    the whole review came in, whose rows read rounds 12, 18, 13. The held decision stays
    among each person's rows, and the rows go in the order they were played."""
    session, review = reviewed
    words = Words("en")
    summary = ReviewSummary(session, lambda _: None)
    # A decision of Mina's judged early that is not among her costliest of the whole game.
    whole_worst = review.costliest(0, 3)
    held = next(verdict for verdict in review.of_seat(0)
                if verdict.marked and verdict not in whole_worst)
    summary.held = {0: held}
    summary.layout(pygame.Rect(0, 0, 1200, 900), 1.5, review, words)
    for seat in summary.seats():
        starts = [verdict.start for row_seat, verdict, _ in summary._rows
                  if row_seat == seat and verdict is not None]
        assert starts == sorted(starts) and len(starts) == len(whole_worst), starts
    mine = [verdict for row_seat, verdict, _ in summary._rows if row_seat == 0 and verdict]
    assert held in mine, "the line read while the review ran is still there"


def _round_starts(session: GameSession) -> list[int]:
    """Where each round after the first begins, as the replay finds them."""
    spec, game = session.spec, session.game
    again = spec.new_game(len(session.seats), seed=21)
    starts, number = [], spec.round_number(again.log, None)
    for index, action in enumerate(game.history):
        new_number = spec.round_number(again.apply(action), number)
        if new_number != number:
            starts.append(index + 1)
        number = new_number
    return starts


@pytest.mark.parametrize(("language", "width", "least"),
                         [("en", 520, 6), ("ko", 520, 6), ("en", 340, 2)])
def test_the_review_graph_numbers_its_rounds(
        reviewed: tuple[GameSession, Review], language: str, width: int, least: int) -> None:
    """Trial s32 J/026: the timeline had no labels. Under the plot the rounds are
    numbered, after the word "Round" left of them: every round, or every 2nd, 5th...,
    each number over its own round, apart from the next and inside the graph; at 24 px
    (1920x1080's small text)."""
    from scenes.shell import assets
    from tests.scenes.text_probe import recording

    session, review = reviewed
    words = Words(language)
    starts = _round_starts(session)
    assert len(starts) == 11  # twelve rounds
    steps = len(session.game.history)
    rect = pygame.Rect(0, 0, width, 300)
    graph = ReviewGraph(rect, review, steps, [0, 1, 2], 24, words, starts)
    with recording() as seen:
        graph.draw(pygame.Surface(rect.size), 10)
    drawn = [text for size, text in seen if size >= 22]
    assert words("review.graph_rounds") in drawn
    numbers = [int(text) for _, text in graph.rounds]
    assert len(numbers) >= least and {str(number) for number in numbers} <= set(drawn)
    every = numbers[0]
    assert numbers == list(range(every, 13, every))
    bounds = [0, *starts, steps]
    edges = []
    for middle, text in graph.rounds:
        number = int(text)
        assert graph.chart.x_of(bounds[number - 1]) <= middle <= graph.chart.x_of(bounds[number])
        half = assets.text_size(text, 24)[0] / 2
        edges.append((middle - half, middle + half))
    assert all(right < left for (_, right), (left, _) in pairwise(edges))
    assert graph.chart.plot.x <= edges[0][0] and edges[-1][1] <= rect.right
    assert graph.chart.plot.bottom + assets.text_size("1", 24)[1] <= rect.bottom
