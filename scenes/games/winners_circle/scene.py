"""Winner's Circle at the table: the oval track, the gates with their cards, chips and payouts.

Layout (ART.md, with the gates and the betting board joined): the oval
track fills the left of the board, numbered 1–36 with the start/finish line
and the pace space 18 marked; the infield holds the podium boxes (1st, 2nd,
3rd, last), the symbol die with its Roll button, the betting person's chips
and the coach. Down the right, one lane per horse: its gate, its card (four
symbol values, face up or down) and its betting space with everybody's chips
and, once taken, the pace token; under the lanes, the payout table as a
printed card (RULES.md §1.8). The payout sheet covers the board between
races.

Controls (mouse, keyboard, controller alike; the controller's A is Enter,
X is Space, the D-pad moves the focus):

* betting: click a horse's lane (or its piece on the track), press 1–7, or
  move the focus to the lane and press Enter; the chip laid is the one lifted
  among your chips (click another, or focus it and Enter, to change it);
* racing: Space or the Roll button rolls; then the lanes of the horses you
  may move glow and a gold ring shows where each would land: click, press
  1–7, or focus and Enter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes import audio, theme
from scenes.games.base import GameScene
from scenes.games.winners_circle.art import clear_art_caches
from scenes.games.winners_circle.dice import SymbolDie
from scenes.games.winners_circle.drawing import draw_table
from scenes.games.winners_circle.lanes import ChipPiece, ChipSprite, HorseLane
from scenes.games.winners_circle.log_words import describe_event
from scenes.games.winners_circle.motion import (
    chip_flight,
    gallop,
    pace_flight,
    race_ended,
    reveal,
    settle_chip,
    settle_money,
    to_gate,
    to_podium,
    turn_up,
)
from scenes.games.winners_circle.panels import (
    PayoutSheet,
    paint_podium,
    podium_boxes,
    podium_spot,
)
from scenes.games.winners_circle.rate_card import rate_card_height
from scenes.games.winners_circle.track import HorseSprite, TrackGeometry, paint_track
from scenes.theme import TextSize
from scenes.widgets.button import Button
from scenes.widgets.focus import FocusRing
from scenes.widgets.tween import Call, Deferred, Sequence, Step, Wait
from tabletop.core.events import Event, GameEnded
from tabletop.games.winners_circle import Phase, WinnersCircleEngine, card_value, landing
from tabletop.games.winners_circle_data import (
    CARDS,
    FINISH,
    HORSES,
    RACES,
    chip_set,
    printed_space,
)
from tabletop.games.winners_circle_events import (
    BetPlaced,
    BettingClosed,
    CardsTurnedUp,
    ChipSettled,
    ChipsRevealed,
    DieRolled,
    FaceDownBetPlaced,
    FirstBettorChosen,
    HiddenBetPlaced,
    HorseCardDrawn,
    HorseFinished,
    HorseMoved,
    MoneySettled,
    MoveHorse,
    PaceTaken,
    PlaceBet,
    RaceEnded,
    RaceStarted,
    Roll,
)
from tabletop.i18n import t

if TYPE_CHECKING:
    from scenes.context import AppContext
    from tabletop.session import GameSession

Piece = Button | HorseLane | ChipPiece
SUMMARY_SECONDS = 4.5  # the payout sheet stays this long between races (a click moves on)
RIBBON_SECONDS = 1.1
_HORSE_KEYS = {
    **{pygame.K_1 + horse: horse for horse in range(HORSES)},
    **{pygame.K_KP1 + horse: horse for horse in range(HORSES)},
}


class WinnersCircleScene(GameScene[WinnersCircleEngine]):
    """The Winner's Circle table (see the module docstring for layout and controls)."""

    text_namespace = "winners_circle_scene"

    def __init__(self, context: AppContext, session: GameSession) -> None:
        clear_art_caches()  # pygame may have been restarted since the last game (tests)
        seats = len(session.seats)
        self.geo = TrackGeometry(pygame.Rect(0, 0, 800, 500), 1.0)
        self.horses = [HorseSprite(horse) for horse in range(HORSES)]
        self.lanes = [HorseLane(horse, seats, self._choose_horse) for horse in range(HORSES)]
        self.boxes: dict[int, pygame.Rect] = {}
        self.die = SymbolDie()
        self.roll_button = Button((0, 0, 160, 48), "winners_circle_scene.roll",
                                  on_click=self._roll, hotkey=pygame.K_SPACE, sound=None,
                                  controller=context.input)
        self.chip_pieces: list[ChipPiece] = []
        self.selected_chip = 0
        self.controls: FocusRing[Piece] = FocusRing(focus_first=False)
        self.sheet: PayoutSheet | None = None
        self.pending_sheet: PayoutSheet | None = None  # shown once the chips are turned over
        self.ribbon = ""
        self.ribbon_danger = False
        self.pace_on_track = True
        self.flying_pace: pygame.Vector2 | None = None
        self.flying_chips: list[ChipSprite] = []
        self.previews: dict[int, int] = {}
        self.blocked_at: tuple[int, float] | None = None  # (horse, progress it aimed for)
        self.money = [0] * seats
        self.hand_rect = pygame.Rect(0, 0, 1, 1)
        self.coach_rect: pygame.Rect | None = None
        self.ribbon_rect = pygame.Rect(0, 0, 1, 1)
        self.sheet_rect = pygame.Rect(0, 0, 1, 1)
        self.rates_rect = pygame.Rect(0, 0, 1, 1)
        self._felt_under: dict[int, tuple[tuple[int, int], pygame.Surface]] = {}
        self._baked: dict[int, tuple[object, ...]] = {}
        self.phase = Phase.BETTING
        self.race_shown = 1
        self.mine = False
        self._incoming = False
        self.race_ending: int | None = None  # a race whose finish and payout are on the table
        super().__init__(context, session)

    # ================================================================ layout and static art

    def layout_board(self, board: pygame.Rect) -> None:
        gap = self.px(12)
        lanes_w = min(self.px(440), round(board.width * 0.38))
        lanes = pygame.Rect(board.right - lanes_w, board.y, lanes_w, board.height)
        track = pygame.Rect(board.x, board.y, board.width - lanes_w - gap, board.height)
        self.geo = TrackGeometry(track, self.scale)
        # The payout table's card under the lanes, beside the chips it prices (RULES §1.8).
        self.rates_rect = pygame.Rect(lanes.x, 0, lanes.width, rate_card_height(self.scale))
        self.rates_rect.bottom = lanes.bottom
        lanes.height -= self.rates_rect.height + self.px(10)
        row_gap = self.px(6)
        row_h = (lanes.height - row_gap * (HORSES - 1)) // HORSES
        for horse, lane in enumerate(self.lanes):
            lane.set_rect(pygame.Rect(lanes.x, lanes.y + horse * (row_h + row_gap), lanes.width,
                                      row_h), self.scale)
        infield = self.geo.infield
        self.boxes = podium_boxes(infield, self.geo.piece, self.scale)
        below = max(box.bottom for box in self.boxes.values()) + self.px(10)
        # The infield under the podium: the die (or the betting chips), then the coach.
        middle = pygame.Rect(infield.x, below, infield.width,
                             infield.bottom - below - self.px(20))
        self.coach_rect = None
        if self.coach_on:
            # The title and four lines: the advice, the chips' worth and a horse's odds.
            coach_h = min(round(theme.text_px(TextSize.SMALL, self.scale) * 6.6),
                          middle.height * 11 // 20)
            self.coach_rect = pygame.Rect(middle.x + middle.width // 20,
                                          middle.bottom - coach_h, middle.width * 9 // 10,
                                          coach_h)
            middle.height -= coach_h + self.px(8)
        die_size = min(self.px(76), round(middle.height * 0.55))
        button = pygame.Rect(0, 0, min(self.px(230), middle.width // 2 - die_size // 2),
                             self.px(50))
        self.die.size = die_size
        label_h = theme.text_px(TextSize.BODY, self.scale) + self.px(8)
        self.die.home = pygame.Vector2(middle.centerx - button.width // 2 - self.px(10),
                                       middle.centery - label_h // 2)
        button.midleft = (round(self.die.home.x) + die_size // 2 + self.px(20),
                          round(self.die.home.y))
        self.roll_button.rect = button
        self.hand_rect = pygame.Rect(middle.x, middle.y, middle.width, middle.height)
        self.ribbon_rect = pygame.Rect(0, 0, min(middle.width, self.px(460)), self.px(56))
        self.ribbon_rect.center = (middle.centerx, round(self.die.home.y))
        # The sheet covers the track and leaves the lanes (the chips) in sight when every
        # player's column keeps room for its lines; otherwise the whole board.
        seats = len(self.session.seats)
        wide = track.width / seats < self.px(150)
        self.sheet_rect = (board if wide else track).inflate(-self.px(16), -self.px(16))
        self._layout_chip_pieces()

    def _layout_chip_pieces(self) -> None:
        count = len(self.chip_pieces)
        if not count:
            return
        d = min(self.px(50), round(self.hand_rect.height * 0.5))
        gap = self.px(14)
        x = self.hand_rect.centerx - (count * d + (count - 1) * gap) // 2
        for index, piece in enumerate(self.chip_pieces):
            piece.rect = pygame.Rect(x + index * (d + gap), self.hand_rect.centery - d // 3, d, d)

    def draw_static(self, layer: pygame.Surface) -> None:
        paint_track(layer, self.geo, self.text("finish"))
        paint_podium(layer, self.boxes, self.scale)
        # The lanes are painted into the background too (refresh_static), over a copy of the
        # felt kept here: a lane changes only with the game, so a frame does not redraw it.
        self._felt_under = {}
        self._baked = {}
        bounds = layer.get_rect()
        for lane in self.lanes:
            pad = self.px(8)
            area = lane.rect.inflate(2 * pad, 2 * pad).clip(bounds)
            self._felt_under[lane.horse] = (area.topleft, layer.subsurface(area).copy())

    def refresh_static(self, layer: pygame.Surface) -> None:
        for lane in self.lanes:
            if lane.live or lane.horse not in self._felt_under:
                continue
            key = lane.face_key()
            if self._baked.get(lane.horse) == key:
                continue
            spot, felt = self._felt_under[lane.horse]
            layer.blit(felt, spot)
            image, pad = lane.face()
            layer.blit(image, (lane.rect.x - pad, lane.rect.y - pad))
            self._baked[lane.horse] = key

    # ================================================================ engine -> widgets

    def play_events(self, events: list[Event]) -> None:
        # A hand-over re-syncs the widgets before the events play: then only other seats'
        # chip values are hidden (see sync); the motions start from the table as it was.
        self._incoming = True
        ended = next((event.race for event in events if isinstance(event, RaceEnded)), None)
        if ended is not None:  # the prompt speaks of the payout until the table clears
            self.race_ending = ended
        self._hide_private(self.viewer)  # nothing stays pressable while the move plays
        try:
            super().play_events(events)
        finally:
            self._incoming = False
        if ended is not None:  # also when the same seat acts next (no hand-over refresh)
            self._refresh_prompt(self.view())

    def sync(self, view: WinnersCircleEngine) -> None:
        if self._incoming:
            self._hide_private(view.viewer)
            return
        state = view.state
        self.race_ending = None
        self.phase = state.phase
        self.race_shown = state.race
        self.money = list(state.money)
        self.flying_chips = []
        self.flying_pace = None
        self.blocked_at = None
        self.ribbon = ""
        if not view.is_over:
            self.sheet = None
        self.pending_sheet = None
        final = view.is_over  # the engine took the chips back; they stay beside the payout
        for horse in range(HORSES):
            lane, sprite = self.lanes[horse], self.horses[horse]
            lane.gate = state.gates[horse]
            lane.values = CARDS[state.cards[horse]][1]
            lane.face_up = state.face_up[horse]
            lane.place = state.finished.index(horse) + 1 if horse in state.finished else None
            if not final:
                lane.last = False
                lane.pace = state.pace_horse == horse
                lane.chips = [ChipSprite(bet.seat, self.slot(bet.seat), bet.chip)
                              for bet in state.bets if bet.horse == horse]
            sprite.visible, sprite.hop = True, 0.0
            sprite.progress = float(state.progress[horse])
            box = lane.place if lane.place is not None else (0 if lane.last else None)
            sprite.spot = podium_spot(self.boxes[box], self.scale) if box is not None else None
        self.pace_on_track = state.pace_horse is None
        self.die.settle(state.symbol)
        self.mine = self.screen_is_theirs(view)
        self._build_controls(view)

    def _hide_private(self, viewer: int | None) -> None:
        """The screen changes hands: other seats' face-down chips lose their values."""
        for lane in self.lanes:
            for chip in lane.chips:
                if chip.seat != viewer and self.hides_information:
                    chip.value = None
        self.chip_pieces = []
        self.mine = False
        self.previews = {}
        for lane in self.lanes:
            lane.selectable, lane.dimmed, lane.preview, lane.lit = False, False, (), -1
        self.controls.set_buttons([])

    def _build_controls(self, view: WinnersCircleEngine) -> None:
        """The focusable pieces of the person to move (none for computers or the curtain)."""
        state = view.state
        seat = view.current_seat
        pieces: list[Piece] = []
        self.chip_pieces = []
        self.previews = {}
        for lane in self.lanes:
            lane.selectable, lane.dimmed, lane.preview, lane.lit = False, False, (), -1
        focus: Piece | None = None
        if self.mine and seat is not None and state.phase is Phase.BETTING:
            chips = sorted(state.hands[seat], reverse=True)
            self.selected_chip = min(self.selected_chip, len(chips) - 1)
            for index, chip in enumerate(chips):
                piece = ChipPiece(self.slot(seat), chip, index, self._select_chip)
                piece.selected = index == self.selected_chip
                self.chip_pieces.append(piece)
            self._layout_chip_pieces()
            for lane in self.lanes:
                lane.selectable = not state.backs(seat, lane.horse)
            pieces = [*self.chip_pieces, *(lane for lane in self.lanes if lane.selectable)]
            focus = next((lane for lane in self.lanes if lane.selectable), None)
        elif self.mine and state.phase is Phase.ROLL:
            pieces = [self.roll_button]
            focus = self.roll_button
        elif self.mine and state.phase is Phase.MOVE and state.symbol is not None:
            running = state.running()
            for lane in self.lanes:
                horse = lane.horse
                if running[horse] and state.face_up[horse]:
                    steps = card_value(state.cards[horse], state.symbol)
                    end = landing(state.progress, running, horse, steps)
                    self.previews[horse] = end
                    lane.selectable, lane.lit = True, state.symbol.index
                    lane.preview = self._preview_text(end, len(state.finished))
                    pieces.append(lane)
                else:
                    lane.dimmed = True
            focus = pieces[0] if pieces else None
        kept = self.controls.focused
        self.controls.set_buttons(pieces)
        if kept in pieces and kept is not None and not isinstance(kept, ChipPiece):
            focus = kept
        self.controls.focus(focus)

    def _preview_text(self, end: int, finished: int) -> tuple[str, ...]:
        """Where the horse would land, longest first: the lane shows the first that fits
        beside its chips ("→ 2nd (finish)" covered them)."""
        if end >= FINISH:
            place = self.text(f"podium_{finished + 1}")
            return (self.text("preview_finish", place=place),
                    self.text("preview_space", space=place))
        return (self.text("preview_space", space=printed_space(end)),)

    # ================================================================ events -> motion

    def animate(self, event: Event) -> Step | None:
        match event:
            case RaceStarted(race=race):
                return Deferred(lambda: self._new_race(race))
            case HorseCardDrawn(horse=horse, gate=gate, space=space, card=card):
                return Deferred(lambda: to_gate(self, horse, gate, space, card))
            case FirstBettorChosen(seat=seat):
                return self._ribbon_step(self.text("ribbon_first", name=self.session.name(seat)))
            case BetPlaced(seat=seat, horse=horse, chip=chip) | HiddenBetPlaced(
                    seat=seat, horse=horse, chip=chip):
                return Deferred(lambda: chip_flight(self, seat, horse, chip))
            case FaceDownBetPlaced(seat=seat, horse=horse):
                flight = Deferred(lambda: chip_flight(self, seat, horse, None))
                if not self.session.seats[seat].is_person:
                    return flight
                # The person's chip lands face down in front of everyone, then the curtain
                # may rise at once: the ribbon says it is down (the horse is public).
                return Sequence(flight, self._ribbon_step(self.text(
                    "ribbon_placed", name=self.session.name(seat),
                    horse=t(f"winners_circle.horse.{horse}"))))
            case BettingClosed(seat=seat):
                return self._ribbon_step(self.text("ribbon_closed", name=self.session.name(seat)))
            case DieRolled(symbol=symbol):
                return Deferred(lambda: self.die.roll(symbol))
            case HorseMoved():
                return Deferred(lambda: gallop(self, event))
            case PaceTaken(horse=horse):
                return Deferred(lambda: pace_flight(self, horse))
            case HorseFinished(horse=horse, place=place):
                return Deferred(lambda: to_podium(self, horse, place))
            case CardsTurnedUp(horses=horses):
                return Deferred(lambda: turn_up(self, horses))
            case RaceEnded():
                return Deferred(lambda: race_ended(self, event))
            case ChipsRevealed(chips=chips):
                return Deferred(lambda: reveal(self, chips))
            case ChipSettled():
                return Sequence(Call(settle_chip, self, event), Wait(0.22))
            case MoneySettled():
                return Sequence(Call(settle_money, self, event), Wait(0.3))
            case GameEnded():  # the last payout stays up before the final table waits
                return Deferred(lambda: Wait(SUMMARY_SECONDS if self.sheet is not None else 0))
        return None

    def _ribbon_step(self, text: str, danger: bool = False) -> Step:
        def show() -> None:
            self.ribbon, self.ribbon_danger = text, danger

        def hide() -> None:
            self.ribbon = ""

        return Sequence(Call(show), Wait(RIBBON_SECONDS), Call(hide))

    def _new_race(self, race: int) -> Step:
        """A new race: the last payout stays readable a moment, then the table clears."""
        hold: Step = Wait(SUMMARY_SECONDS) if self.sheet is not None else Wait(0.0)

        def clear() -> None:
            self.sheet = None
            self.race_shown = race
            self._round_text = self.round_label(self.view())
            self.pace_on_track = True
            for lane, sprite in zip(self.lanes, self.horses, strict=True):
                lane.chips, lane.place, lane.last, lane.pace = [], None, False, False
                lane.face_up = False
                sprite.visible = False
            self.race_ending = None
            self._refresh_prompt(self.view())

        return Sequence(hold, Call(clear))

    def decision_shows_secrets(self, seat: int) -> bool:
        """Only a bet needs the person's own chips face up: a roll and the horse it moves
        are public moves everybody watches (RULES §1.5), so with hidden bets the race is
        played on the public table, the mover's chips face down like everyone's, and no
        curtain rises before each roll."""
        return self.public_view().state.phase is Phase.BETTING

    # ================================================================ words

    def _refresh_prompt(self, view: WinnersCircleEngine) -> None:
        """While a race's finish and payout play, the prompt says so, not the next
        decision's "is thinking…", the last mover's "choose a horse" or, after race 3,
        "press Enter for the results" before the final payout was even shown."""
        if self.race_ending is None:
            super()._refresh_prompt(view)
            return
        self._round_text = self.round_label(view)
        self.prompt.set(self.text("prompt_payout", race=self.race_ending), None)

    def describe(self, event: Event) -> str | None:
        return describe_event(event, self.session.name)

    def person_prompt(self, view: WinnersCircleEngine, seat: int) -> str:
        name = self.session.name(seat)
        state = view.state
        if state.phase is Phase.BETTING:
            chips = sorted(state.hands[seat], reverse=True)
            chip = chips[min(self.selected_chip, len(chips) - 1)] if chips else 0
            return self.text("prompt_bet", name=name, chip=chip)
        if state.phase is Phase.ROLL:
            return self.text("prompt_roll", name=name)
        symbol = t(f"winners_circle.symbol.{state.symbol.value}") if state.symbol else ""
        return self.text("prompt_move", name=name, symbol=symbol)

    def round_label(self, view: WinnersCircleEngine) -> str:
        # The race on the table, which a payout still playing may not have left yet.
        race = self.race_shown
        label = self.text("race_label", race=race, races=RACES)
        if self.phase is Phase.BETTING:
            label += " · " + self.text("betting")
        elif race == RACES:
            label += " · " + self.text("doubled_short")
        return label

    def format_score(self, points: int) -> str:
        return self.text("money", amount=theme.number(points))

    def shown_score(self, view: WinnersCircleEngine, seat: int) -> int | None:
        return self.money[seat]  # counts up with the payout, not before it

    def seat_status(self, view: WinnersCircleEngine, seat: int) -> str:
        state = view.state
        if self.phase is Phase.BETTING and state.phase is Phase.BETTING and not view.is_over:
            placed = sum(1 for bet in state.bets if bet.seat == seat)
            left = len(chip_set(view.options)) - placed
            if left:
                return self.text("status_chips_one" if left == 1 else "status_chips", count=left)
            return self.text("status_bets_done")
        return super().seat_status(view, seat)

    # ================================================================ input

    def handle_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in _HORSE_KEYS:
            self._choose_horse(_HORSE_KEYS[event.key])
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.chip_pieces:
            self._select_chip((self.selected_chip + 1) % len(self.chip_pieces))  # next chip
            return
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONUP):
            horse = self._horse_at(event.pos)
            lane = self.lanes[horse] if horse is not None else None
            if lane is not None and lane.selectable:
                if event.type == pygame.MOUSEMOTION:
                    self.controls.focus(lane)
                elif event.button == 1:
                    lane.activate()
                    return
        self.controls.handle_event(event)

    def _horse_at(self, point: tuple[int, int]) -> int | None:
        """The horse piece on the track under ``point``."""
        reach = self.geo.piece * 0.55
        for sprite in self.horses:
            if sprite.visible and sprite.spot is None and \
                    sprite.centre(self.geo).distance_to(point) <= reach:
                return sprite.horse
        return None

    def _select_chip(self, index: int) -> None:
        if not self.accepts_input:
            return
        audio.play("click")
        self.selected_chip = index
        for piece in self.chip_pieces:
            piece.selected = piece.index == index
        self._refresh_prompt(self.view())
        lane = next((lane for lane in self.lanes if lane.selectable), None)
        if lane is not None:
            self.controls.focus(lane)

    def _choose_horse(self, horse: int) -> None:
        if not self.accepts_input:
            return
        seat = self.acting_seat()
        if self.phase is Phase.BETTING and self.chip_pieces:
            chip = self.chip_pieces[min(self.selected_chip, len(self.chip_pieces) - 1)].value
            self.act(PlaceBet(seat, horse, chip))
        elif self.phase is Phase.MOVE:
            self.act(MoveHorse(seat, horse))
        elif self.phase is Phase.ROLL:
            self.toasts.show(t("winners_circle.error.roll_first"))

    def _roll(self) -> None:
        if self.accepts_input and self.phase is Phase.ROLL:
            self.act(Roll(self.acting_seat()))

    # ================================================================ per frame

    def board_is_still(self) -> bool:
        pieces_settled = all(piece.is_settled if isinstance(piece, Button)
                             else abs(piece.glow.amount - float(piece.focused)) < 0.01
                             for piece in self.controls.buttons)
        coach_waiting = self.coach_rect is not None and self.coach.is_thinking
        return (pieces_settled and not self.flying_chips and self.flying_pace is None
                and not self.ribbon and not coach_waiting and not self.die.rolling
                and (self.sheet is None or not self.sheet.is_moving))

    def on_new_decision(self, view: WinnersCircleEngine) -> None:
        self.selected_chip = 0

    def touchable(self) -> list[Piece]:
        return self.controls.buttons

    def update_board(self, dt: float) -> None:
        self.controls.update(dt)
        for lane in self.lanes:
            if lane not in self.controls.buttons:
                lane.update(dt)
        if self.roll_button not in self.controls.buttons:
            self.roll_button.update(dt)
        if self.sheet is not None:
            self.sheet.update(dt)

    def draw_board(self, surface: pygame.Surface) -> None:
        draw_table(self, surface)


SCENE_CLASS = WinnersCircleScene
