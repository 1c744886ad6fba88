"""Tabletop: the pure-Python side of the game collection.

Rule engines, computer players, saves, settings and translations live here.
Nothing in this package imports pygame, pygame_gui or ``scenes``; the front
end imports this package, never the reverse.

``tabletop.__version__`` is the version pyproject.toml gives, read from the
installed package's metadata (the packaged build carries that metadata too),
so the number is written in one place only. It is looked up on first use:
importing :mod:`importlib.metadata` pulls in the email and zip modules, which a
normal start does not otherwise need.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

DISTRIBUTION = "tabletop"
"""The name pyproject.toml gives the project, under which its metadata is installed."""


@cache
def version() -> str:
    """The program's version: the installed metadata's, or pyproject.toml's in a source
    tree that was never installed; ``0+unknown`` when neither can be read."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as installed_version

    try:
        return installed_version(DISTRIBUTION)
    except PackageNotFoundError:
        pass
    import tomllib

    project = Path(__file__).resolve().parent.parent / "pyproject.toml"
    try:
        data = tomllib.loads(project.read_text(encoding="utf-8"))
        return str(data["project"]["version"])
    except (OSError, ValueError, KeyError, TypeError):
        return "0+unknown"


def __getattr__(name: str) -> str:
    if name == "__version__":
        return version()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
