"""A finished Wizard Extreme trick stays on the table until the next move is made (the
next lead, or the winner's seal given back) wherever a person sits at the table: a
person's when they are ready, a computer's no sooner than its beat (Beat.TRICK). It was
gathered about two seconds after its last card, before a person looking up from the sofa
could read who won it (trial s24 B/128). Computers alone play on briskly."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.beats import BEAT_SECONDS, Beat
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import Card, Colour, Phase, PlayCard, deal_round
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession
from tests.patience import Stopwatch
from tests.scenes.test_game_base import FRAME, frames, set_speed
from tests.scenes.test_wizard_extreme_scene import MAX_SECONDS, app

__all__ = ["app"]

HANDS = [[Card(Colour.RED, 9), Card(Colour.BLUE, 1)],  # Mina's trump wins the first trick
         [Card(Colour.BLUE, 5), Card(Colour.BLUE, 2)],
         [Card(Colour.BLUE, 4), Card(Colour.BLUE, 3)]]


ROBO_TRUMPS = [[Card(Colour.BLUE, 5), Card(Colour.BLUE, 1)],  # Robo, out of blue, trumps
               [Card(Colour.RED, 9), Card(Colour.RED, 2)],
               [Card(Colour.BLUE, 4), Card(Colour.BLUE, 3)]]


def _two_trick_round(shell: App, person: SeatKind,
                     hands: list[list[Card]] = HANDS) -> WizardExtremeScene:
    seats = [SeatConfig("Mina", 0, person, "easy"), SeatConfig("Robo", 1, SeatKind.COMPUTER,
                                                               "easy"),
             SeatConfig("Jin", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["wizard_extreme"], seats, seed=4)
    game = session.game
    game.state.dealer = 2  # Mina leads
    game.log = deal_round(game.state, 3, game.rng, [list(hand) for hand in hands])
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WizardExtremeScene)
    shell.context.manager.apply(Push(scene))
    return scene


def _to_the_first_tricks_end(app: App, scene: WizardExtremeScene,
                             lead: Card = HANDS[0][0]) -> None:
    """Mina predicts as a computer would and leads ``lead``; the computers follow."""
    session, game = scene.session, scene.session.game
    mina = make_bot("wizard_extreme", "easy", seed=1)
    watch = Stopwatch()
    while game.state.tricks_played == 0:
        assert watch.seconds() < MAX_SECONDS, "the first trick never ended"
        frames(app, 1)
        if scene.accepts_input and session.current_seat == 0:
            scene.act(mina.choose(game.view(0)) if game.state.phase is not Phase.PLAY
                      else PlayCard(0, lead))


def test_a_finished_trick_stays_until_the_next_lead_with_a_person_at_the_table(
        app: App) -> None:
    set_speed(app, "normal")
    scene = _two_trick_round(app, SeatKind.PERSON)
    _to_the_first_tricks_end(app, scene)
    game = scene.session.game
    assert game.state.phase is Phase.PLAY and scene.session.current_seat == 0
    frames(app, round(20 / FRAME))  # far longer than any timed pause
    assert scene.accepts_input
    assert scene.trick.held == 0 and sorted(scene.trick.cards) == [0, 1, 2], \
        "the won trick lies on the table, its winner named, while Mina chooses her lead"
    scene.act(PlayCard(0, HANDS[0][1]))
    frames(app, round(3 / FRAME))
    assert scene.trick.held is None and 0 in scene.trick.cards, "gathered as the lead came"
    assert scene.tricks_won[0] == 1


def test_a_computer_leads_only_once_the_trick_could_be_read(app: App) -> None:
    set_speed(app, "normal")
    scene = _two_trick_round(app, SeatKind.PERSON, ROBO_TRUMPS)
    _to_the_first_tricks_end(app, scene, ROBO_TRUMPS[0][0])
    for _ in range(round(10 / FRAME)):
        if scene.trick.held is not None:
            break
        frames(app, 1)
    assert scene.trick.held == 1
    shown = 0
    while scene.trick.held is not None:
        assert shown < round(30 / FRAME), "Robo never led"
        assert scene.prompt.text == ENGLISH("wizard_extreme_scene.trick_won_by", name="Robo")
        frames(app, 1)
        shown += 1
    assert shown * FRAME >= BEAT_SECONDS[Beat.TRICK] - 0.1, f"gathered at {shown * FRAME:.1f} s"
    assert scene.session.game.state.trick, "gathered as Robo's lead came"


def test_computers_alone_gather_a_trick_after_a_moment(app: App) -> None:
    set_speed(app, "normal")
    scene = _two_trick_round(app, SeatKind.COMPUTER)
    watch = Stopwatch()
    while scene.trick.held is None:
        assert watch.seconds() < MAX_SECONDS, "the first trick never ended"
        frames(app, 1)
    for _ in range(round(2.5 / FRAME)):  # the readable moment, then the flight to its winner
        if scene.trick.held is None:
            break
        frames(app, 1)
    assert scene.trick.held is None, "a trick among computers is gathered after a moment"
    assert scene.tricks_won[0] == 1


def test_the_header_says_the_trick_lying_there_is_done_while_a_person_chooses_the_lead(
        app: App) -> None:
    """Trial s25: with the finished trick left on the table while the person chose the
    next lead, the top bar read "trick 12 of 15" as if the 12th were being played. It says
    that trick is done, and counts the next one once it is led."""
    set_speed(app, "normal")
    scene = _two_trick_round(app, SeatKind.PERSON)
    _to_the_first_tricks_end(app, scene)
    frames(app, round(5 / FRAME))
    assert scene.accepts_input and scene.trick.held == 0
    assert scene.frame.round_text.endswith(
        ENGLISH("wizard_extreme_scene.trick_done", trick=1))
    scene.act(PlayCard(0, HANDS[0][1]))
    frames(app, round(3 / FRAME))
    assert scene.frame.round_text.endswith(
        ENGLISH("wizard_extreme_scene.trick", trick=2, tricks=15))


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_done_trick_counter_fits_the_top_bar_at_sofa_size(language: str) -> None:
    """The counter's area is 230 px wide at 1280x720 (scenes/games/frame.py); "trick 12 of
    15 done" after a series' "Round 10 of 10" shrank under the sofa floor there."""
    from scenes.shell import assets, theme
    from scenes.shell.theme import TextSize
    from tabletop.i18n import Words
    from tests.scenes.sofa_text import SOFA_HEIGHT_1080

    pygame.font.init()
    words = Words(language)
    scale = theme.ui_scale((1280, 720))
    label = (words("table.round", round=10, rounds=10) + " · "
             + words("wizard_extreme_scene.trick_done", trick=14, tricks=15))
    size = assets.fit_text_px(label, theme.text_px(TextSize.SMALL, scale), theme.px(230, scale))
    assert size >= SOFA_HEIGHT_1080 * 720 / 1080, (label, size)
