"""The game-scene registry: one module ``scenes/games/<game_id>.py`` per game.

Each module defines ``SCENE_CLASS``, a :class:`scenes.scene.Scene` subclass
built as ``SCENE_CLASS(context, session)``. Modules are imported lazily, so
the main menu never pays for a game's art and widgets.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.context import AppContext
    from scenes.scene import Scene
    from tabletop.session import GameSession


def has_game_scene(game_id: str) -> bool:
    """True when ``scenes/games/<game_id>.py`` exists and can be played."""
    from importlib.util import find_spec

    return find_spec(f"scenes.games.{game_id}") is not None


def make_game_scene(context: AppContext, session: GameSession) -> Scene:
    """The scene that plays ``session`` (imports ``scenes.games.<id>`` on first use)."""
    module = import_module(f"scenes.games.{session.spec.id}")
    scene: Scene = module.SCENE_CLASS(context, session)
    return scene
