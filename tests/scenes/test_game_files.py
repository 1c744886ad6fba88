"""Sharing finished games from the window: Export in the replay list writes a readable
file to the Documents folder, and a file dropped on the window (from any screen) or
picked in our own file picker opens as a replay, once checked; a file of other rules,
tampered, foreign, huge or binary is refused with a sentence and nothing else changes."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from scenes.screens.game_files import FilePickerScene
from scenes.screens.replay_list import ReplayListScene
from scenes.screens.statistics import StatisticsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop import storage
from tabletop.i18n import ENGLISH
from tabletop.storage.archive import game_folder
from tabletop.storage.notice import Notice
from tests.scenes.program import told_over
from tests.scenes.test_game_base import app, frames, press
from tests.scenes.test_replay import finished_game, is_replay

__all__ = ["app"]  # the shell fixture, used by name


def exported(home: Path, game_id: str = "yacht", seed: int = 5) -> Path:
    """A game finished and stored here, exported through the replay list's Export
    button, then gone from this Tabletop (as if it had been played on a friend's)."""
    finished = finished_game(game_id, seed)
    assert storage.store_finished(finished.game, finished.seats) is None
    (home / "Documents").mkdir(exist_ok=True)
    entry = storage.list_finished(game_id)[0]
    path, notice = storage.export_to_folder(finished.spec, entry)
    assert path is not None and notice.key == "storage.finished_exported"
    for stored in game_folder(game_id).iterdir():
        stored.unlink()
    assert storage.list_finished(game_id) == []
    return path


def drop(path: Path) -> None:
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))


def toasts(scene: object) -> list[str]:
    return [toast.text for toast in scene.toasts.toasts]  # type: ignore[attr-defined]


def test_export_in_the_replay_list_writes_a_readable_file_and_says_where(
    app: App, isolated_home: Path,
) -> None:
    finished = finished_game("polterfass")
    storage.store_finished(finished.game, finished.seats)
    (isolated_home / "Documents").mkdir()
    listing = ReplayListScene(app.context, "polterfass")
    app.context.manager.apply(Push(listing))
    frames(app, 2)
    export = next(button for button in listing.ring.buttons
                  if button.label_key == "replay.export")
    export.activate()
    export.activate()  # twice: the second copy takes a name of its own
    frames(app, 2)
    files = sorted(path.name for path in (isolated_home / "Documents").iterdir())
    when = storage.list_finished("polterfass")[0].finished_at[:16].replace("T", " ")
    first = f"Tabletop Polterfass {when.replace(':', '.')}.json"
    assert files == sorted([first, first.replace(".json", " (2).json")])
    where = str(isolated_home / "Documents" / first)
    assert any(where in text for text in toasts(listing)), "the notice says where it went"
    data = json.loads((isolated_home / "Documents" / first).read_text(encoding="utf-8"))
    assert data["actions"] and data["scores"] == finished.game.scores()


def test_a_good_file_dropped_on_the_menu_opens_its_replay_and_is_kept(
    app: App, isolated_home: Path,
) -> None:
    path = exported(isolated_home, "big_shot")
    app.start_menu()
    frames(app, 2)
    drop(path)
    frames(app, 3)
    replay = app.context.manager.top
    assert is_replay(replay) and replay.spec.id == "big_shot"
    assert replay.driver.step_count > 0 and replay.driver.playing, "it plays from the first move"
    assert len(storage.list_finished("big_shot")) == 1, "kept among the finished games"
    press(pygame.K_ESCAPE)
    frames(app, 3)
    assert [type(scene).__name__ for scene in app.context.manager.stack] == ["MenuScene"]


def _other_rules(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["rules_version"] += 1
    path.write_text(json.dumps(data), encoding="utf-8")


def _tampered(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["winners"] = [seat for seat in range(len(data["seats"]))
                       if seat not in data["winners"]][:1]  # a win it never had
    path.write_text(json.dumps(data), encoding="utf-8")


def _foreign(path: Path) -> None:
    path.write_text(json.dumps({"name": "a shopping list", "items": ["milk"]}),
                    encoding="utf-8")


def _other_game(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    data["game"] = "chess"
    path.write_text(json.dumps(data), encoding="utf-8")


def _huge(path: Path) -> None:
    data = path.read_text(encoding="utf-8")
    path.write_text(data[:-1] + ', "padding": "' + "x" * (3 * 1024 * 1024) + '"}',
                    encoding="utf-8")


def _binary(path: Path) -> None:
    path.write_bytes(os.urandom(4096))


SPOILED: dict[str, tuple[Callable[[Path], None], str]] = {
    "other rules": (_other_rules, "storage.finished_other_rules"),
    "tampered": (_tampered, "storage.finished_mismatch"),
    "foreign": (_foreign, "storage.finished_damaged"),
    "another game": (_other_game, "storage.finished_foreign"),
    "huge": (_huge, "storage.finished_too_large"),
    "binary": (_binary, "storage.finished_damaged"),
}


@pytest.mark.parametrize("kind", list(SPOILED))
def test_a_spoiled_file_dropped_on_statistics_is_refused_with_a_sentence(
    app: App, isolated_home: Path, kind: str,
) -> None:
    path = exported(isolated_home)
    spoil, key = SPOILED[kind]
    spoil(path)
    before = path.read_bytes()
    statistics = StatisticsScene(app.context)
    app.context.manager.apply(Push(statistics))
    frames(app, 2)
    drop(path)
    frames(app, 3)
    assert told_over(app, statistics) == [Notice(key, {"file": path.name[:80]}).text(ENGLISH)]
    assert all(storage.list_finished(game_id) == [] for game_id in ("yacht", "chess"))
    assert path.read_bytes() == before, "the file itself is left as it was"


def test_the_picker_walks_folders_by_keyboard_and_opens_the_chosen_file(
    app: App, isolated_home: Path,
) -> None:
    path = exported(isolated_home, "winners_circle")
    inbox = isolated_home / "Documents" / "From Mina"
    inbox.mkdir()
    moved = path.rename(inbox / path.name)
    (inbox / "notes.txt").write_text("not a game", encoding="utf-8")
    listing = ReplayListScene(app.context, "winners_circle")
    app.context.manager.apply(Push(listing))
    frames(app, 2)
    assert listing.entries == []
    pick = next(button for button in listing.ring.buttons
                if button.label_key == "replay.open_file")
    listing.ring.focus(pick)
    press(pygame.K_RETURN)
    frames(app, 30)  # a moment on the new screen: Enter there is a press of its own
    picker = app.context.manager.top
    assert isinstance(picker, FilePickerScene)
    assert picker.folder == isolated_home / "Documents"
    labels = [button.text for button in picker.ring.buttons if button.text]
    assert "From Mina /" in labels
    assert picker.ring.focused is not None and picker.ring.focused.text == "From Mina /"
    press(pygame.K_RETURN)  # into the folder
    frames(app, 2)
    assert picker.folder == inbox
    names = [button.text for button in picker.ring.buttons if button.text]
    assert names == [moved.name], "only game files are listed, not notes.txt"
    press(pygame.K_BACKSPACE)  # up again, and back in
    frames(app, 2)
    assert picker.folder == isolated_home / "Documents"
    picker.enter_folder(inbox)
    frames(app, 1)
    press(pygame.K_RETURN)  # the focused file
    frames(app, 3)
    replay = app.context.manager.top
    assert is_replay(replay) and replay.spec.id == "winners_circle"
    press(pygame.K_ESCAPE)
    frames(app, 3)
    assert app.context.manager.top is listing, "the replay took the picker's place"
    assert len(listing.entries) == 1, "the opened game is in the list now"


def test_a_spoiled_file_picked_is_refused_and_the_picker_stays(
    app: App, isolated_home: Path,
) -> None:
    path = exported(isolated_home, "wizard_extreme")
    _tampered(path)
    picker = FilePickerScene(app.context)
    app.context.manager.apply(Push(picker))
    frames(app, 2)
    row = next(button for button in picker.ring.buttons if button.text == path.name)
    row.activate()
    frames(app, 3)
    assert told_over(app, picker) == [Notice("storage.finished_mismatch",
                                             {"file": path.name[:80]}).text(ENGLISH)]
    assert storage.list_finished("wizard_extreme") == []


def test_the_picker_offers_the_places_that_exist_and_mouse_clicks_work(
    app: App, isolated_home: Path,
) -> None:
    (isolated_home / "Downloads").mkdir()
    picker = FilePickerScene(app.context)
    app.context.manager.apply(Push(picker))
    frames(app, 2)
    assert [key for key, _ in picker.places] == ["replay.place_downloads", "replay.place_home"]
    assert picker.folder == isolated_home / "Downloads"
    home = next(button for button in picker.ring.buttons
                if button.label_key == "replay.place_home")
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=home.rect.center,
                                         button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=home.rect.center,
                                         button=1))
    frames(app, 3)
    assert picker.folder == isolated_home
    assert "Downloads /" in [button.text for button in picker.ring.buttons if button.text]


def test_an_export_that_fails_says_why_until_ok(
    app: App, isolated_home: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where it went may fade (a toast); why it could not go waits for OK (trial s14)."""
    from tabletop.storage import archive

    finished = finished_game("yacht")
    storage.store_finished(finished.game, finished.seats)
    blocked = isolated_home / "Documents"
    blocked.write_text("a file where the folder should be", "utf-8")
    monkeypatch.setattr(archive, "export_folder", lambda: blocked)
    listing = ReplayListScene(app.context, "yacht")
    app.context.manager.apply(Push(listing))
    frames(app, 2)
    next(button for button in listing.ring.buttons
         if button.label_key == "replay.export").activate()
    frames(app, 2)
    said = Notice("storage.finished_not_exported", {"folder": str(blocked)}).text(ENGLISH)
    assert told_over(app, listing) == [said]
    assert not listing.toasts.toasts


def test_a_name_with_a_line_break_or_control_character_stays_on_its_own_row(
    app: App, isolated_home: Path,
) -> None:
    """Trial s24 C/084: "new⏎line.json" was drawn on two lines, over the row below."""
    from scenes.shell import assets

    documents = isolated_home / "Documents"
    documents.mkdir()
    for name in ("new\nline.json", "tab\tand\x1bescape.json", "plain.json"):
        (documents / name).write_text("{}", encoding="utf-8")
    picker = FilePickerScene(app.context)
    app.context.manager.apply(Push(picker))
    frames(app, 2)
    rows = {button.text: button for button in picker.ring.buttons
            if button.text and button.text.endswith(".json")}
    assert sorted(rows) == ["new\u23celine.json", "plain.json", "tab\u25a1and\u25a1escape.json"]
    plain_height = assets.text("plain.json", rows["plain.json"].label_px(), bold=True).get_height()
    for label, row in rows.items():
        drawn = assets.text(label, row.label_px(), bold=True)
        assert drawn.get_height() == plain_height, label
        assert drawn.get_width() < row.rect.width, label
