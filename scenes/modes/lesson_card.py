"""The lesson's guide card (:mod:`scenes.modes.lesson`); the glow, frame and ring it draws on the
table are :mod:`scenes.modes.lesson_marks`, its buttons :mod:`scenes.modes.lesson_card_buttons`.

The card is paper on the felt with one or two sentences and its buttons:
"Next" (Enter) on a step that only explains, "Skip step" (S, or the
controller's Y) on every step, and at the end "Play a real game" and "Menu".
It stands in one place through a run of steps (:meth:`GuideCard.plan_run`): the lesson's
place for them, else where it stands already, else the first of a few places on the board
clear of every piece the run's steps point at and of what their words name, so the glow is
never under the paper and Next moves only for what the next card must not cover.
Within that place each card is only as tall as its own words (:meth:`GuideCard.fit`): it
keeps the run's width and the edge its buttons sit on, the one at the board's edge (the
bottom, or the top for a card in a top corner), and gives up height on the other side, so a
one-line card is short, hugs its corner, and Next stays put.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.modes.lesson_card_buttons import CardButtons
from scenes.modes.lesson_glide import GLIDE_SECONDS, Glide
from scenes.modes.lesson_needs import CardNeeds
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.prompt import PromptLine
from scenes.widgets.toast import ToastStack, card_height
from tabletop.i18n import Words

CARD_WIDTH = 560
"""The card's width at 720p: about twelve words a line at the sofa's text size."""

NARROW_WIDTH = 380
"""The card's width at 720p where the full one covers what must stay in sight: still
four or five lines of two sentences."""

TEXT_PX = 24
"""Between body and heading text: read from the sofa, two sentences still fit."""

SMALL_TEXT_PX = 15
"""The card's smaller words, only where the part of the table a lesson chose holds the
card no other way: 22 px at 1920x1080, the least read from the sofa (issue #32)."""

NOTE_SECONDS = 4.0
"""How long a note on the card (a refused move's hint) stays: a sentence or two to read."""

LEAVE_SECONDS = 0.25
"""A card done fades out and slides a little toward its edge this long (ART.md's motion
table gives a panel no time of its own; this is its screen change), at normal speed."""


def _tiers(general: int, needs: int) -> list[tuple[int, int]]:
    """How much of the table's own and of the step's needs a place keeps clear, most
    first: the table's own (a hand) is given up first, from its least important, then
    the step's from its last."""
    return [*((kept, needs) for kept in range(general, -1, -1)),
            *((0, kept) for kept in range(needs - 1, -1, -1))]


CORNERS = ("bottomright", "bottomleft", "topright", "topleft", "midright", "midleft")
"""Where the card may stand on the board, in the order tried for a first place."""


class GuideCard(CardButtons):
    """What the lesson says now, and its buttons; :meth:`plan_run` puts it on the board."""

    def __init__(self, on_next: Callable[[], None], on_skip: Callable[[], None],
                 on_play: Callable[[], None], on_menu: Callable[[], None]) -> None:
        super().__init__(on_next, on_skip, on_play, on_menu)
        self.slot = pygame.Rect(0, 0, 0, 0)
        """The place of the run: as wide as every card of the run, with Next in the same
        spot on each; as tall as its longest words (:attr:`rect`, the card now, is only as
        tall as its own)."""
        self.fills = False
        """The card covers a part of the table whole (:meth:`plan_over`), not only as
        tall as its words."""
        self.small = False
        """The card's words are the smaller ones (:data:`SMALL_TEXT_PX`, :meth:`plan_over`)."""
        self.board = pygame.Rect(0, 0, 0, 0)
        self.clear_of: list[pygame.Rect] = []
        """The board a band's card stands on and what the run there keeps in view: the end's
        card grows a row within the one, clear of the other (:meth:`fit`)."""
        self.text = ""
        self.notes = ToastStack((0, 0, 0, 0), self._notes_clear)
        self.line_taken = False
        """A hint stands on the prompt line in its words' place, drawn without them (the
        last frame's :meth:`draw`): never text over text."""
        """The lesson's hints, standing over the table's prompt line (:attr:`notes_place`),
        the line that says what to do: as the table's toasts they covered what the card
        spoke of (Yacht's bonus rows, Big Shot's money rows, trial s31 H/002), and on the
        card they covered the words "Read the card first" asked to read."""
        self.notes_place: PromptLine | None = None
        """The table's prompt line, set by the lesson each frame (None: on the card)."""
        self.notes_spare: list[pygame.Rect] = []
        """What of the table a note on the prompt line leaves clear, set with
        :attr:`notes_place`: a hint of two lines beside the words stood over the last line
        of Winner's Circle's payout table (trial s38 X/001)."""
        self._drawn = False  # drawn this frame: a frame without it begins its leaving
        self.glide = Glide()  # the card going to a new place glides there
        self._leaving: tuple[pygame.Surface, pygame.Rect, float, float] | None = None
        """The card going: its picture, where it stood, the seconds left and the whole."""

    def _text_px(self) -> int:
        if self.small:
            return self.px(SMALL_TEXT_PX)
        return max(theme.text_px(TextSize.BODY, self.scale), self.px(TEXT_PX))

    def plan_run(self, words: Words, board: pygame.Rect, scale: float,
                 steps: list[CardNeeds], general: list[pygame.Rect],
                 prefer: tuple[str, bool] = ("", False)) -> int:
        """Stand the card for a run of steps: one place and one size for all of them, so
        Next stays under the pointer while the run lasts. ``steps`` are the run's steps
        from the one now shown, each with its text and what it needs in sight;
        ``general`` is what the table keeps in sight at every step (a hand), most
        important first. The place is, in this order: the lesson's choice (``prefer``), the
        place the card stands in already (Next stays under the pointer), each taken when
        it leaves the first step's needs in view; else the corner clear of them that stays
        clear of the most next steps' needs too (on a tie, the card's corner), the run as
        long. Where no place is clear of everything the
        least important is given up first: the table's own, then the step's from its
        last, never the piece the step points at. ``prefer`` is the place the lesson
        chose for the run (a corner, and whether the card is narrow): taken whenever it
        leaves the first step's needs in view, the table's own given up for it. Returns
        how many steps the place serves (at least the first)."""
        self.scale = scale
        self.speak(words)
        self.fills = self.small = self.beside = False
        margin = self.px(theme.SPACE_S)
        inner = board.inflate(-2 * margin, -2 * margin)
        first = steps[0]
        full = min(self.px(CARD_WIDTH), board.width - 2 * self.px(theme.SPACE_M))
        widths = (full, min(full, self.px(NARROW_WIDTH)))
        corner, narrow = prefer
        if corner:
            # The lesson chose a place (narrow to stand beside what it keeps clear).
            chosen = self._run_at(inner, widths[narrow], corner, steps, [], len(first.needs))
            if chosen is not None:
                count, self.slot = chosen
                self.corner = corner
                self.fit()
                return count
        if self.slot.width and self.slot.colliderect(board):
            # Where it stands already, if that leaves all in view: Next stays under the
            # pointer (it went corner to corner for a longer run elsewhere, a trial found).
            chosen = self._run_at(inner, self.slot.width, self.corner, steps, general,
                                  len(first.needs))
            if chosen is not None:
                count, self.slot = chosen
                self.fit()
                return count
        corners = [self.corner, *(corner for corner in CORNERS if corner != self.corner)]
        for kept_general, kept_needs in _tiers(len(general), len(first.needs)):
            best: tuple[int, pygame.Rect, str] | None = None
            for width in widths:
                for corner in corners:
                    # The corner that serves the most steps in a row; on a tie the one the
                    # card stands in already, then the earlier in CORNERS.
                    run = self._run_at(inner, width, corner, steps, general[:kept_general],
                                       kept_needs)
                    if run is not None and (best is None or run[0] > best[0]):
                        best = (*run, corner)
                if best is not None:
                    break
            if best is not None:
                count, self.slot, self.corner = best
                self.fit()
                return count
        # Nowhere clear (a tiny window): the side away from the piece, still readable.
        card = self._sized(full, [first.text], first.last, asks=first.asks)
        card.bottomright = inner.bottomright
        self.corner = "bottomright"
        hard = self._hard(first)
        if hard and hard[0].centerx > inner.centerx:
            card.bottomleft = inner.bottomleft
            self.corner = "bottomleft"
        self.slot = card
        self.fit()
        return 1

    def plan_over(self, words: Words, scale: float, part: pygame.Rect,
                  steps: list[CardNeeds], general: list[pygame.Rect], *,
                  fills: bool = False, board: pygame.Rect | None = None) -> int:
        """Stand the card in ``part``, a panel of the table the lesson's author chose
        (Polterfass's tally, Big Shot's west of the map), as tall as its words, on the
        bottom edge of the room the run's steps leave there (clear of everything each of
        them needs in it: the coach's panel; at a move, the buttons; where an earlier move
        of the run puts its piece), Next at the bottom: a card filling the room stood
        640x560 px over the map for two lines (trial s20). With ``fills`` it covers the
        room whole, Next on its top edge (a part that is paper like the card,
        :attr:`Lesson.card_fills_part`). ``general``: what the table keeps in sight (its
        buttons), left in view at a move. Where the first step's words fit no room there,
        the card takes its smaller words (Winner's Circle's narrow near side of the track,
        the only room clear of the horses' rows, trial s26 D/022); a card filling its part
        keeps its words' size and stands elsewhere instead. A part filled that is a band, at
        least three times as wide as tall (Big Shot's, under the map), has the words beside
        the buttons, as a low card's words over a row of buttons did not fit it. Returns
        how many of ``steps`` it serves, one place for all, the words of each fitting; 0
        leaves the card as it was. ``board``: where the end's card in a band may grow (else
        ``part``)."""
        self.scale = scale
        self.speak(words)
        self.board = pygame.Rect(part if board is None else board)
        before, was_beside = self.small, self.beside
        self.beside = fills and part.width >= 3 * part.height
        # A card filling its part keeps its words' size: from one card to the next in the
        # same panel the smaller words read as a sudden shrink (trial s27 D/122-128).
        for small in (False,) if fills else (False, True):
            self.small = small
            count = self._over(part, steps, general, fills=fills)
            if count:
                return count
        self.small, self.beside = before, was_beside
        return 0

    def _over(self, part: pygame.Rect, steps: list[CardNeeds], general: list[pygame.Rect],
              *, fills: bool) -> int:
        """:meth:`plan_over` at the card's words' size now."""
        room, count, last = None, 0, False
        kept: list[pygame.Rect] = []  # what the run's steps so far need in view
        cards: list[tuple[str, bool, bool]] = []  # their words, end and move
        for step in steps:
            last = last or step.last
            hard = self._hard(step)
            kept += [*hard, *step.needs, *(general if hard else [])]
            cards.append((step.text, last, step.asks))
            # Below or above what the run needs, else beside it where that leaves room.
            mine = next((room for room in (self._room(part, kept, beside=False),
                                           self._room(part, kept, beside=True))
                         if room is not None and all(self._fits(room, card) for card in cards)),
                        None)
            if mine is None:
                break
            room, count = mine, count + 1
        if room is not None:
            self.slot, self.corner = room, "topright" if fills else "bottomright"
            self.fills, self.clear_of = fills, [*kept, *general]
            self.fit()
        return count

    def _fits(self, room: pygame.Rect, card: tuple[str, bool, bool]) -> bool:
        """Whether a card of ``card``'s words (with the end's buttons, waiting for a move)
        fits ``room``, its width kept."""
        text, last, asks = card
        sized = self._sized(room.width, [text], last, asks=asks)
        return sized.width <= room.width and sized.height <= room.height

    def _room(self, part: pygame.Rect, kept: list[pygame.Rect], *,
              beside: bool) -> pygame.Rect | None:
        """``part`` clear of everything in ``kept``: from below what lies at its top (the
        tally's written lines, which the card then speaks of) down to the first thing
        further down; with ``beside``, beside a thing where that leaves more room (right
        of the places of the dice Yacht's held 3s go to); None if nothing is left."""
        room = pygame.Rect(part)
        gap = self.px(theme.SPACE_S)
        for rect in sorted(kept, key=lambda rect: rect.top):
            if not rect.colliderect(room):
                continue
            upright = pygame.Rect(room)
            if rect.top <= room.top + gap:
                upright.height = room.bottom - rect.bottom - gap
                upright.top = rect.bottom + gap
            else:
                upright.height = rect.top - gap - room.top
            aside = pygame.Rect(room)
            if rect.left - room.left > room.right - rect.right:
                aside.width = rect.left - gap - room.left
            else:
                aside.width = room.right - rect.right - gap
                aside.left = rect.right + gap
            room = max((upright, aside) if beside else (upright,),
                       key=lambda left: max(0, left.width) * max(0, left.height))
            if room.width <= 0 or room.height <= 0:
                return None
        return room

    def fit(self) -> None:
        """The card for the words it shows now: the run's place, only as tall as they
        need. The width, the right edge and the edge the buttons sit on (the bottom, the
        top in a top corner), and so Next, stay where the run put them; the spare height
        is given back on the other side (a one-line card stands short, not tall and
        empty)."""
        slot = self.slot
        height = slot.height if self.fills else self.height_for(self.text)
        top = slot.y if self.from_top else slot.bottom - height
        self.rect = pygame.Rect(slot.x, top, slot.width, height)
        self.end_row = ""
        if self.finished and self.beside:
            self._grow_for_the_end()

    def _grow_for_the_end(self) -> None:
        """The end's card in a band, a row taller for its buttons side by side at its right
        (:attr:`end_row`): below, or above, where Next and Skip step stood, toward the
        board's middle first (Winner's Circle's band under the header grows down, Big Shot's
        over the prompt line up), within the board and clear of what the run keeps in view;
        where neither is, it stays as it is, its buttons at its left."""
        card, grow = self.rect, self._button_h() + self.px(theme.SPACE_S)
        down = pygame.Rect(card.x, card.y, card.width, card.height + grow)
        up = down.move(0, -grow)
        sides = [(down, "bottom"), (up, "top")]
        for grown, row in sides if card.centery < self.board.centery else sides[::-1]:
            if self.board.contains(grown) and grown.collidelist(self.clear_of) < 0:
                self.rect, self.end_row = grown, row
                return

    def height_for(self, text: str) -> int:
        """How tall the card in its place is with ``text``, its buttons below."""
        return self._sized(self.slot.width, [text], self.finished,
                           asks=not self.explains and not self.finished).height

    def _run_at(self, inner: pygame.Rect, width: int, corner: str, steps: list[CardNeeds],
                general: list[pygame.Rect], kept_needs: int) -> tuple[int, pygame.Rect] | None:
        """How many of ``steps`` a card ``width`` wide in ``corner`` serves, grown to the
        longest of their texts, and where it stands; None when it covers the first step's
        needs (the first ``kept_needs`` of them; the later steps' all, as the card will be
        held to them when they come: the first's count cut a later step's needs, so the
        run's place stood over them and moved at that step)."""
        clear, texts = list(general), list[str]()
        placed = None
        last, asks = False, True
        for step in steps:
            kept = step.needs[:kept_needs] if step is steps[0] else step.needs
            wider = [*clear, *self._hard(step), *kept]
            last, asks = last or step.last, asks and step.asks
            card = self._sized(width, [*texts, step.text], last, asks=asks)
            setattr(card, corner, getattr(inner, corner))
            if card.collidelist(wider) >= 0:
                break
            clear, texts, placed = wider, [*texts, step.text], card
        return None if placed is None else (len(texts), placed)

    def covers(self, step: CardNeeds, *, everything: bool) -> bool:
        """Whether the card stands over the piece ``step`` points at, or with
        ``everything``, over anything ``step`` needs in sight."""
        return self.rect.collidelist([*self._hard(step),
                                      *(step.needs if everything else [])]) >= 0

    def _hard(self, step: CardNeeds) -> list[pygame.Rect]:
        """The piece a step points at, with its glow: never under the card."""
        glow = 2 * self.px(18)
        return [] if step.piece is None else [step.piece.inflate(glow, glow)]

    def over_toasts(self, piece: pygame.Rect | None) -> list[pygame.Rect]:
        """What the card, drawn over the table's toasts, would hide: itself while drawn and
        the ``piece`` it glows on, a hint speaking of both (a trial found Yacht's "click its
        glowing row" under the card)."""
        glow = 2 * self.px(18)  # the glow's reach, as _hard has it
        return [*([pygame.Rect(self.rect)] if self._drawn else []),
                *([piece.inflate(glow, glow)] if piece is not None else [])]

    def _sized(self, width: int, texts: list[str], last: bool = False, *,
               asks: bool = False) -> pygame.Rect:
        """A card ``width`` wide, or as wide as the widest row of buttons it shows in the
        run needs (their labels are never squeezed; the end's two, one above the other,
        only with ``last``), as tall as the longest of ``texts`` and its buttons need: one
        size for the whole run. ``asks``:
        every step of the run waits for the learner's move, so no Next shows, only Skip
        step (Yacht's last "Keep this 3 too" card, too narrow for both beside the held
        dice, stood over the sheet, trial s22)."""
        pad = self._pad()
        gap = self.px(theme.SPACE_S)
        end = [[self.play_button], [self.menu_button]] if last else []
        rows = ([self.skip_button] if asks else [self.next_button, self.skip_button], *end)
        beside = self._column_w(last) + gap if self.beside else 0
        width = max(width, *(self._row_w(row) for row in rows))
        body = max(assets.text(text, self._text_px(), theme.INK,
                               wrap_width=width - 2 * pad - beside).get_height() for text in texts)
        if self.beside:  # the buttons' column: Next over Skip step, or the end's two
            stack = 2 if last or not asks else 1
            return pygame.Rect(0, 0, width, 2 * pad + max(
                body, stack * self._button_h() + (stack - 1) * gap))
        band = self._button_h() * (2 if last else 1) + (gap if last else 0)
        return pygame.Rect(0, 0, width, pad + body + pad + band + pad)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return super().handle_event(self.glide.aimed(event, self.rect))  # where drawn

    def _notes_clear(self) -> list[pygame.Rect]:
        """The card's buttons and what of the table the lesson names (:attr:`notes_spare`).
        The prompt line's words are left clear too while any place spares them (over them
        a hint lay faint, trial s32 J/022: :meth:`draw`)."""
        return [*(button.rect for button in self.buttons), *self.notes_spare]

    def note(self, text: str, seconds: float = NOTE_SECONDS) -> None:
        """Show ``text`` on the card for ``seconds``, over its words, clear of its buttons
        where it fits so (:attr:`notes`)."""
        self.notes.show(text, error=False, seconds=seconds)

    def update(self, dt: float, pace: Callable[[float], float] = lambda _: 0.0) -> None:
        """``pace``: the real time of a nominal one (a move to a new place glides so long)."""
        self.mark_clock += dt
        self.notes.update(dt)
        self.glide.update(dt, pace(GLIDE_SECONDS))
        for button in self.buttons:
            button.update(dt)
        if self._leaving is not None:
            picture, at, left, whole = self._leaving
            self._leaving = (picture, at, left - dt, whole) if left > dt else None

    @property
    def is_leaving(self) -> bool:
        """The card of a step done is still fading out."""
        return self._leaving is not None

    def draw_leaving(self, surface: pygame.Surface, seconds: float, *, cut: bool) -> None:
        """A frame without the card: the one drawn last fades out over ``seconds`` (a
        card vanishing at once looked like a fault), unless ``cut`` (the turn banner or a
        computer's move is coming: nothing stale may stand over them)."""
        if self._drawn and seconds > 0 and not cut:
            bounds = self.rect.inflate(2 * self.px(14), 2 * self.px(14))
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._paint(layer)
            bounds = bounds.clip(layer.get_rect())
            self._leaving = (layer.subsurface(bounds).copy(), bounds, seconds, seconds)
        self._drawn = False
        if cut:
            self._leaving = None
        if self._leaving is None:
            return
        picture, at, left, whole = self._leaving
        gone = 1 - left / whole
        eased = 1 - (1 - gone) ** 3  # ease-out, as the table's own motions
        slide = round(self.px(16) * eased) * (-1 if self.from_top else 1)
        picture.set_alpha(round(255 * (1 - eased)))
        surface.blit(picture, at.move(0, slide))

    def draw_resting(self, surface: pygame.Surface, waiting: str) -> bool:
        """Between a step's words and the next's, the card drawn last stays where it stood
        (:attr:`Lesson.card_rests`), saying only ``waiting`` in muted ink where its words
        stand (trial s38 X/013: an empty cream box); False where none was drawn to stay."""
        if not self._drawn:
            return False
        card, radius = self.rect, self.px(theme.RADIUS_M)
        paint.draw_shadow(surface, card, radius, offset=(0, self.px(4)), blur=self.px(10),
                          alpha=150)
        surface.blit(paint.paper_panel(card.size, radius), card)
        pad, size_px = self._pad(), self._text_px()
        rows = len(self._rows())
        band = rows * self._button_h() + (rows - 1) * self.px(theme.SPACE_S)
        below = band + pad if self.buttons_on_top and not self.beside else 0
        line = assets.text(waiting, size_px, theme.INK_MUTED,
                           wrap_width=card.width - 2 * pad)
        surface.blit(line, (card.x + pad, card.y + pad + below))
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self._drawn, self._leaving = True, None
        slot, top = self.slot, self.from_top
        spot = (slot.x, slot.width, top, slot.y if top else slot.bottom, surface.get_size())
        self.glide.draw(surface, self.rect, spot, self._paint, self.px(14))
        # The notes stand over the prompt line, growing up from it for a second line, and
        # never under the card; with no prompt line known, on the card, at its words' foot.
        prompt = self.notes_place
        if prompt is not None:
            place = prompt.rect
            area = place.inflate(0, place.height).move(0, -place.height // 2)
            self.notes.rect = area
            # A card standing just above the line, or long words on it, can leave a note of
            # two lines no room there (trial s36 S/004: it was never drawn): it may then
            # stand just above the line's words, two lines tall.
            lines = card_height(2, theme.ui_scale(surface.get_size()))
            high = prompt.words_rect().top - self.px(theme.SPACE_S) - lines
            self.notes.reach = (area.union(area.move(0, high - area.top)) if high < area.top
                                else None)
            ringed = [] if self.ringed_piece is None else [self.ringed_piece]
            self.notes.home, self.notes.over = place, [self.rect, *ringed]
            # A hint with no room beside the words nor just above them that hides nothing
            # takes the line itself, its words left out under it (X/001): never text
            # over text (W/014).
            words_rect = prompt.words_rect()
            self.notes.yielding = [words_rect]
            size = surface.get_size()
            self.line_taken = any(face.colliderect(words_rect)
                                  for face in self.notes.rects(size))
            if self.line_taken:
                prompt.draw_bare(surface)
        else:
            self.line_taken = False
            self.notes.yielding = []
            band = len(self._rows()) * (self._button_h() + self.px(theme.SPACE_S))
            words = self.rect.inflate(0, -band)
            self.notes.rect = self.rect.inflate(-self.px(theme.SPACE_S), -self.px(theme.SPACE_S))
            self.notes.home = words.move(0, band // 2 if self.buttons_on_top else -band // 2)
            self.notes.reach = None
        self.notes.draw(surface)
        self.ringed_piece = None

    def _paint(self, surface: pygame.Surface) -> None:
        card = self.rect
        radius = self.px(theme.RADIUS_M)
        paint.draw_shadow(surface, card, radius, offset=(0, self.px(4)), blur=self.px(10),
                          alpha=150)
        surface.blit(paint.paper_panel(card.size, radius), card)
        size_px = self._text_px()
        words = self.words_rect()
        body = assets.text(self.text, size_px, theme.INK, wrap_width=assets.no_lone_word(
            self.text, size_px, words.width))
        surface.blit(body, words.topleft)
        for button in self.buttons:
            button.draw(surface)

    def words_rect(self) -> pygame.Rect:
        """Where the card's words stand: from its padding at its top left (under its
        buttons where they stand on its top edge), as wide as its buttons leave them; right
        of the end's buttons on a band's card that stand at its left. A band's end card
        grown a row (:attr:`end_row`) has them as wide as on the cards before, else as
        wide as its row of buttons leaves them."""
        gap = self.px(theme.SPACE_S)
        beside = self._column_w(self.finished) + gap if self.beside else 0
        if self.end_row:
            beside = self._column_w(False) + gap
            if self._words_at(beside).collidelist([button.rect for button in self.buttons]) >= 0:
                beside = sum(self._button_w(button) + gap for button in self.buttons)
        return self._words_at(beside)

    def _words_at(self, beside: int) -> pygame.Rect:
        """The card's words, as tall as they wrap, ``beside`` its buttons at its side."""
        card, pad, gap = self.rect, self._pad(), self.px(theme.SPACE_S)
        rows = len(self._rows())
        band = rows * self._button_h() + (rows - 1) * gap
        below = band + pad if self.buttons_on_top and not self.beside else 0
        width = card.width - 2 * pad - beside
        size_px = self._text_px()
        body = assets.text(self.text, size_px, theme.INK, wrap_width=assets.no_lone_word(
            self.text, size_px, width))
        return pygame.Rect(card.x + pad + (beside if self.ends_left else 0), card.y + pad + below,
                           width, body.get_height())
