"""When the privacy curtain rises, driven with the toy
hidden-hand game: a private view never follows the public table without a curtain when
another person is watching, and a public move raises none."""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from scenes.games.curtain import COVER_SIGHT_SECONDS, CurtainScene
from scenes.games.manners import DECISION_QUIET_SECONDS
from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.cards import CardSprite
from tabletop.core.seats import SeatKind
from tests.core.toy_game import Play
from tests.patience import PATIENCE
from tests.scenes.test_game_base import (
    QUIET_SECONDS,
    app,
    frames,
    lift_curtain,
    press,
    set_speed,
    toy_session,
)
from tests.scenes.test_hand_over import PAST_THE_LIFT
from tests.scenes.toy_scene import ToyScene

__all__ = ["app"]

PERSON, COMPUTER = SeatKind.PERSON, SeatKind.COMPUTER


def _play_to_the_end(shell: App, scene: ToyScene, on_frame: Any) -> list[int]:
    """Confirm every curtain, play each person's lowest card; returns whose curtains rose."""
    manager = shell.context.manager
    curtains: list[int] = []
    was_curtain = False
    deadline = time.monotonic() + PATIENCE
    while not isinstance(manager.top, ResultsScene) and time.monotonic() < deadline:
        frames(shell, 1)
        top = manager.top
        is_curtain = isinstance(top, CurtainScene)
        if isinstance(top, CurtainScene) and not was_curtain:
            curtains.append(top.seat)
        was_curtain = is_curtain
        on_frame(top)
        if is_curtain:
            lift_curtain(shell)  # the next person's press, once the keys are quiet
        elif scene.session.game.is_over:
            press(pygame.K_RETURN)
        elif scene.accepts_input:
            press(pygame.K_p)
        if scene.session.is_computer_turn():  # its move comes from the thinker
            time.sleep(0.001)
    assert isinstance(manager.top, ResultsScene), "the game was played to the end"
    return curtains


def test_a_private_view_after_a_computers_turn_comes_behind_a_curtain(app: App) -> None:
    """Seat 2 seals last; when the computer wins the trick it leads, and seat 2 is next
    again: everyone watched the computer's move, so seat 2's hand needs the curtain."""
    set_speed(app, "fast")
    session = toy_session((PERSON, COMPUTER, PERSON), seed=5)
    scene = ToyScene(app.context, session)
    app.context.manager.apply(Push(scene))
    shown_public = False
    again = 0
    last_private: int | None = None

    def on_frame(top: Any) -> None:
        nonlocal shown_public, again, last_private
        if isinstance(top, CurtainScene):
            again += top.seat == last_private and shown_public
            shown_public = False  # what follows is for the one who confirmed
            return
        viewer = scene.driver.viewer
        if viewer is None:
            shown_public = True
        else:
            assert not shown_public, f"seat {viewer}'s hand came straight after the public table"
            last_private = viewer

    _play_to_the_end(app, scene, on_frame)
    assert again > 0, "the seed has a person acting again after only a computer moved"


class PublicSecondSeat(ToyScene):
    """Seat 1's decisions are public moves (as a Winner's Circle roll is)."""

    def decision_shows_secrets(self, seat: int) -> bool:
        return seat != 1


def test_a_public_decision_raises_no_curtain_and_shows_the_public_table(
        app: App, drawn_faces: list[CardSprite]) -> None:
    set_speed(app, "fast")
    session = toy_session((PERSON, PERSON), seed=3)
    scene = PublicSecondSeat(app.context, session)
    app.context.manager.apply(Push(scene))
    public_frames = 0
    hands = session.game.state.hands

    def on_frame(top: Any) -> None:
        nonlocal public_frames
        if not isinstance(top, CurtainScene) and session.current_seat == 1:
            public_frames += scene.accepts_input
            assert scene.driver.viewer is None and scene.hand_seat is None
            shown = {card.value for card in drawn_faces}
            assert not shown & set((hands[0] or []) + (hands[1] or [])), "a hand was drawn"
            if scene.accepts_input:
                assert scene.prompt.text == scene.person_prompt(scene.view(), 1)
        drawn_faces.clear()

    curtains = _play_to_the_end(app, scene, on_frame)
    assert public_frames > 0
    # Seat 0 seals in each of the 5 rounds, and each time seat 1's public move (or the
    # public reveal of the last trick) came before: a curtain every time, never one for seat 1.
    assert curtains == [0] * 5


@pytest.mark.parametrize("kinds", [(PERSON, COMPUTER), (COMPUTER, PERSON, COMPUTER)])
def test_a_lone_person_always_sees_their_own_hand_without_a_curtain(
        app: App, kinds: tuple[SeatKind, ...]) -> None:
    set_speed(app, "fast")
    session = toy_session(kinds, seed=5)
    scene = ToyScene(app.context, session)
    app.context.manager.apply(Push(scene))
    person = kinds.index(PERSON)

    def on_frame(top: Any) -> None:
        assert scene.driver.viewer == person

    assert _play_to_the_end(app, scene, on_frame) == []


def _two_people_seat_0_to_act(app: App) -> ToyScene:
    """A two-person toy table at fast speed, seat 0's curtain lifted and its hand to play."""
    set_speed(app, "fast")
    scene = ToyScene(app.context, toy_session((PERSON, PERSON)))
    manager = app.context.manager
    manager.apply(Push(scene))
    frames(app, 3)
    assert isinstance(manager.top, CurtainScene) and manager.top.seat == 0
    lift_curtain(app)
    frames(app, PAST_THE_LIFT)  # past the moment after the lift in which the table takes no press
    assert scene.driver.viewer == 0 and scene.accepts_input
    return scene


def test_a_refusal_shown_to_one_person_is_gone_before_the_next_persons_curtain(
        app: App) -> None:
    """The refusal is about the hand of the person who caused it."""
    scene = _two_people_seat_0_to_act(app)
    manager = app.context.manager
    assert not scene.act(Play(0, 99))  # not in the hand: refused with the engine's reason
    public = scene.toasts.show("The autosave failed.", error=False, public=True)
    assert len(scene.toasts.toasts) == 2
    press(pygame.K_p)
    deadline = time.monotonic() + PATIENCE
    while not isinstance(manager.top, CurtainScene) and time.monotonic() < deadline:
        assert scene.toasts.toasts, "the refusal is still up while seat 0's move plays"
        frames(app, 1)
    assert isinstance(manager.top, CurtainScene) and manager.top.seat == 1
    assert scene.toasts.toasts == [public], "only the public notice outlives the hand-over"


def test_a_refusal_goes_with_its_person_in_an_open_game_too(app: App) -> None:
    """No curtain and one public view for all: the refusal still belongs to the person
    whose turn it was, not to the next one."""
    set_speed(app, "fast")
    session = toy_session((PERSON, PERSON), hidden=False)
    scene = ToyScene(app.context, session)
    app.context.manager.apply(Push(scene))
    frames(app, 3)
    assert scene.accepts_input and session.current_seat == 0
    assert not scene.act(Play(0, 99))
    assert scene.toasts.toasts
    press(pygame.K_p)
    frames(app, 2)
    assert session.current_seat == 1 and not scene.toasts.toasts


def test_what_is_said_during_a_computers_turn_outlives_its_move(app: App) -> None:
    """A message shown while no person is to act (a computer player that failed, a "wait
    for …") is nobody's secret: the computer's move does not sweep it away unread."""
    set_speed(app, "fast")
    session = toy_session((PERSON, COMPUTER, PERSON))
    scene = ToyScene(app.context, session)
    manager = app.context.manager
    manager.apply(Push(scene))
    deadline = time.monotonic() + PATIENCE
    while session.current_seat != 1 and time.monotonic() < deadline:
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            lift_curtain(app)
        else:
            press(pygame.K_p)
        time.sleep(0.002)
    assert session.is_computer_turn()
    notice = scene.toasts.show("Bot2 had trouble thinking.", error=False, seconds=30)
    while session.current_seat == 1 and time.monotonic() < deadline:
        frames(app, 1)
        time.sleep(0.002)
    frames(app, 2)
    assert session.current_seat == 2 and notice in scene.toasts.toasts


def test_a_burst_from_the_seat_before_never_lifts_the_next_persons_curtain(app: App) -> None:
    """One person seals a card and goes on pressing Enter, eight times a second for three
    seconds, as the last move's burst does: the next person's cover stays down (it
    lifted at the next press and showed their hand to the sofa), its keycap unlit while
    a press does nothing, and it lifts at the next person's own press once the keys
    have been quiet."""
    scene = _two_people_seat_0_to_act(app)
    manager = app.context.manager
    press(pygame.K_p)  # seat 0 seals a card
    for _ in range(24):  # and goes on pressing
        frames(app, 7)
        press(pygame.K_RETURN)
        assert scene.driver.viewer != 1, "the burst showed the next person's hand"
    curtain = manager.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    frames(app, 1)
    assert not curtain.curtain.ready, "its keycap glowed while a press did nothing"
    frames(app, 1, dt=QUIET_SECONDS)
    assert curtain.curtain.ready, "its keycap stayed dull once a press lifts it"
    press(pygame.K_RETURN)
    frames(app, 2)
    assert not isinstance(manager.top, CurtainScene) and scene.driver.viewer == 1


def test_a_cover_risen_long_after_the_last_press_lifts_at_the_first(app: App) -> None:
    """Trial s26 E/081, 116, 131, 186 and D/057: "too fast" took presses made seconds after
    the last one, the cover having risen only after the moves that followed it played
    (a computer's, here seat 0's played without a key). The rest a cover asks counts from
    the last press, not from its rising: a burst still never lifts it (the test above),
    and a press after the keys rested does, its keycap gold once the cover has stood in
    sight a moment (a press as it rose showed the hand at once, trial s34 O/001)."""
    scene = _two_people_seat_0_to_act(app)
    manager = app.context.manager
    press(pygame.K_LEFT)  # the last press
    frames(app, 1, dt=DECISION_QUIET_SECONDS)
    assert scene.act(scene.session.game.legal_actions()[0])  # a move made without a key
    frames(app, 2)
    curtain = manager.top
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    frames(app, 1, dt=COVER_SIGHT_SECONDS)
    assert curtain.curtain.ready, "its keycap stayed grey though a press lifts it"
    press(pygame.K_RETURN)
    frames(app, 1)
    assert manager.top is scene and scene.driver.viewer == 1, "the press was held back"


def test_a_public_notice_runs_its_life_out_under_the_cover(app: App) -> None:
    """Trial s22: "Player 2's seat is now on a device at …" stood half faded over the trick
    for a minute while the next person's cover was up, and came back whole later. Its
    clock runs on under the cover: it fades and goes as it would on the open table."""
    scene = _two_people_seat_0_to_act(app)
    manager = app.context.manager
    notice = scene.toasts.show("Player 2's seat is now on a phone.", error=False, public=True,
                               seconds=2.0)
    press(pygame.K_p)
    deadline = time.monotonic() + PATIENCE
    while not isinstance(manager.top, CurtainScene) and time.monotonic() < deadline:
        frames(app, 1)
    assert isinstance(manager.top, CurtainScene) and notice in scene.toasts.toasts
    frames(app, 3, dt=1.0)  # nobody presses the cover for three seconds
    assert isinstance(manager.top, CurtainScene)
    assert scene.toasts.toasts == [], "the notice waited, frozen, under the cover"
