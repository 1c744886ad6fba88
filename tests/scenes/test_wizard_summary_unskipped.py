"""Wizard Extreme: the round's summary is never taken away by presses meant for the table
before it. A person pressing Enter every two seconds to "play my card"
lifted their covers and played, then the round's last cards played themselves and the
same steady presses took the last trick and the round's table away unread (trial s25
D/061, D/186). The summary takes a press only once the keys have rested longer than such a
rhythm, and "Press Enter or click to go on." shows only from then on."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.games.wizard_extreme.summary import SUMMARY_DWELL
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import Card, Colour, Phase, Predict, deal_round
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession
from tests.patience import Stopwatch
from tests.scenes.test_game_base import FRAME, QUIET_SECONDS, set_speed
from tests.scenes.test_key_bursts import Keyboard
from tests.scenes.test_one_press_one_action import _as_the_round_summary_comes
from tests.scenes.test_wizard_extreme_scene import MAX_SECONDS, app

__all__ = ["app"]

PACE = 2.0
"""Seconds between the presses of a person playing their cards by Enter (trial s25 D)."""

REST = 3.0
"""The keys rest this long, reading the summary, before the press meant for it."""


def _two_card_round(shell: App) -> WizardExtremeScene:
    """Mina and 지훈, persons, and the computer Robo, dealt two cards each: the first trick
    is the persons' to play, the last plays itself."""
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("지훈", 2)]
    session = GameSession.start(GAMES["wizard_extreme"], seats, seed=4)
    game = session.game
    game.state.dealer = 1
    hands = [[Card(Colour.BLUE, 9 - seat), Card(Colour.GREEN, 2 + seat)] for seat in range(3)]
    game.log = deal_round(game.state, 3, game.rng, hands)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WizardExtremeScene)
    shell.context.manager.apply(Push(scene))
    return scene


def _says_go_on(scene: WizardExtremeScene) -> bool:
    return scene.prompt.text == ENGLISH("wizard_extreme_scene.summary_go_on")


def test_enter_every_two_seconds_across_the_rounds_end_leaves_the_summary(app: App) -> None:
    set_speed(app, "normal")
    scene = _two_card_round(app)
    session, game, manager = scene.session, scene.session.game, app.context.manager
    keyboard = Keyboard(app)
    watch = Stopwatch()
    while game.state.phase is Phase.PREDICT:  # each person predicts no trick
        assert watch.seconds() < MAX_SECONDS, "the predictions did not end"
        keyboard.run(FRAME)
        if isinstance(manager.top, CurtainScene):
            keyboard.run(QUIET_SECONDS)
            keyboard.tap(pygame.K_RETURN)
        elif scene.accepts_input and session.current_seat is not None:
            assert scene.act(Predict(session.current_seat))
    # From here on Enter every two seconds, as a person playing their cards by Enter.
    while scene.summary is None:
        assert watch.seconds() < MAX_SECONDS, "the round did not end"
        keyboard.tap(pygame.K_RETURN)
        keyboard.run(PACE - 0.05)
    assert len(scene.summary.penalties) == 1, "the first round's summary"
    for press in range(8):  # the same rhythm on, sixteen seconds
        keyboard.tap(pygame.K_RETURN)
        keyboard.run(PACE - 0.05)
        assert scene.summary is not None, f"press {press + 1} under the summary took it away"
        assert not _says_go_on(scene), "it says Enter goes on, where Enter does nothing"
    keyboard.run(REST)  # the keys rest: the summary is read
    assert scene.summary is not None
    assert _says_go_on(scene), "once a press will go on, the summary says so"
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.2)
    assert scene.summary is None, "a press after the rest goes on"


def test_a_deliberate_press_three_seconds_in_leaves_the_summary_on(app: App) -> None:
    """Trial I/025: a person going on by Enter pressed again a few seconds after the last
    trick, the keys at rest, and the round's score sheet was gone before it was seen. It
    stands its first seconds (SUMMARY_DWELL) whatever the keys do; then a press goes on."""
    scene = _as_the_round_summary_comes(app)
    keyboard = Keyboard(app)
    keyboard.run(3.0)
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.2)
    assert scene.summary is not None, "a press 3 s in took the summary away"
    assert not _says_go_on(scene), "it says Enter goes on, where Enter does nothing"
    keyboard.run(SUMMARY_DWELL)
    assert _says_go_on(scene), "once a press will go on, the summary says so"
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.2)
    assert scene.summary is None, "a press once it has stood goes on"
