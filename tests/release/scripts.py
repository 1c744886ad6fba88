"""The release files (release/*.py, .ci/*.py) are scripts, not packages: this puts release/
on the import path and loads a .ci script by its path."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "release"))


def load_script(relative: str) -> ModuleType:
    """The module in ``ROOT/relative`` (e.g. ``.ci/glibc.py``), loaded under its stem."""
    path = ROOT / relative
    spec = importlib.util.spec_from_file_location(f"script_{path.stem}", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
