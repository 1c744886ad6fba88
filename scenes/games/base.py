"""``GameScene``: the loop every game scene shares (DESIGN §3).

One pass of the loop::

    input -> action -> session.apply()  (IllegalAction: toast + error sound, nothing changes)
          -> events -> animate(event) steps on one Timeline (input locked; a click fast-forwards)
          -> idle -> sync(view): widgets snap to the engine, so animation drift never survives
          -> next decision: a person (prompt, maybe the privacy curtain first)
                            or a computer (the thinker process + a readable pause)

A game scene subclasses :class:`GameScene` and overrides the hooks in the
"hooks" section below; the base owns the common frame (top bar with the
game's name, round counter, undo and pause buttons; seat plates; the prompt
line; the collapsible log; toasts), the computer players and the coach in
the thinker process (:mod:`scenes.games.worker`), undo, the privacy curtain,
pause and the hand-over to the results screen.

Who may see what: everything private is drawn from :meth:`GameScene.view`,
made for :attr:`GameScene.viewer`; a scene never touches the true game, only
the views and public counts of :mod:`scenes.games.gate`.
The log panel holds exactly the current viewer's ``view().log`` in words,
rebuilt whenever the viewer (curtain, a computer's turn, Continue) or the
language changes (:class:`~scenes.games.viewer_log.ViewerLog`). Seats are drawn
in the colour and symbol chosen at setup (``SeatConfig.colour``), never by index.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from scenes import audio, theme
from scenes.games.curtain import Curtain
from scenes.games.frame import FrameLayout
from scenes.games.gate import EngineT, TableGate, public_view
from scenes.games.log_words import LogWords
from scenes.games.manners import TableManners
from scenes.games.phone_desk import PHONE_NEWS
from scenes.games.phone_table import PhoneSeats
from scenes.games.pieces import PiecePointer
from scenes.games.table_frame import FRAME_NAMESPACE, TableFrame
from scenes.games.viewer_log import ViewerLog
from scenes.games.worker import CoachDesk, ComputerTurn, Worker
from scenes.scene import Push, Replace, Scene, Transition
from scenes.widgets.focus import Focusable
from scenes.widgets.tween import Step, Timeline
from tabletop.core.actions import Action, IllegalAction
from tabletop.core.events import Event

if TYPE_CHECKING:
    from scenes.context import AppContext
    from tabletop.session import GameSession

BOT_PAUSE_SECONDS = 0.6
"""A computer seat waits this long (at normal speed) so people can follow its move."""

class GameScene(TableGate[EngineT], PhoneSeats, PiecePointer, Scene):
    """The shared game loop; one subclass per game.

    Hooks a game overrides (all optional except :attr:`text_namespace`):

    - ``layout_board(board)``: place the game's widgets inside ``board``.
    - ``draw_static(layer)``: paint parts that never move (once per layout).
    - ``refresh_static(layer)``: repaint rarely changing parts of that layer.
    - ``sync(view)``: snap every widget to the engine's view (no animation).
    - ``animate(event) -> Step | None``: the motion for one event.
    - ``make_log_words()``: how the game's events read in the log; by default each by
      its catalogue's ``<game>.log.<kind>`` line (:mod:`scenes.games.log_words`).
    - ``person_prompt(view, seat) -> str``: what the person to move may do.
    - ``round_label(view) -> str``: the counter in the top bar.
    - ``format_score(points) -> str``: how seat plates show a score.
    - ``seat_status(view, seat) -> str`` and ``shown_score(view, seat) -> int | None``:
      a plate's status line, and its score (None hides one the viewer may not see).
    - ``decision_shows_secrets(seat)``: False for a public move (no curtain, public view).
    - ``handle_input(event)``: a person's input; call :meth:`act` with an action.
    - ``update_board(dt)`` and ``draw_board(surface)``: per-frame motion and drawing.
    - ``on_idle()``: the timeline just ran dry (after :meth:`sync`).
    - ``on_new_decision(view)``: another decision is pending; forget what was picked
      toward the last one.
    - ``touchable()``: the pieces a person may point at (their hover is cleared while
      the person may not act).
    - ``holds_table()`` and ``release_table()``: keep a finished phase's result on the
      table until a person moves on.
    - ``board_is_still()``: True when none of the game's own widgets moves (see
      :meth:`is_still`).
    - ``piece_rect(action)``: where a person takes ``action`` (:mod:`scenes.games.pieces`).

    Private information is drawn only from :meth:`view`, which is made for
    :attr:`viewer`; in a game with hidden information the privacy curtain
    decides who that is.
    """

    text_namespace: ClassVar[str] = ""
    """Translation namespace of the game's own strings (the frame's are in ``table``)."""

    log_open_at_start: ClassVar[bool] = False

    def __init__(self, context: AppContext, session: GameSession) -> None:
        self.context = context
        self.session = session
        self.spec = session.spec
        # Big Shot hides money only in its variant: no curtain for an open game.
        self.hides_information = self.spec.hides_information(public_view(session).options)
        self.timeline = Timeline(context.pace)
        self.layout = FrameLayout.for_size(context.size, len(session.seats))
        self.frame = TableFrame(context, session, self.layout, format_score=self.format_score,
                                open_pause=self.open_pause, undo=self.undo,
                                log_open=self.log_open_at_start)
        # The frame's widgets, by the names the games and their tests know them.
        frame = self.frame
        self.toasts, self.banner, self.prompt, self.log = (frame.toasts, frame.banner,
                                                           frame.prompt, frame.log)
        self.plates, self.menu_button, self.undo_button = (frame.plates, frame.menu_button,
                                                           frame.undo_button)
        self.persons = [index for index, seat in enumerate(session.seats) if seat.is_person]
        """The seats people play (the others are computers)."""
        self.manners = TableManners(context, session, self.persons, self.toasts, self.banner,
                                    result=self.result, format_score=self.format_score)
        self.curtain = Curtain(session, self.hides_information, self.persons,
                               self.decision_shows_secrets, self.seat_on_phone)
        self.log_words = self.make_log_words()
        self.viewer_log = ViewerLog(self.log, self)
        self._pending: Transition | None = None
        self._needs_sync = True
        self.worker = Worker()
        self.worker.warm_up(session.spec.id)
        self.coach = CoachDesk(self.worker, session.spec.load_coach())
        self._synced_viewer: int | None = None
        self.computer = ComputerTurn(self.worker)
        self._round_text = ""
        self._press_seen = False
        self._decision = -1
        self._apply_layout()
        self.viewer_log.sync()

    # ================================================================ hooks

    def layout_board(self, board: pygame.Rect) -> None:
        """Place the game's widgets inside ``board`` (called on every resize)."""

    def draw_static(self, layer: pygame.Surface) -> None:
        """Paint what never moves onto the cached background (felt and top bar are done)."""

    def sync(self, view: EngineT) -> None:
        """Snap every game widget to ``view`` without animation."""

    def animate(self, event: Event) -> Step | None:
        """The timeline step showing ``event`` (already redacted for the viewer), or None."""
        return None

    def make_log_words(self) -> LogWords:
        """How this game's events read in the log: a game with exceptions to the
        convention returns its own :class:`LogWords`."""
        return LogWords(self.session.name, self.spec.id)

    def describe(self, event: Event) -> str | None:
        """``event`` in words for the log, or None to leave it out."""
        return self.log_words.describe(self.context.words, event)

    def person_prompt(self, view: EngineT, seat: int) -> str:
        """The prompt line when person ``seat`` is to decide."""
        return self.session.name(seat)

    def round_label(self, view: EngineT) -> str:
        """The counter under the game's name in the top bar ("Round 3 of 12")."""
        return ""

    def format_score(self, points: int) -> str:
        return theme.number(points)

    def seat_status(self, view: EngineT, seat: int) -> str:
        """The second line of ``seat``'s plate: the game's status for it (innkeeper,
        dealer, "has bet"); by default who plays it when that is the computer. Parts joined
        by ``STATUS_SEPARATOR`` are dropped from the end when the plate is too narrow."""
        return "" if self.session.seats[seat].is_person else self.context.words("widgets.computer")

    def shown_score(self, view: EngineT, seat: int) -> int | None:
        """The score ``seat``'s plate shows, or None to hide one the viewer may not see."""
        return view.scores()[seat]

    def decision_shows_secrets(self, seat: int) -> bool:
        """True when the decision now pending for `seat` needs that seat's private view on
        screen (the default). A game returns False for a public move (a Winner's Circle
        roll, a Big Shot roll): the person then acts on the public table, no curtain,
        their secrets staying hidden.

        Decide from :meth:`public_view` (the pending decision's kind is public
        knowledge), never from :meth:`view` or :attr:`viewer`, which ask this hook."""
        return True

    def handle_input(self, event: pygame.event.Event) -> None:
        """A person's input while it is their turn and nothing plays; call :meth:`act`."""

    def update_board(self, dt: float) -> None:
        """Per-frame motion of the game's widgets (hover, pulses, particles)."""

    def refresh_static(self, layer: pygame.Surface) -> None:
        """Repaint parts of the cached background whose content changed (called every frame).

        For things that change rarely but cover much of the screen (a score
        sheet's numbers): repainting them into the background on change is
        cheaper than blitting them again every frame.
        """

    def draw_board(self, surface: pygame.Surface) -> None:
        """Draw the game's moving parts over the cached background."""

    def on_idle(self) -> None:
        """The timeline ran dry and the widgets were re-synced."""

    def on_new_decision(self, view: EngineT) -> None:
        """A decision other than the last one is pending (a move was made or taken back):
        forget what the person picked toward the last one (a lifted chip, a typed bid, the
        barrels chosen to rethrow). Called once per decision, just before :meth:`sync`."""

    def touchable(self) -> Iterable[Focusable]:
        """The pieces a person may point at (the game's focus ring). While nobody may act
        the base clears their hover every frame, so no piece glows under a resting mouse
        through an animation or a computer's turn as if it could be pressed."""
        return ()

    def holds_table(self) -> bool:
        """True while the scene keeps a finished phase's public result on the table (a
        Polterfass bill) until someone moves on: the next decision waits, and a press
        (key, click, the A button) goes to :meth:`release_table` instead."""
        return False

    def release_table(self) -> None:
        """A press while :meth:`holds_table`: let the table move on."""

    def board_is_still(self) -> bool:
        """True when none of the game's own widgets is moving (see :meth:`is_still`);
        the safe default keeps redrawing."""
        return False

    def bot_pause(self, own: EngineT) -> float:
        """The readable pause before a computer's move shows (a game may drop one that
        would give a secret away by its length). ``own`` is the computer seat's view, the
        one it thinks about: for judging the pause only, never to be drawn."""
        return self.context.pace.seconds(BOT_PAUSE_SECONDS)

    # ================================================================ helpers for subclasses

    def slot(self, seat: int) -> int:
        """The colour and symbol slot ``seat`` chose at setup (draw seats by this)."""
        return self.session.seats[seat].colour

    def frame_text(self, short_key: str, /, **params: Any) -> str:
        """The shared frame's word ``short_key`` (:data:`FRAME_NAMESPACE`), translated."""
        return self.context.words(f"{FRAME_NAMESPACE}.{short_key}", **params)

    def key(self, short_key: str, /) -> str:
        """The full translation key of ``short_key`` in this game's namespace."""
        return f"{self.text_namespace}.{short_key}"

    def text(self, short_key: str, /, **params: Any) -> str:
        """The translated text of ``short_key`` in this game's namespace."""
        return self.context.words(self.key(short_key), **params)

    @property
    def scale(self) -> float:
        return self.layout.scale

    def px(self, value: float) -> int:
        return theme.px(value, self.layout.scale)

    @property
    def coach_on(self) -> bool:
        """True when the settings ask for the coach's advice (the scene then makes room for it)."""
        return bool(getattr(self.context.settings, "coach", False))

    @property
    def is_busy(self) -> bool:
        """True while an animation plays (input is locked; a click fast-forwards)."""
        return not self.timeline.is_idle

    @property
    def accepts_input(self) -> bool:
        """True when a person may act now: idle, their turn, curtain down."""
        seat = self.session.current_seat
        return (
            self.timeline.is_idle
            and not self._needs_sync
            and seat is not None
            and self.session.seats[seat].is_person
            and not self.curtain.is_up
            and not self.computer.asked
            and not self.phone_deciding()  # made on the phone, never on the shared screen
        )

    @property
    def viewer(self) -> int | None:
        """The seat whose private information may be on screen now (:class:`Curtain`)."""
        return self.curtain.viewer

    def announce_turn(self) -> None:
        """After a move: the banner of the seat now to act, if the turn passed to another
        (:meth:`TableManners.hand_over`)."""
        step = self.manners.hand_over(self.curtain.hides)
        if step is not None:
            self.timeline.append(step)
            # The plates and the prompt name the new seat at once, under the banner.
            self.frame.mark_turn(self.session.current_seat)
            self._refresh_prompt(self.view())

    def follow_input_device(self) -> None:
        """Rewrite the prompt when the player switches between keyboard and controller,
        so it names the buttons in their hands."""
        if self.manners.device_changed():
            self._refresh_prompt(self.view())

    def act(self, action: Action) -> bool:
        """Apply a person's action; a refusal shows the engine's reason and changes nothing."""
        try:
            events = self.session.apply(action)
        except IllegalAction as error:
            self.toasts.show(error.localized(self.context.words.language))
            return False
        self.play_events(events)
        return True

    def play_events(self, events: list[Event]) -> None:
        """Log and animate engine events, redacted for the current viewer; then, if the
        turn passed to another seat, the hand-over banner (:mod:`scenes.games.manners`).

        When the action handed the screen to someone else (another person is
        to act, or a computer), every widget is first synced to the new
        viewer's view, so nothing private of the last one stays up while the
        animation plays.
        """
        viewer = self.viewer
        self.manners.keep_messages_with_their_person(viewer)
        if viewer != self._synced_viewer:
            self.resync()
        for event in events:
            shown = self.shown_event(event)
            if shown is None:
                continue
            step = self.animate(shown)
            if step is not None:
                self.timeline.append(step)
        self._needs_sync = True
        self.announce_turn()

    def open_pause(self) -> None:
        from scenes.pause import PauseScene

        self._pending = Push(PauseScene(self.context, self.session))

    def undo(self) -> None:
        """Take back the person's last undoable action (Ctrl+Z or the Undo button)."""
        if not (self.session.can_undo and self.accepts_input):
            return
        seat = self.session.current_seat
        self.session.undo()
        self.timeline.clear()
        if seat is not None:
            # A take-back is news, not a refusal: not red like an error.
            self.toasts.show(self.frame_text("undone", name=self.session.name(seat)),
                             error=False)
        audio.play("click")
        self.resync()

    def resync(self) -> None:
        """Snap every widget to the engine now (idle, after undo, resize or resume)."""
        view = self.view()
        self.manners.keep_messages_with_their_person(self.viewer)
        self._synced_viewer = view.viewer
        if self.position != self._decision:
            self._decision = self.position
            self.on_new_decision(view)
        self.sync(view)
        for index, plate in enumerate(self.plates):
            plate.set_score(self.shown_score(view, index), animate=True)
            plate.subtitle = self.seat_status(view, index)
        self.frame.mark_turn(self.session.current_seat)
        self._refresh_prompt(view)
        self.viewer_log.sync()
        self._ask_coach(view)
        self._needs_sync = False

    # ================================================================ Scene protocol

    def enter(self) -> None:
        self.resync()

    def exit(self) -> None:
        self.timeline.clear()
        # A computer still thinking finishes in the background; nobody waits for it.
        self.worker.shutdown()
        self.computer.drop()
        self.stop_phones()
        self.coach.forget()

    def resume(self) -> None:
        # Settings may have changed the language or the window: rebuild what was cached.
        self._apply_layout()
        self.resync()

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = FrameLayout.for_size(size, len(self.session.seats))
        self._apply_layout()
        if not self.is_busy:
            self.resync()

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == PHONE_NEWS:  # only wakes an idle loop: update_phones reads the news
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_PAUSE):
            self.open_pause()
            return self._take_pending()
        if self.frame.handle_event(event):  # Menu, Undo, the log
            return self._take_pending()
        if event.type == pygame.MOUSEMOTION:
            self.handle_input(event)
            return None
        is_press = event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
        if self.is_busy:
            if not is_press:
                return None
            self._press_seen = False
            self.timeline.fast_forward()
            if event.type != pygame.KEYDOWN:
                return None
            # A key both skips the animation and counts: typing 1-3-4 quickly holds three dice.
            self._settle()
        if self.manners.final_press(is_press):
            return None
        if self.holds_table():  # a result still being read: a press moves on
            if is_press:
                self.release_table()
            return None
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_z
                and event.mod & pygame.KMOD_CTRL):
            self.undo()
            return None
        if not self.accepts_input:
            if is_press:
                self.manners.ask_to_wait()
            return None
        # A release only counts when its press was seen too: the click that fast-forwarded
        # an animation must not also hold a die or score a category.
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._press_seen = True
        elif event.type == pygame.MOUSEBUTTONUP:
            if not self._press_seen:
                return None
            self._press_seen = False
        self.handle_input(event)
        return self._take_pending()

    def update(self, dt: float) -> Transition | None:
        self.follow_input_device()
        self.timeline.update(dt)
        for notice in self.context.take_notices():  # a failed autosave, told at once
            self.toasts.show(notice.text(self.context.words), error=False, seconds=6.0, public=True)
        # Undo follows every frame, not only a re-sync: a computer's move or the game's end
        # may come before the next one, and the button must not linger where it does nothing.
        current = self.session.current_seat
        if self.frame.update(dt, self.session.can_undo and current is not None
                             and self.session.seats[current].is_person):
            self._apply_layout()  # the log opened or closed: the board follows
            if not self.is_busy:
                self.resync()
        self.coach.poll()
        self.update_phones()
        self.update_board(dt)
        if not self.accepts_input:
            for piece in self.touchable():
                piece.hovered = False
        if self._pending is not None:  # a screen asked for (the phones' codes) before a curtain
            return self._take_pending()
        if self.timeline.is_idle:
            self._settle()
            transition = self._next_decision(dt)
            if transition is not None:
                return transition
        return self._take_pending()

    def draw(self, surface: pygame.Surface) -> None:
        if self._words is not self.context.words:
            self._relanguage()  # a live switch behind the pause menu: no old word may stay
        self.viewer_log.sync()
        title = self.context.words(f"{self.spec.id}.title")
        self.frame.draw_under(surface, title, self._round_text, self.draw_static,
                              self.refresh_static)
        self.draw_board(surface)
        self.frame.draw_over(surface)

    def is_still(self) -> bool:
        """Still while a person thinks (or a held or the final table waits for them),
        nothing moves and no advice is on its way (an idle loop stops stepping, and then
        nobody would collect the coach's answer: it never showed)."""
        over = self.is_over and self.manners.waits_for_a_press
        waiting = self.accepts_input or self.phone_deciding() or self.holds_table() or over
        return (waiting and self.timeline.is_idle and not self._needs_sync
                and self.frame.is_still and not self.coach.is_thinking
                and self.board_is_still())

    # ================================================================ the loop's turn logic

    def _next_decision(self, dt: float) -> Transition | None:
        """Idle: end the game, raise the curtain, or let a computer seat act."""
        if self.is_over:
            if not self.manners.results_due(dt):
                return None
            from scenes.results import ResultsScene

            return Replace(ResultsScene(self.context, self.session, self.format_score, self))
        if self.holds_table():
            return None
        seat = self.session.current_seat
        assert seat is not None, "a game that is not over has a seat to move"
        if self.session.is_computer_turn():
            self._run_bot(dt)
            return None
        if self.curtain.needed_for(seat):
            return self._raise_curtain(seat)
        return None

    def _raise_curtain(self, seat: int) -> Transition:
        transition = self.curtain.rise(self.context, seat, self.layout.board, self.resync)
        self.resync()  # the board beneath now shows the public view only
        self.frame.settle()
        return transition

    def _run_bot(self, dt: float) -> None:
        seat = self.session.current_seat
        assert seat is not None
        bot = self.session.bots[seat]
        if not self.computer.asked:
            # Thinking starts at once, in parallel with the readable pause; the bot
            # sees its seat's view only.
            own = self.seat_view(seat)
            self.computer.ask(bot, own, self.position, self.bot_pause(own))
            return
        decision = self.computer.answer(dt, self.rules_game(), bot)
        if decision is None:
            return
        if decision.trouble is not None:  # a failing computer player costs a move, not the game
            self.toasts.show(self.frame_text("bot_trouble", name=self.session.name(seat)),
                             error=False, seconds=4.0)
        if self.computer.position == self.position:
            self.session.bots[seat] = decision.bot  # as after choosing (saved for Continue)
            self.play_events(self.session.apply(decision.action))

    # ================================================================ layout, prompt and advice

    def _apply_layout(self) -> None:
        self._words = self.context.words  # what the screen is laid out in, handed to its widgets
        self.frame.lay_out(self.layout, self._words)
        self.layout_board(self.board_area())

    def board_area(self) -> pygame.Rect:
        """The board the game lays out in, ending beside the log when it is open."""
        return self.frame.board_area()

    def _refresh_prompt(self, view: EngineT) -> None:
        self._round_text = self.round_label(view)
        seat = self.session.current_seat
        if seat is None:
            self.prompt.set(self.manners.final_words(), None)
        else:
            waiting = self.manners.waiting_words(seat, self.phone_deciding, self.curtain.hides)
            self.prompt.set(waiting or self.person_prompt(view, seat), self.slot(seat))

    def _relanguage(self) -> None:
        """Everything cached in words, again in the current language."""
        self._apply_layout()
        view = self.view()
        self._refresh_prompt(view)
        for index, plate in enumerate(self.plates):
            plate.subtitle = self.seat_status(view, index)
        self.viewer_log.sync()

    def _ask_coach(self, view: EngineT) -> None:
        """Advice for the person to move, from the view on screen: their own, or the public
        one for a public move (:meth:`decision_shows_secrets`)."""
        seat = self.session.current_seat
        own = seat is not None and (self.viewer == seat or not self.hides_information)
        wanted = (self.coach_on and seat is not None
                  and self.session.seats[seat].is_person and not self.curtain.is_up
                  and (own or not self.decision_shows_secrets(seat)))
        shown = None  # no advice wanted: the coach forgets the last
        if wanted and seat is not None:
            shown = self.seat_view(seat) if own else self.public_view()
        self.coach.follow(self.position, shown)

    def _settle(self) -> None:
        """Once the timeline is idle, snap the widgets to the engine (once per action)."""
        if self.timeline.is_idle and self._needs_sync:
            self.resync()
            self.on_idle()

    def _take_pending(self) -> Transition | None:
        pending, self._pending = self._pending, None
        return pending
