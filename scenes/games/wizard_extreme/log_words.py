"""The Wizard Extreme log in words (:mod:`scenes.games.log_words`): the fields and events
that the convention cannot word alone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenes.games.log_words import LogWords
from scenes.games.wizard_extreme.art import in_table_order
from scenes.games.wizard_extreme.panels import card_name, seal_name
from tabletop.core.events import Event
from tabletop.games.wizard_extreme import (
    MAGICIAN_BASE,
    CardsDealt,
    MagicianTaken,
    RoundScored,
    RoundStarted,
    TrickWon,
)
from tabletop.i18n import Words


class WizardExtremeLog(LogWords):
    namespace = "wizard_extreme"
    seat_fields = frozenset({"dealer", "victim"})

    def __init__(self, name: Callable[[int], str], rounds: int) -> None:
        super().__init__(name)
        self.rounds = rounds
        """How many rounds this game has ("Round 2 of 7"), fixed by its options."""

    def line(self, words: Words, event: Event) -> str | None:
        match event:
            case RoundStarted():
                return self.say(words, event, rounds=self.rounds)
            case CardsDealt():
                return None  # every seat is dealt a full hand as each round starts: no news
            case MagicianTaken(base=base):
                # A RULES.md §3.8 variant raised the magician's price: the line says so.
                return self.say(words, event, None if base == MAGICIAN_BASE
                                else "magician_taken_base")
            case TrickWon(by_magician=by_magician):
                return self.say(words, event, "trick_won_by_magician" if by_magician else None)
            case RoundScored(penalties=penalties):
                parts = ", ".join(words(self.key("penalty"), name=self.name(seat), points=points)
                                  for seat, points in enumerate(penalties))
                return self.say(words, event, penalties=parts)
        return super().line(words, event)

    def field(self, words: Words, name: str, value: Any) -> object:
        match name:
            case "card":
                return card_name(words, value)
            case "cards":  # a hand dealt, as its owner reads it
                return ", ".join(card_name(words, card) for card in value)
            case "seal":
                return seal_name(words, value)
            case "seals":  # a prediction, which may be of no seal at all
                return ", ".join(seal_name(words, seal) for seal in in_table_order(value)) or words(
                    "wizard_extreme.no_seals")
        return super().field(words, name, value)
