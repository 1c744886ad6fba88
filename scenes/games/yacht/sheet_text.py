"""The words of the Yacht Dice score sheet: its rows' names, a seat's name broken over its
column's header, and the previews' slanted figures, with their caches."""

from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from tabletop.games.yacht import Category
from tabletop.i18n import Words

NAME_LINES = 3
"""The most lines a seat's name takes over its column."""


def category_name(words: Words, category: Category) -> str:
    return words(f"yacht.category.{category.value}")


@sized_by_window(maxsize=64)
def header_lines(name: str, size_px: int, width: int, max_lines: int,
                 reach: int | None = None) -> tuple[str, ...]:
    """A seat's name in at most ``max_lines`` bold lines of ``width`` under its symbol.

    Lines break at spaces, so a word stays whole: broken between letters, "Computer 1"
    read "Comput / er 1" and the Korean "플레이어 1" read "플레이 / 어 1" (Korean breaks
    between words too). A word a little wider than ``width`` but within ``reach`` (the
    column's whole width) keeps a line of its own; a word wider still is shortened with
    an ellipsis, as the seat plates shorten what cannot fit, and the words after it keep
    their lines ("Compu… / 1" keeps the number that tells the computers apart).
    """
    face = assets.font(size_px, True)
    reach = max(width, reach or width)

    def fits(text: str, room: int = width) -> bool:
        return face.size(text)[0] <= room

    def cut(text: str) -> str:
        text = text.rstrip("…")
        while text and not fits(text + "…"):
            text = text[:-1]
        return text.rstrip() + "…"

    lines: list[str] = []
    for word in assets.drawable(name).replace("-", "- ").split():  # "Anna-" may end a line
        if lines and fits(f"{lines[-1]} {word}"):
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word if fits(word, reach) else cut(word))
    if len(lines) > max_lines:
        lines[max_lines - 1:] = [cut(" ".join(lines[max_lines - 1:]))]
    return tuple(line.replace("- ", "-") for line in lines) or ("",)


@lru_cache(maxsize=8)
def _italic_font(size_px: int) -> pygame.font.Font:
    # Noto Sans KR has no italic face; pygame slants the bold one (ART: previews in italics):
    # the slanted regular's thin strokes read light grey from a sofa (trial s34 O/013).
    italic = pygame.font.Font(assets.font_path(True), max(4, size_px))
    italic.italic = True
    return italic


@sized_by_window(maxsize=256)
def italic_text(text: str, size_px: int, colour: theme.Colour) -> pygame.Surface:
    return _italic_font(size_px).render(text, True, colour)


def clear_font_caches() -> None:
    """Forget the italic font and its texts (a font dies with ``pygame.quit()``)."""
    _italic_font.cache_clear()
    italic_text.cache_clear()
    header_lines.cache_clear()
