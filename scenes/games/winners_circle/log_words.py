"""The Winner's Circle log in words (:mod:`scenes.games.log_words`): the fields and events
that the convention cannot word alone, and the names of horses and amounts of money.

The log panel holds the current viewer's ``view().log``: a face-down chip's
value reaches this only in its owner's own view (``HiddenBetPlaced``), and
everybody else reads the public trace (``FaceDownBetPlaced``).
"""

from __future__ import annotations

from typing import Any

from scenes.games.log_words import LogWords
from scenes.shell import theme
from tabletop.core.events import Event
from tabletop.games.winners_circle_events import (
    FirstBettorChosen,
    HiddenBetPlaced,
    HorseCardDrawn,
    HorseMoved,
)
from tabletop.i18n import Words


def horse_name(words: Words, horse: int) -> str:
    return words(f"winners_circle.horse.{horse}")


def money_text(words: Words, amount: int) -> str:
    """An amount of money as the table writes it, with its dollar sign: "$1000", "−$100"."""
    sign = "\N{MINUS SIGN}" if amount < 0 else ""
    return sign + words("winners_circle_scene.money", amount=theme.number(abs(amount)))


class WinnersCircleLog(LogWords):
    namespace = "winners_circle"
    signed = frozenset({HiddenBetPlaced})

    def line(self, words: Words, event: Event) -> str | None:
        match event:
            case HorseCardDrawn(returned=returned):
                line = self.say(words, event)
                if returned:
                    kind = "cards_returned_one" if len(returned) == 1 else "cards_returned"
                    line = words(self.key(kind), count=len(returned)) + " " + line
                return line
            case FirstBettorChosen(by_money=by_money):
                return self.say(words, event, "first_bettor_chosen_by_money" if by_money
                                else None)
            case HorseMoved(steps=steps, from_progress=before, to_progress=after,
                            blocked=blocked):
                if blocked and after == before:  # every space ahead taken: it stays (WC-T6)
                    return self.say(words, event, "horse_stuck")
                return self.say(words, event, "horse_moved_blocked" if blocked
                                else "horse_moved_one" if steps == 1 else None)
        return super().line(words, event)

    def field(self, words: Words, name: str, value: Any) -> object:
        match name:
            case "horse" | "last_horse":
                return horse_name(words, value)
            case "symbol":
                return words(f"winners_circle.symbol.{value.value}")
            case "kind":
                return words(f"winners_circle.payout.{value.value}")
            case "amount" | "gained" | "paid" | "money" | "rate":  # a rate is $ a point
                return money_text(words, value)
        return super().field(words, name, value)
