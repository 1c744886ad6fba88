"""Big folders and things that are not game files, on screen: the replay list reads its
folder when it opens and when it comes back to the top, never on a resize; the file picker
finds the one game file in a Downloads folder of ten thousand; and a dropped folder, pipe,
device, huge file or empty path is refused with a sentence that says what it is."""

from __future__ import annotations

import os
from pathlib import Path

import pygame
import pytest

from scenes.screens.game_files import FilePickerScene, folder_entries
from scenes.screens.replay_list import ReplayListScene
from scenes.screens.statistics import StatisticsScene
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tabletop import storage
from tabletop.i18n import ENGLISH
from tests.scenes.program import told_over
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_game_files import drop
from tests.scenes.test_replay import finished_game

__all__ = ["app"]


def test_the_replay_list_reads_its_folder_on_entering_not_on_each_layout(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    finished = finished_game("yacht")
    storage.store_finished(finished.game, finished.seats)
    reads: list[str] = []
    real = storage.listing

    def counting(game_id: str) -> storage.FinishedListing:
        reads.append(game_id)
        return real(game_id)

    monkeypatch.setattr(storage, "listing", counting)
    listing = ReplayListScene(app.context, "yacht")
    app.context.manager.apply(Push(listing))
    frames(app, 2)
    for size in [(900, 500), (1600, 900), (801, 451), (1280, 720)]:
        resize_window(app, size)
        frames(app, 2)
    assert reads == ["yacht"] and len(listing.entries) == 1
    listing.pick_file()
    frames(app, 2)
    assert isinstance(app.context.manager.top, FilePickerScene)
    app.context.manager.apply(Pop())
    frames(app, 2)
    assert app.context.manager.top is listing and reads == ["yacht", "yacht"]


def test_the_picker_finds_one_game_file_among_ten_thousand(
        app: App, isolated_home: Path) -> None:
    downloads = isolated_home / "Downloads"
    downloads.mkdir()
    for number in range(10_000):
        (downloads / f"photo {number:05d}.jpg").touch()
    for number in range(450):
        (downloads / f"folder {number:03d}").mkdir()
    (downloads / "zz Tabletop Yacht Dice 2026-12-01 20.15.json").write_text("{}", "utf-8")
    folders, files = folder_entries(downloads)
    assert [path.name for path in files] == ["zz Tabletop Yacht Dice 2026-12-01 20.15.json"]
    assert len(folders) == 400
    picker = FilePickerScene(app.context, downloads)
    app.context.manager.apply(Push(picker))
    frames(app, 2)
    assert picker.files == files


@pytest.mark.parametrize("kind", ["folder", "pipe", "device", "huge", "empty", "missing"])
def test_a_dropped_thing_that_is_no_game_file_says_what_it_is(
        app: App, tmp_path: Path, kind: str) -> None:
    expected = {"folder": "storage.finished_folder", "pipe": "storage.finished_not_a_file",
                "device": "storage.finished_not_a_file", "huge": "storage.finished_too_large",
                "empty": "storage.finished_no_file", "missing": "storage.finished_missing"}
    path: Path | str
    if kind == "folder":
        path = tmp_path / "Downloads"
        path.mkdir()
    elif kind == "pipe":
        path = tmp_path / "pipe.json"
        os.mkfifo(path)
    elif kind == "device":
        path = Path("/dev/zero")
    elif kind == "huge":
        path = tmp_path / "huge.json"
        with path.open("wb") as handle:
            handle.truncate(100 * 1024 * 1024)
    elif kind == "missing":
        path = tmp_path / "gone.json"
    else:
        path = ""
    statistics = StatisticsScene(app.context)
    app.context.manager.apply(Push(statistics))
    frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    frames(app, 3)
    shown = told_over(app, statistics)
    name = Path(path).name
    said = storage.Notice(expected[kind], {"file": name} if name else {}).text(ENGLISH)
    assert said in shown, shown
    assert storage.list_finished("yacht") == []


def test_a_dropped_file_is_still_opened(app: App, isolated_home: Path) -> None:
    """(The refusals above change nothing for a good file.)"""
    from tests.scenes.test_game_files import exported

    path = exported(isolated_home, "yacht")
    app.start_menu()
    frames(app, 2)
    drop(path)
    frames(app, 3)
    assert len(storage.list_finished("yacht")) == 1
