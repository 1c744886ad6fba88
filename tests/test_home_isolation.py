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
