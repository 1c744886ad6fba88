"""Record the pixel size of every piece of text the program renders.

All text goes through ``scenes.shell.assets.font`` (and the score sheet's slanted
preview font); :func:`recording` swaps both for fonts that note their size
on every ``render``, after clearing every cache of rendered text in
``scenes``, so nothing drawn earlier hides from the probe.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache

import pygame
import pytest

from scenes.shell import assets
from tests.scenes.sofa_text import forget_drawn_text


class _RecordingFont(pygame.font.Font):
    size_px = 0
    seen: list[tuple[int, str]]

    def render(self, text, antialias, color, bg=None, wraplength=0):  # type: ignore[no-untyped-def,override]
        if str(text).strip():
            self.seen.append((self.size_px, str(text)))
        return super().render(text, antialias, color, bg, wraplength)


@contextmanager
def recording() -> Iterator[list[tuple[int, str]]]:
    """Within the block, every rendered text appends ``(size_px, text)`` to the yielded list.

    Its patches are its own: undoing them leaves the test's other patches (and its
    redirected home folder) in place."""
    seen: list[tuple[int, str]] = []

    @cache
    def font(size_px: int, bold: bool = False) -> pygame.font.Font:
        if not pygame.font.get_init():
            pygame.font.init()
        face = _RecordingFont(assets.font_path(bold), max(4, int(size_px)))
        face.size_px = max(4, int(size_px))
        face.seen = seen
        return face

    def italic(size_px: int) -> pygame.font.Font:
        face = font(size_px)
        italic_face = _RecordingFont(assets.font_path(True), max(4, size_px))
        italic_face.size_px, italic_face.seen, italic_face.italic = face.size_px, seen, True
        return italic_face

    forget_drawn_text()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(assets, "font", font)
        from scenes.games.yacht import sheet_text

        patch.setattr(sheet_text, "_italic_font", cache(italic))
        try:
            yield seen
        finally:
            forget_drawn_text()
