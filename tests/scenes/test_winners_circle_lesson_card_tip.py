"""Winner's Circle lesson: a horse card's tip (its four pictures in words, while the
pointer rests on it) stands off the track. Trial s39 Y/014 (1920x1080): at the betting
step the tip "White's card: the die's Head moves it 6 spaces, Cap 4, Saddle 4, Shoe 4" was
drawn across spaces 25-26, where horses stand in a race: the lesson's card band leaves the
infield ~295 px of free width, and the tip was 337 px at its narrowest wrap short enough."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.winners_circle.scene import WinnersCircleScene
from tests.scenes.lesson_walk import open_lesson_in, walk_to_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

SIZES = {"720p": (1280, 720), "1080p": (1920, 1080)}


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_a_horse_cards_tip_keeps_off_the_track(size: str, language: str) -> None:
    faults = []
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", SIZES[size], language)
        assert isinstance(scene, WinnersCircleScene)
        for step in ("bet_blue", "bet_purple"):  # the learner bets, no coach in the infield
            walk_to_step(shell, scene, driver, step)
            frames(shell, 2)
            for lane in scene.table.lanes:
                scene.toasts.clear()
                pygame.event.post(pygame.event.Event(
                    pygame.MOUSEMOTION, pos=lane.card_rect().center, rel=(0, 0),
                    buttons=(0, 0, 0)))
                frames(shell, 3)
                tips = [toast for toast in scene.toasts.toasts if not toast.error]
                assert len(tips) == 1, f"{step}: no tip for {lane.horse}"
                tip = tips[0]
                place = tip.place[0] if tip.place is not None else None
                if place is None or place.collidelist(scene.table.track_rects) >= 0:
                    faults.append(f"{step}: {tip.text!r} at {place}")
    assert not faults, f"at {size} in {language} the tip stood on the track: {faults}"
