"""Yacht Dice at the table: the dice tray, the roll button, the score sheet and the coach.

Layout (ART.md): the wooden dice tray centre-left with the held row above it,
the roll button with three pips for the rolls left beneath, the paper score
sheet on the right, and the coach's card beside the roll button when the
coach is on. In a lesson Roll stands where it stands in a game, under the tray at its
left, and the card's room lies across the foot, one place for every card: the tray gives
up some size for it, and the coach's box stands right of the tray.
Everything a person does is an engine action (Roll, Hold, Release, Score), so holds
can be undone until the next roll.

Controls: click a die or press 1–5 to hold or release it; Space or the Roll
button rolls; click a category on the sheet to score. The dice, the Roll
button and the sheet's open rows share one focus ring (scenes.widgets.focus),
as in every game: Tab and the arrows move the focus (mouse hover too), Enter
presses the focused piece; with nothing focused, Enter makes the turn's first roll,
and once dice are out it shows the focus on the coach's box (or the open box scoring
most). From nowhere, Left/Right enter at the dice and Up/Down at the sheet. A game controller
presses the same keys (scenes.shell.input).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.games.base import GameScene
from scenes.games.beats import Beat
from scenes.games.gate import table_seed
from scenes.games.yacht.celebration import Celebration
from scenes.games.yacht.coach import draw_coach_card, keep_indices
from scenes.games.yacht.log_words import YachtLog
from scenes.games.yacht.pieces import BoxedDiceTray, RollButton
from scenes.games.yacht.sheet import ScoreSheet, SheetRow
from scenes.games.yacht.sheet_text import category_name, clear_font_caches
from scenes.shell import assets, audio, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, key_label
from scenes.widgets.dice import DiePiece
from scenes.widgets.focus import FocusRing
from scenes.widgets.tween import Call, Deferred, Parallel, Sequence, Step
from tabletop.core.actions import Action
from tabletop.core.events import Event
from tabletop.games.yacht import (
    CATEGORIES,
    DICE_COUNT,
    ROLLS_PER_TURN,
    YACHT_POINTS,
    Category,
    CategoryScored,
    DiceRolled,
    DieHeld,
    DieReleased,
    Hold,
    Release,
    Roll,
    Score,
    TurnStarted,
    YachtEngine,
    score_category,
)

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.shell.context import AppContext
    from tabletop.session import GameSession

ROUNDS = len(CATEGORIES)
SHEET_SHARES = (0.41, 0.44, 0.47, 0.50, 0.53)
"""The sheet's share of the board's width, tried narrowest first until every seat's name
fits whole over its column; from four seats it starts at 0.47 (``layout_board``)."""
CARD_ROOM_HEIGHT = 250
"""A lesson's card's room under the tray at 720p: its longest words (four lines) and its
buttons."""
CARD_SIDE_WIDTH = 190
"""The least column right of a lesson's tray at 720p, for the coach's box."""
ROLL_WIDTH = 290
"""The Roll button's width at 720p, in a game and in a lesson alike."""
Piece = DiePiece | Button | SheetRow
_DIE_KEYS = {
    **{pygame.K_1 + i: i for i in range(DICE_COUNT)},
    **{pygame.K_KP1 + i: i for i in range(DICE_COUNT)},
}


class YachtScene(GameScene[YachtEngine]):
    """The Yacht Dice table (see the module docstring for layout and controls)."""

    text_namespace = "yacht_scene"
    # The next seat's banner and prompt come once the last score's flash and any
    # celebration have played, never over them (words not ahead of motion).
    words_follow_motion = True

    def __init__(self, context: AppContext, session: GameSession,
                 driver: TableDriver | None = None) -> None:
        clear_font_caches()  # pygame may have been restarted since the last game (tests)
        self.tray = BoxedDiceTray((0, 0, 400, 300), DICE_COUNT, seed=table_seed(session))
        self.tray.on_press = self._toggle
        self.sheet = ScoreSheet([seat.name for seat in session.seats],
                                [seat.colour for seat in session.seats], on_pick=self._score,
                                pace=context.pace)
        self.roll_button = RollButton((0, 0, 200, 60), "yacht_scene.roll", on_click=self._roll,
                                      hotkey=pygame.K_SPACE, sound=None,
                                      controller=context.input)
        self.controls: FocusRing[Piece] = FocusRing(focus_first=False)
        self.celebration = Celebration(seed=table_seed(session))
        self.dice_visible = False
        self.rolls_used = 0
        self.coach_rect: pygame.Rect | None = None
        self.card_room = pygame.Rect(0, 0, 0, 0)
        """Where a lesson's card stands (:meth:`_lay_out_for_a_card`); none in a game."""
        self._dice: list[int] = []
        self._held: list[bool] = [False] * DICE_COUNT
        super().__init__(context, session, driver)

    # ================================================================ layout and static art

    def seats_renamed(self) -> None:
        self.sheet.names = [seat.name for seat in self.session.seats]

    def layout_board(self, board: pygame.Rect) -> None:
        gap = self.px(22)
        self.sheet.min_px = theme.text_px(TextSize.SMALL, self.scale)
        self.sheet.labels = {category: category_name(self.context.words, category)
                             for category in CATEGORIES}
        # Many seats, or a board narrowed by the open log or a replay's review, need wider
        # columns on the sheet: the tray gives up room until every name stands whole over
        # its column ("Com… 1" beside the review could not be told from "Com… 2"), every
        # category name fits at the sheet's size and "63+ → 35" stands beside Bonus.
        shares = SHEET_SHARES if len(self.session.seats) <= 3 else SHEET_SHARES[2:]
        # The bonus rule yields to the names: where no share holds all three, the first
        # that holds the names and labels (a wider sheet of six seats cut names again).
        whole: int | None = None
        for share in shares:
            sheet_w = round(board.width * share)
            self.sheet.set_rect(pygame.Rect(board.right - sheet_w, board.y, sheet_w,
                                            board.height))
            if self.sheet.cuts_names() or self.sheet.cuts_labels():
                continue
            if self.sheet.fits_bonus_rule(self.context.words):
                break
            whole = whole or sheet_w
        else:
            if whole is not None:
                sheet_w = whole
                self.sheet.set_rect(pygame.Rect(board.right - sheet_w, board.y, sheet_w,
                                                board.height))
        left = pygame.Rect(board.x, board.y, board.width - sheet_w - gap, board.height)
        self.roll_button.words = self.context.words  # laid out again on a language switch
        self.tray.key_px = theme.text_px(TextSize.SMALL, self.scale)
        if self.driver.keeps_card_room:
            self._lay_out_for_a_card(left, gap)
            return
        # The tray and the Roll button keep their places whether the coach is on or off:
        # the coach's card takes the room beside the button.
        tray_h = round(left.height * 0.7)
        tray = pygame.Rect(0, 0, min(left.width, round(tray_h * 1.7)), tray_h)
        tray.midtop = (left.centerx, left.y)
        self.tray.set_rect(tray)
        bottom = pygame.Rect(tray.x, tray.bottom + self.px(16), tray.width,
                             left.bottom - tray.bottom - self.px(16))
        button = pygame.Rect(0, 0, self.px(ROLL_WIDTH), min(self.px(64), bottom.height))
        button.midleft = (bottom.x, bottom.centery)
        self.coach_rect = None
        if self.coach_on:
            self.coach_rect = pygame.Rect(bottom.x + button.width + gap, bottom.y,
                                          bottom.width - button.width - gap, bottom.height)
        self.roll_button.rect = button

    def _lay_out_for_a_card(self, left: pygame.Rect, gap: int) -> None:
        """A lesson's table: Roll under the tray at its left, as in a game, its Space keycap
        on it (it stood right of the tray, narrowed, and the game's was not where the lesson
        had shown it, trial Z1/001); the card's room across the foot of ``left``, under Roll,
        one place and one size for every card, clear of the held row, the rolled dice, Roll
        and the sheet (over the held row and beside Roll the card hid the dice it spoke of,
        and its place and size changed from card to card, trial s32 J/019). The tray gives
        up some size for them, and the coach's box stands at its right."""
        side = self.px(CARD_SIDE_WIDTH)
        card_h = self.px(CARD_ROOM_HEIGHT)
        button_h = self.px(64)
        # A window too short for the room keeps a third for the tray: the card then finds
        # a place of its own (GuideCard.plan_run).
        tray_h = max(left.height // 3, min(left.height - card_h - button_h - 2 * gap,
                                           round((left.width - side - gap) / 1.7)))
        tray = pygame.Rect(left.x, left.y, round(tray_h * 1.7), tray_h)
        self.tray.set_rect(tray)
        button = pygame.Rect(tray.x, tray.bottom + gap, min(tray.width, self.px(ROLL_WIDTH)),
                             button_h)
        self.roll_button.rect = button
        self.coach_rect = None
        if self.coach_on:
            self.coach_rect = pygame.Rect(tray.right + gap, tray.y, left.right - tray.right - gap,
                                          button.bottom - tray.y)
        self.card_room = pygame.Rect(left.x, button.bottom + gap, left.width,
                                     left.bottom - button.bottom - gap)

    def draw_static(self, layer: pygame.Surface) -> None:
        self.sheet.draw_static(layer, self.context.words)
        self.tray.draw_box(layer)

    def refresh_static(self, layer: pygame.Surface) -> None:
        self.sheet.refresh(layer)

    # ================================================================ engine -> widgets

    def sync(self, view: YachtEngine) -> None:
        state = view.state
        seat = None if self.driver.curtain.closed else view.current_seat  # a lesson done
        self._dice, self._held = list(state.dice), list(state.held)
        self.dice_visible = bool(state.dice)
        if state.dice:
            self.tray.sync(state.dice, state.held)
        else:
            self.tray.sync(list(range(1, DICE_COUNT + 1)))
        self.rolls_used = state.rolls_used
        self.sheet.sync(state.sheets, seat, state.dice, seat is not None and state.rolls_used > 0)
        self._refresh_controls(view, self.driver.curtain.screen_is_theirs(view))

    def _refresh_controls(self, view: YachtEngine, person: bool) -> None:
        """What the person may press, as the engine's legal actions say."""
        # Over, no roll is left: three filled pips said three (trial s32 K/015).
        self.roll_button.rolls_left = 0 if view.is_over else ROLLS_PER_TURN - self.rolls_used
        legal = view.legal_actions() if person else []
        self.roll_button.enabled = any(isinstance(action, Roll) for action in legal)
        self.tray.interactive = self.dice_visible and any(
            isinstance(action, Hold | Release) for action in legal)
        self._show_keys()
        self.sheet.pickable = person
        # Tab order: the dice, the Roll button, the sheet's rows; disabled ones are skipped.
        kept = self.controls.focused
        self.controls.set_buttons([*self.tray.pieces, self.roll_button, *self.sheet.rows])
        self.controls.focus(kept if kept is not None and kept.enabled else None)

    def animate(self, event: Event) -> Step | None:
        if isinstance(event, DiceRolled):
            return Deferred(lambda: self._roll_step(event))
        if isinstance(event, DieHeld):
            return Deferred(lambda: self.tray.set_held(event.die, True))
        if isinstance(event, DieReleased):
            return Deferred(lambda: self.tray.set_held(event.die, False))
        if isinstance(event, CategoryScored):
            return Deferred(lambda: self._score_step(event))
        if isinstance(event, TurnStarted):
            return Call(self._turn_started, event.seat)
        return None

    def _roll_step(self, event: DiceRolled) -> Step:
        self.dice_visible = True
        self.sheet.show_previews = False
        self.sheet.marked = None  # the cell written last was seen until this roll (W/002)
        self.roll_button.rolls_left = ROLLS_PER_TURN - event.roll_number
        return self.tray.roll(list(event.values))

    def _score_step(self, event: CategoryScored) -> Step:
        audio.play("coin")
        flash = self.sheet.write(event.seat, event.category, event.points)
        self.driver.show_plates()  # the plate counts up with the sheet's total, not after it
        self.roll_button.enabled = False  # the turn passes with the score written
        self.driver.turn_passed()
        steps: list[Step] = []
        center = self.tray.floor_rect.center
        name = self.session.name(event.seat)
        if event.category is Category.YACHT and event.points == YACHT_POINTS:
            # The cell flashes while the confetti flies: one moment, not two.
            steps.append(Parallel(flash, self.celebration.play(
                center, self.text("yacht_banner"), self.text("yacht_subtitle", name=name),
                self.scale)))
        else:
            steps.append(flash)
        if event.bonus_earned:
            steps.append(self.celebration.play(center, self.text("bonus_banner"), name,
                                               self.scale, big=False))
        # A computer's scored dice and box stay to be read before its turn passes (Z1/002;
        # in a lesson, while its card tells of them); a person's own go at once.
        steps.append(self.driver.reading_pause(self.driver.computer_beat(event.seat,
                                                                          Beat.SCORED)))
        steps.append(Call(self._clear_dice))
        return Sequence(*steps)

    def _clear_dice(self) -> None:
        self.dice_visible = False

    def _turn_started(self, seat: int) -> None:
        self.sheet.current = seat
        self.rolls_used = 0
        self.roll_button.rolls_left = ROLLS_PER_TURN
        # The Roll button lights together with the prompt that names it.
        self.roll_button.enabled = (self.session.seats[seat].is_person
                                    and not self.driver.curtain.watched)

    # ================================================================ words

    def make_log_words(self) -> YachtLog:
        return YachtLog(self.session.name)

    def person_prompt(self, view: YachtEngine, seat: int) -> str:
        name = self.session.name(seat)
        rolls_used = view.state.rolls_used
        if rolls_used == 0:
            return self.text("prompt_first_roll", name=name, **self._key_words())
        if rolls_used >= ROLLS_PER_TURN:
            open_boxes = [c for c in CATEGORIES if c not in view.state.sheets[seat]]
            if len(open_boxes) == 1:  # Enter scores the last box (_enter_without_focus)
                enter = key_label(self.context.words, pygame.K_RETURN, self.context.input)
                return self.text("prompt_last_box", name=name, enter=enter,
                                 box=category_name(self.context.words, open_boxes[0]))
            return self.text("prompt_last", name=name, **self._key_words())
        # A lesson's step may ask for one of the three only (its dice then show no keys):
        # the prompt names just that (trial s21: "hold dice (click or 1–5)" over dice
        # whose keys the step had turned down).
        asked = [key for key, kind in (("prompt_hold_only", (Hold, Release)),
                                       ("prompt_roll_again", Roll), ("prompt_pick", Score))
                 if self.driver.asks_for(kind)]
        key = asked[0] if len(asked) == 1 else "prompt_hold"
        return self.text(key, name=name, **self._key_words())

    def _key_words(self) -> dict[str, str]:
        """The keys the prompt names, or a controller's buttons while one is in use."""
        pad = self.context.input.using_controller
        return {"roll": key_label(self.context.words, pygame.K_SPACE, self.context.input),
                "hold": self.text("pad_hold" if pad else "keys_hold"),
                "pick": self.text("pad_pick" if pad else "keys_pick")}

    def round_label(self, view: YachtEngine) -> str:
        seat = view.current_seat
        current = ROUNDS if seat is None else min(ROUNDS, len(view.state.sheets[seat]) + 1)
        return self.frame_text("round", round=current, rounds=ROUNDS)

    # ================================================================ input

    def handle_input(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key in _DIE_KEYS:
                self._toggle(_DIE_KEYS[event.key])
                return
            if event.key == pygame.K_SPACE:  # Space rolls, whatever has the focus
                self.roll_button.handle_event(event)
                return
            if self.controls.focused is None and self._enter_focus(event.key):
                return
        self.controls.handle_event(event)

    def _enter_focus(self, key: int) -> bool:
        """With nothing focused: Enter rolls, Left/Right focus a die, Up/Down a sheet row."""
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._enter_without_focus()
            return True
        pieces: list[Piece] = []
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            pieces = [piece for piece in self.tray.pieces if piece.enabled]
        elif key in (pygame.K_UP, pygame.K_DOWN):
            pieces = [row for row in self.sheet.rows if row.enabled]
        if not pieces:
            return False
        self.controls.focus(pieces[0] if key in (pygame.K_RIGHT, pygame.K_DOWN) else pieces[-1])
        return True

    def _enter_without_focus(self) -> None:
        """Enter rolls the turn's first roll only, when no dice can be lost. Once dice are
        out it shows the focus on the open box scoring most (the first of equals), and a
        second Enter scores there: Enter after a roll rolled again and threw away the Large
        Straight a player meant to write (trial s26 D/182); rolling again is Space or the
        Roll button. After the last roll, with one box open, it scores there (nothing else
        is left to choose; trial s24 A/078)."""
        if self.roll_button.enabled and self.rolls_used == 0:
            self._roll()
            return
        rows = [row for row in self.sheet.rows if row.enabled]
        if len(rows) == 1 and not self.roll_button.enabled:
            self._score(rows[0].category)
        elif rows:
            advised = self._advised_category()
            self.controls.focus(next((row for row in rows if row.category == advised), None)
                                or max(rows, key=lambda row: (
                                    score_category(row.category, self._dice),
                                    -CATEGORIES.index(row.category))))

    def _advised_category(self) -> Category | None:
        """The box the coach's card names first, while it shows advice for these dice: Enter
        showed the box scoring most, Choice's 18, where the coach said Small Straight, and a
        second Enter wrote it (trial s27 D/173-175)."""
        advice = self.driver.coach.advice if self.coach_rect is not None else None
        return advice.categories[0].category if advice and advice.categories else None

    def _roll(self) -> None:
        if not self.accepts_input:
            return
        self.controls.focus(None)  # after a roll, Enter first shows a box (_enter_without_focus)
        self.act(Roll(self.acting_seat()))

    def _toggle(self, die: int) -> None:
        seat = self.acting_seat()
        held = bool(self._dice) and self._held[die]
        self.act(Release(seat, die) if held else Hold(seat, die))

    def _score(self, category: Category) -> None:
        self.controls.focus(None)
        self.act(Score(self.acting_seat(), category))

    def piece_rect(self, action: Action) -> pygame.Rect | None:
        """Roll: the button; a hold or release: that die; a score: the seat's cell in the row."""
        if isinstance(action, Roll):
            return pygame.Rect(self.roll_button.rect)
        if isinstance(action, Hold | Release) and self.dice_visible:
            return self.tray.dice[action.die].rect(self.tray.die_size)
        if isinstance(action, Score):
            return self.sheet.cell_rect(action.seat, action.category)
        return None

    def landing_rects(self, action: Action) -> list[pygame.Rect]:
        """A hold: the die's place in the held row, where it goes once held."""
        if not isinstance(action, Hold):
            return []
        rect = pygame.Rect(0, 0, self.tray.die_size, self.tray.die_size)
        rect.center = tuple(round(at) for at in self.tray.slot(action.die, True))
        return [rect]

    def coach_area(self) -> pygame.Rect | None:
        return self.coach_rect

    def toast_clear(self) -> list[pygame.Rect]:
        """The tray, the Roll button, the sheet (its Total row too) and the coach's advice:
        a Korean refusal and a wait message once climbed over the tray."""
        parts = [self.tray.rect, self.roll_button.rect, self.sheet.rect, self.coach_rect]
        return [pygame.Rect(part) for part in parts if part is not None]

    def sight_rects(self, name: str) -> list[pygame.Rect]:
        """What a lesson names: a row by its category's name ("threes", "choice"), the
        sheet's "header" (whose column is whose), "bonus", "total", "upper" (Ones to the bonus),
        "lower" (Choice to Yacht), "dice" (each die, on the tray or in the held
        row: the tray's empty felt and its frame may lie under a card), and, in a lesson,
        "card_room", the card's place under the tray (:meth:`_lay_out_for_a_card`)."""
        rows = self.sheet.row_rects
        dice = [die.rect(self.tray.die_size) for die in self.tray.dice]
        if name == "dice":
            return dice
        if name == "card_room":
            return [pygame.Rect(self.card_room)] if self.card_room.width else []
        if name == "upper":
            return [rows[Category.ONES].union(rows["bonus"])]
        if name == "lower":
            return [rows[Category.CHOICE].union(rows[Category.YACHT])]
        if name == "bonus":  # a frame round it stands clear of the subtotal's bar (s27 D/158)
            return [rows[name].inflate(0, -2 * self.px(5))]
        if name in ("header", "total"):
            return [pygame.Rect(rows[name])]
        category = next((category for category in Category if category.value == name), None)
        return [] if category is None else [pygame.Rect(rows[category])]

    # ================================================================ per frame

    def board_is_still(self) -> bool:
        dice_still = all(abs(die.lift - (self.tray.die_size * 0.1 if die.hovered
                                         and self.tray.interactive else 0.0)) < 0.5
                         and die.focus_glow.is_settled for die in self.tray.dice)
        coach_waiting = self.coach_rect is not None and self.driver.coach.advice is None
        return (self.sheet.is_still and dice_still and not self.celebration.is_active
                and not coach_waiting and self.roll_button.is_settled)

    def touchable(self) -> list[Piece]:
        return self.controls.buttons

    def focus_rings(self) -> list[FocusRing[Piece]]:
        return [self.controls]

    def _show_keys(self) -> None:
        """The dice name their keys (1-5) while they may be held, and a lesson asks for one
        (under its other cards they stood as keys it refuses, trial s18)."""
        self.tray.show_keys = self.tray.interactive and self.driver.asks_for((Hold, Release))

    def update_board(self, dt: float) -> None:
        self._show_keys()  # a lesson's step changes between syncs
        self.tray.update(dt)
        self.sheet.update(dt)
        self.roll_button.update(dt)
        self.celebration.update(dt)

    def draw_board(self, surface: pygame.Surface) -> None:
        self.sheet.draw(surface)
        self._draw_tray(surface)
        self.roll_button.draw(surface)
        if self.coach_rect is not None:
            seat = self.session.current_seat
            if seat is not None and self.session.seats[seat].is_person:
                draw_coach_card(self.context.words, surface, self.coach_rect,
                                self.driver.coach.advice, ROLLS_PER_TURN - self.rolls_used,
                                self.scale)
        self.celebration.draw(surface)

    def _draw_tray(self, surface: pygame.Surface) -> None:
        tray = self.tray
        if self.dice_visible:
            self._draw_keep_marks(surface)  # under the key badges they ring
            tray.draw(surface)
        else:
            self._draw_tray_hint(surface)
        if not (self.dice_visible and any(self._held)):
            # An empty shelf says what it is for; held dice speak for themselves. A soft
            # green, yet about 7:1 on the shelf's dark well (it was 3.2:1, trial s23).
            caption = self.text("held_row")
            label = assets.text(caption, theme.text_px(TextSize.BODY, self.scale),
                                theme.lighter(theme.FELT_LIGHT, 0.6))
            surface.blit(label, label.get_rect(center=tray.held_rect.center))

    def _draw_tray_hint(self, surface: pygame.Surface) -> None:
        if self.driver.curtain.closed:  # a finished lesson: nobody's turn, no hint
            return
        seat = self.session.current_seat
        if seat is None:  # "Mina wins." or, alone at the table, "Final score: 212."
            hint = self.driver.manners.outcome_words()
        elif self.session.seats[seat].is_person and self.driver.people_act:
            if not self.roll_button.enabled:  # a lesson's card is read first: no key yet
                return
            hint = self.text("tray_hint", **self._key_words())
        else:
            hint = self.text("tray_waiting", name=self.session.name(seat))
        over = seat is None
        size = assets.fit_text_px(hint, theme.text_px(TextSize.TITLE if over else TextSize.BODY,
                                                      self.scale),
                                  self.tray.floor_rect.width - self.px(40), bold=over)
        colour = theme.GOLD_LIGHT if over else theme.lighter(theme.FELT_LIGHT, 0.7)
        label = assets.shadowed_text(hint, size, colour, bold=over)
        surface.blit(label, label.get_rect(center=self.tray.floor_rect.center))

    def _draw_keep_marks(self, surface: pygame.Surface) -> None:
        """The coach's suggested keep: a gold marker under each die it would keep; where
        the dice's key badges show, a gold ring round the badge, its key still read (a
        dot drawn over it hid the key, trial s25 D/127)."""
        advice = self.driver.coach.advice if self.coach_rect is not None else None
        if advice is None or advice.best_keep is None or not self.accepts_input:
            return
        size = self.tray.die_size
        for index in sorted(keep_indices(advice.best_keep, self._dice, self._held)):
            rect = self.tray.dice[index].rect(size)
            radius = max(3, size // 12)
            centre = (rect.centerx, rect.bottom + radius * 3)
            if self.tray.show_keys:
                badge = self.tray.key_badge_rect(index)
                centre, radius = badge.center, badge.width // 2 + max(3, badge.width // 6)
            paint.draw_glow(surface, pygame.Rect(centre[0] - radius, centre[1] - radius,
                                                 2 * radius, 2 * radius), radius, radius * 2,
                            intensity=0.7)
            pygame.draw.circle(surface, theme.GOLD_LIGHT, centre, radius)


SCENE_CLASS = YachtScene
