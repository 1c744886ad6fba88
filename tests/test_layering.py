"""The code's shape: no import cycles, modules of a readable size, no Protocol standing
in for a scene's own fields, and every doctest example in ``tabletop/`` and ``scenes/``
runs.

The size limit is a symptom check, not the goal: a module is split where a component
with its own state and drawing comes out (a board, a side panel, a seat's place), and
the Protocol check below keeps that from being faked by moving a scene's methods into
free functions over a Protocol that lists the scene's fields; nor by a mixin that declares
the private fields of the scene it is mixed into (a component owns its state)."""

from __future__ import annotations

import ast
import doctest
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("tabletop", "scenes")
MAX_LINES = 600
"""About 600 lines (COMMON conventions); past this a module wants splitting."""
MIRRORED_FIELDS = 4
"""A Protocol naming more of one scene's own fields than this describes that scene, not
a role: the code reading them belongs in a component that owns those fields."""


def _modules() -> dict[str, Path]:
    modules = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = path.relative_to(ROOT).with_suffix("").parts
            if parts[-1] == "__init__":
                parts = parts[:-1]
            modules[".".join(parts)] = path
    return modules


def _imports(path: Path, known: set[str]) -> set[str]:
    """Project modules ``path`` imports anywhere (inside functions and TYPE_CHECKING too)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
        elif isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        else:
            continue
        found.update(name for name in names if name in known)
    return found


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for target in sorted(graph[module]):
            if target not in index:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], index[target])
        if low[module] == index[module]:
            group = []
            while True:
                member = stack.pop()
                group.append(member)
                if member == module:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return groups


def test_no_import_cycles() -> None:
    modules = _modules()
    graph = {name: _imports(path, set(modules)) - {name} for name, path in modules.items()}
    assert _cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert _cycles(graph) == [["a", "b", "c"]]


def test_no_module_is_over_about_600_lines() -> None:
    long = {name: count for name, path in _modules().items()
            if (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES}
    assert long == {}


def _is_protocol(node: ast.ClassDef) -> bool:
    return any(ast.unparse(base).split(".")[-1].startswith("Protocol") for base in node.bases)


def _protocol_fields(tree: ast.Module) -> dict[str, set[str]]:
    """Each Protocol class's declared data fields (``name: type``, properties aside)."""
    return {node.name: {item.target.id for item in node.body
                        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)}
            for node in ast.walk(tree) if isinstance(node, ast.ClassDef) and _is_protocol(node)}


def _scene_fields(tree: ast.Module) -> dict[str, set[str]]:
    """Each class named ``...Scene`` or ``...Table``: the fields its own methods set."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name.endswith(("Scene", "Table")) \
                and not _is_protocol(node):
            fields = found.setdefault(node.name, set())
            for item in ast.walk(node):
                targets = (item.targets if isinstance(item, ast.Assign)
                           else [item.target] if isinstance(item, ast.AnnAssign) else [])
                fields.update(target.attr for target in targets
                              if isinstance(target, ast.Attribute)
                              and isinstance(target.value, ast.Name) and target.value.id == "self")
    return found


def _mirrors(protocols: dict[str, set[str]], scenes: dict[str, set[str]]) -> dict[str, str]:
    """Protocols sharing more than :data:`MIRRORED_FIELDS` fields with one scene."""
    return {name: scene for name, fields in protocols.items()
            for scene, own in scenes.items() if len(fields & own) > MIRRORED_FIELDS}


def test_no_protocol_mirrors_a_scenes_fields() -> None:
    trees = [ast.parse(path.read_text(encoding="utf-8")) for name, path in _modules().items()
             if name.startswith("scenes")]
    protocols = {name: fields for tree in trees for name, fields in _protocol_fields(tree).items()}
    scenes = {name: fields for tree in trees for name, fields in _scene_fields(tree).items()}
    assert _mirrors(protocols, scenes) == {}


def test_the_mirror_check_finds_a_protocol_of_a_scene() -> None:
    tree = ast.parse(
        "class Host(Protocol):\n    lanes: list\n    die: int\n    sheet: int\n"
        "    ribbon: str\n    money: list\n    session: object\n"
        "class RaceScene:\n    def __init__(self):\n        self.lanes = []\n"
        "        self.die = self.sheet = 0\n        self.ribbon = ''\n"
        "        self.money: list = []\n"
        "class Role(Protocol):\n    session: object\n    die: int\n")
    assert _mirrors(_protocol_fields(tree), _scene_fields(tree)) == {"Host": "RaceScene"}


def _assigned(node: ast.ClassDef) -> set[str]:
    """The ``self.<name>`` fields the class's own methods assign."""
    found: set[str] = set()
    for item in ast.walk(node):
        if isinstance(item, ast.Assign):
            targets = [leaf for target in item.targets for leaf in ast.walk(target)]
        elif isinstance(item, ast.AnnAssign | ast.AugAssign):
            targets = [item.target]
        else:
            continue
        found.update(target.attr for target in targets
                     if isinstance(target, ast.Attribute)
                     and isinstance(target.value, ast.Name) and target.value.id == "self")
    return found


def _borrowed_private_fields(tree: ast.Module) -> dict[str, set[str]]:
    """Each class's private fields declared in its body (``_name: type``, also under
    ``if TYPE_CHECKING:``) without a value that none of its own methods assigns: another
    object's private state, read by a mixin as if it were its own."""
    found: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if not isinstance(node, ast.ClassDef) or _is_protocol(node):
            continue
        body = [item for part in node.body
                for item in (part.body if isinstance(part, ast.If) else [part])]
        declared = {item.target.id for item in body
                    if isinstance(item, ast.AnnAssign) and item.value is None
                    and isinstance(item.target, ast.Name) and item.target.id.startswith("_")}
        if borrowed := declared - _assigned(node):
            found[node.name] = borrowed
    return found


def test_no_mixin_declares_private_fields_it_does_not_own() -> None:
    borrowed = {f"{name}.{cls}": fields for name, path in _modules().items()
                if name.startswith("scenes")
                for cls, fields in _borrowed_private_fields(
                    ast.parse(path.read_text(encoding="utf-8"))).items()}
    assert borrowed == {}


def test_the_private_field_check_finds_a_mixin_reading_the_scenes_state() -> None:
    tree = ast.parse(
        "class Manners:\n    session: object\n    _announced: int\n    _wait: float\n"
        "    if TYPE_CHECKING:\n        _curtain_up: bool\n"
        "    def announce(self):\n        self._wait = 0.0\n        return self._announced\n"
        "class Curtain:\n    _up: bool\n    def __init__(self):\n        self._up, x = False, 1\n")
    assert _borrowed_private_fields(tree) == {"Manners": {"_announced", "_curtain_up"}}


@pytest.mark.parametrize("name", sorted(m for m in _modules() if not m.endswith("__main__")))
def test_doctest_examples_run(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
