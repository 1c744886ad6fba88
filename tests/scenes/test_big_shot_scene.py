"""Big Shot scene: whole games through the real main loop at 2, 3 and 4 seats.

Input is posted into pygame's queue and read by the program's own ``App.step``.
The persons' decisions (taken by an easy computer player on the person's own
view) become clicks, keys or game-controller buttons in turn, so every piece
(roll, bid +1 / +5 / custom, pass, loan, hand cubes, regions, take back,
place) is reached by mouse, keyboard and controller. In the hidden-money game
every frame checks that no other seat's money is drawn.
"""

from __future__ import annotations

import time
from typing import Any

import pygame

from scenes.app import App
from scenes.games import has_game_scene, make_game_scene
from scenes.games.big_shot import BigShotScene
from scenes.games.big_shot.art import NEUTRAL, cube_looks
from scenes.games.big_shot.board import Board
from scenes.games.big_shot.city import RegionPiece
from scenes.games.curtain import CurtainScene
from scenes.results import ResultsScene
from scenes.scene import Push
from tabletop.bots import make_bot
from tabletop.core.actions import Action
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.games.big_shot_events import Bid, Pass, PlaceCube, Roll, TakeLoan
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, click, frames, press, set_speed

__all__ = ["app"]

MAX_SECONDS = 150
SPEC = GAMES["big_shot"]


def start(shell: App, seats: list[SeatConfig], *, hidden: bool = False,
          seed: int = 5) -> BigShotScene:
    session = GameSession.start(SPEC, seats, seed=seed, options={"hidden_money": hidden})
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, BigShotScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    return scene


def pad(button: int) -> None:
    """Press and release one game-controller button (SDL's own events)."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                         instance_id=0))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button,
                                         instance_id=0))


def reach(shell: App, scene: BigShotScene, piece: Any, device: int) -> None:
    """Move the focus to ``piece``: Tab on the keyboard, the right shoulder on a controller."""
    for _ in range(len(scene.controls.buttons) + 1):
        if scene.controls.focused is piece:
            return
        if device == 1:
            press(pygame.K_TAB)
        else:
            pad(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
        frames(shell, 1)
    raise AssertionError("the focus never reached the piece")


def press_piece(shell: App, scene: BigShotScene, piece: Any, device: int) -> None:
    """Press one piece with the mouse (0), the keyboard (1) or the controller (2)."""
    if device == 0:
        click(piece.bounds().center if not hasattr(piece, "anchor") else
              tuple(round(v) for v in piece.anchor))
    else:
        reach(shell, scene, piece, device)
        press(pygame.K_RETURN) if device == 1 else pad(pygame.CONTROLLER_BUTTON_A)
    frames(shell, 1)


def give(shell: App, scene: BigShotScene, action: Action, device: int) -> None:
    """Post the input a person would give for ``action``."""
    view = scene._view
    assert view is not None
    high = view.state.high_bid
    match action:
        case Roll():
            if device == 0:
                click(scene.roll_button.rect.center)
            else:
                press(pygame.K_SPACE) if device == 1 else pad(pygame.CONTROLLER_BUTTON_X)
        case Bid(amount=amount):
            if amount == high + 1:
                press_piece(shell, scene, scene.bid_one, device)
            elif amount == high + 5:
                press_piece(shell, scene, scene.bid_five, device)
            elif device == 1:
                for digit in str(amount):
                    press(pygame.K_0 + int(digit))
                press(pygame.K_SPACE)
            else:
                while scene.amount != amount:
                    step = scene.plus if scene.amount < amount else scene.minus
                    press_piece(shell, scene, step, device)
                press_piece(shell, scene, scene.bid_custom, device)
        case Pass():
            if device == 1:
                press(pygame.K_p)
            else:
                press_piece(shell, scene, scene.pass_button, device)
        case TakeLoan():
            if device == 1:
                press(pygame.K_k)
            else:
                press_piece(shell, scene, scene.loan_button, device)
        case _:
            raise AssertionError(f"no input for {action!r}")


def place_all(shell: App, scene: BigShotScene, plan: list[PlaceCube], device: int) -> None:
    """Stage the four cubes (one taken back and dropped again), then confirm them."""
    regions = scene.board.city.pieces
    for number, placement in enumerate(plan):
        hand = next(piece for piece in scene.hand if piece.cube == placement.cube)
        press_piece(shell, scene, hand, device)
        assert scene.next_cube == placement.cube
        if device == 2 and number == 0:  # the D-pad walks from the panel onto the map
            for _ in range(6):
                pad(pygame.CONTROLLER_BUTTON_DPAD_LEFT)
                frames(shell, 1)
                if isinstance(scene.controls.focused, RegionPiece):
                    break
            assert isinstance(scene.controls.focused, RegionPiece)
        press_piece(shell, scene, regions[placement.region], device)
        if number == 0:  # undo within the placement: take it back, drop it again
            assert scene.board.staged == [(placement.cube, placement.region)]
            if device == 1:
                press(pygame.K_BACKSPACE)
                frames(shell, 1)
            else:
                press_piece(shell, scene, scene.take_back, device)
            assert scene.board.staged == []
            press_piece(shell, scene, regions[placement.region], device)
    assert scene.board.staged == [(p.cube, p.region) for p in plan]
    if device == 0:
        click(scene.place_button.rect.center)
    else:
        press(pygame.K_SPACE) if device == 1 else pad(pygame.CONTROLLER_BUTTON_X)


def plan_placement(game: BigShotEngine, seat: int, bot: Any) -> list[PlaceCube]:
    copy = SPEC.engine.from_dict(SPEC, game.to_dict())
    plan = []
    while copy.current_seat == seat and copy.state.phase is Phase.PLACE:
        action = bot.choose(copy.view(seat))
        assert isinstance(action, PlaceCube)
        plan.append(action)
        copy.apply(action)
    return plan


def check_money_private(scene: BigShotScene) -> None:
    """Hidden money: nothing of another seat's money or loans is drawn (BS-D17)."""
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    viewer = scene.viewer
    for row in scene.drawn_money:
        if row.cash is not None or row.loans is not None:
            assert viewer is not None and game.seat_of(row.colour) == viewer, (
                "another seat's money is on screen")
    for seat, plate in enumerate(scene.plates):
        if seat != viewer:
            assert plate.score_hidden, "another seat's money shows on its plate"


def play(shell: App, scene: BigShotScene, persons: list[int], *, hidden: bool) -> dict[str, int]:
    set_speed(shell, "fast")
    session, game, manager = scene.session, scene.session.game, shell.context.manager
    assert isinstance(game, BigShotEngine)
    bots = {seat: make_bot("big_shot", "easy", seed=seat + 1) for seat in persons}
    given_at = -1
    used = [0, 0, 0]
    seen = {"curtains": 0, "placements": 0, "loans": 0, "table": 0, "own_money": 0}
    kinds: set[type] = set()
    deadline = time.monotonic() + MAX_SECONDS
    while not isinstance(manager.top, ResultsScene):
        assert time.monotonic() < deadline, "the game did not finish in time"
        frames(shell, 1)
        if game.state.round > 2:
            set_speed(shell, "instant")  # the first rounds at speed, the rest quickly
        if hidden and game.state.phase is not Phase.OVER:
            check_money_private(scene)
            seen["own_money"] += any(row.cash is not None for row in scene.drawn_money)
        seen["table"] += scene.show_table
        if isinstance(manager.top, CurtainScene) or game.is_over:
            seen["curtains"] += isinstance(manager.top, CurtainScene)
            press(pygame.K_RETURN)
            continue
        if not (isinstance(manager.top, BigShotScene) and scene.accepts_input):
            continue
        if given_at == len(game.history):
            continue
        given_at = len(game.history)
        seat = session.current_seat
        assert seat in persons
        device = sum(used) % 3  # mouse, keyboard and controller in turn
        used[device] += 1
        if game.state.phase is Phase.PLACE:
            place_all(shell, scene, plan_placement(game, seat, bots[seat]), device)
            seen["placements"] += 1
            continue
        action = bots[seat].choose(game.view(seat))
        kinds.add(type(action))
        seen["loans"] += isinstance(action, TakeLoan)
        give(shell, scene, action, device)
    assert game.is_over and min(used) > 0 and seen["placements"] > 0
    assert {Roll, Bid, Pass} <= kinds
    assert seen["table"] > 0, "the fortune table never showed"
    # Every region resolved on the map: SOLD with its owner's cube, or cleared.
    assert all(scene.board.shown.closed)
    assert scene.board.shown.owners == game.state.region_owner
    return seen


def test_the_menu_tile_is_playable() -> None:
    assert has_game_scene("big_shot")


def test_cube_looks_follow_the_seats() -> None:
    assert cube_looks(4, [3, 0, 5, 1]) == (3, 0, 5, 1)
    assert cube_looks(3, [2, 0, 1]) == (2, 0, 1, NEUTRAL)  # BS-D15: the neutral grey
    # BS-D16: each person's second colour is a style nobody chose
    assert cube_looks(2, [1, 0]) == (1, 0, 2, 3)


def test_four_seats_two_persons_two_computers(app: App) -> None:
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "hard"),
             SeatConfig("지훈", 2), SeatConfig("Easy", 3, SeatKind.COMPUTER, "easy")]
    scene = start(app, seats)
    seen = play(app, scene, [0, 2], hidden=False)
    assert seen["curtains"] == 0  # money is open: no curtain
    assert any(action.seat in (1, 3) for action in scene.session.game.history)


def test_three_seats_with_the_neutral_colour(app: App) -> None:
    seats = [SeatConfig("Mina", 4), SeatConfig("Robo", 1, SeatKind.COMPUTER, "hard"),
             SeatConfig("Easy", 2, SeatKind.COMPUTER, "easy")]
    scene = start(app, seats, seed=11)
    assert scene.looks[3] == NEUTRAL
    play(app, scene, [0], hidden=False)


def test_two_seats_hidden_money_through_the_curtain(app: App) -> None:
    """Must show: two persons, two colours each, money private behind the curtain; at every
    frame no other seat's money or loans are drawn."""
    seats = [SeatConfig("Mina", 0), SeatConfig("지훈", 1)]
    scene = start(app, seats, hidden=True, seed=3)
    assert scene.hides_information
    seen = play(app, scene, [0, 1], hidden=True)
    assert seen["curtains"] > 0
    assert seen["own_money"] > 0, "behind the curtain a person sees their own money"


def test_the_preview_counts_staged_cubes_and_cancels_ties() -> None:
    """The would-be owner shown while placing: staged cubes count, equal counts cancel
    (RULES 4.6, BS-T1's region: red 1, orange 2, ivory 1)."""
    board = Board((0, 1, 2, 3), "SOLD")
    board.shown.counts[5] = [1, 2, 1, 0]
    assert board.would_own(5, 3) == 1  # purple 1 joins the tied singles: orange's 2 wins
    board.staged = [(0, 5), (0, 5)]  # red 3 now, staged
    assert board.region_counts(5) == [3, 2, 1, 0]
    assert board.would_own(5, 3) == 0  # purple 1 cancels ivory 1: red 3 owns (BS-T1 case 1)
    board.staged = [(0, 5), (1, 5)]  # red 2, orange 3
    assert board.would_own(5, 3) == 1  # BS-T1 case 2: orange
    board.staged = [(0, 5), (0, 5)]
    assert board.would_own(5, 1) == 2  # red 3 / orange 3 cancel: ivory (BS-T1 case 3)
