"""Wizard Extreme: a person's last card is played for them, with no curtain (issue #32, "a
hand-over that costs little"; trial defect 13). Two persons and a computer play a round
through the real main loop: every card before the last comes behind a curtain and from
the person's own press; in the last trick no curtain rises, each person's only card flies
to the trick by itself and the log tells of it. A whole round is watched frame by frame in
frames of a machine drawing 20 a second (SLOW_FRAME): the same table time in a third of
the frames, each one drawn and looked at."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.games.wizard_extreme import (
    HAND_SIZE,
    BlackSealTaken,
    CardPlayed,
    Phase,
    PlayCard,
    Predict,
    Seal,
    SealReturned,
    TrickWon,
)
from tabletop.i18n import ENGLISH
from tests.patience import tries
from tests.scenes.test_game_base import (
    SLOW_FRAME,
    frames,
    lift_curtain,
    press,
    rest_through_grace,
    set_speed,
)
from tests.scenes.test_wizard_extreme_scene import app, start
from tests.scenes.test_wizard_summary_unskipped import _two_card_round

__all__ = ["app"]


def test_the_last_trick_takes_no_curtain_and_plays_the_last_cards_by_themselves(
    app: App,
) -> None:
    scene = start(app)  # Mina and 지훈, persons; Robo, a computer
    set_speed(app, "instant")
    session, game, manager = scene.session, scene.session.game, app.context.manager
    bots = {seat: make_bot("wizard_extreme", "easy", seed=seat) for seat in (0, 2)}
    curtains = {"earlier": 0, "last trick": 0}
    pressed_cards = {"earlier": 0, "last trick": 0}
    prompts: set[str] = set()
    for _ in tries(20000):
        if game.state.round > 1:
            break
        frames(app, 1, SLOW_FRAME)
        part = "last trick" if game.state.tricks_played == HAND_SIZE - 1 else "earlier"
        if isinstance(manager.top, CurtainScene):
            if not manager.in_grace:
                curtains[part] += 1
                lift_curtain(app)
            else:
                rest_through_grace(app)
            continue
        if manager.top is not scene:
            press(pygame.K_RETURN)
            continue
        seat = session.current_seat
        prompt = scene.frame.prompt.text
        # (Trick 14 is read first, "Mina wins the trick", no key in it: trial s27 E/060.)
        won = ENGLISH("wizard_extreme_scene.trick_won_by", name=session.name(seat or 0))
        if (part == "last trick" and game.state.phase is Phase.PLAY and seat in bots
                and prompt.startswith(session.name(seat)) and prompt != won):
            # No "play a lifted card" while the table plays the person's only card.
            prompts.add(prompt)
        if scene.accepts_input:
            assert seat in bots
            action = bots[seat].choose(game.view(seat))
            pressed_cards[part] += isinstance(action, PlayCard)
            assert scene.act(action)
    else:
        raise AssertionError("the first round did not end")
    # Before the last trick every person's card was theirs to choose, behind a curtain.
    assert curtains["earlier"] > 0 and pressed_cards["earlier"] == 2 * (HAND_SIZE - 1)
    assert curtains["last trick"] == 0 and pressed_cards["last trick"] == 0
    assert prompts and all("one card left" in prompt for prompt in prompts), prompts
    last_trick = [event for event in game.log if isinstance(event, CardPlayed)][-3:]
    assert {event.seat for event in last_trick} == {0, 1, 2}
    frames(app, 5)
    shown = {text for text, _ in scene.log.entries}
    for event in last_trick:
        line = scene.describe(event)
        assert line is not None and line in shown


def test_two_cards_in_hand_are_never_played_for_the_person(app: App) -> None:
    """Even a forced follow (one card of the led colour among two) stays the person's."""
    scene = start(app)
    game = scene.session.game
    state = game.state
    state.phase = Phase.PLAY
    for sizes, due in (([1, 1, 1], True), ([2, 2, 2], False)):
        state.to_move, state.hand_sizes = 0, sizes
        assert scene.last_card.plays_for(game, 0) is due
        assert scene.last_card.is_public(game, 0) is due


def test_the_last_tricks_seals_move_before_its_press(app: App) -> None:
    """Trial s26 B/139: Ben won the round's last trick, a red one, and his red seal stayed
    at his place beside "Ben wins the round's last trick" until the score table came. The
    seals the last trick moves (one given back, a black one taken) have landed while the
    trick waits for its press: the press moves no seal before the score table."""
    scene = start(app)  # Mina and 지훈, persons; Robo, a computer
    set_speed(app, "fast")
    session, game, manager = scene.session, scene.session.game, app.context.manager
    bots = {seat: make_bot("wizard_extreme", "easy", seed=seat) for seat in range(3)}
    held: list[list[dict[Seal, int]]] = []
    for _ in tries(20000):
        if scene.summary is not None:
            break
        frames(app, 1, SLOW_FRAME)
        if isinstance(manager.top, CurtainScene):
            if not manager.in_grace:
                lift_curtain(app)
            else:
                rest_through_grace(app)
            continue
        if scene.trick_end.last_held:
            if not scene.flying_seals and not held:  # what the table shows with "X wins"
                held.append([dict(seals.counts) for seals in scene.seat_seals])
            if held and not manager.in_grace:
                press(pygame.K_RETURN)
            continue
        if manager.top is not scene:
            press(pygame.K_RETURN)
            continue
        if scene.accepts_input:
            assert scene.act(bots[session.current_seat].choose(game.view(session.current_seat)))
    else:
        raise AssertionError("the first round's score never came")
    last_won = max(index for index, event in enumerate(game.log) if isinstance(event, TrickWon))
    moved = [event for event in game.log[last_won:]
             if isinstance(event, SealReturned | BlackSealTaken)]
    assert moved, "this seed's last trick moves no seal: choose another"
    assert held, "the last trick never waited for a press"
    assert held[0] == [dict(seals.counts) for seals in scene.seat_seals], moved


def test_a_whole_round_with_the_coach_on_logs_no_coach_failure(
    app: App, capsys: pytest.CaptureFixture[str],
) -> None:
    """Trial s29's log at a round's end, as the last cards played themselves: "the coach
    failed (ValueError("the coach needs seat 1's own view"))". A public decision is coached
    from the public table, which the Wizard coach now reads: a whole round of two persons
    and a computer, the coach on, logs no failure."""
    app.context.apply_settings(replace(app.context.settings, coach=True))
    scene = start(app)  # Mina and 지훈, persons; Robo, a computer
    set_speed(app, "instant")
    session, game, manager = scene.session, scene.session.game, app.context.manager
    bots = {seat: make_bot("wizard_extreme", "easy", seed=seat) for seat in (0, 2)}
    for _ in tries(20000):
        if game.state.round > 1:
            break
        frames(app, 1, SLOW_FRAME)
        if isinstance(manager.top, CurtainScene):
            if manager.in_grace:
                rest_through_grace(app)
            else:
                lift_curtain(app)
        elif manager.top is not scene:
            press(pygame.K_RETURN)
        elif scene.accepts_input:
            seat = session.current_seat
            assert seat in bots
            assert scene.act(bots[seat].choose(game.view(seat)))
    else:
        raise AssertionError("the first round did not end")
    assert "the coach failed" not in capsys.readouterr().err


def test_no_turn_banner_calls_a_person_to_a_card_that_plays_itself(app: App) -> None:
    """Session 36: "지훈's turn" crossed the table before 지훈's last card, which the table
    plays for them, so the banner called them to a press that does nothing. A round of two
    cards: the first trick behind covers, the second plays the persons' cards by
    themselves, and no banner names a person in it."""
    scene = _two_card_round(app)  # Mina and 지훈, persons; Robo, a computer
    set_speed(app, "normal")
    session, game, manager = scene.session, scene.session.game, app.context.manager
    names = {session.name(seat) for seat in (0, 2)}
    banners: set[str] = set()
    for _ in tries(20000):
        if scene.summary is not None:
            break
        frames(app, 1)
        if game.state.tricks_played == 1 and scene.banner.is_active:
            banners.add(scene.banner.text)
        if isinstance(manager.top, CurtainScene):
            if manager.in_grace:
                rest_through_grace(app)
            else:
                lift_curtain(app)
        elif scene.trick_end.last_held and not manager.in_grace:
            press(pygame.K_RETURN)  # the round's last trick, read: on to its score
        elif scene.accepts_input and (seat := session.current_seat) is not None:
            own = game.view(seat)
            assert scene.act(Predict(seat) if game.state.phase is Phase.PREDICT
                             else PlayCard(seat, own.playable_cards(seat)[0]))
    else:
        raise AssertionError("the round's score never came")
    last_trick = [event for event in game.log if isinstance(event, CardPlayed)][-3:]
    assert {event.seat for event in last_trick} == {0, 1, 2}, "the last trick was played"
    assert not {text for text in banners if any(name in text for name in names)}, banners
