"""STYLE.md "Adding a game touches exactly": every game's scene is a package
``scenes/games/<id>/`` whose ``__init__.py`` exports ``SCENE_CLASS``, and the
registry finds all of them the same way."""

from __future__ import annotations

from importlib import import_module
from pathlib import Path

import pytest

import scenes.games
from scenes.games import has_game_scene
from scenes.games.base import GameScene
from tabletop.games import GAMES

GAMES_FOLDER = Path(scenes.games.__file__).parent


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_scene_is_a_package_exporting_its_scene_class(game_id: str) -> None:
    assert (GAMES_FOLDER / game_id / "__init__.py").is_file()
    assert not (GAMES_FOLDER / f"{game_id}.py").exists()
    assert has_game_scene(game_id)
    package = import_module(f"scenes.games.{game_id}")
    assert issubclass(package.SCENE_CLASS, GameScene)
    assert package.SCENE_CLASS.__module__ == f"scenes.games.{game_id}.scene"


@pytest.mark.parametrize("name", ["base", "curtain", "frame", "no_such_game"])
def test_shared_scene_modules_are_not_taken_for_games(name: str) -> None:
    assert not has_game_scene(name)
