"""A computer's move stays on the table long enough to be read from the sofa, by one table of
seconds for every game (scenes.games.beats), and nobody waits after their own click:
Yacht's computer scored Large Straight and its dice were swept away as the person's turn
came, about 1.5 s after its roll (trial Z1/002); Big Shot's computers' bids and Polterfass's
computer innkeeper's failed throw passed in a blink (trial Z2, parts 1b and 2b). The animation
speed still rules: Instant waits for nothing."""

from __future__ import annotations

import time
from collections.abc import Callable

import pytest

from scenes.games.beats import BEAT_SECONDS, Beat
from scenes.games.big_shot.motion import BID_SECONDS
from scenes.games.polterfass.motion import NOTICE_SECONDS
from scenes.games.yacht.sheet import FLASH_SECONDS
from scenes.shell.app import App
from scenes.widgets.tween import Step
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot_events import BidMade, Passed
from tabletop.games.polterfass import InnkeeperFailed
from tabletop.games.yacht import Roll, Score
from tests.patience import tries
from tests.scenes.test_big_shot_scene import start as start_big_shot
from tests.scenes.test_game_base import FRAME, app, frames, set_speed, until_input
from tests.scenes.test_polterfass_scene import start as start_polterfass
from tests.scenes.test_yacht_scene import best_open_category
from tests.scenes.test_yacht_scene import start as start_yacht

__all__ = ["app"]


def _lasts(step: Step | None) -> float:
    """The table seconds ``step`` plays (at Normal speed) before it is done."""
    assert step is not None
    played = 0.0
    while not step.is_done:
        step.advance(FRAME)
        played += FRAME
        assert played < 30.0, "the step never ended"
    return played


def _seconds_while(app: App, holds: Callable[[], bool], limit: float = 30.0) -> float:
    """Table seconds, frame by frame, while ``holds()`` is true."""
    played = 0.0
    while holds():
        frames(app, 1)
        played += FRAME
        assert played < limit, "it never ended"
    return played


@pytest.mark.parametrize("speed", ["normal", "instant"])
def test_a_computers_scored_dice_stay_before_the_persons_turn_and_ones_own_go_at_once(
        app: App, speed: str) -> None:
    scene = start_yacht(app, opponent="easy")
    set_speed(app, speed)
    until_input(app, scene)
    assert scene.act(Roll(0))
    until_input(app, scene)
    assert scene.act(Score(0, best_open_category(scene)))
    own = _seconds_while(app, lambda: scene.dice_visible)
    assert own <= FLASH_SECONDS + 0.1, f"Mina waited {own:.2f} s after her own box"
    for _ in tries(3000):  # Robo rolls (as often as it likes), then writes a box
        frames(app, 1)
        if scene.sheet.marked is not None and scene.sheet.marked[0] == 1:
            break
        time.sleep(0.001)  # its answer comes from the thinker
    seen = _seconds_while(app, lambda: scene.dice_visible)
    if speed == "normal":
        least = FLASH_SECONDS + BEAT_SECONDS[Beat.SCORED]
        assert seen >= least - 2 * FRAME, f"Robo's scored dice stayed {seen:.2f} s"
    else:
        assert seen == 0.0, "Instant waits for nothing"


def test_a_computers_bid_and_pass_stay_said_and_a_persons_own_bid_goes_on(app: App) -> None:
    scene = start_big_shot(app, [SeatConfig("Mina", 0),
                                 SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")], seed=3)
    set_speed(app, "normal")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    mine, robos = game.colours_of(0)[0], game.colours_of(1)[0]
    beat = BEAT_SECONDS[Beat.BID]
    assert _lasts(scene.animate(BidMade(1, robos, 3))) >= beat - FRAME
    assert _lasts(scene.animate(Passed(1, robos))) >= beat - FRAME
    own = _lasts(scene.animate(BidMade(0, mine, 4)))
    assert own <= BID_SECONDS + FRAME, "no wait after one's own bid"


def test_a_computer_innkeepers_failed_throw_stays_to_be_read(app: App) -> None:
    scene = start_polterfass(app)
    set_speed(app, "normal")
    seats = scene.session.seats
    computer = next(seat for seat, config in enumerate(seats) if not config.is_person)
    person = next(seat for seat, config in enumerate(seats) if config.is_person)
    assert _lasts(scene.animate(InnkeeperFailed(computer))) >= BEAT_SECONDS[Beat.FAILED] - FRAME
    assert _lasts(scene.animate(InnkeeperFailed(person))) <= NOTICE_SECONDS + FRAME, (
        "a person's own failure is told as before")
