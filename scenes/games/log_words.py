"""A game's events in words for the log, by convention rather than one sentence a case.

An event's line is the catalogue's ``<game>.log.<kind>``, where ``kind`` is the
event's class name in snake case (``HorseMoved``: ``winners_circle.log.horse_moved``),
filled with the event's own fields, each into the placeholder of its name. A seat
is read as the seat's name: the ``seat`` field fills ``{name}``, and the other fields a
game names in :attr:`LogWords.seat_fields` (a dealer, a victim) fill their own
placeholders with names. A game says only what the convention cannot:
:meth:`LogWords.field` for a field that needs wording (a horse's name, an amount of
money) and :meth:`LogWords.line` for an event whose line is chosen or built from
more than one entry of the catalogue; :attr:`LogWords.signed` lists the private
lines that begin with their owner's name, so a line read in review says whose it was.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any, ClassVar

from tabletop.core.events import Event, PrivateEvent
from tabletop.i18n import Words, has_key

_WORD_START = re.compile(r"(?<!^)(?=[A-Z])")


def event_kind(event: Event) -> str:
    """The event's kind as its log line's key ends: ``HorseMoved`` is ``horse_moved``.

    >>> from tabletop.core.events import GameEnded
    >>> event_kind(GameEnded((3,), (0,)))
    'game_ended'
    """
    return _WORD_START.sub("_", type(event).__name__).lower()


class LogWords:
    """One game's events in words; a game subclasses it and names only its exceptions."""

    namespace = ""
    """The game's catalogue (``tabletop/i18n/<lang>/<namespace>.json``), whose ``log.`` keys
    hold the lines; a game that words nothing its own way passes its id instead."""

    seat_fields: ClassVar[frozenset[str]] = frozenset()
    """Fields besides ``seat`` that hold a seat, read as its name."""

    signed: ClassVar[frozenset[type[PrivateEvent]]] = frozenset()
    """Private events whose line is worded for its owner ("You ordered 7") and begins with
    the owner's name, since the log of a review or of a hand-over shows whose it is."""

    def __init__(self, name: Callable[[int], str], namespace: str | None = None) -> None:
        self.name = name
        if namespace is not None:
            self.namespace = namespace

    def describe(self, words: Words, event: Event) -> str | None:
        """``event`` in words for the log, or None when the game's log leaves it out."""
        line = self.line(words, event)
        if line is not None and isinstance(event, PrivateEvent) and type(event) in self.signed:
            return ", ".join(map(self.name, event.visible_to)) + f": {line}"
        return line

    def line(self, words: Words, event: Event) -> str | None:
        """The line for ``event``: by default its kind's, when the catalogue has one. A game
        overrides this for the events it words its own way, and calls it for the rest."""
        if not has_key(self.key(event_kind(event))):
            return None
        return self.say(words, event)

    def say(self, words: Words, event: Event, kind: str | None = None, /,
            **extra: object) -> str:
        """The catalogue's line ``kind`` (the event's own kind by default) filled with the
        event's fields as :meth:`field` words them, and ``extra`` placeholders (which win
        over a field of the same name)."""
        values = {**self.fields(words, event), **extra}
        return words(self.key(kind or event_kind(event)), **values)

    def key(self, kind: str) -> str:
        return f"{self.namespace}.log.{kind}"

    def fields(self, words: Words, event: Event) -> dict[str, object]:
        """The event's fields as placeholders: each under its own name, ``seat`` also as
        ``{name}``."""
        values: dict[str, object] = {}
        for item in dataclasses.fields(event):
            value = getattr(event, item.name)
            values[item.name] = self.field(words, item.name, value)
            if item.name == "seat":
                values["name"] = self.name(value)
        return values

    def field(self, words: Words, name: str, value: Any) -> object:
        """How the field ``name`` reads in a line: a seat as its name, anything else as it
        is. A game overrides this for the fields it words (and calls it for the rest)."""
        return self.name(value) if name in self.seat_fields else value
