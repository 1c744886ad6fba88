"""Base class for events: the frozen, past-tense records that ``apply()`` returns.

The same records form the game log and drive the animations. An event that
reveals private data carries a ``visible_to`` field (a tuple of seats); for
everybody else :meth:`Event.redacted_for` hides it.
"""

from __future__ import annotations

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

    def visible_to_seats(self) -> tuple[int, ...] | None:
        """The seats allowed to see this event, or None when it is public."""
        seats = getattr(self, "visible_to", None)
        return None if seats is None else tuple(seats)

    def is_visible_to(self, viewer: int | None) -> bool:
        seats = self.visible_to_seats()
        return seats is None or (viewer is not None and viewer in seats)

    def redacted_for(self, viewer: int | None) -> Event | None:
        """What ``viewer`` may know of this event: itself, a public summary, or None.

        Private events override this to return a public version (for example
        "Mina placed an order" without the cards) instead of vanishing.
        """
        return self if self.is_visible_to(viewer) else None
