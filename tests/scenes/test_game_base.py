"""The shared game-scene loop, driven with the toy hidden-information game.

The toy game (tests/core/toy_game.py) has secret hands, so it exercises
what Yacht cannot: the privacy curtain and drawing private cards only from
the confirmed person's own view.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.app import App, Launch
from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.scene import Push, Replace, Scene
from scenes.widgets.tween import AnimationSpeed, Step, Tween, set_animation_speed
from tabletop.core.actions import Action, IllegalAction
from tabletop.core.engine import Engine
from tabletop.core.events import Event
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.session import GameSession
from tests.core.toy_game import TOY_SPEC, CardDealt, Draw, Pass, Play

FRAME = 1 / 60


# ---------------------------------------------------------------- harness shared with Yacht tests


@pytest.fixture
def app() -> Iterator[App]:
    """The real program shell under SDL's dummy drivers, keeping settings in memory."""
    from scenes import assets, audio

    shell = App(Launch(lang="en"), persist=False)
    yield shell
    set_animation_speed(AnimationSpeed.NORMAL)
    audio.shutdown()
    assets.clear_caches()
    pygame.quit()


def set_speed(shell: App, speed: str) -> None:
    shell.context.apply_settings(replace(shell.context.settings, animation_speed=speed))


def frames(shell: App, count: int = 1, dt: float = FRAME) -> None:
    """Run ``count`` real main-loop frames (events from pygame's queue, update, draw)."""
    for _ in range(count):
        shell.step(dt)


def click(position: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=position, button=1))


def press(key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


# ---------------------------------------------------------------- a scene for the toy game


class ToyScene(GameScene):
    """The smallest real game scene: P plays the first card, D draws; records what it shows."""

    text_namespace = "yacht_scene"

    def __init__(self, context: Any, session: GameSession) -> None:
        self.drawn_hands: list[list[list[int] | None]] = []
        self.animated: list[Event] = []
        super().__init__(context, session)

    def sync(self, view: Engine[Any]) -> None:
        self.hands = [None if hand is None else list(hand) for hand in view.state.hands]

    def animate(self, event: Event) -> Step | None:
        self.animated.append(event)
        return Tween(0.5)

    def describe(self, event: Event) -> str | None:
        return type(event).__name__

    def handle_input(self, event: pygame.event.Event) -> None:
        seat = self.session.current_seat
        if event.type != pygame.KEYDOWN or seat is None:
            return
        if event.key == pygame.K_p:
            hand = self.view().state.hands[seat]
            self.act(Play(seat, hand[0]) if hand else Pass(seat))
        elif event.key == pygame.K_d:
            self.act(Draw(seat))

    def draw_board(self, surface: pygame.Surface) -> None:
        # Everything private on screen comes from this one view.
        self.drawn_hands.append([None if h is None else list(h) for h in self.view().state.hands])


PEOPLE = (SeatKind.PERSON, SeatKind.PERSON)


def toy_session(
    kinds: tuple[SeatKind, ...], seed: int = 3, turns: int = 6, *, hidden: bool = True
) -> GameSession:
    seats = [SeatConfig(f"P{index + 1}", index) for index in range(len(kinds))]
    game = TOY_SPEC.new_game(len(kinds), seed, {"turns": turns})
    spec = TOY_SPEC
    if not hidden:
        spec = replace(TOY_SPEC, has_hidden_information=False)
    session = GameSession(spec, game, seats)
    # The toy game is not in the registry, so its computer seats are wired up here.
    for index, kind in enumerate(kinds):
        if kind is SeatKind.COMPUTER:
            session.seats[index] = SeatConfig(f"Bot{index + 1}", index, SeatKind.COMPUTER)
            session.bots[index] = SpyBot()
    return session


class SpyBot:
    """Plays its first legal action, recording the thread it thought on; thinks slowly."""

    def __init__(self, seconds: float = 0.0) -> None:
        self.seconds = seconds
        self.threads: list[threading.Thread] = []

    def choose(self, view: Engine[Any]) -> Action:
        self.threads.append(threading.current_thread())
        time.sleep(self.seconds)
        return view.legal_actions()[0]


def push(shell: App, scene: Scene) -> None:
    shell.context.manager.apply(Push(scene))


# ---------------------------------------------------------------- tests


def test_illegal_action_shows_the_reason_and_changes_nothing(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    before = scene.session.game.to_dict()
    hand = scene.session.game.state.hands[0]
    missing = next(card for card in range(1, 10) if card not in hand)

    assert scene.act(Play(0, missing)) is False

    assert scene.session.game.to_dict() == before
    assert scene.toasts.toasts[-1].text == IllegalAction("core.error.unknown_action").reason
    assert scene.timeline.is_idle and not scene.animated


def test_animation_locks_input_and_a_click_fast_forwards(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    press(pygame.K_d)
    frames(app, 2)
    assert scene.is_busy and not scene.accepts_input
    history = len(scene.session.game.history)

    press(pygame.K_d)  # a key during the animation skips it (and then counts)
    frames(app, 1)
    assert len(scene.session.game.history) == history + 1
    assert scene.is_busy
    click((5, 300))
    frames(app, 1)
    assert scene.timeline.is_idle and scene.accepts_input
    assert len(scene.session.game.history) == history + 1  # the click only skipped


def test_a_computer_acts_only_when_idle_on_a_worker_thread(app: App) -> None:
    session = toy_session((SeatKind.PERSON, SeatKind.COMPUTER))
    bot = session.bots[1]
    assert isinstance(bot, SpyBot)
    bot.seconds = 0.3  # slow thinking must not slow the frames
    scene = ToyScene(app.context, session)
    push(app, scene)
    press(pygame.K_p)
    frames(app, 1)
    assert scene.is_busy and session.current_seat == 1
    frames(app, 10)
    assert not bot.threads, "the computer waited for the animation"

    # Frames keep coming while the computer thinks for 0.3 s; a loop that waited
    # for it would run one or two frames in that time. (Counting frames, not
    # timing them, keeps this check steady on a busy machine.)
    frames_while_thinking = 0
    deadline = time.monotonic() + 5
    while session.current_seat == 1 and time.monotonic() < deadline:
        frames(app, 1)
        frames_while_thinking += 1
        time.sleep(0.002)
    assert session.current_seat == 0
    assert bot.threads and all(t is not threading.main_thread() for t in bot.threads)
    assert frames_while_thinking >= 10


def test_curtain_between_two_people_hides_private_cards(app: App) -> None:
    session = toy_session((SeatKind.PERSON, SeatKind.PERSON))
    scene = ToyScene(app.context, session)
    push(app, scene)
    frames(app, 2)
    manager = app.context.manager
    # Two people at one screen: even the first hand waits behind the curtain.
    assert isinstance(manager.top, CurtainScene)
    scene.drawn_hands.clear()
    frames(app, 3)
    assert scene.drawn_hands and all(hands == [None, None] for hands in scene.drawn_hands)

    press(pygame.K_RETURN)
    frames(app, 2)
    assert manager.top is scene
    assert scene.drawn_hands[-1][0] == session.game.state.hands[0]
    assert scene.drawn_hands[-1][1] is None

    press(pygame.K_p)  # P1 plays; the turn passes to the other person
    frames(app, 40)
    assert isinstance(manager.top, CurtainScene)
    assert "P2" in manager.top.curtain.name
    scene.drawn_hands.clear()
    frames(app, 3)
    assert all(hands == [None, None] for hands in scene.drawn_hands)

    press(pygame.K_SPACE)
    frames(app, 2)
    assert manager.top is scene
    assert scene.drawn_hands[-1] == [None, session.game.state.hands[1]]


def test_no_curtain_for_a_game_without_hidden_information(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    frames(app, 3)
    assert app.context.manager.top is scene


def test_escape_pushes_the_pause_menu(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    press(pygame.K_ESCAPE)
    frames(app, 1)
    assert isinstance(app.context.manager.top, PauseScene)


def test_undo_is_refused_across_a_reveal(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    press(pygame.K_d)  # a drawn card is a reveal: no undo across it
    frames(app, 40)
    assert not scene.session.can_undo and not scene.undo_button.enabled
    before = scene.session.game.to_dict()
    press(pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 1)
    assert scene.session.game.to_dict() == before


def test_game_over_hands_over_to_the_results(app: App) -> None:
    set_speed(app, "instant")
    scene = ToyScene(app.context, toy_session((SeatKind.PERSON, SeatKind.COMPUTER), turns=6))
    push(app, scene)
    manager = app.context.manager
    # The computer thinks on a worker thread: wait on the clock, not on a frame
    # count (uncapped test frames can outrun a thread that has not been scheduled).
    deadline = time.monotonic() + 10
    while not isinstance(manager.top, ResultsScene) and time.monotonic() < deadline:
        if scene.accepts_input:
            press(pygame.K_p)
        frames(app, 1)
        time.sleep(0.001)
    assert scene.session.game.is_over
    assert isinstance(manager.top, ResultsScene)
    assert manager.top.session is scene.session
    assert any(isinstance(event, CardDealt) for event in scene.session.game.log)


def test_results_wait_for_the_last_animation(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, turns=6, hidden=False))
    push(app, scene)
    while not scene.session.game.is_over:
        scene.timeline.fast_forward()
        scene.update(FRAME)
        seat = scene.session.current_seat
        assert seat is not None
        scene.act(scene.session.game.legal_actions()[0])
    assert scene.is_busy
    assert scene.update(FRAME) is None  # the final animation still plays
    transition = None
    for _ in range(400):
        transition = scene.update(FRAME)
        if transition is not None:
            break
    assert isinstance(transition, Replace) and isinstance(transition.scene, ResultsScene)
