"""Wizard Extreme at the table: hands, the trick, the seal pool, seals and the black magician.

Layout (ART.md): every seat's place along the top (its cards as backs with the count, the
seals in front of it, the black magician in front of his holder); the middle band holds the
seal pool as stacks of tokens on the left, the trick in the centre (a slot per seat in the
seats' order, each named, the leader and the winning card marked; a finished trick stays
with "X wins the trick") and a paper side panel on the right (prediction, steal and return
choices, or the coach); the hand of the person at the screen is fanned along the bottom,
sorted, every value whole, face up only for its owner, legal cards lifted and the rest
dimmed. After each round the summary shows the seals behind the points and waits for a
person to move on.

Controls (mouse, keyboard, controller alike; the controller's A is Enter,
X is Space, the D-pad moves the focus):

* predicting: click a colour's stack (or press the number 1-5 it shows, or focus it
  and Enter) to take a seal; an empty colour opens the steal dialog (choose whom to
  take it from; Backspace cancels); M or the button chooses the magician (again, or
  Undo, puts him back); Space or the button confirms;
* playing: click a lifted card, or Enter: the glowing one (the first, or ← → choose) plays;
* returning a seal: click, or focus and Enter, the seal to return.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.base import GameScene
from scenes.games.gate import public_view
from scenes.games.wizard_extreme import prompts
from scenes.games.wizard_extreme.art import INDEX_ROOM, clear_art_caches, paint_card
from scenes.games.wizard_extreme.choices import ChoicePanel, first_to_take, seal_move
from scenes.games.wizard_extreme.header import RoundCounter
from scenes.games.wizard_extreme.last_card import LastCard
from scenes.games.wizard_extreme.log_words import WizardExtremeLog
from scenes.games.wizard_extreme.magician import MagicianFigure
from scenes.games.wizard_extreme.motions import TableMotions
from scenes.games.wizard_extreme.open_hands import OpenHands
from scenes.games.wizard_extreme.panels import (
    POOL_CLEARANCE,
    coach_card_rect,
    hand_under,
    seat_roles,
)
from scenes.games.wizard_extreme.penalty import PenaltyNotice
from scenes.games.wizard_extreme.pieces import (
    card_places,
    lesson_piece,
    sight_parts,
    toast_parts,
    turned_card,
)
from scenes.games.wizard_extreme.seals import (
    FlyingSeal,
    SealPool,
    SealStack,
    SeatSeals,
)
from scenes.games.wizard_extreme.summary import (
    SUMMARY_DWELL,
    SUMMARY_REST,
    RoundSummary,
    seconds_left,
    summarise,
    summary_area,
    summary_rect,
)
from scenes.games.wizard_extreme.table_draw import draw_table, side_shown
from scenes.games.wizard_extreme.trick import SeatedTrick
from scenes.games.wizard_extreme.trick_end import TrickEnding
from scenes.games.wizard_extreme.zone import SeatZone
from scenes.shell import theme
from scenes.widgets import paint
from scenes.widgets.button import Button
from scenes.widgets.card_hand import CardHand
from scenes.widgets.focus import FocusRing
from scenes.widgets.tween import Step
from tabletop.core.actions import Action
from tabletop.core.events import Event
from tabletop.games.wizard_extreme import (
    HAND_SIZE,
    MAGICIAN_BASE,
    Card,
    Colour,
    Phase,
    PlayCard,
    Predict,
    ReturnSeal,
    Seal,
    StealSeal,
    TakeMagician,
    WizardExtremeEngine,
)

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.shell.context import AppContext
    from tabletop.session import GameSession

Piece = Button | SealStack


class WizardExtremeScene(GameScene[WizardExtremeEngine]):
    """The Wizard Extreme table (see the module docstring for layout and controls)."""

    text_namespace = "wizard_extreme_scene"
    scores_read_together = True  # "Black magician · Medium" lifted one score (issue #32)

    def __init__(self, context: AppContext, session: GameSession,
                 driver: TableDriver | None = None) -> None:
        clear_art_caches()  # pygame may have been restarted since the last game (tests)
        seats = len(session.seats)
        self.pool = SealPool(self._take_colour)
        self.seat_seals = [SeatSeals() for _ in range(seats)]
        self.backs = [CardHand((0, 0, 100, 60), seat.colour, painter=paint_card,
                               index_room=INDEX_ROOM) for seat in session.seats]
        self.open_hands = OpenHands(self.backs, [seat.colour for seat in session.seats])
        self.hand = CardHand((0, 0, 600, 180), session.seats[0].colour, painter=paint_card,
                             on_play=self._play, index_room=INDEX_ROOM, enter_picks=True,
                             on_moved_under=self._say_hand_moved)
        self.trick = SeatedTrick((0, 0, 400, 180), seats, painter=paint_card, words=self.text)
        self.zones = [SeatZone(seat.colour, backs, seals)
                      for seat, backs, seals in zip(session.seats, self.backs, self.seat_seals,
                                                    strict=True)]
        self.side = ChoicePanel(self._confirm, self._take_magician, self._cancel_steal,
                                context.input)
        self.controls: FocusRing[Piece] = FocusRing(focus_first=False)
        self.flying_seals: list[FlyingSeal] = []
        self.magician = MagicianFigure()
        self.hand_seat: int | None = None
        self.summary: RoundSummary | None = None
        self.tricks_won = [0] * seats
        self.phase = Phase.PREDICT
        self._incoming = False
        self.none_asked: int | None = None  # see prompts.space_may_confirm
        self.trick_end = TrickEnding(self.trick, lambda: self.driver, self._count_trick,
                                     lambda seat: self.zones[seat].backs.rect.center)
        self.last_card = LastCard(lambda: self.driver, self.act)
        self.hint_rect: pygame.Rect | None = None  # the words where the hand lies hidden
        self.counter = RoundCounter(public_view(session).state.round)  # the header's
        super().__init__(context, session, driver)
        # The hand most of all: with a lesson's card in the right column no place was
        # free, and a trick's notice took the one covering least, over nine of eleven
        # cards (trial s33, L/013).
        self.penalty = PenaltyNotice(self.toasts)
        self.toasts.protected = lambda: [] if (fan := self.hand.fan_rect(
            reach=self.phase is Phase.PLAY)) is None else [fan]
        self.motions = TableMotions(
            context, session, lambda: self.driver, toasts=self.toasts, pool=self.pool,
            seat_seals=self.seat_seals, flying_seals=self.flying_seals, zones=self.zones,
            magician=self.magician, penalty=self.penalty, trick=self.trick,
            trick_end=self.trick_end, hand=self.hand, backs=self.backs,
            hand_seat=lambda: self.hand_seat, round_started=self._round_started,
            # (Looked up as the summary comes: the methods as they are then.)
            summary=(lambda: self._show_summary(), lambda: self._hide_summary()))

    # ================================================================ layout and static art

    def layout_board(self, board: pygame.Rect) -> None:
        seats = len(self.session.seats)
        gap = self.px(12)
        review = self.driver.reveals_all
        top_h = round(board.height * 0.27)  # the places: two rows of seals, read from the sofa
        hand_h = round(board.height * (0.39 if review else 0.34))
        zone_w = (board.width - gap * (seats - 1)) // seats
        for seat in range(seats):
            self.zones[seat].layout(pygame.Rect(board.x + seat * (zone_w + gap), board.y,
                                                zone_w, top_h), self.scale, not review)
        middle = pygame.Rect(board.x, board.y + top_h + gap, board.width,
                             board.height - top_h - hand_h - 2 * gap)
        pool_w = min(self.px(320), round(board.width * 0.27))
        self.pool_rect = pygame.Rect(middle.x, middle.y, pool_w, middle.height)
        self.pool.set_rect(self.pool_rect.inflate(-self.px(16), -self.px(12)))
        panel_w = min(self.px(380), round(board.width * 0.31))
        # The side panel takes the right column down to the bottom; the hand fans to its left.
        panel = pygame.Rect(middle.right - panel_w, middle.y, panel_w, board.bottom - middle.y)
        # A replay never draws the side panel (nobody decides there): the trick takes its
        # column too, so its names keep one row beside the review (trial s26 B/157).
        trick_right = panel.left - gap if self.driver.people_act else panel.right
        self.trick.rect = pygame.Rect(self.pool_rect.right + gap, middle.y,
                                      trick_right - self.pool_rect.right - gap, middle.height)
        self.trick.scale = self.scale
        self.frame.banner_area = pygame.Rect(self.trick.rect)  # never across the pool (trial)
        self.trick.seats_shown = [(self.session.name(s), self.slot(s)) for s in range(seats)]
        self.trick.keep_places()
        band = pygame.Rect(board.x, board.bottom - hand_h, panel.left - gap - board.x, hand_h)
        self.hand.set_rect(hand_under(self.hand, band, middle.bottom + self.px(POOL_CLEARANCE),
                                      HAND_SIZE))
        self.side.coach_low = self.driver.keeps_card_room
        self.side.tells_seals = not self.driver.keeps_card_room
        self.side.layout(self.context.words, panel, self.scale)
        if self.driver.reveals_all:  # review: every hand face up, given a taller band to read
            self.open_hands.layout(pygame.Rect(band.x, band.y, panel.right - band.x,
                                               band.height), self.scale)

    def draw_static(self, layer: pygame.Surface) -> None:
        radius = self.px(theme.RADIUS_M)
        for zone in self.zones:
            zone.paint(layer)
        pool = self.pool_rect
        tray = paint.gradient_panel(pool.size, theme.darker(theme.FELT, 0.2),
                                    theme.darker(theme.FELT, 0.32), radius,
                                    theme.WOOD_DARK, self.px(3), False)
        paint.draw_shadow(layer, pool, radius, offset=(0, self.px(3)), blur=self.px(6))
        layer.blit(tray, pool.topleft)

    # ================================================================ engine -> widgets

    def before_events(self, events: list[Event]) -> None:
        # A hand-over re-syncs the widgets before the events play: then only faces are
        # hidden (see sync), and the motions still start from the table as it was.
        self.trick_end.before_events(events)
        self._incoming = True

    def after_events(self, events: list[Event]) -> None:
        self._incoming = False

    def sync(self, view: WizardExtremeEngine) -> None:
        if self._incoming:
            self._hide_faces()
            return
        state = view.state
        viewer = view.viewer
        seat = view.current_seat
        self.phase = state.phase
        self.hand_seat = viewer
        mine = self.driver.curtain.screen_is_theirs(view)
        self.side.taken = list(state.taken[seat]) if seat is not None else []
        if viewer is not None:
            self.hand.slot = self.slot(viewer)
            legal = view.playable_cards(viewer) if mine and state.phase is Phase.PLAY else []
            self.hand.sync(view.hand(viewer), legal=legal)
        else:
            self.hand.sync(None, 0)
        for index, backs in enumerate(self.backs):
            held = state.hands[index]  # another seat's hand is in the view only in review
            if index != viewer and held is not None and self.shows_secrets_of(index):
                backs.sync(held)
            else:
                backs.sync(None, 0 if index == viewer else state.hand_sizes[index])
        if self.trick_end.round_closed:  # a resync under the summary (a resume)
            self.frame.mark_turn(None)
        self.trick_end.sync(state)
        self.trick.next_leader = state.to_move if state.phase is Phase.PLAY else None
        self.pool.sync(state.pool, state.magician is None)
        for index, seals in enumerate(self.seat_seals):
            seals.counts = dict(state.seals[index])
        self.magician.place(state.magician)
        self.flying_seals.clear()
        self.tricks_won = list(state.tricks_won)
        if not mine or state.phase is not Phase.PREDICT:
            self.side.steal_colour = None
        self._refresh_controls(view, mine)
        self.last_card.follow(view)

    def _hide_faces(self) -> None:
        """The screen changes hands: every face-up hand turns to backs before anything moves."""
        if self.hand.face_up and self.hand_seat is not None:
            # The person's cards go back into their place at the top, as backs.
            self.hand.set_interactive(False)
            self.backs[self.hand_seat].sync(None, len(self.hand.cards))
            self.hand.sync(None, 0)
            self.hand_seat = None
        self.side.steal_colour = None
        self.side.choice_buttons = []
        self.controls.set_buttons([])
        self.pool.set_interactive(False)

    def _refresh_controls(self, view: WizardExtremeEngine, mine: bool) -> None:
        state = view.state
        seat = view.current_seat
        predicting = mine and state.phase is Phase.PREDICT
        self.hand.set_interactive(mine and state.phase is Phase.PLAY)
        self.pool.set_interactive(predicting and self.side.steal_colour is None)
        # A lesson's step asking for a seal greys Confirm, which it refuses (trial s37 T/008).
        self.side.confirm_button.enabled = predicting and self.driver.asks_for(
            (Predict, TakeMagician))
        self.side.magician_button.enabled = (predicting and seat is not None
                                             and view.is_legal(TakeMagician(seat)))
        self.side.magician_chosen &= self.side.magician_button.enabled
        self.pool.magician_chosen = self.side.magician_chosen
        self.side.label_buttons(view.magician_cost(seat) if seat is not None else MAGICIAN_BASE)
        self.side.choice_buttons = []
        if mine and state.phase is not Phase.PLAY:  # (a last card's play is the public view's)
            self.side.offer(view, self.session.name, self._return, self._steal)
        pieces: list[Piece] = list(self.side.choice_buttons)
        if predicting and self.side.steal_colour is not None:
            pieces.append(self.side.cancel_button)
        elif predicting:
            pieces = [*(self.pool.stacks[seal] for seal in self.pool.keys.values()),
                      self.side.magician_button, self.side.confirm_button]
        self.side.layout_buttons()
        kept = self.controls.focused
        self.controls.set_buttons(pieces)
        if predicting and self.side.steal_colour is None and self.controls.focused is not kept:
            start = first_to_take(view, self.acting_seat(), self.pool.keys.values())
            self.controls.focus(self.side.confirm_button if start is None
                                else self.pool.stacks[start])

    def animate(self, event: Event) -> Step | None:
        return self.motions.step(event)

    def _round_started(self) -> None:
        """A new round: the plates name its dealer (the view now is its start) and no
        trick is counted won."""
        view = self.view()
        for index, plate in enumerate(self.plates):
            plate.subtitle = self.seat_status(view, index)
        self.tricks_won = [0] * len(self.tricks_won)

    def _count_trick(self, seat: int) -> None:
        self.tricks_won[seat] += 1

    def _show_summary(self) -> None:
        # The seals on the table now are the ones each seat kept: the flights have landed.
        self.summary = summarise(self.session, self.public_view(), [seals.counts for seals
                                 in self.seat_seals], go_on=self.driver.people_act)
        if self.driver.results_take_grace and self.driver.press_awaited():
            # The press that took the last trick away must not take the summary too.
            # Nor a burst (trial s24 B/139), nor a steady press meant for the cards: the
            # keys rest longer than that first (SUMMARY_REST).
            self.context.manager.begin_grace(SUMMARY_DWELL, SUMMARY_REST)
        self.driver.refresh_prompt()  # the summary's words, not the last trick's winner
        self.toasts.drop_dated()  # the last trick's black seal notice under it (trial s21)
        view = self.view()  # the plates show the totals the summary shows, from its first
        for index, plate in enumerate(self.plates):  # frame (trial s19 read the old ones)
            plate.set_score(self.shown_score(view, index), animate=False)

    def seats_renamed(self) -> None:
        if self.summary is not None:  # a summary up while the language changes (trial s35 R/012)
            self.summary = replace(self.summary, names=[seat.name for seat in self.session.seats])

    def summary_next_in(self) -> int | None:
        """Seconds before the summary goes on by itself (None: it waits for a press)."""
        return seconds_left(self.motions.summary_hold, self.context.pace)

    def _hide_summary(self) -> None:
        self.summary = None
        self.trick_end.round_closed = False

    def bot_pause(self, own: WizardExtremeEngine) -> float:
        # A trick to read first, and its seal's notice, which the next lead takes away: its
        # reading time at Normal speed (trial V/002), shorter at Fast (about half: whole, it
        # cost ~45 s a round there), never longer at Slow (the notice's own time is not
        # slowed); none at Instant.
        left = self.penalty.read_left()
        notice = min(left, self.context.pace.seconds(left))
        return max(self.trick_end.computer_pause(super().bot_pause(own)), notice)

    def private_area(self) -> tuple[pygame.Rect, str]:
        return pygame.Rect(self.hand.rect), "cards"  # the trick and seals stay in sight

    def decision_shows_secrets(self, seat: int) -> bool:
        return not self.last_card.is_public(self.public_view(), seat)  # see last_card.py

    def plays_itself(self, seat: int) -> bool:
        return self.last_card.plays_for(self.public_view(), seat)  # see last_card.py

    # ================================================================ words

    def make_log_words(self) -> WizardExtremeLog:
        return WizardExtremeLog(self.session.name, self.public_view().state.rounds)

    def person_prompt(self, view: WizardExtremeEngine, seat: int) -> str:
        return prompts.person_prompt(self, view, seat)

    def table_prompt(self, view: WizardExtremeEngine) -> tuple[str, int | None] | None:
        return prompts.table_prompt(self)

    def round_label(self, view: WizardExtremeEngine) -> str:
        return self.counter.label(
            view.state, ending=self._incoming or self.driver.is_busy,
            trick_on_table=self.trick.held is not None or self.trick_end.closing > 0,
            round_words=lambda at, rounds: self.frame_text("round", round=at, rounds=rounds),
            trick_words=lambda trick, done: self.text("trick_done" if done else "trick",
                                                      trick=trick, tricks=HAND_SIZE))

    def show_plates(self, view: WizardExtremeEngine, *, scores: bool = True) -> None:
        if not self.counter.keeps_plates(view.state, self.driver.is_busy):  # see header.py
            super().show_plates(view, scores=scores)

    def format_score(self, points: int) -> str:
        return self.text("score", points=points)

    def seat_status(self, view: WizardExtremeEngine, seat: int) -> str:
        base = super().seat_status(view, seat)
        return seat_roles(self.text, view.state.magician, view.state.dealer, seat, base,
                          base_kept=base == self.context.words("widgets.computer"))

    # ================================================================ input

    def handle_input(self, event: pygame.event.Event) -> None:
        if self.phase is Phase.PLAY:
            self.hand.handle_event(event)
            return
        if event.type == pygame.KEYDOWN and self.phase is Phase.PREDICT:
            if self.side.steal_colour is None:
                if event.key == pygame.K_SPACE:
                    if prompts.space_may_confirm(self):
                        self._confirm()
                    return
                if event.key in self.pool.keys:
                    # The focus goes with the pile taken from: the next Enter acts there, not
                    # on the pile it rested on (trial s28 E/078).
                    seal = self.pool.keys[event.key]
                    if self.accepts_input:
                        self.controls.focus(self.pool.stacks[seal])
                    self._take_colour(seal)
                    return
            elif event.key == pygame.K_BACKSPACE:
                self._cancel_steal()
                return
        self.controls.handle_event(event)

    def _take_colour(self, seal: Seal) -> None:
        if not self.accepts_input:
            return
        self.side.magician_chosen = False  # a seal is a prediction: no magician with it
        # The person's own view: the curtain is down when input arrives.
        move = seal_move(self.view(), self.acting_seat(), seal)
        if move is None:
            self.side.steal_colour = Colour(seal.value)  # WE-D2: the taker chooses whom
            self.driver.resync()
        else:
            self.act(move)

    def _steal(self, victim: int) -> None:
        if self.side.steal_colour is not None and self.accepts_input:
            colour, self.side.steal_colour = self.side.steal_colour, None
            self.act(StealSeal(self.acting_seat(), colour, victim))

    def _cancel_steal(self) -> None:
        self.side.steal_colour = None
        self.driver.resync()

    def _take_magician(self) -> None:
        """Choose the magician, or put him back: Confirm takes him (see ChoicePanel)."""
        if self.accepts_input and (self.side.magician_chosen  # a lesson: only at its step
                                   or self.driver.may_prepare(TakeMagician(self.acting_seat()))):
            self.side.magician_chosen = not self.side.magician_chosen
            self.driver.resync()
            if self.side.magician_chosen:
                self.controls.focus(self.side.confirm_button)

    def digits_choose(self) -> bool:
        return True  # a digit takes its pile of seals: never part of a typed number

    def take_back_part(self) -> bool:
        if not self.side.magician_chosen:  # Undo puts back a magician not yet confirmed
            return False
        self._take_magician()
        return True

    def on_new_decision(self, view: WizardExtremeEngine) -> None:
        self.side.magician_chosen = False  # a choice belongs to its decision

    def _confirm(self) -> None:
        if self.accepts_input:
            seat = self.acting_seat()
            self.act(TakeMagician(seat) if self.side.magician_chosen else Predict(seat))

    def _play(self, card: Any) -> None:
        if self.accepts_input and isinstance(card, Card):
            self.act(PlayCard(self.acting_seat(), card))

    def _say_hand_moved(self) -> None:
        """A click refused: its card moved under the resting pointer (:class:`CardHand`)."""
        self.toasts.show(self.context.words("table.hand_moved"), error=False, seconds=2.5)

    def _return(self, seal: Seal) -> None:
        if self.accepts_input:
            self.act(ReturnSeal(self.acting_seat(), seal))

    def piece_rect(self, action: Action) -> pygame.Rect | None:
        return lesson_piece(self.pool, self.hand, self.side, action, (self.hand_seat, self.backs),
                            self.zones if self.driver.curtain.watched else None)

    def coach_area(self) -> pygame.Rect | None:
        return self._side_drawn() if self.coach_on else None  # in the side panel

    def _side_drawn(self) -> pygame.Rect:
        """The side panel's part drawn on: all of it, or, playing, the coach's card."""
        if self.phase is not Phase.PLAY:
            return pygame.Rect(self.side.rect)
        advice = self.driver.coach.advice if self.coach_on else None
        return coach_card_rect(self.context.words, self.side.coach_column(), advice, self.scale,
                               self.side.coach_low)

    def lesson_glow(self, mover: int | None, to_act: int | None, busy: bool) -> int | None:
        return mover if busy else to_act  # the trick shows the mover (trial s18)

    def keep_in_sight(self) -> list[pygame.Rect]:
        # One's hand for a prediction; the places show the seals every card speaks of.
        return [pygame.Rect(self.hand.rect), *(pygame.Rect(zone.rect) for zone in self.zones)]

    def sight_rects(self, name: str) -> list[pygame.Rect]:
        summary = None if name != "summary" or self.summary is None else summary_rect(
            self.context.words, self.summary_place(), self.summary, self.scale)
        return sight_parts(name, [zone.rect for zone in self.zones], summary, self.hand, {
            "trick": self.trick.rect, "pool": self.pool_rect, **self.pool.pile_rects(),
            "side": self.side.rect, "played": self.trick.shown_rect(), **card_places(
                self.side, self.board_area(), self.scale), **(
                {} if self.hand_seat is None else {"own": self.zones[self.hand_seat].rect})})

    def turned_piece(self, part: pygame.Rect) -> tuple[pygame.Rect, float] | None:
        return turned_card(self.hand, part)

    def look_at(self) -> list[pygame.Rect]:
        return [self.trick.shown_rect()]  # its slots and names, empty too (trial s34 O/017)

    def toast_clear(self) -> list[pygame.Rect]:
        summary = None if self.summary is None else summary_rect(
            self.context.words, self.summary_place(), self.summary, self.scale)
        return toast_parts(self.hand, self.trick, self.pool_rect, self.zones,
                           self._side_drawn() if side_shown(self) else None,
                           self.phase is Phase.PLAY, (self.hint_rect, summary, *(
                               self.open_hands.cells if self.driver.reveals_all else ())))

    # ================================================================ per frame

    def touchable(self) -> list[Piece]:
        return self.controls.buttons

    def focus_rings(self) -> list[FocusRing[Any]]:
        return [self.controls, self.hand.ring]

    def update_board(self, dt: float) -> None:
        self.hand.update(dt)
        for backs in self.backs:
            backs.update(dt)
        self.pool.update(dt)
        self.controls.update(dt)

    def board_is_still(self) -> bool:
        # What update_board moves: without this the table never went idle, a paused
        # replay (or a person thinking) redrawn at 60 a second, 21 % of a core where
        # DESIGN's idle budget is 3 % (s29, issue #32).
        cards = [card for hand in (self.hand, *self.backs) for card in hand.cards]
        return (all(card.is_settled for card in cards)
                and all(stack.is_settled for stack in self.pool.stacks.values())
                and all(piece.is_settled for piece in self.controls.buttons))

    def draw_board(self, surface: pygame.Surface) -> None:
        self.hint_rect = draw_table(self, surface)

    def summary_place(self) -> pygame.Rect:
        assert self.summary is not None
        return summary_area(self.context.words, self.board_area(),  # beside an open log
                            self.side.rect.left - self.px(12),
                            max(zone.rect.bottom for zone in self.zones), self.summary, self.scale)


SCENE_CLASS = WizardExtremeScene
