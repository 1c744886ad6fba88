"""Every category name on Yacht's sheet at one size: at 1000x800 in Korean with the log
open, "스몰 스트레이트" and "라지 스트레이트" were drawn smaller than the other rows (trial
s14, 220), each row shrunk to fit on its own."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.yacht.sheet import SheetRow
from scenes.games.yacht.sheet_text import category_name
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.yacht import CATEGORIES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window, view_in
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize(("language", "size", "seats", "log_open"), [
    ("ko", (1000, 800), 3, True), ("ko", (1000, 800), 3, False), ("ko", (1280, 720), 6, True),
    ("en", (1000, 800), 3, True), ("en", (1920, 1080), 4, True), ("ko", (1920, 1080), 2, False)])
def test_the_category_names_share_the_sheet_s_size(
        app: App, monkeypatch: pytest.MonkeyPatch, language: str, size: tuple[int, int],
        seats: int, log_open: bool) -> None:
    view_in(app, size, language)
    table = [SeatConfig("플레이어 1" if seat == 0 else f"Seat {seat}", seat,
                        SeatKind.PERSON if seat == 0 else SeatKind.COMPUTER, "easy")
             for seat in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["yacht"], table, seed=3))
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    if scene.frame.log.is_open != log_open:
        scene.frame.log.toggle()
        frames(app, 40)
    sizes: dict[str, int] = {}
    real = assets.text

    def text(value: str, size_px: int, *args: Any, **kwargs: Any) -> pygame.Surface:
        sizes[value] = size_px
        return real(value, size_px, *args, **kwargs)

    monkeypatch.setattr(assets, "text", text)
    sheet = scene.sheet  # type: ignore[attr-defined]
    sheet.draw_static(pygame.Surface(size), app.context.words)
    drawn = {sizes[category_name(app.context.words, category)] for category in CATEGORIES}
    assert drawn == {sheet.font_px}, (drawn, sheet.font_px)
    assert not sheet.cuts_names()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_seat_heads_its_column_the_same_way(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """"Computer" stood under its symbol while "Ann" and "Ben" stood beside theirs: it read
    as a wrap (trial s24 A/025). Every symbol of the header stands at one height."""
    resize_window(app, size)
    table = [SeatConfig("Ann", 0), SeatConfig("Ben", 1),
             SeatConfig("Computer", 2, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(app.context, GameSession.start(GAMES["yacht"], table, seed=3))
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    heights: list[float] = []
    real = theme.draw_seat_symbol

    def symbol(surface: pygame.Surface, slot: int, centre: tuple[float, float],
               *args: Any, **kwargs: Any) -> None:
        heights.append(centre[1])
        real(surface, slot, centre, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_seat_symbol", symbol)
    scene.sheet._draw_header(pygame.Surface(size))
    assert len(heights) == 3
    assert len(set(heights)) == 1, heights


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_rows_focus_stays_inside_the_row_and_off_its_words(
        app: App, size: tuple[int, int], language: str) -> None:
    """Trial s26 A/031: the arrow keys' focus on Ones drew its band over "Ana" and the
    names' rule above it; a band moved inward then crossed the row's own label. With the
    focus on a row, the header, its rule and the row's die and words are the same pixels
    as with no focus, and the focus shows on the row's edge."""
    view_in(app, size, language)
    table = [SeatConfig("Ana", 0), SeatConfig("Ben", 1),
             SeatConfig("Computer", 2, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(app.context, GameSession.start(GAMES["yacht"], table, seed=3))
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    sheet = scene.sheet  # type: ignore[attr-defined]
    sheet.pickable = True

    def pixels(surface: pygame.Surface, area: pygame.Rect) -> bytes:
        return pygame.image.tobytes(surface.subsurface(area), "RGB")

    header = sheet.row_rects["header"]
    names = pygame.Rect(sheet.rect.x, header.y, sheet.rect.width, header.height + 2)
    for category in (CATEGORIES[0], CATEGORIES[-1]):
        row = next(row for row in sheet.rows if row.category == category)

        def drawn(focused: bool, row: SheetRow = row) -> pygame.Surface:
            surface = pygame.Surface(size)
            row.focused, row.glow.amount = focused, 1.0 if focused else 0.0
            scene.draw(surface)
            return surface

        focused, plain = drawn(True), drawn(False)
        bounds = row.bounds()
        words = pygame.Rect(sheet.label_rect.x + sheet.pad, 0,
                            sheet.label_rect.width - 2 * sheet.pad, round(bounds.height * 0.62))
        words.centery = bounds.centery
        assert pixels(focused, names) == pixels(plain, names), category
        assert pixels(focused, words) == pixels(plain, words), category
        assert pixels(focused, bounds) != pixels(plain, bounds), category
