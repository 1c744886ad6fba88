"""The refusal before the roll stands clear of the podium's boxes: "Roll the die first,
then choose a horse." covered the empty 1st, 2nd, 3rd and Last boxes at 1920x1080
(issue #32), where a refusal after the roll already kept clear of them (trial s18)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.shell.app import App
from tabletop.games.winners_circle import Phase
from tabletop.i18n import translate
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, press
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]

ROLL_FIRST = translate("winners_circle.error.roll_first", "en")


@pytest.mark.parametrize(("seats", "coach"), [(3, False), (6, False), (6, True)])
def test_roll_first_leaves_the_podium(app: App, seats: int, coach: bool) -> None:
    """With the coach on, six seats leave the infield no free room: the coach's card
    gives it (the podium and Roll cannot)."""
    app.context.apply_settings(replace(app.context.settings, coach=coach))
    size = (1920, 1080)
    pygame.display.set_mode(size)
    app.context.resize(size)
    names = ["Ann", "Ben", "Cleo", "Dov", "Eve", "Finn"][:seats]
    scene = race_to_roll(app, names, 5, 1)
    press(pygame.K_1)  # a horse chosen before the roll
    frames(app, 2)
    assert [toast.text for toast in scene.toasts.toasts] == [ROLL_FIRST]
    (card,) = scene.toasts.rects(size)
    table = scene.table
    for place, box in table.boxes.items():
        assert not card.colliderect(box), (place, card, box)
    assert not card.colliderect(table.roll_button.rect), (card, table.roll_button.rect)
    for spot, _diameter in table.landing_rings().values():
        assert not card.collidepoint(spot), (card, spot)


def test_the_roll_button_leaves_the_podium(app: App) -> None:
    """Six seats and the coach at 1920x1080: the Roll button stood on the feet of the 2nd,
    3rd and Last boxes, the infield under them being short (issue #32)."""
    app.context.apply_settings(replace(app.context.settings, coach=True))
    pygame.display.set_mode((1920, 1080))
    app.context.resize((1920, 1080))
    scene = race_to_roll(app, ["Ann", "Ben", "Cleo", "Dov", "Eve", "Finn"], 5, 1)
    table = scene.table
    assert table.roll_shown()
    for place, box in table.boxes.items():
        assert not table.roll_button.rect.colliderect(box), (place, table.roll_button.rect, box)
        assert not table.die.rect().colliderect(box), (place, table.die.rect(), box)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_roll_first_leaves_the_words_under_the_die(app: App, size: tuple[int, int]) -> None:
    # At 1280x720 "Roll the die first" stood over "Ann to roll" (trial s34 P/007, O/007).
    pygame.display.set_mode(size)
    app.context.resize(size)
    scene = race_to_roll(app, ["Ann", "Ben"], 5, 1)
    session = scene.session
    for _ in range(900):  # one rolls and moves; the other is to roll
        frames(app, 1)
        if not scene.accepts_input:
            continue
        if session.game.state.phase is Phase.ROLL and scene.table.die.roller is not None:
            break
        frames(app, 1, dt=QUIET_SECONDS)
        assert scene.act(session.game.legal_actions()[0])
    table = scene.table
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_1)
    frames(app, 2)
    assert [toast.text for toast in scene.toasts.toasts] == [ROLL_FIRST]
    assert table.die_words_rect is not None, "no words under the die"
    (card,) = scene.toasts.rects(size)
    assert not card.colliderect(table.die_words_rect), (card, table.die_words_rect)
