"""Computer players: ``make_bot(game_id, level, seed)``.

Every game has the ``random`` level, shown to players as Easy. A game's levels
live in ``tabletop/bots/<game_id>.py``, which maps level names to bot classes in
``BOT_LEVELS``; a game whose module maps ``random`` too gives it a first-timer
(the ``easy`` player's way of playing, with many more slips: see DESIGN.md §5),
and a game that does not gets :class:`RandomBot`. A bot only ever sees
``game.view(seat)``: a bot that peeks at the real game is a bug.

Saves carry each computer player's state (:func:`bot_to_dict`), so Continue
makes the choices an uninterrupted game would have made. A bot whose only
changing state is an ``rng`` attribute (an :class:`Rng`) needs nothing more;
a bot that remembers more between calls defines ``to_dict()`` and
``restore(data)`` for it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Any, Protocol

from tabletop.bots.saving import rng_from_dict
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.core.rng import Rng
from tabletop.games import GAMES

LEVELS: tuple[str, ...] = ("random", "easy", "hard")


class Bot(Protocol):
    """Anything that picks an action for the seat to move, from that seat's view."""

    def choose(self, view: Engine[object]) -> Action: ...


BotFactory = Callable[[int], Bot]


class RandomBot:
    """Picks uniformly among the legal actions: the ``random`` level of a game without a
    first-timer of its own, and the stand-in for a person in tests."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Engine[object]) -> Action:
        return self.rng.choice(view.legal_actions())


def _game_levels(game_id: str) -> Mapping[str, BotFactory]:
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}")
    try:
        module = import_module(f"tabletop.bots.{game_id}")
    except ModuleNotFoundError as error:
        if error.name != f"tabletop.bots.{game_id}":
            raise
        return {}
    levels: Mapping[str, BotFactory] = module.BOT_LEVELS
    return levels


def available_levels(game_id: str) -> tuple[str, ...]:
    """The levels offered for ``game_id``, weakest first."""
    smarter = _game_levels(game_id)
    return tuple(level for level in LEVELS if level == "random" or level in smarter)


def bot_to_dict(bot: Bot) -> dict[str, Any]:
    """The JSON-safe state of a computer player, for saves."""
    to_dict = getattr(bot, "to_dict", None)
    if callable(to_dict):
        return dict(to_dict())
    rng = getattr(bot, "rng", None)
    return {"rng": rng.to_dict()} if isinstance(rng, Rng) else {}


def restore_bot(bot: Bot, data: Any) -> None:
    """Put a state from :func:`bot_to_dict` back into a new bot of the same game and
    level; ValueError (or another exception of the bot's) if it does not fit."""
    restore = getattr(bot, "restore", None)
    if callable(restore):
        restore(data)
        return
    if not isinstance(data, dict):
        raise ValueError(f"not a computer player's state: {data!r:.80}")
    if isinstance(getattr(bot, "rng", None), Rng):
        if set(data) != {"rng"}:
            raise ValueError(f"unexpected bot state keys {sorted(data)!r:.80}")
        bot.rng = rng_from_dict(data["rng"])  # type: ignore[attr-defined]
    elif data:
        raise ValueError("this computer player keeps no state")


def make_bot(game_id: str, level: str, seed: int) -> Bot:
    """A computer player of ``level`` for ``game_id``, seeded for reproducible games."""
    factory = _game_levels(game_id).get(level)  # also validates the game id
    if factory is None and level == "random":
        return RandomBot(seed)
    if factory is None:
        raise ValueError(f"{game_id} has no {level!r} computer player")
    return factory(seed)


__all__ = [
    "LEVELS",
    "Bot",
    "RandomBot",
    "available_levels",
    "bot_to_dict",
    "make_bot",
    "restore_bot",
    "rng_from_dict",
]
