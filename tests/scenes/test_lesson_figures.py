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
from tabletop.bots.polterfass_search import best_serve, throw_state
from tests.scenes.lesson_watch import Walk, Watch, shared_walk, walk_lesson

SUM = re.compile(r"=\s*(\d+)")
"""A sum the card works out ("7 + 4 = 11"): the plain sum of the standing barrels."""
CLOSING = re.compile(r"(?:serves|sure|잠그면)\s*(\d+)|(\d+) is sure")
"""What the card says closing the tap serves ("closing now serves 18"): the plaque's figure."""


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
            shelved = [sprite.face if sprite.standing and sprite.position
                       == table.slot(sprite.barrel) else None for sprite in table.barrels]
            figure = plaque.serve.shown
            self.poured.add(figure)
            if figure != best_serve(throw_state(shelved)):
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
            shown = round(plaque.serve.target)
            figures = [(int(figure), table.serve(), "the shelf makes")
                       for figure in SUM.findall(text)]
            if plaque.pouring:
                figures += [(int(first or second), shown, "the plaque says")
                            for first, second in CLOSING.findall(text)]
            for figure, table_figure, says in figures:
                self.checked.add(text)
                if figure != table_figure:
                    self.wrong.append(f"{says} {table_figure}, the card {text!r}")

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


def test_the_closing_serve_is_the_shelfs_in_every_frame() -> None:
    """While the innkeeper throws the plaque's figure is what the barrels on the shelf
    serve on closing, frame by frame: counted up from 0 once a throw's barrels were
    shelved, it read 14 beside round 2's 9 and 6 (trial s14, 054); it read the plain 11
    beside the card's "closing now serves 18" (trial s24, 094)."""
    watch = shared_walk("polterfass", FiguresWatch)
    assert not watch.unshelved, "\n".join(dict.fromkeys(watch.unshelved))
    assert {15, 18, 21} <= watch.poured, f"the plaque showed only {sorted(watch.poured)}"

