"""A game at the table: the engine plus who sits where, computer players and undo.

The front end talks to a :class:`GameSession`, never to a bare engine: every
applied action goes through :meth:`GameSession.apply`, which keeps the undo
snapshots and calls the autosave hook, so "Continue" always resumes exactly
where the program was closed.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from tabletop.bots import Bot, bot_to_dict, make_bot, restore_bot
from tabletop.core.actions import Action
from tabletop.core.engine import Checkpoint, Engine
from tabletop.core.events import Event
from tabletop.core.seats import SeatConfig
from tabletop.core.spec import GameSpec

if TYPE_CHECKING:
    from tabletop.storage.notice import Notice

AutosaveHook = Callable[["GameSession"], None]


def table_bots(
    spec: GameSpec,
    seed: int,
    seats: Sequence[SeatConfig],
    states: Mapping[int, Any] | None = None,
) -> dict[int, Bot]:
    """The computer players of a table, seeded from the game's seed; ``states``
    (from :meth:`GameSession.bot_states`, e.g. a save) continues them where they were.
    Raises (KeyError, ValueError...) when a level or a state does not fit."""
    bots = {
        index: make_bot(spec.id, seat.level, seed=seed * 31 + index)
        for index, seat in enumerate(seats)
        if not seat.is_person
    }
    for index, state in (states or {}).items():
        restore_bot(bots[index], state)
    return bots


class GameSession:
    """One game in progress with its seats.

    Undo (DESIGN §3): a person may take back their own actions within their
    turn until something random or hidden is revealed; never across a die
    roll, a throw, a card reveal, or another seat's action.
    """

    def __init__(
        self,
        spec: GameSpec,
        game: Engine[Any],
        seats: Sequence[SeatConfig],
        autosave: AutosaveHook | None = None,
        bot_states: Mapping[int, Any] | None = None,
    ) -> None:
        if len(seats) != game.seats:
            raise ValueError(f"{len(seats)} seat configs for a {game.seats}-seat game")
        self.spec = spec
        self.game = game
        self.seats = list(seats)
        self.result_recorded = False
        """True once the finished game is in the statistics (the front end records it
        the moment the game ends, exactly once)."""
        self.record_lost: Notice | None = None
        """What of the finished game's record could not be kept (its statistics, its
        replay) and why; None when all of it was kept (or nothing is kept at all)."""
        self.played_from = 0
        """The moves a played-on game took from the recorded game it was played on from
        (counted with that game already); 0 for a game played from its start."""
        self.counted_started = False
        """A played-on game is counted as a game started once a person at the table has
        moved in it (the computers alone playing on is the recorded game, counted): True
        once it is."""
        self.resumed = False
        """Opened from its save (Continue): the table first shows again what the last move
        left on it (:meth:`before_last_move`)."""
        self.phones_on = False
        """Persons play on phones (kept by the table, saved with the game): a game resumed
        with it says how to pair them again, as phones never come back by themselves."""
        self.autosave = autosave
        self.bots = table_bots(spec, game.true_seed, seats, bot_states)
        self._undo_checkpoints: list[Checkpoint] = []

    @classmethod
    def start(
        cls,
        spec: GameSpec,
        seats: Sequence[SeatConfig],
        seed: int,
        options: dict[str, Any] | None = None,
        autosave: AutosaveHook | None = None,
    ) -> GameSession:
        session = cls(spec, spec.new_game(len(seats), seed, options), seats, autosave)
        session._save()
        return session

    # -- who acts --------------------------------------------------------

    def persons_played(self) -> bool:
        """True when a person has made a move of this game's own (after ``played_from``)."""
        return any(self.seats[action.seat].is_person
                   for action in self.game.history[self.played_from:])

    @property
    def current_seat(self) -> int | None:
        return self.game.current_seat

    def is_computer_turn(self) -> bool:
        seat = self.game.current_seat
        return seat is not None and seat in self.bots

    def bot_action(self) -> Action:
        """The computer player's choice for the seat to move, from that seat's view only."""
        seat = self.game.current_seat
        if seat is None or seat not in self.bots:
            raise RuntimeError("it is not a computer player's turn")
        return self.bots[seat].choose(self.game.view(seat))

    def bot_states(self) -> dict[int, dict[str, Any]]:
        """Each computer seat's state, for the autosave (Continue plays on identically)."""
        return {index: bot_to_dict(bot) for index, bot in self.bots.items()}

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    # -- acting ----------------------------------------------------------

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` (raises IllegalAction, changing nothing), then autosave."""
        mover = self.game.current_seat
        # Only a person may take back a move; a checkpoint copies the state, not the log.
        checkpoint = self.game.checkpoint() if mover not in self.bots else None
        events = self.game.apply(action)
        self._keep_undo(self.game, mover, checkpoint, events)
        self._save()
        return events

    def _keep_undo(self, game: Engine[Any], mover: int | None, checkpoint: Checkpoint | None,
                   events: Sequence[Event]) -> None:
        """After ``mover``'s action in ``game``: its checkpoint kept for undo while the
        turn is theirs and nothing was revealed (DESIGN §3), else the undo is gone."""
        undoable = (
            mover is not None
            and mover not in self.bots
            and game.current_seat == mover
            and not any(event.reveals for event in events)
        )
        if undoable and checkpoint is not None:
            self._undo_checkpoints.append(checkpoint)
        else:
            self._undo_checkpoints.clear()

    def recover_undo(self) -> None:
        """The turn's undo as it stood when the game was saved, for Continue: a save keeps
        the actions, not the checkpoints, so the person's own last actions of this turn
        are applied again to the position before them, checkpointed as :meth:`apply`
        does (trial s24 C/090-092: dice held after a roll, and no Undo after Continue)."""
        mover, history = self.game.current_seat, self.game.history
        if mover is None or mover in self.bots or self.game.seed is None:
            return
        start = len(history)
        while start > 0 and history[start - 1].seat == mover:
            start -= 1
        game = self.spec.replay(self.game.seats, self.game.seed, self.game.options,
                                history[:start])
        self._undo_checkpoints = []
        for action in history[start:]:
            checkpoint = game.checkpoint()
            self._keep_undo(game, mover, checkpoint, game.apply(action))

    def before_last_move(self) -> tuple[Engine[Any], Action] | None:
        """The game as it stood before its last action, and that action: a table resumed
        from its save plays the action again to show what it left there. None before any
        action (or in a game without its seed)."""
        history = self.game.history
        if not history or self.game.seed is None:
            return None
        before = self.spec.replay(self.game.seats, self.game.seed, self.game.options,
                                  history[:-1])
        return before, history[-1]

    def play_on_from(self, game: Engine[Any]) -> None:
        """The table plays on from ``game`` (:meth:`before_last_move`'s, whose last action
        the resumed table plays again to show what it left)."""
        self.game = game

    @property
    def can_undo(self) -> bool:
        return bool(self._undo_checkpoints)

    @property
    def takes_back(self) -> bool:
        """Whether a move here may ever be taken back: a person plays (a table of computers
        alone never offers Undo, nor do a lesson and a replay, which override this)."""
        return any(seat.is_person for seat in self.seats)

    def undo(self) -> None:
        """Take back the last undoable action of the person whose turn it is."""
        if not self._undo_checkpoints:
            raise RuntimeError("nothing to undo")
        self.game.restore(self._undo_checkpoints.pop())
        self._save()

    def _save(self) -> None:
        if self.autosave is not None:
            self.autosave(self)
