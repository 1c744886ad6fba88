"""A seeded slice of the hostile-file run (``tests/tools/hostile_run.py`` runs thousands):
mutations of every kind of file Tabletop reads, and hostile folders for the file picker
(:mod:`tests.storage.mutations`). Nothing raises, a refused file is set aside whole or
left where it is, nothing else changes, and no stored game leaves the replay list."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from .mutations import check_folder, hostile_folders, kinds, run_kind

PER_KIND = 12


@pytest.fixture
def workspace(private_home: Path) -> Path:
    return private_home / "workspace"


def test_every_kind_of_file_survives_its_mutations(workspace: Path) -> None:
    failures: list[str] = []
    seen: dict[str, dict[str, int]] = {}
    for kind in kinds(workspace):
        seen[kind.name] = run_kind(kind, PER_KIND, seed=2026, failed=lambda name, label, error:
                                   failures.append(f"{name} [{label}]: {error!r}"))
    assert failures == []
    assert len(seen) == 10 and all(sum(outcomes.values()) == PER_KIND
                                   for outcomes in seen.values())
    # The slice reaches both ends: files read and files refused.
    assert seen["settings"].get("set aside") and seen["settings"].get("read")
    assert seen["stored_game"].get("refused")


def test_hostile_folders_list_quickly_and_their_files_are_refused_or_opened(
        workspace: Path) -> None:
    for _label, folder in hostile_folders(workspace / "picked", random.Random(3), 6):
        check_folder(folder)
