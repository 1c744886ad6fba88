"""A Polterfass round's staged ending: the bill stays on the round's own
table until someone moves on, and only then the barrels gather for the next round.

The persons' decisions are taken by easy computer players on the person's own view and
applied through the scene (``act``), as a click would; curtains are passed with Enter.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.games import make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.button import Button
from tabletop.bots import Bot, make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import (
    BillSettled,
    Double,
    InnkeeperFailed,
    Phase,
    Remove,
    Throw,
)
from tabletop.session import GameSession
from tests.patience import tries
from tests.scenes.test_game_base import (
    SLOW_FRAME,
    app,
    frames,
    lift_curtain,
    press,
    set_speed,
)
from tests.scenes.test_polterfass_scene import start

__all__ = ["app"]

PERSONS = {0: 1, 2: 2}  # seat -> the seed of the easy player deciding for that person


def play_until(shell: App, scene: PolterfassScene, done: Callable[[], bool],
               limit: int = 6000) -> None:
    """Run the table (persons played by easy bots, curtains passed) until ``done()``."""
    deciders: dict[int, Bot] = {seat: make_bot("polterfass", "easy", seed=seed)
                                for seat, seed in PERSONS.items()}
    game = scene.session.game
    for _ in tries(limit):
        if done():
            return
        if isinstance(shell.context.manager.top, CurtainScene):
            lift_curtain(shell)
        elif scene.accepts_input:
            seat = scene.session.current_seat
            assert seat is not None
            scene.act(deciders[seat].choose(game.view(seat)))
        frames(shell, 1)
    raise AssertionError("the table never got there")


def bills(scene: PolterfassScene) -> list[BillSettled]:
    return [event for event in scene.session.game.log if isinstance(event, BillSettled)]


def test_the_bill_stays_on_the_rounds_own_table_until_someone_moves_on(app: App) -> None:
    set_speed(app, "fast")
    scene = start(app)
    game = scene.session.game
    play_until(app, scene, lambda: bool(bills(scene)) and scene.is_still())
    bill = bills(scene)[0]
    assert game.state.round == 2, "the engine is already in the next round"
    assert "Round 1" in scene.round_label(scene.view()) and scene.holds_table()
    assert scene.plaque.is_billed and scene.coasters.ordered_seats(), "orders turned over"
    gains = {seat: place.gain for seat, place in scene.coasters.places.items()}
    assert gains == dict(enumerate(bill.gains))
    assert [plate.counter.target for plate in scene.plates] == list(bill.scores)
    assert scene.plates[bill.innkeeper].subtitle == "Innkeeper"
    assert "order placed" not in {plate.subtitle for plate in scene.plates}
    standing = [sprite.barrel for sprite in scene.table.barrels if sprite.standing]
    assert standing, "the round's standing barrels are still on the shelf"
    # Nothing moves on by itself while people are at the table: no curtain, no computer.
    history = len(game.history)
    frames(app, 200, SLOW_FRAME)  # ten seconds, at 20 frames a second
    assert scene.holds_table() and len(game.history) == history
    assert app.context.manager.top is scene and scene.prompt.text.startswith("Round 1 is")
    press(pygame.K_RETURN)
    frames(app, 3)
    assert not scene.holds_table()
    play_until(app, scene, lambda: scene.round_end is None)
    assert "Round 2" in scene.round_label(scene.view())
    assert not any(sprite.standing for sprite in scene.table.barrels)
    assert not scene.coasters.ordered_seats() and not scene.plaque.shown
    # Nobody "has ordered" in the new round, and a score reads as one.
    assert "order placed" not in {plate.subtitle for plate in scene.plates}
    assert scene.plates[0].format_score(12) == "12 pts"
    assert all(place.gain is None for place in scene.coasters.places.values())


def test_a_space_or_a_digit_at_the_bill_is_answered_and_takes_nothing(app: App) -> None:
    """A Space or a digit while the bill waits did nothing without a word: now a note
    names the press that moves on, and the press is not kept for later."""
    set_speed(app, "fast")
    scene = start(app)
    game = scene.session.game
    play_until(app, scene, lambda: bool(bills(scene)) and scene.is_still())
    history = len(game.history)
    for key in (pygame.K_SPACE, pygame.K_3):
        scene.toasts.toasts.clear()
        press(key)
        frames(app, 3)
        said = [toast.text for toast in scene.toasts.toasts]
        assert said == ["Only Enter or a click goes on from here."], said
        assert scene.holds_table() and len(game.history) == history
    press(pygame.K_RETURN)
    frames(app, 3)
    assert not scene.holds_table() and len(game.history) == history


def test_the_click_that_skips_the_counting_does_not_also_skip_the_bill(app: App) -> None:
    set_speed(app, "slow")
    scene = start(app)
    play_until(app, scene, lambda: bool(bills(scene)) and scene.driver.is_busy)
    press(pygame.K_RETURN)  # fast-forwards the round's last animation
    frames(app, 3)
    assert scene.holds_table() and scene.plaque.is_billed
    press(pygame.K_RETURN)  # now the bill has been seen: this one moves on
    frames(app, 3)
    assert not scene.holds_table()


def test_a_failed_throw_says_so_and_then_leaves_the_revealed_orders_in_view(app: App) -> None:
    """The ribbon says the failure over the crossed-out shelf; once the orders are revealed
    it is down, off the order cards and gains it is about, and the plaque says it failed
    (trial s26 A/129: the ribbon lay over a revealed order card for the whole bill)."""
    set_speed(app, "fast")
    scene = start(app)  # seed 4: the first innkeeper's second throw leaves nothing standing
    game = scene.session.game
    play_until(app, scene, lambda: scene.notice.startswith("Nothing thrown stands"))
    assert any(isinstance(event, InnkeeperFailed) for event in game.log)
    assert not scene.plaque.is_billed  # the ribbon is up before the bill
    play_until(app, scene, lambda: bool(bills(scene)) and scene.is_still())
    assert bills(scene)[0].failed and scene.holds_table()
    assert scene.notice == "", f"the ribbon {scene.notice!r} stays over the revealed orders"
    assert scene.plaque.is_billed and scene.plaque.failed
    press(pygame.K_RETURN)
    play_until(app, scene, lambda: scene.round_end is None)
    assert scene.notice == ""


def test_with_only_computers_the_bill_stays_a_readable_while(app: App) -> None:
    seats = [SeatConfig(f"Bot {seat}", seat, SeatKind.COMPUTER, "easy") for seat in range(3)]
    session = GameSession.start(GAMES["polterfass"], seats, seed=7)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    play_until(app, scene, lambda: scene.round_end is not None and scene.round_end.seen)
    held = 0
    while scene.holds_table():
        frames(app, 1)
        held += 1
        assert held < 600, "the pause never ended"
    assert held >= 150, f"the bill stayed only {held} frames"  # about 3 s at 60 Hz


def test_the_first_throw_stays_readable_before_the_curtain_covers_it(app: App) -> None:
    """Everybody may see the first throw; the curtain for the first guest's
    order must not cover it the moment the barrels settle."""
    seats = [SeatConfig("Mina", 0), SeatConfig("지훈", 1)]
    session = GameSession.start(GAMES["polterfass"], seats, seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    game = session.game
    innkeeper = game.state.innkeeper
    play_until(app, scene, lambda: scene.accepts_input and game.state.phase is Phase.FIRST_THROW)
    while game.state.phase is Phase.FIRST_THROW:  # PF-D4: until a number barrel stands
        scene.act(Throw(innkeeper))
        play_until(app, scene, lambda: scene.accepts_input or game.state.phase is Phase.ORDERS)
    table = scene.table
    settled = 0
    for _ in range(600):
        if isinstance(app.context.manager.top, CurtainScene):
            break
        frames(app, 1)
        resting = all(sprite.lift == 0 and (not sprite.standing or sprite.position
                                            == pygame.Vector2(table.slot(sprite.barrel)))
                      for sprite in table.barrels)
        settled += resting and any(sprite.standing for sprite in table.barrels)
    assert isinstance(app.context.manager.top, CurtainScene)
    assert settled >= 60, f"the first throw was readable for {settled} frames only"
    # Behind the curtain and after it, the barrels lie where they landed (they used to
    # jump back into the pile when the scene came back from the curtain).
    lying = {sprite.barrel: pygame.Vector2(sprite.position) for sprite in table.barrels
             if not sprite.standing}
    press(pygame.K_RETURN)
    play_until(app, scene, lambda: scene.accepts_input)
    assert {sprite.barrel: sprite.position for sprite in table.barrels
            if not sprite.standing} == lying



def test_the_bill_prompt_survives_a_switch_to_the_controller(app: App) -> None:
    """Picking up the controller rewrites the prompt; while the bill waits it still says
    so, and names the controller's button."""
    set_speed(app, "fast")
    scene = start(app)
    play_until(app, scene, lambda: scene.holds_table() and scene.is_still())
    app.context.input.using_controller = True
    scene.driver.follow_input_device()
    assert scene.prompt.text == "Round 1 is settled. Press A or click to clear the table"


def test_no_button_stays_on_the_table_once_the_round_is_counted(app: App) -> None:
    """Trial s21: after a person's last count a greyed "Double the 5" stayed on screen
    while the round was settled, a button that could do nothing. From the move that
    settles a round until the table resets, the table draws no button."""
    set_speed(app, "fast")
    scene = start(app)
    counted_by_a_person = 0
    for round_number in range(1, 7):
        play_until(app, scene, lambda: len(bills(scene)) >= round_number)  # noqa: B023
        last = scene.session.game.history[-1]
        counted_by_a_person += (isinstance(last, Remove | Double)
                                and scene.session.seats[last.seat].is_person)
        while not scene.is_still():
            buttons = [piece for piece in scene.controls.buttons if isinstance(piece, Button)]
            assert not buttons, (round_number, last, [button.rect for button in buttons])
            frames(app, 1)
        press(pygame.K_RETURN)
        play_until(app, scene, lambda: scene.round_end is None)
    assert counted_by_a_person, "no round ended on a person's count"
