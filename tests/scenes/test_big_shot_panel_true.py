"""Big Shot's money panel is true to the table as drawn at every frame of a game with
computers: each row's "if it ended now" is its cash and loans as the row shows them and
the districts as the map shows their owners (trial Z2/004, Y/005: it said the fortunes
from before Place all while the map showed the district sold); and the panel never says
a colour "is to bid" beside its row saying it passed, nor while its bid is the high one
(trial Z2/008: "Jun is to bid" under Jun's row reading "passed")."""

from __future__ import annotations

import pygame

from scenes.games.big_shot.scene import BigShotScene
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import LOAN_FACE, BigShotEngine, Phase, owner_of, region_values
from tabletop.games.big_shot_events import Passed
from tests.scenes.lesson_walk import open_lesson, take_step
from tests.scenes.program import running_app
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]

FRAMES = 4000
"""About three rounds at normal speed: bids, passes, a placement by the person and the
computers' placements."""


def table(app: App, seed: int) -> tuple[BigShotScene, BigShotEngine]:
    scene = start(app, [SeatConfig("Zed", 0),
                        SeatConfig("Mina", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Jun", 2, SeatKind.COMPUTER, "easy")], seed=seed)
    set_speed(app, "normal")
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    return scene, game


def play_a_frame(app: App, scene: BigShotScene, game: BigShotEngine) -> None:
    """The person rolls, bids once an auction is theirs to open (else passes), and drops
    each cube in hand on the first open district, then places all; one frame."""
    if scene.accepts_input:
        phase = game.state.phase
        if phase is Phase.ROLL:
            press(pygame.K_SPACE)
        elif phase is Phase.AUCTION:
            bid = game.state.high_bidder is None and game.state.round % 2 == 1
            press(pygame.K_SPACE if bid and scene.pad.bid_custom.enabled else pygame.K_p)
        elif phase is Phase.PLACE and scene.next_cube is not None:
            region = scene.board.city.first_open(None)
            assert region is not None
            region.activate()
        elif phase is Phase.PLACE:
            press(pygame.K_SPACE)
    frames(app, 1)


def drawn_owners(scene: BigShotScene) -> list[int | None]:
    """Who owns each district as the map shows it: a sold one its owner, an open one the
    majority of the cubes drawn there (a person's staged ones too)."""
    board = scene.board
    return [board.shown.owners[region] if board.shown.closed[region]
            else owner_of(board.region_counts(region)) for region in range(len(board.shown.closed))]


def worth_checked(scene: BigShotScene) -> int:
    """Each drawn row's "if it ended now" against its money and the map as drawn; the
    rows checked (those saying it)."""
    owners, checked = drawn_owners(scene), 0
    label = scene.text("coach_fortune", amount="\0").split("\0")[0]
    for row in scene.side.drawn_money:
        if label not in row.note:
            continue
        assert row.cash is not None and row.loans is not None
        worth = row.cash - LOAN_FACE * row.loans + region_values(owners, row.colour)
        said = scene.text("coach_fortune", amount=theme.number(worth))
        assert said in row.note, (row, owners)
        checked += 1
    return checked


def test_if_it_ended_now_is_the_table_as_drawn_at_every_frame(app: App) -> None:
    scene, game = table(app, seed=3)
    checked = placed_by_person = 0
    for _ in range(FRAMES):
        play_a_frame(app, scene, game)
        if scene.person_turn and scene.board.staged:
            placed_by_person += 1
        checked += worth_checked(scene)
        if game.state.round > 3:
            break
    assert placed_by_person and checked > 1000, (placed_by_person, checked)


def test_if_it_ended_now_is_the_table_as_drawn_through_the_lessons_placement() -> None:
    """The lesson's placement, Place all, the card of the sale and the next round: each
    frame's figure is the map's (trial Z2/004, shot 085: Sora's "−2M" beside district 20
    sold to her, the card telling of it)."""
    with running_app() as shell:
        scene = open_lesson(shell, "big_shot")
        assert isinstance(scene, BigShotScene)
        driver = scene.driver
        checked = 0
        while driver.step is not None and not driver.step.text.endswith(".your_roll"):
            placing = driver.step.text.split(".")[-1].startswith("place_")
            take_step(shell, scene)
            if placing or checked:
                for _ in range(120):  # two seconds of each step after the first cube
                    frames(shell, 1)
                    checked += worth_checked(scene)
        assert checked > 500, checked


def test_nobody_is_to_bid_beside_their_own_pass_or_high_bid(app: App) -> None:
    scene, game = table(app, seed=3)
    passes_said = 0
    for _ in range(FRAMES):
        play_a_frame(app, scene, game)
        for row in scene.side.drawn_money:
            colour = row.colour
            name = scene.names.colour(scene.context.words, colour)
            passes_said += scene.names.line(
                scene.context.words, Passed(colour, colour)) in scene.side.drawn_auction
            if scene.text("waiting_bid", name=name) not in scene.side.drawn_auction:
                continue
            statuses = row.note.split(" · ")
            assert scene.text("status_passed") not in statuses, (name, row.note)
            assert scene.board.shown.high_bid is None or (
                scene.board.shown.high_bid[0] != colour), (name, scene.board.shown.high_bid)
        if game.state.round > 3:
            break
    assert game.state.round > 3 and passes_said, passes_said
