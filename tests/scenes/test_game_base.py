"""The shared game-scene loop, driven with the toy hidden-information game.

The toy game (tests/core/toy_game.py) has secret hands and sealed plays, so
it exercises what Yacht cannot: the privacy curtain, the card hand, and
drawing private cards only from the confirmed person's own view.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.games.manners import DECISION_QUIET_SECONDS
from scenes.screens.pause import PauseScene
from scenes.screens.results import ResultsScene
from scenes.shell.app import App, Launch
from scenes.shell.manager import ACTIVATE_QUIET_SECONDS, GRACE_QUIET_SECONDS
from scenes.shell.scene import Push, Replace, Scene
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite
from tabletop.core.actions import Action, IllegalAction
from tabletop.core.engine import Engine
from tabletop.core.events import PrivateEvent
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.session import GameSession
from tests.core.toy_game import TOY_SPEC, CardDealt, Play
from tests.patience import PATIENCE, tries
from tests.scenes.program import close_window
from tests.scenes.toy_scene import ToyScene

FRAME = 1 / 60

SLOW_FRAME = 1 / 20
"""A frame of a machine drawing 20 frames a second (within scenes/shell/app.py's MAX_DT),
for a long test that looks at every frame of a whole game: the same table time in a
third of the frames, each one drawn and looked at (lesson_walk.WAIT_FRAME likewise)."""


# ---------------------------------------------------------------- harness shared with Yacht tests


@pytest.fixture
def app() -> Iterator[App]:
    """The real program shell under SDL's dummy drivers, keeping settings in memory;
    closed with its fonts kept open for the next test (close_window)."""
    from scenes.shell import audio

    shell = App(Launch(lang="en"), persist=False)
    yield shell
    audio.shutdown()
    close_window()


def set_speed(shell: App, speed: str) -> None:
    shell.context.apply_settings(replace(shell.context.settings, animation_speed=speed))


def frames(shell: App, count: int = 1, dt: float = FRAME) -> None:
    """Run ``count`` real main-loop frames (events from pygame's queue, update, draw)."""
    for _ in range(count):
        shell.step(dt)


def until_input(shell: App, scene: GameScene[Any]) -> None:
    """Frames until ``scene`` waits for a person (a computer may think on its thread)."""
    for _ in tries(600):
        frames(shell, 1)
        if scene.accepts_input:
            return
        time.sleep(0.001)
    raise AssertionError("the table never waited for a person")


def click(position: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=position, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=position, button=1))


def aim_and_click(position: tuple[int, int]) -> None:
    """The pointer moved onto ``position``, then a click there: as a person clicks (a
    card that came under a resting pointer is not played, :class:`CardHand`)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=position, rel=(1, 0),
                                         buttons=(0, 0, 0)))
    click(position)


def press(key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


QUIET_SECONDS = max(ACTIVATE_QUIET_SECONDS, GRACE_QUIET_SECONDS, DECISION_QUIET_SECONDS) + 2 * FRAME
"""How long a privacy curtain stands, its keys quiet, before a press lifts it (a burst
from the seat before does not)."""


def rest_through_grace(shell: App) -> None:
    """One frame as long as the grace left on the screen on top (a cover's 1.0 s), as a
    person who waits it out before pressing; the table beneath waits with it. A loop
    that ran it out at :data:`FRAME` a frame drew about 90 frames of the cover each time,
    two thirds of a whole Wizard round's frames."""
    frames(shell, 1, dt=shell.context.manager.grace_left + FRAME)


def lift_curtain(shell: App) -> None:
    """Enter on a privacy curtain as the next person presses it: once the keys have been
    quiet a moment (one long frame: the curtain alone runs, the table beneath waits)."""
    frames(shell, 1, dt=QUIET_SECONDS)
    press(pygame.K_RETURN)


PEOPLE = (SeatKind.PERSON, SeatKind.PERSON)


def toy_session(
    kinds: tuple[SeatKind, ...], seed: int = 3, rounds: int = 5, *, hidden: bool = True,
    colours: tuple[int, ...] = (),
) -> GameSession:
    colours = colours or tuple(range(len(kinds)))
    seats = [SeatConfig(f"P{index + 1}", colours[index]) for index in range(len(kinds))]
    game = TOY_SPEC.new_game(len(kinds), seed, {"rounds": rounds})
    spec = TOY_SPEC
    if not hidden:
        spec = replace(TOY_SPEC, has_hidden_information=False)
    session = GameSession(spec, game, seats)
    # The toy game is not in the registry, so its computer seats are wired up here.
    for index, kind in enumerate(kinds):
        if kind is SeatKind.COMPUTER:
            session.seats[index] = SeatConfig(f"Bot{index + 1}", colours[index],
                                              SeatKind.COMPUTER)
            session.bots[index] = SpyBot()
    return session


class SpyBot:
    """Plays its first legal action, recording the process it thought in; thinks slowly."""

    def __init__(self, seconds: float = 0.0) -> None:
        self.seconds = seconds
        self.processes: list[int] = []
        self.choices = 0

    def choose(self, view: Engine[Any]) -> Action:
        self.processes.append(os.getpid())
        self.choices += 1
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
    missing = next(card for card in range(1, 21) if card not in hand)

    assert scene.act(Play(0, missing)) is False

    assert scene.session.game.to_dict() == before
    assert scene.toasts.toasts[-1].text == IllegalAction("core.error.unknown_action").reason
    assert scene.timeline.is_idle and not scene.animated


def test_animation_locks_input_and_a_click_fast_forwards(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    frames(app, 2)
    press(pygame.K_p)
    frames(app, 2)
    assert scene.driver.is_busy and not scene.accepts_input
    history = len(scene.session.game.history)

    press(pygame.K_p)  # a key during the animation skips it (and then counts)
    frames(app, 1)
    assert len(scene.session.game.history) == history + 1
    assert scene.driver.is_busy
    click((5, 300))
    frames(app, 1)
    assert scene.timeline.is_idle and scene.accepts_input
    assert len(scene.session.game.history) == history + 1  # the click only skipped


def test_a_computer_acts_only_when_idle_in_the_thinker_process(app: App) -> None:
    session = toy_session((SeatKind.PERSON, SeatKind.COMPUTER))
    bot = session.bots[1]
    assert isinstance(bot, SpyBot)
    bot.seconds = 0.3  # slow thinking must not slow the frames
    scene = ToyScene(app.context, session)
    push(app, scene)
    frames(app, 2)
    press(pygame.K_p)
    frames(app, 1)
    assert scene.driver.is_busy and session.current_seat == 1
    frames(app, 10)
    assert session.bots[1] is bot and not bot.processes, "the computer waited for the animation"

    # Frames keep coming while the computer thinks for 0.3 s; a loop that waited
    # for it would run one or two frames in that time. (Counting frames, not
    # timing them, keeps this check steady on a busy machine.)
    frames_while_thinking = 0
    deadline = time.monotonic() + PATIENCE  # the first question also starts the process
    while session.current_seat == 1 and time.monotonic() < deadline:
        frames(app, 1)
        frames_while_thinking += 1
        time.sleep(0.002)
    assert session.current_seat == 0
    assert frames_while_thinking >= 10
    # The bot thought in another process, from a copy: the session keeps the copy that
    # chose (its state is what the autosave stores), not the one it sent.
    thought = session.bots[1]
    assert isinstance(thought, SpyBot) and thought is not bot and not bot.processes
    assert thought.choices == 1 and thought.processes[0] != os.getpid()


def _secret_cards(game: Engine[Any], viewer: int | None) -> set[int]:
    """Cards only another seat may see now: its hand and its sealed, unrevealed play."""
    secret: set[int] = set()
    for seat in range(game.seats):
        if seat != viewer:
            secret.update(game.state.hands[seat] or [])
            sealed = game.state.plays.choices.get(seat)
            if sealed is not None:
                secret.add(sealed)
    return secret


def _log_lines(scene: ToyScene, viewer: int | None) -> list[str]:
    lines = [scene.describe(event) for event in scene.session.game.view(viewer).log]
    return [line for line in lines if line]


def test_two_people_and_a_computer_never_see_each_others_cards(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At every frame while the curtain is up and during the other
    person's turn, no widget draws a face or a log line only another seat may see."""
    faces: list[int] = []
    real_draw = CardSprite.draw

    def recording_draw(card: CardSprite, surface: pygame.Surface) -> None:
        if card.face_up:
            faces.append(getattr(card, "value", -1))
        real_draw(card, surface)

    monkeypatch.setattr(CardSprite, "draw", recording_draw)
    set_speed(app, "fast")
    session = toy_session((SeatKind.PERSON, SeatKind.PERSON, SeatKind.COMPUTER), rounds=5)
    scene = ToyScene(app.context, session)
    push(app, scene)
    manager = app.context.manager
    game = session.game
    curtain_frames = person_frames = seen_own_faces = 0
    clicked = False
    deadline = time.monotonic() + PATIENCE
    while not isinstance(manager.top, ResultsScene) and time.monotonic() < deadline:
        faces.clear()
        frames(app, 1)
        viewer = scene.driver.viewer
        curtain = isinstance(manager.top, CurtainScene)
        if curtain:
            curtain_frames += 1
            assert viewer is None, "the curtain is up: only the public table may show"
        secret_cards = _secret_cards(game, viewer)
        assert not secret_cards & set(faces), f"a face of another seat drawn for {viewer}"
        secret_lines = {
            scene.describe(event) for event in game.log
            if isinstance(event, PrivateEvent) and not event.is_visible_to(viewer)
        }
        shown = [text for text, _ in scene.log.entries]
        assert not secret_lines & set(shown), f"a private log line shown to {viewer}"
        lines = _log_lines(scene, viewer)  # the viewer's own view().log (then the winner)
        assert shown[:len(lines)] == lines and len(shown) <= len(lines) + game.is_over
        if viewer is not None:
            person_frames += 1
            seen_own_faces += bool(set(faces) & set(game.state.hands[viewer] or []))
        if curtain or game.is_over:  # the final table stays until a person moves on
            if curtain:
                lift_curtain(app)
            else:
                press(pygame.K_RETURN)
        elif scene.accepts_input and scene.hand.interactive:
            if not clicked:  # once with the mouse, then with the keyboard's focus
                click(scene.hand.cards[-1].rect().center)
                clicked = True
            else:
                press(pygame.K_RIGHT)
                press(pygame.K_RETURN)
        if session.is_computer_turn():  # its move comes from the thinker
            time.sleep(0.001)
    assert game.is_over and isinstance(manager.top, ResultsScene)
    assert curtain_frames > 0 and person_frames > 0 and seen_own_faces > 0
    assert sum(1 for action in game.history if action.seat == 2) == 5  # the computer played


def test_the_hand_lifts_legal_cards_and_the_focus_picks_one(app: App) -> None:
    scene = ToyScene(app.context, toy_session((SeatKind.PERSON, SeatKind.COMPUTER)))
    push(app, scene)
    frames(app, 3)
    hand = scene.hand
    assert hand.interactive and len(hand.cards) == 5
    values = [card.value for card in hand.cards]
    assert values == sorted(scene.session.game.state.hands[0] or [])
    assert all(card.legal and card.rest_lift > 0 and not card.dimmed for card in hand.cards)
    xs = [card.position.x for card in hand.cards]
    assert xs == sorted(xs) and hand.cards[0].angle > 0 > hand.cards[-1].angle  # fanned
    press(pygame.K_RIGHT)
    press(pygame.K_RIGHT)
    frames(app, 1)
    assert hand.ring.focused is hand.cards[1]
    press(pygame.K_RETURN)
    frames(app, 1)
    assert scene.session.game.history[-1] == Play(0, values[1])
    assert [e for e in scene.animated if type(e).__name__ == "ChoiceSealed"]


def test_other_hands_show_backs_and_counts_only(app: App) -> None:
    session = toy_session((SeatKind.PERSON, SeatKind.COMPUTER, SeatKind.COMPUTER))
    scene = ToyScene(app.context, session)
    push(app, scene)
    frames(app, 3)
    assert all(not card.face_up for hand in scene.others for card in hand.cards)
    assert [len(hand.cards) for hand in scene.others] == [0, 5, 5]
    assert not scene.others[1].face_up and scene.hand.face_up


def test_no_curtain_for_a_game_without_hidden_information(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    frames(app, 3)
    assert app.context.manager.top is scene


def test_the_frame_under_the_curtain_stands_still_and_names_the_next_person(
        app: App) -> None:
    """The scene beneath the curtain is not updated, so its prompt must not be caught
    half slid in (it was, a few pixels low, for as long as the curtain stayed up), nor
    the last seat's plate still glowing as if it were its turn."""
    scene = ToyScene(app.context, toy_session(PEOPLE))
    push(app, scene)
    frames(app, 3)
    assert isinstance(app.context.manager.top, CurtainScene)
    assert scene.prompt.is_still and all(plate.is_still for plate in scene.plates)
    assert scene.session.name(scene.session.current_seat) in scene.prompt.text


def test_escape_pushes_the_pause_menu(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    press(pygame.K_ESCAPE)
    frames(app, 1)
    assert isinstance(app.context.manager.top, PauseScene)


def test_undo_is_refused_across_a_reveal(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    frames(app, 2)
    press(pygame.K_p)
    frames(app, 40)
    press(pygame.K_p)  # the second seal reveals the trick: no undo across it
    frames(app, 80)
    assert not scene.session.can_undo and not scene.undo_button.enabled
    before = scene.session.game.to_dict()
    press(pygame.K_z, pygame.KMOD_CTRL)
    frames(app, 1)
    assert scene.session.game.to_dict() == before


def test_game_over_hands_over_to_the_results(app: App) -> None:
    set_speed(app, "instant")
    scene = ToyScene(app.context, toy_session((SeatKind.PERSON, SeatKind.COMPUTER), rounds=2))
    push(app, scene)
    manager = app.context.manager
    # The computer thinks on a worker thread: wait on the clock, not on a frame
    # count (uncapped test frames can outrun a thread that has not been scheduled).
    deadline = time.monotonic() + PATIENCE
    while not scene.session.game.is_over and time.monotonic() < deadline:
        if scene.accepts_input:
            press(pygame.K_p)
        frames(app, 1)
        time.sleep(0.001)
    assert scene.session.game.is_over
    # A person is at the table: the final table stays until someone moves on.
    frames(app, 120)
    assert manager.top is scene
    assert "Enter" in scene.prompt.text
    press(pygame.K_RETURN)
    frames(app, 2)
    assert isinstance(manager.top, ResultsScene)
    assert manager.top.session is scene.session
    assert any(isinstance(event, CardDealt) for event in scene.session.game.log)


def test_results_wait_for_the_last_animation(app: App) -> None:
    scene = ToyScene(app.context, toy_session(PEOPLE, rounds=2, hidden=False))
    push(app, scene)
    while not scene.session.game.is_over:
        scene.timeline.fast_forward()
        scene.update(FRAME)
        seat = scene.session.current_seat
        assert seat is not None
        scene.act(scene.session.game.legal_actions()[0])
    assert scene.driver.is_busy
    assert scene.update(FRAME) is None  # the final animation still plays
    for _ in range(400):
        assert scene.update(FRAME) is None  # then the final table stays for the people
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                          unicode=""))
    transition = scene.update(FRAME)
    assert isinstance(transition, Replace) and isinstance(transition.scene, ResultsScene)


class StatusScene(ToyScene):
    """The game names a status per seat and hides the scores of the other seats."""

    def seat_status(self, view: Engine[Any], seat: int) -> str:
        return "dealer" if seat == 0 else super().seat_status(view, seat)

    def shown_score(self, view: Engine[Any], seat: int) -> int | None:
        return view.scores()[seat] if seat == view.viewer else None


def test_plates_take_the_games_status_and_can_hide_a_score(app: App) -> None:
    scene = StatusScene(app.context, toy_session((SeatKind.PERSON, SeatKind.COMPUTER)))
    push(app, scene)
    frames(app, 3)
    assert [plate.subtitle for plate in scene.plates] == ["dealer", "Computer"]
    assert [plate.score_hidden for plate in scene.plates] == [False, True]


class DecidingToy(ToyScene):
    """The toy scene, noting each new decision it is told of, with one piece to point at."""

    def __init__(self, context: Any, session: GameSession) -> None:
        self.decisions: list[int] = []
        self.piece = Button((0, 0, 40, 40), "table.driver.undo", on_click=lambda: None)
        super().__init__(context, session)

    def on_new_decision(self, view: Engine[Any]) -> None:
        self.decisions.append(self.driver.position)

    def touchable(self) -> list[Button]:
        return [self.piece]


def test_a_new_decision_is_told_once_and_hover_clears_while_nobody_may_act(app: App) -> None:
    scene = DecidingToy(app.context, toy_session(PEOPLE, hidden=False))
    push(app, scene)
    frames(app, 2)
    assert scene.decisions == [0]
    scene.driver.resync()  # the same decision again (a resize, a resume): the picks toward it stay
    assert scene.decisions == [0]
    scene.piece.hovered = True
    frames(app, 2)
    assert scene.accepts_input and scene.piece.hovered  # the person may act: it may glow

    press(pygame.K_p)
    frames(app, 2)
    assert scene.driver.is_busy and not scene.piece.hovered
    click((5, 300))
    frames(app, 2)
    assert scene.decisions == [0, 1]
    scene.resize((1100, 700))
    assert scene.decisions == [0, 1]
