"""Base classes for events: the frozen, past-tense records that ``apply()`` returns.

The same records form the game log and drive the animations. Most events are
public. An event that reveals private data (a dealt hand, a secret order)
subclasses :class:`PrivateEvent`: it names the seats that may see it and
gives the public version everybody else gets, so redaction, the log panel
and the golden transcripts all treat secrets the same way.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Event:
    """Something that happened; subclasses are frozen dataclasses named in the past tense."""

    reveals: ClassVar[bool] = False
    """True for chance results and revealed secrets (dice, throws, card reveals).

    Undo never crosses such an event (DESIGN §3, the policy of the best online
    implementations), so subclasses that record chance or reveal hidden
    information set this to True.
    """

    def is_visible_to(self, viewer: int | None) -> bool:
        """Whether ``viewer`` (None: the public table) may see this event whole."""
        return True

    def redacted_for(self, viewer: int | None) -> Event | None:
        """What ``viewer`` may know of this event: itself, a public version, or None."""
        return self


@dataclass(frozen=True)
class PrivateEvent(Event):
    """An event only some seats may see whole (a card dealt, an order placed).

    Subclasses declare a ``visible_to: tuple[int, ...]`` field, the seats that
    see the event as it is, and implement :meth:`public_version`, what every
    other seat and the public table see instead: for example "Mina placed an
    order" without the cards, or None when the event leaves no public trace.

        >>> from tabletop.core.sealed import ChoiceSealed, SeatChose
        >>> sealed = ChoiceSealed(seat=1, choice=[2, 5], visible_to=(1,))
        >>> sealed.redacted_for(1) is sealed
        True
        >>> sealed.redacted_for(0)
        SeatChose(seat=1)
        >>> sealed.redacted_for(None)
        SeatChose(seat=1)
    """

    visible_to: tuple[int, ...]

    def is_visible_to(self, viewer: int | None) -> bool:
        return viewer is not None and viewer in self.visible_to

    def redacted_for(self, viewer: int | None) -> Event | None:
        return self if self.is_visible_to(viewer) else self.public_version()

    @abstractmethod
    def public_version(self) -> Event | None:
        """What a seat outside ``visible_to`` sees of this event (None: nothing)."""


@dataclass(frozen=True)
class GameEnded(Event):
    """The last event of every game: final scores and the winning seats."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
