"""How a press reaches a lesson's table (the :class:`~scenes.modes.lesson.LessonDriver`'s
``handle_event``): the pause and Skip first, a press that rushes the motion up to the
result the cards tell of, the card's buttons, and Enter, which turns the cards and takes
the glowing piece only once the learner reached it (an arrow, Tab, its ring) or read the
step's words a moment (issue #32). What is left goes to the table as in a real game.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

from scenes.modes.lesson_table import is_skip_key
from scenes.widgets.focus import ACTIVATE_KEYS, REACH_KEYS

if TYPE_CHECKING:
    from scenes.games.hooks import TableScene
    from scenes.modes.lesson_card import GuideCard
    from scenes.shell.context import AppContext
    from scenes.shell.scene import Transition
    from scenes.widgets.tween import Timeline
    from tabletop.core.actions import Action
    from tabletop.lessons import LessonStep

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
ENTER_QUIET_SECONDS = 1.5
"""Enter or Space takes the glowing piece once the step's words and the keys have been
still this long: a learner pressing on through the cards presses sooner (issue #32)."""


class KeyedLesson(Protocol):
    """What :class:`LessonKeys` asks of the lesson's driver."""

    context: AppContext
    scene: TableScene
    timeline: Timeline
    card: GuideCard

    @property
    def step(self) -> LessonStep | None: ...

    @property
    def finished(self) -> bool: ...

    @property
    def is_busy(self) -> bool: ...

    @property
    def held_for_reading(self) -> bool: ...

    @property
    def explaining(self) -> bool: ...

    @property
    def says_step(self) -> bool: ...

    def learners_move(self) -> Action | None: ...

    def open_pause(self) -> None: ...

    def take_transition(self) -> Transition | None: ...

    def settle(self) -> None: ...

    def one_glow(self) -> None: ...


class LessonKeys:
    """The input routing of one lesson (see the module docstring)."""

    def __init__(self, driver: KeyedLesson) -> None:
        self.driver = driver
        self.reached = False
        """The learner moved the keyboard's focus (an arrow, Tab), or pressed Enter after
        the quiet: Enter takes the move it asks for (:func:`only_the_glow`)."""
        self.quiet = 0.0  # seconds since the step's words came or Enter or Space was pressed

    def ring_shown(self) -> bool:
        """A ring shows the keyboard's focus: :func:`only_the_glow` leaves it on the
        lesson's piece only."""
        return any(ring.focused is not None for ring in self.driver.scene.focus_rings())

    def route(self, event: pygame.event.Event,
              table: Callable[[pygame.event.Event], Transition | None]) -> Transition | None:
        """Route one input; what the lesson leaves goes to ``table``, the table's own routing."""
        lesson = self.driver
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_PAUSE):
            lesson.open_pause()
            return lesson.take_transition()
        step = lesson.step
        if is_skip_key(event) and step is not None:  # even while a move still plays
            lesson.card.skip_button.activate()
            return None
        press = event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN
                                                 and event.button == 1)
        if press and lesson.is_busy and not lesson.held_for_reading:
            # A press skips the motion up to the result the cards tell of, never past it (a
            # click in Byeongsu's last move cleared race 1's payout before its cards came).
            lesson.timeline.rush()
            if lesson.is_busy:
                return lesson.take_transition()
            lesson.settle()
            if event.type != pygame.KEYDOWN:
                return lesson.take_transition()  # the click that skipped is no move too
        explaining, quiet, asked = lesson.explaining, self.quiet, lesson.learners_move()
        enter = event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS
        if enter:
            self.quiet = 0.0
        if (event.type == pygame.KEYDOWN and (event.key in REACH_KEYS or self.ring_shown())
                and asked is not None):
            # An arrow reached the piece, or its ring shows already: Enter takes the move
            # the ring is on (trial s16: Enter on the ringed piece was refused).
            self.reached = True
        elif enter and quiet >= ENTER_QUIET_SECONDS and not explaining and asked is not None:
            # Read a moment, Enter takes the glowing piece at once (trial s31 H/001); Enters
            # pressed on through the cards are refused below (a loan taken unread, s27 E/126).
            self.reached = True
            lesson.one_glow()
            self.reached = self.ring_shown()
        card_first = explaining or not (event.type == pygame.KEYDOWN
                                        and event.key == pygame.K_RETURN)
        still = not lesson.is_busy or lesson.held_for_reading
        if card_first and still and lesson.says_step and lesson.card.handle_event(event):
            return lesson.take_transition()
        if explaining and still:
            # The card explains: nothing moves, and a held bill stays until Next lets it go.
            # Past the last card there is no Next to ask for; the prompt tells of the end.
            if (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                    and not lesson.finished):
                lesson.card.note(lesson.context.words("lesson.hint_next"), seconds=2.5)
            return lesson.take_transition()
        if (event.type == pygame.KEYDOWN and event.key in ENTER_KEYS and not self.reached
                and asked is not None):
            # Enter turns the cards, never plays the move one asks for (bids, loans, cubes
            # unread, issue #32): a click, its own key, or Enter after the quiet or arrows.
            pad = "_pad" if lesson.context.input.using_controller else ""  # a controller's A
            lesson.card.note(lesson.context.words("lesson.hint_enter" + pad))
            return lesson.take_transition()
        return table(event)
