"""One version, pyproject.toml's: the package metadata, ``tabletop --version`` and Settings."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import tabletop

ROOT = Path(__file__).resolve().parent.parent


def _pyproject_version() -> str:
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return str(data["project"]["version"])


def test_the_version_is_pyprojects_read_from_the_installed_metadata() -> None:
    assert tabletop.__version__ == _pyproject_version()
    assert "__version__ = " not in (ROOT / "tabletop" / "__init__.py").read_text(encoding="utf-8")


def test_a_source_tree_never_installed_reads_pyproject(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.metadata

    def not_installed(name: str) -> str:
        raise importlib.metadata.PackageNotFoundError(name)

    monkeypatch.setattr(importlib.metadata, "version", not_installed)
    tabletop.version.cache_clear()
    try:
        assert tabletop.__version__ == _pyproject_version()
    finally:
        tabletop.version.cache_clear()


def test_an_unknown_attribute_is_still_an_error() -> None:
    with pytest.raises(AttributeError):
        tabletop.__getattr__("__versoin__")


def test_the_command_line_prints_the_version_and_opens_no_window(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes.shell import cli

    def no_window(*args: object, **kwargs: object) -> None:
        raise AssertionError("--version opened the program's window")

    monkeypatch.setattr(cli, "App", no_window)
    capsys.readouterr()  # whatever importing printed
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"tabletop {_pyproject_version()}\n"


def test_settings_show_the_version(monkeypatch: pytest.MonkeyPatch) -> None:
    import pygame

    from scenes.screens.settings import SettingsScene
    from scenes.shell.app import App, shutdown
    from scenes.shell.scene import Push

    drawn: list[str] = []
    original = SettingsScene.draw_text

    def recording(self: SettingsScene, surface: pygame.Surface, text: str, *args: object,
                  **kwargs: object) -> pygame.Rect:
        drawn.append(text)
        return original(self, surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(SettingsScene, "draw_text", recording)
    app = App(persist=False)
    try:
        scene = SettingsScene(app.context)
        app.context.manager.apply(Push(scene))
        app.step(1 / 60)
        app.step(1 / 60)
        assert f"Tabletop version {_pyproject_version()}" in drawn
        assert scene.version_at[0] < app.context.size[0]
    finally:
        shutdown(app.context)
