"""Trial s35 R/015: in Polterfass's lesson the coach's box said in bold "Roll again: average
24.9" while the card asked to close the tap now (and said why). While a step asks the
learner's own move, the coach's box carries a "Second opinion" tab, in every lesson whose
coach names moves: a second opinion, not an order. The tab reads from the sofa (24 px ink
at 1920x1080), astride the box's top edge, on the screen and clear of the card; a card that
only explains shows none."""

from __future__ import annotations

from collections.abc import Sequence

import pygame
import pytest

from scenes.modes.lesson_coach import draw_second_opinion, second_opinion_tab
from scenes.shell import theme
from scenes.shell.theme import TextSize
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import advice_shown, open_lesson_in, ready, take_step, walk_to_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames


@pytest.mark.parametrize(("size", "language"), [((1920, 1080), "ko"), ((1280, 720), "en")])
def test_the_coach_reads_as_a_second_opinion_where_the_card_asks_to_close_the_tap(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str) -> None:
    tabs: list[tuple[str, pygame.Rect]] = []

    def record(surface: pygame.Surface, words: object, box: pygame.Rect,
               scale: float, keep_off: Sequence[pygame.Rect] = ()) -> None:
        told = driver.step.text if driver.step and not driver.explaining else "a card"
        tabs.append((told, box))
        draw_second_opinion(surface, words, box, scale, keep_off)  # type: ignore[arg-type]

    monkeypatch.setattr("scenes.modes.lesson.draw_second_opinion", record)
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "polterfass", size, language)
        seen: set[str] = set()
        while driver.step is not None and driver.step.text != "polterfass.lesson.close_tap":
            ready(shell, scene)
            frames(shell, 1)
            seen |= {text for text, _ in tabs}
            take_step(shell, scene)
        assert "a card" not in seen, "a tab beside a card that asks no move of its own"
        ready(shell, scene)
        tabs.clear()
        frames(shell, 2)
        assert tabs, "no second-opinion tab on the coach's box at close_tap"
        box = tabs[-1][1]
        assert box == scene.coach_area()
        tab = second_opinion_tab(shell.context.words, box, driver.card.scale)
        assert pygame.Rect((0, 0), size).contains(tab) and tab.clipline(
            box.topleft, box.topright), (box, tab)
        assert not tab.colliderect(driver.card.rect), "the card hides the tab"
        if size == (1920, 1080):
            assert theme.text_px(TextSize.SMALL, driver.card.scale) >= 22


def test_only_a_coach_that_names_moves_is_a_second_opinion() -> None:
    """Big Shot's coach counts fortunes if the game ended now: nothing to set against the
    card's bid. Every other lesson's coach names a move (keep, roll again, bet, play)."""
    advising = {game: lesson.coach_advises for game, lesson in LESSONS.items()}
    assert advising == {"yacht": True, "polterfass": True, "winners_circle": True,
                        "wizard_extreme": True, "big_shot": False}


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_winners_circle_tab_covers_none_of_the_track(
        monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str) -> None:
    """The lesson's coach box stands just under the track's rail, and its tab, astride
    the box's top edge, covered spaces 13-14 ("참고 의견", trial s38 V/008); the box
    stays where it holds the horse's odds (trial s35 Q/021). The tab covers none of the
    track, on the screen, inside the box's width."""
    tabs: list[pygame.Rect] = []

    def record(surface: pygame.Surface, words: object, box: pygame.Rect,
               scale: float, keep_off: Sequence[pygame.Rect] = ()) -> None:
        tabs.append(second_opinion_tab(words, box, scale, keep_off))  # type: ignore[arg-type]
        draw_second_opinion(surface, words, box, scale, keep_off)  # type: ignore[arg-type]

    monkeypatch.setattr("scenes.modes.lesson.draw_second_opinion", record)
    with running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, language)
        walk_to_step(shell, scene, driver, "bet_black")
        advice_shown(shell, scene)
        tabs.clear()
        frames(shell, 2)
        assert tabs, "no second-opinion tab at bet_black"
        tab, box = tabs[-1], scene.coach_area()
        assert box is not None and box.left <= tab.left and tab.right <= box.right
        track = scene.table.track_rects  # type: ignore[attr-defined]
        assert tab.collidelist(track) == -1, (tab, track[tab.collidelist(track)])
        assert not tab.colliderect(driver.card.rect)


@pytest.mark.parametrize(("language", "word"), [("en", "advice"), ("ko", "조언")])
def test_the_tab_says_in_plain_words_that_the_box_is_advice(language: str, word: str) -> None:
    """Trial Z1/009: a gold "Second opinion" tag was never explained, and the learner asked
    whether a second coach or another engine spoke. The tab says what the box is: the
    coach's advice, the card's move the one the lesson goes on with."""
    from tabletop.i18n import Words

    said = Words(language)("lesson.coach_second")
    assert word in said.lower() and "second" not in said.lower(), said
