"""Work that must never stall a frame: computer players' choices and the coach's advice.

Both go to the thinker (:mod:`scenes.games.thinker`), one separate process
shared by every game scene (DESIGN §3, §5); the frame only collects finished
answers. A bot and its seat's view go in (the bot sees nothing else); its
action and the bot itself come back, its generator moved on, so the session
keeps the state a save needs (Continue).

No computer player can end a game: :func:`decide` turns a bot's exception or
illegal choice into a fallback move, and :func:`collect` does the same for a
bot that does not answer within :data:`DECISION_SECONDS` or whose thinker
died. Each fallback comes back with a sentence of trouble for the program's
log, so the scene can say so. :class:`CoachDesk` asks the game's coach
(``spec.load_coach()``, a pure function of one seat's view) about the current
decision and keeps the answer for that decision only; a coach that fails
gives no advice for that decision.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from importlib import import_module
from typing import Any, TypeVar

from scenes.games.thinker import THINKER, think
from tabletop.bots import Bot, make_bot
from tabletop.core.actions import Action
from tabletop.core.engine import Engine

T = TypeVar("T")

DECISION_SECONDS = 20.0
"""Real seconds a computer player may think before a fallback move is made for it.

Far above any bot's work budget (the slowest, Wizard Extreme's hard player,
takes well under a second here), so it binds only on a hang.
"""


@dataclass(frozen=True)
class Decision:
    """A computer seat's move, the bot as it is after choosing, and what went wrong."""

    action: Action
    bot: Bot
    trouble: str | None = None
    """None when the bot chose; else why a fallback move was made instead (for the log)."""


def fallback_action(game: Engine[Any], seat: int) -> Action:
    """A legal move for ``seat`` when its own player failed: the easy player's choice
    from that seat's view, or else the first legal action."""
    view = game if game.is_view else game.view(seat)
    try:
        action = make_bot(game.spec.id, "easy", seed=len(view.log)).choose(view)
    except Exception as error:
        print(f"tabletop: the easy player failed too ({error!r})", file=sys.stderr)
    else:
        if game.is_legal(action):
            return action
    return game.legal_actions()[0]


def decide(bot: Bot, view: Engine[Any]) -> Decision:
    """In the thinker: the bot's choice from its seat's view, or a fallback move
    when it raises (legality is checked against the game itself, in :func:`collect`)."""
    seat = view.viewer
    assert seat is not None, "a computer player decides from its own seat's view"
    try:
        return Decision(bot.choose(view), bot)
    except Exception as error:
        return Decision(fallback_action(view, seat), bot, f"raised {error!r}")


def collect(future: Future[Decision], game: Engine[Any], bot: Bot,
            waited: float) -> Decision | None:
    """On the main thread: the finished decision, checked against the rules; None
    while the bot may still think; a fallback move when it chose what the rules
    refuse, when its answer was lost, or once it has thought for
    :data:`DECISION_SECONDS` (the hung thinker is then restarted). Every fallback
    is written to the program's log."""
    seat = game.current_seat
    assert seat is not None
    if not future.done():
        if waited < DECISION_SECONDS:
            return None
        future.cancel()
        THINKER.restart()
        decision = Decision(fallback_action(game, seat), bot,
                            f"gave no answer in {DECISION_SECONDS:.0f} s")
    elif future.cancelled():  # a restarted thinker dropped it
        decision = Decision(fallback_action(game, seat), bot, "was dropped by a restart")
    else:
        try:
            decision = future.result()
        except Exception as error:  # the thinker died, or the question could not be sent
            decision = Decision(fallback_action(game, seat), bot, f"was lost: {error!r}")
        if not game.is_legal(decision.action):
            decision = Decision(fallback_action(game, seat), decision.bot,
                                f"chose an illegal {decision.action!r}")
    if decision.trouble is not None:
        print(f"tabletop: {game.spec.id} seat {seat}'s computer player {decision.trouble}; "
              f"it plays {decision.action!r} instead", file=sys.stderr)
    return decision


class ComputerTurn:
    """A game scene's one computer decision at a time: asked of the thinker at once, taken
    after the readable pause, and dropped when the scene leaves or the game moved on."""

    def __init__(self, worker: Worker) -> None:
        self.worker = worker
        self.future: Future[Decision] | None = None
        self.position = -1
        """The number of actions the running question is about."""
        self._wait = 0.0
        self._asked_at = 0.0  # real time: DECISION_SECONDS counts from here

    @property
    def asked(self) -> bool:
        return self.future is not None

    def ask(self, bot: Bot, own: Engine[Any], position: int, pause: float) -> None:
        """Start ``bot`` thinking about its seat's view ``own``, shown after ``pause``."""
        self.future = self.worker.submit(decide, bot, own)
        self.position = position
        self._wait = pause
        self._asked_at = time.monotonic()

    def answer(self, dt: float, game: Engine[Any], bot: Bot) -> Decision | None:
        """The decision once the pause is over and it is there (see :func:`collect`)."""
        self._wait -= dt
        if self.future is None or self._wait > 0:
            return None
        decision = collect(self.future, game, bot, time.monotonic() - self._asked_at)
        if decision is not None:
            self.future = None
        return decision

    def drop(self) -> None:
        self.future = None


def warm_up(game_id: str) -> None:
    """In the thinker: import a game's computer players and coach before the first question."""
    for module in (f"tabletop.bots.{game_id}", f"tabletop.coach.{game_id}"):
        try:
            import_module(module)
        except ModuleNotFoundError as error:
            if error.name != module:
                raise


class Worker:
    """A game scene's errands to the thinker; :meth:`shutdown` drops those still open."""

    def __init__(self) -> None:
        self._open: set[Future[Any]] = set()

    def submit(self, function: Callable[..., T], *args: Any) -> Future[T]:
        future = think(function, *args)
        self._open.add(future)
        future.add_done_callback(self._open.discard)
        return future

    def warm_up(self, game_id: str) -> None:
        """Start the thinker and load the game there, while the scene opens."""
        self.submit(warm_up, game_id)

    def shutdown(self) -> None:
        """Stop waiting: questions not started are dropped, one being worked on
        finishes unobserved (the thinker stays for the next scene)."""
        for future in list(self._open):
            future.cancel()
        self._open.clear()


class CoachDesk:
    """The coach's advice for the decision at ``position`` (the number of actions so far).

    :meth:`request` asks about a seat's view; a newer request replaces a
    waiting one, and an answer that arrives for an older position is dropped.
    """

    def __init__(self, worker: Worker, coach: Callable[[Engine[Any]], Any] | None) -> None:
        self.worker = worker
        self.coach = coach
        self.advice: Any = None
        self.position = -1
        """The decision the advice (or the question being worked on) is about."""
        self._future: Future[Any] | None = None
        self._asked = -1  # the position the running question is about
        self._waiting: tuple[int, Engine[Any]] | None = None

    @property
    def is_thinking(self) -> bool:
        return self.advice is None and self.position >= 0

    @property
    def wanted(self) -> bool:
        """True while advice is wanted: for a person's decision on a screen that is theirs."""
        return self.position >= 0

    def request(self, position: int, view: Engine[Any]) -> None:
        if self.coach is None or position == self.position:
            return
        self.position = position
        self.advice = None
        self._waiting = (position, view)
        self._start()

    def follow(self, position: int, view: Engine[Any] | None) -> None:
        """Advice on ``view`` for the decision at ``position``; None: no advice wanted."""
        if view is None:
            self.forget()
        else:
            self.request(position, view)

    def forget(self) -> None:
        """No advice wanted now (a computer's turn, the curtain, the game is over)."""
        self.position = -1
        self.advice = None
        self._waiting = None

    def poll(self) -> None:
        """Collect a finished answer (every frame)."""
        if self._future is None or not self._future.done():
            return
        future, self._future = self._future, None
        if future.cancelled():  # dropped when the scene left: start what is asked now
            self._start()
            return
        try:
            advice = future.result()
        except Exception as error:
            # A coach's failure costs this decision its advice, never the game.
            print(f"tabletop: the coach failed ({error!r})", file=sys.stderr)
            if self._asked == self.position:
                self.position = -1
            self._start()
            return
        if self._asked == self.position:
            self.advice = advice
        self._start()

    def _start(self) -> None:
        if self._future is not None or self._waiting is None or self.coach is None:
            return
        self._asked, view = self._waiting
        self._waiting = None
        self._future = self.worker.submit(self.coach, view)
