"""What a lesson's card must leave in view on the Winner's Circle table: the parts its
words speak of, found where the table has laid them out now (:class:`RaceTable`)."""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from scenes.games.winners_circle.panels import payout_written, ribbon_face
from scenes.games.winners_circle.table import RaceTable
from scenes.games.winners_circle.track import resting_on_track
from scenes.widgets.paint import felt_pill_rect
from tabletop.games.winners_circle_data import HORSES, PACE_SPACE, SPACES
from tabletop.i18n import Words

HORSE_COLOURS = ("black", "white", "red", "blue", "yellow", "green", "purple")
"""The horses as a lesson names them, in horse order (WC-D13)."""


def sight_rects(table: RaceTable, words: Words, name: str) -> list[pygame.Rect]:
    """"card_band": the band a lesson's card keeps over the track at every step (none at
    play); "rates": the bets' payout card; "cards": the horses' cards beside the track;
    "chips": the chips still to bet; "die": the die; "pace": the pace space with its
    token; "podium": the infield's 1st, 2nd, 3rd and last boxes; "sheet": a race's
    payout sheet, its written parts (the result, every player's lines, the totals at its
    foot); "discs": the landing discs, where each horse the die moves would land;
    "ribbon": where the table's ribbon stands (a blocked horse's news), up or not;
    "track": the whole track round the infield, which a race played before the learner's
    eyes runs over; a horse by its colour ("black"): its gate row with its card and its
    piece on the track."""
    if name == "card_band":
        return [] if table.card_rect is None else [pygame.Rect(table.card_rect)]
    if name == "rates":
        return [pygame.Rect(table.rates_rect)]
    if name == "sheet":
        return ([] if table.sheet is None
                else payout_written(words, table.sheet_rect, table.sheet, table.scale))
    if name == "track":
        return track_ring(table)
    if name == "ribbon":
        return [ribbon_face(table.ribbon_rect, table.ribbon, table.scale)
                if table.ribbon else pygame.Rect(table.ribbon_rect)]
    if name == "discs":
        return [pygame.Rect(round(centre.x - size / 2), round(centre.y - size / 2),
                            round(size), round(size))
                for centre, size in table.landing_rings().values()]
    if name == "podium":
        return [pygame.Rect(box) for box in table.boxes.values()]
    if name == "chips":
        return [pygame.Rect(piece.rect) for piece in table.chip_pieces]
    if name == "die":
        return [table.die.rect()]
    if name == "pace":
        geo = table.geo
        corners = geo.cell_polygon(PACE_SPACE)
        xs, ys = [x for x, _ in corners], [y for _, y in corners]
        space = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        return [space.union(geo.number_rect(PACE_SPACE))]
    if name == "cards":
        return [pygame.Rect(lane.rect) for lane in table.lanes]
    if name in HORSE_COLOURS:
        horse = HORSE_COLOURS.index(name)
        return [pygame.Rect(table.lanes[horse].rect), *horse_pieces(table, [horse])]
    return []


def infield(table: RaceTable) -> pygame.Rect:
    """The green inside the rail, as wide as it is at its top and foot: no horse runs
    there."""
    geo = table.geo
    half = geo.infield.height // 2
    width = geo.infield_width_at(geo.centre.y, half) - 2 * table.px(8)
    room = pygame.Rect(0, 0, width, geo.infield.height)
    room.center = geo.infield.center
    return room


def track_ring(table: RaceTable) -> list[pygame.Rect]:
    """The track round the :func:`infield`: the bands above, below and beside it."""
    track, room = table.geo.rect, infield(table)
    return [pygame.Rect(track.left, track.top, track.width, room.top - track.top),
            pygame.Rect(track.left, room.bottom, track.width, track.bottom - room.bottom),
            pygame.Rect(track.left, room.top, room.left - track.left, room.height),
            pygame.Rect(room.right, room.top, track.right - room.right, room.height)]


def keep_in_sight(table: RaceTable) -> list[pygame.Rect]:
    """The gate rows with the horses' cards and the bets' payout card, then the horses
    on the track: a lesson's card speaks of them all."""
    rows = pygame.Rect(table.lanes[0].rect).unionall([lane.rect for lane in table.lanes])
    return [rows, pygame.Rect(table.rates_rect), *horse_pieces(table, range(HORSES))]


def horse_pieces(table: RaceTable, horses: Iterable[int]) -> list[pygame.Rect]:
    """The pieces of ``horses`` on the track (not those in the podium's boxes), each with
    the number of the space it stands on, drawn over it on its pill: a frame round the
    horse alone ran through that number (trial s37 T/016: Black's 5 and 20 hidden)."""
    geo, size = table.geo, table.geo.piece
    pieces = []
    for horse in horses:
        sprite = table.horses[horse]
        if sprite.visible and sprite.spot is None:
            piece = pygame.Rect(0, 0, size, size)
            centre = sprite.centre(geo)
            piece.center = (round(centre.x), round(centre.y))
            if resting_on_track(sprite):
                numbers = [geo.number_rect(space) for space in range(1, SPACES + 1)]
                piece = piece.unionall([felt_pill_rect(number) for number in numbers
                                        if number.colliderect(piece)] or [piece])
            pieces.append(piece)
    return pieces
