"""Big Shot's final fortune table keeps every cell whole: a row whose regions cell has a
second line (a park's doubling, "60" over "×2: +30") is tall enough for it, where the
doubling hung into the row below and the winner's highlight cut it in half (trial s21,
Computer 1's row over Computer 2's)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.big_shot import panels
from scenes.shell import theme
from scenes.shell.app import App
from tests.scenes.test_finished_game import shell

__all__ = ["shell"]


class Recording(pygame.Surface):
    """A surface that remembers, in order, where each text and band was put on it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.marks: list[tuple[str, pygame.Rect]] = []
        self.names: dict[int, str] = {}

    def blit(self, source: Any, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        corner = dest.topleft if isinstance(dest, pygame.Rect) else tuple(dest)[:2]
        rect = source.get_rect(topleft=corner)
        self.marks.append((self.names.get(id(source), ""), rect))
        return super().blit(source, dest, *args, **kwargs)


def test_a_doubled_regions_cell_stays_clear_of_the_row_below(shell: App,
                                                             monkeypatch: Any) -> None:
    words = shell.context.words
    rows = [panels.FortuneRow((0,), "Mina", 0, 29, 0, 0, 29, 2, False),
            panels.FortuneRow((1,), "Computer 1", 7, 60, 30, 20, 47, 5, False),
            panels.FortuneRow((2,), "Computer 2", 5, 58, 0, 10, 53, 4, True)]
    surface = Recording((1300, 560))
    real_text, real_rect = panels.assets.text, pygame.draw.rect

    def text(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        image = real_text(string, *args, **kwargs)
        surface.names[id(image)] = string
        return image

    def band(target: pygame.Surface, colour: Any, rect: Any, *args: Any,
             **kwargs: Any) -> pygame.Rect:
        if target is surface and colour == theme.GOLD_LIGHT:
            surface.marks.append(("winner's band", pygame.Rect(rect)))
        return real_rect(target, colour, rect, *args, **kwargs)

    monkeypatch.setattr(panels.assets, "text", text)
    monkeypatch.setattr(pygame.draw, "rect", band)
    panels._paint_fortune_table(words, surface, surface.get_rect(), rows, ["Note."], 1.5)
    doubling = words("big_shot_scene.table_doubled", bonus=30)
    names = [name for name, _ in surface.marks]
    assert doubling in names, names
    at = names.index(doubling)
    bonus = surface.marks[at][1]
    later = [(name, rect) for name, rect in surface.marks[at + 1:]
             if name not in ("", "60") and rect.colliderect(bonus)]
    assert not later, (bonus, later)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("scale", [1.5, 1.0])
def test_the_doubling_and_the_rule_read_as_words_and_wrap_whole(
        shell: App, monkeypatch: Any, language: str, scale: float) -> None:
    """Trial I/010 (102): "98" over "×2: +10" was hard to decode, and the rule's Korean
    broke as "(공원도 / 세요)." over two lines. The doubling says "parks +10" in the
    player's words, within its column; the rule's second sentence starts a line of its
    own, "(parks count)" whole on one line, at 1080 and at 720."""
    shell.context.apply_settings(replace(shell.context.settings, language=language))
    words = shell.context.words
    rows = [panels.FortuneRow((0,), "플레이어 1", 4, 16, 0, 0, 20, 1, False),
            panels.FortuneRow((1,), "플레이어 2", 8, 20, 0, 10, 18, 2, False),
            panels.FortuneRow((2,), "컴퓨터", 8, 98, 10, 10, 96, 7, True)]
    notes = [words("big_shot_scene.table_rule"), words("big_shot_scene.table_doubling")]
    drawn: list[tuple[str, int, int | None]] = []
    real_text = panels.assets.text

    def text(string: str, size_px: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append((string, size_px, kwargs.get("wrap_width")))
        return real_text(string, size_px, *args, **kwargs)

    monkeypatch.setattr(panels.assets, "text", text)
    board = pygame.Rect(0, 0, round(700 * scale), round(320 * scale))
    panels._paint_fortune_table(words, pygame.Surface(board.size), board, rows, notes, scale)
    doubling = words("big_shot_scene.table_doubled", bonus=10)
    assert "×" not in doubling and "10" in doubling
    assert any(string == doubling for string, _, _ in drawn)
    rule = next((size, width) for string, size, width in drawn if string == notes[0])
    assert rule[1] is not None
    lines = panels.assets.wrap_lines(notes[0], *rule)
    parks = "(parks count)" if language == "en" else "(공원도 세요)"
    assert any(parks in line for line in lines), lines
    second = "Only a player" if language == "en" else "지구를 2개 이상"
    assert any(line.startswith(second) for line in lines), lines
