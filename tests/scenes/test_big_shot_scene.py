"""Big Shot scene: whole games through the real main loop at 2, 3 and 4 seats.

Input is posted into pygame's queue and read by the program's own ``App.step``.
The persons' decisions (taken by an easy computer player on the person's own
view) become clicks, keys or game-controller buttons in turn, so every piece
(roll, bid five more / custom, pass, loan, hand cubes, regions, take back,
place) is reached by mouse, keyboard and controller. In the hidden-money game
every frame checks that no other seat's money is drawn.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games import has_game_scene, make_game_scene
from scenes.games.base import GameScene
from scenes.games.big_shot.art import NEUTRAL, cube_looks
from scenes.games.big_shot.auction import LOAN_AGAIN_SECONDS
from scenes.games.big_shot.board import Board
from scenes.games.big_shot.city import RegionPiece
from scenes.games.big_shot.panels import HandCube
from scenes.games.big_shot.scene import ARROWS, BigShotScene
from scenes.games.curtain import CurtainScene
from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.actions import Action
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.games.big_shot_events import Bid, Pass, PlaceCube, Roll, TakeLoan
from tabletop.session import GameSession
from tests.patience import PATIENCE, Stopwatch, tries
from tests.scenes.test_game_base import (
    SLOW_FRAME,
    app,
    click,
    frames,
    lift_curtain,
    press,
    set_speed,
)

__all__ = ["app"]

MAX_SECONDS = 150
"""A stuck game's limit, in the loop's own seconds (``Stopwatch``): the time it waited
for a processor on a loaded machine does not count."""
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


DPAD = {pygame.K_LEFT: pygame.CONTROLLER_BUTTON_DPAD_LEFT,
        pygame.K_RIGHT: pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
        pygame.K_UP: pygame.CONTROLLER_BUTTON_DPAD_UP,
        pygame.K_DOWN: pygame.CONTROLLER_BUTTON_DPAD_DOWN}


def reach(shell: App, scene: BigShotScene, piece: Any, device: int) -> None:
    """Move the focus to ``piece``: Tab on the keyboard, the right shoulder on a controller,
    to its part of a placement (the map, the hand), then the arrows (the D-pad) within it."""
    group = type(piece) if isinstance(piece, (RegionPiece, HandCube)) else None
    for _ in range(2 * len(scene.controls.buttons) + 1):
        focused = scene.controls.focused
        if focused is piece:
            return
        if group is not None and isinstance(focused, group):
            key = _toward(scene, focused, piece)
            press(key) if device == 1 else pad(DPAD[key])
        elif device == 1:
            press(pygame.K_TAB)
        else:
            pad(pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
        frames(shell, 1)
    raise AssertionError("the focus never reached the piece")


def _toward(scene: BigShotScene, here: Any, goal: Any) -> int:
    """The first arrow on the way from ``here`` to ``goal``: along the hand's row, or the
    map's districts as the arrows walk them."""
    if isinstance(goal, HandCube):
        return pygame.K_RIGHT if goal.rect.centerx > here.rect.centerx else pygame.K_LEFT
    city = scene.board.city
    seen, todo = {here.index}, [(here, 0)]
    while todo:
        district, first = todo.pop(0)
        for key, direction in ARROWS.items():
            there = city.next_open(district, direction)
            if there is goal:
                return first or key
            if there.index not in seen:
                seen.add(there.index)
                todo.append((there, first or key))
    raise AssertionError("the arrows never reach the district")


def press_piece(shell: App, scene: BigShotScene, piece: Any, device: int) -> None:
    """Press one piece with the mouse (0), the keyboard (1) or the controller (2)."""
    if device == 0:
        click(piece.bounds().center if not hasattr(piece, "anchor") else
              tuple(round(v) for v in piece.anchor))
    else:
        reach(shell, scene, piece, device)
        presses = 1 if scene.enter_guard.armed else 2  # the first only shows it
        if piece is scene.pad.loan_button:
            presses += 1  # Enter on Loan asks first (a loan owes money to the end)
        for _ in range(presses):
            press(pygame.K_RETURN) if device == 1 else pad(pygame.CONTROLLER_BUTTON_A)
            frames(shell, 1)
            if piece is scene.pad.loan_button:
                frames(shell, 1, dt=LOAN_AGAIN_SECONDS)  # its second press after a breath
    frames(shell, 1)


def take_loan_by_key(shell: App) -> None:
    """K asks what the loan gives and costs; K again, the next press after a breath, takes
    it (trial s33 M/011: the K that began a burst of keys took a loan)."""
    press(pygame.K_k)
    frames(shell, 1)
    frames(shell, 1, dt=LOAN_AGAIN_SECONDS)
    press(pygame.K_k)


def give(shell: App, scene: BigShotScene, action: Action, device: int) -> None:
    """Post the input a person would give for ``action``."""
    match action:
        case Roll():
            if device == 0:
                click(scene.roll_button.rect.center)
            else:
                press(pygame.K_SPACE) if device == 1 else pad(pygame.CONTROLLER_BUTTON_X)
        case Bid(amount=amount):
            if amount == scene.pad.five_amount:
                press_piece(shell, scene, scene.pad.bid_five, device)
            elif device == 1:
                for digit in str(amount):
                    press(pygame.K_0 + int(digit))
                press(pygame.K_SPACE)
            else:
                while scene.pad.amount != amount:
                    step = scene.pad.plus if scene.pad.amount < amount else scene.pad.minus
                    press_piece(shell, scene, step, device)
                press_piece(shell, scene, scene.pad.bid_custom, device)
        case Pass():
            if device == 1:
                press(pygame.K_p)
            else:
                press_piece(shell, scene, scene.pad.pass_button, device)
        case TakeLoan():
            if device == 1:
                take_loan_by_key(shell)
            else:
                press_piece(shell, scene, scene.pad.loan_button, device)
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
    viewer = scene.driver.viewer
    for row in scene.side.drawn_money:
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
    watch = Stopwatch()
    while not isinstance(manager.top, ResultsScene):
        assert watch.seconds() < MAX_SECONDS, "the game did not finish in time"
        frames(shell, 1, SLOW_FRAME)  # at 20 frames a second, every one looked at
        if game.state.round > 2:
            set_speed(shell, "instant")  # the first rounds at speed, the rest quickly
        if hidden and game.state.phase is not Phase.OVER:
            check_money_private(scene)
            seen["own_money"] += any(row.cash is not None for row in scene.side.drawn_money)
        seen["table"] += scene.show_table
        if isinstance(manager.top, CurtainScene) or game.is_over:
            seen["curtains"] += isinstance(manager.top, CurtainScene)
            if game.is_over and not manager.in_grace:  # a press in the fortune table's
                press(pygame.K_RETURN)  # grace only holds it longer (trial s19)
            else:
                lift_curtain(shell)
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


@pytest.mark.one_hand
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


@pytest.mark.one_hand
def test_two_seats_hidden_money_through_the_curtain(app: App) -> None:
    """Must show: two persons, two colours each, money private behind the curtain; at every
    frame no other seat's money or loans are drawn."""
    seats = [SeatConfig("Mina", 0), SeatConfig("지훈", 1)]
    scene = start(app, seats, hidden=True, seed=3)
    assert scene.driver.hides_information
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


def test_the_coach_shows_on_every_persons_turn(app: App) -> None:
    """With the coach on, each decision of each person gets its advice on screen
    (the projection in the money rows), whatever moved before: a computer, the other
    person behind the curtain, or the same person."""
    app.context.apply_settings(replace(app.context.settings, coach=True))
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "hard"),
             SeatConfig("지훈", 2), SeatConfig("Easy", 3, SeatKind.COMPUTER, "easy")]
    scene = start(app, seats, hidden=True, seed=8)
    set_speed(app, "instant")
    session, game, manager = scene.session, scene.session.game, app.context.manager
    bots = {seat: make_bot("big_shot", "easy", seed=seat + 1) for seat in (0, 2)}
    turns = 0
    watch = Stopwatch()
    while game.state.round <= 4:
        assert watch.seconds() < MAX_SECONDS, "the rounds did not finish in time"
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            lift_curtain(app)
            continue
        if not (isinstance(manager.top, BigShotScene) and scene.accepts_input):
            continue
        waited = time.monotonic() + PATIENCE
        while scene.driver.coach.advice is None:  # the thinker answers within a few frames
            assert time.monotonic() < waited, f"no coach at decision {len(game.history)}"
            frames(app, 1)
        frames(app, 1)
        # The roller's row reads "rolled 4 · if it ended now …": the projection may follow.
        coached = [row for row in scene.side.drawn_money
                   if "if it ended now" in row.note or "districts now" in row.note]
        assert coached, "the coach's projection is not drawn"
        turns += 1
        seat = session.current_seat
        assert seat in bots
        if game.state.phase is Phase.PLACE:
            place_all(app, scene, plan_placement(game, seat, bots[seat]), 1)
        else:
            give(app, scene, bots[seat].choose(game.view(seat)), 1)
        frames(app, 1)
    assert turns > 8


def _to_auction(shell: App, scene: BigShotScene) -> None:
    """Roll (behind the curtain if one rises) and run until a person may bid."""
    manager, game = shell.context.manager, scene.session.game
    for _ in tries(600):
        frames(shell, 1)
        if isinstance(manager.top, CurtainScene):
            lift_curtain(shell)
        elif scene.accepts_input and game.state.phase is Phase.ROLL:
            press(pygame.K_SPACE)
        elif scene.accepts_input and game.state.phase is Phase.AUCTION:
            return
    raise AssertionError("no auction reached")


def first_auction(shell: App, names: tuple[str, ...], *, hidden: bool = True,
                  speed: str = "instant") -> tuple[BigShotScene, BigShotEngine, int]:
    """A table of persons named ``names`` (seed 3) run to its first auction at ``speed``:
    the scene, its game and the colour bidding."""
    scene = start(shell, [SeatConfig(name, index) for index, name in enumerate(names)],
                  hidden=hidden, seed=3)
    set_speed(shell, speed)
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    _to_auction(shell, scene)
    colour = game.state.acting_colour
    assert colour is not None
    return scene, game, colour


def test_hidden_money_a_bid_beyond_cash_is_made_and_its_failure_shown_to_all(
    app: App, monkeypatch: Any,
) -> None:
    """BS-D17 through the scene: with 0M in hand the +5 button still bids; when the others
    pass, the failed payment is public news in the panel, no refusal is toasted, and the
    auction starts again."""
    sounds: list[str] = []
    monkeypatch.setattr("scenes.shell.audio.play", lambda name, **_: sounds.append(name))
    scene, game, colour = first_auction(app, ("Mina", "지훈"))
    game.state.cash[colour] = 0
    scene.driver.resync()
    assert scene.pad.bid_five.enabled, "hidden money: a bid beyond one's cash is allowed"
    press_piece(app, scene, scene.pad.bid_five, 0)
    while game.state.high_bidder is not None:
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input:
            press(pygame.K_p)
    for _ in range(5):
        frames(app, 1)
    assert scene.failure is not None and scene.failure.cash == 0
    assert not any(toast.error for toast in scene.toasts.toasts), "news, not a refusal"
    assert "error" in sounds
    assert game.state.phase is Phase.AUCTION and game.state.failed[colour]
    assert game.view(None).log[-1] == scene.failure  # public: every seat's log has it
    assert scene.viewer_log is not None and scene.describe(scene.failure)


def test_a_secret_loan_sounds_and_waits_like_nothing_happened(app: App, monkeypatch: Any) -> None:
    """In hidden money a person's loan makes no sound (a bid and a pass sound the
    same as ever), and a computer's bid right after its loan comes without a second pause."""
    sounds: list[str] = []
    monkeypatch.setattr("scenes.shell.audio.play", lambda name, **_: sounds.append(name))
    scene, game, colour = first_auction(app, ("Mina", "지훈"))
    game.state.cash[colour] = game.min_bid() - 1  # a loan is what makes a bid affordable
    scene.driver.resync()
    assert scene.pad.loan_button.enabled
    sounds.clear()
    take_loan_by_key(app)
    for _ in range(5):
        frames(app, 1)
    assert game.state.loan_floor is not None and sounds == []
    set_speed(app, "normal")
    own = game.view(game.current_seat)
    normal = GameScene.bot_pause(scene, own)
    assert normal > 0 and scene.bot_pause(own) == 0.0
    game.state.loan_floor = None
    assert scene.bot_pause(game.view(game.current_seat)) == normal


def test_hidden_money_the_cash_a_failed_winner_showed_stays_on_their_plate(app: App) -> None:
    """BS-D17: the winner who cannot pay shows his money to everybody and is held to it;
    the plate and the panel keep the figure after the news, while bidding goes on, said as
    shown then ("showed 2M"), never a plain current-looking "2M" (trial s32 K/001)."""
    scene, game, colour = first_auction(app, ("Mina", "지훈", "Jun"))
    seat = game.seat_of(colour)
    assert seat is not None
    game.state.cash[colour] = 2
    scene.driver.resync()
    press_piece(app, scene, scene.pad.bid_five, 0)
    while not game.state.failed[colour]:
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input:
            press(pygame.K_p)
    for _ in tries(600):  # on to the next bid, past the news of the failure
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input:  # the one who showed passes, the next one bids
            press(pygame.K_p if game.state.to_bid == colour else pygame.K_SPACE)
        if game.state.high_bidder is not None and not scene.driver.is_busy:
            break
    frames(app, 2)
    assert game.state.phase is Phase.AUCTION and game.state.failed[colour]
    assert scene.failure is None  # the news is over; what it showed is still known
    plate = scene.plates[seat]
    assert plate.score_hidden and plate.hidden_text == "showed 2M", plate.hidden_text
    row = next(row for row in scene.side.money_rows if row.colour == colour)
    assert row.cash is None and "showed 2M" in row.note, row
    others = [p for index, p in enumerate(scene.plates) if index not in (seat, scene.driver.viewer)]
    assert others and all(p.score_hidden for p in others), "nobody else's money shows"


def test_money_rows_show_each_note_whole_at_the_small_size(
    screen: pygame.Surface, monkeypatch: Any,
) -> None:
    """"if it ended now" shrank to about 11 px beside a long name and vanished beside
    loan slips; on its own line under the name it keeps the small size (16 px at 1280x720)."""
    from scenes.games.big_shot import panels
    from scenes.games.big_shot.panels import MoneyRow, draw_money_rows
    from scenes.shell import assets, theme
    from tabletop.i18n import ENGLISH

    drawn: dict[str, int] = {}
    real = assets.text

    def recording(string: str, size_px: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn[string] = size_px
        return real(string, size_px, *args, **kwargs)

    monkeypatch.setattr(panels.assets, "text", recording)
    long_name = "Maximiliane Kowalczyk-Brandenburg"
    rows = [MoneyRow(0, 0, long_name, 23, 3, note="if it ended now: −13M"),
            MoneyRow(1, 1, "Robo", None, None, note="districts now: 38M"),
            MoneyRow(2, 2, "지훈", 4, 1, lit=True, note="high bid: 12M"),
            MoneyRow(3, 3, "Easy", None, None, dim=True, note="passed")]
    draw_money_rows(ENGLISH, screen, pygame.Rect(906, 118, 316, 46 * 4), rows, 1.0)
    small = theme.text_px(theme.TextSize.SMALL, 1.0)
    assert {row.note: drawn.get(row.note) for row in rows} == {row.note: small for row in rows}


@pytest.mark.parametrize("count", [2, 3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1920, 1080)])
def test_the_plates_say_loans_in_words_and_nothing_covers_them(
        app: App, count: int, size: tuple[int, int]) -> None:
    """Loans on a seat plate are its words ("3 loans", not "loans 3": trial s37 U/015),
    during the game and at its end;
    nothing is drawn over a plate. Slips hung at the plate's foot wrote their "10" at
    about 7 px, lay over the money written there and were cut by the bar's edge (trial
    s13, 233 and 248), and at the end no words said the loans at all."""
    pygame.display.set_mode(size)
    app.context.resize(size)
    scene = start(app, [SeatConfig(f"Seat {index}", index) for index in range(count)])
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    for colour in range(len(game.state.loans)):
        game.state.loans[colour] = 3
    for over in (False, True):
        if over:
            game.state.phase = Phase.OVER  # the final count
            assert game.is_over
        scene.driver.resync()
        frames(app, 2)
        for seat in range(count):
            status = scene.seat_status(game, seat)
            assert status.endswith("6 loans" if count == 2 else "3 loans"), status
        # Each plate's money and words as they stand just drawn, against the finished
        # frame: right of the band (a second colour's cube lies on it with two seats),
        # within the edges the turn's arrows between the plates reach.
        def words_of(plate: Any) -> pygame.Rect:
            left = plate.rect.x + plate.rect.width // 3
            return pygame.Rect(left, plate.rect.y + 4, plate.rect.right - 12 - left,
                               plate.rect.height - 8)

        just_drawn: dict[int, bytes] = {}
        for index, plate in enumerate(scene.plates):
            def keeping(surface: pygame.Surface, plate: Any = plate, index: int = index,
                        draw: Any = plate.draw, kept: dict[int, bytes] = just_drawn) -> None:
                draw(surface)
                kept[index] = pygame.image.tobytes(surface.subsurface(words_of(plate)), "RGB")
            plate.draw = keeping  # type: ignore[method-assign]
        frame = pygame.Surface(size)
        try:
            scene.draw(frame)
        finally:
            for plate in scene.plates:
                del plate.draw
        assert len(just_drawn) == count
        for index, plate in enumerate(scene.plates):
            assert just_drawn[index] == pygame.image.tobytes(frame.subsurface(
                words_of(plate)), "RGB"), (
                f"something drawn over {plate.rect} (over: {over})")


def test_region_counts_and_negative_money_read_as_words_and_signs(app: App) -> None:
    """"1 districts" and "-2M" with a hyphen; one district, and the true minus sign."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    scene = start(app, seats)
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    assert scene.text("status_regions_one") == "1 district"
    game.state.cash[0], game.state.loans[0] = 3, 2
    scene._build_money_rows(game)
    assert scene.driver.coach.coach is not None
    advice = scene.driver.coach.coach(game.view(0))
    notes = [row.note for row in scene.side.rows_for(game, advice)]
    # Seat 0 plays colours 0 and 2 (BS-D16): 3 + 10 cash, two loans: 13 − 20.
    # (each note after its colour's name: two persons, trial s25 D/074)
    assert any(note.endswith("if it ended now: −7M") for note in notes), notes
    assert not any("-" in note for note in notes)


@pytest.mark.one_hand
def test_hidden_money_rolls_and_placements_are_public_moves_without_a_curtain(app: App) -> None:
    """The curtain rule: a person's roll and placement are made on the public table
    (no "Pass to …", nobody's cash drawn, their own included); only a bid raises the
    curtain, for only a bid needs one's own money."""
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("지훈", 1)], hidden=True, seed=3)
    set_speed(app, "instant")
    session, game, manager = scene.session, scene.session.game, app.context.manager
    assert isinstance(game, BigShotEngine)
    bots = {seat: make_bot("big_shot", "easy", seed=seat + 1) for seat in (0, 1)}
    public = {Phase.ROLL: 0, Phase.PLACE: 0}
    given_at = -1
    watch = Stopwatch()
    while game.state.round <= 3:
        assert watch.seconds() < MAX_SECONDS, "the rounds did not finish in time"
        frames(app, 1)
        phase = game.state.phase
        if isinstance(manager.top, CurtainScene):
            assert phase is Phase.AUCTION, f"a curtain before a public {phase.value}"
            lift_curtain(app)
            continue
        if not scene.accepts_input or given_at == len(game.history):
            continue
        given_at = len(game.history)
        seat = session.current_seat
        assert seat is not None
        if phase is not Phase.AUCTION:
            assert scene.driver.viewer is None and scene.person_turn
            assert all(row.cash is None and row.loans is None for row in scene.side.drawn_money)
            public[phase] += 1
        if phase is Phase.PLACE:
            place_all(app, scene, plan_placement(game, seat, bots[seat]), 1)
        else:
            give(app, scene, bots[seat].choose(game.view(seat)), 1)
    assert public[Phase.ROLL] >= 3 and public[Phase.PLACE] >= 3


def test_the_loop_stays_awake_until_the_coach_answers(app: App, monkeypatch: Any) -> None:
    """The coach never showed on a person's turn until something was pressed. The
    main loop stops stepping when the screen is still, and the coach's answer is collected
    only by a step: a screen waiting for advice is not still."""
    from concurrent.futures import Future

    app.context.apply_settings(replace(app.context.settings, coach=True))
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")])
    set_speed(app, "instant")
    manager = app.context.manager
    for _ in tries(600):
        frames(app, 1)
        if scene.accepts_input and scene.driver.coach.advice is not None and manager.is_still():
            break
    assert scene.accepts_input and manager.is_still()
    answer: Future[object] = Future()
    monkeypatch.setattr(scene.driver.coach.worker, "submit", lambda *_: answer)
    scene.driver.coach.forget()
    scene.driver.resync()  # the question is asked again; the thinker has not answered yet
    frames(app, 3)
    assert scene.driver.coach.is_thinking and not manager.is_still()
    assert scene.driver.coach.coach is not None
    answer.set_result(scene.driver.coach.coach(scene.session.game.view(0)))
    for _ in range(120):
        frames(app, 1)
        if manager.is_still():
            break
    assert scene.driver.coach.advice is not None and manager.is_still()


def test_the_rollers_money_row_says_what_they_rolled_through_the_auction(app: App) -> None:
    """Who rolled what is on the table, not only in the log: the roller's own row in the
    money panel says "rolled 4" (beside any auction status) while the lot it brought is
    auctioned and placed; nobody else's row does."""
    set_speed(app, "instant")
    scene = start(app, [SeatConfig("Ana", 0), SeatConfig("Bo", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Cy", 2, SeatKind.COMPUTER, "easy")])
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    deadline = time.monotonic() + PATIENCE
    while not (game.state.phase is Phase.AUCTION and scene.driver.is_settled):
        assert time.monotonic() < deadline, "no auction came"
        if scene.accepts_input and game.state.phase is Phase.ROLL:
            assert scene.act(Roll(game.current_seat))
        frames(app, 1)
    roll = next(event for event in reversed(game.log) if type(event).__name__ == "DieRolled")
    notes = {row.colour: row.note for row in scene.side.money_rows}
    rolled = app.context.words("big_shot_scene.status_rolled", value=roll.value)
    assert rolled in notes[roll.colour], notes
    assert all(rolled not in note for colour, note in notes.items() if colour != roll.colour)


@pytest.mark.parametrize(("size", "cube", "digits"), [((1920, 1080), 24, 22),
                                                      ((1280, 720), 16, 16)])
def test_each_colour_on_a_district_shows_its_count_at_sofa_size(
        app: App, monkeypatch: Any, size: tuple[int, int], cube: int, digits: int) -> None:
    """Seven ~20 px cubes could not be counted from a sofa; now each colour on a district
    is one bigger cube with its count written beside it, inside the district."""
    from scenes.games.big_shot import board as board_module
    from scenes.games.big_shot.city import inside

    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("Nari", 2, SeatKind.COMPUTER, "easy")]
    scene = start(app, seats)
    pygame.display.set_mode(size)
    app.context.resize(size)
    frames(app, 2)
    city = scene.board.city
    assert city.cube_size >= cube
    drawn: list[tuple[int, int]] = []
    real = board_module.draw_pile

    def record(surface: pygame.Surface, centre: Any, size: int, look: int, count: int,
               text_px: int, **kwargs: Any) -> None:
        drawn.append((count, text_px))
        real(surface, centre, size, look, count, text_px, **kwargs)

    monkeypatch.setattr(board_module, "draw_pile", record)
    layer = pygame.Surface(app.context.size)
    for region, piece in enumerate(city.pieces):
        drawn.clear()
        scene.board.shown.counts[region] = [3, 2, 1, 1]
        scene.board.shown.closed[region] = False
        scene.board._draw_region(layer, region, scene.board.shown.counts[region])
        assert sorted(drawn) == sorted((count, drawn[0][1]) for count in (3, 2, 1, 1))
        assert drawn[0][1] >= digits
        left, right, up = city.pile_box()
        for x, y in city.pile_spots(region):
            for corner in ((x - left, y - up), (x + right, y - up), (x - left, y + up),
                           (x + right, y + up)):
                assert inside(corner, piece.polygon), (region, corner)


def test_the_side_panel_names_the_same_bidder_as_the_prompt_and_the_banner(app: App) -> None:
    """After a computer's bid the banner, the plates' glow and the prompt said "Player 1"
    while the side panel still said "Computer 3 is to bid" and lit Computer 3's row (and,
    after a resumed game, "Computer 2 rolls the die" under "Computer 3 is thinking"). Every
    frame, the panel names whoever the prompt names."""
    from tabletop.games.big_shot import Phase as BigShotPhase

    set_speed(app, "normal")
    game = SPEC.new_game(3, seed=11, options={})
    assert isinstance(game, BigShotEngine)
    bots = [make_bot("big_shot", "easy", seed=seat) for seat in range(3)]
    while not (game.state.round == 5 and game.state.phase is BigShotPhase.AUCTION):
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    restored = SPEC.from_dict(game.to_dict())  # as Continue loads it
    assert isinstance(restored, BigShotEngine)
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("Nari", 2, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(app.context, GameSession(SPEC, restored, seats))
    assert isinstance(scene, BigShotScene)
    app.context.manager.apply(Push(scene))
    handed_to_mina = 0
    for _ in range(1500):
        frames(app, 1)
        if scene.driver.accepts_input and restored.current_seat == 0:
            scene.act(bots[0].choose(restored.view(0)))
        view = scene.decision_view
        if view is None or view.is_over or view.state.phase is BigShotPhase.PLACE:
            continue
        prompt = scene.frame.prompt.text
        named = next((seat.name for seat in seats if prompt.startswith(seat.name)), None)
        if named is None:
            continue
        handed_to_mina += named == "Mina" and scene.driver.is_busy
        assert scene.side._actor(view) == named, (prompt, view.state.phase)
    assert handed_to_mina, "the turn came to Mina under a moving table"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_auction_die_stands_below_the_panels_rule(app: App, size: tuple[int, int],
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The die beside the auction's title sat on the rule under the money rows at 1280x720
    (trial s9, E2)."""
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Jun", 2, SeatKind.COMPUTER, "easy")])
    scene.resize(size)
    _to_auction(app, scene)
    side = scene.side
    centres: list[tuple[int, int]] = []
    real = side._draw_die

    def record(surface: pygame.Surface, centre: tuple[int, int]) -> None:
        centres.append(centre)
        real(surface, centre)

    monkeypatch.setattr(side, "_draw_die", record)
    scene.draw(pygame.Surface(size))
    assert centres, "the die is drawn beside the lot"
    rule_y = side.legend_rect.bottom + side.px(6)
    half = side.px(46) // 2
    for _x, y in centres:
        assert y - half > rule_y + side.px(2), (y - half, rule_y)


def bid_beyond_cash(app: App, scene: BigShotScene, game: BigShotEngine, colour: int) -> None:
    """``colour`` (a person's) bids 5M more with no cash; the other persons pass."""
    game.state.cash[colour] = 0
    scene.driver.resync()
    press_piece(app, scene, scene.pad.bid_five, 0)
    while game.state.high_bidder is not None:
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input:
            press(pygame.K_p)


def failed_behind_the_cover(app: App, scene: BigShotScene, game: BigShotEngine,
                            colour: int) -> None:
    """``colour`` (a person's) bids 5M more with 2M in hand and the others pass: its
    payment fails, and the next hand-over's cover stands over the table."""
    game.state.cash[colour] = 2
    scene.driver.resync()
    press_piece(app, scene, scene.pad.bid_five, 0)
    for _ in tries(600):
        frames(app, 1)
        top = app.context.manager.top
        if isinstance(top, CurtainScene):
            if game.state.failed[colour]:
                break
            lift_curtain(app)
        elif scene.accepts_input:
            press(pygame.K_p if game.state.high_bidder is not None else pygame.K_SPACE)
    assert game.state.failed[colour] and isinstance(app.context.manager.top, CurtainScene)
