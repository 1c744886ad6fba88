"""No test reaches the real home folder, even one that undoes its own patches: the
redirected home is kept apart from the test's ``monkeypatch`` (tests/conftest.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.storage import paths


def test_undoing_a_tests_own_patches_keeps_the_home_redirected(
        isolated_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TABLETOP_PROBE", "1")
    monkeypatch.undo()
    for folder in (paths.data_dir(), paths.config_dir(), paths.saves_dir()):
        assert folder.is_relative_to(isolated_home), folder


def _wide_fixtures_starting_the_program() -> list[tuple[str, str, bool]]:
    """Every fixture wider than a test (module, package, session) whose body starts the
    program, by file and name, and whether it gives the program a home of its own."""
    import ast

    found = []
    for file in sorted(Path(__file__).parent.rglob("*.py")):
        tree = ast.parse(file.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.FunctionDef):
                continue
            wide = any(isinstance(decorator, ast.Call) and keyword.arg == "scope"
                       and isinstance(keyword.value, ast.Constant)
                       and keyword.value.value != "function"
                       for decorator in node.decorator_list
                       for keyword in getattr(decorator, "keywords", []))
            calls = {call.func.id if isinstance(call.func, ast.Name) else
                     getattr(call.func, "attr", "") for call in ast.walk(node)
                     if isinstance(call, ast.Call)}
            if wide and calls & {"running_app", "App"}:
                found.append((file.name, node.name, "home_in" in calls))
    return found


def test_a_program_shared_by_a_module_has_a_home_of_its_own() -> None:
    """A fixture wider than a test starts before the test's own temporary home
    (``isolated_home``), and the program reads its settings from the home folder even
    when it keeps nothing: Winner's Circle's toast tests ran on the developer's settings
    (tests/scenes/test_toast_keeps_clear.py). Each makes its own (tests/homes.py)."""
    found = _wide_fixtures_starting_the_program()
    assert found, "the search finds the module fixtures that start the program"
    assert [(file, name) for file, name, homed in found if not homed] == []
