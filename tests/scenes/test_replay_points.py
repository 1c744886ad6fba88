"""The replay points at the review's better choice on the table, as a lesson points at its
move: each game's scene says where an action is taken (``piece_rect``), the review keeps
the better choice as the actions that make it, and the replay glows those pieces while it
stands at that decision with the review shown."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.gate import review_request
from scenes.games.review_desk import ReviewDesk
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tabletop.games import GAMES
from tabletop.games.yacht import Hold, Roll, Score
from tabletop.review import Review, Verdict
from tabletop.review.actions import choice_actions
from tests.scenes.test_game_base import app, frames, press
from tests.scenes.test_replay import finished_game
from tests.scenes.test_replay_review import InlineWorker

__all__ = ["app"]

def _reviewed(finished: Any) -> ReviewDesk:
    desk = ReviewDesk(InlineWorker(), review_request(finished, keep=False))
    for _ in range(10_000):
        desk.poll()
        if desk.review is not None:
            return desk
    raise AssertionError("the review never came in")


def _at(shell: App, finished: Any, desk: ReviewDesk, verdict: Verdict) -> GameScene[Any]:
    replay = shell.context.navigator.replay(finished, at=verdict.start, review=desk)
    shell.context.manager.apply(Push(replay))
    frames(shell, 3)
    assert isinstance(replay, GameScene) and isinstance(replay.driver, ReplayDriver)
    driver = replay.driver
    if not driver.review_shown:  # opened at the first move, it plays from there
        driver.review_go_to(verdict.start)
        driver.toggle_review()
    for _ in range(600):
        frames(shell, 1)
        if not driver.is_busy:
            break
    replay = shell.context.manager.top  # a jump builds the table afresh
    assert isinstance(replay, GameScene) and replay.driver is driver
    assert driver.position == verdict.start
    assert replay.driver.review_shown and not replay.driver.playing
    return replay


def _first(review: Review, kind: str) -> Verdict:
    return next(verdict for verdict in review.verdicts
                if not verdict.is_best and verdict.best.kind == kind
                and (kind != "keep" or verdict.best.values))


def _drawn(shell: App, scene: GameScene[Any]) -> pygame.Surface:
    surface = pygame.Surface(shell.context.size)
    scene.draw(surface)
    return surface


def test_yacht_glows_the_dice_to_keep_and_the_row_to_score(app: App) -> None:
    finished = finished_game("yacht")
    desk = _reviewed(finished)
    assert desk.review is not None
    keep = _first(desk.review, "keep")
    replay = _at(app, finished, desk, keep)
    driver = replay.driver
    assert isinstance(driver, ReplayDriver)
    actions = choice_actions(replay.session.game, keep.best)
    holds = [action for action in actions if isinstance(action, Hold)]
    assert len(holds) == len(keep.best.values) and isinstance(actions[-1], Roll)
    expected = [replay.piece_rect(action) for action in actions]
    assert driver.better_choice_pieces() == expected  # each die kept, then Roll

    # Drawn around each die: the gold halo shows beside it, and goes with the review (R).
    shown = _drawn(app, replay)
    press(pygame.K_r)
    frames(app, 2)
    assert not driver.review_shown and driver.better_choice_pieces() == []
    hidden = _drawn(app, replay)
    for piece in expected:
        assert piece is not None
        beside = piece.inflate(16, 16)
        assert any(shown.get_at((x, beside.y)) != hidden.get_at((x, beside.y))
                   for x in range(beside.x, beside.right)), "no glow over the die"

    score = _first(desk.review, "score")
    app.context.manager.apply(Push(_at(app, finished, desk, score).driver.scene))
    table = app.context.manager.top
    assert isinstance(table, GameScene) and isinstance(table.driver, ReplayDriver)
    (action,) = choice_actions(table.session.game, score.best)
    assert isinstance(action, Score)
    assert table.driver.better_choice_pieces() == [
        table.sheet.cell_rect(score.seat, action.category)]  # type: ignore[attr-defined]


@pytest.mark.parametrize("game_id", [game_id for game_id in GAMES if game_id != "yacht"])
def test_every_game_points_where_its_scene_takes_the_better_choice_and_nowhere_else(
        app: App, game_id: str) -> None:
    """The same mechanism for every game, for every kind of choice its review names: the
    pieces its scene's ``piece_rect`` finds on the replay's table. Nobody's controls are
    laid out there, so a choice made with them points where it lands: a bet at its
    horse's lane, a cube at its region, an order at its guest's coaster, a rethrow at the
    mat, a close at the serve it banks, a seal given back at its winner's place."""
    finished = finished_game(game_id)
    desk = _reviewed(finished)
    review = desk.review
    assert review is not None
    firsts: dict[str, Verdict] = {}
    for verdict in review.verdicts:
        if not verdict.is_best:
            firsts.setdefault(verdict.best.kind, verdict)
    assert firsts, "the seeded game has no decision to point at"
    for kind, verdict in firsts.items():
        replay = _at(app, finished, desk, verdict)
        driver = replay.driver
        assert isinstance(driver, ReplayDriver)
        pieces = driver.better_choice_pieces()
        assert pieces, f"nothing pointed at for {verdict.best}"
        wanted = {tuple(piece) for action in choice_actions(
            replay.session.game.view(verdict.seat), verdict.best)
            if (piece := replay.piece_rect(action)) is not None}
        assert {tuple(piece) for piece in pieces} == wanted, kind
        app.context.manager.apply(Pop())
        frames(app, 1)
    # One step on, the decision is taken: nothing is pointed at until the next one.
    replay = _at(app, finished, desk, next(iter(firsts.values())))
    driver = replay.driver
    assert isinstance(driver, ReplayDriver)
    press(pygame.K_RIGHT)
    for _ in range(600):
        frames(app, 1)
        if not driver.is_busy:
            break
    starts = {verdict.start for verdict in review.verdicts if not verdict.is_best}
    if driver.position not in starts:
        assert driver.better_choice_pieces() == []


def test_big_shot_frames_the_lot_where_no_bidding_button_is_shown(app: App) -> None:
    """A replay shows no bidding buttons, so a better bid, pass or loan frames the lot it
    is about (trial s16: a gold box stood around the empty place where Pass is in play)."""
    finished = finished_game("big_shot")
    desk = _reviewed(finished)
    assert desk.review is not None
    auction = next(verdict for verdict in desk.review.verdicts if not verdict.is_best
                   and verdict.best.kind in {"bid", "pass", "loan_bid"})
    replay = _at(app, finished, desk, auction)
    driver = replay.driver
    assert isinstance(driver, ReplayDriver)
    lot = replay.side.title_and_lot_rect()  # type: ignore[attr-defined]
    assert driver.better_choice_pieces() == [lot]
    pad = replay.pad  # type: ignore[attr-defined]
    assert not any(button.rect.colliderect(lot) for button in pad.buttons)
