"""Wizard Extreme with two persons at one screen: the round's last trick stays on the table
until a press, then the round's summary comes and stays (issue #32; a trial saw the last
cards played for everyone and the round's table come over the trick area about two seconds
later, never having seen which cards fell); and the note that one's cards are in the hand
below is gone once that hand is empty."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import Card, Colour, deal_round
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession
from tests.patience import Stopwatch
from tests.scenes.test_game_base import (
    FRAME,
    QUIET_SECONDS,
    SLOW_FRAME,
    frames,
    lift_curtain,
    press,
    rest_through_grace,
    set_speed,
)
from tests.scenes.test_wizard_extreme_scene import MAX_SECONDS, app
from tests.scenes.text_probe import recording

__all__ = ["app"]


def _one_trick_round(shell: App, second: SeatKind) -> WizardExtremeScene:
    """Mina, the computer Robo and Joon (a person, or a computer: ``second``), dealt one
    card each: the round is one trick, the last."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("Joon", 2, second)]
    session = GameSession.start(GAMES["wizard_extreme"], seats, seed=4)
    game = session.game
    game.state.dealer = 2
    game.log = deal_round(game.state, 3, game.rng, [[Card(Colour.BLUE, 9 - s)] for s in range(3)])
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WizardExtremeScene)
    shell.context.manager.apply(Push(scene))
    return scene


def test_the_rounds_last_trick_stays_until_a_press_and_that_press_leaves_the_summary(
        app: App) -> None:
    set_speed(app, "fast")
    scene = _one_trick_round(app, SeatKind.PERSON)  # each person's card played for them
    session, game, manager = scene.session, scene.session.game, app.context.manager
    persons = {seat: make_bot("wizard_extreme", "easy", seed=seat) for seat in (0, 2)}
    watch = Stopwatch()
    while scene.trick.held is None:
        assert watch.seconds() < MAX_SECONDS, "the one-trick round did not end"
        assert scene.summary is None, "the summary came before the last trick was held"
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            if not manager.in_grace:
                lift_curtain(app)
            else:
                rest_through_grace(app)
            continue
        seat = session.current_seat
        if scene.accepts_input and seat in persons:
            scene.act(persons[seat].choose(game.view(seat)))
    winner = scene.trick.held
    assert winner is not None
    seconds = 20.0
    # Far longer than any timed pause, at any speed; in frames of a machine drawing 20 a
    # second (SLOW_FRAME), the same table time in a third of the frames.
    frames(app, round(seconds / SLOW_FRAME), SLOW_FRAME)
    assert scene.trick.held == winner and sorted(scene.trick.cards) == [0, 1, 2]
    assert scene.summary is None
    assert scene.prompt.text == ENGLISH("wizard_extreme_scene.last_trick_won_by",
                                        name=session.name(winner))
    # The round's notices stand clear of the words where the hand lies hidden (a trial
    # saw two stacked over "Cards stay hidden until the screen is yours").
    for notice in ("Joon won a blue trick but has no blue or white seal to give back.",
                   "Robo won nothing this round and keeps every seal he took."):
        scene.toasts.show(notice, error=False, public=True, seconds=30.0)
    frames(app, 1)
    hidden = scene.hint_rect
    assert hidden is not None, "the hidden hand's words are drawn"
    assert hidden.collidelist(scene.toasts.rects(app.context.size)) < 0
    press(pygame.K_RETURN)  # one press: the trick goes, the summary comes and stays
    for _ in range(round(5 / FRAME)):
        frames(app, 1)
        if scene.summary is not None:
            break
    assert scene.summary is not None and scene.trick.held is None
    frames(app, round(3 / FRAME))
    assert scene.summary is not None, "the press that took the trick away took the summary"
    # No trick follows the round's last: its winner's "leads" mark stood on, clipped above
    # the summary (trial s35 Q/008).
    leads = ENGLISH("wizard_extreme_scene.trick_leads")
    with recording() as seen:
        frames(app, 1)
    assert scene.trick.leader() is None and leads not in [text for _, text in seen]
    shown = scene.toasts.rects(app.context.size)
    assert shown and not any(scene.sight_rects("summary")[0].colliderect(r) for r in shown)


def test_the_note_of_the_hand_below_goes_with_the_last_card(app: App) -> None:
    """A trial read "Your cards are in your hand at the bottom" over an empty hand at the
    round's end."""
    set_speed(app, "normal")
    scene = _one_trick_round(app, SeatKind.COMPUTER)  # Mina alone at the screen
    session, game = scene.session, scene.session.game
    mina = make_bot("wizard_extreme", "easy", seed=1)
    note = ENGLISH("wizard_extreme_scene.hand_below")
    watch = Stopwatch()
    while scene.trick.held is None:
        assert watch.seconds() < MAX_SECONDS, "the one-trick round did not end"
        frames(app, 1)
        if scene.accepts_input and session.current_seat == 0:
            scene.act(mina.choose(game.view(0)))
    assert not scene.hand.cards
    with recording() as seen:
        frames(app, 1)
    drawn = [text for _, text in seen if note.startswith(text) or text.startswith(note[:12])]
    assert not drawn, drawn


def test_no_plate_glows_from_the_rounds_last_trick_to_the_end_of_its_summary(app: App) -> None:
    """Nobody is to play once a round's last trick is won: the top bar lit the next round's
    first predictor over the held trick and under the summary (trial s20, Ana glowing over
    "Ben wins the round's last trick"). Once the summary is read, the seat to act glows."""
    set_speed(app, "fast")
    scene = _one_trick_round(app, SeatKind.PERSON)
    session, game, manager = scene.session, scene.session.game, app.context.manager
    persons = {seat: make_bot("wizard_extreme", "easy", seed=seat) for seat in (0, 2)}
    watch = Stopwatch()
    while scene.trick.held is None:
        assert watch.seconds() < MAX_SECONDS, "the one-trick round did not end"
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            if not manager.in_grace:
                lift_curtain(app)
            else:
                rest_through_grace(app)
            continue
        seat = session.current_seat
        if scene.accepts_input and seat in persons:
            scene.act(persons[seat].choose(game.view(seat)))
    frames(app, round(2 / FRAME))
    assert scene.trick.held is not None
    assert [plate.is_active for plate in scene.plates] == [False] * 3, "over the last trick"
    press(pygame.K_RETURN)
    for _ in range(round(5 / FRAME)):
        frames(app, 1)
        if scene.summary is not None:
            break
    frames(app, round(1 / FRAME))
    assert scene.summary is not None
    assert [plate.is_active for plate in scene.plates] == [False] * 3, "under the summary"
    frames(app, 1, dt=QUIET_SECONDS + 1.0)
    press(pygame.K_RETURN)
    while scene.summary is not None:
        assert watch.seconds() < MAX_SECONDS, "the summary never closed"
        frames(app, 1)
    while not isinstance(manager.top, CurtainScene) and not scene.accepts_input:
        assert watch.seconds() < MAX_SECONDS, "the next round never came to a person"
        frames(app, 1)
    first = session.current_seat
    assert first is not None and scene.plates[first].is_active
