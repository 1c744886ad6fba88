"""Starting and shutting down in one process leaves no file open."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from scenes.shell.app import App, Launch, shutdown

FDS = Path("/proc/self/fd")


def _open_files() -> int:
    return len(os.listdir(FDS))


@pytest.mark.skipif(not FDS.is_dir(), reason="counts open files through /proc")
def test_repeated_start_and_shutdown_does_not_leak_file_descriptors() -> None:
    counts = []
    for _ in range(4):
        app = App(Launch(seed=1))
        app.start_menu()
        for _ in range(3):
            app.step(1 / 60)  # the menu's text opens both font faces
        shutdown(app.context)
        counts.append(_open_files())
    # Each start used to leave its font files open: about ten more per start.
    assert counts[-1] <= counts[0], counts
