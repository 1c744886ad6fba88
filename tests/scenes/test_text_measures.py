"""Text measured for a layout is measured once: layouts ask every frame."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import assets


def test_the_same_text_is_measured_by_its_font_once(
    screen: pygame.Surface, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Winner's Circle's lanes measured every horse's name for every lane, over a thousand
    # font measurements a frame; a remembered size costs a look-up.
    measured: list[str] = []
    real_font = assets.font

    class CountingFont(pygame.font.Font):
        def size(self, text: str | bytes) -> tuple[int, int]:
            measured.append(str(text))
            return super().size(text)

    def counting_font(size_px: int, bold: bool = False) -> pygame.font.Font:
        return CountingFont(assets.font_path(bold), max(4, int(size_px)))

    assets.clear_caches()
    monkeypatch.setattr(assets, "font", counting_font)
    sizes = [assets.text_size("Thunder", 20, bold=True) for _ in range(5)]
    assert sizes == [sizes[0]] * 5 and sizes[0][0] > 0
    assert measured == ["Thunder"]
    assert assets.text_size("Thunder", 20) and measured == ["Thunder", "Thunder"]
    monkeypatch.setattr(assets, "font", real_font)
    assets.clear_caches()  # after clear_caches (pygame.quit) a font is measured afresh
    assert assets.text_size("Thunder", 20, bold=True) == sizes[0]
