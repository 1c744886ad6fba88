"""Polterfass: a guest's order cards never hide a barrel on the mat (trial s10: the fanned
cards covered the mat's lower third, and half of it with the log open, hiding the lying
barrels a guest weighs up before ordering)."""

from __future__ import annotations

import math
import random

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.barrel_art import ANGLE_STEP, lying_rotated
from scenes.games.polterfass.barrel_sprite import BarrelSprite
from scenes.games.polterfass.landing import lying_size
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.polterfass import CARDS, Landing
from tabletop.session import GameSession
from tests.scenes.test_game_base import app

__all__ = ["app"]


def _card_cover(card: object, lift: float) -> pygame.Rect:
    """The screen box a fanned card covers, turned and lifted by ``lift``."""
    from scenes.widgets.card_hand import HandCard

    assert isinstance(card, HandCard)
    width, height = card.size
    centre = pygame.Vector2(card.position.x, card.position.y - lift)
    corners = [centre + pygame.Vector2(dx * width / 2, dy * height / 2).rotate(-card.angle)
               for dx in (-1, 1) for dy in (-1, 1)]
    left, top = min(c.x for c in corners), min(c.y for c in corners)
    right, bottom = max(c.x for c in corners), max(c.y for c in corners)
    return pygame.Rect(math.floor(left), math.floor(top), math.ceil(right - left),
                       math.ceil(bottom - top))


def lying_box(sprite: BarrelSprite) -> pygame.Rect:
    """The screen box a lying barrel's picture covers where it rests, turned as drawn."""
    angle = round(sprite.angle / ANGLE_STEP) * ANGLE_STEP % 360
    image = lying_rotated(*lying_size(sprite.lying_diameter), sprite.special, 0, angle)
    return image.get_bounding_rect().move(
        image.get_rect(center=(round(sprite.rest.x), round(sprite.rest.y))).topleft)


def laid_table(app: App, seats: int, size: tuple[int, int], log_open: bool) -> PolterfassScene:
    """A table of ``seats`` persons laid out at ``size``, the side log open or not."""
    configs = [SeatConfig(f"Seat {seat}", seat) for seat in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], configs, seed=4))
    assert isinstance(scene, PolterfassScene)
    scene.resize(size)
    if log_open:
        scene.log.toggle()
        scene.lay_out()
    return scene


def _guest_with_every_card(app: App, size: tuple[int, int], log_open: bool) -> PolterfassScene:
    """A 3-seat table laid out at ``size`` (the side log open or not) with a guest's full
    hand of order cards fanned out and live."""
    scene = laid_table(app, 3, size, log_open)
    scene.hand.sync(list(CARDS), legal=list(CARDS))
    scene.hand.set_interactive(True)
    return scene


@pytest.mark.parametrize("log_open", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_order_cards_never_hide_a_lying_barrel(app: App, size: tuple[int, int],
                                                  log_open: bool) -> None:
    scene = _guest_with_every_card(app, size, log_open)
    covers = [_card_cover(card, card.size[1] * (0.14 + 0.08)) for card in scene.hand.cards]
    table = scene.table
    rng = random.Random(5)
    for throw in range(25):
        # Eight barrels lie (one stood, or the round would start again), seven, ... one.
        lying = 8 - throw % 8
        landings = [Landing(barrel, barrel >= lying, 1 if barrel >= lying else None)
                    for barrel in range(9)]
        rng.shuffle(landings)
        table.throw(landings, round_number=throw).finish()
        for sprite in table.barrels:
            if sprite.standing:
                continue
            box = lying_box(sprite)
            hidden = [cover for cover in covers if cover.colliderect(box)]
            assert not hidden, (throw, sprite.barrel, box, hidden[0])


@pytest.mark.parametrize("log_open", [False, True])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_order_cards_stand_whole_above_the_prompt_bar(app: App, size: tuple[int, int],
                                                         log_open: bool) -> None:
    """Trial s16 at 1920x1080: the fan's turned outer cards were cut by the prompt bar; every
    card of a full hand now stands whole on the board, at rest and lifted."""
    scene = _guest_with_every_card(app, size, log_open)
    board = scene.board_area()
    for card in scene.hand.cards:
        cover = _card_cover(card, 0.0)
        assert cover.bottom <= board.bottom < scene.frame.prompt.rect.top, \
            (card.value, cover, board, scene.frame.prompt.rect)
