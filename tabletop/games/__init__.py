"""The registry of games: ``GAMES[id] -> GameSpec``.

Each game is one module ``tabletop/games/<id>.py`` ending in ``SPEC = GameSpec(...)``.
The order below is the order of the tiles on the main menu.
"""

from __future__ import annotations

from importlib import import_module

from tabletop.core.spec import GameSpec

GAME_IDS: tuple[str, ...] = (
    "yacht", "polterfass", "winners_circle", "wizard_extreme", "big_shot"
)

GAMES: dict[str, GameSpec] = {
    game_id: import_module(f"tabletop.games.{game_id}").SPEC for game_id in GAME_IDS
}

__all__ = ["GAMES", "GAME_IDS", "GameSpec"]
