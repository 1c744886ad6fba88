"""STYLE.md "Adding a game touches exactly": every game's scene is a package
``scenes/games/<id>/`` whose ``scene.py`` defines ``SCENE_CLASS`` and whose
``tile.py`` paints its menu tile, and the registry finds all of them the same way."""

from __future__ import annotations

import ast
import subprocess
import sys
from collections import Counter
from importlib import import_module
from pathlib import Path

import pygame
import pytest

import scenes.games
from scenes.games import has_game_scene, tile_painter
from scenes.games.base import GameScene
from tabletop.games import GAMES
from tabletop.i18n import catalog

GAMES_FOLDER = Path(scenes.games.__file__).parent


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_scene_is_a_package_exporting_its_scene_class(game_id: str) -> None:
    assert (GAMES_FOLDER / game_id / "__init__.py").is_file()
    assert not (GAMES_FOLDER / f"{game_id}.py").exists()
    assert has_game_scene(game_id)
    scene = import_module(f"scenes.games.{game_id}.scene")
    assert issubclass(scene.SCENE_CLASS, GameScene)
    assert scene.SCENE_CLASS.__module__ == f"scenes.games.{game_id}.scene"


@pytest.mark.parametrize("name", ["base", "curtain", "frame", "no_such_game"])
def test_shared_scene_modules_are_not_taken_for_games(name: str) -> None:
    assert not has_game_scene(name)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_paints_its_own_menu_tile(screen: pygame.Surface, game_id: str) -> None:
    assert (GAMES_FOLDER / game_id / "tile.py").is_file()
    assert is_a_picture(scenes.games.game_art(game_id, (160, 200)))


def is_a_picture(art: pygame.Surface) -> bool:
    """A tile shows a picture, not one flat colour: no colour covers half of it."""
    width, height = art.get_size()
    colours = Counter(tuple(art.get_at((x, y)))
                      for x in range(0, width, 8) for y in range(0, height, 8))
    return colours.most_common(1)[0][1] * 2 < sum(colours.values())


def test_a_game_without_tile_art_fails_loudly_instead_of_showing_felt(
    screen: pygame.Surface,
) -> None:
    with pytest.raises(LookupError, match="no_such_game"):
        tile_painter("no_such_game")
    with pytest.raises(LookupError, match="no menu tile"):
        scenes.games.game_art("no_such_game", (160, 200))


def test_no_code_reads_a_game_title_from_a_shared_catalogue() -> None:
    """A title or scoring line kept in ``app.json`` would be one more file a new game edits."""
    root = GAMES_FOLDER.parent.parent
    readers = [str(path.relative_to(root)) for folder in ("scenes", "tabletop")
               for path in sorted((root / folder).rglob("*.py"))
               if any(old in path.read_text(encoding="utf-8")
                      for old in ('"app.game.', '"app.results.scoring.'))]
    assert readers == []
    assert not [key for key in catalog("en")
                if key.startswith(("app.game.", "app.results.scoring."))]


def test_the_menu_draws_every_tile_without_loading_a_game_scene() -> None:
    """A tile's art is in its game's package, but drawing it loads neither the scene nor its
    widgets and coach: on the menu's first frame those doubled the start-up."""
    probe = ("import sys, pygame\n"
             "import scenes.games\n"
             "from tabletop.games import GAMES\n"
             "pygame.init()\n"
             "pygame.display.set_mode((64, 64))\n"
             "for game_id in GAMES:\n"
             "    scenes.games.game_art(game_id, (60, 80))\n"
             "print(sorted(name for name in sys.modules if name.startswith('scenes.games.')))\n")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True,
                            cwd=GAMES_FOLDER.parent.parent, check=True, timeout=120)
    loaded = ast.literal_eval(result.stdout.strip().splitlines()[-1])
    assert loaded == sorted([*(f"scenes.games.{game_id}" for game_id in GAMES),
                             *(f"scenes.games.{game_id}.tile" for game_id in GAMES)])
