"""What a Wizard Extreme trick's winner gives back or takes, and why, said as it happens.

RULES.md §3.5, step 4: a trick's winner gives back a seal of the led colour or a white one
(a red one too when red won a trick led in another colour); holding none of them, he takes
a black seal, 3 penalty points at the round's end (WE-D1) — unless all six are already out,
and then nothing (WE-D8). A new player saw the black seal land with no word of why (trial
s10), so the table says it in a notice beside the log's line. A seal given back left the
winner's place as quietly (trial s36 S/008): it is said too, shorter, being routine.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.games.wizard_extreme.panels import card_name, seal_name
from scenes.widgets.toast import Toast, ToastStack, reading_seconds
from tabletop.core.events import Event
from tabletop.games.wizard_extreme import (
    BLACK_PENALTY,
    TRUMP,
    BlackSealTaken,
    SealReturned,
    TrickWon,
)
from tabletop.i18n import Words

STAND_LONGER = 2.0
"""A seal's notice stands this much longer than it takes to read (:func:`reading_seconds`),
unless the next trick's lead takes it away first."""


def penalty_words(words: Words, name: str, won: TrickWon, event: Event) -> str:
    """The notice for ``event`` (a seal given back, a black seal taken or spared) after
    the trick ``won``."""
    colour = words(f"wizard_extreme.colour.{won.led.value}")
    trumped = won.card.colour == TRUMP and won.led != TRUMP
    # It names its trick: up for seconds, it stood into the next trick and a reader
    # could not tell which one it spoke of (trial s23).
    if isinstance(event, SealReturned):  # the red card named: why a red seal for blue
        key = "penalty_returned_trumped" if trumped else "penalty_returned"
        return words(f"wizard_extreme_scene.{key}", trick=won.trick, name=name,
                     colour=colour, card=card_name(words, won.card),
                     seal=seal_name(words, event.seal))
    if not isinstance(event, BlackSealTaken):
        return words("wizard_extreme_scene.penalty_spared", trick=won.trick, name=name,
                     colour=colour)
    key = "penalty_black_trumped" if trumped else "penalty_black"
    return words(f"wizard_extreme_scene.{key}", trick=won.trick, name=name, colour=colour,
                 points=BLACK_PENALTY)


def say_penalty(toasts: ToastStack, words: Words, name: str, won: TrickWon | None,
                event: Event, about: Sequence[pygame.Rect] = ()) -> Toast | None:
    """Show the notice for everyone at the table (no refusal: no error sound), until the
    next trick starts or the round ends (dated: trial s19 read it in the next round, trial
    s34 P/003 beside the next trick's lead), never over ``about``: the trick and the place
    it tells of."""
    if won is None:
        return None
    text = penalty_words(words, name, won, event)
    return toasts.show(text, error=False, seconds=reading_seconds(text) + STAND_LONGER,
                       public=True, dated=True, about=about)


class PenaltyNotice:
    """The table's last trick's seal notice, and how long it must still stand: a computer's
    next move waits until it has stood its reading time, by its length
    (:func:`reading_seconds`). The lead of the next trick takes it away (trial s34 P/003),
    and a computer leading took a black seal's within three seconds, before anyone on the
    sofa had read it (trial s35 R/003); a seal given back went in 2.5 s (trial V/002)."""

    def __init__(self, toasts: ToastStack) -> None:
        self.toasts = toasts
        self.toast: Toast | None = None

    def say(self, words: Words, name: str, won: TrickWon | None, event: Event,
            about: Sequence[pygame.Rect] = ()) -> None:
        """:func:`say_penalty`, the notice kept to time the next computer's move by."""
        self.toast = say_penalty(self.toasts, words, name, won, event, about)

    def read_left(self) -> float:
        """Seconds until the notice up now has stood its reading time (0: none is up, or
        it has)."""
        toast = self.toast
        if toast is None or toast not in self.toasts.toasts:
            return 0.0
        return max(0.0, reading_seconds(toast.text) - toast.age)
