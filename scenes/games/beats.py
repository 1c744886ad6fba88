"""How long a computer's moves stay on the table before the game moves on: one table for
every game (:data:`BEAT_SECONDS`), read by the table driver (``computer_beat``) and the
scenes' computer pauses (``bot_pause``).

A person sees their own move as they make it, and nobody waits after their own click. A
computer's move is news to everyone on the sofa: it must stay in sight long enough to be
read from there, or its last dice, its bid or its failed throw were gone before anyone
looked up (trials Z1/002, Z2, parts 1b and 2b: "computer turns pass in a blink"). Each entry
is in seconds at Normal speed: the animation speed shortens it (Fast about half, Instant
nothing), a press skips it as it skips any motion, and a lesson's card, which holds what
it tells of, keeps its own pace.
"""

from __future__ import annotations

from enum import Enum


class Beat(Enum):
    """A moment of a computer's turn that people at the table must be able to follow."""

    MOVE = "move"
    """Before any of its moves shows: the table has said whose move comes, and the move
    before it was seen."""
    THROW = "throw"
    """Polterfass: its throw as innkeeper has landed and the plaque shows the new figure,
    before its next throw or its closing (three throws and a closed tap once passed between
    two screenshots, trial s25 A/137-138)."""
    TRICK = "trick"
    """Wizard Extreme: a finished trick waits for its next move, read from the sofa before
    it is gathered (trial s24 B/128)."""
    SCORED = "scored"
    """Yacht Dice: its last dice and the box it wrote, after the box's flash, before the
    dice leave the tray and the next turn starts (trial Z1/002; Clubhouse Games shows them
    about 1.5 to 2 s)."""
    BID = "bid"
    """Big Shot: its bid or its pass, said in its money row, before the next bidder's."""
    FAILED = "failed"
    """Polterfass: its failed throw as innkeeper ("nothing thrown stands", the shelf crossed
    out) before the orders turn over above it."""


BEAT_SECONDS: dict[Beat, float] = {
    Beat.MOVE: 0.6,
    Beat.THROW: 1.8,
    Beat.TRICK: 3.0,
    Beat.SCORED: 1.5,
    Beat.BID: 1.2,
    Beat.FAILED: 2.2,
}
"""Each beat's seconds at Normal speed (see :class:`Beat` for what each lets be read)."""
