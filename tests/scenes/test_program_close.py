"""A test closes the program with its fonts kept open for the next test, and nothing else
the test left behind reaches the next one (tests/scenes/program.py, close_window); a real
``pygame.quit()`` forgets the fonts first (tests/conftest.py)."""

from __future__ import annotations

import pygame

from scenes.shell import assets
from tests.scenes.program import running_app


def test_closing_the_program_keeps_its_fonts_open_for_the_next_start() -> None:
    with running_app():
        assets.text("지훈 Mina", 30)
    assert pygame.font.get_init()
    assert assets.font.cache_info().currsize > 0
    assert assets.text_size("지훈 Mina", 30)[0] > 0
    assert len(assets._text_cache) == 0, "drawn text outlived its window"
    assert not pygame.display.get_init()


def test_a_real_pygame_quit_forgets_the_fonts_first() -> None:
    pygame.init()
    assets.font(20).size("Aa")
    pygame.quit()
    assert assets.font.cache_info().currsize == 0
    assert assets._measuring_font.cache_info().currsize == 0


def test_nothing_a_test_queued_or_held_reaches_the_next_start() -> None:
    with running_app():
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE))
    pygame.init()
    try:
        assert not pygame.event.peek(pygame.KEYDOWN)
        assert pygame.key.get_repeat() == (0, 0)
    finally:
        pygame.quit()
