"""The review beside a replayed game: where it was won and lost, along its timeline.

The replay of a finished game (only a finished one: a review reads every seat's
decisions) shows, in the side panel where the log otherwise is, the game's review
as it comes in from the thinker (:class:`~scenes.games.review_desk.ReviewDesk`, a
bar while it runs): the graph of each seat's expected final score along the
timeline (:class:`~scenes.widgets.review_graph.ReviewGraph`; a click goes there),
the verdict of the decision on the table (what was done, the best choice found,
its cost with the estimate's standard error) and buttons to the previous and next
marked decision. Where the game hides something, a switch shows the review "with
hindsight" (every hidden card, order, bet or purse known), a second review worked
out only when asked for; the fair one, from what each seat knew then, is shown
first.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from scenes.games.review_desk import ReviewDesk
from scenes.games.worker import Worker
from scenes.screens.review_words import amount, choice_text, reason_text, when_text
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.review_graph import ReviewGraph
from tabletop.i18n import Words
from tabletop.review import Review, Verdict
from tabletop.review.runner import Request

Names = Callable[[int], str]

PREVIOUS_KEY = pygame.K_LEFTBRACKET
NEXT_KEY = pygame.K_RIGHTBRACKET
HINDSIGHT_KEY = pygame.K_h
CARD_PAD = theme.SPACE_M
"""The verdict card's words stand this far inside it (reference px): at SPACE_S a long line
touched the red rim of a marked decision (trial s37 T/019)."""


def verdict_at(review: Review, position: int) -> Verdict | None:
    """The decision the table is at: the last one begun by ``position`` actions (the one
    about to be taken when it starts there)."""
    begun = [verdict for verdict in review.verdicts if verdict.start <= position]
    return max(begun, key=lambda verdict: verdict.start) if begun else None


def marked_before(review: Review, position: int) -> int | None:
    """Where the marked decision before ``position`` begins (None: none before)."""
    starts = [v.start for v in review.verdicts if v.marked and v.start < position]
    return max(starts) if starts else None


def marked_after(review: Review, position: int) -> int | None:
    """Where the marked decision after ``position`` begins (None: none after)."""
    starts = [v.start for v in review.verdicts if v.marked and v.start > position]
    return min(starts) if starts else None


class ReplayReview:
    """The review panel of one replay: its desks, graph, verdict card and buttons."""

    def __init__(self, worker: Worker, request: Request, *, names: Names,
                 colours: Sequence[int], steps: int, hides_information: bool,
                 go_to: Callable[[int], None], round_starts: Sequence[int] = (),
                 on_done: Callable[[Review, bool], None] | None = None,
                 fair: ReviewDesk | None = None) -> None:
        """``request`` from :func:`scenes.games.gate.review_request` (fair, no hindsight);
        ``go_to(position)`` moves the replay; ``on_done`` hears of the fair review once
        whole (the statistics keep each person's accuracy). ``fair``: the fair review
        another screen has under way (the results'), carried on here rather than begun
        again; that screen keeps it, so :meth:`cancel` leaves it be."""
        self.worker = worker
        self.request = request
        self.names = names
        self.colours = list(colours)
        self.steps = steps
        self.hides_information = hides_information
        self.go_to = go_to
        self.round_starts = list(round_starts)
        """Where each round after the first begins, marked on the graph."""
        self._lent = fair
        self._on_done = on_done
        self.desks: dict[bool, ReviewDesk] = {}
        """The reviews asked for, fair (False) and with hindsight (True): each only once
        it is first shown, so a replay watched without its review costs the thinker
        nothing."""
        if fair is not None:
            fair.resume()
            self.desks[False] = fair
        self.hindsight = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.words = Words("en")
        self.graph: ReviewGraph | None = None
        self._graph_of: Review | None = None
        self._graph_rect = pygame.Rect(0, 0, 0, 0)
        self._card = pygame.Rect(0, 0, 0, 0)
        self._room = pygame.Rect(0, 0, 0, 0)
        self._scroll = 0
        """The card's first line shown, when its words are more than it holds."""
        self._shown_lines = 0
        """How many of the card's lines it shows (all, unless it scrolls)."""
        self._card_lines = 0
        self._card_of: int | None = None
        """The decision the card was scrolled on (a new one starts at its top)."""
        secondary = ButtonStyle.SECONDARY
        self.previous = Button((0, 0, 1, 1), "review.previous_marked", style=secondary,
                               hotkey=PREVIOUS_KEY, on_click=lambda: self._jump(-1))
        self.next = Button((0, 0, 1, 1), "review.next_marked", style=secondary,
                           hotkey=NEXT_KEY, on_click=lambda: self._jump(1))
        self.switch = Button((0, 0, 1, 1), "review.hindsight_off", style=secondary,
                             hotkey=HINDSIGHT_KEY, on_click=self.toggle_hindsight,
                             enabled=hides_information)
        self.position = 0

    @property
    def buttons(self) -> list[Button]:
        return [self.previous, self.next, *([self.switch] if self.hides_information else [])]

    @property
    def desk(self) -> ReviewDesk:
        """The review shown: the fair one, or the one with hindsight when switched on."""
        return self.ask()

    def ask(self) -> ReviewDesk:
        """The review shown, asked for now if it was not yet (the first time it is shown)."""
        desk = self.desks.get(self.hindsight)
        if desk is None:
            request = replace(self.request, hindsight=self.hindsight)
            desk = ReviewDesk(self.worker, request,
                              on_done=None if self.hindsight else self._on_done)
            self.desks[self.hindsight] = desk
        return desk

    @property
    def review(self) -> Review | None:
        """The review shown, once whole (None: not asked for yet, or still worked out)."""
        desk = self.desks.get(self.hindsight)
        return None if desk is None else desk.review

    @property
    def is_working(self) -> bool:
        """A review asked for is still worked out (its bar moves)."""
        return any(desk.running for desk in self.desks.values())

    def toggle_hindsight(self) -> None:
        """Fair, then with hindsight (worked out the first time it is asked for), then fair."""
        if not self.hides_information:
            return
        self.hindsight = not self.hindsight
        self.ask()
        self.switch.set_label("review.hindsight_on" if self.hindsight
                              else "review.hindsight_off")
        self.graph = None  # drawn again from the review now shown

    def _jump(self, direction: int) -> None:
        review = self.review
        if review is None:
            return
        target = (marked_before if direction < 0 else marked_after)(review, self.position)
        if target is not None:
            self.go_to(target)

    def poll(self) -> None:
        """Collect what the thinker sent (every frame)."""
        for desk in self.desks.values():
            desk.poll()

    def cancel(self) -> None:
        """The replay was left: the thinker drops whatever it still works on for it."""
        for desk in self.desks.values():
            if desk is not self._lent:
                desk.cancel()

    # ------------------------------------------------------------------ layout, input

    def px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def layout(self, rect: pygame.Rect, scale: float, words: Words) -> None:
        """Lay the panel out in ``rect`` (the side panel's place)."""
        self.rect, self.scale, self.words = pygame.Rect(rect), scale, words
        pad = self.px(theme.SPACE_M)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        button_h = self.px(40)
        title_h = theme.text_px(TextSize.BODY, scale) + self.px(theme.SPACE_S)
        bottom = inner.bottom
        if self.hides_information:
            self.switch.rect = pygame.Rect(inner.x, bottom - button_h, inner.width, button_h)
            bottom = self.switch.rect.y - self.px(theme.SPACE_S)
        # One under the other, each the panel's width: side by side their words and keycaps
        # shrank below what the sofa reads.
        self.next.rect = pygame.Rect(inner.x, bottom - button_h, inner.width, button_h)
        self.previous.rect = self.next.rect.move(0, -button_h - self.px(theme.SPACE_S))
        bottom = self.previous.rect.y - self.px(theme.SPACE_S)
        top = inner.y + title_h
        # The graph and, under it, the card, as tall as the decision's words need
        # (:meth:`_fit`); until a review is in, the graph's place holds the bar.
        self._room = pygame.Rect(inner.x, top, inner.width, bottom - top)
        self._graph_rect = self._room.copy()
        for button in self.buttons:
            button.words = words
        self.graph = None

    def _graph(self) -> ReviewGraph | None:
        review = self.review
        if review is None or self._graph_rect.width < 10 or self._graph_rect.height < 10:
            return None
        if (self.graph is None or self._graph_of is not review
                or self.graph.rect != self._graph_rect):
            self.graph = ReviewGraph(self._graph_rect, review, self.steps, self.colours,
                                     theme.text_px(TextSize.SMALL, self.scale), self.words,
                                     self.round_starts)
            self._graph_of = review
        return self.graph

    def handle_event(self, event: pygame.event.Event) -> bool:
        """A click on the graph or a button, or one of the panel's keys; True when used."""
        for button in self.buttons:
            if button.handle_event(event):
                return True
        if event.type == pygame.MOUSEWHEEL and self._card.collidepoint(pygame.mouse.get_pos()):
            return self._scroll_card(-event.y)
        if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                and self._card.collidepoint(event.pos) and self._card_lines > self._shown_lines):
            # A click on a card that scrolls shows its next lines, then its top again.
            if not self._scroll_card(self._shown_lines):
                self._scroll = 0
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            graph = self._graph()
            position = None if graph is None else graph.position_at(event.pos)
            if position is not None:
                self.go_to(max(0, min(self.steps, position)))
                return True
            return self.rect.collidepoint(event.pos)  # the panel is paper: nothing below
        return False

    def _scroll_card(self, lines: int) -> bool:
        """Move the card's words by ``lines``; True when they moved."""
        last = max(0, self._card_lines - self._shown_lines)
        scroll = max(0, min(last, self._scroll + lines))
        moved, self._scroll = scroll != self._scroll, scroll
        return moved

    def update(self, dt: float, position: int) -> None:
        self.position = position
        self.poll()
        review = self.review
        self.previous.enabled = review is not None and marked_before(review, position) is not None
        self.next.enabled = review is not None and marked_after(review, position) is not None
        for button in self.buttons:
            button.update(dt)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface, game_id: str, seats: int) -> None:
        words = self.words
        panel = paint.paper_panel(self.rect.size, self.px(theme.RADIUS_M))
        surface.blit(panel, self.rect)
        pad = self.px(theme.SPACE_M)
        small = theme.text_px(TextSize.SMALL, self.scale)
        body = theme.text_px(TextSize.BODY, self.scale)
        title_key = "review.panel_hindsight" if self.hindsight else "review.panel_title"
        title, size = assets.fit_label(words(title_key), body, self.rect.width - 2 * pad,
                                       bold=True)
        surface.blit(assets.text(title, size, theme.INK, bold=True),
                     (self.rect.x + pad, self.rect.y + pad))
        desk = self.desk
        graph = self._graph()
        if graph is None:
            self._draw_waiting(surface, desk.progress, desk.failed, small)
        else:
            review = self.review
            assert review is not None
            lines = self._fit(review, game_id, seats, small)
            graph = self._graph()
            assert graph is not None
            graph.draw(surface, self.position)
            self._draw_card(surface, review, lines, small)
        for button in self.buttons:
            button.draw(surface)

    def _draw_waiting(self, surface: pygame.Surface, progress: float, failed: bool,
                      small: int) -> None:
        words = self.words
        area = self._graph_rect
        text = words("review.failed") if failed else words(
            "review.working", percent=round(100 * progress))
        shown = assets.text(text, small, theme.INK_MUTED, wrap_width=area.width)
        surface.blit(shown, (area.x, area.y + self.px(theme.SPACE_M)))
        if failed:
            return
        bar = pygame.Rect(area.x, area.y + self.px(theme.SPACE_M) + shown.get_height()
                          + self.px(theme.SPACE_S), area.width, self.px(14))
        paint.rounded_rect(surface, bar, theme.PAPER_SHADE, bar.height // 2)
        filled = bar.copy()
        filled.width = max(bar.height, round(bar.width * progress))
        paint.rounded_rect(surface, filled, theme.GOLD, bar.height // 2)
        paint.rounded_rect(surface, bar, theme.PAPER_RIM, bar.height // 2, 1)

    def card_lines(self, review: Review, game_id: str, seats: int) -> list[tuple[str, bool]]:
        """The card's lines for the decision on the table, each with whether it is bold."""
        words = self.words
        verdict = verdict_at(review, self.position)
        if verdict is None:
            return [(words("review.before_first"), False)]
        name = self.names(verdict.seat)
        done = choice_text(words, game_id, verdict.done, "done", self.names, seats,
                           verdict.seat)
        # Until the table shows the choice made, the card says it is made from the table
        # shown: "Computer 2 put Player 1's cube on District 19" stood beside the auction
        # of space 11, before any cube was put (trial s28 E/184).
        shown = self.position >= verdict.end
        # The header names the move only: the player's overall "Good choices 83%" above
        # "A blunder." read as praise of the move (trial s31 I/026); it is the summary's.
        lines = [(words("review.card_who", name=name, when=when_text(words, game_id, verdict)),
                  True),
                 (words("review.card_done" if shown else "review.card_next", name=name,
                        done=done), False)]
        if verdict.is_best:
            # The best choice costs nothing and is never marked: saying so was noise.
            lines.append((words("review.card_best_found"), False))
            return lines
        instead = choice_text(words, game_id, verdict.best, "instead", self.names, seats,
                              verdict.seat)
        lines.append((words("review.card_best", instead=instead), False))
        reason = reason_text(words, game_id, verdict)
        if reason:
            lines.append((reason, False))
        figures = {"cost": amount(verdict.cost, game_id),
                   "error": amount(verdict.stderr, game_id)}
        unit = words(f"review.gain.{game_id}", amount=figures["cost"])
        if verdict.stderr > 0:
            cost = words("review.card_cost_sampled", gain=unit, error=figures["error"],
                         samples=verdict.samples)
        else:
            cost = words("review.card_cost_exact", gain=unit)
        lines.append((cost, False))
        verdict_key = (f"review.severity_{verdict.severity}" if verdict.marked
                       else "review.unmarked")
        lines.append((words(verdict_key), verdict.marked))
        return lines

    def _wrapped(self, review: Review, game_id: str, seats: int, small: int, width: int
                 ) -> list[tuple[int, str, bool, theme.Colour]]:
        symbol = small + self.px(4)
        lines: list[tuple[int, str, bool, theme.Colour]] = []
        for number, (line, bold) in enumerate(self.card_lines(review, game_id, seats)):
            indent = symbol if number == 0 else 0
            # The heading (who, when) in ink; the verdict's own word in brick.
            ink = theme.BRICK_DARK if bold and number > 0 else theme.INK
            lines += [(indent, part, bold, ink)
                      for part in assets.balanced_lines(line, small, width - indent, bold=bold)]
        return lines

    def _fit(self, review: Review, game_id: str, seats: int, small: int
             ) -> list[tuple[int, str, bool, theme.Colour]]:
        """The card's wrapped lines (indent, text, bold, ink), with the card sized to hold them
        under the graph. The graph keeps a readable height while it can, and gives way to
        a strip before the words do; words that still do not fit scroll (the wheel, or a
        click on the card), with arrows saying more is above or below: no line is ever
        cut off at the card's foot."""
        pad = self.px(CARD_PAD)
        width = self._room.width - 2 * pad
        lines = self._wrapped(review, game_id, seats, small, width)
        line_h = round(small * 1.25)
        gap = self.px(theme.SPACE_S)
        need = len(lines) * line_h + 2 * pad
        most = max(line_h + 2 * pad, self._room.height - self.px(96) - gap)
        if need > most:
            most = max(line_h + 2 * pad, self._room.height - self.px(48) - gap)
        shown = max(1, (most - 2 * pad) // line_h)
        if shown < len(lines):  # room at the right for the arrows
            lines = self._wrapped(review, game_id, seats, small, width - small)
        verdict = verdict_at(review, self.position)
        start = None if verdict is None else verdict.start
        if start != self._card_of:
            self._card_of, self._scroll = start, 0
        self._card_lines, self._shown_lines = len(lines), min(shown, len(lines))
        self._scroll_card(0)  # within the lines there are now
        card_h = self._shown_lines * line_h + 2 * pad
        self._card = pygame.Rect(self._room.x, self._room.bottom - card_h, self._room.width,
                                 card_h)
        self._graph_rect = pygame.Rect(self._room.x, self._room.y, self._room.width,
                                       self._card.y - gap - self._room.y)
        return lines

    def _draw_card(self, surface: pygame.Surface, review: Review,
                   lines: list[tuple[int, str, bool, theme.Colour]], small: int) -> None:
        card = self._card
        paint.rounded_rect(surface, card, theme.PAPER_SHADE, self.px(theme.RADIUS_S))
        verdict = verdict_at(review, self.position)
        if verdict is not None and verdict.marked:
            paint.rounded_rect(surface, card, theme.BRICK, self.px(theme.RADIUS_S),
                               max(2, self.px(3)))
        pad = self.px(CARD_PAD)
        inner = card.inflate(-2 * pad, -2 * pad)
        line_h = round(small * 1.25)
        if verdict is not None and self._scroll == 0:  # beside the card's first line
            theme.draw_seat_symbol(surface, self.colours[verdict.seat],
                                   (inner.x + small // 2, inner.y + line_h // 2), small * 0.4)
        shown = lines[self._scroll:self._scroll + self._shown_lines]
        for number, (indent, line, bold, ink) in enumerate(shown):
            surface.blit(assets.text(line, small, ink, bold=bold),
                         (inner.x + indent, inner.y + number * line_h))
        if self._scroll > 0:
            _arrow(surface, (inner.right - small // 2, inner.y + line_h // 2), small // 3, -1)
        if self._scroll + self._shown_lines < len(lines):
            _arrow(surface, (inner.right - small // 2, inner.bottom - line_h // 2), small // 3,
                   1)


def _arrow(surface: pygame.Surface, centre: tuple[int, int], size: int, direction: int) -> None:
    """A small triangle pointing up (-1) or down (1): more of the card's words that way."""
    x, y = centre
    tip = (x, y + direction * size)
    pygame.draw.polygon(surface, theme.INK_SOFT, [(x - size, y - direction * size // 2),
                                                  (x + size, y - direction * size // 2), tip])
