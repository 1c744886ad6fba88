"""Polterfass: how closing the tap comes to the plaque's figure is said on the table, and a
standing special barrel says what it does from the moment it stands. "Closing serves 24"
stood over 2, 3, 7, 5 and an arrow (sum 17) with the arrow's word "keep"; what the arrow
and the X do was told only after C (trial s31 I/011)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.polterfass.barrels import BarrelTable
from scenes.games.polterfass.panels import band_words, closing_line, closing_words
from tabletop.bots.polterfass_search import best_serve, throw_state
from tabletop.games.polterfass import BARREL_COUNT, SPECIALS, Phase, Special
from tabletop.i18n import Words
from tests.scenes.test_polterfass_closing_serve import _serving_game

Up = list[int | Special | None]


def _up(numbers: dict[int, int], specials: tuple[Special | None, Special | None]) -> Up:
    up: Up = [None] * BARREL_COUNT
    for barrel, face in numbers.items():
        up[barrel] = face
    up[SPECIALS[0]], up[SPECIALS[1]] = specials
    return up


@pytest.mark.parametrize(("up", "said"), [
    (_up({1: 2, 2: 3, 4: 7, 5: 5}, (None, Special.ARROW)),
     "Closing now: 7+5+3+2 = 17, arrow doubles 7 (+7) → 24"),
    (_up({1: 8, 2: 3, 3: 4, 4: 7}, (Special.X, Special.X)),
     "Closing now: 8+7+4+3 = 22, the X's take out 4 and 3 (−7) → 15"),
    # One number needs no sum: "4 = 4" was noise (trial s37 U/006).
    (_up({3: 4}, (Special.X, None)), "Closing now: 4, X takes out 4 (−4) → 0"),
    (_up({3: 6}, (Special.X, Special.ARROW)),
     "Closing now: 6, X takes out 6 (−6), no barrel left for an arrow → 0"),
    # No special standing: the numbers alone (trial Z2/021).
    (_up({1: 9, 3: 8}, (None, None)), "Closing now: 9+8 → 17"),
    (_up({2: 5}, (None, None)), "Closing now: 5 → 5"),
])
def test_the_closing_line_adds_up_the_specials(up: Up, said: str) -> None:
    assert closing_words(Words("en"), up) == said


def test_the_closing_line_comes_to_what_closing_serves() -> None:
    for seed in range(150):
        up = _serving_game(seed).state.up
        for language in ("en", "ko"):
            line = closing_words(Words(language), up)
            serve = best_serve(throw_state(up))
            assert line.endswith(f"→ {serve}" if language == "en" else f"→ {serve}잔"), \
                (seed, up, line)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("end", [Special.X, Special.ARROW])
def test_a_standing_special_says_what_it_does_kept_or_watched(language: str,
                                                              end: Special) -> None:
    pygame.init()
    words = Words(language)
    table = BarrelTable(3)
    table.set_layout(pygame.Rect(20, 20, 900, 120), (450, 400), 160, 60, 1.5)
    table.sync(_up({1: 5}, (end, None)))
    rule = ("polterfass_scene.tag_x_rule" if end is Special.X
            else "polterfass_scene.tag_arrow_rule")
    assert words(rule) != rule
    for choosing in (True, False):  # the innkeeper choosing to keep it, or anyone watching
        said: list[str] = []

        def spy(key: str, said: list[str] = said, **params: object) -> str:
            said.append(key)
            return words(key, **params)

        assert len(table.pills(spy, choosing=choosing)) == 1  # type: ignore[arg-type]
        assert said == [rule]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_innkeeper_is_told_what_closing_serves_at_every_choice(language: str) -> None:
    """Trial Z2/021: "Closing now: 8+7+3 = 18, X takes out 3 ..." stood beside Throw again
    and Close the tap while a special barrel stood, and "The orders lie face down" beside
    a 9 and an 8: at every choice between them the band says what closing serves now."""
    words = Words(language)
    seen = 0
    for seed in range(60):
        game = _serving_game(seed)
        state = game.state
        assert state.phase is Phase.SERVING
        up = list(state.up)
        line = closing_line(words, state, up)
        assert line == closing_words(words, up), (seed, up, line)
        band = band_words(words, state, None, state.innkeeper, up)  # type: ignore[arg-type]
        assert band == line, (seed, band)
        seen += all(up[barrel] is None for barrel in SPECIALS)
    assert seen, "no serving without a special standing among the seeds"
