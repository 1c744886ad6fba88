"""What a Wizard Extreme lesson card names is framed where it lies (trial s26 B): "your red
9 and blue 8" left both cards unmarked in the hand (082), and the black seal was named
before the learner was shown which pile it is (086); the white seal likewise (s27 E/013)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.wizard_extreme.pieces import held_name
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from tabletop.games.wizard_extreme import Card, Colour, Seal
from tests.scenes.program import running_app
from tests.scenes.test_lesson_focus import at_step


@pytest.mark.parametrize(("step", "framed"), [
    (".your_hand", {"held_red_9": Card(Colour.RED, 9), "held_blue_8": Card(Colour.BLUE, 8)}),
    (".minho_magician", {"pile_black": Seal.BLACK}),
    # Trial s27 E/013: the white seal's card framed nothing. It is told of where a winner
    # lacks it (trial s32 J/009), with the black pile the seal then comes from.
    (".black_seal", {"pile_white": Seal.WHITE, "pile_black": Seal.BLACK}),
])
def test_the_card_frames_the_pieces_it_names(step: str, framed: dict[str, object]) -> None:
    with running_app() as shell:
        scene, driver = at_step(shell, "wizard_extreme", step)
        assert isinstance(scene, WizardExtremeScene) and driver.step is not None
        assert set(framed) <= set(driver.step.show)
        for name, piece in framed.items():
            rects = scene.sight_rects(name)
            assert len(rects) == 1, f"{step}: {name} frames {rects}"
            if isinstance(piece, Card):
                shown = scene.hand.showing_rect(piece)
                assert shown is not None and rects[0] == shown, f"{name}: not that card"
            else:
                assert isinstance(piece, Seal)
                assert rects[0] == scene.pool.stacks[piece].rect, f"{name}: not that pile"


def test_a_framed_card_s_frame_stands_whole_above_the_status_bar() -> None:
    """Trial s37 T/003: the red 9's frame was cut by the status bar, the hand's turned
    outer cards sinking under it. The frame (with its width round the card) stays above."""
    with running_app() as shell:
        scene, _ = at_step(shell, "wizard_extreme", ".your_hand")
        assert isinstance(scene, WizardExtremeScene)
        board = scene.layout.board
        above_bar = pygame.Rect(board.topleft, (board.width, scene.layout.prompt.top - board.top))
        for name in ("held_red_9", "held_blue_8"):
            sprite = next(held for held in scene.hand.cards if held_name(held.value) == name)
            frame = sprite.rect().inflate(2 * scene.px(4), 2 * scene.px(4))
            assert above_bar.contains(frame), f"{name}: {frame} leaves {above_bar}"
