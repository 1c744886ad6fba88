"""Yacht's lesson: every card, the end's too, stands in one place and has one size, clear
of the held row, every die, Roll, the coach's box and the sheet, so Next never moves. The
card stood top left over the held row, then right of Roll, then top left again, each as
tall as its words (trial s32 J/019: "Keep the card off the held-dice tray. Give every card
the same layout"); before that it hid the place a held 3 went to (trial s25 D/125) and
hopped between Roll and the coach's box (trial s27 D/147-151)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.yacht.scene import YachtScene
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames

SIZES = [((1280, 720), "en"), ((1280, 720), "ko"), ((1600, 900), "en"), ((1920, 1080), "ko")]


def _under_the_card(scene: YachtScene, card: pygame.Rect) -> list[str]:
    tray = scene.tray
    parts = {"the held row": tray.held_rect, "Roll": scene.roll_button.rect,
             "the sheet": scene.sheet.rect,
             **{f"die {index + 1}": die.rect(tray.die_size)
                for index, die in enumerate(tray.dice)},
             **({"the coach's box": scene.coach_rect} if scene.coach_rect is not None else {})}
    return [name for name, rect in parts.items() if card.colliderect(rect)]


@pytest.mark.parametrize(("size", "language"), SIZES,
                         ids=["720p-en", "720p-ko", "900p-en", "1080p-ko"])
def test_every_card_keeps_one_place_and_size_clear_of_the_dice_roll_and_sheet(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "yacht", size, language)
        assert isinstance(scene, YachtScene)
        places: dict[str, tuple[int, int, int, int]] = {}
        nexts: set[tuple[int, int]] = set()
        covered: dict[str, list[str]] = {}
        while True:
            ready(shell, scene)
            frames(shell, 1)
            step = driver.step
            name = "end" if step is None else f"{driver.step_index} {step.text.rsplit('.', 1)[-1]}"
            card = pygame.Rect(driver.card.rect)
            places[name] = (card.x, card.y, card.width, card.height)
            if driver.card.next_button in driver.card.buttons:
                nexts.add(driver.card.next_button.rect.topleft)
            if under := _under_the_card(scene, card):
                covered[name] = under
            if step is None:
                break
            take_step(shell, scene)
        assert len(places) == len(driver.lesson.steps) + 1, "the walk saw every card"
        assert len(set(places.values())) == 1, f"one place and size for every card: {places}"
        assert len(nexts) == 1, f"Next stands in one spot: {nexts}"
        assert not covered, f"under the card: {covered}"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_roll_stands_under_the_tray_at_its_left_as_in_a_game(size: tuple[int, int]) -> None:
    """What the lesson taught ("click Roll") is where the game has it: Roll stood right of
    the lesson's tray at mid-height, narrowed to lose its Space keycap, and bottom left under
    the tray in the game (trial Z1/001, shots 005 and 026)."""
    with running_app() as shell:
        scene, _ = open_lesson_in(shell, "yacht", size, "en")
        assert isinstance(scene, YachtScene)
        lesson = (pygame.Rect(scene.roll_button.rect), pygame.Rect(scene.tray.rect))
        game = YachtScene(shell.context, GameSession.start(GAMES["yacht"], scene.session.seats,
                                                       seed=1))
        played = (pygame.Rect(game.roll_button.rect), pygame.Rect(game.tray.rect))
        game.exit()
        for roll, tray in (lesson, played):
            assert roll.left == tray.left and roll.top > tray.bottom, (roll, tray)
        assert lesson[0].size == played[0].size, "Roll is as large as in a game"
