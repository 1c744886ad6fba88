"""Game screens read from the sofa: at 1920x1080 every text a player needs is at least
22 px and stands out at least 4.5:1 from what it is drawn on (``tests.scenes.sofa_text``
reads both from the font render path and the drawn frame).

Each moment of play is read in one language, the two alternating, with the coach on and
the most seats of long English and Korean names; ``tests/tools/text_heights.py`` reads
every screen in both languages.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import assets, theme
from scenes.shell.app import App
from tests.scenes.sofa_screens import read_all
from tests.scenes.sofa_text import (
    LEAST_CONTRAST,
    SOFA_HEIGHT_1080,
    Reading,
    locate,
    recording,
)

MOMENTS = [
    ("play_yacht_four", "ko"),
    ("play_polterfass_innkeeper", "en"),
    ("play_polterfass_guest", "ko"),
    ("play_winners_circle_bets", "en"),
    ("play_winners_circle_hidden", "ko"),
    ("play_wizard_extreme_predict", "en"),
    ("play_wizard_extreme_trick", "ko"),
    ("play_big_shot", "en"),
    ("curtain_wizard_extreme", "en"),
    ("setup_wizard_extreme_three", "ko"),
    ("lesson_pause_yacht", "en"),
]


def _report(reading: Reading) -> str:
    lines = [f"{item.size_px} px: {item.text!r}" for item in reading.too_small()]
    lines += [f"{found.contrast}:1 {found.text.text!r} ink {found.ink} on {found.ground}"
              for found in reading.too_faint()]
    return f"{reading.screen}:\n  " + "\n  ".join(lines)


@pytest.mark.parametrize(("screen", "language"), MOMENTS)
def test_text_is_sofa_size_and_stands_out(app: App, screen: str, language: str) -> None:
    (reading,) = read_all(app, language, [screen])
    assert reading.rendered and reading.found, "the screen drew its text"
    assert not reading.too_small() and not reading.too_faint(), _report(reading)


class _Page:
    """A manager-like page of three words: one too small, one too faint, one fine."""

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.PAPER)
        for index, (words, size, colour) in enumerate((
                ("tiny", SOFA_HEIGHT_1080 - 2, theme.INK),
                ("faint", 30, (0xC8, 0xBE, 0xA8)),
                ("fine", 30, theme.INK))):
            surface.blit(assets.text(words, size, colour), (40, 40 + 80 * index))


def test_the_measure_finds_small_and_faint_text(app: App) -> None:
    page = _Page()
    with recording() as probe:
        found = {item.text.text: item for item in locate(page, probe, (400, 300))}
        seen = list(dict.fromkeys(probe.seen))
    reading = Reading("page", rendered=seen, found=list(found.values()))
    assert [item.text for item in reading.too_small()] == ["tiny"]
    assert [item.text.text for item in reading.too_faint()] == ["faint"]
    assert found["fine"].contrast > 10 > LEAST_CONTRAST > found["faint"].contrast
    assert found["fine"].ink == theme.INK
