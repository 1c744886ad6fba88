"""The replay viewer: a finished game shown again in its own game scene, step by step.

A replay is a kind of table driver, :class:`ReplayDriver`, handed to the game's own scene
class, so every board, animation and log line is the one seen in play. The scene's
session holds the replayed position; nobody acts at this table: no computer is asked to
move, no person's input reaches the game, no curtain rises and no results screen follows
the last move. The game is over and everyone agreed to review it, so the screen opens in
the gate's review mode (:mod:`scenes.games.gate`): every hand, order, face-down chip and
hidden purse face up at its owner's place, the log whole; V switches to one seat's eyes
(that seat's secrets only), then the next seat's, then back to everything.

Forward applies the recorded action to the session, so the scene animates it as in play;
any other jump rebuilds the position from seed and the first actions (``spec.replay``)
in a new scene of the same class, driven by the same driver, which takes the old one's
place without a cross-fade.

The game's review is worked out in the background as the replay opens
(:mod:`scenes.modes.replay_review`) and shown, with R, where the log otherwise is: the graph
along the timeline, the verdict of the decision on the table, the previous and next
mistake ([ and ]) and, where the game hides something, the review with hindsight (H).
A replay opened at a decision the results point out shows it at once, carrying on the
review the results began.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.driver import TableDriver
from scenes.games.gate import Recording, recording, review_request
from scenes.games.worker import Worker
from scenes.modes.replay_bar import ReplayBar
from scenes.modes.replay_review import ReplayReview, verdict_at
from scenes.screens.results import ResultsScene
from scenes.screens.results_review import keep_accuracy
from scenes.screens.setup import SetupScene
from scenes.screens.setup_table import PlayOnFrom
from scenes.shell import theme
from scenes.shell.scene import Home, Pop, Push, Replace, Scene
from scenes.widgets import paint
from tabletop.core.events import Event, PrivateEvent
from tabletop.review.actions import choice_actions
from tabletop.session import GameSession

if TYPE_CHECKING:
    from scenes.games.frame import FrameLayout
    from scenes.games.hooks import TableScene
    from scenes.games.review_desk import ReviewDesk
    from scenes.shell.context import AppContext
    from scenes.shell.scene import Transition
    from tabletop.core.actions import Action
    from tabletop.core.engine import Engine
    from tabletop.core.spec import GameSpec
    from tabletop.review import Review, Verdict
    from tabletop.review.runner import Request

TableMaker = Callable[["AppContext", GameSession, TableDriver], Scene]
"""A game's scene class, built with the driver it is to be driven by."""

STEP_SECONDS = 0.9
"""While playing, the pause after one move's animation before the next (at normal speed)."""

_POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

SPEEDS = (1, 2, 4)
"""Playback speeds the speed button cycles through (multiplying the animation speed)."""


class ReplaySession(GameSession):
    """The session of a replayed position: a recorded move is never taken back, so the
    table never offers Undo, whoever made the move."""

    @property
    def can_undo(self) -> bool:
        return False

    @property
    def takes_back(self) -> bool:
        return False


class ReplayDriver(TableDriver):
    """The replay kind of table driver (see the module docstring)."""

    people_act = False
    results_take_grace = False
    """A replay's keys step it (→ at a payout sheet steps on), and nothing in it is a
    press meant for a move: the sheet's first second would hold → pressed in a row there
    for as long as the presses came."""

    def __init__(self, context: AppContext, recording: Recording, table: TableMaker,
                 review: Request, *, lent: ReviewDesk | None = None,
                 show_review: bool = False) -> None:
        """``table`` builds the game's scene at another position (a jump); ``review`` asks
        for the game's review, ``lent`` is the one a screen has under way."""
        super().__init__(context)
        self.recording = recording
        self.table = table
        self._review_request = review
        self._lent = lent
        self.show_review = show_review
        """The review is shown where the log is (R)."""
        self._review: ReplayReview | None = None
        self.replay_viewer: int | None = None
        """The seat whose eyes are chosen with V; None: everything face up."""
        self.playing = True
        self.speed_index = 0
        self.round_starts: list[int] = []
        self._step_wait = 0.0
        self._onto_end = False
        """A jump to the end built its table one move short: the move is stepped at once."""
        self._bar: ReplayBar | None = None
        self._better: tuple[Verdict | None, list[Action]] = (None, [])
        """The decision on the table and its better choice's actions."""
        self._way_out_key = "replay.leave"
        """The top bar's button leaves the replay for the screen it was opened from and
        says so: "Menu" led back to the results, not the main menu (trial s24 B/170)."""

    def attach(self, scene: TableScene, session: GameSession) -> None:
        super().attach(scene, session)
        self.curtain.watched = True  # nobody's Roll lights: the moves are the recording's
        self.gate.reveals_all = self.replay_viewer is None
        if self._bar is None:  # the first table: the replay starts
            self.round_starts = self._find_round_starts(session.spec, len(session.seats))
            self._bar = ReplayBar(self)
            self._way_out_key = ("replay.leave_results"
                                 if isinstance(self.context.manager.top, ResultsScene)
                                 else "replay.leave")
            # Its own worker: each jump's table stops the driver's questions.
            self._review = ReplayReview(
                Worker(), self._review_request, names=session.name,
                colours=[seat.colour for seat in session.seats], steps=self.step_count,
                hides_information=self.hides_information, go_to=self.review_go_to,
                round_starts=self.round_starts,
                on_done=self._reviewed, fair=self._lent)
        # Every jump builds a new table and frame: each names the way out again, or the
        # button read "Menu" after the first jump though Esc still led to the results
        # (trial s25 A/090-093).
        self.scene.frame.menu_button.label_key = self._way_out_key
        if self.show_review and not self.scene.frame.log.is_open:
            self.scene.frame.log.toggle()

    @property
    def review(self) -> ReplayReview:
        assert self._review is not None, "the review is asked for with the first table"
        return self._review

    def _reviewed(self, review: Review, computed_now: bool) -> None:
        if self.context.persist:
            keep_accuracy(self.session.seats, review, self.context.write)

    def review_go_to(self, position: int) -> None:
        """A decision the review points at: the table stops there."""
        self.playing = False
        self.step_to(position)

    def toggle_review(self) -> None:
        """The review where the log is, or the log again (R)."""
        self.show_review = not self.show_review
        if self.show_review != self.scene.frame.log.is_open:
            self.scene.frame.log.toggle()

    @property
    def review_shown(self) -> bool:
        return self.show_review and self.scene.frame.log.is_open

    def leave(self, scene: TableScene) -> None:
        if scene is self.scene and self._review is not None:
            self._review.cancel()
        super().leave(scene)

    @property
    def bar(self) -> ReplayBar:
        assert self._bar is not None, "the bar is made with the first table"
        return self._bar

    # ---------------------------------------------------------------- nobody acts here

    @property
    def viewer(self) -> int | None:
        """The seat chosen with V (None: everything face up); no curtain decides it."""
        return self.replay_viewer if self.hides_information else None

    @property
    def accepts_input(self) -> bool:
        return False

    @property
    def coach_on(self) -> bool:
        return False

    def describe(self, event: Event) -> str | None:
        """A private event is worded for its owner ("You are dealt..."): in review, where
        everyone reads it, the line says whose it was."""
        line = super().describe(event)
        if line is None or not self.reveals_all or not isinstance(event, PrivateEvent):
            return line
        names = ", ".join(self.session.name(seat) for seat in event.visible_to)
        if line.startswith(f"{names}:"):
            return line  # already said whose (a Polterfass order)
        return self.context.words("replay.private_line", names=names, line=line)

    def title_tag(self) -> str:
        return self.context.words("replay.title_tag")

    def open_pause(self) -> None:
        self.leave_replay()  # the top bar's Menu button leaves the replay, like Esc

    def leave_replay(self) -> None:
        self.request(Pop())

    # ---------------------------------------------------------------- stepping

    @property
    def step_count(self) -> int:
        return len(self.recording.actions)

    def step_to(self, position: int) -> None:
        """Show the position after ``position`` recorded actions: one step forward is
        animated as in play; any other jump rebuilds the position and snaps to it."""
        position = max(0, min(self.step_count, position))
        current = self.position
        if position == current:
            return
        if self.is_busy:
            self.timeline.fast_forward()
        if self.scene.holds_table():  # a round's result shown in play until a press moves on
            self.scene.release_table()
        if position == current + 1:
            self.scene.frame.toasts.drop_dated()  # a notice of the step before is past
            self.play_events(self.session.apply(self.recording.actions[current]))
            return
        self._rebuild(position)

    def _rebuild(self, position: int) -> None:
        """The table set up afresh at ``position``: the game's own scene state (a round's
        bill still on the table, the round it names) belongs to the move it was shown
        for, so a jump builds it again as a scene opened there would, keeping the
        replay's controls and the log's side."""
        log_open = self.scene.frame.log.is_open
        # The end is built one move short and stepped onto: the last result (Winner's
        # Circle's last payout, its Last box) is the last move's events, which a table
        # built at the end never had (trial s32 I/029).
        self._onto_end = 0 < position == self.step_count
        session = ReplaySession(self.session.spec, self.replayed(position - self._onto_end),
                                self.session.seats)
        table = self.table(self.context, session, self)
        if self.scene.frame.log.is_open != log_open:
            self.scene.frame.log.toggle()
        self.resync()
        self.request(Replace(table, fade=False))

    def replayed(self, position: int) -> Engine[Any]:
        """The recorded game after ``position`` actions, rebuilt from its seed."""
        record = self.recording
        return self.session.spec.replay(len(self.session.seats), record.seed, record.options,
                                        record.actions[:position])

    def step_forward(self) -> None:
        self.step_to(self.position + 1)

    def step_back(self) -> None:
        self.playing = False
        self.step_to(self.position - 1)

    def stop_and_step_forward(self) -> None:
        """One move on, and the playing stops there (Right, the forward button)."""
        self.playing = False
        self.step_forward()

    def next_round(self) -> None:
        later = [start for start in self.round_starts if start > self.position]
        self.step_to(later[0] if later else self.step_count)

    def previous_round(self) -> None:
        """To the start of this round, or of the one before when already at its start."""
        self.playing = False
        earlier = [start for start in self.round_starts if start < self.position]
        self.step_to(earlier[-1] if earlier else 0)

    def toggle_play(self) -> None:
        if not self.playing and self.position >= self.step_count:
            self.step_to(0)  # Play at the end watches the game again from the start
        self.playing = not self.playing
        self._step_wait = 0.0

    def play_on(self) -> None:
        """The seat setup for a new game from the position on screen: the recorded seats
        prefilled, each may change between person and computer (:mod:`scenes.screens.setup`)."""
        if self.position >= self.step_count:  # its button is greyed here; P says why
            self.scene.frame.toasts.show(self.context.words("replay.play_on_over"), error=False)
            return
        self.playing = False
        self.request(Push(SetupScene(self.context, self.session.spec.id, PlayOnFrom(
            self.replayed(self.position), tuple(self.session.seats), self.position,
            self._start_played_on))))

    def _start_played_on(self, session: GameSession) -> Transition:
        """The played-on game takes the place of the replay and what led to it (the
        setup, a results screen): back to the menu when it is left, as any game."""
        return Home(self.context.navigator.play(session))

    def cycle_speed(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)

    @property
    def speed(self) -> int:
        return SPEEDS[self.speed_index]

    def cycle_viewer(self) -> None:
        """Everything face up, then each seat's eyes in turn, then everything again."""
        if not self.hides_information:
            # No eyes button where nothing is hidden (Yacht), and the key says why rather
            # than nothing: a silent V read as broken (trial s34 O/015).
            self.scene.frame.toasts.show(self.context.words("replay.nothing_hidden"),
                                         error=False)
            return
        seats = len(self.session.seats)
        current = self.replay_viewer
        self.replay_viewer = 0 if current is None else (None if current + 1 >= seats
                                                        else current + 1)
        self.gate.reveals_all = self.replay_viewer is None
        self.timeline.fast_forward()
        self.scene.lay_out()  # a game may lay out open secrets apart (Wizard's hands)
        self.resync()

    def _find_round_starts(self, spec: GameSpec, seats: int) -> list[int]:
        """The positions whose action started a new round (a race, a turn of the table):
        the game's ``round_event`` carries the round's number, so the number changing marks
        the start. A game without one has no rounds to jump between."""
        if spec.round_event is None:
            return []
        record = self.recording
        game = spec.new_game(seats, record.seed, record.options)
        starts = []
        number = spec.round_number(game.log, None)  # the first round starts with the game
        for index, action in enumerate(record.actions):
            new_number = spec.round_number(game.apply(action), number)
            if new_number != number and index + 1 < len(record.actions):
                starts.append(index + 1)
            number = new_number
        return starts

    # ---------------------------------------------------------------- the table

    @property
    def layout(self) -> FrameLayout:
        """Where the bar goes: over the frame's prompt line."""
        return self.scene.frame.layout

    @property
    def scale(self) -> float:
        return self.scene.scale

    def px(self, value: float) -> int:
        return theme.px(value, self.scene.scale)

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        # Nothing reaches the game's own input: only the bar, the Menu button and the log.
        frame = self.scene.frame
        if self.review_shown and self.review.handle_event(event):
            return self.take_transition()
        used = event.type == pygame.KEYDOWN and self.bar.handle_key(event)
        if not used and event.type in _POINTER_EVENTS:
            used = frame.menu_button.handle_event(event)
        if not used and not self.bar.handle_event(event):
            frame.log.handle_event(event)
        return self.take_transition()

    def decide(self, dt: float) -> None:
        """While playing, the next recorded move after a pause; the end stops playing."""
        if self._onto_end:  # the table built one move short of the end: the move, snapped
            self._onto_end = False
            self.step_forward()
            self.timeline.fast_forward()
        if not self.playing:
            return
        if self.position >= self.step_count:
            self.playing = False
            return
        self._step_wait -= dt
        if self._step_wait <= 0:
            self.step_forward()
            self._step_wait = self._step_pause()

    def _step_pause(self) -> float:
        """The pause after a move, shortened by the animation speed; at Instant the moves
        take no time of their own, so the pause alone keeps ×1 watchable, about a move a
        second (trial s22 saw 348 Wizard moves go by in 20 s)."""
        pace = self.context.pace
        return (STEP_SECONDS if pace.is_instant else pace.seconds(STEP_SECONDS)) / self.speed

    def update(self, dt: float) -> Transition | None:
        transition = super().update(dt)
        self.bar.update(dt)
        self.review.update(dt, self.position)
        return transition

    def is_still(self) -> bool:
        # Paused, it waits for its viewer as a table waits for a person: nobody acts in a
        # replay, so the table's own wait for a mover never holds (DESIGN's idle budget).
        buttons = [*self.bar.buttons, *self.review.buttons]
        return (not self.playing and not self.review.is_working and self.is_settled
                and self.scene.frame.is_still and self.scene.board_is_still()
                and all(button.is_settled for button in buttons))

    def better_choice_pieces(self) -> list[pygame.Rect]:
        """Where the review's better choice lies on the table, pointed at as a lesson
        points at its move: with the review shown, the replay standing at a decision
        whose choice was not the best. The review keeps the choice as the actions that
        make it (:func:`tabletop.review.actions.choice_actions`: the dice to keep and
        Roll, the row, the card, the seals, the order, the bid...); each game's scene
        says where an action is taken (its ``piece_rect``, the lesson's hook)."""
        review = self.review.review if self.review_shown else None
        if review is None or self.playing or self.is_busy:
            return []
        verdict = verdict_at(review, self.position)
        if verdict is None or verdict.start != self.position or verdict.is_best:
            return []
        if self._better[0] != verdict:  # worked out once a decision, drawn every frame
            view = self.gate.seat_view(verdict.seat)  # as a coach is handed it
            self._better = (verdict, choice_actions(view, verdict.best)
                            if view.current_seat == verdict.seat else [])
        pieces: list[pygame.Rect] = []
        for action in self._better[1]:
            piece = self.scene.piece_rect(action)
            if piece is not None and piece not in pieces:
                pieces.append(piece)
        return pieces

    def draw_under_board(self, surface: pygame.Surface) -> None:
        # Still, not pulsing as a lesson's: a paused replay stays idle (DESIGN §6).
        for piece in self.better_choice_pieces():
            paint.draw_halo(surface, piece, self.px(theme.RADIUS_S), self.px(12))

    def draw_over_table(self, surface: pygame.Surface) -> None:
        for piece in self.better_choice_pieces():
            paint.draw_pointer_ring(surface, piece, self.px(6), (self.px(5), self.px(3)),
                                    self.px(theme.RADIUS_M))
        self.bar.draw(surface)
        if self.review_shown:  # over the log's paper, sliding with it
            rect = self.scene.frame.log.panel_rect()
            review = self.review
            if rect != review.rect or self.context.words is not review.words:
                review.layout(rect, self.scale, self.context.words)
            review.draw(surface, self.session.spec.id, len(self.session.seats))


def replay_driver(context: AppContext, finished: GameSession, table: TableMaker, *,
                  at: int = 0, review: ReviewDesk | None = None
                  ) -> tuple[ReplaySession, ReplayDriver]:
    """A replay of ``finished`` (a game that is over) from its first move, playing, or
    paused ``at`` another position with its review shown: its session there and its
    driver, for the game's scene class ``table``. ``review`` is the review a screen has
    under way (the results'), carried on here."""
    record = recording(finished)
    spec = finished.spec
    at = max(0, min(len(record.actions), at))
    start = spec.replay(len(finished.seats), record.seed, record.options, record.actions[:at])
    driver = ReplayDriver(context, record, table, review_request(finished, keep=context.persist),
                          lent=review, show_review=at > 0)
    driver.playing = at == 0
    return ReplaySession(spec, start, finished.seats), driver
