"""The Linux download's archive, and its install.sh putting Tabletop into a player's menu and
taking it out again (CI runs the same on the real archive; here on a stand-in program)."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

import tests.release.scripts  # noqa: F401  (puts release/ on the import path)

linux_archive = pytest.importorskip("linux_archive")
pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="a shell script for Linux")


def _one_dir(folder: Path) -> Path:
    """A stand-in for PyInstaller's dist/tabletop: a program that prints its version."""
    program = folder / "tabletop"
    (program / "_internal").mkdir(parents=True)
    (program / "_internal" / "THIRD-PARTY-NOTICES.txt").write_text("notices\n", encoding="utf-8")
    executable = program / "tabletop"
    executable.write_text("#!/bin/sh\necho 'tabletop 9.9.9'\n", encoding="utf-8")
    executable.chmod(0o755)
    return program


def _unpacked(tmp_path: Path) -> Path:
    archive = linux_archive.build(_one_dir(tmp_path / "dist"), tmp_path / "out", "9.9.9")
    assert archive.name == f"tabletop-9.9.9-linux-{linux_archive.platform.machine()}.tar.gz"
    with tarfile.open(archive) as packed:
        packed.extractall(tmp_path / "unpacked", filter="tar")
    (folder,) = (tmp_path / "unpacked").iterdir()
    return folder


def test_the_archive_holds_the_program_icons_menu_entry_script_and_notices(
        tmp_path: Path) -> None:
    folder = _unpacked(tmp_path)
    assert os.access(folder / "tabletop" / "tabletop", os.X_OK)
    assert os.access(folder / "install.sh", os.X_OK)
    assert (folder / "tabletop.desktop").read_text(encoding="utf-8").startswith("[Desktop Entry]")
    assert (folder / "icons" / "hicolor" / "256x256" / "apps" / "tabletop.png").is_file()
    assert (folder / "icons" / "hicolor" / "scalable" / "apps" / "tabletop.svg").is_file()
    assert (folder / "THIRD-PARTY-NOTICES.txt").read_text(encoding="utf-8") == "notices\n"


def _script(folder: Path, home: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    environment = {"HOME": str(home), "PATH": os.environ.get("PATH", "/usr/bin:/bin")}
    return subprocess.run(["sh", str(folder / "install.sh"), *arguments], env=environment,
                          capture_output=True, text=True, check=False)


def test_install_adds_tabletop_to_the_players_menu_and_uninstall_removes_it(
        tmp_path: Path) -> None:
    folder = _unpacked(tmp_path)
    home = tmp_path / "player"
    home.mkdir()
    done = _script(folder, home)
    assert done.returncode == 0, done.stderr
    program = home / ".local" / "opt" / "tabletop"
    entry = home / ".local" / "share" / "applications" / "tabletop.desktop"
    assert f'Exec="{program}/tabletop"' in entry.read_text(encoding="utf-8").splitlines()
    assert (home / ".local/share/icons/hicolor/48x48/apps/tabletop.png").is_file()
    link = home / ".local" / "bin" / "tabletop"
    assert subprocess.run([str(link)], capture_output=True, text=True,
                          check=True).stdout == "tabletop 9.9.9\n"
    # Saves live elsewhere and stay; the installed copy of the script removes the rest.
    saves = home / ".local" / "share" / "Tabletop"
    saves.mkdir()
    done = _script(program, home, "--uninstall")
    assert done.returncode == 0, done.stderr
    assert not program.exists() and not entry.exists() and not link.is_symlink()
    assert not (home / ".local/share/icons/hicolor/48x48/apps/tabletop.png").exists()
    assert saves.is_dir() and "saved games" in done.stdout


def test_install_refuses_a_folder_whose_name_a_menu_entry_cannot_hold(tmp_path: Path) -> None:
    folder = _unpacked(tmp_path)
    home = tmp_path / "a$home"
    home.mkdir()
    done = _script(folder, home)
    assert done.returncode == 1 and "cannot install" in done.stderr
    assert not (home / ".local" / "opt").exists()
