"""Every string a player can read has a glyph for every character in our font.

pygame draws a missing glyph as an empty box; freetype's metrics report it as
None, which is what this test looks for (research/stack.md §3).
"""

from __future__ import annotations

from collections.abc import Iterator
from importlib import resources

import pygame
import pygame.freetype
import pytest

from scenes.shell import assets
from tabletop.i18n import LANGUAGES, catalog
from tests.patience import own_time


@pytest.fixture(scope="module")
def faces() -> Iterator[list[pygame.freetype.Font]]:
    pygame.freetype.init()
    yield [pygame.freetype.Font(assets.font_path(bold), 20) for bold in (False, True)]
    pygame.freetype.quit()


def _player_texts(language: str) -> Iterator[tuple[str, str]]:
    yield from catalog(language).items()
    rules = resources.files("tabletop.i18n") / language / "rules"
    for page in sorted(rules.iterdir(), key=lambda entry: entry.name):
        yield page.name, page.read_text(encoding="utf-8")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_character_has_a_glyph(language: str, faces: list[pygame.freetype.Font]) -> None:
    characters = {ch for _, text in _player_texts(language) for ch in text if not ch.isspace()}
    for face in faces:
        missing = sorted(ch for ch in characters if face.get_metrics(ch)[0] is None)
        assert missing == [], f"{face.name} has no glyph for {missing}"


def test_the_check_itself_notices_a_missing_glyph(faces: list[pygame.freetype.Font]) -> None:
    assert faces[0].get_metrics("\U0001f0a1")[0] is None  # a playing-card symbol Noto KR lacks


def test_text_no_font_can_render_is_drawn_safely_and_quickly(screen: object) -> None:
    """Files are checked on loading; text that slips past still never crashes a screen:
    NUL and lone surrogates are replaced, a huge label is cut early."""

    from scenes.shell import assets

    for bad in ("Mi\x00na", "\ud800", "a\udc80b"):
        assert assets.text(bad, 20).get_width() > 0
        assert assets.text_size(bad, 20)[0] > 0
        assert assets.fit_text_px(bad, 20, 100) >= 8
        assert assets.paragraph(bad, 20, (0, 0, 0), 200).get_width() > 0
        assert assets.shadowed_text(bad, 20, (0, 0, 0)).get_width() > 0
        assert "\ufffd" in assets.fit_label(bad, 20, 300)[0]
    with own_time() as took:
        label, _ = assets.fit_label("N" * 10_000, 20, 120)
    assert label.endswith("…") and len(label) < 40
    assert took() < 2.0
    assert assets.drawable("지훈 Mina") == "지훈 Mina"
