"""The one gate between a game scene and the true game.

A session's ``game`` is the true game, secrets and all; only this module
touches it (it also hands each computer player and the coach its own seat's
view, and the game a computer's choice is checked against). Everything a game
scene or widget draws comes from a view: :meth:`TableGate.view` for the seat
that may see the screen now, :meth:`TableGate.public_view` for what the whole
sofa may know. The few public facts a scene needs every frame (how many
actions so far, whether the game is over, the newest log events) are small
accessors here, so they cost no copy of the state; rule questions ("may this
seal be stolen?") are asked of a view's ``legal_actions()``.
A finished game's review is asked for with :func:`review_request`, which reads
the true game (seed and actions, for the thinker to replay) only once it is over.
``tests/scenes/test_views_only.py`` reads the scenes' sources and fails on any
other reach into the true game.

One mode opens every secret: **review** (:attr:`TableGate.reveals_all`), used only
by the replay viewer (:mod:`scenes.replay`) while nobody chooses a seat's eyes. A
finished game shown again is one every seat agreed to look back on, so there
:meth:`TableGate.view` is the whole game as a read-only copy (every hand, order,
face-down chip and hidden purse; still no seed nor generator) and every log event
passes whole. A scene draws a seat's secret wherever its view holds it and
:meth:`TableGate.shows_secrets_of` allows it, so in review every seat's secrets are
drawn, each at its owner's place.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from tabletop.core.engine import Engine
from tabletop.review.runner import Request
from tabletop.storage.reviews import reviews_folder

if TYPE_CHECKING:
    from tabletop.core.actions import Action
    from tabletop.core.events import Event
    from tabletop.session import GameSession

EngineT = TypeVar("EngineT", bound="Engine[Any]")
"""The engine type of the scene's game: every view it is handed is one of these."""


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
    """The game as everybody at the table may see it, for a scene not yet built."""
    return session.game.view(None)


class TableGate(Generic[EngineT]):
    """Mixed into :class:`scenes.games.base.GameScene`: its only ways to the game."""

    session: GameSession
    hides_information: bool
    reveals_all: bool = False
    """Review mode (see the module's docstring): the replay viewer's, never a game's."""
    _public_cache: tuple[int, Action | None, EngineT] | None = None

    if TYPE_CHECKING:
        # The scene's: its curtain (scenes.games.curtain) decides who that is.
        @property
        def viewer(self) -> int | None: ...

    def view(self) -> EngineT:
        """The game as :attr:`viewer` may see it (in review: whole); draw private things
        only from this."""
        if self.reveals_all:
            return cast("EngineT", review_view(self.session.game))
        return cast("EngineT", self.session.game.view(self.viewer))

    def shows_secrets_of(self, seat: int) -> bool:
        """Whether the screen may show ``seat``'s secrets now: its own eyes, a game that
        hides nothing, or review."""
        return self.reveals_all or not self.hides_information or self.viewer == seat

    def shown_event(self, event: Event) -> Event | None:
        """``event`` as the screen may show it: whole in review, else redacted for
        :attr:`viewer` (None when it leaves the viewer no trace)."""
        return event if self.reveals_all else event.redacted_for(self.viewer)

    def public_view(self) -> EngineT:
        """The game as everybody may see it (no seat's secrets). Safe to ask every frame,
        in ``decision_shows_secrets`` too (which :meth:`view` itself asks): the copy is
        made again only after an action or an undo."""
        game = self.session.game
        last = game.history[-1] if game.history else None
        cached = self._public_cache
        # The same count of actions ending in the very same action object is the same
        # position: an undo pops that object, a new move appends a new one.
        if cached is None or cached[0] != len(game.history) or cached[1] is not last:
            cached = (len(game.history), last, cast("EngineT", game.view(None)))
            self._public_cache = cached
        return cached[2]

    def seat_view(self, seat: int) -> EngineT:
        """``seat``'s own view, for that seat's computer player or coach: handed to them,
        never drawn (the screen draws :meth:`view`)."""
        return cast("EngineT", self.session.game.view(seat))

    def rules_game(self) -> Engine[Any]:
        """The true game, only to check a computer's move against the rules and to find
        a fallback move (:func:`scenes.games.worker.collect`); never drawn."""
        return self.session.game

    def acting_seat(self) -> int:
        """The seat to move, for a person's input (which only comes while one is to move)."""
        seat = self.session.current_seat
        assert seat is not None, "input reaches the scene only while a person is to move"
        return seat

    @property
    def position(self) -> int:
        """How many actions were taken so far (public: everybody watched them)."""
        return len(self.session.game.history)

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

    def viewer_events(self, since: int) -> list[Event]:
        """The log's events from index ``since`` on, as :attr:`viewer` may see them (what
        the end of ``view().log`` holds, without copying the state)."""
        return [shown for event in self.session.game.log[since:]
                if (shown := self.shown_event(event)) is not None]
