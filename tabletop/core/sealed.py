"""Sealed simultaneous choices: secret decisions taken one seat at a time, revealed together.

Polterfass guests order in secret and Winner's Circle's hidden-bets variant
lays chips face down (RULES.md §2, §1). On a shared screen "simultaneous"
means one seat at a time behind the privacy curtain, so a game keeps a
:class:`SealedChoices` in its state:

* :meth:`SealedChoices.seal` records one seat's choice and returns a
  :class:`ChoiceSealed` event that only that seat sees whole; every other
  seat's log gets the public :class:`SeatChose` ("Mina has chosen").
* :meth:`SealedChoices.redacted_for` keeps the *fact* that a seat has chosen
  in every view, but the choice itself only in the chooser's.
* :meth:`SealedChoices.reveal` returns the one public :class:`ChoicesRevealed`
  event carrying every choice, once all seats have chosen.

Choices are JSON-native values (ints, strings, lists of them), so they
round-trip through saves unchanged; a game converts them to its own types.

    >>> orders = SealedChoices.open_for([1, 2])
    >>> orders.next_seat
    1
    >>> event = orders.seal(1, [0, 4])
    >>> event.redacted_for(2)
    SeatChose(seat=1)
    >>> orders.redacted_for(2).choices
    {1: None}
    >>> _ = orders.seal(2, [3])
    >>> orders.reveal()
    ChoicesRevealed(choices={1: [0, 4], 2: [3]})
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, ClassVar

from tabletop.core.events import Event, PrivateEvent


@dataclass(frozen=True)
class SeatChose(Event):
    """Public trace of a sealed choice: ``seat`` has chosen, nobody else knows what."""

    seat: int


@dataclass(frozen=True)
class ChoiceSealed(PrivateEvent):
    """``seat`` sealed ``choice``; only ``visible_to`` (the chooser) sees the value."""

    seat: int
    choice: Any

    def public_version(self) -> Event:
        return SeatChose(self.seat)


@dataclass(frozen=True)
class ChoicesRevealed(Event):
    """Every sealed choice turned face up at once, by seat."""

    choices: dict[int, Any]
    reveals: ClassVar[bool] = True


@dataclass
class SealedChoices:
    """The sealed choices of one round: who must choose, in order, and what each chose.

    Attributes:
        order: the seats that choose, in the order they are asked.
        choices: seat -> choice for the seats that have chosen. In a view made
            for another seat the value is None: the seat has chosen, the
            choice is hidden.
    """

    order: list[int]
    choices: dict[int, Any] = field(default_factory=dict)

    SEALED_EVENTS: ClassVar[tuple[type[Event], ...]] = (SeatChose, ChoiceSealed, ChoicesRevealed)
    """The event types a game using sealed choices adds to its spec's ``event_types``."""

    @classmethod
    def open_for(cls, seats: list[int]) -> SealedChoices:
        """A new round in which ``seats`` choose, in that order."""
        return cls(order=list(seats))

    @property
    def next_seat(self) -> int | None:
        """The first seat in ``order`` that has not chosen yet (None once all have)."""
        return next((seat for seat in self.order if seat not in self.choices), None)

    @property
    def complete(self) -> bool:
        return self.next_seat is None

    def has_chosen(self, seat: int) -> bool:
        return seat in self.choices

    def seal(self, seat: int, choice: Any) -> ChoiceSealed:
        """Record ``seat``'s choice (its turn to choose); returns the private event."""
        if seat != self.next_seat:
            raise ValueError(f"seat {seat} is not the next to choose ({self.next_seat})")
        self.choices[seat] = copy.deepcopy(choice)
        return ChoiceSealed(seat=seat, choice=copy.deepcopy(choice), visible_to=(seat,))

    def reveal(self) -> ChoicesRevealed:
        """The public event turning every choice face up; all seats must have chosen."""
        if not self.complete:
            raise ValueError(f"seat {self.next_seat} has not chosen yet")
        return ChoicesRevealed({seat: copy.deepcopy(self.choices[seat]) for seat in self.order})

    def redacted_for(self, viewer: int | None) -> SealedChoices:
        """A copy where only ``viewer``'s own choice keeps its value."""
        return SealedChoices(
            order=list(self.order),
            choices={
                seat: copy.deepcopy(choice) if seat == viewer else None
                for seat, choice in self.choices.items()
            },
        )
