"""Where everything stands on the Polterfass table: the shelf, the mat with the coasters
round it and its plaque, the order cards' band, and the side column of tally, coach and
the innkeeper's buttons (the pieces' own places: :mod:`scenes.games.polterfass.floor_plan`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.games.polterfass import floor_plan, panels, pieces
from scenes.games.polterfass.barrel_art import mat_reach
from scenes.shell import theme
from scenes.shell.theme import TextSize

if TYPE_CHECKING:
    from scenes.games.polterfass.scene import PolterfassScene


def lay_out(scene: PolterfassScene, board: pygame.Rect) -> None:
    """Lay ``scene``'s table out in ``board``."""
    px, scale = scene.px, scene.scale
    gap = px(16)
    right_w = min(px(372), round(board.width * 0.38))
    right = pygame.Rect(board.right - right_w, board.y, right_w, board.height)
    left = pygame.Rect(board.x, board.y, board.width - right_w - gap, board.height)
    diameter = max(16, min(px(60), round(left.width / 11.2)))
    shelf = pygame.Rect(left.x, left.y, left.width,
                        round(diameter * 1.25) + theme.text_px(TextSize.BODY, scale) + px(12))
    zone = pygame.Rect(left.x, shelf.bottom + px(8), left.width,
                       left.bottom - shelf.bottom - px(8))
    flank = max(px(110), round(zone.width * 0.18))
    scene.coasters.legend = scene.context.words("polterfass_scene.turn_order")
    # Mat and order cards keep off every coaster, name and arrow (log open at 720p, s12).
    clear = floor_plan.seat_coasters(scene.coasters, zone, zone, flank, scale)
    # The cards' band at the foot, the mat whole above it, coasters round it (trial s22).
    floor_plan.place_hand(scene.hand, zone, flank, clear, scale)
    centre, radius, scene.plaque.rect, clear = floor_plan.lay_mat(
        scene.coasters, scene.hand, zone, flank, scale)
    scene.coasters.set_mat(centre, mat_reach(radius))  # revealed orders keep off it
    # The barrels keep below the plaque (and above the cards, trial s10).
    scene.table.set_layout(shelf, centre, radius, diameter, scale,
                           floor=floor_plan.cards_top(scene.hand),
                           ceiling=centre[1] - radius + px(52))
    scene.notice_rect = floor_plan.place_notice(  # across the mat
        centre, min(left.width - 2 * flank, px(560)), clear, scale)
    # Right column: tally, coach when shown, and the buttons at the foot, still as a
    # lesson's coach comes (they rose 120 px under the pointer, trial s18); 28 px above
    # them for a lesson's glow (18 px) and its card's gap.
    button_h = px(52)
    second = pygame.Rect(right.x, right.bottom - button_h, right.width, button_h)
    first = second.move(0, -button_h - px(10))
    for button in (scene.throw_button, scene.again_button, scene.order_button,
                   scene.count_button, scene.close_button):
        button.rect = second if button is scene.close_button else first
        button.words = scene.context.words  # laid out again on a language switch
    tally, scene.coach_rect, scene.card_room = pieces.side_column(
        right, first.top, scene.coach_on, scene.driver.keeps_card_room, scale,
        panels.coach_height(scene.context.words, right.width, scale))
    scene.tally.set_rect(tally, scale)
