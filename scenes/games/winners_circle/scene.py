"""Winner's Circle at the table: the oval track, the gates with their cards, chips and payouts.

Layout (ART.md, with the gates and the betting board joined): the oval track fills the
left of the board, numbered 1–36 with the start/finish line and the pace space 18 marked;
the infield holds the podium boxes (1st, 2nd, 3rd, last), the symbol die with its Roll
button, the betting person's chips and the coach. Down the right, one lane per horse: its
gate, its card (four symbol values, face up or down) and its betting space with everybody's
chips and, once taken, the pace token; under the lanes, the payout table as a printed card
(RULES.md §1.8). The payout sheet covers the board between races.

Controls (mouse, keyboard, controller alike; the controller's A is Enter, X is Space, the
D-pad moves the focus):

* betting: click a horse's lane (or its piece on the track), press 1–7, or move the focus
  to the lane and press Enter; the chip laid is the one lifted among your chips (click
  another, or focus it and Enter, to change it);
* racing: Space or the Roll button rolls; then the lanes of the horses you may move glow
  and a gold ring shows where each would land: click, press 1–7, or focus and Enter.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from scenes.games.base import GameScene
from scenes.games.manners import DECISION_QUIET_SECONDS
from scenes.games.winners_circle.art import clear_art_caches
from scenes.games.winners_circle.bet_words import first_why, richest
from scenes.games.winners_circle.blocked import BlockedGuard, light_move_lanes
from scenes.games.winners_circle.card_legend import explain_card
from scenes.games.winners_circle.clear import ribbon_place, toast_clear
from scenes.games.winners_circle.forced import ForcedMoveBeat, only_movable
from scenes.games.winners_circle.lanes import ChipPiece, HorseLane
from scenes.games.winners_circle.lesson_hidden import BLUFF_CHIP, FACE_DOWN, HiddenBetsShown
from scenes.games.winners_circle.lesson_sight import keep_in_sight, sight_rects
from scenes.games.winners_circle.log_words import WinnersCircleLog, money_text
from scenes.games.winners_circle.playback import RacePlayback
from scenes.games.winners_circle.prompt_words import person_words, race_label
from scenes.games.winners_circle.protected import protected_parts
from scenes.games.winners_circle.ribbons import Ribbons
from scenes.games.winners_circle.table import RaceTable
from scenes.games.winners_circle.table_layout import lay_out_table
from scenes.shell import audio
from scenes.widgets.button import Button, key_label
from scenes.widgets.focus import ACTIVATE_KEYS, FocusRing
from scenes.widgets.play_order import draw_wrap
from scenes.widgets.tween import Step
from tabletop.core.actions import Action
from tabletop.core.events import Event
from tabletop.games.winners_circle import Phase, WinnersCircleEngine
from tabletop.games.winners_circle_data import HORSES, Symbol
from tabletop.games.winners_circle_events import (
    DieRolled,
    MoveHorse,
    PlaceBet,
    RaceEnded,
    RaceStarted,
    Roll,
)
from tabletop.games.winners_circle_rules import chip_set

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.shell.context import AppContext
    from tabletop.session import GameSession

Piece = Button | HorseLane | ChipPiece
SHEET_DWELL_SECONDS = 1.0
"""The payout sheet's first second takes no press, as the results' (DESIGN §3): a Space
meant for a roll took race 1's sheet away before it could be read (trial)."""
_HORSE_KEYS = {key + horse: horse for key in (pygame.K_1, pygame.K_KP1) for horse in range(HORSES)}


class WinnersCircleScene(GameScene[WinnersCircleEngine]):
    """The Winner's Circle table (see the module docstring for layout and controls)."""

    text_namespace = "winners_circle_scene"
    scores_read_together = True  # money read against money: every "$" the same size

    def __init__(self, context: AppContext, session: GameSession,
                 driver: TableDriver | None = None) -> None:
        clear_art_caches()  # pygame may have been restarted since the last game (tests)
        self.table = RaceTable(len(session.seats), self._choose_horse, self._roll, context.input)
        self.table.seat_name = session.name
        self.table.sheet_shown = self._sheet_shown
        self.controls: FocusRing[Piece] = FocusRing(focus_first=False)
        self._refused_horse: int | None = None  # a bet digit refused; Enter asks it again
        self.ribbons = Ribbons(self.table, lambda seat: self.driver.name_turn(seat))
        self.playback = RacePlayback(context, session, self.table, self.ribbons, self.text)
        """The events as motion, and the race they show (its own state)."""
        self._incoming = False
        self._board = pygame.Rect(0, 0, 1, 1)  # the board as last laid out
        self.bets_in = 0
        """The race whose last chip has landed: the header stops saying "betting" as the
        ribbon says all bets are in (trial s34 M/008), before the table is synced."""
        self.rolling: int | None = None
        """The seat whose roll the die shows tumbling: the prompt says so, not the roll's
        "press Space" that stood behind the pause menu opened mid-roll (trial s12)."""
        self.forced_beat = ForcedMoveBeat()
        self.blocked = BlockedGuard()
        self.hidden_shown = HiddenBetsShown()
        super().__init__(context, session, driver)
        self.playback.attach(self.driver, self.plates, self.toasts, self.bets_closed)
        self.toasts.protected = partial(protected_parts, self.table)

    # ================================================================ layout and static art

    def layout_board(self, board: pygame.Rect) -> None:
        lay_out_table(self.table, self.context.words, board, self.scale, coach=self.coach_on,
                      card_band=self.driver.keeps_card_room)
        # The ribbon is a message too: it stands by the toasts' rule (clear.ribbon_place).
        self._board = pygame.Rect(board)
        self.table.ribbon_rect = ribbon_place(self.table, board, self.table.geo.infield.midbottom)

    def draw_static(self, layer: pygame.Surface) -> None:
        self.table.paint_static(layer)

    def refresh_static(self, layer: pygame.Surface) -> None:
        # A lesson's card on the hidden bets lays the chips it tells of (trial s39 Y/007),
        # before the lanes painted into the background are brought up to date.
        self.hidden_shown.show(self.table.lanes, self.driver.named_parts(),
                               self._lone_person(), self.slot)
        self.table.refresh_static(layer)

    # ================================================================ engine -> widgets

    def before_events(self, events: list[Event]) -> None:
        # A hand-over re-syncs the widgets before the events play: then only other seats'
        # chip values are hidden (see sync); the motions start from the table as it was.
        self._incoming = True
        # The horse that takes the pace token runs past space 18 with it (WC-D6).
        self.playback.before(events)
        self.rolling = next((event.seat for event in events if isinstance(event, DieRolled)),
                            None)
        self._hide_private()  # nothing stays pressable while the move plays

    def after_events(self, events: list[Event]) -> None:
        self._incoming = False
        if self.rolling is not None or any(isinstance(event, RaceEnded) for event in events):
            self.driver.refresh_prompt()  # also when the same seat acts next (no hand-over)

    def sync(self, view: WinnersCircleEngine) -> None:
        if self._incoming:
            self._hide_private()
            return
        state = view.state
        self.playback.synced(state.race)
        self.rolling = None
        self.table.sync(state, view.is_over, self.slot, _last_roll(view.log))
        self.table.mine = self.driver.curtain.screen_is_theirs(view)
        self._build_controls(view)
        # Placed again for the bets' chips in hand, or the race's die (clear.ribbon_place).
        self.table.ribbon_rect = ribbon_place(self.table, self._board,
                                              self.table.geo.infield.midbottom)

    def _hide_private(self) -> None:
        """The screen changes hands: other seats' face-down chips lose their values."""
        self.table.hide_chips_unless(self.shows_secrets_of)
        self.table.clear_choices()
        self.table.mine = False
        self.controls.set_buttons([])

    def _build_controls(self, view: WinnersCircleEngine) -> None:
        """The focusable pieces of the person to move (none for computers or the curtain)."""
        state, seat, table = view.state, view.current_seat, self.table
        pieces: list[Piece] = []
        table.clear_choices()
        table.resting_chips = []
        self._refused_horse = None
        focus: Piece | None = None
        if table.mine and seat is not None and state.phase is Phase.BETTING:
            chips = sorted(state.hands[seat], reverse=True)
            table.selected_chip = min(table.selected_chip, len(chips) - 1)
            for index, chip in enumerate(chips):
                piece = ChipPiece(self.slot(seat), chip, index, self._select_chip)
                piece.selected = index == table.selected_chip
                table.chip_pieces.append(piece)
            table.layout_chip_pieces()
            for lane in table.lanes:
                lane.selectable = not state.backs(seat, lane.horse)
                # A horse holding this person's own chip dims and says why before it is
                # chosen: all seven glowed (trial s36 S/011). Whose chips lie where is
                # public; a hidden chip's value plays no part.
                if not lane.selectable:
                    lane.dimmed, lane.preview = True, self.text("preview_backed")
            pieces = [*table.chip_pieces, *(lane for lane in table.lanes if lane.selectable)]
            focus = next((lane for lane in table.lanes if lane.selectable), None)
        elif (state.phase is Phase.BETTING and (lone := self._lone_person()) is not None
              and lone != seat):
            # Another seat bets: the lone person's chips stay, dimmed (their "?" die read as
            # the chips taken, trial s38 X/004). Chips held are theirs to see: face up
            # they are public, face down (1.7 hidden bets) nobody else is at this screen.
            for index, chip in enumerate(sorted(state.hands[lone], reverse=True)):
                piece = ChipPiece(self.slot(lone), chip, index, lambda _index: None)
                piece.resting = True
                table.resting_chips.append(piece)
            table.layout_chip_pieces()
        elif table.mine and state.phase is Phase.ROLL:
            pieces = [table.roll_button]
            focus = table.roll_button
        elif table.mine and state.phase is Phase.MOVE and state.symbol is not None:
            # No horse is chosen for the person: Enter right after the roll moved the first
            # lane's horse, blocked or not. The arrows, Tab, 1-7 or a click choose one.
            pieces.extend(light_move_lanes(table, state, self.text))
        kept = self.controls.focused
        self.controls.set_buttons(pieces)
        if kept in pieces and kept is not None and not isinstance(kept, ChipPiece):
            focus = kept
        self.controls.focus(focus)

    def _lone_person(self) -> int | None:
        """The one person at this screen (the lesson's learner), None with several people,
        none, a phone or a replay: whose chips in hand the table shows between turns."""
        curtain = self.driver.curtain
        people = curtain.persons
        if len(people) != 1 or curtain.watched or curtain.closed or \
                curtain.on_phone(people[0]) or not self.shows_secrets_of(people[0]):
            return None
        return people[0]

    # ================================================================ events -> motion

    def animate(self, event: Event) -> Step | None:
        return self.playback.step(event)

    def on_new_decision(self, view: WinnersCircleEngine) -> None:
        # The highest chip is lifted: a kept place in the shrunk row lifted the 0, and the
        # next horse key bluffed (trial s25 A/184); a bluff is only chosen, with C or a click.
        self.table.selected_chip = 0
        self.blocked = BlockedGuard()
        state = view.state  # a game's first race begins with no event played: say it now
        if (state.phase is Phase.BETTING and not state.bets
                and self.ribbons.first_told != state.race):
            why = first_why(state.race, richest(state.money))
            self.driver.timeline.append(self.playback.first_ribbon(state.race,
                                                                   state.first_bettor, why))

    def bets_closed(self) -> None:
        self.bets_in = self.playback.race_shown
        self.frame.round_text = self.round_label(self.view())
        self.driver.show_plates()

    def _sheet_shown(self) -> None:
        # A held result (issue #32): fast presses went on through it and took it away at
        # once (trial s24 A/223, 232); it moves on only once the keys have rested.
        if self.driver.results_take_grace:
            self.context.manager.begin_grace(SHEET_DWELL_SECONDS, DECISION_QUIET_SECONDS)

    def decision_shows_secrets(self, seat: int) -> bool:
        """Only a bet needs the person's own chips face up: a roll and the horse it moves
        are public moves everybody watches (RULES §1.5), so with hidden bets the race is
        played on the public table, the mover's chips face down like everyone's, and no
        curtain rises before each roll."""
        return self.public_view().state.phase is Phase.BETTING

    def private_area(self) -> tuple[pygame.Rect, str]:
        """The betting person's chips in the infield: all a hand-over covers (the other
        face-down chips on the lanes are drawn face down meanwhile), with the coach's box
        under them, which speaks of no one's chips: without it the cover was too low for
        its words and keycap (trial s26 A/224)."""
        area = pygame.Rect(self.table.hand_rect)
        return (area.union(self.table.coach_rect) if self.table.coach_rect is not None
                else area), "chips"

    # ================================================================ words

    def table_prompt(self, view: WinnersCircleEngine) -> tuple[str, int | None] | None:
        """While a race's finish and payout play, the prompt says so, not the next
        decision's "is thinking…", the last mover's "choose a horse" or, after race 3,
        "press Enter for the results" before the final payout was even shown; while the
        die tumbles, who rolls it; before the cover over the first bettor's chips, why."""
        ending = self.playback.race_ending
        if ending is not None:
            return self.text("prompt_payout", race=ending), None
        state, seat = view.state, view.state.first_bettor
        # The ribbon saying why stood under the cover (trial s32 I/020: races 2 and 3
        # began with another person, and nothing said why).
        if (state.phase is Phase.BETTING and not state.bets and self.session.current_seat == seat
                and self.driver.curtain.hides(seat)):
            enter = key_label(self.context.words, pygame.K_RETURN, self.context.input)
            why = self.text(f"why_{first_why(state.race, richest(state.money))}")
            # The cover only once it is up: under the ribbon before it the only tile to
            # click was the die's grey "?" (trial s33 M/009).
            key = "prompt_curtain_first" if self.driver.curtain.is_up else "prompt_first_coming"
            return (self.text(key, name=self.session.name(seat), key=enter, why=why),
                    self.prompt_slot(seat, False))
        if self.rolling is not None:
            return (self.text("prompt_rolling", name=self.session.name(self.rolling)),
                    self.session.seats[self.rolling].colour)
        return None

    def make_log_words(self) -> WinnersCircleLog:
        return WinnersCircleLog(self.session.name)

    def person_prompt(self, view: WinnersCircleEngine, seat: int) -> str:
        lanes = self.table.lanes
        return person_words(self.text, self.context.words, view, seat, self.session.name(seat),
                            self.table.selected_chip, lambda h: lanes[h].horse_name(h),
                            self.moves_by_itself())

    def round_label(self, view: WinnersCircleEngine) -> str:
        # The race on the table, which a payout still playing may not have left yet; its
        # bets while the table or ``view`` (a lesson's card of the last bet) has them, until
        # the ribbon says all bets are in.
        race, state = self.playback.race_shown, view.state
        betting = (self.table.phase is Phase.BETTING
                   or (state.phase is Phase.BETTING and state.race == race))
        betting = betting and self.bets_in != race  # then racing, until the payout's sheet
        racing = self.table.sheet is None and state.race == race and state.phase is not Phase.OVER
        return race_label(self.text, race, betting, not betting and racing)

    def format_score(self, points: int) -> str:
        return money_text(self.context.words, points)  # "−$300" in debt, never "$-300"

    def shown_score(self, view: WinnersCircleEngine, seat: int) -> int | None:
        return self.table.money[seat]  # counts up with the payout, not before it

    def seat_status(self, view: WinnersCircleEngine, seat: int) -> str:
        state = view.state
        if self.table.phase is Phase.BETTING and state.phase is Phase.BETTING and not view.is_over:
            placed = sum(1 for bet in state.bets if bet.seat == seat)
            left = len(chip_set(view.options)) - placed
            if not left:
                return self.text("status_bets_done")
            chips = self.text("status_chips_one" if left == 1 else "status_chips", count=left)
            # The count first: a narrow plate drops "bets first", never the count (trial s19);
            first = seat == state.first_bettor and not placed  # only until it bets (trial s21)
            return self.text("status_first", chips=chips) if first else chips
        return super().seat_status(view, seat)

    # ================================================================ input

    def handle_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in _HORSE_KEYS:
            self._choose_horse(_HORSE_KEYS[event.key])
            return
        if (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS
                and self.controls.focused is None and self.table.phase is Phase.BETTING
                and self._refused_horse is not None):
            self._choose_horse(self._refused_horse)  # refused again, the same words
            return
        if (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS
                and self.controls.focused is None and self.table.phase is Phase.MOVE):
            # Rolled, and no horse chosen yet: Enter or Space takes none, and says so.
            if self.accepts_input:
                self.toasts.show(self.context.words("winners_circle.error.already_rolled"))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.table.chip_pieces:
            # C lifts the next chip.
            self._select_chip((self.table.selected_chip + 1) % len(self.table.chip_pieces))
            return
        if event.type == pygame.MOUSEMOTION and self.table.sheet is None:
            explain_card(self.toasts, self.text, self.context.words, self.table.lanes, event.pos)
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            horse = self.table.horse_at(event.pos)
            lane = self.table.lanes[horse] if horse is not None else None
            if lane is not None and lane.selectable:
                if event.type == pygame.MOUSEMOTION:
                    self.controls.focus(lane)
                elif event.button == 1:
                    lane.activate()
                    return
            elif (event.type == pygame.MOUSEBUTTONUP and event.button == 1
                  and self.table.phase is Phase.BETTING
                  and (refused := self.table.bet_target(event.pos)) is not None):
                self._choose_horse(refused)  # refused in words, as a key (trial s34 O/006)
                return
        self.controls.handle_event(event)

    def _select_chip(self, index: int) -> None:
        if not self.accepts_input:
            return
        audio.play("click")
        self.table.selected_chip = index
        for piece in self.table.chip_pieces:
            piece.selected = piece.index == index
        self.driver.refresh_prompt()
        lane = next((lane for lane in self.table.lanes if lane.selectable), None)
        if lane is not None:
            self.controls.focus(lane)

    def _choose_horse(self, horse: int) -> None:
        if not self.accepts_input:
            return
        seat = self.acting_seat()
        chip = self.table.lifted_chip
        if self.table.phase is Phase.BETTING and chip is not None:
            if not self.act(PlaceBet(seat, horse, chip)):
                # The ring leaves the lane it stood on: the next Enter, meant for the
                # refused horse, laid the chip there (trial s32 K/005). It asks again.
                self.controls.focus(None)
                self._refused_horse = horse
        elif self.table.phase is Phase.MOVE:
            if self.blocked.stops(self.view().state, horse):  # said at once, and asked again
                name = self.table.lanes[horse].horse_name(horse)
                self.toasts.show(self.text("blocked_first", horse=name), error=False)
                return
            self.act(MoveHorse(seat, horse))
        elif self.table.phase is Phase.ROLL:
            self.toasts.show(self.context.words("winners_circle.error.roll_first"))

    def _roll(self) -> None:
        if self.accepts_input and self.table.phase is Phase.ROLL:
            self.act(Roll(self.acting_seat()))

    def prepare(self, action: Action) -> None:
        """A bet's chip is lifted for the person, so "put a 1 on black" is one click."""
        if not isinstance(action, PlaceBet):
            return
        chip = next((piece for piece in self.table.chip_pieces if piece.value == action.chip),
                    None)
        if chip is not None and not chip.selected:
            self.table.selected_chip = chip.index
            for piece in self.table.chip_pieces:
                piece.selected = piece is chip
            self.driver.refresh_prompt()

    def piece_rect(self, action: Action) -> pygame.Rect | None:
        """Roll: its button; a move: the horse's lane; a bet: the chip to choose first,
        then the lane once that chip is chosen (the lane alone in a replay, where nobody's
        chips are laid out)."""
        if isinstance(action, Roll):
            return pygame.Rect(self.table.roll_button.rect)
        chips = self.table.chip_pieces
        if isinstance(action, PlaceBet) and not self.driver.curtain.watched:
            chip = next((piece for piece in chips if piece.value == action.chip
                         and piece.selected), None)
            if chip is None:
                chip = next((p for p in chips if p.value == action.chip), None)
                return None if chip is None else pygame.Rect(chip.rect)
        if isinstance(action, PlaceBet | MoveHorse):
            return pygame.Rect(self.table.lanes[action.horse].rect)
        return None

    def coach_area(self) -> pygame.Rect | None:
        return self.table.coach_rect

    def sight_rects(self, name: str) -> list[pygame.Rect]:
        if name in (FACE_DOWN, BLUFF_CHIP):
            return self.hidden_shown.rects(self.table.lanes, name)
        return sight_rects(self.table, self.context.words, name)

    def keep_in_sight(self) -> list[pygame.Rect]:
        return keep_in_sight(self.table)

    def toast_clear(self) -> list[pygame.Rect]:
        return toast_clear(self.table)

    def message_clear(self) -> list[pygame.Rect]:
        return toast_clear(self.table, message=True)

    # ================================================================ per frame

    def board_is_still(self) -> bool:
        pieces_settled = all(piece.is_settled for piece in self.controls.buttons)
        coach_waiting = self.table.coach_rect is not None and self.driver.coach.is_thinking
        # A forced move's beat runs on the frame clock, which an idle loop stops: the
        # horse stood until a key woke the table (trial s28 D/098-101, 233-236).
        return (pieces_settled and not coach_waiting and self.table.is_still
                and self.forced_move() is None)

    def touchable(self) -> list[Piece]:
        return self.controls.buttons

    def focus_rings(self) -> list[FocusRing[Piece]]:
        return [self.controls]

    def moves_by_itself(self) -> bool:
        """A forced move plays itself after a beat (:mod:`.forced`), but not in a lesson,
        whose card asks for each press it teaches."""
        return not self.driver.keeps_card_room

    def forced_move(self) -> int | None:
        """The horse that moves by itself after the beat, or None when none waits to."""
        return (only_movable(self.public_view().state) if self.accepts_input
                and self.table.phase is Phase.MOVE and self.moves_by_itself() else None)

    def update_board(self, dt: float) -> None:
        only = self.forced_move()
        if self.forced_beat.due(dt, only is not None) and only is not None:
            self.act(MoveHorse(self.acting_seat(), only))
        self.controls.update(dt)
        self.table.update(dt, list(self.controls.buttons))

    def draw_board(self, surface: pygame.Surface) -> None:
        # The Roll button shows when the roll may be made: not under a lesson's card that
        # still speaks of the bets (it stood there as Byeongsu's last bet was told).
        self.table.roll_live = self.driver.accepts_input
        # The faded die names the seat whose plate glows: a lesson's card lights the
        # mover it tells of ("Byeongsu to roll" stood under Yumi's roll, trial s23 A/161).
        self.table.on_turn = next(
            (seat for seat, plate in enumerate(self.plates) if plate.is_active), None)
        die = self.table.die
        die.mover_lit = die.roller is not None and self.table.on_turn == die.roller
        # Bets and rolls start at any seat: the arrows go on from the last plate to the first.
        draw_wrap(surface, [plate.rect for plate in self.plates], self.scale)
        self.table.draw(surface, self.controls.focused, self.driver.coach)


def _last_roll(log: Sequence[Event]) -> tuple[int, Symbol | None] | None:
    """Who rolled the die last, and the face they rolled if it was in this race."""
    this_race = True
    for event in reversed(log):
        if isinstance(event, RaceStarted):
            this_race = False
        elif isinstance(event, DieRolled):
            return event.seat, event.symbol if this_race else None
    return None


SCENE_CLASS = WinnersCircleScene
