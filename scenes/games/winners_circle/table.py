"""The Winner's Circle table as one component: the track and its horses, the lanes, the
podium, the die with its Roll button, the betting person's chips, the ribbon, the rate
card and the payout sheet, painted and drawn together (laid out by
:mod:`scenes.games.winners_circle.table_layout`).

The scene composes it: it lays it out, syncs the table from the viewer's view, builds the
motions of :mod:`scenes.games.winners_circle.motion` on it and hands it the
person's input. Nothing here decides rules or reads the engine.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.games.winners_circle.art import horse_ghost, pace_token, small_px
from scenes.games.winners_circle.coach_box import draw_coach
from scenes.games.winners_circle.dice import SymbolDie
from scenes.games.winners_circle.landing import (
    disc_at,
    draw_lines,
    gold_lines,
    line_width,
    place_marks,
)
from scenes.games.winners_circle.lanes import (
    ChipPiece,
    ChipSprite,
    HorseLane,
    hand_label_height,
)
from scenes.games.winners_circle.panels import (
    PayoutSheet,
    draw_payout,
    draw_ribbon,
    paint_podium,
    podium_label,
    podium_spot,
)
from scenes.games.winners_circle.rate_card import draw_rate_card
from scenes.games.winners_circle.track import (
    HorseSprite,
    TrackGeometry,
    blank_covered_numbers,
    draw_blocked,
    draw_covered_numbers,
    finish_label_rect,
    paint_track,
    pass_aside,
    resting_on_track,
)
from scenes.games.worker import CoachDesk
from scenes.shell import assets, theme
from scenes.shell.input import ControllerInput
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button
from tabletop import i18n
from tabletop.games.winners_circle import Phase, WinnersCircleState
from tabletop.games.winners_circle_data import CARDS, FINISH, HORSES, PACE_SPACE, SPACES, Symbol
from tabletop.games.winners_circle_rules import printed_space

TEXT_NAMESPACE = "winners_circle_scene"


class RaceTable:
    """Every piece on the Winner's Circle board, where it is and how it looks now."""

    def __init__(self, seats: int, choose_horse: Callable[[int], None],
                 roll: Callable[[], None], controller: ControllerInput) -> None:
        self.scale = 1.0
        self.texts = i18n.ENGLISH
        """The player's language, handed over at every layout (so a switch shows at once)."""
        self.geo = TrackGeometry(pygame.Rect(0, 0, 800, 500), 1.0)
        self.horses = [HorseSprite(horse) for horse in range(HORSES)]
        self.lanes = [HorseLane(horse, seats, choose_horse,
                                lambda horse: self.texts(f"winners_circle.horse.{horse}"))
                      for horse in range(HORSES)]
        self.boxes: dict[int, pygame.Rect] = {}
        self.die = SymbolDie()
        self.seat_name: Callable[[int], str] = str
        self.on_turn: int | None = None  # the seat on turn (the scene sets it at each sync)
        """A seat's name (the scene's session's), for who rolled the die."""
        self.roll_button = Button((0, 0, 160, 48), f"{TEXT_NAMESPACE}.roll",
                                  on_click=roll, hotkey=pygame.K_SPACE, sound=None,
                                  controller=controller)
        self.chip_pieces: list[ChipPiece] = []
        self.resting_chips: list[ChipPiece] = []
        """The lone person's chips while another seat bets: shown dimmed, never pressed
        (they vanished for a grey "?" die and read as taken, trial s38 X/004)."""
        self.selected_chip = 0
        self.sheet: PayoutSheet | None = None
        self.pending_sheet: PayoutSheet | None = None  # shown once the chips are turned over
        self.sheet_shown: Callable[[], None] = lambda: None
        """Told as the payout sheet comes up (the scene starts its dwell)."""
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
        self.coach_room: pygame.Rect | None = None
        """A lesson's place for the coach's box, kept clear at every step (else None)."""
        self.card_rect: pygame.Rect | None = None  # a lesson's card's band (layout)
        self.ribbon_rect = pygame.Rect(0, 0, 1, 1)
        self.die_row = pygame.Rect(0, 0, 0, 0)
        self.words_beside = False
        self.die_words_rect: pygame.Rect | None = None
        """Where the die's words stood in the last frame drawn."""
        self.track_rects: list[pygame.Rect] = []
        self.sheet_rect = pygame.Rect(0, 0, 1, 1)
        self.rates_rect = pygame.Rect(0, 0, 1, 1)
        self.phase = Phase.BETTING
        self.mine = False
        self.roll_live = True
        """The person may roll or bet now (a lesson's card that still tells of a bet hides
        the Roll button, and keeps the chosen chip in hand down)."""
        """A person is to decide on the screen in front of them (the scene says)."""
        self._felt_under: dict[int, tuple[tuple[int, int], pygame.Surface]] = {}
        self._baked: dict[int, tuple[object, ...]] = {}

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def text(self, short_key: str, /, **params: object) -> str:
        return self.texts(f"{TEXT_NAMESPACE}.{short_key}", **params)

    @property
    def lifted_chip(self) -> int | None:
        """The value of the chip the betting person holds up for the next bet."""
        if not self.chip_pieces:
            return None
        return self.chip_pieces[min(self.selected_chip, len(self.chip_pieces) - 1)].value

    # ================================================================ layout and static art

    def hand_shown(self) -> list[ChipPiece]:
        """The chips in hand drawn now: the betting person's, else the resting ones."""
        return self.chip_pieces or self.resting_chips

    def layout_chip_pieces(self) -> None:
        count = len(self.hand_shown())
        if not count:
            return
        d, gap = min(self.px(50), round(self.hand_rect.height * 0.5)), self.px(14)
        x = self.hand_rect.centerx - (count * d + (count - 1) * gap) // 2
        # At the top of the room under the podium, "Your chips" over them: the die's row
        # below, unused in the bets, is the room for a refusal (trial s32 I/018).
        top = self.hand_rect.y + hand_label_height(self.scale)
        for index, piece in enumerate(self.hand_shown()):
            piece.rect = pygame.Rect(x + index * (d + gap), top, d, d)
            piece.number_px = small_px(self.scale)

    def paint_static(self, layer: pygame.Surface) -> None:
        paint_track(layer, self.geo, self.text("finish"))
        paint_podium(self.texts, layer, self.boxes, self.scale)
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

    # ================================================================ engine state -> pieces

    def sync(self, state: WinnersCircleState, final: bool, slot: Callable[[int], int],
             roll: tuple[int, Symbol | None] | None) -> None:
        """Snap every piece to ``state`` (the viewer's); ``final``: the game is over, and the
        chips the engine took back stay beside the last payout. ``slot`` gives a seat's
        colour and symbol; ``roll``: who rolled the die last, and what in this race."""
        self.phase = state.phase
        self.money = list(state.money)
        self.flying_chips = []
        self.flying_pace = None
        self.blocked_at = None
        self.ribbon = ""
        if not final:
            self.sheet = None
        self.pending_sheet = None
        for horse in range(HORSES):
            lane, sprite = self.lanes[horse], self.horses[horse]
            lane.values = CARDS[state.cards[horse]][1]
            lane.face_up = state.face_up[horse]
            lane.place = state.finished.index(horse) + 1 if horse in state.finished else None
            if not final:
                lane.last = False
                lane.pace = state.pace_horse == horse
                lane.chips = [ChipSprite(bet.seat, slot(bet.seat), bet.chip)
                              for bet in state.bets if bet.horse == horse]
            sprite.visible, sprite.hop = True, 0.0
            sprite.progress = float(state.progress[horse])
            box = lane.place if lane.place is not None else (0 if lane.last else None)
            sprite.spot = podium_spot(self.boxes[box], self.scale) if box is not None else None
        self.pace_on_track = state.pace_horse is None
        # "?" until this roll: the last face read as the next roller's (trial s32 J/024).
        roller, last = roll if roll is not None else (None, None)
        self.die.settle(state.symbol, roller, fresh=state.phase in (Phase.BETTING, Phase.ROLL),
                        last=last)

    def hide_chips_unless(self, shown: Callable[[int], bool]) -> None:
        """The screen changes hands: face-down chips of seats not ``shown`` lose their values."""
        for lane in self.lanes:
            for chip in lane.chips:
                if not shown(chip.seat):
                    chip.value = None

    def clear_choices(self) -> None:
        """Nothing to pick: no chips in hand, no landing previews, no lane lit or glowing."""
        self.chip_pieces = []
        self.previews = {}
        for lane in self.lanes:
            lane.selectable, lane.dimmed, lane.preview, lane.lit = False, False, "", -1

    # ================================================================ per frame

    def horse_at(self, point: tuple[int, int]) -> int | None:
        """The horse piece on the track under ``point``, else the horse whose landing disc
        is there (they looked clickable and did nothing, trial s29 G/036)."""
        reach = self.geo.piece * 0.55
        for sprite in self.horses:
            if sprite.visible and sprite.spot is None and \
                    sprite.centre(self.geo).distance_to(point) <= reach:
                return sprite.horse
        return disc_at(self.landing_rings(), point) if self.previews else None

    def bet_target(self, point: tuple[int, int]) -> int | None:
        """The horse whose piece on the track or whose lane is under ``point``."""
        horse = self.horse_at(point)
        rows = [index for index, lane in enumerate(self.lanes) if lane.rect.collidepoint(point)]
        return horse if horse is not None else next(iter(rows), None)

    @property
    def is_still(self) -> bool:
        """Nothing on the table moves by itself (the focus glows are the scene's)."""
        return (not self.flying_chips and self.flying_pace is None and not self.ribbon
                and not self.die.rolling and (self.sheet is None or not self.sheet.is_moving))

    def update(self, dt: float, pressable: list[object]) -> None:
        """Ease the lanes and the Roll button not in ``pressable`` (the focus ring eases
        those), and the payout sheet's counters."""
        for lane in self.lanes:
            if lane not in pressable:
                lane.update(dt)
        if self.roll_button not in pressable:
            self.roll_button.update(dt)
        if self.sheet is not None:
            self.sheet.update(dt)

    def draw(self, surface: pygame.Surface, focused: object, coach: CoachDesk) -> None:
        """The moving parts over the painted track; ``focused`` is the focus ring's piece."""
        geo = self.geo
        piece = geo.piece
        if self.pace_on_track:
            image = pace_token(round(piece * 0.8))
            surface.blit(image, image.get_rect(center=geo.space_centre(PACE_SPACE, -0.8)))
        blank_covered_numbers(surface, geo, self.number_covers())
        self.draw_previews(surface, focused)
        for sprite in pass_aside(self.horses, geo):
            sprite.draw(surface, geo, piece)
        draw_covered_numbers(surface, geo, self.number_covers())
        if self.blocked_at is not None:
            draw_blocked(surface, self.geo, self.blocked_at[1])
        for lane in self.lanes:  # the background holds the lanes; glowing or live ones on top
            if lane.selectable or lane.live:
                lane.draw(surface)
        for chip in self.flying_chips:
            if chip.spot is not None:
                chip.draw(surface, chip.spot, self.lanes[0].chip_diameter,
                          small_px(self.scale))
        if self.flying_pace is not None:
            image = pace_token(self.lanes[0].chip_diameter)
            surface.blit(image, image.get_rect(center=self.flying_pace))
        if not self.hand_up():
            self._draw_die(surface)
        else:
            self._draw_hand(surface)
        if self.coach_rect is not None and self.mine and (coach.advice is not None
                                                          or coach.is_thinking):
            box = self.coach_rect
            draw_coach(surface, self.texts, box, coach.advice,
                       focused.horse if isinstance(focused, HorseLane) else None,
                       self.lifted_chip, [lane.rect for lane in self.lanes], self.scale,
                       [lane.horse for lane in self.lanes if lane.place is not None])
            # A line with no way round the card (a disc over it for a space behind it)
            # runs on over it: under it, the disc seemed joined to nothing (A/213).
            for start, end in self.gold_lines():
                if box.clipline(start, end):
                    pygame.draw.line(surface, theme.GOLD_LIGHT, start, end,
                                     line_width(self.geo))
        if self.ribbon:
            draw_ribbon(surface, self.ribbon_rect, self.ribbon, self.scale, self.ribbon_danger)
        draw_rate_card(self.texts, surface, self.rates_rect, self.lanes[0].seats,
                       self.rates_lit(focused), self.scale)
        if self.sheet is not None:  # the names as now, after a switch of language too
            self.sheet.names = [self.seat_name(seat) for seat in range(len(self.sheet.names))]
            draw_payout(self.texts, surface, self.sheet_rect, self.sheet, self.scale)

    def rates_lit(self, focused: object) -> int:
        """The payout column the lifted chip would bring the focused horse to (0: none).

        Only while a person bets, and only when every chip on that horse is face up to
        them: a face-down chip of someone else (hidden bets) leaves the total unknown.
        """
        lifted = self.lifted_chip
        if self.phase is not Phase.BETTING or lifted is None or \
                not isinstance(focused, HorseLane):
            return 0
        values = [chip.value for chip in focused.chips]
        if any(value is None for value in values):
            return 0
        return sum(value or 0 for value in values) + lifted

    def betting_by_hand(self) -> bool:
        """Whether a person's chips are out to bet on the screen, and no die is drawn."""
        return self.phase is Phase.BETTING and bool(self.chip_pieces)

    def hand_up(self) -> bool:
        """Whether chips in hand are drawn, the betting person's or the resting ones, and
        no die (a message keeps the die's row clear of resting ones all the same)."""
        return self.phase is Phase.BETTING and bool(self.hand_shown())

    def roll_shown(self) -> bool:
        """Whether the Roll button is up: the person on turn has yet to roll."""
        return self.mine and self.phase is Phase.ROLL and self.roll_live

    def die_parts(self, *, waiting_die: bool = True) -> pygame.Rect:
        """The die with its words and, while it is up, the Roll button; ``waiting_die``
        False leaves out a die waiting for the roll ("?") and its "X to roll", which the
        prompt says too (with them, trial s32 J/024, a refusal had no room at 1280x720)."""
        button = self.roll_button.rect if self.roll_shown() else None
        first = button if button is not None and not waiting_die else self.die.extent()
        words = self.die_words_rect if waiting_die or self.die.symbol is not None else None
        parts = first.unionall([rect for rect in (words, button) if rect is not None])
        return parts.inflate(self.px(8), self.px(8))

    def _draw_die(self, surface: pygame.Surface) -> None:
        die = self.die
        die.draw(surface)
        button = self.roll_shown()
        # The die's words on a dark pill: gold, or ivory, on the bare green stood 3.0:1.
        self.die_words_rect = None
        if die.symbol is not None and not die.rolling:  # the roll in words under the die
            word = self.texts(f"winners_circle.symbol.{die.symbol.value}")
            label, spot = self.die_words(word, TextSize.BODY, theme.GOLD_LIGHT)
            self.die_words_rect = paint.blit_on_felt(surface, label, topleft=spot)
        elif (die.roller is not None and not die.rolling and not (button and self.words_beside)
              and (die.face is not None or self.on_turn is not None)):
            # After a roll: who rolls next, so it never reads as that person's roll ("Yumi
            # rolled" stood on with Byeongsu on turn, trial s18); whose the face on the
            # die was when nobody is on turn.
            words = (self.text("die_rolled_by", name=self.seat_name(die.roller))
                     if die.face is not None and self.on_turn in (None, die.roller)
                     else self.text("die_to_roll", name=self.seat_name(self.on_turn or 0)))
            label, spot = self.die_words(words, TextSize.SMALL, theme.PAPER)
            self.die_words_rect = paint.blit_on_felt(surface, label, topleft=spot)
        if button:
            self.roll_button.draw(surface)

    def die_words(self, words: str, size: TextSize, colour: tuple[int, int, int]
                  ) -> tuple[pygame.Surface, tuple[int, int]]:
        """The die's ``words`` and the top left of their lines, on the green: moved along
        to lie inside the rail, on two lines where one is wider than the green there ("Computer
        4 rolled" ran out over the track and a horse at 1280x720, trial s14)."""
        px, geo = max(theme.text_px(size, self.scale), small_px(self.scale)), self.geo
        label = assets.text(words, px, colour, bold=True)
        anchor = self.die_words_anchor()
        for _ in range(2):  # wrapped, the lines reach lower, where the green is narrower
            spot = label.get_rect(**anchor)
            pad = max(4, spot.height // 3)  # the felt pill's, as paint.blit_on_felt has it
            band = spot.height / 2 + max(1, spot.height // 12)  # the pill's half height
            half = geo.infield_width_at(spot.centery, band) // 2
            left = round(geo.centre.x) - half + self.px(8) + pad
            right = round(geo.centre.x) + half - self.px(8) - pad
            if self.words_beside:
                left = spot.left
            if label.get_width() <= right - left:
                break
            label = assets.text(words, px, colour, bold=True, wrap_width=right - left)
        spot = label.get_rect(**anchor)
        spot.x = max(left, min(spot.x, right - spot.width))
        return label, spot.topleft

    def die_words_anchor(self) -> dict[str, tuple[int, int]]:
        """Where the die's words stand: under the die, or beside it (``words_beside``)."""
        die = self.die.rect()
        if self.words_beside:
            return {"midleft": (die.right + self.px(20), die.centery)}
        return {"midtop": (die.centerx, die.bottom + self.px(6))}

    def landing_rings(self) -> dict[int, tuple[pygame.Vector2, float]]:
        """Where each horse that may move would land: its disc's centre and diameter, in
        the infield beside its space (see :mod:`landing`)."""
        if not self.previews:
            return {}  # no horse may move: no disc (what they keep clear of is not asked)
        taken = [sprite.rect(self.geo, self.geo.piece) for sprite in self.horses
                 if sprite.visible and sprite.spot is None]
        taken.append(self.die.rect())
        # Nor over a space's number, which the cards and tags name (trial s35 Q/022).
        taken += [self.geo.number_rect(space) for space in range(1, SPACES + 1)]
        taken += self.cards()  # drawn over the discs, it hid one (issue #32)
        apart = [*self.boxes.values(), *([self.pace_rect()] if self.pace_on_track else [])]
        return place_marks(self.geo, self.previews, taken, apart, self.words_near_discs(),
                           self.finish_box(), self.scale)

    def number_covers(self) -> list[pygame.Rect]:
        """The horses at rest on the track, which space numbers under them are drawn over
        (the landing discs keep clear of the numbers)."""
        return [sprite.rect(self.geo, self.geo.piece) for sprite in self.horses
                if resting_on_track(sprite)]

    def finish_box(self) -> pygame.Rect:
        """The podium box the next horse to finish takes."""
        return self.boxes[min(3, sum(lane.place is not None for lane in self.lanes) + 1)]

    def words_near_discs(self) -> list[pygame.Rect]:
        """The podium's words, "Start · Finish" and the die's on their pill: no disc or
        line covers them (the letters alone kept clear, a disc stood on the pill, "Head",
        trial s26 A/213, 220)."""
        pill = (paint.felt_pill_rect(self.die_words_rect)
                if self.die_words_rect is not None else None)
        return [*(podium_label(box, self.scale) for box in self.boxes.values()),
                finish_label_rect(self.geo, self.text("finish")), *filter(None, [pill])]

    def gold_lines(self) -> list[tuple[pygame.Vector2, pygame.Vector2]]:
        """The gold lines to the landing discs, round the words and, where they can go
        round it, the coach's card (it lay across them, trial s26 A/213)."""
        return gold_lines(self.geo, self.previews, self.landing_rings(),
                          self.words_near_discs(), self.finish_box(), self.cards())

    def cards(self) -> list[pygame.Rect]:
        """The cards the discs keep off and the gold lines go round where they can: the
        coach's, or in a lesson its place, kept at every step (:attr:`coach_room`)."""
        room = self.coach_room if self.coach_room is not None else self.coach_rect
        return [room] if room is not None else []

    def pace_rect(self) -> pygame.Rect:
        """The pace token's place beside space 18, in the infield's edge."""
        token = pygame.Rect(0, 0, self.geo.piece, self.geo.piece)
        token.center = self.geo.space_centre(PACE_SPACE, -0.8)
        return token

    def draw_previews(self, surface: pygame.Surface, focused: object) -> None:
        """Each space a horse may land on edged in gold, the horse's numbered disc beside
        it; the ``focused`` one's path in gold dots."""
        geo, piece = self.geo, self.geo.piece
        for end in {printed_space(end) for end in self.previews.values() if end < FINISH}:
            pygame.draw.polygon(surface, theme.GOLD_LIGHT, geo.cell_polygon(end, self.px(3)),
                                max(3, piece // 14))
        marks = self.landing_rings()
        draw_lines(surface, geo, self.previews, marks, self.words_near_discs(),
                   self.finish_box(), self.cards())
        for horse, (spot, size) in marks.items():
            if isinstance(focused, HorseLane) and focused.horse == horse:
                start, end = self.horses[horse].progress, self.previews[horse]
                for step in range(int(start) + 1, min(end, FINISH)):
                    dot = geo.position(step)
                    pygame.draw.circle(surface, theme.GOLD_LIGHT, dot, max(2, piece // 9))
            ghost = horse_ghost(horse, round(size), max(theme.text_px(TextSize.BODY, self.scale),
                                                        small_px(self.scale)))
            surface.blit(ghost, ghost.get_rect(center=(round(spot.x), round(spot.y))))

    def _draw_hand(self, surface: pygame.Surface) -> None:
        small = small_px(self.scale)
        label = assets.shadowed_text(self.text("your_chips"), small, theme.PAPER, bold=True)
        pieces = self.hand_shown()
        top = min(piece.rect.top for piece in pieces)
        paint.blit_on_felt(surface, label, midbottom=(self.hand_rect.centerx, top - self.px(8)))
        for piece in pieces:
            piece.live = self.roll_live  # a chip is chosen when a move may be made
            piece.draw(surface)
