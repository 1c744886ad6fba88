"""Where everything stands on the Polterfass table: the shelf along the play area's top,
the mat under it with its plaque above and the coasters mirrored round it, and the side
column of tally, coach, the order cards' band and the buttons (the pieces' own places:
:mod:`scenes.games.polterfass.floor_plan`)."""

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
    # Right column: tally, coach when shown, the order cards' band and the buttons at the
    # foot, still as a lesson's coach comes (they rose 120 px under the pointer, trial
    # s18); 28 px above the buttons and the cards for a lesson's glow (18 px) and a gap.
    button_h = px(52)
    second = pygame.Rect(right.x, right.bottom - button_h, right.width, button_h)
    first = second.move(0, -button_h - px(10))
    for button in (scene.throw_button, scene.again_button, scene.order_button,
                   scene.count_button, scene.close_button):
        button.rect = second if button in (scene.close_button, scene.order_button) else first
        button.words = scene.context.words  # laid out again on a language switch
    # The cards over the Order button, out of the play area: the seats sit mirrored round
    # the mat with no band under it (trial I/014), and the plaque has its own band above
    # the mat (trial M/004). No other button shows while a guest orders: the fan reaches
    # down over the first button's place, which leaves the tally room over the coach.
    coach_needs = panels.coach_height(scene.context.words, right.width, scale)
    if scene.driver.keeps_card_room:
        # A lesson's card keeps the column's top: the cards lie in the coach's place, where
        # the tally lies while no coach shows (none does while a guest orders).
        tally, scene.coach_rect, scene.card_room = pieces.side_column(
            right, first.top, scene.coach_on, True, scale, coach_needs)
        place = scene.coach_rect or tally
        floor_plan.place_hand(scene.hand, right, place.bottom, scale)
        scene.band_rect = pygame.Rect(right.x, place.y, right.width, 0)  # no words on it
    else:
        floor_plan.place_hand(scene.hand, right, second.top - px(28), scale)
        top = floor_plan.cards_top(scene.hand)
        scene.band_rect = pygame.Rect(right.x, top, right.width, first.top - px(10) - top)
        tally, scene.coach_rect, scene.card_room = pieces.side_column(
            right, top, scene.coach_on, False, scale, coach_needs)
    scene.tally.set_rect(tally, scale)
    scene.coasters.legend = scene.context.words("polterfass_scene.turn_order")
    # The mat keeps off every coaster, name and arrow (log open at 720p, s12).
    centre, radius, scene.plaque.rect, clear = floor_plan.lay_mat(
        scene.coasters, zone, flank, scale)
    scene.coasters.set_mat(centre, mat_reach(radius))  # revealed orders keep off it
    # The barrels keep below the plaque and on the mat.
    scene.table.set_layout(shelf, centre, radius, diameter, scale,
                           floor=centre[1] + mat_reach(radius), ceiling=scene.plaque.rect.bottom)
    scene.notice_rect = floor_plan.place_notice(  # across the mat
        centre, min(left.width - 2 * flank, px(560)), clear, scale)
