"""A temporary home folder for tests: no test reads or writes the real one."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

HOME_VARIABLES = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME")


@contextmanager
def home_in(home: Path) -> Iterator[Path]:
    """Point HOME and every XDG folder into ``home`` (made if missing) until the block
    ends. platformdirs reads these variables on every call, so this is enough. It keeps
    its own patch, apart from a test's ``monkeypatch``: a test that called
    ``monkeypatch.undo()`` once wrote to the real home folder for the rest of its body."""
    home.mkdir(parents=True, exist_ok=True)
    with pytest.MonkeyPatch.context() as patch:
        patch.delenv("TABLETOP_USER_DIR", raising=False)
        patch.setenv("HOME", str(home))
        for variable in HOME_VARIABLES:
            folder = home / variable.lower()
            folder.mkdir(exist_ok=True)
            patch.setenv(variable, str(folder))
        yield home
