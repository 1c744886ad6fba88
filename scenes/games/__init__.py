"""The game-scene registry: one package ``scenes/games/<game_id>/`` per game.

Each package holds the scene and the widgets only that game uses, and its
``__init__.py`` exports ``SCENE_CLASS``, a :class:`scenes.scene.Scene`
subclass built as ``SCENE_CLASS(context, session)``. Packages are imported
lazily, so the main menu never pays for a game's art and widgets.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from scenes.context import AppContext
    from scenes.scene import Scene
    from tabletop.session import GameSession


def has_game_scene(game_id: str) -> bool:
    """True when the package ``scenes/games/<game_id>/`` exists and can be played."""
    from importlib.util import find_spec

    spec = find_spec(f"scenes.games.{game_id}")
    return spec is not None and spec.submodule_search_locations is not None


def make_game_scene(context: AppContext, session: GameSession) -> Scene:
    """The scene that plays ``session`` (imports ``scenes.games.<id>`` on first use)."""
    module = import_module(f"scenes.games.{session.spec.id}")
    scene: Scene = module.SCENE_CLASS(context, session)
    return scene
