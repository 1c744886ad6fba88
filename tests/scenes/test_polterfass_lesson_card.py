"""The Polterfass lesson's card stands in the side column's top, the tally sheet under it
in the coach's place (none while the coach shows), and its last card leaves every coaster
in view. Trial s12 (1280x720 and 1920x1080): at the tally's steps the card stood under the
sheet, and over its foot, so the blank sheet looked like a second card; the end's card, as
wide as Play a real game and Menu side by side, stood over Joon's coaster and name. Trial
s20: lying on the sheet, the card went below its lines for the cards that speak of them,
Next from y 174 to 346 at 1920x1080; now the card never lies on the sheet at all. Trial s32
J/012 (a window of 1600x900): the six lines of "Your order cards run from 0 to 7..." did not
fit the room, and the card stood 10 px lower and left, grown over the Tally heading, for
that card and the three after it; every card now keeps the one place and size."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.polterfass.pieces import mat_rect
from scenes.modes.lesson import LessonDriver
from scenes.shell.app import App
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames

SIZES = {"720p": (1280, 720), "900p": (1600, 900), "1080p": (1920, 1080)}


def _faults(scene: GameScene[Any], driver: LessonDriver, name: str) -> list[str]:
    card = driver.card.rect
    sheet = scene.tally.rect  # type: ignore[attr-defined]
    coach = scene.coach_area()
    faults = []
    if card.colliderect(sheet) or (coach is not None and card.colliderect(coach)):
        faults.append(f"{name}: the card {card} over the sheet {sheet} or the coach {coach}")
    if sheet.height and coach is not None:
        faults.append(f"{name}: the sheet {sheet} drawn under the coach {coach}")
    coasters = scene.coasters  # type: ignore[attr-defined]
    r = coasters.radius
    places = {f"coaster {seat}": pygame.Rect(x - r, y - r, 2 * r, 2 * r + scene.px(30))
              for seat, (x, y) in ((seat, place.centre) for seat, place in coasters.places.items())}
    table = {**places, "shelf": scene.sight_rects("shelf")[0],
             "mat": mat_rect(scene.table)}  # type: ignore[attr-defined]
    faults += [f"{name}: over {part}" for part, rect in table.items() if card.colliderect(rect)]
    if driver.step is not None and "tally" in driver.step.sight and not sheet.height:
        faults.append(f"{name}: no tally in view for the card that speaks of it")
    buttons = [button.rect for button in driver.card.buttons]
    if not all(card.contains(button) for button in buttons) \
            or any(one.colliderect(other) for at, one in enumerate(buttons)
                   for other in buttons[at + 1:]):
        faults.append(f"{name}: its buttons off the card or one over another")
    return faults


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_the_card_lies_on_the_sheet_and_the_end_leaves_every_coaster(size: str,
                                                                      language: str) -> None:
    faults: list[str] = []
    places: dict[tuple[int, int, int, int], list[str]] = {}
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "polterfass", SIZES[size], language)
        steps = driver.lesson.steps
        for _ in range(len(steps) + 1):
            ready(shell, scene)
            frames(shell, 2)
            step = driver.step
            name = "the end" if step is None else step.text.rsplit(".", 1)[-1]
            faults += _faults(scene, driver, name)
            if step is None:
                break
            places.setdefault(tuple(driver.card.rect), []).append(name)
            take_step(shell, scene)
        assert driver.finished
    assert not faults, f"at {size} in {language}: {faults}"
    assert len(places) == 1, f"at {size} in {language} the card stood at {places}"


class ButtonsWatch(Watch):
    """At each step: where the innkeeper's buttons stand, and whether the coach shows."""

    games = ("polterfass",)

    def __init__(self) -> None:
        self.spots: dict[tuple[tuple[int, int, int, int], ...], list[str]] = {}
        self.coached = 0

    def look(self, walk: Walk) -> None:
        scene = walk.scene
        buttons = (scene.throw_button, scene.again_button,  # type: ignore[attr-defined]
                   scene.close_button)  # type: ignore[attr-defined]
        self.spots.setdefault(tuple(tuple(button.rect) for button in buttons),
                              []).append(walk.step_name)
        self.coached += scene.coach_area() is not None


@pytest.mark.parametrize("size", SIZES)
def test_the_innkeepers_buttons_stay_put_as_the_coach_comes_and_goes(size: str) -> None:
    """Trial s18 at 1920x1080: as the coach's box came, Throw again and Close the tap rose
    about 120 px under the pointer (the tally gave the coach its room). The buttons stand at
    the side column's foot, the coach between them and the tally."""
    def at_size(shell: App) -> None:
        resize_window(shell, SIZES[size])
        frames(shell, 2)

    watch = ButtonsWatch()
    walk_lesson("polterfass", [watch], at_size)
    assert watch.coached, "the walk saw the coach"
    assert len(watch.spots) == 1, f"at {size} the buttons stood at {watch.spots}"
