"""A computer's move told in a notice never breaks "8 → 10" apart: a long one wrapped with
the arrow alone at the head of its second line, "… 2 spaces: 8 / → 10" (trial s35 Q/025)."""

from __future__ import annotations

import pytest

from scenes.games.winners_circle.telling import move_told
from scenes.shell import assets
from scenes.shell.app import App
from tabletop.games.winners_circle_data import Symbol
from tabletop.games.winners_circle_events import HorseMoved
from tabletop.i18n import Words
from tests.scenes.test_game_base import app

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("place", [None, 3])
def test_the_arrow_stays_between_its_spaces_at_every_width(app: App, language: str,
                                                           place: int | None) -> None:
    words = Words(language)

    def text(key: str, **values: object) -> str:
        return words(f"winners_circle_scene.{key}", **values)

    move = HorseMoved(seat=2, horse=6, symbol=Symbol.CAP, steps=2, from_progress=8,
                      target_progress=10, to_progress=10, from_space=8, to_space=10,
                      blocked=False)
    told = move_told(text, words, "Computer 2", move, place)
    size = 30
    # From the widest of its unbreakable parts: narrower, any word breaks between letters.
    least = max(assets.text_size(part, size)[0] for part in told.split(" "))
    for width in range(least, 1400, 7):
        lines = assets.wrap_lines(told, size, width)
        for line in lines:
            assert not line.startswith("→") and not line.endswith("→"), (width, lines)
        if place is None:
            assert any("8" in line and "10" in line for line in lines), (width, lines)
