"""Big Shot's money panel shows a colour's loans as one whole slip, its count written apart
beside it (trial s23 B, 076/077: with two loans a second slip stuck out behind the first,
the "×2" and the slips reading as badges piled on each other)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.big_shot import art
from scenes.games.big_shot.art import loan_token
from scenes.games.big_shot.panels import draw_money_rows
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from scenes.shell.window_caches import forget_window_size
from tabletop.core.seats import SeatConfig
from tabletop.i18n import ENGLISH, LANGUAGES, Words, translate
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

NAMES = ("Bora Kimberley-Anderson", "Ben", "Mina Seo-Youn", "Jun")


def _marks(surface: pygame.Surface, ink: tuple[int, int, int],
           within: pygame.Rect) -> list[pygame.Rect]:
    """The connected marks drawn in ``ink`` within ``within``, in the surface's coordinates."""
    mask = pygame.mask.from_threshold(surface.subsurface(within), ink, (40, 40, 40, 255))
    return [rect.move(within.topleft) for rect in mask.get_bounding_rects()
            if rect.width * rect.height > 4]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("loans", [1, 2, 3])
def test_each_row_shows_one_whole_slip_and_its_count_apart(app: App, size: tuple[int, int],
                                                           seats: int, loans: int) -> None:
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig(name, index) for index, name in enumerate(NAMES[:seats])])
    frames(app, 2)
    side = scene.side
    rows = [replace(row, loans=loans, name=NAMES[index % len(NAMES)])
            for index, row in enumerate(side.money_rows)]
    assert len(rows) >= 3, rows
    surface = pygame.Surface(size)
    surface.fill(theme.PAPER)
    draw_money_rows(ENGLISH, surface, side.rows_rect, rows, side.scale)
    slip = loan_token(ENGLISH("big_shot_scene.loan_slip"),
                      theme.text_px(TextSize.BODY, side.scale)).get_size()
    gap = theme.px(4, side.scale)
    for index in range(len(rows)):
        line = pygame.Rect(side.rows_rect.x, side.rows_rect.y + index * side.row_h,
                           side.rows_rect.width, side.row_h)
        past_cube = pygame.Rect(line.x + side.row_h, line.y, line.width - side.row_h, line.h)
        brick = _marks(surface, theme.BRICK_DARK, past_cube)  # a cube may be brick too
        rim = max(brick, key=lambda rect: rect.width)
        # One slip, whole: no second slip's edge behind it widening its outline.
        assert rim.width <= slip[0] + 1 and rim.height <= slip[1] + 1, (index, rim, slip)
        count = [mark for mark in brick if not rim.contains(mark)]
        assert bool(count) == (loans > 1), (index, count)
        for mark in count:  # the count stands apart from the slip
            assert mark.right + gap <= rim.left or mark.left >= rim.right + gap, (mark, rim)
        # ... and from the name and the cash, written in ink.
        group = rim.unionall(count)
        for mark in _marks(surface, theme.INK, line):
            if mark.width > line.width // 2 and mark.height < mark.width // 20:
                continue  # the ink edge of the band that lights the one to act, not words
            assert not mark.inflate(2 * gap, 0).colliderect(group), (index, mark, group)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_slip_says_it_is_a_loan(app: App, language: str,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial s35 R/008: a red boxed "10" beside the money had no label; it reads "loan 10M"
    ("대출 10M")."""
    written: list[str] = []
    real = art.assets.text

    def record(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        written.append(text)
        return real(text, *args, **kwargs)  # type: ignore[arg-type]

    scene = start(app, [SeatConfig(name, index) for index, name in enumerate(NAMES[:3])])
    frames(app, 2)
    side = scene.side
    rows = [replace(row, loans=1) for row in side.money_rows]
    monkeypatch.setattr(art.assets, "text", record)
    forget_window_size()  # the rows and slips drawn before are not drawn again
    draw_money_rows(Words(language), pygame.Surface((1920, 1080)), side.rows_rect, rows,
                    side.scale)
    assert translate("big_shot_scene.loan_slip", language) in written, written
