"""Polterfass at the table: barrels on a beer mat, secret orders, the innkeeper's tap.

Layout (ART.md): the shelf for standing barrels along the top of the play area, the beer mat
below it under its plaque, with every seat's coaster mirrored round it (the guests' face-down
orders lie there; an odd count has one under the mat), the tally sheet top-right, the coach
beneath it and the innkeeper's buttons at the column's foot. A guest ordering holds the eight
order cards as a fanned hand in a band over the Order button
(:mod:`scenes.games.polterfass.table_layout`): a hand-over covers that band only.

Controls (mouse, keyboard, controller alike; the controller's A is Enter, X is Space):

* innkeeper, first throw: Space or the button throws all nine barrels;
* guest: click a card, press 0–7, or move with the arrows and Enter, to pick
  one or two cards; Space or the Order button places them face down;
* innkeeper serving: Space throws again, C (or the button) closes the tap; a
  standing special barrel is clicked (or focused and Enter) to throw it too;
* counting: the best target for each X or arrow is preselected; a click on another barrel
  (or the arrows, Tab, the D-pad) picks it; Space, Count or a click on the chosen one confirms.
* a round's bill waits on the table until Enter, a click or A moves on
  (:mod:`scenes.games.polterfass.round_end`).

The game's events play as motion in :class:`~scenes.games.polterfass.motion.TableMotion`,
the layer under this one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.gate import table_seed
from scenes.games.polterfass import floor_plan, panels, pieces, table_layout
from scenes.games.polterfass.barrel_sprite import BarrelSprite
from scenes.games.polterfass.barrels import BarrelTable, best_target
from scenes.games.polterfass.keys import CARD_KEYS, ENTER_KEYS, meant_keys, toggle_card
from scenes.games.polterfass.log_words import LandedLog, PolterfassLog
from scenes.games.polterfass.motion import TableMotion
from scenes.games.polterfass.order_art import paint_fanned_order_card
from scenes.games.polterfass.panels import ServePlaque, draw_notice, plate_status, prompt_words
from scenes.games.polterfass.round_end import RoundEnd
from scenes.games.polterfass.table_layout import TableParts
from scenes.games.polterfass.tally import Coasters
from scenes.games.polterfass.tally_sheet import TallyLine, TallySheet
from scenes.shell import audio, theme
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.card_hand import CardHand, HandCard
from scenes.widgets.focus import FocusRing
from tabletop.core.actions import Action
from tabletop.core.events import Event
from tabletop.games.polterfass import (
    CARDS,
    SPECIALS,
    CloseTap,
    Double,
    FirstThrowRepeated,
    Order,
    Phase,
    PolterfassEngine,
    Remove,
    Throw,
    ThrowAgain,
)

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.shell.context import AppContext
    from tabletop.session import GameSession

Piece = Button | BarrelSprite


class PolterfassScene(TableMotion):
    """The Polterfass table (see the module docstring for layout and controls)."""

    text_namespace = "polterfass_scene"
    scores_read_together = True  # "Guest · Computer" made a guest's score smaller (trial s19)

    def __init__(self, context: AppContext, session: GameSession,
                 driver: TableDriver | None = None) -> None:
        names = [seat.name for seat in session.seats]
        slots = [seat.colour for seat in session.seats]
        self.table = BarrelTable(table_seed(session))
        self.coasters = Coasters(names, slots)
        self.tally = TallySheet(slots, names)
        self.hand = CardHand((0, 0, 400, 150), slots[0], painter=paint_fanned_order_card,
                             on_play=self._toggle_card)
        self.throw_button = Button((0, 0, 200, 50), "polterfass_scene.throw",
                                   on_click=self._throw, hotkey=pygame.K_SPACE, sound=None,
                                   controller=context.input)
        self.again_button = Button((0, 0, 200, 50), "polterfass_scene.throw_again",
                                   on_click=self._again, hotkey=pygame.K_SPACE, sound=None,
                                   controller=context.input)
        self.close_button = Button((0, 0, 200, 50), "polterfass_scene.close_tap",
                                   on_click=self._close, hotkey=pygame.K_c,
                                   style=ButtonStyle.SECONDARY, controller=context.input)
        self.order_button = Button((0, 0, 200, 50), "polterfass_scene.order_none",
                                   on_click=self._order, hotkey=pygame.K_SPACE, enabled=False,
                                   controller=context.input)
        self.count_button = Button((0, 0, 200, 50), "polterfass_scene.count",
                                   on_click=self._count, hotkey=pygame.K_SPACE,
                                   controller=context.input)
        self.controls: FocusRing[Piece] = FocusRing(focus_first=False)
        self.primary: Button | None = None
        self.plaque = ServePlaque(context.pace)
        self.notice = ""
        self.bill_words = ""  # why the bill reads as it does (round_end.short_bill_words)
        self.hand_seat: int | None = None
        self.selected: list[int] = []
        self.rethrow: set[int] = set()
        self.count_choice: int | None = None
        self.counting: type[Remove] | type[Double] | None = None
        self.forced: Remove | Double | None = None  # a count with no choice (forced_count)
        self.undoing = False  # an undo lands on a forced count: it waits for a press there
        self.flying: list[HandCard] = []
        self.coach_rect: pygame.Rect | None = None
        self.card_room = pygame.Rect(0, 0, 0, 0)  # a lesson's card's place (pieces.side_column)
        self.notice_rect = pygame.Rect(0, 0, 0, 0)  # the ribbon across the mat (table_layout)
        self.band_rect = pygame.Rect(0, 0, 0, 0)  # the cards' band's words, over the buttons
        self.closing_rect = pygame.Rect(0, 0, 0, 0)  # a lesson's closing line (table_layout)
        self.round_end: RoundEnd | None = None
        self._phase = Phase.FIRST_THROW
        super().__init__(context, session, driver)
        for plate in self.plates:  # "Guest · Computer" stood too near "11 pts" (s24 A/110)
            plate.status_gives_way = True
        self.viewer_log = LandedLog(self.log, self.driver, self, lambda: self.throw_landing)

    # ================================================================ layout and static art

    def seats_renamed(self) -> None:
        self.coasters.names = [seat.name for seat in self.session.seats]

    def layout_board(self, board: pygame.Rect) -> None:
        parts = TableParts(self.table, self.coasters, self.plaque, self.tally, self.hand,
                           (self.throw_button, self.again_button, self.count_button),
                           (self.close_button, self.order_button))
        rects = table_layout.lay_out(parts, board, self.scale, self.context.words,
                                     coach_on=self.coach_on,
                                     card_kept=self.driver.keeps_card_room)
        self.coach_rect, self.card_room = rects.coach_rect, rects.card_room
        self.band_rect, self.notice_rect = rects.band_rect, rects.notice_rect
        self.closing_rect = rects.closing_rect

    def draw_static(self, layer: pygame.Surface) -> None:
        self.table.draw_static(layer)

    # ================================================================ engine -> widgets

    def sync(self, view: PolterfassEngine) -> None:
        state = view.state
        self._phase = state.phase
        if self.round_end is not None:
            self.sync_round_end(self.round_end)
            return
        if not self.throw_landing:  # else the shelf would tell where the barrels land
            self.table.sync(state.up, state.removed, state.doubled, round_number=state.round,
                            fresh=state.phase is Phase.FIRST_THROW)
        self.tally.sync([TallyLine.of(row) for row in state.tally], state.innkeeper)
        self.coasters.innkeeper = state.innkeeper
        # In review every guest's order lies face up on its coaster (scenes.games.gate).
        shown = {seat: cards for seat, cards in state.orders.choices.items()
                 if cards is not None and self.driver.reveals_all}
        self.coasters.sync(list(state.orders.choices), shown)
        self.flying = []
        # A first throw with no number barrel standing stays said until the next throw.
        repeated = state.phase is Phase.FIRST_THROW and isinstance(
            next(reversed(view.log), None), FirstThrowRepeated)
        if not self.throw_landing:  # (a throw in the air tells nothing yet)
            self.notice = self.text("notice_repeat") if repeated else ""
        self.counting = state.pending_count() if state.phase is Phase.COUNTING else None
        if not self.throw_landing:
            self.plaque.follow(state)
        seat = self.session.current_seat
        person = self.driver.curtain.screen_is_theirs(view)
        ordering = person and state.phase is Phase.ORDERS
        if ordering and seat is not None:
            if self.hand_seat != seat:
                self.selected = []
            self.hand_seat = seat
            self.hand.slot = self.slot(seat)
            self.hand.sync(list(CARDS), legal=list(CARDS))
        else:
            self.hand_seat = None
            self.selected = []
            self.hand.sync(None, 0)
        self._build_controls(view, person)

    def _build_controls(self, view: PolterfassEngine, person: bool) -> None:
        """The focusable pieces of the person to move, one per kind of move ``view`` allows
        (none for computers, under the curtain or once the round is scored)."""
        state = view.state
        legal = {type(action) for action in view.legal_actions()} if person else set()
        pieces: list[Piece] = []
        self.primary, self.forced = None, None
        for sprite in self.table.barrels:
            sprite.selectable = False
            sprite.on_activate = None
            sprite.tag = ""
            sprite.rethrow = sprite.barrel in self.rethrow
        if Throw in legal:
            self.primary = self.throw_button
            pieces = [self.throw_button]
        elif Order in legal:
            self.primary = self.order_button
            self._refresh_order_button()
        elif legal & {ThrowAgain, CloseTap}:
            # Nothing left to throw: he must close the tap (RULES §2.5 phase 3, step 5).
            pieces = [button for button, kind in ((self.again_button, ThrowAgain),
                                                  (self.close_button, CloseTap)) if kind in legal]
            self.primary = self.again_button if ThrowAgain in legal else None
            if ThrowAgain in legal and view.options["rethrow_standing_specials"]:
                for barrel in state.standing_specials():
                    sprite = self.table.barrels[barrel]
                    sprite.selectable = True
                    sprite.on_activate = self._toggle_special
                    pieces.append(sprite)
            self._refresh_special_tags()
        elif self.counting is not None and self.counting in legal:
            self.primary = self.count_button
            targets = {b: state.number_face(b) for b in state.survivors()
                       if self.counting is Remove or b not in state.doubled}
            for barrel in targets:
                sprite = self.table.barrels[barrel]
                sprite.selectable = True
                sprite.on_activate = self._pick_target
                pieces.append(sprite)
            if self.count_choice not in targets:
                self.count_choice = best_target(targets, self.counting is Remove)
            self.forced = None if self.undoing else panels.forced_count(state)
            pieces.append(self.count_button)
        for button in (self.throw_button, self.again_button, self.close_button, self.count_button):
            button.enabled = button in pieces
        self.controls.set_buttons(pieces)
        if self.counting is not None and self.count_choice is not None and legal:
            self.controls.focus(self.table.barrels[self.count_choice])
        elif pieces and self.primary in pieces:
            self.controls.focus(self.primary)
        self.undoing = False
        self._refresh_count_button()

    def after_events(self, events: list[Event]) -> None:
        super().after_events(events)
        for piece in (*self.controls.buttons, self.order_button):  # also after a hand-over's sync
            if isinstance(piece, Button):
                piece.enabled = False  # a move plays: nothing on the table may be pressed
            else:
                piece.selectable = False
        self.primary = None

    def _refresh_special_tags(self) -> None:
        for barrel in SPECIALS:
            sprite = self.table.barrels[barrel]
            if sprite.selectable:
                sprite.rethrow = barrel in self.rethrow
                sprite.tag = self.key("tag_throw") if sprite.rethrow else ""  # kept: its rule

    def _refresh_order_button(self) -> None:
        total = sum(self.selected)
        if self.selected:
            self.order_button.set_label(self.key("order"), order=total)
        else:
            self.order_button.set_label(self.key("order_none"))
        self.order_button.enabled = self._is_order(self.selected)

    def _refresh_count_button(self) -> None:
        for sprite in self.table.barrels:
            if sprite.selectable and self.counting is not None:
                sprite.tag = ""
        choice = self.count_choice
        if self.counting is None or choice is None:
            return
        face = self.table.barrels[choice].face
        removing = self.counting is Remove
        self.count_button.set_label(self.key("count_remove" if removing else "count_double"),
                                    face=face)
        self.table.barrels[choice].tag = self.key("tag_remove" if removing else "tag_double")

    def decision_shows_secrets(self, seat: int) -> bool:
        """Only an order is secret (RULES §2.5 phase 2): the innkeeper moves in public."""
        return self.public_view().state.phase is Phase.ORDERS

    def private_area(self) -> tuple[pygame.Rect, str]:
        # A guest's order cards and their Order button under them: all that hides, and room
        # for a plate the sofa reads (trial Y/010: the cards' band alone made it a strip).
        return self.hand.rect.union(self.order_button.rect), "cards"

    # ================================================================ words

    def make_log_words(self) -> PolterfassLog:
        return PolterfassLog(self.session.name)

    def person_prompt(self, view: PolterfassEngine, seat: int) -> str:
        return prompt_words(self.context.words, view, self.session.name(seat), self._phase)

    def round_label(self, view: PolterfassEngine) -> str:
        end = self.round_end
        return self.text("round_label", round=view.state.round if end is None else end.round)

    def format_score(self, points: int) -> str:
        # "pts" beside a status such as "order placed" reads as a score, never as an order.
        return self.text("score", points=theme.number(points))

    def seat_status(self, view: PolterfassEngine, seat: int) -> str:
        end = self.round_end
        innkeeper = view.state.innkeeper if end is None else end.innkeeper
        return plate_status(self.context.words, view, seat, innkeeper,
                            super().seat_status(view, seat))

    def lesson_glow(self, mover: int | None, to_act: int | None, busy: bool) -> int | None:
        """The seat whose hand or buttons the table shows once the move lies still: the
        guest the band names as choosing (trial s26 A/069), the innkeeper after the last
        order (trial s32 J/015: Hana lit over Mina's Throw again and Close the tap). A bill's
        cards light its round's mover, the next round not begun on the table."""
        playing = self.public_view().state.phase is not Phase.FIRST_THROW
        return to_act if playing and to_act is not None and not busy else mover

    # ================================================================ input

    def handle_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            if self.primary is not None:
                self.primary.activate()
            return
        if self._phase is Phase.ORDERS and self.hand_seat is not None:
            if self.order_button.handle_event(event):
                return
            if (event.type == pygame.KEYDOWN and event.key in ENTER_KEYS
                    and self.hand.ring.focused is None and self.order_button.enabled):
                self.order_button.activate()  # no card in focus: Enter orders, as Space does
                return
            if event.type == pygame.KEYDOWN and event.key in CARD_KEYS:
                self._toggle_card(CARD_KEYS[event.key])
                # No glow stays on another card: Enter then orders (trial s35 Q/014); an
                # arrow shows the focus again on the card the key chose.
                self.hand.ring.rest(next((card for card in self.hand.cards
                                          if card.value == CARD_KEYS[event.key]), None))
                return
            self.hand.handle_event(event)
            return
        self.controls.handle_event(event)
        focused = self.controls.focused
        if (self.counting is not None and event.type == pygame.KEYDOWN
                and isinstance(focused, BarrelSprite) and focused.barrel != self.count_choice):
            # Arrows, Tab or the D-pad pick the barrel they move to (a hover only glows).
            self._pick_target(focused.barrel)

    def means_key(self, key: int) -> bool:
        ordering = self._phase is Phase.ORDERS and self.hand_seat is not None
        return self.accepts_input and key in meant_keys(
            ordering, self.controls.focused is not None, (*self.controls.buttons, self.primary))

    def _throw(self) -> None:
        if self.accepts_input:
            self.act(Throw(self.acting_seat()))

    def _toggle_card(self, value: int) -> None:
        if not self.accepts_input or self.hand_seat is None:
            return
        audio.play("click")
        self.selected, put_back = toggle_card(self.selected, value, self._is_order)
        if put_back:  # said: 7+6 silently became 6+5 (trial s25 A/130)
            self.toasts.show(self.text("order_put_back", count=len(self.selected),
                                       cards=", ".join(map(str, put_back))), error=False)
        self._refresh_order_button()

    def _is_order(self, cards: list[int]) -> bool:
        """Whether ``cards`` make an order the engine takes from the guest holding the hand."""
        seat = self.hand_seat
        return seat is not None and self.view().is_legal(Order(seat, tuple(sorted(cards))))

    def _order(self) -> None:
        if self.accepts_input:
            audio.play("card_flip")
            self.act(Order(self.acting_seat(), tuple(sorted(self.selected))))

    def _toggle_special(self, barrel: int) -> None:
        self.rethrow ^= {barrel}  # a click takes a standing special in, or out again
        self._refresh_special_tags()

    def _again(self) -> None:
        if self.accepts_input:
            self.act(ThrowAgain(self.acting_seat(), tuple(sorted(self.rethrow))))

    def _close(self) -> None:
        if self.accepts_input:
            self.act(CloseTap(self.acting_seat()))

    def _pick_target(self, barrel: int) -> None:
        """A click (or Enter) on a counting target picks it; on the chosen one, confirms it."""
        if barrel == self.count_choice:
            self._count()
            return
        self.count_choice = barrel
        self._refresh_count_button()

    def take_back_part(self) -> bool:
        self.undoing = True  # else a forced count taken back plays again at once
        return False

    def _count(self) -> None:
        if not self.accepts_input or self.counting is None or self.count_choice is None:
            return
        target, self.count_choice = self.count_choice, None
        self.act(self.counting(self.acting_seat(), target))

    def piece_rect(self, action: Action) -> pygame.Rect | None:
        if self.driver.curtain.watched:  # a replay: where the move lands
            return pieces.replay_piece(self.table, self.coasters, self.plaque.rect, action)
        if isinstance(action, Order):
            return pieces.order_piece(self.hand, self.hand_seat, self.selected,
                                      self.order_button, action)
        return pieces.lesson_piece(self.table, self.controls.buttons, self.throw_button,
                                   self.again_button, self.close_button,
                                   (self.count_button, self.count_choice), self.rethrow,
                                   action)

    def move_built(self, action: Action) -> bool:
        """A throw again with its standing specials marked as it names them, not yet
        thrown: a lesson's card says the mark was seen (trial s38 X/013)."""
        return (isinstance(action, ThrowAgain) and bool(action.rethrow)
                and self.rethrow == set(action.rethrow))

    def coach_area(self) -> pygame.Rect | None:
        return self.coach_rect

    def keep_in_sight(self) -> list[pygame.Rect]:
        # A guest's order cards first, as high as a chosen one rises (trial s36 S/015).
        reach = floor_plan.hand_reach(self.hand, self.scale) if self.hand_seat is not None \
            else None
        return [*([] if reach is None else [reach]),
                *pieces.lesson_sight(self.table, self.coasters, self.controls.buttons,
                                     self.px(30))]

    def toast_clear(self) -> list[pygame.Rect]:
        # The banner keeps off the whole right column: it hid Throw again (trial s21).
        return [*self.message_clear(), self.tally.rect.union(self.close_button.rect)]

    def message_clear(self) -> list[pygame.Rect]:
        # What a lesson's card keeps in sight, the tally's lines (its blank paper may take a
        # toast), the coach, the notice while up, and a guest's hand with its Order button.
        hand = (self.hand.fan_rect(), self.order_button.rect) if self.hand_seat is not None else ()
        shown = (self.tally.written(self.context.words), self.coach_rect,
                 panels.notice_box(self.notice_rect, self.notice, self.scale) if self.notice
                 else None, *hand)
        return [*self.keep_in_sight(), *(pygame.Rect(part) for part in shown if part is not None)]

    def sight_rects(self, name: str) -> list[pygame.Rect]:
        places = pieces.lesson_sight(self.table, self.coasters, (), self.px(30))[2:]
        return pieces.lesson_part(self.table, self.hand, self.hand_seat, self.public_view().state,
                                  name, places, (self.card_room,
                                                 self.tally.written(self.context.words)),
                                  self.controls.buttons)

    # ================================================================ per frame

    def board_is_still(self) -> bool:
        cards_still = all(abs(card.lift - card.rest_lift) < 0.5 or card.hovered
                          for card in self.hand.cards)
        buttons = [piece for piece in self.controls.buttons if isinstance(piece, Button)]
        coach_waiting = self.coach_rect is not None and self.driver.coach.is_thinking
        counting_down = self.round_end is not None and self.round_end.wait is not None
        return (cards_still and not self.plaque.serve.is_moving and not self.flying
                and not counting_down and not coach_waiting
                and all(button.is_settled for button in (*buttons, self.order_button)))

    def on_new_decision(self, view: PolterfassEngine) -> None:
        self.rethrow = set()
        self.count_choice = None

    def touchable(self) -> list[Piece]:
        return self.controls.buttons

    def focus_rings(self) -> list[FocusRing[Any]]:
        return [self.controls, self.hand.ring]

    def update_board(self, dt: float) -> None:
        self.follow_round_end(dt)
        if self.timeline.is_idle:  # held only while the throw's steps are to play
            self.throw_landing = False
        free = self.driver.keeps_card_room and not self.controls.buttons and self.hand_seat is None
        self.tally.reach = self.close_button.rect.bottom if free else 0  # a lesson's bill
        if self.forced is not None and self.accepts_input and self.board_is_still():
            forced, self.forced = self.forced, None
            kind = "forced_remove" if isinstance(forced, Remove) else "forced_double"
            face = self.table.barrels[forced.barrel].face
            self.toasts.show(self.text(kind, face=face), error=False, public=True)  # why no press
            self.act(forced)
        self.table.update(dt)
        self.coasters.update(dt)
        self.plaque.update(dt)
        for card in self.flying:
            card.update(dt)
        self.hand.set_interactive(self.accepts_input and self.hand_seat is not None)
        self.hand.update(dt)
        for card in self.hand.cards:  # a chosen card rises and is ticked: the gold is the focus's
            if card.value in self.selected:
                card.rest_lift = card.size[1] * floor_plan.CHOSEN_LIFT
        self.controls.update(dt)
        for button in (self.order_button, self.count_button):
            if button not in self.controls.buttons:
                button.update(dt)

    def draw_board(self, surface: pygame.Surface) -> None:
        # None under a lesson's coach (pieces.side_column), nor under its guest's cards.
        if self.tally.rect.height and (self.hand_seat is None
                                       or not self.hand.rect.colliderect(self.tally.rect)):
            self.tally.draw(surface, self.context.words)
        self.coasters.draw(surface)
        self.table.draw(surface, self.context.words,
                        choosing=self.again_button.enabled or self.count_button.enabled)
        self.plaque.draw(surface, self.context.words, self.scale)
        for piece in self.controls.buttons:
            if isinstance(piece, Button):  # barrels draw their own focus glow
                piece.draw(surface)
        if self.hand_seat is not None:
            self.order_button.draw(surface)
            self.hand.draw(surface)
            for card in self.hand.cards:
                if card.value in self.selected:
                    panels.draw_order_mark(surface, card.rect(), self.scale)
        elif self.round_end is None and not self.coasters.revealed() and self.band_rect.h:
            # what the band is for
            panels.draw_band(surface, self.band_rect, panels.band_words(
                self.context.words, self.public_view().state, self.session,
                panels.lit_seat(self.plates), self.plaque.shelf), self.scale)
        elif self.round_end is not None and self.band_rect.h:  # a lesson's card says it
            panels.draw_band(surface, self.band_rect, self.bill_words, self.scale)
        if self.closing_rect.h and self.round_end is None:  # a lesson's, beside the plaque
            panels.draw_band(surface, self.closing_rect, panels.closing_line(
                self.context.words, self.public_view().state, self.plaque.shelf), self.scale)
        for card in self.flying:
            card.draw(surface)
        if self.notice:
            draw_notice(surface, self.notice_rect, self.notice, self.scale)
        # Also at the innkeeper's public throws, nobody's hand on screen (trial s26 D/143).
        if self.coach_rect is not None and self.round_end is None and self.driver.coach.wanted:
            panels.draw_coach(self.context.words, surface, self.coach_rect,
                              self.driver.coach.advice, self.scale,
                              watching=not self.driver.is_settled)


SCENE_CLASS = PolterfassScene
