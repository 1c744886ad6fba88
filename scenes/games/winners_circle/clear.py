"""What a message over the Winner's Circle table leaves clear, and where the ribbon, a
message too, stands by that rule (found where :class:`RaceTable` has laid it out now; the
scene places the ribbon once the table is laid out)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame

from scenes.games.winners_circle.lanes import hand_area
from scenes.games.winners_circle.panels import (
    RIBBON_GAP,
    RIBBON_HEIGHT,
    RIBBON_TALL,
    ribbon_face,
)
from scenes.games.winners_circle.table import RaceTable
from scenes.games.winners_circle.track import finish_label_rect
from scenes.widgets import paint
from scenes.widgets.toast import free_place, least_covering_place
from tabletop.games.winners_circle import Phase


def ribbon_place(table: RaceTable, board: pygame.Rect, home: tuple[int, int]) -> pygame.Rect:
    """Where the ribbon stands: by the toasts' rule (free_place), nearest ``home`` (the
    infield's foot) clear of the die, the podium and the track (a trial found it over the
    die and the Roll button, where the prompt sent the player), as narrow as need be; on
    a board with no such room, where it covers the least of them."""
    shown = ribbon_face(table.ribbon_rect, table.ribbon, table.scale) if table.ribbon else None
    kept = [part for part in toast_clear(table) if part not in (table.ribbon_rect, shown)]
    # Free room over the card, not the podium (trial s29 G/009); else never die or Roll.
    spared = [*table.boxes.values(), paint.felt_pill_rect(
        finish_label_rect(table.geo, table.text("finish")))]
    no_podium = [*spared, *(part for part in kept if part != table.coach_rect)]
    # A ribbon may stand close to what it spares.
    gap, height = table.px(RIBBON_GAP), table.px(RIBBON_HEIGHT)
    sizes = [(table.px(width), height) for width in (460, 400, 340, 280)]
    # Narrower, its words on three lines: the lesson's infield under the card's band has
    # no room as wide as 280 clear of the podium, and the ribbon stood over its empty
    # boxes before the first bet (trial s35 Q/021).
    tall = [(table.px(width), table.px(RIBBON_TALL)) for width in (240, 210)]
    # In the bets the die's row holds only the chips in hand, or the die waiting: six
    # seats with the coach off left no other room, and who bets first stood over the
    # empty boxes (trial s38). (The scene places the ribbon again as the race begins.)
    betting = ([*(part for part in no_podium if part != table.die_row), table.die.rect(),
                *hand_area(table.hand_shown(), table.scale)]
               if table.phase is Phase.BETTING else None)
    rules: list[tuple[Callable[..., pygame.Rect | None], list[pygame.Rect],
                      list[tuple[int, int]]]] = [
        (free_place, no_podium, sizes), (free_place, no_podium, tall),
        *([(free_place, betting, sizes)] if betting else []), (free_place, kept, sizes),
        (partial(least_covering_place, avoid=[table.die_row]), kept, sizes)]
    for rule, parts, tried in rules:
        # Of the widths that find a place, the one nearest the infield's foot: the
        # ribbon by the die, leaving the room over the podium to a toast.
        places = [place for size in tried
                  if (place := rule(size, board, parts, home, gap)) is not None]
        if places:
            return min(places, key=lambda place: (place.midbottom[0] - home[0]) ** 2
                       + (place.midbottom[1] - home[1]) ** 2)
    return pygame.Rect(board.x, board.y, *sizes[-1])  # a board smaller than a ribbon

def toast_clear(table: RaceTable, *, message: bool = False) -> list[pygame.Rect]:
    """What a message over the table leaves clear (DESIGN §3): every space of the track
    (the horses on it) and its "Start · Finish", the podium's boxes (see below), the
    landing discs, the die with its words and the Roll button, the betting person's
    chips, the pace token, the coach's card, the lanes with their cards and chips, the
    rate card, a lesson's card's band (the ribbon stood in it), and the payout sheet and
    the ribbon while they are up."""
    # A toast (``message``) from the roll on, and all once a horse is chosen: all four
    # boxes and the discs, as a refusal over them hid where the horses would finish
    # (trial s18, 146; "Roll the die first", issue #32); the room beside the die, or
    # over the die waiting for its roll, takes it. Else a box with a horse in it only:
    # the empty ones are the infield's one room for the ribbon and the turn's banner
    # (beside the open log), which keep the whole die row clear.
    spots = [sprite.spot for sprite in table.horses
             if sprite.visible and sprite.spot is not None]
    racing = bool(table.previews) or (message and table.phase is not Phase.BETTING)
    boxes = [box for box in table.boxes.values() if racing or box.collidelist(
        [pygame.Rect(round(spot.x), round(spot.y), 1, 1) for spot in spots]) >= 0]
    marks = [pygame.Rect(0, 0, round(size), round(size)).move(
        round(spot.x - size / 2), round(spot.y - size / 2))
        for spot, size in table.landing_rings().values()]
    # While a person's chips are out to bet no die is drawn: a toast may stand in its
    # row beside the chips (their own rect kept clear), where an English refusal found
    # no other free place and stood over the track's start (trial s32 I/018).
    die = (table.die_parts(waiting_die=not message) if racing
           else None if message and table.betting_by_hand() else table.die_row)
    parts = [*table.track_rects, finish_label_rect(table.geo, table.text("finish")),
             *boxes, *marks, *([die] if die is not None else []),
             *(lane.rect for lane in table.lanes), table.rates_rect,
        *([table.card_rect] if table.card_rect is not None else [])]
    parts += hand_area(table.hand_shown(), table.scale)
    if table.pace_on_track:
        parts.append(table.pace_rect())
    # Six seats and the coach leave no room for a toast while the die waits: the coach's
    # card, read again once it fades, gives what the podium and Roll cannot.
    coach = None if message and table.roll_shown() else table.coach_rect
    shown = (coach, table.sheet_rect if table.sheet is not None else None,
             ribbon_face(table.ribbon_rect, table.ribbon, table.scale) if table.ribbon else None)
    return [pygame.Rect(part) for part in (*parts, *shown) if part is not None]
