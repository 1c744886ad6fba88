"""The Big Shot side panel as one component: who has what money, the die, the lot, the
decision now; and what the seat plates carry for Big Shot (a second cube colour).

The scene composes it and tells it each frame what the decision on the table is
(:class:`PanelTurn`); all money comes from the view the scene was synced to (the
current viewer's).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import pygame

from scenes.games.big_shot.art import NEUTRAL, draw_cube
from scenes.games.big_shot.auction import AuctionPad, least_bid_after_loan
from scenes.games.big_shot.board import Board
from scenes.games.big_shot.cash_known import known_cash
from scenes.games.big_shot.die import PanelDie
from scenes.games.big_shot.fortunes import worth_now
from scenes.games.big_shot.log_words import BigShotLog, look_name, region_name
from scenes.games.big_shot.panels import (
    HandCube,
    MoneyRow,
    draw_beside,
    draw_lot,
    draw_money_rows,
    draw_paper,
    draw_words,
    note_step,
    notes_growth,
    public_need,
)
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button
from scenes.widgets.seat_plate import SeatPlate
from tabletop import i18n
from tabletop.coach.big_shot import BigShotAdvice
from tabletop.games.big_shot import (
    REGION_CAPACITY,
    BigShotEngine,
    BigShotState,
    Phase,
    owner_of,
)
from tabletop.games.big_shot_events import (
    AuctionWon,
    BidMade,
    BrokerMoved,
    DieRolled,
    Passed,
    PaymentFailed,
)

TEXT_NAMESPACE = "big_shot_scene"


@dataclass(frozen=True)
class PanelTurn:
    """What the scene knows of the decision on the table, for one frame of the panel."""

    person_turn: bool
    """A person is to decide on the screen in front of them."""
    hand: list[HandCube]
    hand_shown: list[int]
    next_cube: int | None
    failure: PaymentFailed | None
    focused: object
    buttons: Sequence[object]
    busy: bool
    over: bool
    table: bool = False
    """The fortune table is on the board (the words point at it only then)."""
    told: bool = False
    """A lesson's card tells of the move just made, or the lesson is over: the panel shows
    the table as it is, and names no next seat (the turn passes with Next, as the top bar's
    glow does; none comes after the last card)."""
    ended: bool = False
    """A lesson is over: no money row is lit, as nobody is to act (trial s19: Taeo's row
    stayed lit beside the last card)."""
    keys: tuple[str, str] = ("", "")
    """The keys that confirm the cubes placed and take one back, as the prompt names them
    (the keyboard's or the controller's)."""
    taking_back: bool = True
    """Take back has a cube to return: only then do the words offer it (trial s29 G/186)."""
    named: int | None = None
    """While a move plays, the colour the prompt names (the mover): its row is lit and no
    other is told to act (for 0.3 s Jun's row was lit beside "Mina's turn", "Jun is to
    bid" under it, trial s25 D)."""


class SidePanel:
    """The paper down the right of the board and everything written and drawn on it."""

    def __init__(self, board: Board, pad: AuctionPad, looks: tuple[int, ...], words: BigShotLog,
                 name: Callable[[int], str]) -> None:
        self.board = board
        self.pad = pad
        self.looks = looks
        self.words = words
        self.name = name
        self.scale = 1.0
        self.texts = i18n.ENGLISH
        """The player's language, handed over at every layout (so a switch shows at once)."""
        self.die = PanelDie()
        self.money_rows: list[MoneyRow] = []
        self.drawn_money: list[MoneyRow] = []
        """The money rows drawn in the last frame (a test checks none leaks while hidden)."""
        self.drawn_public: list[pygame.Rect] = []
        """Where each row's cube, name and note were drawn in the last frame."""
        self.drawn_end: list[str] = []
        self.counted: tuple[int | None, ...] = ()
        """The owners the rows' "if it ended now" were counted with (the map's, then)."""
        """The words of the game's end last drawn (none before it)."""
        self.drawn_auction: list[str] = []
        """The auction's words last drawn, under the lot and beside Pass."""
        self.drawn_money_line = pygame.Rect(0, 0, 0, 0)
        """Where the bidder's money was last drawn beside Pass."""
        self.purse_coverable = False
        """A hand-over's cover may rise over :meth:`purse_rect` (hidden money, BS-D17): names
        and notes always keep clear of it, so nothing moves when it rises."""
        self.covered = False
        """The cover is up: the legend it reaches over waits, whole, till it falls (trial
        I/009: "Grey is nobody's: its buyers..." cut mid-word at the cover's edge)."""
        self.panel = pygame.Rect(0, 0, 10, 10)
        self.inner = pygame.Rect(0, 0, 10, 10)
        self.rows_rect = pygame.Rect(0, 0, 0, 0)
        self.legend_rect = pygame.Rect(0, 0, 0, 0)
        """Under the money rows of a 3-seat game: what the neutral grey is (BS-D15)."""
        self.phase_rect = pygame.Rect(0, 0, 0, 0)
        self.lot_centre = (0, 0)
        self.buttons_top = 0
        """The top of the panel's lowest button line (Take back, Place all)."""
        self.row_h = 0
        self._laid_out = (self.rows_rect, self.legend_rect, self.phase_rect, self.lot_centre)
        """The rows, the legend, the decision and the lot as laid out, before the notes
        wrapped beside a cover push what is under the rows down (:meth:`_make_room`)."""

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def text(self, short_key: str, /, **params: object) -> str:
        return self.texts(f"{TEXT_NAMESPACE}.{short_key}", **params)

    def layout(self, texts: i18n.Words, panel: pygame.Rect, scale: float, rows: int,
               legend: bool) -> list[pygame.Rect]:
        """Lay the panel out in ``panel`` for ``rows`` money rows (and the neutral legend),
        written in ``texts``; returns the three button lines at its foot, top to bottom."""
        self.texts, self.scale = texts, scale
        self.panel = panel
        inner = panel.inflate(-self.px(24), -self.px(24))
        self.inner = inner
        row_h = self.px(46)  # two lines: name and money, then the status or projection
        self.row_h = row_h
        self.rows_rect = pygame.Rect(inner.x, inner.y + self.px(30), inner.width,
                                     row_h * max(2, rows))
        button_h, step = self.px(44), self.px(52)
        bottom = inner.bottom - button_h
        lines = [pygame.Rect(inner.x, bottom - step * k, inner.width, button_h)
                 for k in (2, 1, 0)]
        # Two lines' room, or as many as its words wrap to: a third ran into the auction's
        # title beside a narrowed panel (trial s16).
        legend_h = max(self.px(48), self._legend_words().get_height()) if legend else 0
        self.legend_rect = pygame.Rect(inner.x, self.rows_rect.bottom, inner.width, legend_h)
        phase_top = self.legend_rect.bottom + self.px(14)
        self.phase_rect = pygame.Rect(inner.x, phase_top, inner.width,
                                      lines[0].y - phase_top - self.px(8))
        self.lot_centre = (inner.centerx, self.phase_rect.y + self.px(58))
        self.buttons_top = lines[-1].y  # the placing words may run under the pad's lines
        self._laid_out = (pygame.Rect(self.rows_rect), pygame.Rect(self.legend_rect),
                          pygame.Rect(self.phase_rect), self.lot_centre)
        return lines

    def _make_room(self) -> None:
        """The rows as tall as their notes: where a hand-over's cover may rise, the notes
        wrap beside it and the rows keep a line for the one note with two statuses ("rolled
        6 · high bid: 6M"), so the legend and the decision stand still as covers rise and
        bids are made (trial s24 B: they jumped a line as each cover rose); else all as
        laid out."""
        rows, legend, phase, lot = self._laid_out
        growth = 0
        if self.purse_coverable and self.money_rows:
            growth = max(note_step(self.scale),
                         notes_growth(self.money_rows, rows.width, self.row_h, self.scale,
                                      self._public_width()))
        self.rows_rect = pygame.Rect(rows.x, rows.y, rows.width, rows.height + growth)
        self.legend_rect = legend.move(0, growth)
        # Its foot stays above the buttons: the auction's words end there.
        self.phase_rect = pygame.Rect(phase.x, phase.y + growth, phase.width,
                                      phase.height - growth)
        self.lot_centre = (lot[0], lot[1] + growth)

    def _public_width(self) -> int:
        """From the rows' left edge to where a hand-over's cover over the money begins: past
        the heading, the names and the notes, at most half the rows (always half, the
        cover's words stood in four short lines beside short names, trial s34 O/012)."""
        rows, body = self.rows_rect, theme.text_px(TextSize.BODY, self.scale)
        heading = assets.text_size(self.text("money_title"), body, bold=True)[0]
        return min(rows.centerx - rows.x - self.px(8), self.px(12) + max(
            heading, public_need(self.money_rows, self.row_h, self.scale)))

    def part(self, name: str) -> pygame.Rect | None:
        """A part of the panel a lesson names: "money", the money rows with their heading
        and legend, down to the decision; "decision", the panel from there down, where the
        lot, the bids and the buttons are; else a part of the map (:meth:`Board.part`), or
        None."""
        panel, top = self.panel, self.phase_rect.top
        if name == "money":
            return pygame.Rect(panel.x, panel.y, panel.width, top - panel.y)
        if name == "decision":
            return pygame.Rect(panel.x, top, panel.width, panel.bottom - top)
        return self.board.part(name)

    def purse_rect(self) -> pygame.Rect:
        """The money rows past their names and notes (:meth:`_public_width`), where each
        colour's cash and loans are drawn, up to the panel's top edge: all a hand-over
        covers (BS-D17), the names, who rolled and who passed staying in sight beside it
        (trial s18: the cover hid them all). Half at least, for its words stacked in it to
        stay at least small text; down over the grey cubes' legend, for its words and keycap
        to fit whole (trial s24 B: in Korean its keycap was cut at the foot of the rows)."""
        self._make_room()
        rows, pad = self.rows_rect, self.px(6)
        top = self.panel.y + self.px(6)
        left = rows.x + self._public_width() + self.px(8)
        return pygame.Rect(left, top, rows.right + pad - left, self.legend_rect.bottom - top)

    @staticmethod
    def purse_part(view: BigShotEngine) -> str:
        """What a hand-over hides: the money, or only the loans once the colour to bid has
        shown its cash to all in this auction (BS-D17) and its person has no second colour
        whose cash is still secret (BS-D16); its cover asked to "see your money" with that
        cash in sight of everyone (trial s21)."""
        state = view.state
        colour = state.acting_colour
        if state.phase is not Phase.AUCTION or colour is None or not state.failed[colour]:
            return "money"
        seat = view.seat_of(colour)
        return "loans" if seat is not None and len(view.colours_of(seat)) == 1 else "money"

    def lot_rect(self) -> pygame.Rect:
        """The decision's title with the lot or the cubes in hand and the first words under
        them (the high bid; who would own the district pointed at)."""
        phase = self.phase_rect
        first_words = 2 * round(theme.text_px(TextSize.BODY, self.scale) * 1.4)
        return pygame.Rect(phase.x, phase.y, phase.width,
                           self.lot_centre[1] + self.px(32) + first_words - phase.y)

    def title_and_lot_rect(self) -> pygame.Rect:
        """The decision's title with the lot under it, clear of the words further down."""
        phase = self.phase_rect
        return pygame.Rect(phase.x, phase.y, phase.width,
                           self.lot_centre[1] + self.px(26) - phase.y)

    def place_hand(self, hand: list[HandCube]) -> None:
        """The bought cubes in a row where the lot was shown: where it is drawn, below the
        rows as tall as their notes (trial s26 E/239: laid out again, they stood over the
        heading until the next cube went down)."""
        self._make_room()
        size = self.px(34)
        step = round(size * 1.35)
        for index, piece in enumerate(hand):
            x = self.lot_centre[0] + (index - (len(hand) - 1) / 2) * step
            piece.rect = pygame.Rect(0, 0, size, size)
            piece.rect.center = (round(x), self.lot_centre[1])

    def paint_paper(self, layer: pygame.Surface) -> None:
        """The panel's paper and its heading, painted once into the cached background."""
        s = self.scale
        inner = self.inner
        draw_paper(layer, self.panel, s)
        title = assets.text(self.text("money_title"), theme.text_px(TextSize.BODY, s), theme.INK,
                            bold=True)
        layer.blit(title, (inner.x, inner.y))

    def _draw_legend_and_rule(self, surface: pygame.Surface) -> None:
        """Under the rows, the grey cubes' legend (BS-D15) and the rule: each frame, as
        notes wrapped beside a cover push them down."""
        legend = self.legend_rect
        if legend.height and not self.covered:
            size = self.px(20)
            draw_cube(surface, (legend.x + size * 0.7, legend.y + size * 0.8), size, NEUTRAL)
            surface.blit(self._legend_words(), (legend.x + round(size * 1.6), legend.y))
        line_y = legend.bottom + self.px(6)
        pygame.draw.line(surface, theme.PAPER_RIM, (self.inner.x, line_y),
                         (self.inner.right, line_y), max(1, self.px(2)))

    def _legend_words(self) -> pygame.Surface:
        """The neutral colour's legend, wrapped beside its grey cube."""
        cube_room = round(theme.px(20, self.scale) * 1.6)
        return assets.text(self.text("neutral_legend"), theme.text_px(TextSize.SMALL, self.scale),
                           theme.INK_SOFT, wrap_width=self.inner.width - cube_room)

    def draw(self, surface: pygame.Surface, view: BigShotEngine, now: PanelTurn) -> None:
        """Who has what money, then the decision in progress (:attr:`drawn_money`: the
        money rows drawn)."""
        s = self.scale
        self._make_room()
        public_width = self._public_width() if self.purse_coverable else None
        rows = self.money_rows
        if now.ended or now.named is not None:
            rows = [replace(row, lit=not now.ended and row.colour == now.named) for row in rows]
        self.drawn_public = draw_money_rows(self.texts, surface, self.rows_rect, rows, s,
                                            public_width, self.row_h)
        self._draw_legend_and_rule(surface)
        self.drawn_money = list(rows)
        state = view.state
        if view.is_over or now.over:  # the end is public: say so at once
            help_key = "over_help" if now.table else "counting_help"
            self.drawn_end = [self.text("over_title"), self.text(help_key)]
            draw_words(surface, self.phase_rect, self.drawn_end, s)
            return
        if state.phase is Phase.ROLL:
            self._draw_roll(surface, view)
        elif state.phase is Phase.AUCTION:
            self._draw_auction(surface, view, now)
        else:
            self._draw_placement(surface, view, now)
        if not now.busy:  # a decision's buttons only while it can be made
            for piece in now.buttons:
                if isinstance(piece, Button):
                    piece.draw(surface)

    def draw_told(self, surface: pygame.Surface, view: BigShotEngine, told: BigShotEngine,
                  hand_shown: list[int], failure: PaymentFailed | None) -> None:
        """The panel under a lesson's card of the move just made (``told``: the game before
        it; ``view``: the game as the table shows it): that move made ("Nari passes" stood
        over "Nari is to bid", "Taeo rolls" over no lot), the row of the seat to act lit as
        its plate is (trial s21: Nari's beside "Sora places the cubes"), nothing live. A
        move that ended its round leaves the panel on that round, its lot placed, the
        mover's row lit ("Round 2, Nari rolls" stood beside a round-1 card)."""
        same_round = view.state.round == told.state.round
        shown = view if same_round else told
        lot = list(hand_shown) if same_round else []
        for cube, _ in self.board.staged:  # the learner's cubes lie on the map already
            if cube in lot:
                lot.remove(cube)
        money = self.money_rows
        self.money_rows = self.rows_for(shown, None, told=told)
        self.draw(surface, shown, PanelTurn(False, [], lot, None, failure, None, [], True,
                                            False, told=True))
        self.money_rows = money

    def _actor(self, view: BigShotEngine) -> str:
        colour = view.state.acting_colour
        return "" if colour is None else self.words.colour(self.texts, colour)

    def _draw_die(self, surface: pygame.Surface, centre: tuple[int, int]) -> None:
        self.die.draw(surface, centre, self.px(46))

    def _draw_roll(self, surface: pygame.Surface, view: BigShotEngine) -> None:
        lines = [self.text("roll_title", round=view.state.round), self.text(
            "roll_help", name=self._actor(view))]
        y = draw_words(surface, self.phase_rect, lines, self.scale)
        self._draw_die(surface, (self.phase_rect.centerx, y + self.px(40)))

    def _draw_auction(self, surface: pygame.Surface, view: BigShotEngine,
                      now: PanelTurn) -> None:
        state = view.state
        s = self.scale
        rect = self.phase_rect
        space = self.board.shown.auction
        title = self.text("auction_title", space=(space if space is not None else state.broker) + 1)
        die = self.die
        draw_words(surface, rect, [title], s)
        lot = self.board.shown.lots[space] if space is not None else []
        if lot:
            draw_lot(surface, self.lot_centre, lot, self.looks, self.px(34))
        if die.value:  # beside the title, under the rule (whose line it once sat on)
            self._draw_die(surface, (rect.right - self.px(26), rect.y + self.px(24)))
        shown_bid = self.board.shown.high_bid
        high: str | tuple[str, ...]
        if shown_bid is None:  # the roller's free take said short where room is (trial s25 D)
            # and in one line beside the open log, "Your money" under it (trial s29 G/184).
            high = (self.text("no_bid_yet"), self.text("no_bid_yet_short"),
                    self.text("no_bid_yet_least"))
        else:
            high = self.text("high_bid", amount=shown_bid[1],
                              name=self.words.colour(self.texts, shown_bid[0]))
        lines: list[str | tuple[str, ...]] = [high]
        failure = now.failure
        if failure is not None:  # public since the reveal (BS-D17)
            lines = [self.text("payment_failed", name=self.words.colour(self.texts, failure.colour),
                                bid=failure.bid, cash=failure.cash)]
        deciding = now.named in (None, state.acting_colour)  # as the prompt says
        # The bidder's money beside Pass, in the bottom line's empty right, so the words
        # here keep their room (trial s35 Q/017); the loan's rule takes a line of its own
        # here, in ink, never left out: it binds the next bid (trial s34 N/020).
        money: str | None = None
        rule: int | None = None
        if now.person_turn and deciding and state.acting_colour is not None:
            colour = state.acting_colour
            cash = state.cash[colour]
            beyond = view.bids_unchecked(colour) and self.pad.beyond_reach
            floor = least_bid_after_loan(view)
            if self.pad.refusal is not None and cash is not None:  # every Bid button grey
                key = "your_cash_loan_first" if self.pad.loan_button.enabled else (
                    "your_cash_pass_only")
                money = self.text(key, amount=cash)
            elif cash is not None:
                key = "your_cash_short" if beyond else "your_cash"
                money = self.text(key, amount=cash, bid=self.pad.amount)
            if floor is not None:  # BS-D6, and no pass: said while it binds (trial V/013)
                rule = len(lines)
                lines.append(self.text("after_loan", amount=floor))
            elif self.pad.loan_button.due_said:
                rule = len(lines)
                lines.append(self.text("loan_due", amount=self.pad.loan_button.due))
        elif state.acting_colour is not None and deciding and not now.told:
            lines += self._waiting(view, state.acting_colour)
        # 28: the lot's shadow ends 25 below its centre, and beside the open log at 720 the
        # free take and the rule fit 2 px short in two lines from 30 (trial s29 G/184).
        top = self.lot_centre[1] + self.px(28)
        # Above the bid buttons (the phase's foot): "Your money: 10M" stood under "Bid 1M"
        # (trial s25 B/042).
        self.drawn_auction = []
        draw_words(surface, pygame.Rect(rect.x, top, rect.width, rect.bottom - top), lines, s,
                   first_bold=shown_bid is not None, bottom=rect.bottom, shown=self.drawn_auction,
                   kept=rule, inked=rule)
        if money is not None:
            self.drawn_money_line = draw_beside(surface, self.pad.beside_pass, money, s)
            self.drawn_auction.append(money)

    def _waiting(self, view: BigShotEngine, colour: int) -> list[str]:
        """Who is to bid, till their move is shown: then the pass said as the row says it
        ("Jun is to bid." stood under Jun's row reading "passed", trial Z2/008), a bid by
        the high bid over it, until the next bidder is named."""
        shown = self.board.shown
        if colour in shown.passed:
            said = self.words.line(self.texts, Passed(view.seat_of(colour) or 0, colour))
            return [said] if said else []
        if shown.high_bid is not None and shown.high_bid[0] == colour:
            return []
        return [self.text("waiting_bid", name=self._actor(view))]

    def _draw_placement(self, surface: pygame.Surface, view: BigShotEngine,
                        now: PanelTurn) -> None:
        s, rect = self.scale, self.phase_rect
        state = view.state
        # What the lot cost stays in sight while it is placed: the auction's public result.
        bought = (self.text("bought_free") if state.high_bidder is None
                  else self.text("bought_for", amount=state.high_bid))
        # Under a lesson's card, a lot all placed is told as done: "Sora places the cubes"
        # stood beside the card of the sale her last cube made.
        title = "placed_title" if now.told and not now.hand_shown else "place_title"
        below = draw_words(surface, rect, [self.text(title, name=self._actor(view))], s)
        if now.person_turn:
            for piece in now.hand:
                piece.draw(surface)
        elif now.hand_shown:
            draw_lot(surface, self.lot_centre, now.hand_shown, self.looks, self.px(34))
        top = self.lot_centre[1] + self.px(32)
        if now.person_turn and now.next_cube is None:  # all placed: no gap where they stood
            top = below + self.px(10)  # (trial s37 U/008)
        area = pygame.Rect(rect.x, top, rect.width, rect.bottom - top)
        if not now.person_turn or now.busy:
            draw_words(surface, area, [bought], s, first_bold=False)
            return
        place, back = now.keys
        lines = ([self._preview(now)] if now.next_cube is not None else
                 [self.text("place_ready", button=self.text("place"), key=place)])
        # The buttons named as they read (it said "Undo" beside Take back, trial s23 B).
        lines += [bought, self.text("place_help", button=self.text("take_back"), key=back)
                  if now.taking_back else self.text("place_colour")]
        # A gap above Take back: what does not fit whole is left out ("back." stood on
        # the button, trial s23 B); the prompt under the board names the keys too.
        draw_words(surface, area, lines, s, bottom=self.buttons_top - self.px(10),
                   spare=[self.text("sold_note")] * any(state.region_closed))  # (s33 M/002)

    def _preview(self, now: PanelTurn) -> str:
        """Who would own the focused region if the next cube went there."""
        focused = now.focused
        region = getattr(focused, "index", None)
        if region is None or now.next_cube is None or not getattr(focused, "enabled", False):
            return self.text("place_pick")
        counts = self.board.region_counts(region)
        counts[now.next_cube] += 1
        owner = owner_of(counts)
        name = region_name(self.texts, region)
        if owner is None:
            return self.text("preview_nobody", region=name)
        key = "preview_sold" if sum(counts) == REGION_CAPACITY else "preview_owner"
        return self.text(key, region=name, owner=self.words.colour(self.texts, owner))

    def draw_plate_marks(self, surface: pygame.Surface, view: BigShotEngine,
                         plates: list[SeatPlate]) -> None:
        """With two seats, the person's second cube colour on each plate's band (BS-D16).
        Loans are the plate's words ("loans 2"): the slips once hung at its foot wrote
        their "10" at 7 px, over the money and cut by the bar's edge (trial s13)."""
        size = max(10, self.px(16))
        for seat, plate in enumerate(plates):
            colours = view.colours_of(seat)
            if len(colours) > 1:
                band = round(plate.rect.height * 0.62)
                draw_cube(surface, (plate.rect.x + band - size * 0.2,
                                    plate.rect.bottom - size * 0.3), size,
                          self.looks[colours[1]])

    def _rolled(self, state: BigShotState, colour: int) -> bool:
        """``colour`` rolled the die for the lot now auctioned or placed."""
        return (state.phase in (Phase.AUCTION, Phase.PLACE) and bool(self.die.value)
                and self.die.colour == colour)

    def _joined(self, statuses: list[str]) -> str:
        """``statuses`` in one note, each after the one before ("rolled 3 · high bid: 5M")."""
        note = ""
        for status in reversed(statuses):
            note = self.text("status_and", first=status, then=note) if note else status
        return note

    def rows_for(self, view: BigShotEngine, advice: BigShotAdvice | None,
                 told: BigShotEngine | None = None) -> list[MoneyRow]:
        """The panel's row per bidding colour, from ``view`` (the viewer's: hidden money stays
        None); the auction status or the seat's worth if the game ended now (the coach's
        projection with the coach on). The row of the colour to act is lit. ``told``: the
        game before the move a lesson's card tells of."""
        state = view.state
        # If it ended now with the districts' owners as the map shows them at this frame: the
        # cubes being placed down previewed (trial Y/005), those landing as each lands, and
        # under a lesson's card of a move the move made (Z2/004: "−2M" beside a sold 20).
        self.counted = self.board.drawn_owners()
        worth = worth_now(view, self.counted)
        acting = state.acting_colour
        # Under the card of the pass that closed an auction the passes still show: "Nari
        # passes" stood beside her row reading only "rolled 3" (trial s19).
        auction = (Phase.AUCTION in (state.phase, (told or view).state.phase)
                   or self.board.shown.auction is not None)  # its closing pass still shown
        shown_bid = self.board.shown.high_bid
        rows = []
        first_of_seat: set[int] = set()
        for colour in state.bidders:
            seat = view.seat_of(colour)
            assert seat is not None
            lit = colour == acting
            dim = outbid = leading = False
            # The note's statuses, each with its short form beside a hand-over's cover
            # (None: left out there), first to last.
            statuses: list[tuple[str, str | None]] = []
            if auction:
                if state.passed[colour] or colour in self.board.shown.passed:
                    statuses.append((self.text("status_passed"),) * 2)
                    dim = True
                elif shown_bid is not None and colour == shown_bid[0]:
                    statuses.append((self.text("status_high", amount=shown_bid[1]),) * 2)
                    leading = True
                elif colour in self.board.shown.bids:
                    # Outbid: its bid stays in sight, greyed, until the lot is sold.
                    amount = self.board.shown.bids[colour]
                    statuses.append((self.text("status_outbid", amount=amount),) * 2)
                    dim, outbid = not lit, True
            coached = False
            if (not statuses or outbid) and seat not in first_of_seat and (worth or advice):
                key, amount = worth[seat] if worth else ("", 0)
                if advice is not None:
                    fortune = advice.fortunes[seat]
                    key, amount = (("coach_fortune", fortune) if fortune is not None else
                                   ("coach_regions", advice.region_values[seat]))
                statuses.append((self.text(key, amount=theme.number(amount)),
                                 self.text(f"{key}_short", amount=theme.number(amount))))
                coached = outbid
            if self._rolled(state, colour) and not coached:
                # Who rolled the lot's number, in the roller's own row through the auction
                # and the placing it started (the die beside the lot shows the number; an
                # outbid roller's row has no room for it beside the coach's projection).
                # Short, the die beside the name says it (trial s28 E/133: three lines).
                statuses.insert(0, (self.text("status_rolled", value=self.die.value), None))
            shown_cash = known_cash(view, colour)
            if state.cash[colour] is None and shown_cash is not None:
                # Money shown on failing to pay is public (BS-D17): said in the note, as
                # shown then (a secret loan may have changed it, s32 K/001: "2M"); beside
                # a cover, where the plate says it, it gives way (K/003: "showed 2M · o…").
                statuses.insert(0, (self.text("status_showed", amount=shown_cash), None))
            first_of_seat.add(seat)
            if len(view.colours_of(seat)) > 1:
                # A person's two colours told apart in words, not by the cube alone (BS-D16,
                # trial s25 D/074: "Player 1" twice): the colour leads the note.
                statuses.insert(0, (look_name(self.texts, self.looks[colour]),) * 2)
            note = self._joined([full for full, _ in statuses])
            short_note = self._joined([short for _, short in statuses if short is not None])
            rows.append(MoneyRow(colour, self.looks[colour], self.name(seat),
                                 state.cash[colour], state.loans[colour], lit, dim, note,
                                 leading, self._rolled(state, colour), short_note))
        return rows


def auction_bids(log: Sequence[object]) -> dict[int, int]:
    """Each colour's last bid in the auction under way, read back from ``log`` to where
    it began (the roll, the broker's move, or a failed payment that started it again)."""
    bids: dict[int, int] = {}
    for event in reversed(log):
        if isinstance(event, (DieRolled, BrokerMoved, PaymentFailed, AuctionWon)):
            break
        if isinstance(event, BidMade):
            bids.setdefault(event.colour, event.amount)
    return bids
