"""The one gate between a table and the true game.

A session's ``game`` is the true game, secrets and all; only this module
touches it (it also hands each computer player and the coach its own seat's
view, and the game a computer's choice is checked against). Everything a game
scene or widget draws comes from a view: :meth:`TableGate.view` for the seat
that may see the screen now, :meth:`TableGate.public_view` for what the whole
sofa may know. The few public facts a table needs every frame (how many
actions so far, whether the game is over, the newest log events) are small
accessors here, so they cost no copy of the state; rule questions ("may this
seal be stolen?") are asked of a view's ``legal_actions()``.
A finished game's review is asked for with :func:`review_request`, which reads
the true game (seed and actions, for the thinker to replay) only once it is over.
``tests/scenes/test_views_only.py`` reads the scenes' sources and fails on any
other reach into the true game.

The gate is a component of the table driver (:mod:`scenes.games.driver`), which
says who the viewer is; every question that depends on it takes the viewer.

One mode opens every secret: **review** (:attr:`TableGate.reveals_all`), used only
by the replay viewer (:mod:`scenes.modes.replay`) while nobody chooses a seat's eyes. A
finished game shown again is one every seat agreed to look back on, so there
:meth:`TableGate.view` is the whole game as a read-only copy (every hand, order,
face-down chip and hidden purse; still no seed nor generator) and every log event
passes whole. A scene draws a seat's secret wherever its view holds it and
:meth:`TableGate.shows_secrets_of` allows it, so in review every seat's secrets are
drawn, each at its owner's place.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeVar

from tabletop.core.engine import Engine
from tabletop.review.runner import Request
from tabletop.storage.reviews import reviews_folder

if TYPE_CHECKING:
    from collections.abc import Callable

    from tabletop.core.actions import Action
    from tabletop.core.events import Event
    from tabletop.session import GameSession

EngineT = TypeVar("EngineT", bound="Engine[Any]")
"""The engine type of a scene's game: every view it is handed is one of these."""


def table_seed(session: GameSession) -> int:
    """The seed for the table's cosmetic chance (how dice tumble, where barrels stand):
    the game's own, so a continued game looks the same; never handed to a view."""
    return session.game.true_seed


def review_view(game: Engine[Any]) -> Engine[Any]:
    """``game`` whole as a read-only copy: nothing redacted, no seed, no generator."""
    return type(game)(spec=game.spec, seats=game.seats, seed=None, options=game.options,
                      state=copy.deepcopy(game.state), rng=None, log=list(game.log),
                      is_view=True, viewer=None)


def review_request(finished: GameSession | Engine[Any], *, hindsight: bool = False,
                   keep: bool = True) -> Request:
    """What the thinker needs to review ``finished`` (a session's game, or a replay's game
    rebuilt to its end) for :class:`scenes.games.review_desk.ReviewDesk`: its seed and
    every action, which judge each seat's secrets, so only once it is over (ValueError
    before). ``keep``: read a kept review and keep the new one, in the folder resolved
    here (the thinker never works out user folders)."""
    game = finished if isinstance(finished, Engine) else finished.game
    if not game.is_over:
        raise ValueError("a game is reviewed only once it is over")
    return Request(game.spec.id, game.seats, game.true_seed, dict(game.options),
                   tuple(game.history), hindsight=hindsight,
                   final_scores=tuple(game.scores()),
                   folder=reviews_folder(game.spec.id) if keep else None)


def public_view(session: GameSession) -> Engine[Any]:
    """The game as everybody at the table may see it, for a table not yet built."""
    return session.game.view(None)


def actions_taken(session: GameSession) -> int:
    """How many actions ``session``'s game took (public: everybody watched them)."""
    return len(session.game.history)


def last_mover(session: GameSession) -> int | None:
    """The seat that took ``session``'s last action, None before the first (public: everybody
    watched who moved; what a sealed action chose stays unread)."""
    history = session.game.history
    return history[-1].seat if history else None


@dataclass(frozen=True)
class Recording:
    """What a replay rebuilds a finished game from: its seed, options and actions. Only a
    finished game is recorded, one every seat agreed to look back on."""

    seed: int
    options: dict[str, Any]
    actions: list[Action]


def recording(finished: GameSession) -> Recording:
    """The recording of ``finished``, a game that is over (its seed opens every hidden
    start, so a game still being played is never recorded)."""
    game = finished.game
    assert game.is_over, "only a finished game is looked back on"
    return Recording(game.true_seed, dict(game.options), list(game.history))


class TableGate:
    """A table's only ways to its game."""

    def __init__(self, session: GameSession, hides_information: bool) -> None:
        self.session = session
        self.hides_information = hides_information
        self.reveals_all = False
        """Review mode (see the module's docstring): the replay viewer's, never a game's."""
        self._public_cache: tuple[int, Action | None, Engine[Any]] | None = None
        self._review_cache: tuple[int, Action | None, Engine[Any]] | None = None

    def view(self, viewer: int | None) -> Engine[Any]:
        """The game as ``viewer`` may see it (in review: whole, copied once a position: a
        replay's table asked four times as a move settled, a copy of the whole game each);
        draw private things only from this."""
        if self.reveals_all:
            self._review_cache = self._same_position(self._review_cache, review_view)
            return self._review_cache[2]
        return self.session.game.view(viewer)

    def shows_secrets_of(self, seat: int, viewer: int | None) -> bool:
        """Whether the screen may show ``seat``'s secrets to ``viewer``: its own eyes, a game
        that hides nothing, or review."""
        return self.reveals_all or not self.hides_information or viewer == seat

    def shown_event(self, event: Event, viewer: int | None) -> Event | None:
        """``event`` as the screen may show it: whole in review, else redacted for
        ``viewer`` (None when it leaves the viewer no trace)."""
        return event if self.reveals_all else event.redacted_for(viewer)

    def public_view(self) -> Engine[Any]:
        """The game as everybody may see it (no seat's secrets). Safe to ask every frame,
        in ``decision_shows_secrets`` too (which decides the viewer): the copy is made
        again only after an action or an undo."""
        self._public_cache = self._same_position(self._public_cache,
                                                 lambda game: game.view(None))
        return self._public_cache[2]

    def _same_position(self, cached: tuple[int, Action | None, Engine[Any]] | None,
                       make: Callable[[Engine[Any]], Engine[Any]]
                       ) -> tuple[int, Action | None, Engine[Any]]:
        """``cached`` while the game stands where it was made, else made again."""
        game = self.session.game
        last = game.history[-1] if game.history else None
        # The same count of actions ending in the very same action object is the same
        # position: an undo pops that object, a new move appends a new one.
        if cached is None or cached[0] != len(game.history) or cached[1] is not last:
            cached = (len(game.history), last, make(game))
        return cached

    def seat_view(self, seat: int) -> Engine[Any]:
        """``seat``'s own view, for that seat's computer player, coach or phone: handed to
        them, never drawn (the screen draws :meth:`view`)."""
        return self.session.game.view(seat)

    def rules_game(self) -> Engine[Any]:
        """The true game, only to check a move against the rules (a computer's, a lesson's
        other legal move) and to find a fallback move (:func:`scenes.games.worker.collect`);
        never drawn."""
        return self.session.game

    @property
    def position(self) -> int:
        """How many actions were taken so far (public: everybody watched them)."""
        return len(self.session.game.history)

    def movers(self) -> list[int]:
        """The seat that took each action so far, in order (public: everybody watched who
        moved; what they did stays in the views)."""
        return [action.seat for action in self.session.game.history]

    @property
    def is_over(self) -> bool:
        return self.session.game.is_over

    def result(self) -> tuple[list[int], list[int]]:
        """The scores and the winners, public once the game is over (winners [] before)."""
        game = self.session.game
        return game.scores(), game.winners()

    @property
    def log_length(self) -> int:
        """How many events the true log holds (a count, no event's content)."""
        return len(self.session.game.log)

    def viewer_events(self, since: int, viewer: int | None) -> list[Event]:
        """The log's events from index ``since`` on, as ``viewer`` may see them (what the
        end of ``view(viewer).log`` holds, without copying the state)."""
        return [shown for event in self.session.game.log[since:]
                if (shown := self.shown_event(event, viewer)) is not None]
