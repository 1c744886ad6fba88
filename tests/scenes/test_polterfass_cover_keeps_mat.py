"""Polterfass with two persons: the public table stays in sight during a hand-over. The cover
lies over the guest's order cards' band only, and neither it nor the fanned cards (a chosen
one raised, under the pointer) reach the beer mat, its plaque or a coaster (trial s22,
2 persons + 1 computer at 1920x1080: the cover and the fan hid the mat's lower third)."""

from __future__ import annotations

import math

import pygame
import pytest

from scenes.games.polterfass.barrel_art import mat_reach
from scenes.games.polterfass.floor_plan import CHOSEN_LIFT
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames, lift_curtain
from tests.scenes.test_hand_over import _start, _to_curtain
from tests.scenes.test_polterfass_cards_clear import _card_cover

__all__ = ["app"]

HOVER_LIFT = 0.08  # a card under the pointer rises this much more (CardHand)


def _meets_mat(scene: PolterfassScene, rect: pygame.Rect) -> bool:
    """Whether ``rect`` reaches the mat, its scallops' tips included."""
    centre = scene.table.mat_centre
    nearest = math.hypot(max(rect.left - centre.x, 0, centre.x - rect.right),
                         max(rect.top - centre.y, 0, centre.y - rect.bottom))
    return nearest <= mat_reach(scene.table.mat_radius)


def _public(scene: PolterfassScene) -> dict[str, pygame.Rect]:
    """The public things beside the mat: its plaque and every coaster with its name."""
    coasters = scene.coasters.keep_clear(scene.px(30))[:len(scene.coasters.places)]
    return {"plaque": pygame.Rect(scene.plaque.rect),
            **{f"coaster {at}": rect for at, rect in enumerate(coasters)}}


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_cover_and_the_order_cards_leave_the_mat_in_sight(app: App,
                                                              size: tuple[int, int]) -> None:
    resize_window(app, size)
    frames(app, 2)
    scene = _start(app, "polterfass")
    assert isinstance(scene, PolterfassScene)
    cover = _to_curtain(app, scene).curtain.rect
    assert not _meets_mat(scene, cover), (size, cover, scene.table.mat_centre)
    hidden = [name for name, rect in _public(scene).items() if rect.colliderect(cover)]
    assert not hidden, (size, cover, hidden)

    lift_curtain(app)
    frames(app, 40)
    assert scene.hand_seat is not None and len(scene.hand.cards) == 8
    for card in scene.hand.cards:
        raised = _card_cover(card, card.size[1] * (CHOSEN_LIFT + HOVER_LIFT))
        assert not _meets_mat(scene, raised), (size, card.value, raised)
        assert raised.colliderect(cover), (size, card.value, "a card outside the cover's place")
        hidden = [name for name, rect in _public(scene).items() if rect.colliderect(raised)]
        assert not hidden, (size, card.value, hidden)
