"""Every storage test runs in a private home: the real one is never touched."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """Point HOME and every XDG base folder into ``tmp_path/storage_home``."""
    home = tmp_path / "storage_home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("USERPROFILE", str(home))
    for name, folder in {
        "XDG_DATA_HOME": ".local/share",
        "XDG_CONFIG_HOME": ".config",
        "XDG_CACHE_HOME": ".cache",
        "XDG_STATE_HOME": ".local/state",
    }.items():
        monkeypatch.setenv(name, str(home / folder))
    yield home
