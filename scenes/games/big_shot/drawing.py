"""Per-frame drawing of the Big Shot panel: money rows, the die, the lot, the decision now;
and what the seat plates carry for Big Shot (loan tokens, a second cube colour).

Kept beside the scene so the scene module stays about the game's flow; all
money comes from the view the scene was synced to (the current viewer's).
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from scenes import assets, theme
from scenes.games.big_shot.art import NEUTRAL, draw_cube, draw_loan_tokens
from scenes.games.big_shot.auction import AuctionPad
from scenes.games.big_shot.board import Board
from scenes.games.big_shot.die import PanelDie
from scenes.games.big_shot.log_words import Words, region_name
from scenes.games.big_shot.panels import (
    FortuneRow,
    HandCube,
    MoneyRow,
    draw_lot,
    draw_money_rows,
    draw_paper,
    draw_words,
)
from scenes.theme import TextSize
from scenes.widgets.button import Button
from scenes.widgets.focus import FocusRing
from scenes.widgets.seat_plate import SeatPlate
from tabletop.coach.big_shot import BigShotAdvice
from tabletop.games.big_shot import (
    LOAN_FACE,
    REGION_CAPACITY,
    BigShotEngine,
    Phase,
    owner_of,
    region_values,
)
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import PaymentFailed
from tabletop.session import GameSession


class PanelHost(Protocol):
    """What the panel and the plates read of the scene (the Big Shot scene; a protocol keeps the
    modules free of an import cycle)."""

    @property
    def is_over(self) -> bool: ...

    inner: pygame.Rect
    panel: pygame.Rect
    rows_rect: pygame.Rect
    legend_rect: pygame.Rect
    phase_rect: pygame.Rect
    lot_centre: tuple[int, int]
    money_rows: list[MoneyRow]
    board: Board
    looks: tuple[int, ...]
    words: Words
    person_turn: bool
    die: PanelDie
    pad: AuctionPad
    failure: PaymentFailed | None
    hand: list[HandCube]
    hand_shown: list[int]
    next_cube: int | None
    controls: FocusRing[Any]
    session: GameSession
    plates: list[SeatPlate]

    @property
    def scale(self) -> float: ...

    @property
    def is_busy(self) -> bool: ...

    def text(self, short_key: str, /, **params: Any) -> str: ...

    def px(self, value: float) -> int: ...


def draw_panel_paper(scene: PanelHost, layer: pygame.Surface) -> None:
    """The panel's paper, its heading and rule, painted once into the cached background."""
    s = scene.scale
    inner = scene.inner
    draw_paper(layer, scene.panel, s)
    title = assets.text(scene.text("money_title"), theme.text_px(TextSize.BODY, s), theme.INK,
                        bold=True)
    layer.blit(title, (inner.x, inner.y))
    legend = scene.legend_rect
    if legend.height:
        size = theme.px(20, s)
        draw_cube(layer, (legend.x + size * 0.7, legend.y + size * 0.8), size, NEUTRAL)
        words = assets.text(scene.text("neutral_legend"), theme.text_px(TextSize.SMALL, s),
                            theme.INK_SOFT, wrap_width=legend.width - round(size * 1.6))
        layer.blit(words, (legend.x + round(size * 1.6), legend.y))
    line_y = legend.bottom + scene.px(6)
    pygame.draw.line(layer, theme.PAPER_RIM, (inner.x, line_y), (inner.right, line_y),
                     max(1, scene.px(2)))


def draw_panel(scene: PanelHost, surface: pygame.Surface, view: BigShotEngine) -> list[MoneyRow]:
    """The right-hand panel: who has what money, then the decision in progress; returns
    the money rows drawn."""
    s = scene.scale
    drawn = draw_money_rows(surface, scene.rows_rect, scene.money_rows, s)
    state = view.state
    if view.is_over or scene.is_over:  # the end is public: say so at once
        draw_words(surface, scene.phase_rect, [scene.text("over_title"),
                                               scene.text("over_help")], s)
        return drawn
    if state.phase is Phase.ROLL:
        _draw_roll(scene, surface, view)
    elif state.phase is Phase.AUCTION:
        _draw_auction(scene, surface, view)
    else:
        _draw_placement(scene, surface, view)
    if not scene.is_busy:  # a decision's buttons only while it can be made
        for piece in scene.controls.buttons:
            if isinstance(piece, Button):
                piece.draw(surface)
    return drawn


def _actor(scene: PanelHost, view: BigShotEngine) -> str:
    colour = view.state.acting_colour
    return "" if colour is None else scene.words.colour(colour)


def _draw_die(scene: PanelHost, surface: pygame.Surface, centre: tuple[int, int]) -> None:
    scene.die.draw(surface, centre, scene.px(46))


def _draw_roll(scene: PanelHost, surface: pygame.Surface, view: BigShotEngine) -> None:
    lines = [scene.text("roll_title", round=view.state.round), scene.text(
        "roll_help", name=_actor(scene, view))]
    y = draw_words(surface, scene.phase_rect, lines, scene.scale)
    _draw_die(scene, surface, (scene.phase_rect.centerx, y + scene.px(40)))


def _draw_auction(scene: PanelHost, surface: pygame.Surface, view: BigShotEngine) -> None:
    state = view.state
    s = scene.scale
    rect = scene.phase_rect
    space = scene.board.shown.auction
    title = scene.text("auction_title", space=(space if space is not None else state.broker) + 1)
    draw_words(surface, rect, [title], s)
    lot = scene.board.shown.lots[space] if space is not None else []
    if lot:
        draw_lot(surface, scene.lot_centre, lot, scene.looks, scene.px(34))
    if scene.die.rolling or scene.board.track.broker != state.broker:
        _draw_die(scene, surface, (rect.right - scene.px(26), rect.y + scene.px(14)))
    if state.high_bidder is None:
        high = scene.text("no_bid_yet")
    else:
        high = scene.text("high_bid", amount=state.high_bid,
                          name=scene.words.colour(state.high_bidder))
    lines = [high]
    failure = scene.failure
    if failure is not None:  # public since the reveal (BS-D17)
        lines = [scene.text("payment_failed", name=scene.words.colour(failure.colour),
                            bid=failure.bid, cash=failure.cash)]
    if scene.person_turn and state.acting_colour is not None:
        colour = state.acting_colour
        cash = state.cash[colour]
        beyond = view.bids_unchecked(colour) and scene.pad.beyond_reach
        if cash is not None:
            key = "your_cash_short" if beyond else "your_cash"
            lines.append(scene.text(key, amount=cash, bid=scene.pad.amount))
        if state.loan_floor is not None:
            lines.append(scene.text("after_loan", amount=state.loan_floor + 1))
    elif state.acting_colour is not None:
        lines.append(scene.text("waiting_bid", name=_actor(scene, view)))
    top = scene.lot_centre[1] + scene.px(30)
    draw_words(surface, pygame.Rect(rect.x, top, rect.width, rect.bottom - top), lines, s,
               first_bold=state.high_bidder is not None)


def _draw_placement(scene: PanelHost, surface: pygame.Surface, view: BigShotEngine) -> None:
    s = scene.scale
    rect = scene.phase_rect
    state = view.state
    # What the lot cost stays in sight while it is placed: the auction's public result.
    bought = (scene.text("bought_free") if state.high_bidder is None
              else scene.text("bought_for", amount=state.high_bid))
    draw_words(surface, rect, [scene.text("place_title", name=_actor(scene, view))], s)
    if scene.person_turn:
        for piece in scene.hand:
            piece.draw(surface)
    elif scene.hand_shown:
        draw_lot(surface, scene.lot_centre, scene.hand_shown, scene.looks, scene.px(34))
    top = scene.lot_centre[1] + scene.px(32)
    area = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
    if not scene.person_turn or scene.is_busy:
        draw_words(surface, area, [bought], s, first_bold=False)
        return
    lines = [_preview(scene)] if scene.next_cube is not None else [scene.text("place_ready")]
    lines += [bought, scene.text("place_help")]
    draw_words(surface, area, lines, s)


def _preview(scene: PanelHost) -> str:
    """Who would own the focused region if the next cube went there."""
    focused = scene.controls.focused
    region = getattr(focused, "index", None)
    if region is None or scene.next_cube is None or not getattr(focused, "enabled", False):
        return scene.text("place_pick")
    counts = scene.board.region_counts(region)
    counts[scene.next_cube] += 1
    owner = owner_of(counts)
    name = region_name(region)
    if owner is None:
        return scene.text("preview_nobody", region=name)
    key = "preview_sold" if sum(counts) == REGION_CAPACITY else "preview_owner"
    return scene.text(key, region=name, owner=scene.words.colour(owner))


def draw_owner_marks(scene: PanelHost, surface: pygame.Surface,
                     owners: tuple[int | None, ...]) -> None:
    """The coach's owners-if-it-ended-now: a small cube by each unsold region's badge."""
    size = max(8, round(scene.board.city.cube_size * 0.8))
    for piece, owner in zip(scene.board.city.pieces, owners, strict=True):
        if owner is None or scene.board.shown.closed[piece.index]:
            continue
        x, y = piece.badge
        # Beside the badge, on the side its region's cubes leave free (beside it in a flat one).
        first = piece.spots[0] if piece.spots else (x, y + size * 2)
        side = -1 if abs(first[1] - y) < size * 2 and first[0] > x else 1
        draw_cube(surface, (x + side * scene.px(28), y), size, scene.looks[owner])


def draw_plate_loans(scene: PanelHost, surface: pygame.Surface, view: BigShotEngine) -> None:
    """Loan tokens under each plate (when the viewer may know them) and, with two
    seats, the person's second cube colour on the plate's band (BS-D16)."""
    size = max(10, scene.px(16))
    for seat, plate in enumerate(scene.plates):
        colours = view.colours_of(seat)
        if len(colours) > 1:
            band = round(plate.rect.height * 0.62)
            draw_cube(surface, (plate.rect.x + band - size * 0.2,
                                plate.rect.bottom - size * 0.3), size,
                      scene.looks[colours[1]])
        loans = [view.state.loans[c] for c in colours]
        if None in loans:
            continue
        # Hung under the plate, clear of the money written on it.
        draw_loan_tokens(surface, (plate.rect.right - scene.px(8), plate.rect.bottom
                                   + scene.px(3) + size), sum(n or 0 for n in loans), size)


def fortune_rows(scene: PanelHost, view: BigShotEngine) -> tuple[list[FortuneRow], list[str]]:
    """The final count per seat and the words under it (the two-region rule explained)."""
    state = view.state
    owners = view.ownership_now()
    winners = set(view.winners() or [])
    rows = []
    for seat in range(view.seats):
        colours = view.colours_of(seat)
        plain = sum(REGIONS[r].value for r, o in enumerate(owners) if o in colours)
        value = sum(region_values(owners, c) for c in colours)
        cash = sum(state.cash[c] or 0 for c in colours)
        loans = sum(state.loans[c] or 0 for c in colours) * LOAN_FACE
        rows.append(FortuneRow(tuple(scene.looks[c] for c in colours), scene.session.name(seat),
                               cash, value, value - plain, loans, cash + value - loans,
                               len(view.regions_owned(seat)), seat in winners))
    notes = [scene.text("table_rule")]
    richest = max(rows, key=lambda row: row.fortune)
    if richest.owned < 2 and not richest.winner:
        key = "table_rule_applied_one" if richest.owned == 1 else "table_rule_applied"
        notes.append(scene.text(key, name=richest.name, count=richest.owned))
    if any(row.doubled for row in rows):
        notes.append(scene.text("table_doubling"))
    return rows, notes


def money_rows(scene: PanelHost, view: BigShotEngine,
               advice: BigShotAdvice | None) -> list[MoneyRow]:
    """The panel's row per bidding colour, from ``view`` (the viewer's: hidden money stays
    None); the auction status or, with the coach on, the seat's projected fortune."""
    state = view.state
    rows = []
    first_of_seat: set[int] = set()
    for colour in state.bidders:
        seat = view.seat_of(colour)
        assert seat is not None
        note = ""
        lit = colour == state.acting_colour
        dim = False
        if state.phase is Phase.AUCTION:
            if state.passed[colour]:
                note, dim = scene.text("status_passed"), True
            elif colour == state.high_bidder:
                note, lit = scene.text("status_high", amount=state.high_bid), True
        if not note and advice is not None and seat not in first_of_seat:
            fortune = advice.fortunes[seat]
            note = (scene.text("coach_fortune", amount=theme.number(fortune))
                    if fortune is not None else
                    scene.text("coach_regions", amount=theme.number(advice.region_values[seat])))
        first_of_seat.add(seat)
        # The cube beside the name shows which colour: the row names the person only.
        rows.append(MoneyRow(colour, scene.looks[colour], scene.session.name(seat),
                             state.cash[colour], state.loans[colour], lit, dim, note))
    return rows
