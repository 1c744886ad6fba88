"""The replay viewer: a finished game shown again in its own game scene, step by step.

The viewer is the game's real scene class with :class:`ReplayTable` mixed in
front of it, so every board, animation and log line is the one seen in play.
The scene's session holds the replayed position; nobody acts at this table:
no computer is asked to move (the loop's next decision never runs), no
person's input reaches the game, no curtain rises and no results screen
follows the last move. The game is over and everyone agreed to review it, so
the screen opens in the gate's review mode (:mod:`scenes.games.gate`): every
hand, order, face-down chip and hidden purse face up at its owner's place, the
log whole; V switches to one seat's eyes (that seat's secrets only), then the
next seat's, then back to everything.

Forward applies the recorded action to the session, so the scene animates it
as in play; back rebuilds the position from seed and the first actions
(``spec.replay``) and snaps every widget to it.
"""

from __future__ import annotations

from collections.abc import Sequence
from importlib import import_module
from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.base import GameScene
from scenes.replay_bar import ReplayBar
from scenes.scene import Pop, Push, Transition
from tabletop.core.actions import Action
from tabletop.core.events import Event, PrivateEvent
from tabletop.session import GameSession

if TYPE_CHECKING:
    from scenes.context import AppContext

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


class ReplayTable(GameScene[Any]):
    """Mixed in front of a game's scene class by :func:`replay_scene`."""

    def __init__(self, context: AppContext, session: GameSession,
                 actions: list[Action], seed: int, options: dict[str, Any]) -> None:
        self.actions = actions
        self.replay_seed = seed
        self.replay_options = options
        self.replay_viewer: int | None = None
        self.reveals_all = True  # everything face up until a seat's eyes are chosen
        self.playing = True
        self.speed_index = 0
        self._step_wait = 0.0
        self._leaving = False
        self._next_scene: Transition | None = None
        super().__init__(context, session)
        self.round_starts = self._find_round_starts()
        self.bar = ReplayBar(self)

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

    def _next_decision(self, dt: float) -> Transition | None:
        # No computer moves, no curtain rises, and the end leads to no results screen:
        # every move shown is the recorded one.
        return None

    def open_pause(self) -> None:
        self._leaving = True  # the top bar's Menu button leaves the replay, like Esc

    # ---------------------------------------------------------------- stepping

    @property
    def step_count(self) -> int:
        return len(self.actions)

    def step_to(self, position: int) -> None:
        """Show the position after ``position`` recorded actions: one step forward is
        animated as in play; any other jump rebuilds the position and snaps to it."""
        position = max(0, min(self.step_count, position))
        current = self.position
        if position == current:
            return
        if self.is_busy:
            self.timeline.fast_forward()
        if self.holds_table():  # a round's result shown in play until a press moves on
            self.release_table()
        if position == current + 1:
            self.play_events(self.session.apply(self.actions[current]))
            return
        self._rebuild(position)

    def _rebuild(self, position: int) -> None:
        """The table set up afresh at ``position``: the game's own scene state (a round's
        bill still on the table, the round it names) belongs to the move it was shown
        for, so a jump builds it again as a scene opened there would, keeping the
        replay's controls and the log's side."""
        log_open = self.log.is_open
        self.timeline.clear()
        self.worker.shutdown()
        game = self.spec.replay(len(self.session.seats), self.replay_seed, self.replay_options,
                                self.actions[:position])
        super().__init__(self.context, ReplaySession(self.spec, game, self.session.seats))
        if self.log.is_open != log_open:
            self.log.toggle()
        self.resync()

    def step_forward(self) -> None:
        self.step_to(self.position + 1)

    def step_back(self) -> None:
        self.playing = False
        self.step_to(self.position - 1)

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
        prefilled, each may change between person and computer (:mod:`scenes.setup`)."""
        if self.position >= self.step_count:
            return  # the game is over here: nothing to play on
        from scenes.setup import PlayOnFrom, SetupScene

        game = self.spec.replay(len(self.session.seats), self.replay_seed, self.replay_options,
                                self.actions[:self.position])
        self.playing = False
        self._next_scene = Push(SetupScene(self.context, self.spec.id, PlayOnFrom(
            game, tuple(self.session.seats), self.position, self._start_played_on)))

    def _start_played_on(self, session: GameSession) -> Transition:
        """The played-on game takes the place of the replay and what led to it (the
        setup, a results screen): back to the menu when it is left, as any game."""
        from scenes.games import make_game_scene
        from scenes.menu import MenuScene

        manager = self.context.manager
        stack = manager.stack
        menus = [index for index, scene in enumerate(stack) if isinstance(scene, MenuScene)]
        manager.apply(Pop(len(stack) - 1 - (menus[-1] if menus else 0)))
        return Push(make_game_scene(self.context, session))

    def cycle_speed(self) -> None:
        self.speed_index = (self.speed_index + 1) % len(SPEEDS)

    @property
    def speed(self) -> int:
        return SPEEDS[self.speed_index]

    def cycle_viewer(self) -> None:
        """Everything face up, then each seat's eyes in turn, then everything again."""
        if not self.hides_information:
            return
        seats = len(self.session.seats)
        current = self.replay_viewer
        self.replay_viewer = 0 if current is None else (None if current + 1 >= seats
                                                        else current + 1)
        self.reveals_all = self.replay_viewer is None
        self.timeline.fast_forward()
        self._apply_layout()  # a game may lay out open secrets apart (Wizard's hands)
        self.resync()

    def _find_round_starts(self) -> list[int]:
        """The positions whose action started a new round (or race): each game's log
        announces one with a ``...Started`` event carrying its number (RoundStarted,
        RaceStarted, Yacht's TurnStarted), so the number changing marks the start."""
        game = self.spec.new_game(len(self.session.seats), self.replay_seed, self.replay_options)
        starts = []
        number = _started_number(game.log, None)  # the first round starts with the game
        for index, action in enumerate(self.actions):
            new_number = _started_number(game.apply(action), number)
            if new_number != number and index + 1 < len(self.actions):
                starts.append(index + 1)
            number = new_number
        return starts

    # ---------------------------------------------------------------- the scene

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        # Nothing reaches the game's own input: only the bar, the Menu button and the log.
        used = event.type == pygame.KEYDOWN and self.bar.handle_key(event)
        if not used and event.type in _POINTER_EVENTS:
            used = self.menu_button.handle_event(event)
        if not used and not self.bar.handle_event(event):
            self.log.handle_event(event)
        return self._leave()

    def leave(self) -> None:
        self._leaving = True

    def _leave(self) -> Transition | None:
        if self._next_scene is not None:
            transition, self._next_scene = self._next_scene, None
            return transition
        if self._leaving:
            self._leaving = False
            return Pop()
        return None

    def update(self, dt: float) -> Transition | None:
        super().update(dt)
        self.bar.update(dt)
        if self.playing and self.timeline.is_idle:
            if self.position >= self.step_count:
                self.playing = False
            else:
                self._step_wait -= dt
                if self._step_wait <= 0:
                    self.step_forward()
                    self._step_wait = self.context.pace.seconds(STEP_SECONDS) / self.speed
        return self._leave()

    def is_still(self) -> bool:
        return not self.playing and super().is_still()

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.bar.draw(surface)


def _started_number(events: Sequence[Event], number: int | None) -> int | None:
    """The round (or race) number the last ``...Started`` event in ``events`` names, or
    ``number`` when none does."""
    for event in events:
        if type(event).__name__.endswith("Started"):
            value = getattr(event, "round", getattr(event, "race", None))
            if isinstance(value, int):
                number = value
    return number


_CLASSES: dict[str, type[ReplayTable]] = {}


def _replay_class(game_id: str) -> type[ReplayTable]:
    """The game's own scene class with :class:`ReplayTable` in front (made once)."""
    if game_id not in _CLASSES:
        scene_class = import_module(f"scenes.games.{game_id}.scene").SCENE_CLASS
        _CLASSES[game_id] = type(f"Replay{scene_class.__name__}", (ReplayTable, scene_class), {})
    return _CLASSES[game_id]


def replay_scene(context: AppContext, finished: GameSession) -> ReplayTable:
    """A replay of ``finished`` (a game that is over), from its first move, playing."""
    final = finished.game
    spec = finished.spec
    seats = finished.seats
    start = spec.new_game(len(seats), final.true_seed, final.options)
    session = ReplaySession(spec, start, seats)
    return _replay_class(spec.id)(context, session, list(final.history), final.true_seed,
                                  dict(final.options))
