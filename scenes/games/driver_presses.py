"""How one input reaches a table (the :class:`~scenes.games.driver.TableDriver`'s
``handle_event``): the pause, the frame's buttons and log, a press that rushes the motion
up to a result that must be seen first, a held table, Undo, then the person's move, only
while they may act.

The results held for a press (:meth:`TablePresses.hold`) and the press a release needs
(a click that fast-forwarded a motion is no move) are kept here, with the routing they
decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from scenes.games.manners import DECISION_QUIET_SECONDS, RESULT_DWELL_SECONDS, TableManners
from scenes.games.phone_desk import PHONE_NEWS
from scenes.widgets.curtain import LIFT_KEYS, MODIFIER_KEYS
from scenes.widgets.tween import Hold

if TYPE_CHECKING:
    from scenes.games.hooks import TableScene
    from scenes.shell.context import AppContext
    from scenes.shell.scene import Transition
    from scenes.widgets.tween import Timeline


class RoutedTable(Protocol):
    """What :class:`TablePresses` asks of its table driver."""

    context: AppContext
    scene: TableScene
    timeline: Timeline
    manners: TableManners
    results_take_grace: bool

    @property
    def is_busy(self) -> bool: ...

    @property
    def accepts_input(self) -> bool: ...

    def open_pause(self) -> None: ...

    def take_transition(self) -> Transition | None: ...

    def settle(self) -> None: ...

    def undo(self) -> None: ...

    def too_soon_for_the_new_person(self, event: pygame.event.Event) -> bool: ...


class TablePresses:
    """The input routing of one table driver (see the module docstring)."""

    def __init__(self, driver: RoutedTable) -> None:
        self.driver = driver
        self._press_seen = False
        self._results_held: list[Hold] = []
        """The results held for a press (:meth:`hold`) not yet moved on."""

    def hold(self, hold: Hold) -> Hold:
        """``hold``, a result held for a press, is one a press may move on (:meth:`route`)."""
        self._results_held = [*(kept for kept in self._results_held if not kept.is_done), hold]
        return hold

    def route(self, event: pygame.event.Event) -> Transition | None:
        """Route one input: pause, the frame's buttons and log, skipping an animation, a
        held table, Undo, then the person's move (only while they may act)."""
        driver = self.driver
        scene = driver.scene
        if event.type == PHONE_NEWS:  # only wakes an idle loop: the phones read the news
            return None
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_PAUSE):
            driver.open_pause()
            return driver.take_transition()
        if scene.frame.handle_event(event):  # Menu, Undo, the log
            return driver.take_transition()
        if event.type == pygame.MOUSEMOTION:
            scene.handle_input(event)
            return None
        is_press = event.type == pygame.KEYDOWN or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
        key = event.key if event.type == pygame.KEYDOWN else pygame.K_RETURN  # a click: Enter
        if driver.is_busy:
            if not is_press:
                return None
            self._press_seen = False
            # Up to a result that must be seen first (a payout sheet), never past it; only
            # Enter or a click moves a held result on (a roll's Space or a digit did, trial
            # s22), and does only that (one Return took a seal in the next round, trial s18).
            waiting = [hold for hold in self._results_held  # (Big Shot's 0 s holds never wait)
                       if not hold.is_done and hold.awaited() and hold.longest > hold.elapsed]
            driver.timeline.rush(keep=() if key in LIFT_KEYS else waiting)
            moved_on = any(hold.is_done for hold in waiting)
            if moved_on and driver.results_take_grace:
                # Nor do the presses after it in the same burst: Enter mashed through the
                # summary took a seal in the next round before anyone saw it (trial s20).
                driver.context.manager.begin_grace(RESULT_DWELL_SECONDS, DECISION_QUIET_SECONDS)
            if event.type != pygame.KEYDOWN or driver.is_busy or moved_on:
                return None
            # A key both skips the animation and counts: typing 1-3-4 quickly holds three dice.
            driver.settle()
        if driver.manners.final_press(is_press):
            return None
        if scene.holds_table():  # a result still being read: Enter or a click moves on
            if is_press and key in LIFT_KEYS:  # (Space or a digit did, trial s22)
                scene.release_table()
            elif event.type == pygame.KEYDOWN and event.key not in MODIFIER_KEYS:
                driver.manners.say_enter_moves_on()  # not ignored without a word
            return None
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_z
                and event.mod & pygame.KMOD_CTRL):
            driver.undo()
            return None
        if not driver.accepts_input:
            if is_press:
                driver.manners.ask_to_wait()
            return None
        # A release only counts when its press was seen too: the click that fast-forwarded
        # an animation must not also hold a die or score a category.
        if event.type == pygame.MOUSEBUTTONDOWN:
            self._press_seen = True
        elif event.type == pygame.MOUSEBUTTONUP:
            if not self._press_seen:
                return None
            self._press_seen = False
        if not driver.too_soon_for_the_new_person(event):
            scene.handle_input(event)
        return driver.take_transition()
