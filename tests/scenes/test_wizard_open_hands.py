"""A Wizard Extreme replay keeps a picture of each open hand at rest (DESIGN §6: a five-seat
replay drew some seventy cards with their shadows every frame and missed its budget at
1920x1080), and the picture shows what drawing card by card shows: after a card is played
the hand's picture is drawn anew, without it."""

from __future__ import annotations

from typing import Any

import numpy
import pygame
import pytest

from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.modes.replay import ReplayDriver
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.games.wizard_extreme import Phase, PlayCard
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_replay import finished_game

__all__ = ["app"]


def _settle(shell: App, table: WizardExtremeScene) -> None:
    for _ in range(600):
        frames(shell, 1)
        if not table.driver.is_busy:
            break
    frames(shell, 3)


def _replay_at_a_card(shell: App) -> WizardExtremeScene:
    """A paused replay of a finished game, standing where a card is to be played."""
    finished = finished_game("wizard_extreme")
    position = next(index for index, action in enumerate(finished.game.history)
                    if isinstance(action, PlayCard) and index > 40)
    table = shell.context.navigator.replay(finished, at=position)
    shell.context.manager.apply(Push(table))
    frames(shell, 2)
    table = shell.context.manager.top
    assert isinstance(table, WizardExtremeScene) and isinstance(table.driver, ReplayDriver)
    table.driver.playing = False
    _settle(shell, table)
    table = shell.context.manager.top
    assert isinstance(table, WizardExtremeScene)
    assert table.driver.reveals_all and not table.hand.cards
    assert table.phase is Phase.PLAY
    return table


def _drawn(shell: App, table: WizardExtremeScene, *, kept: bool) -> Any:
    """The whole screen drawn once: with the kept pictures, or every hand card by card."""
    if not kept:
        hands = table.open_hands
        hands._pictures = [None] * len(hands.hands)
        hands._seen = [None] * len(hands.hands)
    surface = pygame.Surface(shell.context.size)
    table.draw(surface)
    return pygame.surfarray.array3d(surface).astype(int)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_open_hands_are_kept_at_rest_and_look_as_drawn_card_by_card(
        app: App, size: tuple[int, int]) -> None:
    app.context.display.set_window_size(size)
    app.context.resize(app.context.display.size)
    table = _replay_at_a_card(app)
    hands = table.open_hands
    made = hands.pictures_made
    frames(app, 20)
    assert hands.pictures_made == made, "a hand at rest was drawn anew"
    assert all(picture is not None and picture.look == (tuple(cell), slot, *picture.look[2:4],
                                                         hand.look())
               for picture, cell, slot, hand in zip(hands._pictures, hands.cells, hands.slots,
                                                    hands.hands, strict=True))

    kept = _drawn(app, table, kept=True)
    direct = _drawn(app, table, kept=False)
    difference = numpy.abs(kept - direct).max(axis=2)
    for cell in hands.cells:  # inside a cell, on its own paint, the very same pixels
        assert difference[cell.left:cell.right, cell.top:cell.bottom].max() == 0
    # Outside, a shadow's soft edge may round a shade apart; a card never goes missing.
    assert difference.max() <= 24 and (difference > 8).sum() < 200

    # One card played: its owner's picture is drawn anew, and shows the hand without it.
    seat = table.session.current_seat
    assert seat is not None
    before = [card.value for card in table.backs[seat].cards]
    table.driver.step_forward()
    _settle(app, table)
    table = app.context.manager.top
    assert isinstance(table, WizardExtremeScene)
    after = [card.value for card in table.backs[seat].cards]
    assert len(after) == len(before) - 1
    picture = table.open_hands._pictures[seat]
    assert picture is not None and picture.look[-1] == table.backs[seat].look()
    kept = _drawn(app, table, kept=True)
    direct = _drawn(app, table, kept=False)
    cell = table.open_hands.cells[seat]
    assert numpy.abs(kept - direct)[cell.left:cell.right, cell.top:cell.bottom].max() == 0
