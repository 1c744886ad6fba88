"""Where every piece of the Winner's Circle table stands (:class:`RaceTable`'s layout):
the track and the horses' rows beside it, the payout table under them, a lesson's card band
over the track, and in the infield the podium, the die's row, the chips and the coach."""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.art import small_px
from scenes.games.winners_circle.coach_box import coach_home
from scenes.games.winners_circle.die_row import lay_die_row
from scenes.games.winners_circle.landing import landing_row
from scenes.games.winners_circle.panels import RIBBON_GAP, RIBBON_HEIGHT, podium_boxes
from scenes.games.winners_circle.rate_card import card_lanes_width, rate_card_height
from scenes.games.winners_circle.table import RaceTable
from scenes.games.winners_circle.track import TrackGeometry, finish_label_rect
from scenes.modes.lesson_card import TEXT_PX as LESSON_TEXT_PX
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from tabletop import i18n
from tabletop.games.winners_circle_data import HORSES, SPACES


def card_band_height(scale: float) -> int:
    """How tall a lesson's card's band over the track is: its buttons' row over three lines
    of its words (:mod:`scenes.modes.lesson_card`'s sizes). A lesson's card keeps that
    band at every step, clear of all laid out below it: standing where each step left
    room, it took five places, Next moving under the pointer onto the track (trial s32
    J/002); the horses' rows keep their height beside it."""
    pad, line = theme.px(theme.SPACE_M, scale), theme.px(LESSON_TEXT_PX, scale)
    line = assets.text("A", max(theme.text_px(TextSize.BODY, scale), line)).get_height()
    return 3 * pad + theme.px(48, scale) + 3 * line


def lay_out_table(table: RaceTable, texts: i18n.Words, board: pygame.Rect, scale: float, *,
                  coach: bool, card_band: bool = False) -> None:
    """Lay ``table``'s pieces out on ``board`` in ``texts``' language: the coach's box
    where ``coach``, and with ``card_band`` the band a lesson's card keeps over the track."""
    table.texts, table.scale = texts, scale
    table.roll_button.words = texts
    gap = table.px(12)
    lanes_w = min(table.px(440), round(board.width * 0.38))
    lanes_w = max(lanes_w, card_lanes_width(texts, table.lanes[0].seats, scale, board.width))
    # Wide enough for every seat's chips apart, the landing tag and the pace token: five
    # seats' chips beside the open log lay half over each other, with no tag (trial s14).
    tag_w = _tag_width(table)
    back, home = (table.text("card_moved"), table.text("card_moved_note")), (
        table.text("card_finished"),)
    for lane in table.lanes:
        lane.scale, lane.tag_w, lane.back_words, lane.home_words = scale, tag_w, back, home
    for _ in range(3):  # a wider card of rates is shorter, and the lanes taller
        row_h = (board.height - rate_card_height(texts, lanes_w, table.lanes[0].seats, scale)
                 - table.px(10) - table.px(4) * (HORSES - 1)) // HORSES
        lanes_w = max(lanes_w, min(table.lanes[0].least_width(row_h), board.width // 2))
    lanes = pygame.Rect(board.right - lanes_w, board.y, lanes_w, board.height)
    track = pygame.Rect(board.x, board.y, board.width - lanes_w - gap, board.height)
    table.card_rect = None
    if card_band:  # over the track, a glowing horse on its far side clear of it
        # As far from the rows as a glow's reach and a gap: a glowing row took its edge.
        table.card_rect = pygame.Rect(track.x, track.y, track.width - table.px(26),
                                      card_band_height(scale))
        track.height -= table.card_rect.height + table.px(26)
        track.bottom = board.bottom
    short = track.width < track.height  # a short infield: see the die's row
    if short:
        track = pygame.Rect(board.x, track.centery - track.width // 2, track.width,
                            track.width)
    table.geo = TrackGeometry(track, scale)
    # The payout table's card under the lanes, beside the chips it prices (RULES §1.8).
    table.rates_rect = pygame.Rect(lanes.x, 0, lanes.width, rate_card_height(
        texts, lanes.width, table.lanes[0].seats, scale))
    table.rates_rect.bottom = lanes.bottom
    lanes.height -= table.rates_rect.height + table.px(10)
    # With the payout table's heading on its own row the lanes close up a little.
    row_gap = table.px(4)
    row_h = (lanes.height - row_gap * (HORSES - 1)) // HORSES
    for horse, lane in enumerate(table.lanes):
        lane.set_rect(pygame.Rect(lanes.x, lanes.y + horse * (row_h + row_gap), lanes.width,
                                  row_h), scale)
    infield = table.geo.infield
    # A row of landing discs between the rail and the podium, clear of both.
    rail = table.geo.centre.y - table.geo.radius + table.geo.width / 2
    top = round(rail) + landing_row(scale)
    room, beside = infield, None
    if table.card_rect is not None:
        # Low under a lesson's card band, the coach's box stands beside the podium and
        # the die, at every step: under them it found no room, and the chips shrank.
        green = table.geo.infield_width_at(table.geo.centre.y,
                                          (infield.bottom - top) / 2) - 2 * gap
        width = green * 2 // 5
        # Above the near rail by a row of landing discs: they stack up from the near
        # side. Up to the far rail: the lesson's coach steps have no horse on the far
        # side, and a row lower the box dropped the horse's odds (trial s35 Q/021).
        high = round(rail) + table.px(6)
        beside = pygame.Rect(infield.centerx + green // 2 - width, high, width,
                             infield.bottom - landing_row(scale) - high)
        room = pygame.Rect(infield.centerx - green // 2, infield.y,
                           green - width - gap, infield.height)
    table.boxes = podium_boxes(room, table.geo.piece, scale, top)
    if beside is not None:  # as wide as the podium and the pace token leave it: at
        # 1280x720 the English odds took three lines, too many
        pace = table.pace_rect().inflate(-table.geo.piece // 5, 0)  # as drawn
        left = max(max(box.right for box in table.boxes.values()) + gap,
                   pace.right + table.px(6))
        beside.width = beside.right - left
        beside.x = left
    below = max(box.bottom for box in table.boxes.values()) + table.px(10)
    # The infield under the podium: the die (or the betting chips), then the coach.
    middle = pygame.Rect(room.x, below, room.width, infield.bottom - below - table.px(20))
    table.coach_rect = None
    # Under a lesson's card band the coach's place is kept at every step, its box shown or
    # not: the landing discs stood there and jumped aside as a coach step's card opened
    # (trial s38 V/007).
    table.coach_room = beside
    above = None
    if coach and beside is not None:
        table.coach_rect = beside
    elif coach:
        table.coach_rect = coach_home(middle, scale)
        middle.height -= table.coach_rect.height + table.px(8)
    else:
        # The coach's place at the infield's foot is the ribbon's, over "Start ·
        # Finish", the die's row raised clear of it: over the empty boxes the ribbon
        # hid 1st to Last after every bet (trial s29 G/009).
        above = (paint.felt_pill_rect(finish_label_rect(table.geo, table.text("finish"))).top
                 - table.px(RIBBON_HEIGHT) - 2 * table.px(RIBBON_GAP))
    # The die's words go under it, or, where the coach's card leaves no room there (a
    # short infield beside the open log at 1280x720), in the Roll button's place.
    limit = (table.coach_rect.top - table.px(4) if table.coach_rect is not None
             else infield.bottom)
    die = lay_die_row(table.geo, middle, limit, scale, above)
    table.die.size, table.die.home, table.roll_button.rect = die.size, die.home, die.button
    table.die_row, table.words_beside = die.row, die.words_beside
    table.hand_rect = pygame.Rect(middle)
    table.track_rects = table.geo.band_rects()
    # The sheet covers the track and leaves the lanes (the chips) in sight when every
    # player's column keeps room for its lines; otherwise the whole board.
    wide = track.width / len(table.money) < table.px(150)
    table.sheet_rect = (board if wide else track).inflate(-table.px(16), -table.px(16))
    table.layout_chip_pieces()


def _tag_width(table: RaceTable) -> int:
    """The room a lane keeps for its landing tag in the player's language (the widest of
    "→ 1" to "→ 36", "→ 1st" to "→ 3rd" and "blocked"), a little gap included."""
    small = small_px(table.scale)
    words = [*(table.text("preview_space", space=space) for space in range(1, SPACES + 1)),
             *(table.text("preview_space", space=table.text(f"podium_{place}"))
               for place in (1, 2, 3)), table.text("preview_stays")]
    return max(assets.text_size(word, small, bold=True)[0] for word in words) + table.px(20)
