"""After a roll the coach's "Race odds" box keeps one size and place through a race (it
changed its width and its lines' breaks from turn to turn, trial s26 A/213, 215), no disc
stands on it or on the die's words (marker 6 stood on "Head", A/213, 220), and no gold
line is hidden under it (it lay across them, A/213): each goes round it, or, with no way
round, over it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.winners_circle import coach_box as coach_module
from scenes.shell import theme
from scenes.shell.app import App
from scenes.widgets import paint
from tabletop.games.winners_circle import Phase
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, press, until_input
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]


def _disc(spot: pygame.Vector2, size: float) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(size), round(size))
    rect.center = (round(spot.x), round(spot.y))
    return rect


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_coach_box_and_the_die_words_stay_clear_of_the_markers(
        app: App, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    drawn: list[pygame.Rect] = []
    real = coach_module.draw_coach_card

    def spy(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kwargs: Any) -> None:
        drawn.append(pygame.Rect(rect))
        real(surface, rect, *args, **kwargs)

    monkeypatch.setattr(coach_module, "draw_coach_card", spy)
    app.context.apply_settings(replace(app.context.settings, language=language, coach=True,
                                       animation_speed="instant"))
    resize_window(app, size)
    frames(app, 2)
    scene = race_to_roll(app, ["Ann", "Ben", "Cleo"], 5, 1)
    table = scene.table
    boxes = set()
    for turn in range(6):
        frames(app, 1, dt=QUIET_SECONDS)  # each turn is a new person's: their keys rested
        press(pygame.K_SPACE)
        frames(app, 20)
        until_input(app, scene)
        for _ in range(600):  # the coach works out the odds
            frames(app, 1)
            if scene.driver.coach.advice is not None and not scene.driver.coach.is_thinking:
                break
        frames(app, 2)
        assert scene.session.game.state.phase is Phase.MOVE
        marks = table.landing_rings()
        box = drawn[-1]
        boxes.add(tuple(box))
        shown = pygame.display.get_surface()
        assert table.die_words_rect is not None
        words = paint.felt_pill_rect(table.die_words_rect)  # the words on their pill
        for horse, (spot, diameter) in marks.items():
            disc = _disc(spot, diameter)
            assert not disc.colliderect(words), (turn, horse, disc, words)
            assert not disc.colliderect(box), (turn, horse, disc, box)
        for start, end in table.gold_lines():
            cut = box.clipline(start, end)
            if cut:  # no way round: the line runs on over the card
                middle = ((cut[0][0] + cut[1][0]) // 2, (cut[0][1] + cut[1][1]) // 2)
                assert tuple(shown.get_at(middle))[:3] == theme.GOLD_LIGHT, (turn, middle)
            assert not words.clipline(start, end), (turn, words, start, end)
        press(pygame.K_1 + min(marks))
        frames(app, 60)
        until_input(app, scene)
        if scene.session.game.state.phase is not Phase.ROLL:
            break
    assert len(boxes) == 1, boxes


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_coach_odds_break_only_after_a_dot(app: App, language: str) -> None:
    """ "Black: win 67% · 2nd 23% · 3rd 6% · last 0%" wrapped as "... · last" over "0%"
    (trial s26 A/213): at any width each line ends at an item's end."""
    from scenes.games.winners_circle.panels import coach_lines
    from scenes.shell import assets
    from tabletop.coach.winners_circle import advise
    from tabletop.games import GAMES
    from tabletop.i18n import Words

    game = GAMES["winners_circle"].new_game(3, seed=21, options={})
    lines = coach_lines(Words(language), advise(game.view(None)), None, None)
    px = theme.text_px(theme.TextSize.SMALL, 1.0)
    odds = [line for line in lines if "%" in line]
    assert odds
    for line in odds:
        widest = max(assets.text_size(item, px)[0] for item in line.split("·"))
        for width in range(widest + 20, 700, 7):
            wrapped = assets.wrap_lines(line, px, width)
            for shown in wrapped[:-1]:
                assert shown.endswith("·"), (width, wrapped)
