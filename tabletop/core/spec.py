"""``GameSpec``: everything the program needs to know about a game before playing it."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from typing import Any

from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.core.events import Event, GameEnded, PrivateEvent


@dataclass(frozen=True)
class GameOption:
    """One option or variant shown on the seat-setup screen.

    ``choices`` lists the allowed values (for a yes/no option: ``(False, True)``);
    labels are translation keys ``<game_id>.option.<key>`` and, per choice,
    ``<game_id>.option.<key>.<value>``.
    """

    key: str
    default: Any
    choices: tuple[Any, ...]
    seat_counts: tuple[int, ...] | None = None
    """The seat counts the option means something at (None: every count); setup offers
    it only at those, and the engine ignores it at any other."""

    def __post_init__(self) -> None:
        if self.default not in self.choices:
            raise ValueError(f"default {self.default!r} of {self.key!r} is not a choice")

    def applies_to(self, seats: int) -> bool:
        return self.seat_counts is None or seats in self.seat_counts


@dataclass(frozen=True)
class GameSpec:
    """A registered game: identity, seat limits, options and its engine class.

    Attributes:
        id: stable id used in saves (``yacht``, ``polterfass``...).
        title: English title, for logs and error messages; what players read
            is ``<id>.title`` in the game's catalogue (the registry checks
            the English one is this).
        menu_position: where the game's tile sits on the main menu: tiles
            run left to right by this number, then by id.
        has_hidden_information: True when the game can hide information
            from some seats (hands, secret orders, hidden bets), so the table
            may need a privacy curtain between people.
        hidden_information_option: the yes/no option that turns the hiding
            on (Big Shot's hidden money, Winner's Circle's hidden bets), or
            None when the game always hides; see :meth:`hides_information`.
        lower_score_wins: True when the smallest score is best (Wizard
            Extreme's penalty points). Scenes rank by :meth:`Engine.winners`
            and this flag, never by re-sorting raw scores their own way.
        keeps_high_scores: True when a game's score means something across
            games (Yacht Dice's sheet total), so results keep a top-ten table.
        uncounted: (option key, value) pairs of house rules, not the published
            game: a game played with one is kept for replays but never counted in
            the statistics (Wizard Extreme's short game would put its small
            penalty totals beside full games'); see :meth:`counts_in_statistics`.
        coach: ``"module:function"`` of the game's coach, a pure function of
            one seat's view (DESIGN §5), or None; see :meth:`load_coach`.
        round_event: the event a new round (a race, a turn of the table) begins
            with, its number in the field ``round_field``; the replay viewer's
            round buttons jump between them (:meth:`round_number`). None: the
            game has no rounds to jump between.
    """

    id: str
    title: str
    min_seats: int
    max_seats: int
    rules_version: int
    engine: type[Engine[Any]]
    action_types: tuple[type[Action], ...]
    event_types: tuple[type[Event], ...]
    menu_position: int = 0
    options: tuple[GameOption, ...] = ()
    has_hidden_information: bool = False
    hidden_information_option: str | None = None
    default_seats: int = 2
    """The table the engine's tests and tools play (golden transcripts, benchmarks)."""
    first_setup_seats: int = 2
    """The table a first setup offers (nothing remembered): a person and computers to
    fill it; raised to ``min_seats`` where the game needs more."""
    lower_score_wins: bool = False
    keeps_high_scores: bool = False
    uncounted: tuple[tuple[str, Any], ...] = ()
    coach: str | None = None
    round_event: type[Event] | None = None
    round_field: str = "round"
    action_registry: Mapping[str, type[Action]] = field(init=False, repr=False)
    event_registry: Mapping[str, type[Event]] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "action_registry", {t.__name__: t for t in self.action_types})
        events = (*self.event_types, GameEnded)
        object.__setattr__(self, "event_registry", {t.__name__: t for t in events})
        if not self.min_seats <= self.default_seats <= self.max_seats:
            raise ValueError(f"{self.id}: default seat count outside the limits")
        if self.hidden_information_option is not None and (
            not self.has_hidden_information
            or self.hidden_information_option not in self.default_options
        ):
            raise ValueError(f"{self.id}: hidden_information_option names no option")
        for event_type in events:
            # A secret must be a PrivateEvent, so redaction cannot forget it.
            if "visible_to" in {f.name for f in dataclasses.fields(event_type)} and not (
                issubclass(event_type, PrivateEvent)
            ):
                raise TypeError(f"{event_type.__name__} has visible_to but is no PrivateEvent")

    @property
    def default_options(self) -> dict[str, Any]:
        return {option.key: option.default for option in self.options}

    def merged_options(self, overrides: Mapping[str, Any] | None) -> dict[str, Any]:
        """Defaults with ``overrides`` applied; unknown keys or values raise ValueError."""
        merged = self.default_options
        known = {option.key: option for option in self.options}
        for key, value in (overrides or {}).items():
            if key not in known:
                raise ValueError(f"{self.id} has no option {key!r}")
            if value not in known[key].choices:
                raise ValueError(f"{value!r} is not allowed for {self.id} option {key!r}")
            merged[key] = value
        return merged

    def counts_in_statistics(self, options: Mapping[str, Any]) -> bool:
        """Whether a game played with ``options`` enters the statistics (no house rule)."""
        return not any(options.get(key) == value for key, value in self.uncounted)

    def hides_information(self, options: Mapping[str, Any]) -> bool:
        """Whether a game played with ``options`` hides anything (and needs the curtain)."""
        if not self.has_hidden_information:
            return False
        if self.hidden_information_option is None:
            return True
        return bool(self.merged_options(options)[self.hidden_information_option])

    def round_number(self, events: Sequence[Event], number: int | None) -> int | None:
        """The number of the round the last :attr:`round_event` in ``events`` begins, or
        ``number`` when none does."""
        for event in events:
            if self.round_event is not None and isinstance(event, self.round_event):
                number = getattr(event, self.round_field)
        return number

    def load_coach(self) -> Callable[[Engine[Any]], Any] | None:
        """The coach function (imported on first use: some coaches load large tables)."""
        if self.coach is None:
            return None
        module_name, _, function_name = self.coach.partition(":")
        coach: Callable[[Engine[Any]], Any] = getattr(import_module(module_name), function_name)
        return coach

    def places(self, game: Engine[Any]) -> list[tuple[int, int]]:
        """``(place, seat)`` best first for a finished ``game``.

        The engine's :meth:`Engine.winners` (with its own tie-breaks) take
        first place; every other seat follows by score in this game's
        direction (:attr:`lower_score_wins`), equal scores sharing a place.

        >>> from tabletop.games import GAMES
        >>> class Finished:  # a game over: seat 1 won a tie-break against seat 0
        ...     def scores(self): return [30, 30, 12]
        ...     def winners(self): return [1]
        >>> GAMES["yacht"].places(Finished())
        [(1, 1), (2, 0), (3, 2)]
        """
        scores, winners = game.scores(), game.winners()
        sign = 1 if self.lower_score_wins else -1
        others = sorted((seat for seat in range(len(scores)) if seat not in winners),
                        key=lambda seat: sign * scores[seat])
        places = [(1, seat) for seat in winners]
        for seat in others:
            previous = places[-1] if places else None
            shared = previous is not None and previous[1] not in winners and (
                scores[previous[1]] == scores[seat])
            places.append((previous[0] if previous and shared else len(places) + 1, seat))
        return places

    def validate_seats(self, seats: int) -> None:
        if isinstance(seats, bool) or not self.min_seats <= seats <= self.max_seats:
            raise ValueError(
                f"{self.title} is for {self.min_seats}–{self.max_seats} seats, not {seats}"
            )

    def new_game(
        self, seats: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> Engine[Any]:
        """A fresh game; ``options`` override :attr:`default_options`."""
        self.validate_seats(seats)
        return self.engine.new(self, seats, seed, self.merged_options(options))

    def from_dict(self, data: Mapping[str, Any]) -> Engine[Any]:
        """Exact inverse of ``engine.to_dict()``."""
        return self.engine.from_dict(self, data)

    def replay(
        self, seats: int, seed: int, options: Mapping[str, Any], actions: Sequence[Action]
    ) -> Engine[Any]:
        """The game reached by applying ``actions`` to a new game from ``seed``."""
        game = self.new_game(seats, seed, options)
        for action in actions:
            game.apply(action)
        return game
