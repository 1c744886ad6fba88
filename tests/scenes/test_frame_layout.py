"""Where the frame puts its parts: seat plates keep the top bar's width, Undo its own place."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.frame import FrameLayout


@pytest.mark.parametrize("seats", [4, 5])
def test_undo_takes_no_width_from_the_seat_plates(seats: int) -> None:
    layout = FrameLayout.for_size((1280, 720), seats)
    plates = layout.plate_rects(seats)
    # The plate row reaches the Menu button; with Undo's room kept there, four plates
    # were 158 px and a status such as "Computer · innkeeper" was cut.
    assert layout.plates.right == layout.menu_button.left - layout.px(12)
    assert min(plate.width for plate in plates) >= 200
    assert layout.undo_button.collidelist(plates) == -1
    assert not layout.undo_button.colliderect(layout.menu_button)


def test_undo_sits_at_the_end_of_the_prompt_line_without_covering_it() -> None:
    layout = FrameLayout.for_size((1280, 720), 4)
    assert layout.prompt.contains(layout.undo_button)
    assert layout.prompt.contains(layout.prompt_line)
    assert not layout.prompt_line.colliderect(layout.undo_button)
    assert pygame.Rect(layout.window).contains(layout.undo_button)
