"""The lesson's gold marks on a card of the fanned hand turn with the card: trial Z1/003
saw an upright, narrow frame over the strip of the tilted yellow 4 the card asked to
lead, with the card's own tilted glow beside it (shots 093, 094), and the same on the
framed red 9 (k011) and yellow 8 (107). The ring around the card to play and the frame
around a card the words name now hold the whole card, turned as the fan turns it."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.wizard_extreme.pieces import held_name
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.modes.lesson_card import GuideCard
from tabletop.games.wizard_extreme import Card, Colour
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames
from tests.scenes.test_lesson_focus import at_step


def _turned(scene: WizardExtremeScene, card: Card) -> tuple[pygame.Rect, float]:
    sprite = next(held for held in scene.hand.cards if held.value == card)
    assert abs(sprite.angle) > 1, f"{card} stands upright: nothing to turn"
    return sprite.rect(), sprite.angle


@pytest.mark.parametrize(("step", "card"), [
    (".lead_yellow", Card(Colour.YELLOW, 4)), (".follow_red", Card(Colour.RED, 9))])
def test_the_ring_on_the_card_to_play_turns_with_it(monkeypatch: pytest.MonkeyPatch,
                                                     step: str, card: Card) -> None:
    rings: list[tuple[pygame.Rect, Any]] = []
    real = GuideCard.draw_ring

    def seen(guide: GuideCard, surface: pygame.Surface, piece: pygame.Rect,
             turned: Any = None) -> None:
        real(guide, surface, piece, turned)
        rings.append((pygame.Rect(piece), turned))

    monkeypatch.setattr(GuideCard, "draw_ring", seen)
    with running_app() as shell:
        scene, driver = at_step(shell, "wizard_extreme", step)
        assert isinstance(scene, WizardExtremeScene)
        rings.clear()
        frames(shell, 2)
        whole, angle = _turned(scene, card)
        strip = scene.hand.showing_rect(card)
        assert driver.pointed_piece() == strip
        assert rings and all(ring == (strip, (whole, angle)) for ring in rings), rings


def test_the_frame_on_a_named_card_turns_with_it(monkeypatch: pytest.MonkeyPatch) -> None:
    marks: list[dict[str, Any]] = []
    real = GuideCard.draw_mark

    def seen(card: GuideCard, surface: pygame.Surface, part: pygame.Rect,
             **kwargs: Any) -> None:
        marks.append({"part": pygame.Rect(part), **kwargs})
        real(card, surface, part, **kwargs)

    monkeypatch.setattr(GuideCard, "draw_mark", seen)
    with running_app() as shell:
        scene, _ = at_step(shell, "wizard_extreme", ".card_marks")
        assert isinstance(scene, WizardExtremeScene)
        marks.clear()
        frames(shell, 2)
        red_9 = Card(Colour.RED, 9)
        (framed,) = scene.sight_rects(held_name(red_9))
        drawn = [mark for mark in marks if mark["part"] == framed]
        assert drawn, "the red 9 is not framed"
        assert all(mark.get("turned") == _turned(scene, red_9) for mark in drawn), drawn
