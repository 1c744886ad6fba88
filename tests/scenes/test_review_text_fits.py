"""Every word of a game's review is drawn inside its box: the replay's review card (which
lets its graph give way, then scrolls) and the results' review (which leaves the rest to
the replay), at 1280x720 and 1920x1080, in English and Korean. The card's last lines were
once cut off at its foot."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from concurrent.futures import Future
from functools import cache
from typing import Any, TypeVar

import pygame
import pytest

from scenes.games.gate import review_request
from scenes.modes.replay_review import ReplayReview
from scenes.screens.review_summary import ReviewSummary
from scenes.shell import assets
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.review.runner import review_step
from tabletop.session import GameSession
from tests.bots.playing import play_out
from tests.scenes.test_replay_review import InlineWorker, whole
from tests.scenes.test_replay_review import finished as play_out_game

NAMES = ["Alexandra-Katharina", "김민준서윤하은", "Computer 3"]
T = TypeVar("T")

finished = cache(play_out_game)
"""Each game played out once in this module: every panel size and language reviews the
same finished game, and only reads it."""

_STEPS: dict[tuple[Any, ...], Any] = {}


class SharedInlineWorker(InlineWorker):
    """:class:`InlineWorker` that works out each step of a game's review once in this
    module: a panel at another size or in another language asking for the same step of
    the same game gets the step already worked out. What is drawn is the same review;
    only the thinking is not done again."""

    def submit(self, function: Callable[..., T], *args: Any) -> Future[T]:
        if function is not review_step:
            return super().submit(function, *args)
        (request,) = args
        key = (request.game_id, request.seed, request.seats, len(request.history),
               request.name, request.done, request.position, request.hindsight)
        if key not in _STEPS:
            _STEPS[key] = function(*args)
        self.asked.append((function.__name__, *args))
        future: Future[T] = Future()
        future.set_result(_STEPS[key])
        return future


class BlitLog(pygame.Surface):
    """A surface that remembers where each blit of a text landed and the clip it met."""

    texts: set[int]
    landed: list[tuple[pygame.Rect, pygame.Rect]]

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> Any:
        if id(source) in self.texts:
            at = pygame.Rect(dest).topleft if not isinstance(dest, tuple) else dest
            self.landed.append((pygame.Rect(at, source.get_size()), self.get_clip()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.fixture
def canvas(monkeypatch: pytest.MonkeyPatch) -> Iterator[BlitLog]:
    pygame.init()
    surface = BlitLog((1920, 1080))
    surface.texts, surface.landed = set(), []
    real_text = assets.text

    def text(*args: Any, **kwargs: Any) -> pygame.Surface:
        made = real_text(*args, **kwargs)
        surface.texts.add(id(made))
        return made

    monkeypatch.setattr(assets, "text", text)
    yield surface


def _inside(canvas: BlitLog, box: pygame.Rect, what: str) -> None:
    assert canvas.landed, f"{what}: nothing was drawn"
    for rect, clip in canvas.landed:
        assert box.contains(rect), f"{what}: text at {rect} leaves its box {box}"
        assert clip.contains(rect), f"{what}: text at {rect} is cut by the clip {clip}"
    canvas.landed.clear()


# The replay's side panel at 1280x720 and at 1920x1080 (the log panel's place), and a
# short one where the card must scroll.
PANELS = [(pygame.Rect(942, 78, 330, 567), 1.0), (pygame.Rect(1413, 117, 495, 851), 1.5),
          (pygame.Rect(942, 78, 330, 380), 1.0)]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("rect", "scale"), PANELS)
def test_the_replay_review_card_keeps_every_line_inside(canvas: BlitLog, language: str,
                                                        rect: pygame.Rect,
                                                        scale: float) -> None:
    game = finished("wizard_extreme", 3, seed=8)
    panel = ReplayReview(SharedInlineWorker(), review_request(game, keep=False),
                         names=lambda seat: NAMES[seat], colours=range(3),
                         steps=len(game.history), hides_information=True, go_to=lambda _: None)
    words = Words(language)
    panel.layout(rect, scale, words)
    review = whole(panel, words)
    scrolled = False
    for verdict in review.verdicts:
        panel.update(0.016, verdict.start)
        panel.draw(canvas, "wizard_extreme", 3)
        _inside(canvas, panel.rect, "the panel")
        panel.draw(canvas, "wizard_extreme", 3)
        card = panel._card
        card_texts = [landed for landed in canvas.landed if card.top <= landed[0].top < card.bottom]
        assert card_texts
        for text_rect, _ in card_texts:
            assert panel._card.contains(text_rect), f"{text_rect} leaves the card {panel._card}"
        canvas.landed.clear()
        if panel._card_lines > panel._shown_lines:  # the rest is reached by scrolling
            scrolled = True
            while panel._scroll_card(1):
                panel.draw(canvas, "wizard_extreme", 3)
                _inside(canvas, panel.rect, "the scrolled card")
    assert scrolled == (rect.height < 500), "only the short panel needs to scroll"


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.0), ((1920, 1080), 1.5)])
def test_the_results_review_keeps_every_line_inside(canvas: BlitLog, language: str,
                                                    size: tuple[int, int], scale: float) -> None:
    """Three people with long names: their lines once ran past the panel's foot."""
    game = finished("yacht", 3, seed=21)
    session = GameSession(GAMES["yacht"], game,
                          [SeatConfig(name, seat) for seat, name in enumerate(NAMES)])
    panel = ReplayReview(SharedInlineWorker(), review_request(game, keep=False),
                         names=lambda seat: NAMES[seat], colours=range(3),
                         steps=len(game.history), hides_information=False,
                         go_to=lambda _: None)
    words = Words(language)
    review = whole(panel, words)
    summary = ReviewSummary(session, lambda _: None)
    # The results' review panel, inside its padding (scenes.screens.results.layout).
    box = pygame.Rect(round(689 * scale), round(166 * scale), round(488 * scale),
                      round(234 * scale))
    for button in summary.layout(box, scale, review, words):
        button.words = words  # as the results screen hands them over
    summary.draw(canvas, words, review, 1.0, False)
    _inside(canvas, box, "the results' review")
    for button in summary.buttons:
        assert box.contains(button.rect)


def _reviewed(session: GameSession, language: str) -> tuple[ReviewSummary, Words, Any]:
    """The finished game of ``session`` (no hidden information) reviewed whole, with the
    results' summary of it, still to lay out, and the words in ``language``."""
    game = session.game
    panel = ReplayReview(SharedInlineWorker(), review_request(game, keep=False),
                         names=session.name, colours=range(len(session.seats)),
                         steps=len(game.history), hides_information=False,
                         go_to=lambda _: None)
    words = Words(language)
    return ReviewSummary(session, lambda _: None), words, whole(panel, words)


def _one_persons_results(game_id: str, language: str, size: tuple[int, int], scale: float
                         ) -> tuple[ReviewSummary, Words, Any, pygame.Rect]:
    """One person against computers, their game reviewed whole and laid out in the results'
    review panel of a game without high scores, inside its padding: the column's whole
    height (scenes.screens.results.layout). Seeds where one of the person's sentences needs
    a third line (Big Shot's 10 lost it when its Easy level's prices changed)."""
    seats = 3 if game_id == "wizard_extreme" else 2
    game = finished(game_id, seats, seed=40 if game_id == "big_shot" else 10)
    session = GameSession(GAMES[game_id], game,
                          [SeatConfig("Player 1", 0)]
                          + [SeatConfig(f"Computer {seat}", seat, SeatKind.COMPUTER)
                             for seat in range(1, seats)])
    summary, words, review = _reviewed(session, language)
    box = pygame.Rect(round(689 * scale), round(166 * scale), round(488 * scale),
                      size[1] - round(150 * scale) - round(118 * scale) - round(32 * scale))
    for button in summary.layout(box, scale, review, words):
        button.words = words
    return summary, words, review, box


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("game_id", ["polterfass", "wizard_extreme", "big_shot"])
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.0), ((1920, 1080), 1.5)])
def test_one_persons_review_lines_are_whole_sentences(canvas: BlitLog, language: str,
                                                     game_id: str, size: tuple[int, int],
                                                     scale: float) -> None:
    """One person against computers: their three decisions are whole sentences, wrapped
    onto a third line where they need it. They were cut with "…" after two lines while
    half the panel stood empty below them (trial s9: P9, Z5, Big Shot's results)."""
    summary, words, review, box = _one_persons_results(game_id, language, size, scale)
    lines = [line for _, verdict, row in summary._rows if verdict is not None for line in row]
    assert len(lines) >= 3, "the game has decisions to show"
    assert not [line for line in lines if "…" in line], lines
    if language == "en":  # Korean sentences are shorter: some games' fit on two lines
        assert any(len(row) > 2 for _, _, row in summary._rows), (
            "some sentence needs a third line: else this test shows nothing")
    summary.draw(canvas, words, review, 1.0, False)
    _inside(canvas, box, "the results' review")


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_line_keeps_its_end_in_the_short_panel_beside_high_scores(canvas: BlitLog,
                                                                    language: str) -> None:
    """Yacht's results at 1280x720 keep a short review panel above the high scores; its
    lines were cut after two lines, "...would have been worth 8…", losing the figure and
    "on average" that say what the choice cost. Fewer whole sentences stand there now."""
    game = finished("yacht", 2, seed=8)
    session = GameSession(GAMES["yacht"], game, [SeatConfig("Player 1", 0),
                                                 SeatConfig("Computer 1", 1, SeatKind.COMPUTER)])
    summary, words, review = _reviewed(session, language)
    box = pygame.Rect(689, 166, 488, 234)  # the results' review beside high scores, 1280x720
    summary.layout(box, 1.0, review, words)
    rows = [row for _, verdict, row in summary._rows if verdict is not None]
    assert rows, "the game has decisions to show"
    assert not [line for row in rows for line in row if "…" in line], rows
    assert all(row[-1].endswith(".") for row in rows), rows


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize(("size", "scale"), [((1280, 720), 1.0), ((1920, 1080), 1.5)])
def test_the_results_words_keep_clear_of_the_watch_buttons(canvas: BlitLog, language: str,
                                                           game_id: str,
                                                           size: tuple[int, int],
                                                           scale: float) -> None:
    """Trial s19 at 1280x720: "...was worth" ran into the Watch button beside it, the
    words ending 4 px before the button. Every game's lines end a clear gap before it."""
    summary, words, review, _ = _one_persons_results(game_id, language, size, scale)
    assert summary.buttons, "the game has decisions to watch"
    summary.draw(canvas, words, review, 1.0, False)
    gap = round(8 * scale)
    near = [(text, button.rect) for text, _ in canvas.landed for button in summary.buttons
            if text.top < button.rect.bottom and button.rect.top < text.bottom
            and text.right > button.rect.left - gap and text.left < button.rect.left]
    assert not near, f"{language} at {size}: {near}"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_two_persons_lines_stand_whole_beside_their_high_scores(canvas: BlitLog,
                                                                language: str) -> None:
    """Two persons' Yacht results at 1280x720: each one's costliest decision was cut after
    two lines with "…" ("…평균 14.9…", trial s28 D/169), the high scores below keeping the
    height of three rows for two. The review takes the room the rows leave, and each
    person's sentence stands whole, under their name."""
    from scenes.screens.results import ResultsScene
    from scenes.shell.app import App, Launch

    game = GAMES["yacht"].new_game(2, seed=1)
    play_out(game, [make_bot("yacht", "random", 0), make_bot("yacht", "easy", 1)])
    session = GameSession(GAMES["yacht"], game, [SeatConfig("Player 1", 0),
                                                 SeatConfig("Player 2", 1)])
    shell = App(Launch(lang="en"), persist=False)
    try:
        results = ResultsScene(shell.context, session)
        results.resize((1280, 720))
        box = results.review_panel.inflate(-32, -32)
    finally:
        pygame.quit()
        pygame.init()
    summary, words, review = _reviewed(session, language)
    summary.layout(box, 1.0, review, words)
    rows = [(seat, row) for seat, verdict, row in summary._rows if verdict is not None]
    assert {seat for seat, _ in rows} == {0, 1}, summary._rows
    assert not [line for _, row in rows for line in row if "…" in line], rows
