"""The Polterfass log in words (:mod:`scenes.games.log_words`): the events that the
convention cannot word alone.

The scene's log panel holds the current viewer's ``view().log``; a sealed
order reaches this only in its own guest's view, and the line then names
that guest, so it can never be mistaken for anybody else's.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenes.games.log_words import LogWords
from scenes.games.viewer_log import LogSource, LogWording, ViewerLog
from scenes.widgets.log_panel import LogPanel
from tabletop.core.events import Event
from tabletop.core.sealed import ChoiceSealed, ChoicesRevealed
from tabletop.games.polterfass import BarrelsThrown, BillSettled, Special
from tabletop.i18n import Words


class PolterfassLog(LogWords):
    namespace = "polterfass"
    seat_fields = frozenset({"innkeeper"})
    signed = frozenset({ChoiceSealed})

    def line(self, words: Words, event: Event) -> str | None:
        match event:
            case BarrelsThrown(first=first, landings=landings):
                standing = sum(1 for landing in landings if landing.standing)
                faces = ", ".join(_face_text(words, landing.face) for landing in landings
                                  if landing.standing)
                line = self.say(words, event, _throw_kind(first, len(landings), standing),
                                count=len(landings), standing=standing)
                return f"{line} {faces}".strip() if faces else line
            case ChoiceSealed(choice=cards):
                return self.say(words, event, order=sum(cards))
            case ChoicesRevealed(choices=choices):
                orders = ", ".join(f"{self.name(seat)} {sum(cards)}"
                                   for seat, cards in choices.items())
                return f"{self.say(words, event)} {orders}"
            case BillSettled(failed=failed, gains=gains, scores=scores):
                head = self.say(words, event, "bill_failed" if failed else None)
                parts = [words(self.key("gain"), name=self.name(seat), gain=_signed(gain),
                               score=scores[seat]) for seat, gain in enumerate(gains)]
                return " ".join([head, *parts])
        return super().line(words, event)

    def field(self, words: Words, name: str, value: Any) -> object:
        if name == "choice":  # the cards of an order, as they were laid: "3 + 4"
            return " + ".join(str(card) for card in value)
        return super().field(words, name, value)


def _throw_kind(first: bool, count: int, standing: int) -> str:
    """The log sentence for a throw, by number: "1 lands", "2 land", "one barrel"."""
    if count == 1:
        return "barrel_thrown_standing" if standing else "barrel_thrown_lying"
    kind = "barrels_thrown_first" if first else "barrels_thrown"
    return f"{kind}_one_standing" if standing == 1 else kind


def _face_text(words: Words, face: int | Special | None) -> str:
    if isinstance(face, Special):
        return words(f"polterfass.face.{face.value}")
    return str(face)


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)


class LandedLog(ViewerLog):
    """The log panel as :class:`ViewerLog` keeps it, but a throw's line (which barrels
    stand) waits for its barrels to land while ``held`` says they fly; a change of viewer
    or language still rebuilds it at once, so nothing private outlives a hand-over."""

    def __init__(self, panel: LogPanel, source: LogSource, wording: LogWording,
                 held: Callable[[], bool]) -> None:
        super().__init__(panel, source, wording)
        self._watched = source
        self._held = held
        self._seen: tuple[int | None, str] | None = None  # the viewer and language synced

    def sync(self) -> None:
        seen = (self._watched.viewer, self.panel.words.language)
        if self._held() and seen == self._seen:
            return
        self._seen = seen
        super().sync()
