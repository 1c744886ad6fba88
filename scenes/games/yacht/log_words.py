"""The Yacht log in words (:mod:`scenes.games.log_words`): the fields and the one event that
the convention cannot word alone."""

from __future__ import annotations

from typing import Any

from scenes.games.log_words import LogWords
from scenes.games.yacht.sheet_text import category_name
from tabletop.core.events import Event
from tabletop.games.yacht import CategoryScored
from tabletop.i18n import Words


class YachtLog(LogWords):
    namespace = "yacht"

    def line(self, words: Words, event: Event) -> str | None:
        line = super().line(words, event)
        if isinstance(event, CategoryScored) and event.bonus_earned and line is not None:
            return f"{line} {words(self.key('bonus_earned'), name=self.name(event.seat))}"
        return line

    def field(self, words: Words, name: str, value: Any) -> object:
        match name:
            case "values":  # the dice as they lie: "3 3 5 6 1"
                return " ".join(str(die) for die in value)
            case "category":
                return category_name(words, value)
        return super().field(words, name, value)
