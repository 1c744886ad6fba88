"""Small pieces of the Polterfass table: the serve plaque, notices and the coach's card.

Each face is rendered once per content and size and cached, so a frame only
blits it (the serve plaque changes only while its number counts up).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.coach_card import card_height, draw_coach_card
from scenes.widgets.counter import Counter
from scenes.widgets.seat_plate import STATUS_SEPARATOR, SeatPlate
from scenes.widgets.tween import Pace
from tabletop.bots.polterfass_search import best_serve, throw_state
from tabletop.coach.polterfass import PolterfassAdvice, ThrowOdds
from tabletop.games.polterfass import (
    SPECIALS,
    Double,
    Face,
    Phase,
    PolterfassEngine,
    PolterfassState,
    Remove,
    Special,
    is_number_barrel,
)
from tabletop.i18n import Words

if TYPE_CHECKING:
    from tabletop.session import GameSession


class ServePlaque:
    """The wooden plaque across the mat's top edge, one running figure through the round:
    while the innkeeper throws, what closing the tap now would serve, the standing number
    barrels with every standing X and arrow on its best target (PF-D8; trial s24 read
    "Standing total 11" beside a card saying closing serves 18); once the tap closes, the
    same figure while the marks count up or down to it (:meth:`count`); after the
    reveal, the bill: the serve and the total ordered beside it, after a failed throw
    saying it failed (the failure's ribbon is down by then, PF-D5)."""

    def __init__(self, pace: Pace) -> None:
        self.rect = pygame.Rect(0, 0, 300, 50)
        self.serve = Counter(0, duration=0.6, pace=pace)
        self.bill_total: int | None = None
        self.failed = False
        self.shown = False
        self.pouring = False
        self.shelf: list[Face | None] | None = None
        """The shelf the figure is of while pouring (:meth:`pour`)."""

    @property
    def is_billed(self) -> bool:
        return self.shown and self.bill_total is not None

    def count(self, serve: int, *, final: bool = False) -> None:
        """Counting: go from the figure shown to ``serve`` (when the tap closes, to the
        plain sum the marks then count from). What closing serves stays up until the marks
        come to it, or the ``final`` count differs: it dropped to the plain sum and climbed
        back (issue #32), and "Closing serves 9" became "Counted so far: 15" as the tap
        closed, before the X took its barrel away (trial s28 D/192-193)."""
        if not self.shown:
            self.serve.snap(0)
        if self.pouring and serve != self.serve.target and not final:
            return
        self.shown, self.bill_total, self.pouring, self.shelf = True, None, False, None
        self.serve.set(serve)

    def follow(self, state: PolterfassState) -> None:
        """Snap to ``state``: while the innkeeper throws and the guests order, what closing
        the tap now would serve; while counting, the serve the marks make so far, once it
        is what closing serves (:meth:`count`)."""
        if state.phase in (Phase.ORDERS, Phase.SERVING, Phase.COUNTING):
            closing = best_serve(throw_state(state.up))
            if state.phase is Phase.COUNTING and state.serve() == closing:
                self.snap(state.serve())
            else:
                self.pour(state.up)
        else:
            self.clear()

    def snap(self, serve: int) -> None:
        self.shown, self.bill_total, self.pouring, self.shelf = True, None, False, None
        self.serve.snap(serve)

    def pour(self, shelf: Sequence[Face | None] | None) -> None:
        """Throwing: what closing the tap would serve with ``shelf`` standing, at once (None:
        nothing changed on the shelf). Counted up, the figure glided through sums no
        barrels made (trial: a 9 and a 6 on the shelf, the plaque counting up from 0 to
        15). The closing line over the buttons reads the same shelf, so the two change in the
        same frame (trial s33 L/017: the line had the X the shelf did not hold yet)."""
        if shelf is None:
            return
        self.shown, self.bill_total, self.pouring, self.shelf = True, None, True, list(shelf)
        self.serve.snap(best_serve(throw_state(self.shelf)))

    def bill(self, serve: int, total: int, *, failed: bool = False) -> None:
        self.shown, self.bill_total, self.pouring, self.failed = True, total, False, failed
        self.shelf = None
        self.serve.set(serve)

    def clear(self) -> None:
        self.shown, self.bill_total, self.pouring, self.failed = False, None, False, False
        self.shelf = None

    def update(self, dt: float) -> None:
        self.serve.update(dt)

    def draw(self, surface: pygame.Surface, words: Words, scale: float) -> None:
        if not self.shown:
            return
        rect = self.rect
        paint.draw_shadow(surface, rect, rect.height // 3, offset=(0, theme.px(3, scale)),
                          blur=theme.px(6, scale))
        surface.blit(_plaque(words, rect.size, self.serve.shown, self.bill_total, scale,
                             self.pouring, self.failed), rect)


@sized_by_window(maxsize=64)
def _plaque(words: Words, size: tuple[int, int], serve: int, ordered: int | None,
            scale: float, pouring: bool = False, failed: bool = False) -> pygame.Surface:
    width, height = size
    plaque = paint.wood_board(size, height // 3).copy()
    # A darker stain than the shelf's wood: the gold figure reads at 4.5:1 or more on its
    # lightest grain (4.37:1 at 1280x720 on the plain board).
    plaque.fill((217, 217, 217), special_flags=pygame.BLEND_RGB_MULT)
    key = "plaque_poured" if pouring else "plaque_serve"
    text = words(f"polterfass_scene.{key}", serve=serve)
    if ordered is not None:
        bill = "plaque_bill_failed" if failed else "plaque_bill"
        text = words(f"polterfass_scene.{bill}", serve=serve, total=ordered)
    label = assets.shadowed_text(text, plaque_text_px(text, size, scale), theme.GOLD_LIGHT,
                                 bold=True)
    plaque.blit(label, label.get_rect(center=(width // 2, height // 2)))
    return paint.ready(plaque)


def plaque_text_px(text: str, size: tuple[int, int], scale: float) -> int:
    """The plaque's words' size: a heading's where they fit, never under the small size."""
    width, height = size
    px = assets.fit_text_px(text, theme.text_px(TextSize.HEADING, scale), width - height // 2,
                            bold=True)
    return max(px, theme.text_px(TextSize.SMALL, scale))


def draw_coach(words: Words, surface: pygame.Surface, rect: pygame.Rect,
               advice: PolterfassAdvice | None, scale: float, *, watching: bool = False) -> None:
    """The coach's card under the buttons: its advice, or that it still thinks; while a
    move plays on the table (``watching``), that it waits for the barrels: the advice on
    show is the last decision's, and "Nothing to weigh up yet" stood over a throw still
    rolling (trial s27)."""
    lines = advice.lines(words.language) if advice is not None and not watching else None
    thinking = words("polterfass_scene.coach_watching" if watching
                     else "polterfass_scene.coach_thinking")
    draw_coach_card(surface, rect, words("polterfass_scene.coach_title"), lines, scale,
                    thinking=thinking,
                    empty=words("polterfass_scene.coach_nothing"), lead=TextSize.BODY)


LONGEST_ADVICE = (
    PolterfassAdvice("innkeeper", 99, (ThrowOdds((), 1.0, 99.9),), standing_total=98),
    PolterfassAdvice("innkeeper", 99, (ThrowOdds((), 1.0, 9.9),), standing_total=98),
    PolterfassAdvice("guest", 99, standing_total=98),
    PolterfassAdvice("innkeeper", 99, counted_serve=99),
)
"""Each kind of advice at its longest: the verdicts (throw, close) with the serve the X and
arrows change, a guest's standing serve, and the count."""


def coach_lines(words: Words) -> list[list[str]]:
    """Every set of lines the coach's card can show, at their longest figures."""
    said = [advice.lines(words.language) for advice in LONGEST_ADVICE]
    return said + [[words(f"polterfass_scene.{key}")]
                   for key in ("coach_thinking", "coach_watching", "coach_nothing")]


def coach_height(words: Words, width: int, scale: float) -> int:
    """The height the coach's card needs to show whole whatever it says: the lines it left
    off ran past its box, the serve of closing now among them (trial s28 D/203)."""
    title = words("polterfass_scene.coach_title")
    return max(card_height(width, title, lines, scale, TextSize.BODY)
               for lines in coach_lines(words))


def draw_notice(surface: pygame.Surface, rect: pygame.Rect, text: str, scale: float) -> None:
    """A paper ribbon across the mat saying what just happened (a failed throw)."""
    box = notice_box(rect, text, scale)
    paint.draw_shadow(surface, box, box.height // 4, offset=(0, theme.px(5, scale)),
                      blur=theme.px(10, scale), alpha=170)
    surface.blit(_notice(rect.size, text, scale), box)


def notice_box(rect: pygame.Rect, text: str, scale: float) -> pygame.Rect:
    """Where the ribbon for ``text`` lies: ``rect``, taller round its middle for a text
    that takes two lines in its width."""
    box = pygame.Rect((0, 0), _notice(rect.size, text, scale).get_size())
    box.center = rect.center
    return box


@sized_by_window(maxsize=16)
def _notice(size: tuple[int, int], text: str, scale: float) -> pygame.Surface:
    width, height = size
    label = _fitted(text, width - height // 2, scale)
    height = max(height, label.get_height() + height // 3)
    # The top starts at plain brick: a lighter top left paper ink at 4.4:1, under the
    # 4.5:1 every text a player reads keeps (issue #32, measured by tests/tools/text_heights).
    ribbon = paint.gradient_panel((width, height), theme.BRICK, theme.BRICK_DARK, size[1] // 4,
                                  theme.darker(theme.BRICK_DARK, 0.3), 2).copy()
    ribbon.blit(label, label.get_rect(center=(width // 2, height // 2)))
    return paint.ready(ribbon)


def _fitted(text: str, room: int, scale: float) -> pygame.Surface:
    """``text`` in paper white on one line at the body size, or smaller down to the small
    size; where even that is too wide, on two lines at the body size."""
    body = theme.text_px(TextSize.BODY, scale)
    px = assets.fit_text_px(text, body, room, bold=True)
    if px < theme.text_px(TextSize.SMALL, scale):
        return assets.paragraph(text, body, theme.PAPER, room, bold=True)
    return assets.shadowed_text(text, px, theme.PAPER, bold=True)


def band_words(words: Words, state: PolterfassState, session: GameSession,
               named: int | None, shelf: Sequence[Face | None] | None) -> str:
    """What the order cards' band says while no guest holds the cards there (trial s23: it
    was empty felt): where and when the orders come, who is ordering, where they lie. It
    names no seat but the one the prompt names (``named``, whose plate glows: the mover's
    while a move plays): it said "Player 1 is choosing an order" over "Computer's turn"
    (trial s26 D/149, 213). While the innkeeper throws, how closing comes to the plaque's
    figure, of the plaque's ``shelf`` (trial s33 L/017)."""
    if state.phase is Phase.FIRST_THROW:
        return words("polterfass_scene.band_first_throw", name=session.name(state.innkeeper))
    if state.phase is Phase.ORDERS and named == state.innkeeper:
        # The throw lies on the table: "After Joon's first throw" read as still to come
        # (trial s32 J/014).
        return words("polterfass_scene.band_orders_next")
    if closing := closing_line(words, state, shelf):
        return closing
    seat = session.current_seat
    if state.phase is Phase.ORDERS and seat is not None and named in (None, seat):
        return words("polterfass_scene.band_ordering", name=session.name(seat))
    if state.phase in (Phase.ORDERS, Phase.SERVING, Phase.COUNTING):
        return words("polterfass_scene.band_orders_down")
    return ""


def closing_line(words: Words, state: PolterfassState,
                 shelf: Sequence[Face | None] | None) -> str:
    """While the innkeeper serves, how closing comes to the plaque's figure, of the
    plaque's ``shelf`` (:func:`closing_words`); else "". Every time the innkeeper chooses
    between throwing again and closing: it stood only while a special barrel stood, and
    "The orders lie face down" took its place beside a 9 and an 8 (trial Z2/021)."""
    if state.phase is Phase.SERVING and shelf is not None:
        return closing_words(words, shelf)
    return ""


def closing_words(words: Words, up: Sequence[Face | None]) -> str:
    """How closing the tap now comes to the plaque's figure: the standing numbers' sum,
    then what each standing X and arrow does on its best target (PF-D8: X first, on the
    lowest numbers; the arrows on the highest survivors). "Closing serves 24" stood over
    2, 3, 7, 5 and an arrow with nothing saying why (trial s31 I/011)."""
    numbers = sorted((face for barrel, face in enumerate(up)
                      if is_number_barrel(barrel) and isinstance(face, int)), reverse=True)
    ends = [up[barrel] for barrel in SPECIALS]
    xs, arrows = ends.count(Special.X), ends.count(Special.ARROW)
    kept = numbers[:len(numbers) - min(xs, len(numbers))]
    taken, doubled = numbers[len(kept):], kept[:arrows]
    effects: list[str] = []
    for many, faces, sign in ((xs, taken, "x"), (arrows, doubled, "arrow")):
        if faces:
            joined = words("polterfass_scene.closing_and").join(map(str, faces))
            key = f"closing_{sign}s" if len(faces) > 1 else f"closing_{sign}"
            effects.append(words(f"polterfass_scene.{key}", faces=joined, points=sum(faces)))
        if many > len(faces):
            effects.append(words(f"polterfass_scene.closing_{sign}_idle"))
    # One number needs no sum: "5 = 5, X takes out 5" (trial s37 U/006); no special
    # standing, the numbers alone: "9+8 → 17".
    line = ("closing_sum" if not effects else
            "closing_line" if len(numbers) > 1 else "closing_line_one")
    return words(f"polterfass_scene.{line}", numbers="+".join(map(str, numbers)) or "0",
                 sum=sum(numbers), effects=", ".join(effects),
                 serve=sum(kept) + sum(doubled))


def lit_seat(plates: Sequence[SeatPlate]) -> int | None:
    """The seat whose plate glows: the one the prompt names (the mover's while a move
    plays, scenes/games/driver.py)."""
    return next((seat for seat, plate in enumerate(plates) if plate.is_active), None)


def draw_order_mark(surface: pygame.Surface, card: pygame.Rect, scale: float) -> None:
    """A chosen order card's tick: a green seal with an ivory check over its top edge. The
    focus ring on a card not chosen read as a third choice beside two chosen ones, both
    gold (trial s27 D/141); the tick is the choice's own mark, and the gold glow the
    focus's and the pointer's."""
    radius = max(8, card.width // 6)
    centre = (card.centerx, card.top)
    pygame.draw.circle(surface, theme.FELT_DARK, centre, order_mark_reach(card.width, scale))
    pygame.draw.circle(surface, theme.FELT_LIGHT, centre, radius)
    x, y = centre
    tick = [(x - radius * 0.5, y), (x - radius * 0.12, y + radius * 0.4),
            (x + radius * 0.5, y - radius * 0.38)]
    pygame.draw.lines(surface, theme.IVORY, False, tick, max(2, radius // 4))


def order_mark_reach(card_width: int, scale: float) -> int:
    """How far a chosen order card's tick (:func:`draw_order_mark`) reaches over its top
    edge, the card ``card_width`` wide."""
    return max(8, card_width // 6) + theme.px(2, scale)


def draw_band(surface: pygame.Surface, band: pygame.Rect, text: str, scale: float) -> None:
    """``text`` across the middle of the order cards' empty band."""
    if text:
        label = _fitted(text, band.width, scale)
        surface.blit(label, label.get_rect(center=band.center))


def plate_status(words: Words, view: PolterfassEngine, seat: int, innkeeper: int,
                 base: str) -> str:
    """A seat plate's second line: "Innkeeper", "order placed" once a guest has ordered,
    else "Guest" (before a computer's own line, ``base``). A person's plate as a guest
    once showed nothing while the others named a role or "Computer"."""
    if view.is_over:
        return base
    if seat == innkeeper:
        return words("polterfass.role.innkeeper")
    if view.state.orders.has_chosen(seat):
        return words("polterfass_scene.status_ordered")
    return STATUS_SEPARATOR.join(part for part in (words("polterfass.role.guest"), base) if part)


def prompt_words(words: Words, view: PolterfassEngine, name: str, shown: Phase) -> str:
    """What the person to act may do, once the table shows the phase (``shown``) they act
    in; until then only whose turn it is. The innkeeper's "throw again (Space) or close
    the tap (C)" once stood two seconds before its buttons, while the last guest's order
    card still flew to its coaster."""
    state = view.state
    if state.phase is not shown:
        return words("widgets.your_turn", name=name)
    key = {Phase.FIRST_THROW: "prompt_throw", Phase.ORDERS: "prompt_order"}.get(state.phase)
    if state.phase is Phase.SERVING:
        specials = bool(state.standing_specials()) and view.options["rethrow_standing_specials"]
        key = "prompt_serve_specials" if specials else "prompt_serve"
    elif key is None:
        key = "prompt_remove" if state.pending_count() is Remove else "prompt_double"
    return words(f"polterfass_scene.{key}", name=name)


def forced_count(state: PolterfassState) -> Remove | Double | None:
    """The count due now where the rules leave the innkeeper no choice (PF-D8: each X
    and arrow must act, each on a different barrel): as many X's (or arrows) still to act
    as barrels they may take, so every one is taken whatever is picked. It plays without
    a press (trial s35 Q/013: "Double the 8" asked to confirm the only barrel left to
    double). None where the innkeeper picks."""
    step = state.pending_count()
    if step is None:
        return None
    survivors = state.survivors()
    if step is Remove:
        left, targets = state.special_count(Special.X) - len(state.removed), survivors
    else:
        left = state.special_count(Special.ARROW) - len(state.doubled)
        targets = [barrel for barrel in survivors if barrel not in state.doubled]
    return step(state.innkeeper, targets[0]) if left >= len(targets) else None
