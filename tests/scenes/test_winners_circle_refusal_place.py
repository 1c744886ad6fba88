"""A refusal after the roll stands clear of the podium's boxes and the landing discs:
"You have rolled; now choose a horse to move." covered the 1st, 2nd, 3rd and Last boxes
(trial s18, 146); one in the bets, with no free place, never over the podium's words."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.winners_circle.panels import podium_label
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from tabletop.games.winners_circle import Phase
from tabletop.i18n import translate
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames, press, until_input
from tests.scenes.winners_circle_table import persons_at_the_bets, race_to_roll

__all__ = ["app"]

ALREADY_ROLLED = translate("winners_circle.error.already_rolled", "en")


def test_the_refusal_after_a_roll_leaves_the_podium_and_the_discs(app: App) -> None:
    size = (1920, 1080)
    pygame.display.set_mode(size)
    app.context.resize(size)
    scene = race_to_roll(app, ["Ann", "Ben", "Cleo"], 5, 1)
    press(pygame.K_SPACE)
    frames(app, 2)
    until_input(app, scene)
    assert scene.session.game.state.phase is Phase.MOVE
    press(pygame.K_SPACE)
    frames(app, 2)
    assert [toast.text for toast in scene.toasts.toasts] == [ALREADY_ROLLED]
    (card,) = scene.toasts.rects(size)
    table = scene.table
    for box in table.boxes.values():
        assert not card.colliderect(box), (card, box)
    for spot, _diameter in table.landing_rings().values():
        assert not card.collidepoint(spot), (card, spot)
    assert not card.colliderect(table.die.rect())


SIX = ["Mina", "플레이어 하나둘", "Alexandra-Maria", "Jun", "김수한무거북이와", "Christopher"]


def _refused_in_the_bets(app: App, names: list[str], size: tuple[int, int],
                         **settings: Any) -> tuple[WinnersCircleScene, pygame.Rect]:
    """Persons named ``names`` in the bets at ``size`` (the ``settings`` and instant
    animation), told "You already have a chip on that horse": the table and the card."""
    app.context.apply_settings(replace(app.context.settings, **settings,
                                       animation_speed="instant"))
    resize_window(app, size)
    frames(app, 2)
    scene = persons_at_the_bets(app, names)
    until_input(app, scene)
    assert scene.session.game.state.phase is Phase.BETTING
    scene.toasts.show(app.context.words("winners_circle.error.already_backed"))
    frames(app, 2)
    (card,) = scene.toasts.rects(size)
    return scene, card


@pytest.mark.parametrize("coach", [True, False], ids=["coach", "no coach"])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_refusal_in_six_seats_bets_leaves_the_podium_words(
        app: App, language: str, coach: bool) -> None:
    """Six seats betting at 1280x720 leave a refusal no free place: it stood over the
    podium's "1st" to "Last" (trial s23). It covers none of the parts the table protects:
    the podium's words, the chips in hand, the lanes and the rate card."""
    scene, card = _refused_in_the_bets(app, SIX, (1280, 720), language=language, coach=coach)
    table = scene.table
    words = [podium_label(box, table.scale) for box in table.boxes.values()]
    assert card.collidelist(words) == -1, (card, words)
    chips = [piece.rect for piece in table.chip_pieces]
    assert chips and card.collidelist(chips) == -1, (card, chips)
    assert card.collidelist([lane.rect for lane in table.lanes]) == -1, card
    assert not card.colliderect(table.rates_rect), card


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_refusal_in_the_bets_stands_in_the_unused_die_row(
        app: App, language: str, size: tuple[int, int]) -> None:
    """"You already have a chip on that horse" found no free place beside the chips at
    1920x1080 in English and stood over the track's start (trial s32 I/018): the chips lie
    under the podium and the die's row, no die drawn in the bets, takes the card, clear of
    everything the table shows, the track first."""
    scene, card = _refused_in_the_bets(app, ["Ann", "Ben", "Cleo"], size, language=language)
    table = scene.table
    assert card.collidelist(table.track_rects) == -1, card
    assert card.collidelist(scene.message_clear()) == -1, card
    assert card.colliderect(table.die_row), (card, table.die_row)
