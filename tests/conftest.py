"""Test-wide setup: headless SDL, and no test ever touches the real home folder."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

# SDL reads these at pygame.init(); without them SDL picks the slow "offscreen"
# driver and the mixer fails (research/stack.md).
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

_HOME_VARIABLES = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Point HOME and every XDG folder at a temporary directory.

    platformdirs reads these variables on every call, so this is enough.
    """
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.delenv("TABLETOP_USER_DIR", raising=False)
    monkeypatch.setenv("HOME", str(home))
    for variable in _HOME_VARIABLES:
        folder = home / variable.lower()
        folder.mkdir()
        monkeypatch.setenv(variable, str(folder))
    return home
