"""The table reads only views: no game scene or widget reaches the true game.

A session's ``game`` holds every secret (each hand, the deck's order, hidden money);
what is drawn must come from a view made for whoever may see the screen. The sources
of every game package, the shared game-scene modules and the widgets are parsed here,
and any reach into the true game fails, wherever it is written (a scene, a drawing
helper handed the scene, a widget handed the session).
"""

from __future__ import annotations

import ast
from importlib import import_module
from pathlib import Path
from typing import get_args, get_origin

import pytest

from scenes.games.base import GameScene
from tabletop.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("scenes/games", "scenes/widgets", "scenes/modes/lesson.py",
           "scenes/modes/lesson_card.py", "scenes/modes/lesson_card_buttons.py",
           "scenes/modes/replay.py", "scenes/modes/replay_bar.py", "scenes/screens/results.py")
"""Every module that draws a table or its results: the table kit and each game's package,
the lesson's and the replay's drivers and their cards and bars, the results, the widgets."""

GATE = {
    "scenes/games/gate.py": "the gate itself: the viewer's, the public and a computer seat's "
                            "own view, review's whole game, the game to check a move "
                            "against, the table's cosmetic seed, a finished game's "
                            "recording and the public counts a table reads",
}
"""The only module allowed to touch the true game, and why."""

TRUE_GAME_ONLY = {
    "game": "a session's true game",
    "true_seed": "the seed that rebuilds every hidden start",
    "history": "the true game's actions (a view has none; the gate counts them)",
}
"""Attribute names that only the true game answers, and what each would reach."""


def _reaches(path: Path) -> list[str]:
    """Every reach into the true game in ``path``, as "line: what"."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if not isinstance(node, ast.expr):
            continue
        name = None
        if isinstance(node, ast.Attribute) and node.attr in TRUE_GAME_ONLY:
            name = node.attr
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in {"getattr", "hasattr", "setattr"} and len(node.args) > 1
              and isinstance(node.args[1], ast.Constant) and node.args[1].value in TRUE_GAME_ONLY):
            name = str(node.args[1].value)
        if name is not None:
            found.append(f"{node.lineno}: .{name} ({TRUE_GAME_ONLY[name]})")
    return found


def _scanned_files() -> list[Path]:
    missing = [part for part in SCANNED if not (ROOT / part).exists()]
    assert missing == [], "a module or folder the views-only rule names has moved"
    return sorted(path for part in SCANNED for path in (
        [ROOT / part] if part.endswith(".py") else (ROOT / part).rglob("*.py")))


def test_no_game_scene_or_widget_reaches_the_true_game() -> None:
    files = [path for path in _scanned_files()
             if path.relative_to(ROOT).as_posix() not in GATE]
    games = ROOT / "scenes/games"
    packages = {path.relative_to(games).parts[0] for path in files if path.parent != games
                and path.is_relative_to(games)}
    assert set(GAMES) <= packages, "every game's package is read"
    offenders = {path.relative_to(ROOT).as_posix(): reaches
                 for path in files if (reaches := _reaches(path))}
    assert offenders == {}, (
        "game scenes and widgets read views only (self.view(), self.public_view(), the "
        f"gate's accessors in scenes/games/gate.py): {offenders}")


def test_the_gate_is_where_the_true_game_is_read() -> None:
    """The allow-list names no stale file: each gate module exists and does read the game."""
    for name in GATE:
        assert _reaches(ROOT / name), f"{name} is allowed to read the true game but does not"


def test_a_planted_reach_is_caught(tmp_path: Path) -> None:
    """The checker sees the ways a scene could write it (not only ``self.session.game``)."""
    planted = tmp_path / "planted.py"
    planted.write_text(
        "def draw(scene, session):\n"
        "    game = session.game\n"
        "    seed = scene.session.game.true_seed\n"
        "    secret = getattr(session, 'game').state\n"
        "    moves = len(game.history)\n", encoding="utf-8")
    lines = [reach.split(":")[0] for reach in _reaches(planted)]
    assert lines == ["2", "3", "3", "4", "5"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_scene_is_typed_by_its_engine(game_id: str) -> None:
    """The typed boundary: a scene's views are its own engine type, not ``Engine[Any]``."""
    spec = GAMES[game_id]
    scene_class = import_module(f"scenes.games.{game_id}.scene").SCENE_CLASS
    engines = [get_args(base)[0] for cls in scene_class.__mro__
               for base in cls.__dict__.get("__orig_bases__", ())
               if isinstance(get_origin(base), type) and issubclass(get_origin(base), GameScene)]
    assert engines == [type(spec.new_game(spec.min_seats, 1, {}))]


REVIEW_SWITCHES = {"scenes/games/gate.py": "its default (off)",
                   "scenes/modes/replay.py": "the replay viewer, the one table reviewed"}
"""The only modules that may set the gate's review mode (every secret face up)."""


def test_only_the_replay_turns_on_review() -> None:
    """``reveals_all`` hands a scene the whole game: set nowhere but the gate's default
    and the replay viewer (a game in play never reveals)."""
    setters = set()
    for path in sorted((ROOT / "scenes").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            # (an annotation alone, as in a Protocol describing the scene, sets nothing)
            targets = (node.targets if isinstance(node, ast.Assign)
                       else [node.target] if isinstance(node, ast.AnnAssign) and node.value
                       else [])
            for target in targets:
                name = target.attr if isinstance(target, ast.Attribute) else getattr(
                    target, "id", None)
                if name == "reveals_all":
                    setters.add(path.relative_to(ROOT).as_posix())
    assert setters == set(REVIEW_SWITCHES)
