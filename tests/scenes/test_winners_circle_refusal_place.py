"""A refusal after the roll stands clear of the podium's boxes and the landing discs:
"You have rolled; now choose a horse to move." covered the 1st, 2nd, 3rd and Last boxes
(trial s18, 146); one in the bets, with no free place, never over the podium's words."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.panels import podium_label
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.i18n import translate
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames, press, until_input
from tests.scenes.winners_circle_table import race_to_roll

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


@pytest.mark.parametrize("coach", [True, False], ids=["coach", "no coach"])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_refusal_in_six_seats_bets_leaves_the_podium_words(
        app: App, language: str, coach: bool) -> None:
    """Six seats betting at 1280x720 leave a refusal no free place: it stood over the
    podium's "1st" to "Last" (trial s23). It covers none of the parts the table protects:
    the podium's words, the chips in hand, the lanes and the rate card."""
    app.context.apply_settings(replace(app.context.settings, language=language, coach=coach,
                                       animation_speed="instant"))
    size = (1280, 720)
    resize_window(app, size)
    frames(app, 2)
    session = GameSession.start(GAMES["winners_circle"],
                                [SeatConfig(name, index) for index, name in enumerate(SIX)],
                                seed=5)
    scene = make_game_scene(app.context, session)
    app.context.manager.apply(Push(scene))
    until_input(app, scene)
    assert scene.session.game.state.phase is Phase.BETTING
    scene.toasts.show(app.context.words("winners_circle.error.already_backed"))
    frames(app, 2)
    (card,) = scene.toasts.rects(size)
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
    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="instant"))
    resize_window(app, size)
    frames(app, 2)
    session = GameSession.start(GAMES["winners_circle"],
                                [SeatConfig(name, index)
                                 for index, name in enumerate(["Ann", "Ben", "Cleo"])], seed=5)
    scene = make_game_scene(app.context, session)
    app.context.manager.apply(Push(scene))
    until_input(app, scene)
    assert scene.session.game.state.phase is Phase.BETTING
    scene.toasts.show(app.context.words("winners_circle.error.already_backed"))
    frames(app, 2)
    (card,) = scene.toasts.rects(size)
    table = scene.table
    assert card.collidelist(table.track_rects) == -1, card
    assert card.collidelist(scene.message_clear()) == -1, card
    assert card.colliderect(table.die_row), (card, table.die_row)
