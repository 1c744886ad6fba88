"""Big Shot at the table: the city map, the auction circles, the broker, the auction panel.

Layout (ART.md): the city map in the middle of the left part with nine auction circles
above and nine below it; the broker pawn on the loop; the auction panel on the right
(every bidding colour's money and loan tokens, then the decision now: roll, bid, or
place). Money and loan tokens are on the seat plates too. In the hidden-money variant
(BS-D17) every figure of money comes from the current viewer's view, so only the person
behind the privacy curtain sees their own.

Controls (mouse, keyboard, controller alike; the controller's A is Enter, X is Space):
Space rolls the die; in an auction +1 and +5 bid at once, − and + (or typed digits) set
an amount that Space bids, P passes, K takes a loan (L opens the log); placing, a click
on a region (or the focus on it and Enter) drops the next cube there, the arrows walk the
focus among the open regions, Tab steps from the map to the next cube, Take back and Place
cubes, a cube in the panel picks which colour is next, Backspace (the controller's Y) takes
the last one back, Space confirms.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.games.big_shot import toast_room
from scenes.games.big_shot.art import cube_looks
from scenes.games.big_shot.auction import SECONDARY_SHARE, AuctionPad, bid_prompt, words_or_short
from scenes.games.big_shot.board import Board
from scenes.games.big_shot.city import ARROWS, RegionPiece
from scenes.games.big_shot.fortunes import fortune_rows
from scenes.games.big_shot.legend import MapLegend
from scenes.games.big_shot.log_words import BigShotLog
from scenes.games.big_shot.motion import FAILURE_NOTICE_SECONDS, event_step
from scenes.games.big_shot.panels import HandCube, draw_fortune_table, placing_keys
from scenes.games.big_shot.placing import DecisionTable, Piece, held_cube
from scenes.games.big_shot.plates import hidden_cash_words, seat_status, shown_cash
from scenes.games.big_shot.pointing import Pointing
from scenes.games.big_shot.prompts import place_prompt
from scenes.games.big_shot.side_panel import PanelTurn, SidePanel, auction_bids
from scenes.games.gate import public_view
from scenes.shell import audio, theme
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.focus import FocusRing
from scenes.widgets.toast import Toast
from scenes.widgets.tween import Step
from tabletop.core.actions import Action
from tabletop.core.events import Event
from tabletop.games.big_shot import NEUTRAL_SEATS, ROUNDS, BigShotEngine, Phase
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import PaymentFailed, PlaceCube, Roll

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.shell.context import AppContext
    from scenes.shell.scene import Transition
    from tabletop.session import GameSession

class BigShotScene(DecisionTable):
    """The Big Shot table (see the module docstring for layout and controls)."""

    text_namespace = "big_shot_scene"
    words_follow_motion = True  # the next bidder is named once the last bid has been shown

    def __init__(self, context: AppContext, session: GameSession,
                 driver: TableDriver | None = None) -> None:
        seats = len(session.seats)
        self.looks = cube_looks(seats, [seat.colour for seat in session.seats])
        self.names = BigShotLog(session.name, seats, self.looks)
        self.board = Board(self.looks, "")
        self.legend = MapLegend()
        self.roll_button = Button((0, 0, 10, 10), "big_shot_scene.roll", on_click=self._roll,
                                  hotkey=pygame.K_SPACE, pad_hint="X", sound="dice_rattle",
                                  controller=context.input)
        self.pad = AuctionPad(self._send, self.key, keyboard=context.manager,
                              hidden_money=bool(public_view(session).options.get("hidden_money")),
                              controller=context.input, ask=lambda said: self.enter_guard.say(said))
        self.take_back = Button((0, 0, 10, 10), "big_shot_scene.take_back",
                                on_click=self._take_back, style=ButtonStyle.SECONDARY)
        self.place_button = Button((0, 0, 10, 10), "big_shot_scene.place",
                                   on_click=self._place_all, hotkey=pygame.K_SPACE,
                                   pad_hint="X", controller=context.input)
        self.controls: FocusRing[Piece] = FocusRing(focus_first=False)
        self.primary: Button | None = None
        self.hand: list[HandCube] = []
        self.hand_shown: list[int] = []
        self.next_cube: int | None = None
        self.failure: PaymentFailed | None = None
        """The auction's last failed payment (BS-D17), shown until the next bid."""
        self.telling_failure = False
        """Its news plays: the prompt names who bids first in the auction started again."""
        self.failure_notice: Toast | None = None
        self.side = SidePanel(self.board, self.pad, self.looks, self.names, session.name)
        self.pointing = Pointing(self.pad, self.side, self.board,
                                 (self.roll_button, self.take_back, self.place_button))
        self.show_table = self.person_turn = False
        self._advice: object = None
        self.moved_colour: int | None = None
        self._enter_shows = False
        """The next Enter only shows where it acts, as last seen (update_board)."""
        self._place_said = ""
        """The placing words last said: the line shows them unless a refusal or a note
        took it since."""
        super().__init__(context, session, driver)
        self.toasts.protected = self._map_while_told
        self.toasts.one_at_a_time = True  # long sentences: two side by side were half read

    # ================================================================ layout and static art

    def layout_board(self, board: pygame.Rect) -> None:
        gap = self.px(16)
        # Wide enough for a lesson's card (its buttons need 360 px at 720p; at 340 it stood on
        # districts 17-21); 320 beside the log, where Bid, Loan were 15 px at 1080 (#32).
        right_w = min(self.px(360), max(round(board.width * 0.3), self.px(320)))
        panel = pygame.Rect(board.right - right_w, board.y, right_w, board.height)
        left = pygame.Rect(board.x, board.y, board.width - right_w - gap, board.height)
        self.board.set_layout(left, self.scale, lesson=self.driver.keeps_card_room)
        self.board.sold_text = self.text("sold")
        self.legend.layout(self.board.city, self.board.rows[0].bottom, self.text)
        self.side.purse_coverable = self.driver.hides_information  # (before the hand is placed)
        # BS-D15: a 3-seat table says under the money what its grey cubes are.
        lines = self.side.layout(self.context.words, panel, self.scale, len(self.money_colours()),
                                 legend=len(self.session.seats) == NEUTRAL_SEATS)
        self.refresh_money_rows()  # the money rows' notes ("rolled 3") in these words
        for button in (*self.pad.buttons, self.roll_button, self.take_back, self.place_button):
            button.words = self.context.words  # laid out again on a language switch
        self.pad.lay_out(lines, self.px(8), self.px(20), self.scale)
        button_h = lines[2].height
        back_w = round(lines[2].width * SECONDARY_SHARE)
        self.take_back.rect = pygame.Rect(lines[2].x, lines[2].y, back_w, button_h)
        # The primary spot: Roll and Place all; the auction keeps it empty (AuctionPad).
        self.place_button.rect = pygame.Rect(lines[2].x + back_w + self.px(8), lines[2].y,
                                             lines[2].width - back_w - self.px(8), button_h)
        self.roll_button.rect = pygame.Rect(self.place_button.rect)
        # Beside the open log "Roll the die" shrank from 26 to 19 px at 1080 (trial s24 B, 083).
        words_or_short(self.roll_button, "big_shot_scene.roll", "big_shot_scene.roll_short")
        lot = self.side.lot_centre
        self.board.hand_spot = (float(lot[0]), float(lot[1]))
        self.side.place_hand(self.hand)

    def draw_static(self, layer: pygame.Surface) -> None:
        names = [self.context.words(f"big_shot.region.{region.key}") for region in REGIONS]
        self.board.draw_static(layer, names)
        self.side.paint_paper(layer)

    def refresh_static(self, layer: pygame.Surface) -> None:
        self.board.refresh(layer)

    # ================================================================ engine -> widgets

    def money_colours(self) -> list[int]:
        return list(self.public_view().state.bidders)

    def sync(self, view: BigShotEngine) -> None:
        self.decision_view = view
        state = view.state
        self.person_turn = self.driver.curtain.screen_is_theirs(view)
        placing = self.person_turn and state.phase is Phase.PLACE
        self.board.staged = self.board.staged if placing else []
        self.board.sync(state, view.log)
        self.board.shown.bids = auction_bids(view.log) if state.phase is Phase.AUCTION else {}
        self.hand_shown = list(state.in_hand) if state.phase is Phase.PLACE else []
        self.show_table = view.is_over
        if state.phase is Phase.AUCTION:
            self.pad.sync(view.min_bid())
        if state.phase is not Phase.AUCTION or state.high_bidder is not None:
            self.failure = None
        self.telling_failure = False  # (a settled table: its news is told)
        self.side.die.follow(view)
        self._build_money_rows(view)
        self._build_controls(view)

    def announce_failure(self, failure: PaymentFailed) -> None:
        """A failed payment (BS-D17) told to the table in a notice: only the panel's status
        line said the cash was shown and the auction began again (trial s24 B, 179-182).
        The notice, the prompt and the glowing plate name who bids first, as the panel
        does: the prompt and the glow named whoever's pass closed the auction (trial s24 B)."""
        first, seat = self.public_view().state.acting_colour, self.session.current_seat
        if first is None or seat is None:
            return  # (every auction has a first bidder: the roller bids last, BS-D8)
        words = self.context.words
        notice = self.text("payment_failed_notice", name=self.names.colour(
            words, failure.colour), bid=failure.bid, cash=failure.cash,
            first=self.names.colour(words, first))
        self.failure_notice = self.toasts.show(notice, error=False, public=True,
                                               seconds=FAILURE_NOTICE_SECONDS)
        self.telling_failure = True
        self.driver.name_turn(seat)

    def show_plates(self, view: BigShotEngine, *, scores: bool = True) -> None:
        """The plates, and the side panel with them: once a move has been shown, the panel
        names who acts next as the plates, the prompt and the turn's banner do (it said
        "Computer 3 is to bid" under "Player 1's turn")."""
        super().show_plates(view, scores=scores)
        for seat, plate in enumerate(self.plates):
            plate.hidden_text = hidden_cash_words(self.context.words, view, seat)
            # The cash jumps as the money rows' does: counting down, the plate said 9M
            # beside the rows' 8M (trial s27 E/128).
            plate.counter.snap(plate.counter.target)
        if self.driver.is_busy and self.decision_view is not None:
            if not self.board.staged:  # (a placement's cubes still settling keep the shown hand)
                self.decision_view = view
                self.side.die.follow(view)  # a new round's "X rolls" beside no old roll
            # The end is public: cash as on the plates.
            if self.decision_view is view or view.is_over:
                self._build_money_rows(view)

    # ================================================================ events -> motion

    def animate(self, event: Event) -> Step | None:
        return event_step(self, event)

    def reveal_table(self) -> None:
        """The fortunes table comes up: every cash in sight with it (BS-D17)."""
        self.show_table = True
        self.show_plates(self.view())  # over: every cash in sight with the table (BS-D17)
        self.driver.refresh_prompt()
        audio.play("cheer")

    # ================================================================ words

    def make_log_words(self) -> BigShotLog:
        return self.names  # made first: the side panel names colours with it

    def round_label(self, view: BigShotEngine) -> str:
        return self.frame_text("round", round=min(view.state.round, ROUNDS), rounds=ROUNDS)

    def format_score(self, points: int) -> str:
        return self.text("money", amount=theme.number(points))

    def shown_score(self, view: BigShotEngine, seat: int) -> int | None:
        return shown_cash(view, seat)

    def prompt_slot(self, seat: int, moving: bool) -> int:
        """The cube look of the colour at work (BS-D16: a person's second colour has its own;
        the prompt showed their first while they bid with the second, trial s19)."""
        colour = self.moved_colour if moving else self.public_view().state.acting_colour
        if colour is None or self.public_view().seat_of(colour) != seat:
            return super().prompt_slot(seat, moving)
        return self.looks[colour]

    def lesson_glow(self, mover: int | None, to_act: int | None, busy: bool) -> int | None:
        """The seat the panel names under a card: the one to act once the move lies on the
        table (trial s21: Nari glowed beside "Sora places the cubes"); while anything still
        plays, the seat at work in the panel, which turns to the next decision before the
        table settles (trial S/005: Nari's pass glowed over "Sora is placing cubes"); the
        mover when the move closed its round, which the panel and the top bar still show."""
        told = self.driver.shown_game()
        if told is None or told.state.round != self.public_view().state.round:
            return mover
        view = self.decision_view
        colour = None if view is None else view.state.acting_colour
        if not busy:
            return to_act
        return mover if view is None or colour is None else view.seat_of(colour)

    def before_events(self, events: list[Event]) -> None:
        """The colour whose move plays: the one at work on the table shown before it."""
        view = self.decision_view
        self.moved_colour = None if view is None else view.state.acting_colour

    def seat_status(self, view: BigShotEngine, seat: int) -> str:
        return seat_status(self.context.words, view, seat, super().seat_status(view, seat))

    def table_prompt(self, view: BigShotEngine) -> tuple[str, int | None] | None:
        """A failed payment's news: who bids first in the auction started again (BS-D17).
        The end while it plays: the districts counted, then the fortunes table in its
        first moments; "press Enter" only once a press moves on (it showed while the
        districts were still counted, trial s19)."""
        seat, first = self.session.current_seat, view.state.acting_colour
        if self.telling_failure and self.driver.is_busy and seat is not None and first is not None:
            name = self.names.colour(self.context.words, first)
            return self.text("prompt_restarted", name=name), self.prompt_slot(seat, False)
        if not view.is_over or not self.driver.is_busy:
            return None
        return self.text("prompt_fortunes" if self.show_table else "prompt_counting"), None

    def person_prompt(self, view: BigShotEngine, seat: int) -> str:
        state = view.state
        acting = state.acting_colour
        name = "" if acting is None else self.names.colour(self.context.words, acting)
        if state.phase is Phase.ROLL:
            return self.text("prompt_roll", name=name)
        if state.phase is Phase.AUCTION:
            return bid_prompt(self.context.words, view, name, self.pad,
                              undo=self.driver.undo_possible,
                              controller=self.context.input.using_controller)
        self._place_said = place_prompt(self.context.words, name, len(self._unstaged()),
                                        bool(self.board.staged), self.context.input,
                                        returns=self.take_back.enabled,
                                        enter_shows=self.enter_guard.next_enter_shows())
        return self._place_said

    # ================================================================ input

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        """The map's key (M, or its tab) opens and closes at any time (trial V/014)."""
        if self.legend.handle_event(event):
            return None
        return super().handle_event(event)

    def handle_input(self, event: pygame.event.Event) -> None:
        view = self.decision_view
        if view is None or not self.person_turn:
            return
        phase = view.state.phase
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE and self.primary is not None:
                if self.primary.enabled:
                    self.primary.activate()
                elif phase is Phase.PLACE:
                    toast_room.say_refusal(self.prompt, self.text(
                        "place_first", count=len(self._unstaged())))
                return
            if phase is Phase.AUCTION and self.pad.handle_key(event):
                self.driver.refresh_prompt()  # it tells when the amount is beyond one's money
                return
            if phase is Phase.PLACE and event.key == pygame.K_BACKSPACE:
                self._take_back()
                return
            focused = self.controls.focused
            if phase is Phase.PLACE and event.key in ARROWS and isinstance(focused, RegionPiece):
                self.controls.focus(self.board.city.next_open(focused, ARROWS[event.key]))
                return
            if phase is Phase.PLACE and event.key == pygame.K_TAB:
                step = -1 if event.mod & pygame.KMOD_SHIFT else 1
                stop = self.pointing.placing_stop(focused, self.hand, step)
                if stop is not None:
                    self.controls.focus(stop)
                return
        self.controls.handle_event(event)
        if phase is Phase.AUCTION and self.decision_view is view and not self.pad.loan_button.asked:
            self.driver.refresh_prompt()  # (an asked loan's words stay until the next press)

    def _roll(self) -> None:
        if self.accepts_input:
            self.act(Roll(self.acting_seat()))

    def _send(self, action_for: Callable[[int], Action]) -> None:
        """The auction pad's buttons act through here, only while the person may act."""
        if self.accepts_input:
            self.act(action_for(self.acting_seat()))

    def piece_rect(self, action: Action) -> pygame.Rect | None:
        if isinstance(action, PlaceCube) and self.driver.people_act and not self.accepts_input:
            return None  # a lesson's cube placed already: the hand now is a later round's
        return self.pointing.action_rect(action, self._hand(), replay=not self.driver.people_act,
                                         watched=self.driver.curtain.watched)

    def coach_area(self) -> pygame.Rect | None:  # the coach's fortunes join the money rows
        return pygame.Rect(self.side.rows_rect) if self.coach_on else None

    def sight_rects(self, name: str) -> list[pygame.Rect]:
        """A region by its key ("e20", "park_b"): where it lies on the map; a part of the
        side panel or the map by its name (:meth:`SidePanel.part`: "money", "city_west")."""
        if (part := self.side.part(name)) is not None:
            return [part]
        return [self.pointing.district_rect(index)  # its frame off the map key's tab (Z2/007)
                for index, region in enumerate(REGIONS) if region.key == name]

    def run_piece_rect(self, actions: list[Action]) -> pygame.Rect | None:
        cubes = [action for action in actions if isinstance(action, PlaceCube)]
        if len(cubes) != len(actions):
            return super().run_piece_rect(actions)
        return self.pointing.placement_rect(cubes, self._hand(),
                                            watched=self.driver.curtain.watched)

    def toast_clear(self) -> list[pygame.Rect]:
        placing = self.public_view().state.phase is Phase.PLACE
        return toast_room.keep_clear(self.side, placing, self.coach_on, self.controls.buttons)

    def _map_while_told(self) -> list[pygame.Rect]:
        return toast_room.map_while_told(self.failure_notice in self.toasts.toasts, self.side,
                                         self.controls.buttons)

    def keep_in_sight(self) -> list[pygame.Rect]:
        """The panel's decision (the lot or the cubes in hand, the high bid) and its buttons:
        a lesson's card may stand over the money rows, the plates showing the money."""
        return [self.side.lot_rect(), *(b.rect for b in self.touchable() if isinstance(b, Button))]

    def decision_shows_secrets(self, seat: int) -> bool:
        """Only a bid needs one's own money on screen: the roll and the placement are public
        moves, made on the public table with no curtain, hidden cash staying hidden."""
        return self.public_view().state.phase is Phase.AUCTION

    def private_area(self) -> tuple[pygame.Rect, str]:
        """The money rows' cash and loans (BS-D17), all a hand-over covers (names in sight)."""
        return self.side.purse_rect(), self.side.purse_part(self.public_view())

    def bot_pause(self, own: BigShotEngine) -> float:
        """A computer's bid right after its secret loan comes without a second pause, so the
        loan does not make it think twice as long (BS-D17: only its own view knows of it)."""
        if self.driver.hides_information and own.state.loan_floor is not None:
            return 0.0
        return super().bot_pause(own)

    # ================================================================ per frame

    def board_is_still(self) -> bool:
        return (not self.board.flying and not self.side.die.rolling
                and all(piece.is_settled for piece in self.controls.buttons))

    def on_new_decision(self, view: BigShotEngine) -> None:
        self.pad.forget_typed()
        self.next_cube = None  # the first cube in hand is the next to drop (trial s19)
        if self.names.seats == 2 and view.state.round == 1 and view.state.phase is Phase.ROLL:
            # BS-D16, said where a 2-person table starts: no lesson told it (trial s29 F/170).
            self.toasts.show(self.names.two_colours(self.context.words), error=False,
                             public=True, seconds=12.0)  # long enough to read it whole

    def _named_colour(self) -> int | None:
        """While a move plays, the colour the prompt names: its symbol is that colour's."""
        slot = self.prompt.seat_index
        if not self.driver.is_busy or slot is None or slot not in self.looks:
            return None
        return self.looks.index(slot)

    def _live(self) -> list[Piece]:  # the buttons shown: a decision a person may make now
        return list(self.controls.buttons) if self.driver.accepts_input else []

    def touchable(self) -> list[Piece]:
        return self.controls.buttons

    def focus_rings(self) -> list[FocusRing[Piece]]:
        return [self.controls]

    def update_board(self, dt: float) -> None:
        toast_room.say_on_prompt(self.driver, self.public_view().state.phase is Phase.PLACE)
        advice = self.driver.coach.advice
        if advice is not self._advice and self.decision_view is not None:
            self._advice = advice  # the coach answered: its projections join the rows
            self._build_money_rows(self.decision_view)
        self.controls.update(dt)
        self.board.update(dt)
        self.board.held = held_cube(self.enter_guard, self.controls.focused, self.next_cube)
        shows = self.enter_guard.next_enter_shows()
        if shows != self._enter_shows:  # the prompt says what the next Enter does (V/011)
            self._enter_shows = shows
            if self.prompt.text == self._place_said:  # (a refusal or a note said there stays)
                self.driver.refresh_prompt()
        for piece in self.board.city.pieces:
            if piece not in self.controls.buttons:
                piece.update(dt)

    def draw_board(self, surface: pygame.Surface) -> None:
        view = self.decision_view
        self.board.draw(surface)
        for region in self.board.city.pieces:
            region.draw(surface)
        advice = self.driver.coach.advice if self.coach_on and self.person_turn else None
        # Who leads each district, coach or not (trial s24 B, 064: 2 cubes to none, unsaid).
        owners = advice.owners if advice is not None else self.board.leaders()
        self.board.draw_owner_marks(surface, owners, self.scale)
        self.side.covered = self.driver.curtain.is_up
        up = self.show_table and not self.driver.end_table_waits()  # a lesson's card reads the map
        told = self.driver.shown_game()
        if isinstance(told, BigShotEngine) and view is not None:
            self.side.draw_told(surface, view, told, self.hand_shown, self.failure)
        elif view is not None:
            self.count_as_drawn()
            # A decision's buttons show once it may be made (a lesson's Roll the die stood
            # under the card before it); the district a lesson's focus rests on is previewed.
            self.side.draw(surface, view, PanelTurn(
                self.person_turn, self.hand, self.hand_shown, self.next_cube, self.failure,
                self.controls.focused or self.controls.resting, self._live(),
                self.driver.is_busy, self.driver.is_over, table=up,
                # A lesson over: nobody to bid, no row lit (trials s18, s19).
                told=self.driver.curtain.closed, ended=self.driver.curtain.closed,
                keys=placing_keys(self.context.words, self.context.input), taking_back=(
                    self.take_back.enabled), named=self._named_colour()))
        if view is not None:
            self.side.draw_plate_marks(surface, view, self.plates)
        self.legend.draw(surface, self.text, self.looks)
        if up and view is not None and view.is_over:
            rows, notes = fortune_rows(view, self.side.texts, self.side.looks, self.side.name)
            draw_fortune_table(self.context.words, surface, self.layout.board, self.board.area,
                               rows, notes, self.scale)


SCENE_CLASS = BigShotScene
