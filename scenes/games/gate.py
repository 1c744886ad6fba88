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
``tests/scenes/test_views_only.py`` reads the scenes' sources and fails on any
other reach into the true game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Generic, TypeVar, cast

from tabletop.core.engine import Engine

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


def public_view(session: GameSession) -> Engine[Any]:
    """The game as everybody at the table may see it, for a scene not yet built."""
    return session.game.view(None)


class TableGate(Generic[EngineT]):
    """Mixed into :class:`scenes.games.base.GameScene`: its only ways to the game."""

    session: GameSession
    _public_cache: tuple[int, Action | None, EngineT] | None = None

    if TYPE_CHECKING:
        # The curtain's rule (scenes.games.curtain), mixed into the same scene.
        @property
        def viewer(self) -> int | None: ...

    def view(self) -> EngineT:
        """The game as :attr:`viewer` may see it; draw private things only from this."""
        return cast("EngineT", self.session.game.view(self.viewer))

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
        viewer = self.viewer
        return [shown for event in self.session.game.log[since:]
                if (shown := event.redacted_for(viewer)) is not None]
