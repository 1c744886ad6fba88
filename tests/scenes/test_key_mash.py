"""A mash of the keyboard chooses nothing, on any screen, in a game and in a lesson
(DESIGN §3, "one press, one action"; scenes/shell/mash.py).

A new player's trial typed, fast: F1 q x 9 0 Backspace Ctrl+Z Delete Home End Insert F5 m
k p c. At a real Big Shot bid prompt its K took a loan (money 10M → 19M, then Pass
refused); at Polterfass's close-the-tap decision its C closed the tap, in the lesson
and, the same key, in a real game; its digits set a lesson's bid to 9M. Here the
program is driven at 60 frames a second with that burst, pressed and let go key by key,
and nothing is chosen; a deliberate C a moment later still acts, and K asks, then takes
the loan at a second K.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.big_shot.auction import LOAN_AGAIN_SECONDS
from scenes.games.big_shot.scene import BigShotScene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.mash import MASH_QUIET_SECONDS
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.games.big_shot_events import Bid
from tabletop.games.polterfass import SPECIALS, CloseTap, Special, Throw
from tabletop.games.polterfass import Phase as PolterPhase
from tabletop.lessons.big_shot import SORA
from tabletop.lessons.polterfass import INNKEEPER
from tabletop.session import GameSession
from tests.scenes.lesson_walk import open_lesson, ready, take_step
from tests.scenes.test_big_shot_scene import _to_auction, start
from tests.scenes.test_game_base import FRAME, frames

pytestmark = pytest.mark.mash

BURST: tuple[tuple[int, int], ...] = (
    (pygame.K_F1, 0), (pygame.K_q, 0), (pygame.K_x, 0), (pygame.K_9, 0), (pygame.K_0, 0),
    (pygame.K_BACKSPACE, 0), (pygame.K_z, pygame.KMOD_LCTRL), (pygame.K_DELETE, 0),
    (pygame.K_HOME, 0), (pygame.K_END, 0), (pygame.K_INSERT, 0), (pygame.K_F5, 0),
    (pygame.K_m, 0), (pygame.K_k, 0), (pygame.K_p, 0), (pygame.K_c, 0),
)
"""The trial's burst, in its order (Ctrl+Z: Ctrl held around the Z)."""

PACES = {"xdotool": 2, "ten_a_second": 6}
"""Frames from one key of the burst to the next: a key a frame pressed, a frame let go
(as a tool types, 30 ms a key), and a hurried hand's ten keys a second."""


def post(kind: int, key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))


def tap(shell: App, key: int, mod: int = 0, frames_after: int = 1) -> None:
    """``key`` pressed (Ctrl held with it for a Ctrl mod), a frame, let go."""
    if mod:
        post(pygame.KEYDOWN, pygame.K_LCTRL, mod)
    post(pygame.KEYDOWN, key, mod)
    frames(shell, 1)
    post(pygame.KEYUP, key, mod)
    if mod:
        post(pygame.KEYUP, pygame.K_LCTRL)
    frames(shell, frames_after)


def burst(shell: App, pace: int) -> None:
    for key, mod in BURST:
        tap(shell, key, mod, frames_after=pace - 1)


def quiet(shell: App) -> None:
    """The hands off the keyboard a little longer than a mash's quiet."""
    frames(shell, round((MASH_QUIET_SECONDS + 0.2) / FRAME))


def settled(shell: App, scene: GameScene[Any]) -> None:
    for _ in range(600):
        frames(shell, 1)
        if scene.accepts_input and scene.driver.is_settled:
            return
    raise AssertionError("the table never waited for the person")


# ---------------------------------------------------------------- Big Shot


def bid_prompt(app: App) -> tuple[BigShotScene, BigShotEngine]:
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
                        SeatConfig("Easy", 2, SeatKind.COMPUTER, "easy")])
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    _to_auction(app, scene)
    settled(app, scene)
    quiet(app)
    colour = game.state.acting_colour
    assert colour is not None and game.can_take_loan(colour), "K would take a loan here"
    return scene, game


@pytest.mark.parametrize("pace", PACES.values(), ids=PACES.keys())
def test_a_burst_at_a_big_shot_bid_prompt_takes_no_loan_and_sets_no_bid(app: App,
                                                                        pace: int) -> None:
    scene, game = bid_prompt(app)
    before, amount = game.to_dict(), scene.pad.amount
    burst(app, pace)
    frames(app, 30)
    assert game.to_dict() == before, "the burst made a move (a loan, a pass or a bid)"
    assert game.state.loan_floor is None
    assert scene.pad.amount == amount and not scene.pad.typed, "the burst's digits set a bid"
    assert scene.pad.pass_button.enabled


BURST_AFTER_K = ((pygame.K_k, 0), (pygame.K_p, 0), (pygame.K_9, 0), (pygame.K_RETURN, 0),
                 (pygame.K_SPACE, 0))
"""Trial s33 M/011: typed fast in a bidder's turn, its first key, K, took a loan (Pass went
grey, a bid past the cash forced); the mash rule held back only the keys after the second."""


@pytest.mark.parametrize("apart", [0, 1, 4], ids=["one_frame", "a_frame_apart", "60ms"])
def test_a_burst_that_begins_with_k_takes_no_loan(app: App, apart: int) -> None:
    """The keys a frame or two apart, or all in one frame (a few ms), pressed and let go."""
    _scene, game = bid_prompt(app)
    colour = game.state.acting_colour
    assert colour is not None
    cash = game.state.cash[colour]
    for key, mod in BURST_AFTER_K:
        post(pygame.KEYDOWN, key, mod)
        post(pygame.KEYUP, key, mod)
        frames(app, apart)
    frames(app, 30)
    assert not game.state.loans[colour] and game.state.cash[colour] == cash, "a loan was taken"
    assert game.state.loan_floor is None


def test_k_asks_and_a_second_k_after_a_breath_takes_the_loan(app: App) -> None:
    """K says what the loan gives and costs and the bid it then asks (as Enter on Loan's ask
    does, trial s32 K/002); the next press, K again half a second or more
    later, takes it: two presses, as Enter on Loan takes it."""
    scene, game = bid_prompt(app)
    colour = game.state.acting_colour
    assert colour is not None
    cash = game.state.cash[colour]
    tap(app, pygame.K_k, frames_after=2)
    assert not game.state.loans[colour]
    loan = scene.pad.loan_button
    assert loan.due is not None, "open money: the ask says the bid the loan binds to"
    assert scene.frame.prompt.text == app.context.words(
        "big_shot_scene.loan_ask_key_due", key="K", due=loan.due, **loan.label_args)
    frames(app, 1, dt=LOAN_AGAIN_SECONDS)
    tap(app, pygame.K_k, frames_after=10)
    assert game.state.loans[colour] == 1 and game.state.cash[colour] == (cash or 0) + 9


def test_a_quick_second_k_or_a_key_between_takes_no_loan(app: App) -> None:
    """K K in a breath only asks again; K, another key, K asks again too: the loan is taken
    only by the very next press after the ask, made after a breath."""
    scene, game = bid_prompt(app)
    colour = game.state.acting_colour
    assert colour is not None
    tap(app, pygame.K_k)
    tap(app, pygame.K_k, frames_after=2)
    assert not game.state.loans[colour] and scene.pad.loan_button.asked
    frames(app, 1, dt=LOAN_AGAIN_SECONDS)
    tap(app, pygame.K_MINUS, frames_after=1)  # another key: the ask is over
    frames(app, 1, dt=LOAN_AGAIN_SECONDS)
    tap(app, pygame.K_k, frames_after=2)
    assert not game.state.loans[colour], "a K after another key took the loan"
    frames(app, 1, dt=LOAN_AGAIN_SECONDS)
    tap(app, pygame.K_k, frames_after=10)
    assert game.state.loans[colour] == 1


@pytest.mark.parametrize("language", ["en", "ko"])
def test_after_a_loan_the_prompt_says_how_to_give_it_back(app: App, language: str) -> None:
    """BS-D6: a loan is taken only to bid beyond one's cash, so no pass follows it; the
    prompt says how a player who took it by mistake gives it back, and Ctrl+Z does."""
    from dataclasses import replace

    from tabletop.i18n import Words

    app.context.apply_settings(replace(app.context.settings, language=language))
    scene, game = bid_prompt(app)
    colour = game.state.acting_colour
    assert colour is not None
    tap(app, pygame.K_k)
    frames(app, 1, dt=LOAN_AGAIN_SECONDS)
    tap(app, pygame.K_k, frames_after=30)
    assert game.state.loan_floor is not None and not scene.pad.pass_button.enabled
    words = Words(language)
    assert words("table.undo") in scene.prompt.text and "Ctrl+Z" in scene.prompt.text, \
        scene.prompt.text
    quiet(app)
    tap(app, pygame.K_z, pygame.KMOD_LCTRL, frames_after=30)
    assert game.state.loan_floor is None and not game.state.loans[colour]
    assert scene.pad.pass_button.enabled


def test_a_number_then_enter_at_a_big_shot_bid_prompt_still_bids_it(app: App) -> None:
    """Two digits and Space, a frame apart: a number and its confirmation are no mash."""
    _scene, game = bid_prompt(app)
    colour = game.state.acting_colour
    assert colour is not None
    low = game.min_bid()
    assert low <= 9
    tap(app, pygame.K_0)
    tap(app, pygame.K_9)
    tap(app, pygame.K_SPACE, frames_after=10)
    assert Bid(game.seat_of(colour), 9) in game.history


def test_a_burst_after_a_mash_acts_once_the_keys_were_quiet(app: App) -> None:
    """The burst, then a deliberate K once the keyboard was quiet a moment: the loan."""
    _scene, game = bid_prompt(app)
    burst(app, PACES["xdotool"])
    assert game.state.loan_floor is None
    tap(app, pygame.K_k, frames_after=10)
    assert game.state.loan_floor is None, "a K right after the burst is still the mash"
    quiet(app)
    tap(app, pygame.K_k)
    frames(app, 1, dt=LOAN_AGAIN_SECONDS)
    tap(app, pygame.K_k, frames_after=10)
    assert game.state.loan_floor is not None


def test_escape_in_a_burst_still_opens_the_pause_menu(app: App) -> None:
    scene, _game = bid_prompt(app)
    for key, mod in BURST[:6]:
        tap(app, key, mod)
    tap(app, pygame.K_ESCAPE, frames_after=10)
    assert app.context.manager.top is not scene, "Escape in a burst did not pause"


# ---------------------------------------------------------------- Polterfass


def close_the_tap_decision(app: App) -> tuple[PolterfassScene, Any]:
    """A real two-seat game at its innkeeper's throw-again-or-close decision."""
    from tests.games.test_polterfass import ALL, new_game, throw_script

    game = new_game(2, throw_script(ALL, {0: 9, 3: 4, SPECIALS[0]: Special.ARROW}))
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    session = GameSession(GAMES["polterfass"], game, seats)
    from scenes.games import make_game_scene

    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    scene.act(Throw(0))
    for _ in range(3000):
        frames(app, 1)
        if game.state.phase is PolterPhase.SERVING and scene.accepts_input \
                and scene.driver.is_settled and scene.close_button.enabled:
            break
    else:
        raise AssertionError("the innkeeper's decision never came")
    quiet(app)
    return scene, game


@pytest.mark.parametrize("pace", PACES.values(), ids=PACES.keys())
def test_a_burst_at_polterfass_close_the_tap_closes_nothing(app: App, pace: int) -> None:
    _scene, game = close_the_tap_decision(app)
    before = game.to_dict()
    burst(app, pace)
    frames(app, 30)
    assert game.to_dict() == before, "the burst's C closed the tap"
    assert not any(isinstance(action, CloseTap) for action in game.history)


def test_a_single_c_at_polterfass_close_the_tap_closes_it(app: App) -> None:
    _scene, game = close_the_tap_decision(app)
    tap(app, pygame.K_c, frames_after=10)
    assert isinstance(game.history[-1], CloseTap)


# ---------------------------------------------------------------- lessons


def walk_to(shell: App, game_id: str, expected: object) -> GameScene[Any]:
    scene = open_lesson(shell, game_id)
    for _ in range(len(scene.driver.lesson.steps)):
        step = scene.driver.step
        if step is not None and step.expect == expected:
            ready(shell, scene)
            quiet(shell)
            return scene
        take_step(shell, scene)
    raise AssertionError(f"no step of the {game_id} lesson waits for {expected}")


def lesson_state(scene: GameScene[Any]) -> tuple[object, ...]:
    return (scene.driver.step_index, scene.driver.finished, scene.session.game.to_dict())


@pytest.mark.parametrize("pace", PACES.values(), ids=PACES.keys())
def test_a_burst_at_the_polterfass_lessons_close_the_tap_step_closes_nothing(
        app: App, pace: int) -> None:
    scene = walk_to(app, "polterfass", CloseTap(INNKEEPER))
    before = lesson_state(scene)
    burst(app, pace)
    frames(app, 30)
    assert lesson_state(scene) == before, "the burst's C closed the lesson's tap"
    tap(app, pygame.K_c, frames_after=30)
    assert scene.session.game.history[-1] == CloseTap(INNKEEPER), "a single C is the step"


def test_a_burst_at_the_big_shot_lessons_bid_step_sets_no_bid(app: App) -> None:
    scene = walk_to(app, "big_shot", Bid(SORA, 5))
    assert isinstance(scene, BigShotScene)
    before, amount = lesson_state(scene), scene.pad.amount
    burst(app, PACES["xdotool"])
    frames(app, 30)
    assert lesson_state(scene) == before
    assert scene.pad.amount == amount, f"the burst set the bid to {scene.pad.amount}M"
    assert scene.session.game.state.phase is Phase.AUCTION


# ---------------------------------------------------------------- typing


def test_a_name_typed_fast_is_no_mash(app: App) -> None:
    """A name typed a key a frame, a slip taken back with Backspace and Enter at once: every
    key reaches the field being edited (four different keys in a quarter of a second)."""
    from scenes.screens.setup import SetupScene, TextField

    setup = SetupScene(app.context, "yacht")
    app.context.manager.apply(Push(setup))
    frames(app, 40)
    field = setup.fields[0]
    assert isinstance(field, TextField)
    field.begin()
    for letter in "Joan":
        post(pygame.KEYDOWN, pygame.key.key_code(letter))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=letter))
        frames(app, 1)
        post(pygame.KEYUP, pygame.key.key_code(letter))
    tap(app, pygame.K_BACKSPACE)
    post(pygame.KEYDOWN, pygame.K_e)
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="e"))
    frames(app, 1)
    tap(app, pygame.K_RETURN, frames_after=2)
    assert not field.editing, "Enter did not finish the name"
    assert setup.seat_configs()[0].name == "Joae"


# ---------------------------------------------------------------- after a long mash


def test_after_a_long_mash_on_the_results_a_deliberate_enter_counts_once_quiet(app: App) -> None:
    """A trial mashed Space, a digit, Enter and a digit, eight keys a second, for minutes
    over the results; then a deliberate Enter seemed ignored for seconds (not reproduced
    there). Here a minute of that mash ends on the results; the program runs on by its own
    loop (it goes idle, as a real window does), and an arrow and Enter a second later take the
    Menu: the gates stay shut no longer than their quiet times. (The mash itself, Enter in
    it too, takes no action: the final table waits for a press of its own.)"""
    import time

    from scenes.screens.menu import MenuScene
    from scenes.screens.results import ResultsScene
    from tests.scenes.test_finished_game import finish_on_the_table
    from tests.scenes.test_key_bursts import Keyboard

    finish_on_the_table(app)
    keyboard = Keyboard(app)
    keys = (pygame.K_SPACE, pygame.K_3, pygame.K_RETURN, pygame.K_5)
    keyboard.mash(keys, 3.0)  # a mash takes no action: the final table stays
    assert keyboard.tops == ["YachtScene"], keyboard.tops
    keyboard.run(0.6)
    keyboard.tap(pygame.K_RETURN)  # one press opens the results
    keyboard.run(0.5)
    assert isinstance(app.context.manager.top, ResultsScene), keyboard.tops
    keyboard.mash(keys, 60.0)
    assert isinstance(app.context.manager.top, ResultsScene), keyboard.tops
    # The program's own loop, in real time, past the 2 s card of the mash's last Enter
    # held back ("held_back": a confirming key a mash holds back says so, trial s35 R/001).
    deadline = time.monotonic() + 2.3
    while time.monotonic() < deadline:
        app.tick()
    assert app.is_idle(), "the results should be still and the loop idle by now"
    keyboard.tap(pygame.K_RIGHT)  # an arrow, the focus moving to Menu
    keyboard.run(0.5)  # and once it was seen, Enter takes it
    keyboard.press(pygame.K_RETURN)
    app.tick()
    keyboard.release(pygame.K_RETURN)
    for _ in range(30):
        app.tick()
    assert isinstance(app.context.manager.top, MenuScene), "Enter after the mash was ignored"
