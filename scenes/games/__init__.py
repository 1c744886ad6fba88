"""The game-scene registry: one package ``scenes/games/<game_id>/`` per game.

Each package holds the scene and the widgets only that game uses. Its
``scene.py`` defines ``SCENE_CLASS``, a :class:`scenes.scene.Scene` subclass
built as ``SCENE_CLASS(context, session)``, and its ``tile.py`` paints the
game's menu tile (:func:`tile_painter`). The package's ``__init__.py``
imports nothing, so the menu draws every tile without paying for a game's
widgets and coach (loading them doubled the start-up); the scene is
imported from ``scene.py`` when a game starts.

Nothing outside the package names the game: the menu, setup, pause, results
and statistics follow :data:`tabletop.games.GAMES` and read its title and
scoring words from the game's own catalogue (``<id>.title``, ``<id>.scoring``).
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from scenes.context import AppContext
    from scenes.scene import Scene
    from tabletop.session import GameSession

TilePainter = Callable[["pygame.Surface"], None]
"""Paints a game's tile illustration over the whole of the surface it is given."""


def has_game_scene(game_id: str) -> bool:
    """True when the package ``scenes/games/<game_id>/`` exists and can be played."""
    from importlib.util import find_spec

    spec = find_spec(f"scenes.games.{game_id}")
    return spec is not None and spec.submodule_search_locations is not None


def make_game_scene(context: AppContext, session: GameSession) -> Scene:
    """The scene that plays ``session`` (imports ``scenes.games.<id>.scene`` on first use)."""
    module = import_module(f"scenes.games.{session.spec.id}.scene")
    scene: Scene = module.SCENE_CLASS(context, session)
    return scene


def make_replay_scene(context: AppContext, finished: GameSession) -> Scene:
    """A replay of the finished game ``finished`` in its own game scene
    (:mod:`scenes.replay`, imported on first use like the game scenes, for it is built
    on them while the results screen, which opens it, is where they end)."""
    module = import_module("scenes.replay")
    scene: Scene = module.replay_scene(context, finished)
    return scene


def make_lesson_scene(context: AppContext, game_id: str) -> Scene:
    """``game_id``'s lesson on its own game scene (:mod:`scenes.lesson`, imported on first
    use like the game scenes it is built on), or the one left unfinished to resume."""
    module = import_module("scenes.lesson")
    scene: Scene = module.lesson_scene(context, game_id)
    return scene


def tile_painter(game_id: str) -> TilePainter:
    """``paint_tile`` of ``scenes/games/<game_id>/tile.py``, the art on the game's menu tile.

    A game without it raises LookupError: a tile must never quietly show bare felt.
    """
    name = f"scenes.games.{game_id}.tile"
    try:
        module = import_module(name)
    except ModuleNotFoundError as error:
        if error.name not in {name, f"scenes.games.{game_id}"}:
            raise
        raise LookupError(f"{game_id!r} has no menu tile: {name} with paint_tile() is missing"
                          ) from error
    painter: TilePainter = module.paint_tile
    return painter
