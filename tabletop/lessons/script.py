"""Helpers that turn a worked example into a lesson: its steps and its chance script.

A shuffled deal is scripted by the draws that make the engine's own shuffle
come out in the example's order (:func:`shuffle_draws`), so the lesson's
game still deals by the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from tabletop.core.actions import Action
from tabletop.lessons.lesson import LessonStep

T = TypeVar("T")


@dataclass(frozen=True)
class Steps:
    """Makes a game's lesson steps, their words named in its catalogue under ``lesson.``.

    >>> Steps("polterfass")("close_tap", None, "hint.close_tap").hint
    'polterfass.lesson.hint.close_tap'
    """

    game_id: str
    card: tuple[str, bool] = ("", False)
    """Where the card stands at a step that names no place of its own (LessonStep)."""

    def __call__(self, name: str, expect: Action | None = None,
                 hint: str | None = None, *, coach: bool = False,
                 sight: tuple[str, ...] = (), show: tuple[str, ...] = (),
                 plays: tuple[Action, ...] = (),
                 card: tuple[str, bool] | None = None, keep: bool = False,
                 paced: bool = False, pace: float = 1.0,
                 chapter: str | None = None, table_waits: bool = False,
                 ready: str | None = None, watch: str | None = None) -> LessonStep:
        """``card``: where the card stands and whether it is narrow; ``keep``: the result
        held under the step before stays under this one; ``paced``: its ``plays`` are
        played at the table's pace, ``pace`` times as fast as in a game; ``chapter``: the
        chapter beginning here, named under ``lesson.chapter.``; ``table_waits``: the
        final table waits for the next card; ``ready``: the words once the move is built,
        not sent; ``watch``: the words while its paced moves play (LessonStep)."""
        prefix = f"{self.game_id}.lesson."
        return LessonStep(prefix + name, expect, None if hint is None else prefix + hint,
                          coach, sight, show, plays, *(self.card if card is None else card),
                          keep, paced, pace,
                          None if chapter is None else f"{prefix}chapter.{chapter}",
                          table_waits, None if ready is None else prefix + ready,
                          None if watch is None else prefix + watch)


def shuffle_draws(items: Sequence[T], order: Sequence[T]) -> list[int]:
    """The ``below`` answers that make :meth:`Rng.shuffle` turn ``items`` into ``order``.

    The shuffle walks from the last place down to the second, each time
    swapping the place with one at or before it; answering with where the
    wanted item now stands puts it there.

    >>> from tabletop.core.rng import Rng
    >>> draws = shuffle_draws("abcd", "dacb")
    >>> deck = list("abcd"); Rng.scripted(draws).shuffle(deck); "".join(deck)
    'dacb'
    """
    if len(items) != len(order):
        raise ValueError(f"a shuffle only reorders: {len(items)} items, {len(order)} wanted")
    deck = list(items)
    draws = []
    for place in range(len(deck) - 1, 0, -1):
        where = deck.index(order[place], 0, place + 1)
        draws.append(where)
        deck[place], deck[where] = deck[where], deck[place]
    return draws


def ordered_deck(items: Sequence[T], first: Sequence[T]) -> list[T]:
    """``first``, then every other item of ``items`` in its own order: a deck whose top is set.

    >>> ordered_deck(range(6), [4, 1])
    [4, 1, 0, 2, 3, 5]
    """
    return [*first, *(item for item in items if item not in first)]
