"""Where everything stands on the Polterfass table: the shelf along the play area's top,
the mat under it with its plaque above and the coasters mirrored round it, and the side
column of tally, coach, the order cards' band and the buttons (the pieces' own places:
:mod:`scenes.games.polterfass.floor_plan`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.games.polterfass import floor_plan, panels, pieces
from scenes.games.polterfass.barrel_art import mat_reach
from scenes.games.polterfass.barrels import BarrelTable
from scenes.games.polterfass.panels import ServePlaque
from scenes.games.polterfass.tally import Coasters
from scenes.games.polterfass.tally_sheet import TallySheet
from scenes.shell import theme
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button
from scenes.widgets.card_hand import CardHand
from tabletop.i18n import Words


@dataclass(frozen=True)
class TableParts:
    """The table's pieces the layout places (the scene owns them)."""

    table: BarrelTable
    coasters: Coasters
    plaque: ServePlaque
    tally: TallySheet
    hand: CardHand
    upper_buttons: Sequence[Button]
    """Throw, Throw again and Count, in the buttons' upper place."""
    lower_buttons: Sequence[Button]
    """Close the tap and Order, at the column's foot."""


@dataclass(frozen=True)
class TableRects:
    """What the layout leaves for the scene to draw in."""

    coach_rect: pygame.Rect | None
    card_room: pygame.Rect
    """A lesson's card's place (pieces.side_column)."""
    band_rect: pygame.Rect
    """The order cards' band's words, over the buttons (none in a lesson)."""
    notice_rect: pygame.Rect
    """The ribbon across the mat."""
    closing_rect: pygame.Rect
    """A lesson's closing line, on the felt beside the plaque (none at play: the band)."""


def lay_out(parts: TableParts, board: pygame.Rect, scale: float, words: Words, *,
            coach_on: bool, card_kept: bool) -> TableRects:
    """Lay the table's ``parts`` out in ``board``; ``card_kept``: a lesson's card keeps
    the side column's top."""

    def px(value: float) -> int:
        return theme.px(value, scale)

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
    for buttons, place in ((parts.upper_buttons, first), (parts.lower_buttons, second)):
        for button in buttons:
            button.rect = place
            button.words = words  # laid out again on a language switch
    # The cards over the Order button, out of the play area: the seats sit mirrored round
    # the mat with no band under it (trial I/014), and the plaque has its own band above
    # the mat (trial M/004). No other button shows while a guest orders: the fan reaches
    # down over the first button's place, which leaves the tally room over the coach.
    coach_needs = panels.coach_height(words, right.width, scale)
    floor_plan.place_hand(parts.hand, right, second.top - px(28), scale)
    if card_kept:
        # A lesson's card keeps the column's top; the cards lie down over the first button's
        # place as at play, in the coach's place, where the tally lies while no coach shows
        # (none does while a guest orders). Up at the coach's foot, a chosen card rose into
        # the card (trial s36 S/015).
        tally, coach_rect, card_room = pieces.side_column(
            right, first.top, coach_on, True, scale, coach_needs)
        place = coach_rect or tally
        band_rect = pygame.Rect(right.x, place.y, right.width, 0)  # no words on it
    else:
        top = floor_plan.cards_top(parts.hand)
        band_rect = pygame.Rect(right.x, top, right.width, first.top - px(10) - top)
        tally, coach_rect, card_room = pieces.side_column(
            right, top, coach_on, False, scale, coach_needs)
    parts.tally.set_rect(tally, scale)
    parts.coasters.legend = words("polterfass_scene.turn_order")
    # The mat keeps off every coaster, name and arrow (log open at 720p, s12).
    centre, radius, parts.plaque.rect, clear = floor_plan.lay_mat(
        parts.coasters, zone, flank, scale)
    parts.coasters.set_mat(centre, mat_reach(radius), parts.plaque.rect)  # orders keep off
    # The barrels keep below the plaque and on the mat.
    parts.table.set_layout(shelf, centre, radius, diameter, scale,
                           floor=centre[1] + mat_reach(radius), ceiling=parts.plaque.rect.bottom)
    notice_rect = floor_plan.place_notice(  # across the mat
        centre, min(left.width - 2 * flank, px(560)), clear, scale)
    closing_rect = (floor_plan.beside_plaque(zone, parts.plaque.rect, parts.coasters.keep_clear(
        px(30)), scale) if card_kept else pygame.Rect(0, 0, 0, 0))
    return TableRects(coach_rect, card_room, band_rect, notice_rect, closing_rect)
