"""The results screen reviews the game just played: in the background while the results
are read, each person's costliest decisions with a Watch button that opens the replay at
that decision, and each person's accuracy kept in their statistics, once."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.replay import ReplayDriver
from scenes.screens.results import ResultsScene
from scenes.shell.app import App, Launch
from scenes.shell.scene import Pop, Push
from tabletop import storage
from tabletop.review import ReviewJob
from tests.scenes.test_couch_results import finished
from tests.scenes.test_game_base import frames, press

ANSWER_SECONDS = 120


@pytest.fixture
def app() -> Iterator[App]:
    """The real program shell, keeping statistics and reviews (in this test's own home)."""
    from scenes.shell import assets, audio

    shell = App(Launch(lang="en"))
    yield shell
    audio.shutdown()
    assets.clear_caches()
    pygame.quit()


def replay_position(shell: App) -> int:
    top = shell.context.manager.stack[-1]
    assert isinstance(top, GameScene) and isinstance(top.driver, ReplayDriver)
    return top.driver.position


def reviewed(shell: App, scene: ResultsScene) -> None:
    deadline = time.monotonic() + ANSWER_SECONDS
    while scene.review.review is None and time.monotonic() < deadline:
        assert not (scene.review.desk and scene.review.desk.failed)
        frames(shell, 1)
        time.sleep(0.01)


def test_the_review_comes_in_beside_the_results_and_is_kept_in_statistics(app: App) -> None:
    session = finished(["Mina", "Jun"], seed=6)
    scene = ResultsScene(app.context, session)
    app.context.manager.apply(Push(scene))  # counts the game, then asks for its review
    frames(app, 2)
    assert scene.review.desk is not None and not scene.is_still()
    reviewed(app, scene)
    review = scene.review.review
    assert review == ReviewJob.of(session.game).run()
    frames(app, 2)
    app.context.flush_saves()  # the statistics are written off the frame
    people = storage.game_stats("yacht").people
    for seat, name in enumerate(("Mina", "Jun")):
        assert people[name].recent[-1].accuracy == round(review.accuracy(seat) or 0.0, 4)
    # Each Watch button opens the replay paused at the decision it names.
    watch = [button for button in scene.ring.buttons if button.label_key == "review.watch"]
    # Mina's rows go in the order of play, the one held while the review ran among
    # them (trial s28 E/181-182): the first is her earliest.
    shown = [verdict for seat, verdict, _ in scene.review.summary._rows
             if seat == 0 and verdict is not None]
    first_row = shown[0]  # a random player's game: each has marked decisions
    assert first_row.marked and first_row.start == min(v.start for v in shown)
    assert len(watch) >= 2  # at least each person's costliest, however little room there is
    frames(app, round(60 * scene.input_grace) + 2)  # past the grace, when no button presses
    watch[0].activate()
    frames(app, 2)
    replay = app.context.manager.stack[-1]
    assert isinstance(replay, GameScene) and isinstance(replay.driver, ReplayDriver)
    driver = replay.driver
    assert driver.position == first_row.start and not driver.playing
    # The replay carries the results' review on and shows it where the log is.
    assert driver.review_shown and driver.review.desk is scene.review.desk
    assert driver.review.review == review
    frames(app, 2)
    driver.review.next.activate()  # to the next mistake
    frames(app, 2)
    later = [v.start for v in review.verdicts if v.marked and v.start > first_row.start]
    assert replay_position(app) == (later[0] if later else first_row.start)


def test_a_review_covered_by_another_screen_goes_on_where_it_stopped(app: App) -> None:
    session = finished(["Mina", "Jun", "Ara"], seed=8)
    scene = ResultsScene(app.context, session)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    desk = scene.review.desk
    assert desk is not None
    scene.pause()  # e.g. the replay on top
    assert not desk.running
    scene.resume()
    assert desk.running or desk.review is not None
    reviewed(app, scene)
    assert scene.review.review == ReviewJob.of(session.game).run()


def test_a_replay_opened_by_itself_reviews_the_game_once_r_shows_it(app: App) -> None:
    session = finished(["Mina", "Jun"], seed=9)
    app.context.manager.apply(Push(app.context.navigator.replay(session)))
    frames(app, 2)
    replay = app.context.manager.stack[-1]
    assert isinstance(replay, GameScene) and isinstance(replay.driver, ReplayDriver)
    driver = replay.driver
    assert driver.playing and not driver.review_shown  # watched from the start, log side
    frames(app, 5)
    assert not driver.review.desks  # nobody asked for the review: the thinker is free
    press(pygame.K_r)
    frames(app, 2)
    assert driver.review_shown
    desk = driver.review.desk
    assert desk.running or desk.review is not None  # worked out in the background
    deadline = time.monotonic() + ANSWER_SECONDS
    while driver.review.review is None and time.monotonic() < deadline:
        assert not desk.failed
        frames(app, 1)
        time.sleep(0.01)
    assert driver.review.review == ReviewJob.of(session.game).run()
    # A click on the graph's left end stops the replay at the start.
    graph = driver.review._graph()
    assert graph is not None
    plot = graph.chart.plot
    driver.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                           pos=(plot.x, plot.centery)))
    frames(app, 2)
    assert not driver.playing and replay_position(app) <= len(session.game.history) // 20
    press(pygame.K_r)
    frames(app, 2)
    assert not driver.review_shown
    # Left before the end, a review asks nothing more.
    app.context.manager.apply(Pop())
    frames(app, 1)
    assert not driver.review.desk.running
