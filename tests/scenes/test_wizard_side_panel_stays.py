"""Wizard Extreme: while a person predicts, their side panel (what they took, the magician
and Confirm) stands beside their hand all through (trial s25 D/062: the side panel missing
in round 2's prediction). It came only 0.8 s after the hand when the cover lifted, and
blinked out for the flight of each seal taken: the table took no press then, and the panel
was drawn only while it did."""

from __future__ import annotations

import pygame

from scenes.games.curtain import CurtainScene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.games.wizard_extreme.table_draw import side_shown
from scenes.shell.app import App
from tabletop.games.wizard_extreme import Phase
from tests.patience import Stopwatch
from tests.scenes.test_game_base import FRAME, QUIET_SECONDS, set_speed
from tests.scenes.test_key_bursts import Keyboard
from tests.scenes.test_wizard_extreme_scene import MAX_SECONDS, app
from tests.scenes.test_wizard_summary_unskipped import _two_card_round

__all__ = ["app"]

PREDICTOR = 2
"""지훈, the first to predict in the two-card round (left of the dealer, Robo)."""


def _cover_lifted(shell: App) -> tuple[WizardExtremeScene, Keyboard]:
    """The two-card round on to 지훈's cover, lifted by Enter."""
    set_speed(shell, "normal")
    scene = _two_card_round(shell)
    keyboard = Keyboard(shell)
    watch = Stopwatch()
    while not isinstance(shell.context.manager.top, CurtainScene):
        assert watch.seconds() < MAX_SECONDS, "no cover came"
        keyboard.run(FRAME)
    keyboard.run(QUIET_SECONDS)
    keyboard.tap(pygame.K_RETURN)
    return scene, keyboard


def _frames_without_panel(scene: WizardExtremeScene, keyboard: Keyboard,
                          seconds: float) -> tuple[int, int]:
    """Over ``seconds``, the frames showing the predictor's hand, and of those the frames
    without the side panel."""
    hand_frames = missing = 0
    for _ in range(round(seconds / FRAME)):
        keyboard.run(FRAME)
        if (keyboard.app.context.manager.top is scene and scene.hand.cards
                and scene.hand_seat == PREDICTOR):
            hand_frames += 1
            missing += not side_shown(scene)
    return hand_frames, missing


def test_the_side_panel_comes_with_the_hand_when_the_cover_lifts(app: App) -> None:
    scene, keyboard = _cover_lifted(app)
    hand_frames, missing = _frames_without_panel(scene, keyboard, 1.5)
    assert scene.session.game.state.phase is Phase.PREDICT and hand_frames > 60
    assert missing == 0, f"the hand stood {missing} frames without its panel"


def test_the_side_panel_stays_while_a_seal_taken_flies(app: App) -> None:
    scene, keyboard = _cover_lifted(app)
    keyboard.run(1.6)  # the hand seen, the keys rested
    history = list(scene.session.game.history)
    keyboard.tap(pygame.K_1)  # a number key takes its colour's seal at once
    hand_frames, missing = _frames_without_panel(scene, keyboard, 1.5)
    assert len(scene.session.game.history) == len(history) + 1, "the seal was taken"
    assert hand_frames > 60
    assert missing == 0, f"the panel blinked out for {missing} frames"
