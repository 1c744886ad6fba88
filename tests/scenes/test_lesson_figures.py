"""A lesson card's numbers are the table's (a new-user trial): Polterfass's plaque said
"Poured so far: 11" while the card beside it said the standing barrels made 18 (the arrow's
doubling, which comes only at the count, written into the card by hand). The cards now read
their numbers from the game as the table shows it (the lesson's ``figures``)."""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.shell.app import App
from tests.scenes.lesson_watch import Walk, Watch, shared_walk, walk_lesson

SUM = re.compile(r"=\s*(\d+)")
"""A sum the card works out ("7 + 4 = 11")."""


class FiguresWatch(Watch):
    """Every frame the Polterfass card is drawn beside the plaque: each sum it works out."""

    games = ("polterfass",)

    def __init__(self) -> None:
        self.wrong: list[str] = []
        self.checked: set[str] = set()
        self.unshelved: list[str] = []
        self.poured: set[int] = set()

    def start(self, walk: Walk) -> None:
        driver, scene = walk.driver, walk.scene
        drawn = driver.card.draw
        plaque = scene.plaque  # type: ignore[attr-defined]
        table = scene.table  # type: ignore[attr-defined]
        plaque_drawn = plaque.draw

        def draw_plaque_and_check(surface: pygame.Surface, *args: Any) -> None:
            plaque_drawn(surface, *args)
            if not (plaque.shown and plaque.pouring):
                return
            shelved = [sprite.face for sprite in table.barrels if sprite.standing
                       and not sprite.special and sprite.position == table.slot(sprite.barrel)]
            figure = plaque.serve.shown
            self.poured.add(figure)
            if figure != sum(shelved):
                self.unshelved.append(f"{walk.step_name}: the plaque says {figure}, "
                                      f"the shelf holds {shelved}")

        plaque.draw = draw_plaque_and_check

        def draw_and_check(surface: pygame.Surface) -> None:
            drawn(surface)
            text = driver.card.text
            if "{" in text:
                self.wrong.append(f"a figure left unfilled: {text!r}")
            plaque = scene.plaque  # type: ignore[attr-defined]
            if not plaque.shown or plaque.bill_total is not None:
                return
            poured = round(plaque.serve.target)
            for figure in SUM.findall(text):
                self.checked.add(text)
                if int(figure) != poured:
                    self.wrong.append(f"the plaque says {poured}, the card {text!r}")

        driver.card.draw = draw_and_check  # type: ignore[method-assign]


def _in_korean(shell: App) -> None:
    shell.context.apply_settings(replace(shell.context.settings, language="ko"))
    shell.step(1 / 60)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_sum_a_polterfass_card_works_out_is_the_plaques(language: str) -> None:
    if language == "en":
        watch = shared_walk("polterfass", FiguresWatch)
    else:
        watch = FiguresWatch()
        walk_lesson("polterfass", [watch], _in_korean)
    assert not watch.wrong, "\n".join(dict.fromkeys(watch.wrong))
    assert len(watch.checked) >= 3, \
        f"only these cards work out a sum beside the plaque: {watch.checked}"


def test_the_standing_total_is_the_shelfs_in_every_frame() -> None:
    """While the innkeeper throws the plaque's figure is what the number barrels on the
    shelf make, frame by frame: counted up from 0 once a throw's barrels were shelved, it
    read "Standing total: 14" beside round 2's 9 and 6 (trial s14, 054)."""
    watch = shared_walk("polterfass", FiguresWatch)
    assert not watch.unshelved, "\n".join(dict.fromkeys(watch.unshelved))
    assert {11, 14, 15} <= watch.poured, f"the plaque showed only {sorted(watch.poured)}"
