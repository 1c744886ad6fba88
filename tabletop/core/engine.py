"""The engine base class: the public contract every game obeys (DESIGN §2).

A game subclasses :class:`Engine` and writes the private hooks
(``_setup``, ``_current_seat``, ``_legal_actions``, ``_check``, ``_apply``,
``_scores``, ``_winners``, and ``_redact`` if it hides anything). The base
class owns the public wrapper, as OpenSpiel's ``apply_action`` wraps
``_apply_action``::

    check(action)  ->  _apply(action)  ->  history + log  ->  events

so a refused action never changes anything, and every game records, saves
and replays the same way.

An engine knows its game through :class:`GameRules`, the part of a
``GameSpec`` it reads, handed to every instance; this module never imports
``tabletop.core.spec`` (the spec imports the engine, not the reverse).
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from tabletop.core.actions import Action, IllegalAction
from tabletop.core.codec import CodecError, decode, decode_tagged, encode, encode_tagged
from tabletop.core.events import Event, GameEnded
from tabletop.core.rng import Rng

StateT = TypeVar("StateT")


class GameRules(Protocol):
    """What an engine reads from its game's ``GameSpec``: identity, types, limits."""

    @property
    def id(self) -> str: ...

    @property
    def rules_version(self) -> int: ...

    @property
    def action_types(self) -> tuple[type[Action], ...]: ...

    @property
    def action_registry(self) -> Mapping[str, type[Action]]: ...

    @property
    def event_registry(self) -> Mapping[str, type[Event]]: ...

    def validate_seats(self, seats: int) -> None: ...

    def merged_options(self, overrides: Mapping[str, Any] | None) -> dict[str, Any]: ...


@dataclass(frozen=True)
class Checkpoint:
    """A game as it was, for undo (:meth:`Engine.checkpoint`)."""

    state: Any
    rng: dict[str, Any] | None
    history: int
    log: int


class Engine(ABC, Generic[StateT]):
    """One game in progress (or one seat's read-only view of it).

    Attributes:
        spec: the game this is (its ``GameSpec``, read through :class:`GameRules`).
        seats: number of seats.
        seed: the seed the game was created with; None for a view, since the seed
            rebuilds every hidden starting state (hands, deck order, future draws).
        options: the game's options (defaults merged with overrides).
        state: the game-specific state dataclass.
        history: every action applied so far, in order.
        log: every event so far (for a view: only what that seat may know).
        viewer: for a view, the seat it was made for (None = the public table).
    """

    state_type: ClassVar[type]

    def __init__(
        self,
        *,
        spec: GameRules,
        seats: int,
        seed: int | None,
        options: Mapping[str, Any],
        state: StateT,
        rng: Rng | None,
        history: list[Action] | None = None,
        log: list[Event] | None = None,
        is_view: bool = False,
        viewer: int | None = None,
    ) -> None:
        self.spec = spec
        self.seats = seats
        self.seed = seed
        self.options: dict[str, Any] = dict(options)
        self.state = state
        self._rng = rng
        self.history: list[Action] = history if history is not None else []
        self.log: list[Event] = log if log is not None else []
        self.is_view = is_view
        self.viewer = viewer

    @property
    def true_seed(self) -> int:
        """The seed of the game itself; a view has none to give (see :meth:`view`)."""
        if self.seed is None:
            raise ValueError("a view carries no seed")
        return self.seed

    # -- creation --------------------------------------------------------

    @classmethod
    def new(cls, spec: GameRules, seats: int, seed: int, options: Mapping[str, Any],
            rng: Rng | None = None) -> Self:
        """A fresh game (``spec.new_game`` validates seats and options first).

        ``rng`` replaces the generator the seed would give: a lesson passes a
        scripted one so its example's chance results come out.
        """
        rng = Rng(seed) if rng is None else rng
        state, events = cls._setup(seats, options, rng)
        return cls(spec=spec, seats=seats, seed=seed, options=options, state=state, rng=rng,
                   log=events)

    @classmethod
    @abstractmethod
    def _setup(
        cls, seats: int, options: Mapping[str, Any], rng: Rng
    ) -> tuple[StateT, list[Event]]:
        """The starting state and the events of setting up (deals, first rolls)."""

    # -- the public contract ---------------------------------------------

    @property
    def current_seat(self) -> int | None:
        """The seat whose decision is pending; None once the game is over."""
        return self._current_seat()

    @property
    def is_over(self) -> bool:
        return self._current_seat() is None

    @property
    def rng(self) -> Rng:
        """The game's generator, for the engine's own chance draws only."""
        if self._rng is None:
            raise RuntimeError("a view has no random generator: the future is hidden")
        return self._rng

    def legal_actions(self) -> list[Action]:
        """Every legal action of the current seat, in a stable order; [] once over."""
        if self.is_over:
            return []
        return self._legal_actions()

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalAction` with a player's reason if ``action`` is not allowed."""
        if self.is_over:
            raise IllegalAction("core.error.game_over")
        if type(action) not in self.spec.action_types:
            raise IllegalAction("core.error.unknown_action")
        if action.seat != self.current_seat:
            raise IllegalAction("core.error.not_your_turn")
        self._check(action)

    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalAction:
            return False
        return True

    def apply(self, action: Action) -> list[Event]:
        """Check, then apply ``action``; returns the events it caused."""
        if self.is_view:
            raise IllegalAction("core.error.view_read_only")
        self.check(action)
        events = self._apply(action)
        if self.is_over:
            events.append(GameEnded(tuple(self.scores()), tuple(self.winners())))
        self.history.append(action)
        self.log.extend(events)
        return events

    def scores(self) -> list[int]:
        """Per-seat score in the game's own unit."""
        return self._scores()

    def winners(self) -> list[int]:
        """The winning seats by the game's own tie-break rules; [] until the game is over."""
        return sorted(self._winners()) if self.is_over else []

    def view(self, seat: int | None) -> Self:
        """A read-only copy holding only what ``seat`` may know (None: the public table).

        The random generator and the seed are left out (the generator's state
        would reveal future draws, and ``new_game`` fed the seed would rebuild
        every seat's hidden start), the history too (the log says what this
        seat may know of it), the log keeps only the events this seat may see,
        and ``_redact`` removes hidden parts of the state.
        """
        if seat is not None and not 0 <= seat < self.seats:
            raise ValueError(f"no seat {seat} in a {self.seats}-seat game")
        log = [shown for event in self.log if (shown := event.redacted_for(seat)) is not None]
        return type(self)(
            spec=self.spec,
            seats=self.seats,
            seed=None,
            options=self.options,
            state=self._redact(copy.deepcopy(self.state), seat),
            rng=None,
            log=log,
            is_view=True,
            viewer=seat,
        )

    def hidden_info(self, seat: int) -> dict[str, Any]:
        """What only ``seat`` may know (its hand, its secret order...), JSON-safe.

        A view made for another seat must return this with every value
        emptied; the contract tests check exactly that for every game.
        """
        return {}

    # -- serialization ---------------------------------------------------

    def to_dict(
        self, encode_item: Callable[[Any], Any] = encode_tagged
    ) -> dict[str, Any]:
        """JSON-safe snapshot, including the random generator's state.

        ``encode_item`` encodes each action and event (the autosave passes a
        memo, since those never change once made).
        """
        return {
            "game": self.spec.id,
            "rules_version": self.spec.rules_version,
            "seats": self.seats,
            "seed": self.seed,
            "options": encode(self.options),
            "state": encode(self.state),
            "rng": None if self._rng is None else self._rng.to_dict(),
            "history": [encode_item(action) for action in self.history],
            "log": [encode_item(event) for event in self.log],
            "is_view": self.is_view,
            "viewer": self.viewer,
        }

    # -- cheap copies ----------------------------------------------------

    def checkpoint(self) -> Checkpoint:
        """What :meth:`restore` needs to put this game back as it is now (for undo).

        The state is copied; the history and the log only grow, and their
        entries never change, so their lengths are enough.
        """
        return Checkpoint(
            state=copy.deepcopy(self.state),
            rng=None if self._rng is None else self._rng.to_dict(),
            history=len(self.history),
            log=len(self.log),
        )

    def restore(self, checkpoint: Checkpoint) -> None:
        """Go back to ``checkpoint``, taken from this game earlier in the same turn."""
        if len(self.history) < checkpoint.history or len(self.log) < checkpoint.log:
            raise ValueError("that checkpoint is from another game")
        self.state = copy.deepcopy(checkpoint.state)
        self._rng = None if checkpoint.rng is None else Rng.from_dict(checkpoint.rng)
        del self.history[checkpoint.history:]
        del self.log[checkpoint.log:]

    def detached(self) -> Self:
        """A copy that another thread may read (and encode) while this game plays on:
        the state and generator copied, the history and log lists copied (their
        entries are frozen and shared)."""
        return type(self)(
            spec=self.spec,
            seats=self.seats,
            seed=self.seed,
            options=self.options,
            state=copy.deepcopy(self.state),
            rng=None if self._rng is None else Rng.from_dict(self._rng.to_dict()),
            history=list(self.history),
            log=list(self.log),
            is_view=self.is_view,
            viewer=self.viewer,
        )

    @classmethod
    def from_dict(cls, spec: GameRules, data: Mapping[str, Any]) -> Self:
        """Rebuild a game of ``spec`` from :meth:`to_dict`; damaged data raises
        :class:`CodecError` (``spec.from_dict(data)`` is the public way)."""
        try:
            if data["game"] != spec.id:
                raise CodecError(f"this is a {data['game']!r} game, not {spec.id!r}")
            if data["rules_version"] != spec.rules_version:
                raise CodecError(
                    f"rules version {data['rules_version']!r} differs from "
                    f"{spec.rules_version}"
                )
            seats = decode(data["seats"], int)
            spec.validate_seats(seats)
            rng_data = data["rng"]
            is_view = decode(data.get("is_view", False), bool)
            return cls(
                spec=spec,
                seats=seats,
                # Only a view goes without a seed; a game's own must be there.
                seed=decode(data["seed"], int | None if is_view else int),
                options=spec.merged_options(decode(data["options"], dict[str, Any])),
                state=decode(data["state"], cls.state_type),
                rng=None if rng_data is None else Rng.from_dict(rng_data),
                history=[decode_tagged(item, spec.action_registry) for item in data["history"]],
                log=[decode_tagged(item, spec.event_registry) for item in data["log"]],
                is_view=is_view,
                viewer=decode(data.get("viewer"), int | None),
            )
        except (KeyError, TypeError, ValueError) as error:
            if isinstance(error, CodecError):
                raise
            raise CodecError(f"damaged game data: {error!r}") from None

    # -- hooks for each game ---------------------------------------------

    @abstractmethod
    def _current_seat(self) -> int | None: ...

    @abstractmethod
    def _legal_actions(self) -> list[Action]: ...

    @abstractmethod
    def _check(self, action: Action) -> None:
        """Game-specific legality; the base class already checked turn and type."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Mutate the state for a checked action and return what happened."""

    @abstractmethod
    def _scores(self) -> list[int]: ...

    @abstractmethod
    def _winners(self) -> list[int]:
        """Winning seats; only called once the game is over."""

    def _redact(self, state: StateT, viewer: int | None) -> StateT:
        """Remove from ``state`` (a private copy) what ``viewer`` may not know."""
        return state
