"""The results screen: the standings (:mod:`scenes.screens.results_standings`: a podium,
the rest in a rank list), the game's review, the high-score table, confetti.

Places come from :meth:`GameSpec.places` (the engine's ``winners()`` with its
own tie-breaks first, then score in the game's direction). A game with one
seat is worded as a score ("Your score"), never as a win.

A finished game's table *replaces* itself with ``ResultsScene(context,
session, ...)`` (its driver asks ``context.navigator`` for it), so the stack is
``[menu, results]``: Play again replaces the results with a new game at the same
seats, Menu pops back. The phones of the game
just played stay paired here (their server still listening) for Play again, and stop
when the results are left any other way.

The game's review (:mod:`scenes.screens.results_review`) is worked out in the background from
the moment the results show, beside the standings: each person's costliest decisions
with a Watch button each, and their accuracy.

The results stay until a deliberate choice (issue #32): the keyboard's focus shows on Watch
again, never on a button that leaves them, from the moment keys count (after the grace of
:attr:`ResultsScene.input_grace`), and Enter or Space (a
controller's A or X) does nothing but say how to choose until an arrow key or Tab has
moved it, or until the keys have rested :data:`DELIBERATE_PAUSE` seconds with the focus in
view; a click works at once. The button with the focus is the one drawn gold.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import TYPE_CHECKING

import pygame

from scenes.games.gate import actions_taken, public_view
from scenes.screens.dialogs import PanelScene
from scenes.screens.high_score_list import ListedScore, draw_high_score_rows, listed_scores
from scenes.screens.results_review import ResultsReview
from scenes.screens.results_standings import Standings
from scenes.shell import assets, theme
from scenes.shell.context import AppContext
from scenes.shell.scene import Pop, Push, Replace, Transition
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.confetti import Confetti
from scenes.widgets.focus import ACTIVATE_KEYS, REACH_KEYS
from tabletop import storage
from tabletop.session import GameSession
from tabletop.storage.recording import counted

if TYPE_CHECKING:
    from scenes.games.phone_desk import PhoneDesk
    from scenes.widgets.toast import Toast

HIGH_SCORE_ROWS = 3
"""The most rows of the high scores the results list (Statistics lists the whole table)."""
HIGH_SCORE_ROW_H = 30

DELIBERATE_PAUSE = 2.5
"""Seconds with the focus in view and no key pressed after which Enter or Space presses
the focused button: a press after a breath is a choice (trial s23: Enter on the ringed
Menu, 3 s after a burst, did nothing), while a press every second or so, meant for the
game, never waits that long (trial s15)."""


class ResultsScene(PanelScene):
    """Who won, by how much, and the table of best scores (the result was recorded when
    the game ended)."""

    input_grace = 1.5
    """The standings are read before anything moves on: a key pressed in a hurry after
    the last move, or held from it, does nothing for this long (DESIGN §3)."""
    grace_most = 2.0
    """Presses in the grace keep it on, never past this (trial s33 M/012: a burst kept the
    buttons dead for seconds); Enter and Space still choose only once ``reached``."""

    def __init__(self, context: AppContext, session: GameSession,
                 format_score: Callable[[int], str] = theme.number,
                 phones: PhoneDesk | None = None) -> None:
        """``phones`` are the finished game's, handed over by its table."""
        super().__init__(context)
        self.session = session
        self.phones = phones
        """The finished game's phones, kept for Play again."""
        # The game scene's own unit ("$4,500", "33M"), so no score loses it here.
        self.format_score = format_score
        game = public_view(session)  # over: its scores and winners are everybody's
        self.scores = list(game.scores())
        self.winners = list(game.winners())
        self.places = session.spec.places(game)
        self.options = dict(game.options)
        self.standings = Standings(session, self.scores, self.winners, self.places,
                                   format_score, context.pace)
        self.shown = False
        self.high_scores: list[storage.HighScore] = []
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.score_panel = pygame.Rect(0, 0, 0, 0)
        self.age = 0.0
        self.confetti = Confetti(seed=actions_taken(session), pace=context.pace)
        self.review = ResultsReview(session, self.watch_at, persist=context.persist,
                                    write=context.write)
        self.review_panel = pygame.Rect(0, 0, 0, 0)
        self.lost_rect = pygame.Rect(0, 0, 0, 0)
        """The line saying this game's record could not be kept (empty when it was)."""
        self.reached = False
        """An arrow key or Tab has moved the keyboard's focus, or the keys rested with it in
        view: only then does Enter press the focused button (a steady Enter and Space after
        the last move, a press every second or so, walked through the results to the menu
        unread: trial s15)."""
        self.resting = 0.0
        """Seconds since the focus showed or a key was last pressed (:data:`DELIBERATE_PAUSE`)."""
        self.focus_shown = False
        """The focus has been shown where it rested, once keys count (trial s21: no
        button showed it until an arrow moved it, and a keyboard's player could not see
        where they were)."""
        self.watched = False
        """A replay was opened from here (Watch again, Watch): coming back takes no grace."""
        self._hint: Toast | None = None
        """The toast saying how to choose, while it shows."""
        self.live = False
        """Presses count: the grace is over (its buttons look pressable from then)."""
        # Down or Right from Menu, the edge of the row, leaves the focus there: it never
        # comes round to Play again, where Down then Enter would start a game.
        self.ring.wraps = False

    @property
    def game_id(self) -> str:
        return self.session.spec.id

    def enter(self) -> None:
        if not self.shown:
            self.shown = True
            # Normally recorded the moment the game ended (AppContext.record_finished);
            # a session that never had the autosave hook is recorded here, once.
            self.context.record_finished(self.session)
            if self.session.spec.keeps_high_scores:
                self.high_scores = storage.high_scores(self.game_id)
            self.standings.count_up()
            # No party for a computer beating everybody (s31 I/001), nor its fanfare: a
            # page's soft turn says the game is over.
            self.context.play("cheer" if self.a_person_won else "card_flip")
            if self.a_person_won:
                self.confetti.start(self.size)
            self.review.start()
        super().enter()
        self.show_notices()

    def play_again(self) -> None:
        session = GameSession.start(self.session.spec, self.session.seats,
                                    self.context.new_seed(), self.options,
                                    autosave=self.context.autosave)
        if self.session.spec.counts_in_statistics(self.options):
            self.context.write(lambda: storage.record_started(self.game_id))
        phones, self.phones = self.phones, None  # the next table keeps or stops them
        self.go(Replace(self.context.navigator.play(session, phones=phones)))

    def exit(self) -> None:
        # Left for the menu (or the program quit): no phone is paired for a next game.
        phones, self.phones = self.phones, None
        if phones is not None:
            phones.stop()
        self.review.stop()
        super().exit()

    def pause(self) -> None:
        self.review.pause()
        super().pause()

    def resume(self) -> None:
        self.review.resume()
        if self.watched:
            # Back from a replay the standings were read already: a click is meant (trial
            # s23: Menu clicked 1.5 s after Esc did nothing, the next click hit Watch again).
            self.input_grace = 0.0
        super().resume()

    def watch_again(self) -> None:
        """The finished game step by step in its own scene; Esc comes back here. The replay
        carries on the review under way here, where its panel began anew at 1% (trial s26
        B/151 vs B/157)."""
        self.watched = True
        self.go(Push(self.context.navigator.replay(self.session, review=self.review.lend())))

    def watch_at(self, position: int) -> None:
        """The replay at ``position`` (a decision the review points out, before it is made),
        with the review the results hold."""
        self.watched = True
        self.go(Push(self.context.navigator.replay(self.session, at=position,
                                                   review=self.review.lend())))

    def layout(self) -> None:
        width, height = self.size
        has_table = self.session.spec.keeps_high_scores
        top = self.px(150)
        button_h = self.px(58)
        button_y = height - self.px(36) - button_h
        bottom = button_y - self.px(24)
        self.lost_rect = pygame.Rect(0, 0, 0, 0)
        if self.session.record_lost is not None:  # its line stands between panels and buttons
            self.lost_rect = pygame.Rect(self.px(40), bottom - self.px(52), width - self.px(80),
                                         self.px(52))
            bottom = self.lost_rect.y - self.px(12)
        gap = self.px(theme.SPACE_L)
        # The standings, and beside them the review over the high scores (when the game
        # keeps them: their best few rows, in the column's lower part).
        side_w = self.px(520)
        panel_w = min(self.px(560), width - self.px(80) - side_w - gap)
        left = (width - panel_w - side_w - gap) // 2
        self.panel = pygame.Rect(left, top, panel_w, bottom - top)
        self.standings.place(self.panel, self.panel.bottom - self.px(theme.SPACE_M)
                             - self._scoring_caption().get_height() - self.px(12), self.scale)
        table_h = self._high_scores_height() if has_table else 0
        self.score_panel = pygame.Rect(self.panel.right + gap, bottom - table_h, side_w,
                                       table_h)
        pad = self.px(theme.SPACE_M)
        self.review_panel = pygame.Rect(self.panel.right + gap, top, side_w,
                                        bottom - top - (table_h + pad if has_table else 0))
        watch_buttons = self.review.layout(self.review_panel.inflate(-2 * pad, -2 * pad),
                                           self.scale, self.context.words)
        button_gap = self.px(24)
        widths = (self.px(260), self.px(240), self.px(220))
        x = (width - sum(widths) - 2 * button_gap) // 2
        again = Button((x, button_y, widths[0], button_h),
                       "app.results.play_again", style=ButtonStyle.SECONDARY,
                       on_click=self.play_again)
        watch = Button((x + widths[0] + button_gap, button_y, widths[1], button_h),
                       "replay.watch_again", style=ButtonStyle.SECONDARY,
                       on_click=self.watch_again)
        menu = Button((x + widths[0] + widths[1] + 2 * button_gap, button_y, widths[2], button_h),
                      "app.results.menu", style=ButtonStyle.SECONDARY,
                      on_click=lambda: self.go(Pop()))
        # The focus rests on Watch again, and shows once keys count (update): a stray
        # Enter or Space, meant for the game, opens the replay, whose Esc comes back here,
        # and never leaves the results for good (trial s31 I/017: Space on the focused Menu,
        # 6 s after the last roll, and the results were gone) nor starts a new game. A new
        # layout (the review's Watch buttons coming in) keeps the place the focus had.
        before = self.ring.buttons
        focused = self.ring.focused or self.ring.resting
        fixed = [again, watch, menu]
        target = watch
        if focused in before[-3:]:
            target = fixed[before[-3:].index(focused)]
        elif focused in before and before.index(focused) < len(watch_buttons):
            target = watch_buttons[before.index(focused)]
        shown = self.ring.focused is not None
        self.ring.set_buttons([*watch_buttons, *fixed])
        if shown:
            self.ring.focus(target)
        else:
            self.ring.rest(target)
        self.light_focus()
        # No place free (Yacht's full review over its high scores): the hint covers the
        # caption a while, else review lines, never a button, the title, the standings (s34
        # O/014: over 2nd place), a panel's edge: wholly in a panel or on the felt (s21).
        panels = [self.panel, self.review_panel, *([self.score_panel] if has_table else [])]
        self.toasts.over = [pygame.Rect(0, 0, width, self.panel.y),
                            *(b.rect for b in [*watch_buttons, *fixed]), self.lost_rect,
                            *(edge for panel in panels
                              for edge in paint.rim_strips(panel, self.px(theme.SPACE_S)))]
        self.toasts.protected = lambda: [self.standings.rect()]
        self.toasts.yielding = [self._caption_rect(self._scoring_caption())]

    def light_focus(self) -> None:
        """The focused button is the gold one, as the cursor's button is on a console's
        results, and no other: Play again stood gold while the keyboard's focus was on Menu,
        two buttons that each looked like the one Enter presses (trial s15). While the
        focus rests unshown, Enter presses nothing, and no button is gold. In the first
        second's grace, when no press or click does anything, every button looks it:
        dimmed, no hover (trial s23: they looked ready and a click did nothing)."""
        for button in self.ring.buttons:
            button.enabled = self.live
            button.style = (ButtonStyle.PRIMARY if button is self.ring.focused
                            else ButtonStyle.SECONDARY)

    def toast_clear(self) -> list[pygame.Rect]:
        """The buttons, and every word read here: the title and winner, the standings, the
        review's lines, the high scores; the caption under the standings while another
        place is free (``yielding``). (The hint stood over the three buttons' tops, trial
        s15, and over "Penalty points: the fewest wins.", the review half empty, s19.)"""
        return [*super().toast_clear(), *self.toasts.over, self.standings.rect(),
                self.review.drawn(), self.score_panel]

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in REACH_KEYS:
            self.reached = True
            # Enter presses a focus only once it has stood still a moment: Down then Enter,
            # pressed again and again for the last score, came back after a breath and
            # left the results unread, the Down showing Menu and the Enter pressing it
            # (trial s16).
            self.context.manager.guard_activation(from_now=True)
            self._say(None)  # the focus it spoke of shows now
        elif (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and self.focus_shown
              and self.resting >= DELIBERATE_PAUSE):
            self.reached = True  # a press after a breath, the focus in view: a choice
        elif (event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS
              and not self.reached):
            # Not a choice yet: a press every second or so, meant for the game, left the
            # results for the menu (trial s15). Say how to choose; nothing moves.
            self._say("app.results.choose_hint_pad" if self.context.input.using_controller
                      else "app.results.choose_hint", 3.0)
            self.resting = 0.0
            return None
        if event.type == pygame.KEYDOWN:
            self.resting = 0.0
        transition = super().handle_event(event)
        self.light_focus()  # an arrow, Tab or the pointer moved the focus
        return transition

    def press_held_back(self) -> None:
        """A press the grace, or the quiet after an arrow, took says so: an Enter on the
        focused Menu did nothing, without a word, and a second one worked (trial s33 L/016)."""
        self._say("app.results.held_back", 2.0)

    def _say(self, key: str | None, seconds: float = 0.0) -> None:
        """One card at a time says why a press did nothing (``key`` None: none now)."""
        if self._hint is not None:
            self.toasts.drop(self._hint)
        self._hint = (None if key is None else self.toasts.show(
            self.context.words(key), error=False, seconds=seconds))

    def update(self, dt: float) -> Transition | None:
        if self.review.poll(self.context.manager.frame_seconds):  # fades in real time
            self.relayout()  # its Watch buttons
        self.age += dt
        self.resting += dt
        live = not self.context.manager.in_grace
        if live != self.live:  # the buttons come alive (or a press kept the grace on)
            self.live = live
            self.light_focus()
            if live:
                self._say(None)  # "Not yet" is past
        if not self.focus_shown and live:
            self.resting = 0.0
            self.focus_shown = True
            resting = self.ring.resting
            if self.ring.focused is None and resting is not None:
                self.ring.focus(resting)
                self.light_focus()
        self.standings.update(dt)
        self.confetti.update(dt)
        return super().update(dt)

    def is_still(self) -> bool:
        return (not self.confetti.is_active and self.age > 1.0 and not self.review.is_working
                and not self.standings.is_moving
                and super().is_still())

    @property
    def is_solo(self) -> bool:
        return self.standings.is_solo

    @property
    def a_person_won(self) -> bool:
        """A seat played by a person is among the winners (a game of several seats)."""
        return not self.is_solo and any(self.session.seats[seat].is_person
                                        for seat in self.winners)

    def headline(self) -> str:
        words = self.context.words
        names = [self.session.name(seat) for seat in self.winners]
        if self.is_solo:
            return words("app.results.solo", score=self.format_score(self.scores[0]))
        if len(names) == 1:
            return words("app.results.winner", name=names[0])
        return words("app.results.shared", names=words("app.results.and").join(names))

    def draw_content(self, surface: pygame.Surface) -> None:
        # The confetti rains on the table behind the words and panels, never over a name
        # or a score being read.
        self.confetti.draw(surface)
        words = self.context.words
        self.draw_title(surface, words("app.results.title", game=words(f"{self.game_id}.title")),
                        self.px(50))
        banner = assets.shadowed_text(self.headline(), assets.fit_text_px(
            self.headline(), self.px(36), self.size[0] - self.px(80), bold=True),
            theme.GOLD_LIGHT, bold=True)
        surface.blit(banner, banner.get_rect(center=(self.size[0] // 2, self.px(110))))
        self.draw_panel(surface, self.panel)
        self.standings.draw(surface, words, self.age)
        self._draw_scoring(surface)
        self.draw_panel(surface, self.review_panel)
        self.review.draw(surface, self.context.words)
        if self.session.spec.keeps_high_scores:
            self.draw_panel(surface, self.score_panel)
            self._draw_high_scores(surface)
        self._draw_record_lost(surface)

    def _draw_record_lost(self, surface: pygame.Surface) -> None:
        """That this game's record could not be kept (not counted, no replay), on a
        brick-red strip, each time it happens: the once-a-run dialog had said it for an
        earlier game, and a second game on a full disk ended with no word (trial s23)."""
        lost = self.session.record_lost
        if lost is None:
            return
        text = lost.text(self.context.words)
        px = assets.fit_text_px(text, self.font_px(TextSize.BODY),
                                self.lost_rect.width - 2 * self.px(theme.SPACE_M), bold=True)
        paint.rounded_rect(surface, self.lost_rect, theme.BRICK_DARK, self.px(10))
        line = assets.text(text, px, theme.PAPER, bold=True)
        surface.blit(line, line.get_rect(center=self.lost_rect.center))

    def _scoring_caption(self) -> pygame.Surface:
        """What the numbers are ("Penalty points: the fewest wins"), for the panel's foot."""
        return assets.text(self.context.words(f"{self.game_id}.scoring"),
                           self.font_px(TextSize.SMALL), theme.INK_SOFT,
                           wrap_width=self.panel.width - 2 * self.px(theme.SPACE_L))

    def _draw_scoring(self, surface: pygame.Surface) -> None:
        """The caption, but not while the hint stands over it (no other place free): the
        card is see-through as it fades in and out, and the two lines read as one jumble
        (trial s27 D/181); the caption comes back when the hint has gone."""
        caption = self._scoring_caption()
        place = self._caption_rect(caption)
        if place.collidelist(self.toasts.rects(self.size)) < 0:
            surface.blit(caption, place)

    def _caption_rect(self, caption: pygame.Surface) -> pygame.Rect:
        """Where the caption stands: at the foot of the standings' panel."""
        return caption.get_rect(midbottom=(self.panel.centerx,
                                           self.panel.bottom - self.px(theme.SPACE_M)))

    def listed_scores(self, capacity: int) -> list[ListedScore]:
        """The high-score list as shown here: the kept table, and every seat of this game
        in it where its score stands (:func:`listed_scores`); none of them when the game
        was not counted (trial s23: on a full disk its score stood there unranked, as if
        kept, above the strip saying it was not)."""
        shown = range(len(self.scores)) if counted(self.session.record_lost) else range(0)
        return listed_scores(self.high_scores, [self.session.seats[seat] for seat in shown],
                             [self.scores[seat] for seat in shown],
                             [self.session.name(seat) for seat in shown],
                             lower_score_wins=self.session.spec.lower_score_wins,
                             today=date.today().isoformat(), capacity=capacity)

    def _high_scores_height(self) -> int:
        """The high scores' panel: its heading and the rows it lists, at most three; the
        review above takes the rest. At the height of three, two rows left the review's
        lines cut with "…" at 1280x720 (trial s28 D/169)."""
        listed = self.listed_scores(HIGH_SCORE_ROWS)
        rows = len(listed) + any(entry.computer for entry in listed)  # their caption's row
        rows = max(1, min(rows, HIGH_SCORE_ROWS))
        return self.px(2 * theme.SPACE_M + 44 + 6) + rows * self.px(HIGH_SCORE_ROW_H)

    def _draw_high_scores(self, surface: pygame.Surface) -> None:
        words = self.context.words
        pad = self.px(theme.SPACE_M)
        inner = self.score_panel.inflate(-2 * pad, -2 * pad)
        self.draw_text(surface, words("app.results.high_scores"), TextSize.HEADING, inner.topleft,
                       bold=True)
        rows = inner.move(0, self.px(44))
        rows.height -= self.px(44)
        # The rows that fit at a readable height (Statistics lists the whole table).
        capacity = max(1, rows.height // self.px(HIGH_SCORE_ROW_H))
        shown = self.listed_scores(capacity)
        if any(entry.computer for entry in shown):  # their caption takes a row
            shown = self.listed_scores(max(1, capacity - 1))
        draw_high_score_rows(self, surface, rows, shown)
