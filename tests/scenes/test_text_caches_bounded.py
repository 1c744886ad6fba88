"""The rendered text the program keeps is bounded however long a session runs: new names,
running totals and window sizes make new texts without end (trial s23 C: memory grew from
280 to 700 MB over a long session)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from scenes.shell import assets


@pytest.fixture
def fonts() -> Iterator[None]:
    pygame.font.init()
    yield
    assets.clear_caches()


def test_shadowed_text_keeps_a_bounded_number_of_surfaces(fonts: None) -> None:
    for total in range(600):
        assets.shadowed_text(f"Poured so far: {total}", 22, (255, 255, 255))
    kept = assets._shadowed_text.cache_info()
    assert kept.maxsize is not None, "every shadowed text is kept for good"
    assert kept.currsize <= kept.maxsize < 600


def test_rendered_text_keeps_a_bounded_number_of_surfaces(fonts: None) -> None:
    for total in range(assets._TEXT_CACHE_SIZE * 2):
        assets.text(f"Mina {total}", 22)
    assert len(assets._text_cache) <= assets._TEXT_CACHE_SIZE
