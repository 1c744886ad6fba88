"""The table driver: who acts next, what the prompt says, when the table is settled, and
the one next transition (DESIGN §3).

A game scene (:mod:`scenes.games.base`) draws its table and turns input into actions;
it owns one driver and asks it everything else through the public methods below, and
the driver asks the scene only through its hooks (:class:`scenes.games.hooks.TableScene`).
A driver is of one of three kinds: :class:`~scenes.games.playing.PlayingDriver`, a game
being played (computers think in the thinker, the curtain hands the screen over, phones
may hold private decisions, the finished table leads to the results);
:class:`~scenes.modes.lesson.LessonDriver`, a lesson on the real table (the steps' moves, a
guide card, one glow); :class:`~scenes.modes.replay.ReplayDriver`, a finished game shown
again (nobody acts, the recorded moves step on).

What this base decides for all three, each in one place:

**who may see the screen** (:attr:`viewer`, and from it every view and event shown,
through the :class:`~scenes.games.gate.TableGate`); **who acts** (:attr:`accepts_input`:
only while a person may act on this screen); **when the table is settled**
(:attr:`is_settled`: every animation played, the widgets snapped to the engine; a table
that holds a result, :meth:`holds_table`, waits for a press); **what the prompt says**
(:meth:`prompt_line`); **the one next transition** (:meth:`request` fills the one slot,
the scene's ``update`` and ``handle_event`` return it: :meth:`take_transition`).

A kind adds to it by overriding the public methods documented as a kind's (``decide``,
``kind_prompt``, ``pause_menu`` and the few properties that differ), never a private one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.beats import BEAT_SECONDS, Beat
from scenes.games.curtain import Curtain
from scenes.games.driver_presses import TablePresses
from scenes.games.gate import TableGate, public_view
from scenes.games.manners import TableManners
from scenes.games.worker import CoachDesk, ComputerTurn, Worker
from scenes.shell import audio
from scenes.shell.scene import Push
from scenes.widgets.tween import Call, Hold, Sequence, Step, Timeline, Until, Wait
from tabletop.core.actions import Action, IllegalAction
from tabletop.storage.names import localised_seats
from tabletop.storage.notice import Notice

if TYPE_CHECKING:
    from scenes.games.hooks import TableScene
    from scenes.shell.context import AppContext
    from scenes.shell.scene import Scene, Transition
    from tabletop.core.engine import Engine
    from tabletop.core.events import Event
    from tabletop.core.seats import SeatConfig
    from tabletop.i18n import Words
    from tabletop.session import GameSession


class TableDriver:
    """What every kind of table shares (see the module docstring)."""

    people_act = True
    """False at a table nobody acts at (a replay's moves are the recording's): its prompt
    and the table's hints say whose turn it is, never which key to press."""

    results_take_grace = True
    """A result come on the table (a payout sheet) takes no press in its first second (DESIGN
    §3), so a press meant for the move before cannot take it; False where Next moves on."""

    keeps_card_room = False
    """True where a card of words stands over the table all through (a lesson's)."""

    computers_levelled = True
    """A computer's plate says its level under a name of its own; False where the
    computers play a script at no level (a lesson's): each says it is a computer."""

    def end_table_waits(self) -> bool:
        """True while the game's final table waits: a lesson's card reads the map it covers."""
        return False

    def named_parts(self) -> tuple[str, ...]:
        """The parts of the table the words up now speak of (a lesson's card's ``show`` and
        ``sight``), which the scene may lay out to be seen: none at a game in play."""
        return ()

    def __init__(self, context: AppContext) -> None:
        self.context = context
        self.timeline = Timeline(context.pace)
        """The table's animations; input waits (a press fast-forwards) while it plays."""
        self.worker = Worker()
        self._next: Transition | None = None
        self._needs_sync = True
        self._synced_viewer: int | None = None
        self._decision = -1
        self._moving_seat: int | None = None
        """The seat whose move the table shows, until it settles or a banner names the next."""
        self.presses = TablePresses(self)
        """How an input reaches the table, and the results held for a press."""
        self._told: list[Notice] = []
        """File failures told, each once (a full disk fails every move's autosave)."""

    def attach(self, scene: TableScene, session: GameSession) -> None:
        """Drive ``scene``'s table of ``session`` (as the scene is built, a replay's jump's too)."""
        self.scene = scene
        self.session = session
        self.timeline.clear()
        self.worker.shutdown()
        # Big Shot hides money only in its variant: no curtain for an open game.
        self.hides_information = session.spec.hides_information(public_view(session).options)
        self.gate = TableGate(session, self.hides_information)
        self.persons = [index for index, seat in enumerate(session.seats) if seat.is_person]
        """The seats people play (the others are computers)."""
        frame = scene.frame
        self.manners = TableManners(self.context, session, self.persons, frame.toasts,
                                    frame.banner, result=self.gate.result,
                                    format_score=scene.format_score, look_at=scene.look_at)
        self.curtain = Curtain(session, self.hides_information, self.persons,
                               scene.decision_shows_secrets, self.seat_on_phone)
        self.worker.warm_up(session.spec.id)
        self.coach = CoachDesk(self.worker, session.spec.load_coach())
        self.computer = ComputerTurn(self.worker)
        self._needs_sync = True
        self._synced_viewer = None
        self._decision = -1

    def leave(self, scene: TableScene) -> None:
        """``scene`` left the stack: stop what runs for it (a computer still thinking finishes,
        unwaited for); a scene this driver no longer drives (a replay's jump's) stops nothing."""
        if scene is not self.scene:
            return
        self.timeline.clear()
        self.worker.shutdown()
        self.computer.drop()
        self.coach.forget()

    # ================================================================ what may be seen

    @property
    def viewer(self) -> int | None:
        """The seat whose private information may be on screen now (:class:`Curtain`)."""
        return self.curtain.viewer

    def view(self) -> Engine[Any]:
        """The game as :attr:`viewer` may see it: private things are drawn only from this."""
        return self.gate.view(self.viewer)

    def shows_secrets_of(self, seat: int) -> bool:
        """Whether the screen may show ``seat``'s secrets now."""
        return self.gate.shows_secrets_of(seat, self.viewer)

    def describe(self, event: Event) -> str | None:
        """``event`` as the log words it for the screen now."""
        return self.scene.describe(event)

    @property
    def log_length(self) -> int:
        return self.gate.log_length

    def viewer_events(self, since: int) -> list[Event]:
        return self.gate.viewer_events(since, self.viewer)

    @property
    def position(self) -> int:
        """How many actions were taken so far."""
        return self.gate.position

    @property
    def is_over(self) -> bool:
        return self.gate.is_over

    @property
    def reveals_all(self) -> bool:
        """Review: every seat's secrets face up at their owners' places (a replay's)."""
        return self.gate.reveals_all

    # ================================================================ who acts

    @property
    def accepts_input(self) -> bool:
        """True when a person may act on this screen now: settled, their turn, the curtain
        down and not about to rise (a press between a move and the next person's cover is
        nobody's move), the decision not theirs to make on a phone, no result held on the
        table."""
        seat = self.session.current_seat
        return (self.is_settled and seat is not None and self.session.seats[seat].is_person
                and not self.curtain.hides(seat) and not self.computer.asked
                and not self.phone_deciding() and not self.scene.holds_table())

    def seat_on_phone(self, seat: int) -> bool:
        """True while ``seat`` makes its decisions on its phone (no phones by default)."""
        return False

    def phone_deciding(self) -> bool:
        """True while the seat to move makes a private decision on its phone."""
        return False

    def press_awaited(self) -> bool:
        """True when a person plays at the shared screen, not on a phone: only then may the
        table hold a result until someone presses (the phones' pages ask for no press)."""
        return any(not self.seat_on_phone(seat) for seat in self.persons)

    @property
    def coach_on(self) -> bool:
        """True when the coach's advice is shown: as the settings say, by default."""
        return bool(getattr(self.context.settings, "coach", False))

    def asks_for(self, kind: type[Action] | tuple[type[Action], ...]) -> bool:
        """Whether a move of ``kind`` is one the table waits for now: in play, any the
        rules allow; in a lesson, only its step's (the keys its pieces show say so)."""
        return True

    def may_prepare(self, action: Action) -> bool:
        """Whether a part of a move built on the table before it is sent (a Big Shot cube
        dropped on a district) may be built; a lesson refuses one its step does not ask for."""
        return True

    def shown_game(self) -> Engine[Any] | None:
        """The game as the table still tells of it when that is not the engine's now (a
        lesson's card of the move before); None: the table tells of the game now."""
        return None

    def reading_pause(self, seconds: float) -> Step:
        """The pause in which a result stays on the table to be read (a finished trick,
        scored dice) before the table moves on; a lesson holds it while its card tells of
        the result."""
        return Wait(seconds)

    def computer_beat(self, seat: int | None, beat: Beat) -> float:
        """How long the result of ``seat``'s move stays on the table before the game moves
        on, in timeline seconds (the animation speed shortens them, a press skips them): a
        computer's for ``beat``, one table for every game (:mod:`scenes.games.beats`);
        nothing after a person's own move. A replay paces its moves itself."""
        if seat is None or self.session.seats[seat].is_person or not self.people_act:
            return 0.0
        return BEAT_SECONDS[beat]

    def result_hold(self, seconds: float, longest: float) -> Step:
        """A round's result (Wizard Extreme's summary) held on the table: with a person at
        the screen until a press (``longest`` at most), else the readable ``seconds``; a
        lesson holds it while its card tells of it."""
        return self.presses.hold(Hold(seconds, longest, self.press_awaited))

    def result_dwell(self, seconds: float) -> Step:
        """Where a result has just come on the table (Big Shot's fortune table): for its
        first ``seconds`` with a person at the screen no press counts, and a burst of
        presses keeps it so until the keys are quiet; a press that rushes the motion stops
        here (a burst never skips a result nobody has seen, trial s19)."""
        manager = self.context.manager

        def begin() -> None:
            if self.results_take_grace and self.press_awaited():
                manager.begin_grace(seconds)

        return Sequence(Call(begin), Until(lambda: not manager.in_grace))

    # ================================================================ moves

    def act(self, action: Action) -> bool:
        """Apply a person's action; a refusal shows the engine's reason and changes nothing."""
        try:
            events = self.session.apply(action)
        except IllegalAction as error:
            self.scene.frame.toasts.show(error.localized(self.context.words.language))
            return False
        self.play_events(events)
        return True

    def play_events(self, events: list[Event]) -> None:
        """Log and animate a move's events, redacted for the viewer; then, if the turn passed
        to another seat, the hand-over banner (:mod:`scenes.games.manners`).

        When the move handed the screen to someone else (another person is to act, or a
        computer), every widget is first synced to the new viewer's view, so nothing
        private of the last one stays up while the animation plays."""
        self.scene.before_events(events)
        try:
            viewer = self.viewer
            self.manners.retire_refusals()
            self.manners.keep_messages_with_their_person(viewer)
            if viewer != self._synced_viewer:
                self.resync()
            for event in events:
                shown = self.gate.shown_event(event, viewer)
                step = None if shown is None else self.scene.animate(shown)
                if step is not None:
                    self.timeline.append(step)
            # The plates follow the move as soon as the table shows it, not after the
            # banner and whatever comes next: a score on the sheet and its plate agree,
            # and "1 chip to bet" is gone once the chip lies on the board.
            if self.is_busy:
                self.timeline.append(Call(self.show_plates))
            else:
                self.show_plates()
            self._needs_sync = True
            movers = self.gate.movers()
            if movers and movers[-1] != self.session.current_seat:
                self.coach.forget()  # its advice was the last seat's (trial s29 G/148)
            self._moving_seat = movers[-1] if movers and self.is_busy else None
            if self._moving_seat is not None:  # the glow names the mover, as the prompt does
                self.scene.frame.mark_turn(self._moving_seat)
            self.scene.frame.prompt.set(*self.prompt_line())
            if self.scene.words_follow_motion and self.is_busy:
                self.timeline.append(Call(self.announce_turn))
            elif not self.scene.banner_waits():
                self.announce_turn()
        finally:
            self.scene.after_events(events)

    def show_plates(self) -> None:
        """Each seat's plate (score and status) as the table shows it now."""
        self.scene.show_plates(self.view())

    def announce_turn(self) -> None:
        """The banner of the seat now to act, if the turn passed to another; the plates and
        the prompt name that seat at once, under the banner."""
        step = self.manners.hand_over(
            lambda seat: self.curtain.hides(seat) or self.scene.plays_itself(seat))
        if step is not None:
            self._moving_seat = None  # the banner names the next seat: the prompt follows it
            self.timeline.append(step)
            self.scene.frame.mark_turn(self.session.current_seat)
            self.refresh_prompt()

    def name_turn(self, seat: int) -> None:
        """A ribbon on the table names ``seat`` to act: its plate glows and the prompt
        follows the seat now to act, not the move still playing (trial s19)."""
        self._moving_seat = None
        self.scene.frame.mark_turn(seat)
        self.scene.frame.prompt.set(*self.prompt_line())

    def turn_passed(self) -> None:
        """The glow and prompt name the seat now to act, no key yet, while the motion plays
        on: Yacht's score written (trial s31 I/002)."""
        self._moving_seat = self.session.current_seat if self.is_busy else None
        if self._moving_seat is not None:
            self.scene.frame.mark_turn(self._moving_seat)
            self.scene.frame.prompt.set(*self.prompt_line())

    def undo(self) -> None:
        """Take back the person's last undoable action (Ctrl+Z or the Undo button); a part of
        a move built on the table goes first."""
        if not self.accepts_input:
            return
        if self.scene.take_back_part() or not self.session.can_undo:
            return
        seat = self.session.current_seat
        self.session.undo()
        self.timeline.clear()
        if seat is not None:
            # A take-back is news, not a refusal: not red like an error.
            self.scene.frame.toasts.show(self.context.words(
                "table.undone", name=self.session.name(seat)), error=False)
        audio.play("click")
        self.resync()

    @property
    def undo_possible(self) -> bool:
        """True while the person to act has a move to take back (the Undo button shows)."""
        seat = self.session.current_seat
        return (self.session.can_undo and seat is not None
                and self.session.seats[seat].is_person)

    # ================================================================ settling

    @property
    def is_busy(self) -> bool:
        """True while an animation plays (input is locked; a press fast-forwards)."""
        return not self.timeline.is_idle

    @property
    def is_settled(self) -> bool:
        """True once every animation has played and the widgets show the engine's position."""
        return self.timeline.is_idle and not self._needs_sync

    def settle(self) -> None:
        """Once the timeline is idle, snap the widgets to the engine (once per move)."""
        if self.timeline.is_idle and self._needs_sync:
            self.resync()

    def skip_motion(self) -> None:
        """The animation jumps to its end and the table settles (a click, a phone's move)."""
        self.timeline.fast_forward()
        self.settle()

    def resync(self) -> None:
        """Snap every widget to the engine now (settled, after undo, resize or resume)."""
        view = self.view()
        self._moving_seat = None
        self.manners.keep_messages_with_their_person(self.viewer)
        self._synced_viewer = view.viewer
        if self.position != self._decision:
            self._decision = self.position
            self.scene.on_new_decision(view)
        # The glow on the plate of the seat to act first: a game's sync may move it to the
        # seat its table still shows at work (a Polterfass bill's innkeeper).
        self.scene.frame.mark_turn(self.session.current_seat)
        self.scene.sync(view)
        self.scene.show_plates(view)
        self.refresh_prompt()
        self.scene.viewer_log.sync()
        self._follow_coach(view)
        self._needs_sync = False

    def _follow_coach(self, view: Engine[Any]) -> None:
        """Advice for the person to move, from the view on screen: their own, or the public
        one for a public move (the scene's ``decision_shows_secrets``)."""
        seat = self.session.current_seat
        own = seat is not None and (self.viewer == seat or not self.hides_information)
        wanted = (self.coach_on and seat is not None
                  and self.session.seats[seat].is_person and not self.curtain.is_up
                  and (own or not self.scene.decision_shows_secrets(seat)))
        shown = None  # no advice wanted: the coach forgets the last
        if wanted and seat is not None:
            shown = self.gate.seat_view(seat) if own else self.gate.public_view()
        self.coach.follow(self.position, shown)

    # ================================================================ the prompt

    def title_tag(self) -> str:
        """The label before the top bar's title: none at a game in play (a replay says it
        is one)."""
        return ""

    def kind_prompt(self) -> str | None:
        """A kind's own words, over everything else (a lesson's card waiting for Next)."""
        return None

    def prompt_line(self) -> tuple[str, int | None]:
        """What the prompt says now, and the seat slot it is drawn in: the kind's words,
        the table's own result (the scene's ``table_prompt``), the final table, whom the
        table waits for, or what the person to act may do."""
        view = self.view()
        seat = self.session.current_seat
        kind = self.kind_prompt()
        if kind is not None:
            return kind, None
        if not self.people_act:  # whose turn, or how it ended: never a key to press
            words = self.context.words
            if seat is None:
                return words("table.prompt_over") + " " + self.manners.outcome_words(), None
            return (words("widgets.your_turn", name=self.session.name(seat)),
                    self.scene.prompt_slot(seat, False))
        table = self.scene.table_prompt(view)
        if table is not None:
            return table
        if seat is None:
            return self.manners.final_words(), None
        slot = self.scene.prompt_slot(seat, False)
        waiting = self.manners.waiting_words(seat, self.phone_deciding, self.curtain.hides,
                                             self.scene.private_area()[1])
        mover = self._moving_seat
        if self.is_busy and mover is not None:
            # A move plays: its seat is named, with no key to press, until the table shows
            # where it led (trial s19: "throw all nine barrels (Space)" over flying barrels).
            return (self.context.words("widgets.your_turn", name=self.session.name(mover)),
                    self.scene.prompt_slot(mover, True))
        return waiting or self.scene.person_prompt(view, seat), slot

    def follow_input_device(self) -> None:
        """Say the prompt again when the player switches between keyboard and controller,
        so it names the buttons in their hands."""
        if self.manners.device_changed():
            self.refresh_prompt()

    def seats_in(self, words: Words) -> list[SeatConfig]:
        """The seats named in ``words``' language: a default name follows it, a typed one stays."""
        return localised_seats(self.session.seats, words)

    def refresh_prompt(self) -> None:
        """Say :meth:`prompt_line` and the round counter again (the words changed)."""
        self.scene.frame.round_text = self.scene.round_label(self.view())
        self.scene.frame.prompt.set(*self.prompt_line())

    # ================================================================ the next transition

    def request(self, transition: Transition) -> None:
        """Ask for ``transition``: the scene returns it after this event or frame."""
        self._next = transition

    def take_transition(self) -> Transition | None:
        """The transition asked for, if any; the slot is empty afterwards."""
        transition, self._next = self._next, None
        return transition

    def pause_menu(self) -> Scene:
        """This table's pause menu (a kind's own: a lesson's offers to leave the lesson)."""
        return self.context.navigator.pause(self.session, None)

    def open_pause(self) -> None:
        """Esc, Pause and the top bar's Menu button: the pause menu over the table."""
        self.request(Push(self.menu_over_table()))

    def menu_over_table(self) -> Scene:
        """The pause menu as it opens, over the table or a cover: the table's notices go,
        their moment past (trial s19 read a trick's notice behind the menu; the table
        beneath is frozen, so it waited there and came back after)."""
        self.scene.frame.toasts.clear()
        return self.pause_menu()

    def decide(self, dt: float) -> None:
        """The table is settled and nothing is asked for, every frame: the kind's next
        decision (a computer's move, a curtain, the results, a replay's next step); a
        table that holds a result (the scene's ``holds_table``) waits for a press."""

    # ================================================================ per frame

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        """Route one input (:class:`~scenes.games.driver_presses.TablePresses`)."""
        return self.presses.route(event)

    def too_soon_for_the_new_person(self, event: pygame.event.Event) -> bool:
        """A kind's: True when a press that reached a decision is held back (a new person's)."""
        return False

    def tell_notices(self) -> None:
        """A file that failed (an autosave, the finished game's record) told at once in a
        dialog over the table that stays until OK, as every screen tells them: a toast
        faded in 6 s, perhaps while nobody looked."""
        fresh = [notice for notice in self.context.take_notices() if notice not in self._told]
        if fresh and self._next is None:
            self._told += fresh
            self.request(Push(self.context.navigator.notices(fresh)))
        else:
            self.context.notices[:0] = fresh  # the screen about to open tells them

    def update_parts(self, dt: float, *, covered: bool = False) -> None:
        """Per frame, a kind's own parts (the phones), before the board moves, or ``covered``."""

    def show_moves_made(self) -> None:
        """Per frame, after the decision: a kind's parts told of a move made in this very
        frame (the phones' panels go out as the TV draws it, not a frame later)."""

    def update(self, dt: float) -> Transition | None:
        """One frame: motion, messages, frame, board; once settled, the next decision."""
        self.follow_input_device()
        self.timeline.update(dt)
        frame = self.scene.frame
        self.tell_notices()
        # Undo follows every frame, not only a re-sync: a computer's move or the game's end
        # may come before the next one, and the button must not linger where it does nothing.
        if frame.update(dt, self.undo_possible):
            self.scene.lay_out()  # the log opened or closed: the board follows
            if not self.is_busy:
                self.resync()
        self.coach.poll()
        self.update_parts(dt)
        self.scene.update_board(dt)
        if not self.accepts_input:
            for piece in self.scene.touchable():
                piece.hovered = False
        if self._next is None and self.timeline.is_idle:
            self.settle()
            self.decide(dt)
        self.show_moves_made()
        return self.take_transition()

    def is_still(self) -> bool:
        """Still while a person thinks (or a held or final table waits for them), nothing
        moves and no advice is on its way (an idle loop would never collect the coach's)."""
        over = self.is_over and self.manners.waits_for_a_press
        waiting = self.accepts_input or self.phone_deciding() or self.scene.holds_table() or over
        return (waiting and self.is_settled and self.scene.frame.is_still
                and not self.coach.is_thinking and self.scene.board_is_still())

    def draw_under_board(self, surface: pygame.Surface) -> None:
        """A kind's drawing under the game's pieces (a lesson's glow)."""

    def draw_over_table(self, surface: pygame.Surface) -> None:
        """A kind's drawing over the whole table (a lesson's card, a replay's bar)."""
