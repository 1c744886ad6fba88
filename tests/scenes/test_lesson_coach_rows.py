"""While Yacht's lesson asks for "this 3 too", after the coach's card, its card leaves every
row the coach's best scores named in view: "Threes 9", "Ones 1" and "Four of a Kind 0"
("트리플에 9점", "에이스에 1점", "포커에 0점"). A trial at 1280x720 in Korean found
the card of "이 3도 눌러서 고정하세요" over the rows from 보너스 to 풀하우스, beside
the coach that named them. (The coach's first card, which also says what its numbers
mean, is too long to keep all three in view.) The box itself steps aside while the threes
are kept, its place the cards' (trial s27 D/147-151).

The coach's first card, "Three threes!…", leaves the whole sheet in view at 1920x1080: a
trial found it over the rows from Sixes to Total, with the previews a row is chosen by
(trial s21, B/106). So do both cards of "Keep this 3 too" (trial s22)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import assets
from scenes.shell.app import App, Launch
from tabletop.games.yacht import Category, Hold
from tests.scenes.lesson_walk import open_lesson_driver, ready, take_step
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames

NAMED = ("ones", "threes", "four_of_a_kind")
CATEGORIES = {category.value for category in Category}


SHEET = (*(category.value for category in Category), "subtotal", "bonus", "total")


def _rows_under_coached_cards(language: str, size: tuple[int, int],
                              names: tuple[str, ...]) -> dict[str, list[list[str]]]:
    """Per step from the coach's card to the reroll, at each time it is shown, the
    ``names`` (parts of the sheet) its card stands over."""
    shell = App(Launch(lang=language, seed=7), persist=False)
    try:
        shell.start_menu()
        shell.step(1 / 60)
        if size != (1280, 720):
            resize_window(shell, size)
            frames(shell, 2)
        scene, driver = open_lesson_driver(shell, "yacht")
        seen: dict[str, list[list[str]]] = {}
        while driver.step is not None and not driver.step.text.endswith(".reroll"):
            ready(shell, scene)
            frames(shell, 1)
            step = driver.step
            if step.coach or isinstance(step.expect, Hold):
                sheet = scene.sheet.row_rects  # type: ignore[attr-defined]
                rows = {name: pygame.Rect(sheet[Category(name) if name in CATEGORIES else name])
                        for name in names}
                assert len(rows) == len(names), f"{step.text}: rows {rows}"
                seen.setdefault(step.text.rsplit(".", 1)[-1], []).append(
                    [name for name, rect in rows.items() if driver.card.rect.colliderect(rect)])
            take_step(shell, scene)
        return seen
    finally:
        shell.context.close()
        assets.clear_caches()
        pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_card_leaves_the_rows_the_coach_names_in_view(
        language: str, size: tuple[int, int]) -> None:
    seen = _rows_under_coached_cards(language, size, NAMED)
    assert len(seen.get("hold_more", [])) == 2, f"the walk saw both cards of \"this 3 too\": {seen}"
    assert seen["hold_more"] == [[], []], seen


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_coachs_cards_of_the_threes_leave_the_whole_sheet_in_view(language: str) -> None:
    seen = _rows_under_coached_cards(language, (1920, 1080), SHEET)
    assert seen.get("hold_first") == [[]], seen
    # Trial s22: the second "Keep this 3 too" card, with two dice held, stood bottom right
    # over the sheet's rows from Small Straight to Total and the You column's previews.
    assert seen.get("hold_more") == [[], []], seen
