"""The game log's content for whoever may see the screen now (DESIGN §3)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from scenes.widgets.log_panel import LogPanel
from tabletop.core.events import Event, GameEnded

if TYPE_CHECKING:
    from tabletop.core.engine import Engine
    from tabletop.session import GameSession


class LogSource(Protocol):
    """Where the log's events come from: the table driver, which knows the viewer and
    reads the game through its gate."""

    @property
    def viewer(self) -> int | None: ...

    def view(self) -> Engine[Any]: ...

    @property
    def log_length(self) -> int: ...

    def viewer_events(self, since: int) -> list[Event]: ...

    def describe(self, event: Event) -> str | None: ...


class LogWording(Protocol):
    """How the log's lines are worded: the game scene's."""

    session: GameSession

    def frame_text(self, short_key: str, /, **params: Any) -> str: ...

    def slot(self, seat: int) -> int: ...

    def format_score(self, points: int) -> str: ...


class ViewerLog:
    """Keeps a :class:`LogPanel` holding exactly the current viewer's ``view().log``, in words.

    What it guarantees, after each :meth:`sync`: the panel lists the events of the
    driver's ``view().log`` and nothing else, so an event another seat may not see
    (a card drawn, money hidden in the variant) never reaches the screen. When the
    viewer changes (curtain, a computer's turn, Continue) or the language does, the
    panel is cleared and rebuilt from that view, so nothing private of the last viewer
    outlives the hand-over; while the same viewer watches in the same language, only
    the new events are added, each redacted for that viewer as ``view()`` would.
    """

    def __init__(self, panel: LogPanel, source: LogSource, wording: LogWording) -> None:
        self.panel = panel
        self._source = source
        self._wording = wording
        self._key: tuple[int | None, str, int] | None = None  # viewer, language, events shown

    def sync(self) -> None:
        """Bring the panel up to date (cheap when nothing changed: call it every frame)."""
        viewer, length = self._source.viewer, self._source.log_length
        key = (viewer, self.panel.words.language, length)  # the panel's words: the screen's
        previous, self._key = self._key, key
        if previous == key:
            return
        if previous is not None and previous[:2] == key[:2] and previous[2] < key[2]:
            for shown in self._source.viewer_events(previous[2]):
                self._add(shown)  # the same viewer: only the new events, as it sees them
            return
        self.panel.clear()
        for event in self._source.view().log:
            self._add(event)

    def _add(self, event: Event) -> None:
        table = self._wording
        if isinstance(event, GameEnded):
            if len(table.session.seats) == 1:  # a score, not a win
                score = table.format_score(event.scores[0])
                self.panel.add(table.frame_text("log_over_solo", score=score))
                return
            names = ", ".join(table.session.name(seat) for seat in event.winners)
            self.panel.add(table.frame_text("log_winners", names=names))
            return
        line = self._source.describe(event)
        if line:
            seat = getattr(event, "seat", None)
            self.panel.add(line, None if seat is None else table.slot(seat))
