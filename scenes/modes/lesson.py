"""A lesson on the real table: the game's own scene, its real engine, a guide card.

A lesson is a kind of table driver, :class:`LessonDriver`, handed to the game's own scene
class, so the learner sees and touches exactly the board of a real game. The session is
the lesson's :meth:`~tabletop.lessons.Lesson.new_game` with its chance scripted; the
learner is the one person, every other seat a computer whose move is the step's
``expect``, taken after the usual pause. Nothing is saved or counted: no autosave, no
statistics game, no results screen, no curtain (one person), no Undo (a step taken back
would leave the lesson's script). Skip goes on by the lesson's chapters, and says where.

Each step shows the guide card (:mod:`scenes.modes.lesson_card`, placed by
:mod:`scenes.modes.lesson_place`) and a glow on the widget of the expected move (the
scene's ``piece_rect`` hook); nothing else on the table keeps a hover or focus halo, so
only one thing glows. Enter turns the cards; at a step that asks for a move, once its words
have been up a moment with no Enter, Enter takes the glowing piece, as after an arrow or
Tab (pressed on through the cards it takes nothing, issue #32). Another legal move is
refused with the step's hint, on the card, and changes nothing; an illegal one meets the
engine's own sentence, as in play. A card that tells of a computer's move
stays up after the move until Next, and a result the game holds for reading (a finished
trick, scored dice: the driver's ``reading_pause``) stays on the table as long as that
card (and the cards after it marked ``keep``); a card done fades out in a quarter second,
cut short by the turn banner or a computer's move, so no stale card stands over them. Esc
opens the pause menu of a lesson (Resume, Leave lesson); the menu then offers "Resume
lesson" for that game until the lesson is finished, after a restart too: each step reached
is written with the statistics at once, and a lesson resumed from there replays its
``expect``s up to that step through the engine. The end offers "Play a real game", which
opens setup with the lesson's seat count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import pygame

from scenes.games.driver import TableDriver
from scenes.modes.lesson_card import LEAVE_SECONDS, GuideCard
from scenes.modes.lesson_coach import draw_second_opinion
from scenes.modes.lesson_keys import LessonKeys
from scenes.modes.lesson_pause import LessonPause, real_game_setup
from scenes.modes.lesson_place import CardPlace
from scenes.modes.lesson_playout import PlayOut
from scenes.modes.lesson_skip import SkipAhead
from scenes.modes.lesson_table import (
    LessonSession,
    ReadingHold,
    RestedButtons,
    TopBar,
    card_figures,
    card_words,
    learner_run,
    lesson_seats,
    lesson_session,
    only_the_glow,
)
from scenes.screens.lesson_menu import saved_step
from scenes.shell import audio
from scenes.shell.context import LeftLesson
from scenes.shell.scene import Pop, Replace
from scenes.widgets.tween import Deferred, Sequence, Step, Wait
from tabletop import storage
from tabletop.core.actions import Action
from tabletop.i18n import Words
from tabletop.lessons import LESSONS, Lesson, LessonStep

if TYPE_CHECKING:
    from scenes.games.beats import Beat
    from scenes.games.hooks import TableScene
    from scenes.shell.context import AppContext
    from scenes.shell.scene import Scene, Transition
    from tabletop.core.engine import Engine
    from tabletop.core.events import Event
    from tabletop.core.seats import SeatConfig
    from tabletop.session import GameSession

GENERAL_HINT = "lesson.hint_general"  # the refusal of a step without its own hint


class LessonDriver(TableDriver):
    """The lesson kind of table driver (see the module docstring)."""

    results_take_grace = False  # they stay until Next, which takes the press (the S key too)
    keeps_card_room = True
    computers_levelled = False  # they play the lesson's script (trial Z2/011)

    def __init__(self, context: AppContext, lesson: Lesson, step_index: int = 0) -> None:
        super().__init__(context)
        self.lesson = lesson
        self.step_index = step_index
        self.skips = SkipAhead(lesson, lambda: self.step_index, lambda at: self.card.note(
            lesson.skip_label(at, self.context.words)))
        self.card = GuideCard(self.next_step, self.skips.press, self.play_real_game,
                              self.back_to_menu)
        self.played_at = 0  # the step whose move's events play now
        self.playout = PlayOut()
        self._bot_wait: float | None = None
        self._moved = False  # this computer step's move is made; its card waits for Next
        self._holds: list[ReadingHold] = []
        self._prepared_at: int | None = None
        self._coach_laid_out = False
        self._said: int | None = None
        """The step whose words the card shows: the current one once the table shows what
        it tells of (see :meth:`table_shows_step`), until then the one before."""
        self.place = CardPlace(self.card, lesson, self._text_of)
        self._before: Engine[Any] | None = None  # the table before the lesson's last move
        self.top_bar = TopBar()
        self._banner_due = False  # the turn banner waits for Next after a computer's card
        self._ribbon_named = False  # a ribbon on the table named the next seat to act
        self.keys = LessonKeys(self)  # Enter takes the glowing piece once reached or read
        self._rested = RestedButtons()  # the game's buttons, at rest under a card
        self._asked: str | None = None  # a piece's question, on the prompt line (say_ask)

    def attach(self, scene: TableScene, session: GameSession) -> None:
        super().attach(scene, session)
        self._coach_laid_out = self.coach_on  # the scene lays its board out with it next

    # ---------------------------------------------------------------- where the lesson is

    @property
    def step(self) -> LessonStep | None:
        """The step shown now; None once the lesson is finished."""
        steps = self.lesson.steps
        return steps[self.step_index] if self.step_index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.step is None

    def learners_move(self) -> Action | None:
        """The move the step waits for from the learner (None: a card, a computer's move)."""
        step = self.step
        if step is None or step.expect is None or step.expect.seat != self.lesson.learner:
            return None
        return step.expect

    @property
    def explaining(self) -> bool:
        """The card is to be read, then Next: a step without a move, a computer's move
        already made, or the end."""
        step = self.step
        return step is None or step.expect is None or self._moved

    def end_table_waits(self) -> bool:
        return self.step is not None and self.step.table_waits

    def named_parts(self) -> tuple[str, ...]:
        index = self._said_index()
        if index is None or index >= len(self.lesson.steps):
            return ()
        return (*self.lesson.steps[index].show, *self.lesson.steps[index].sight)

    @property
    def held_for_reading(self) -> bool:
        """The animation stopped at a result the card tells of (see :class:`ReadingHold`)."""
        return any(hold.reached and not hold.is_done for hold in self._holds)

    @property
    def table_shows_step(self) -> bool:
        """The table shows what the step's words tell of: every animation and held message
        played (or stopped at a result held for reading), and a computer's move the step
        tells of made. Only then are its words on the card."""
        step = self.step
        computer_to_move = (step is not None and step.expect is not None
                            and step.expect.seat != self.lesson.learner and not self._moved)
        working = self.coach_on and self.coach.is_thinking  # the words name its figures
        return (self.is_settled or self.held_for_reading) and not (computer_to_move or working)

    @property
    def says_step(self) -> bool:
        """The card shows the current step's words (not still the last step's)."""
        return self._said == self.step_index

    @property
    def waits_for_next(self) -> bool:
        """The card's Next is what moves the lesson on now: its words are up, and nothing
        is still moving but a result held for reading."""
        return (self.explaining and self.says_step and not self.playout.running(self.step_index)
                and (not self.is_busy or self.held_for_reading))

    def play_events(self, events: list[Event]) -> None:
        self.played_at = self.step_index
        super().play_events(events)

    def announce_turn(self) -> None:
        # A computer's move is told by its card, over the mover's glow: the next seat's
        # banner and glow come with Next, not between the move and its card.
        if self._moved:
            self._banner_due = True
        else:
            super().announce_turn()

    def reading_pause(self, seconds: float) -> Step:
        # The game's own pause, then the result stays until the lesson moves on (no hold
        # between the moves of a step played at the table's pace).
        held = () if self.playout.running(self.step_index) else (self._hold(ReadingHold(self)),)
        return Sequence(Wait(self.playout.pause(self.step_index, seconds)), *held)

    def computer_beat(self, seat: int | None, beat: Beat) -> float:
        # A computer's move stays while the card that tells of it is up (reading_pause), and
        # a paced step's moves go by at its own share (PlayOut): no beat of a game's on top.
        return 0.0

    def result_hold(self, seconds: float, longest: float) -> Step:
        # Held while the card shown as it comes tells of it; passing as a paced step plays.
        return Deferred(lambda: self.reading_pause(seconds) if self.playout.running(
            self.step_index) else self._hold(ReadingHold(self, at=self.step_index)))

    def _hold(self, hold: ReadingHold) -> ReadingHold:
        self._holds = [*(kept for kept in self._holds if not kept.is_done), hold]
        return hold

    def asks_for(self, kind: type[Action] | tuple[type[Action], ...]) -> bool:
        # Under a card, and at a step asking for another move, Yacht's dice name no key:
        # their 1-5 keycaps stood under the Four of a Kind card (trial s18).
        return isinstance(self.learners_move(), kind)

    @property
    def accepts_input(self) -> bool:
        return self.learners_move() is not None and super().accepts_input

    @property
    def coach_on(self) -> bool:
        """Only at a step marked for the coach, whatever the settings say: there its
        numbers explain the choice; elsewhere the card alone says what to do."""
        step = self.step
        return step is not None and step.coach

    @property
    def coach_second_opinion(self) -> bool:
        """The coach's box gives its advice beside a step asking the learner's own move: it
        reads as a second opinion, not an order (:mod:`scenes.modes.lesson_coach`)."""
        return (self.lesson.coach_advises and self.coach_on and self.coach.advice is not None
                and self.learners_move() is not None)

    def _follow_the_coach(self) -> None:
        """Once the table is still, lay the board out again when a step brings the coach
        or takes it away, and ask it about the decision now shown."""
        if self.coach_on != self._coach_laid_out and not self.is_busy:
            self._coach_laid_out = self.coach_on
            self.scene.lay_out()
            self.resync()

    def next_step(self) -> None:
        """On to the next step, a paced step's moves played first (:class:`PlayOut`)."""
        if not self.finished and not self.playout.begin(self.step, self.step_index):
            self._advance()
        self.refresh_prompt()  # no Next while the table plays a paced step's moves

    def _advance(self) -> None:  # past the last step the lesson is finished and remembered
        self._rested.wake()
        self._play_out()
        self.step_index += 1
        self.keys.reached = False
        self.scene.frame.toasts.clear()  # a hint of the step before applies no more
        self.card.notes.clear()
        self._bot_wait = None
        self._moved = self._ribbon_named = False
        step = self.step
        if step is not None and step.expect is not None and self.scene.holds_table():
            # A result the table holds (a Polterfass bill) stays while cards tell of it;
            # the lesson's next move is the press that lets the table go on.
            self.scene.release_table()
        if self._banner_due and not self.finished:
            super().announce_turn()  # the turn passes only now, the card read
        self._banner_due = False
        self.refresh_prompt()
        # Every step reached is written at once (off the frame): a quit or crash keeps it.
        game_id, finished, reached = self.lesson.game_id, self.finished, self.step_index
        self.context.write(lambda: storage.record_lesson(game_id, finished=finished,
                                                         step=reached))
        if self.finished:
            self.context.left_lesson = None
            audio.play("cheer", volume=0.6)

    def _play_out(self) -> None:
        """A step's own moves still to make (:class:`PlayOut`), at once: the table jumps."""
        actions = self.playout.at_once(self.step, self.step_index)
        for action in actions:
            self._make(action)
            self.timeline.fast_forward()
        if actions:
            self.resync()

    def _make(self, action: Action) -> None:
        self._before = self.view()  # the top bar tells of the move until its card is read
        self.play_events(self.session.apply(action))
        self.refresh_prompt()  # the header counts the trick the move makes on the table

    def skip_step(self) -> None:
        """Skip this step: its move made, so the table stays on the lesson's script."""
        if (step := self.step) is None:
            return
        if self.is_busy:
            self.timeline.rush()  # a result the next cards tell of stays (ReadingHold)
        if step.expect is not None and not self._moved:
            self._make(step.expect)
        self._advance()

    # ---------------------------------------------------------------- the learner's moves

    def act(self, action: Action) -> bool:
        expected = self.learners_move()
        if expected is None:
            return False
        if action == expected:
            before = self.view()
            if not super().act(action):
                return False
            self._before = before
            self.next_step()
            return True
        if self.gate.rules_game().is_legal(action):
            # A legal move of another kind: a kind word, and the table stays as it is.
            self.refuse()
            return False
        return super().act(action)  # the engine's own reason; nothing changes

    def refuse(self) -> None:
        """The shown step's kind hint: the move asked for is another."""
        step = self.shown_step()
        assert step is not None
        self.card.note(self.context.words(step.hint or GENERAL_HINT, **self._figures()))

    def may_prepare(self, action: Action) -> bool:
        run = self.learner_run()
        if not run:
            return False
        if action == run[min(self.scene.run_progress(run), len(run) - 1)]:
            return True
        self.refuse()
        return False

    # ---------------------------------------------------------------- the example's computers

    def decide(self, dt: float) -> None:
        # No results screen and no curtain: only the example's computer moves run here.
        if self.finished or self.is_over or self.scene.holds_table():
            return
        step = self.step
        seat = self.session.current_seat
        if (not self.session.is_computer_turn() or step is None or step.expect is None
                or step.expect.seat != seat or seat is None or self._moved):
            return  # a card still to read first
        if self._bot_wait is None:
            self._bot_wait = self.scene.bot_pause(self.gate.seat_view(seat))
        self._bot_wait -= dt
        if self._bot_wait <= 0:
            # The card stays up until Next: it tells of this move, read after it is seen.
            self._moved = True
            self._make(step.expect)

    def kind_prompt(self) -> str | None:
        if not self.explaining:
            return None
        # The table waits for the card to be read: "thinking" or "roll" would be untrue.
        words = self.context.words
        if not self.says_step or self.playout.running(self.step_index):
            # No card until the table shows the next one's words: no Next to press, nor the
            # end's buttons (trial s18: "The lesson is done" came 3 s before them).
            return words("lesson.hint_watch")
        if self.step is None:
            return words("lesson.finished_prompt")
        return words("lesson.hint_next")

    def shown_game(self) -> Engine[Any] | None:
        """The table before the lesson's last move while the card or the table still tells
        of that move (its animation plays, a computer's card waits for Next, its result is
        held): the top bar names that move's round and mover, not the engine's next (Big
        Shot's "Round 2" over a round-1 card). None where it tells of the table now: under
        the turn banner or a ribbon naming the next seat until the card comes (trial s23),
        past the last card (s21), and as a step's moves play at the table's pace."""
        told = self._moved or self.is_busy or self.held_for_reading
        named = self.scene.frame.banner.is_active or (self._ribbon_named and not self.says_step)
        now = self.step is None or named or self.playout.running(self.step_index)
        return None if now or not told else self._before

    def name_turn(self, seat: int) -> None:
        self._ribbon_named = True  # the top bar follows it, as a turn banner, until the card
        super().name_turn(seat)

    def refresh_prompt(self) -> None:
        super().refresh_prompt()
        self._show_top_bar()

    def _show_top_bar(self) -> None:
        self.top_bar.show(self.scene, self.shown_game(), done=self.curtain.closed,
                          busy=self.is_busy, seat=self.session.current_seat,
                          resync=self.resync)

    def seats_in(self, words: Words) -> list[SeatConfig]:
        return lesson_seats(words, self.lesson)  # the example's names are words too

    # ---------------------------------------------------------------- leaving

    def pause_menu(self) -> Scene:
        # Esc, Pause and the top bar's Menu button: a pause menu, as in a real game.
        return LessonPause(self.context, self.session, self.remember_left)

    def remember_left(self) -> None:
        """The lesson is left: the menu offers to resume it until it is finished."""
        # The scene this driver drives is the game's own Scene, on the stack.
        self.context.left_lesson = None if self.finished else LeftLesson(
            self.lesson.game_id, cast("Scene", self.scene))

    def back_to_menu(self) -> None:
        """Back to the menu (the card's Menu button at the end)."""
        self.remember_left()
        self.request(Pop())

    def play_real_game(self) -> None:
        """Setup of this game with the lesson's seat count, in place of the lesson."""
        self.context.left_lesson = None
        self.request(Replace(real_game_setup(self.context, self.lesson)))

    # ---------------------------------------------------------------- the table

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if self._asked is not None and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self._asked = None
            self.refresh_prompt()  # the learner acts: the prompt says the step's move again
        return self.keys.route(event, super().handle_event)  # (LessonKeys)

    def say_ask(self, said: str) -> bool:
        """A piece's question before a second press takes it (Big Shot's Loan): on the
        prompt line until the next press, as in a game (trial s36 S/004: as a note on the
        card its two lines found no room beside the card and the first K showed nothing)."""
        self._asked = said
        self.refresh_prompt()
        return True

    def prompt_line(self) -> tuple[str, int | None]:
        line = super().prompt_line()
        return line if self._asked is None else (self._asked, line[1])

    def update(self, dt: float) -> Transition | None:
        if self.finished and not self.curtain.closed and not self.is_busy:
            # The lesson is over: its game goes no further, so nothing on the table stays
            # live under the last card (Big Shot's Roll the die glowed there).
            self.curtain.closed = True
            self.resync()
        self._follow_the_coach()
        if self.skips.due():  # a step a frame: a bill passed is let go once it is seen
            self.timeline.rush()
            if self.scene.holds_table():
                self.scene.release_table()
            if not self.scene.holds_table():
                self.skip_step()
        self.playout.hurry(self.step_index, self.timeline, dt)  # a paced step's pace
        transition = super().update(dt)  # settles the table: a step's next move comes now
        if (action := self.playout.due(self.step_index, self.is_settled)) is not None:
            self._make(action)
        elif self.playout.over(self.step_index, self.is_settled):
            self.next_step()
        if self.playout.running(self.step_index):
            self.refresh_prompt()  # the header follows each trick played and gathered
        self.keys.quiet += dt
        if not self.says_step and self.table_shows_step:
            # The words come once the table shows what they tell of: "Minho plays red 3"
            # with his card on the table, "a 7 and a 4 stand" with the barrels still.
            self._said, self.keys.quiet = self.step_index, 0.0
            # A notice from the table before these words is out of date under them (trial
            # s18: Jisu's black seal notice stayed over the card of the next trick).
            self.scene.frame.toasts.clear()
            self.card.notes.clear()
            self.refresh_prompt()
        self._show_top_bar()
        self.card.update(dt, self.context.pace.seconds)
        self.scene.frame.toasts.over = self.card.over_toasts(self.pointed_piece())
        expected = self.learners_move()
        if expected is not None and self.accepts_input and self._prepared_at != self.step_index:
            # The selection the step's words assume (the 1 chip it names), made for the
            # learner: doing what the card says is then the move it waits for.
            self._prepared_at = self.step_index
            self.scene.prepare(expected)
        self.one_glow()
        if self.explaining:
            self._rested.rest(self.scene)
        return self.take_transition() or transition

    def one_glow(self) -> None:
        """Only the lesson's glow has a hover or focus (:func:`only_the_glow`), and only
        its piece may look gold (:meth:`RestedButtons.lower`)."""
        pointed = self.pointed_piece() if self.learners_move() is not None else None
        only_the_glow(self.scene, pointed, chosen=self.keys.reached)
        self._rested.lower(self.scene, pointed)

    def is_still(self) -> bool:
        return False  # the glow pulses

    def shown_step(self) -> LessonStep | None:
        """The step the card tells of: the current one, or in a run of the learner's moves
        built on the table before they are sent (a Big Shot placement), the step the
        building has reached, so each cube's sentence is read as it is dropped."""
        step, run = self.step, self.learner_run()
        if step is None or len(run) < 2:
            return step
        progress = self.scene.run_progress(run)
        return self.lesson.steps[self.step_index + min(progress, len(run) - 1)]

    def learner_run(self) -> list[Action]:
        """The learner's moves from this step on, up to the next card or other seat."""
        return learner_run(self.lesson, self.step_index)

    def pointed_piece(self) -> pygame.Rect | None:
        """The widget the glow points at: the one the step's move is taken with."""
        step = self.step
        if step is None or step.expect is None or self._moved or self.is_busy:
            return None
        run = self.learner_run()
        return self.scene.run_piece_rect(run) if run else self.scene.piece_rect(step.expect)

    def _said_index(self) -> int | None:
        """The index of the step whose words are on the card (the lesson's length for the
        last card), or None while no card is up: before the first words, and between a
        step done and the next step's words, which come once the table shows what they
        tell of (a card left up told of a table that had moved on)."""
        if self._said is None or not self.says_step:
            return None
        shown = self.shown_step()
        return len(self.lesson.steps) if shown is None else self.lesson.steps.index(
            shown, self.step_index)

    def _text_of(self, index: int) -> str:
        step = self.lesson.steps[index] if index < len(self.lesson.steps) else None
        if (index == self.step_index and step is not None and step.ready is not None
                and step.expect is not None and self.scene.move_built(step.expect)):
            return self.context.words(step.ready, **self._figures())  # trial s38 X/013
        return card_words(self.context.words, self.lesson, index, self._figures(),
                          playing=self.playout.running(index))

    def _figures(self) -> dict[str, str]:
        """The numbers the words name, as the table shows them and as the coach's box does."""
        return card_figures(self.lesson, self.view(), self.coach.advice if self.coach_on else None)

    def draw_under_board(self, surface: pygame.Surface) -> None:
        # Under the game's pieces: the halo shines around the piece, never over its face.
        piece = self.pointed_piece()
        if piece is not None and self.learners_move() is not None:
            self.card.draw_glow(surface, piece, self.scene.turned_piece(piece))

    def draw_over_table(self, surface: pygame.Surface) -> None:
        index = self._said_index()
        if index is None:  # the step's words wait for the table; the last step's are done
            if self.lesson.card_rests and self.card.draw_resting(
                    surface, self.context.words("lesson.card_watch")):
                return
            cut = self.scene.frame.banner.is_active or self._moved  # a computer's move shows
            self.card.draw_leaving(surface, self.context.pace.seconds(LEAVE_SECONDS), cut=cut)
            return
        card = self.card
        box = self.scene.coach_area() if self.coach_second_opinion else None
        if box:
            draw_second_opinion(surface, self.context.words, box, card.scale,
                                self.scene.toast_clear())
        piece = self.pointed_piece()
        if piece is not None and self.learners_move() is not None:
            card.draw_ring(surface, piece, self.scene.turned_piece(piece))
        if index < len(self.lesson.steps):
            # Beside the glow of a move to make, what the words name is framed in ink, so
            # only the piece to touch is gold (Yacht's Threes beside Four of a Kind).
            quiet = piece is not None and self.learners_move() is not None
            for part in self.place.parts(self.scene, self.lesson.steps[index].show):
                card.draw_mark(surface, part, quiet=quiet, turned=self.scene.turned_piece(part))
        card.text = self._text_of(index)
        card.explains = self.waits_for_next
        card.finished = self.finished and self.says_step
        card.speak(self.context.words)  # its buttons are measured in these words
        self.place.keep_true(self.scene, self.context.words, index, self.step_index,
                             self.pointed_piece(), self._coach_laid_out)
        card.fit()  # as tall as these words, Next where the run put it
        card.lay_buttons(self.context.words)
        card.notes_place = self.scene.frame.prompt  # the hints stand on the prompt line
        card.notes_spare = [*self.scene.toast_clear(), *self.scene.keep_in_sight()]
        card.draw(surface)


def start_lesson(context: AppContext, game_id: str) -> tuple[LessonSession, LessonDriver]:
    """``game_id``'s lesson from the step an earlier run wrote down (or its first): its
    session and its driver, for the game's scene class to be built with."""
    lesson = LESSONS[game_id]
    start = saved_step(context, lesson)
    return lesson_session(context.words, lesson, start), LessonDriver(context, lesson, start)
