"""With no usable display the program says so in one sentence and
exits non-zero, with no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("video", [
    {"SDL_VIDEODRIVER": "x11", "DISPLAY": ":97"},  # no X server there
    {"SDL_VIDEODRIVER": "nosuchdriver"},
])
def test_no_usable_display_is_one_sentence_and_a_failure_exit(tmp_path: Path,
                                                              video: dict[str, str]) -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(video, TABLETOP_USER_DIR=str(tmp_path / "user"), SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", "import sys; from scenes.shell.cli import main; "
                           "sys.exit(main([]))"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode != 0
    lines = [line for line in done.stderr.splitlines() if line.startswith("tabletop")]
    assert len(lines) == 1 and lines[0].startswith("tabletop: cannot open a window"), done.stderr
    assert "Traceback" not in done.stderr


def test_the_self_test_without_a_display_is_one_sentence_too(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER="nosuchdriver", SDL_AUDIODRIVER="dummy",
               TABLETOP_USER_DIR=str(tmp_path / "user"))
    done = subprocess.run([sys.executable, "-c", "import sys; from scenes.shell.cli import main; "
                           f"sys.exit(main(['--smoke', {str(tmp_path / 'shots')!r}]))"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 1
    lines = [line for line in done.stderr.splitlines() if line.startswith("tabletop")]
    assert len(lines) == 1 and lines[0].startswith("tabletop: cannot open a window"), done.stderr
    assert "Traceback" not in done.stderr


def test_no_x_and_no_wayland_is_refused_not_run_invisibly(tmp_path: Path) -> None:
    """Without DISPLAY and WAYLAND_DISPLAY, and no driver asked for, SDL falls back to its
    offscreen driver: the program would run with no window; it says why and stops."""
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    env.update(TABLETOP_USER_DIR=str(tmp_path / "user"), SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", "import sys; from scenes.shell.cli import main; "
                           "sys.exit(main([]))"], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode != 0
    lines = [line for line in done.stderr.splitlines() if line.startswith("tabletop")]
    assert len(lines) == 1 and lines[0].startswith("tabletop: cannot open a window"), done.stderr
    assert "X11 or Wayland" in lines[0]
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "user").exists(), "no file is read or written without a window"


def test_an_invisible_driver_asked_for_is_used(tmp_path: Path) -> None:
    env = {key: value for key, value in os.environ.items()
           if key not in ("DISPLAY", "WAYLAND_DISPLAY")}
    env.update(SDL_VIDEODRIVER="offscreen", SDL_AUDIODRIVER="dummy",
               TABLETOP_USER_DIR=str(tmp_path / "user"))
    done = subprocess.run([sys.executable, "-c",
                           "from scenes.shell.app import App, Launch, shutdown; "
                           "app = App(Launch()); app.start_menu(); app.step(1 / 60); "
                           "shutdown(app.context); print('drew a frame')"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "drew a frame" in done.stdout
