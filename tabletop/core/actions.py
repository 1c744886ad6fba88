"""Base classes for actions (what a seat does) and the refusal they may meet."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tabletop.i18n import translate


@dataclass(frozen=True)
class Action:
    """A decision by one seat; subclasses are frozen dataclasses named as imperatives.

    Every action names the seat that takes it, so a log of actions reads on
    its own and "not your turn" is checked once for every game.
    """

    seat: int


class IllegalAction(ValueError):
    """An action the rules do not allow, with a sentence a player understands.

    The reason is a translation key plus parameters, so the scene can show it
    in the player's language; ``str(error)`` is the English sentence.

        >>> str(IllegalAction("core.error.game_over"))
        'The game is over.'
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(translate(key, "en", **params))

    @property
    def reason(self) -> str:
        """The English sentence."""
        return str(self)

    def localized(self, language: str) -> str:
        """The sentence in ``language`` (falls back to English)."""
        return translate(self.key, language, **self.params)
