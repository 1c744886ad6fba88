"""The pace token leaves space 18 as the horse that takes it runs past (WC-D6): a trial saw
it lie on the track after it had been taken, until the horse had stopped further on. It
and a horse going home fly as long as ART.md says."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.winners_circle.art import horse_token
from scenes.games.winners_circle.lanes import ChipSprite
from scenes.games.winners_circle.motion import pace_flight, to_podium
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.tween import Step
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle_data import PACE_PROGRESS
from tabletop.games.winners_circle_events import HorseMoved, PaceTaken
from tabletop.session import GameSession
from tests.scenes.test_game_base import FRAME, app, frames
from tests.scenes.test_winners_circle_scene import start

__all__ = ["app"]


def test_the_token_leaves_its_space_as_the_horse_runs_past_it(app: App) -> None:
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    trial = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    bot = make_bot("winners_circle", "easy", seed=1)
    while True:  # up to the move that takes the token
        seat = trial.current_seat
        assert seat is not None
        action = bot.choose(trial.game.view(seat))
        events = trial.apply(action)
        if any(isinstance(event, PaceTaken) for event in events):
            break
        session.apply(action)
    moved = next(event for event in events if isinstance(event, HorseMoved))
    assert moved.from_progress < PACE_PROGRESS - 1 and moved.to_progress > PACE_PROGRESS + 1
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    assert scene.table.pace_on_track
    assert scene.driver.act(action)
    sprite = scene.table.horses[moved.horse]
    for _ in range(600):
        frames(app, 1)
        if sprite.progress > PACE_PROGRESS + 0.5:
            break
    assert sprite.progress < moved.to_progress, "the horse still runs"
    assert not scene.table.pace_on_track, "the token still lies on space 18"
    for _ in range(600):
        frames(app, 1)
        if scene.driver.is_settled:
            break
    assert scene.table.lanes[moved.horse].pace and not scene.table.pace_on_track


def test_the_pace_token_keeps_off_the_horses_number_while_a_tag_shows(app: App) -> None:
    """With its landing tag at the row's end the pace token lay on the horse's picture,
    over its number (trial s18, 121): it now lies after the chips, clear of the picture,
    every chip and the tag."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1), SeatConfig("Ann", 2)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    pygame.display.set_mode((1920, 1080))
    app.context.resize((1920, 1080))
    frames(app, 2)
    for lane in scene.table.lanes:
        for count in range(4):
            lane.chips = [ChipSprite(seat, seat, 1) for seat in range(count)]
            lane.pace, lane.preview = True, "→ 1st"
            badge, _, _ = lane._columns()
            token = horse_token(lane.horse, lane._token_size(badge))
            picture = token.get_rect(midright=(badge.right, badge.centery))
            flag = lane.pace_rect()
            assert not flag.colliderect(picture), (lane.horse, count, flag, picture)
            d = lane.chip_diameter
            for index in range(count):
                spot = lane.chip_spot(index)
                assert flag.left >= spot.x + d / 2, (lane.horse, count)
            tag = lane.preview_tag()
            assert tag is None or not tag[1].colliderect(flag), (lane.horse, count)
            assert flag.right <= lane.rect.right


def _seconds(step: Step) -> float:
    """How long ``step`` runs at normal speed, advanced as frames do."""
    took = 0.0
    while not step.is_done and took < 5:
        step.advance(FRAME)
        took += FRAME
    return took


def test_a_horse_home_and_the_pace_token_fly_as_long_as_art_md_says(app: App) -> None:
    """ART.md's motion table: a piece flying takes 0.35 s. The pace token took 0.45 s to its
    lane and a horse 0.5 s to its podium box (a trial found a race slow)."""
    scene = start(app, hidden=False)
    table = scene.table
    for flight in (pace_flight(table, 0), to_podium(table, 1, 1)):
        assert _seconds(flight) <= 0.35 + 2 * FRAME
