"""A coach card of any size draws, down to a sliver of a pixel: random input in the Yacht
lesson once left the card under 30 px wide, and pygame refused to wrap its text to a
width of nothing (``ValueError: wraplength parameter must be positive``)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.yacht import coach
from scenes.games.yacht.coach import draw_coach_card
from scenes.shell import assets
from scenes.widgets import paint
from scenes.widgets.coach_card import NO_BREAK, unbroken_tail
from tabletop.coach.yacht import Advice, advise
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.session import GameSession


def _advice() -> Advice:
    session = GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0)], seed=3)
    session.apply(session.game.legal_actions()[0])  # the first roll: keeps and scores
    return advise(session.game.view(0))


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_yacht_coach_card_draws_at_every_small_size(
        screen: pygame.Surface, language: str) -> None:
    words, advice = Words(language), _advice()
    assert advice.categories and advice.keeps
    target = pygame.Surface((300, 300))
    for width in range(1, 90):
        for height in (1, 7, 40, 240):
            for shown in (None, advice):
                for rolls_left in (0, 1, 2):
                    draw_coach_card(words, target, pygame.Rect(5, 5, width, height), shown,
                                    rolls_left, 1.0)



class _Face(pygame.Surface):
    """The coach card's paper: its copy notes the text drawn on it."""

    drawn: list[str]

    def copy(self) -> _Face:
        face = _Face(self.get_size(), pygame.SRCALPHA)
        face.drawn = self.drawn
        return face

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> Any:
        self.drawn.append(_TEXTS.get(id(source), ""))
        return super().blit(source, dest, *args, **kwargs)


_TEXTS: dict[int, str] = {}


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_narrow_coach_card_shows_every_columns_best_line(
        screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch, language: str) -> None:
    """The lesson's coach box beside its tray, 190x199 at 720p, stacks its columns: the
    keeps' two lines took the room, and "Best scores" stood with no line under it or
    was left out (the lesson's straight). Every heading shows with its best line."""
    words, advice = Words(language), _advice()
    drawn: list[str] = []
    text = assets.text

    def noted(line: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image: pygame.Surface = text(line, *args, **kwargs)
        _TEXTS[id(image)] = line
        return image

    def paper(size: tuple[int, int], radius: int) -> _Face:
        face = _Face(size, pygame.SRCALPHA)
        face.drawn = drawn
        return face

    monkeypatch.setattr(assets, "text", noted)
    monkeypatch.setattr(paint, "paper_panel", paper)
    coach._coach_card.cache_clear()
    draw_coach_card(words, pygame.Surface((400, 400)), pygame.Rect(0, 0, 190, 199), advice,
                    1, 1.0)
    best = [coach.keep_line(words, advice.keeps[0]),
            coach.category_line(words, advice.categories[0])]
    headings = [words("yacht_scene.coach_keeps"), words("yacht_scene.coach_scores")]
    assert all(line in drawn for line in (*headings, *best)), drawn
    # Trial s35 Q/002: the numbers were never said to be the final score to expect. The
    # narrow box says so in its short words, a game's wide one in a whole sentence.
    assert words("yacht_scene.coach_means_short") in drawn, drawn
    drawn.clear()
    coach._coach_card.cache_clear()
    draw_coach_card(words, pygame.Surface((600, 300)), pygame.Rect(0, 0, 530, 230), advice,
                    1, 1.0)
    assert words("yacht_scene.coach_means") in drawn, drawn


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_coach_line_never_leaves_its_number_alone(language: str) -> None:
    """Trial s35 Q/002: "Large Straight 30 → 199.4" wrapped to a lone "199.4". The total is
    tied to the arrow and the word before it, so a wrap breaks earlier in the line."""
    words, advice = Words(language), _advice()
    for line, option in [*((coach.keep_line(words, k), k) for k in advice.keeps),
                         *((coach.category_line(words, c), c) for c in advice.categories)]:
        tail = line.split(" ")[-1]
        assert tail.count(NO_BREAK) == 2 and tail.endswith(
            f"{option.expected_total:.1f}"), line


@pytest.mark.parametrize(("line", "tail"), [
    ("Chance the next throw fails: 23%.", "fails:\u00a023%."),
    ("Closing the tap now serves 12.", "serves\u00a012."),
    ("Best bet: Black. A 1 chip wins 2.3 on average.", "average."),
    ("다음에 던지면 실패할 확률: 23%.", "확률:\u00a023%.")])
def test_a_shared_coach_card_line_keeps_its_last_number_with_a_word(line: str,
                                                                     tail: str) -> None:
    """The other games' coach cards (Polterfass, Winner's Circle) end many lines on a number:
    the same rule keeps it from a line of its own."""
    assert unbroken_tail(line).split(" ")[-1] == tail
    assert unbroken_tail(line).replace(NO_BREAK, " ") == line
