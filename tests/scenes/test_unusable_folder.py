"""The program starts, says so and plays whatever the user folder is.

The user folder (``TABLETOP_USER_DIR``, or the home folders) may be a file,
``/dev/null``, read-only, or missing and impossible to create. In each case
the real program starts, the menu says that saving is off, a game can be
started and played, the game screen says when its autosave failed, closing
the window asks once because the game would be lost, and nothing in or at
that folder changes.
"""

from __future__ import annotations

import errno
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.screens.dialogs import ConfirmScene, NoticeScene
from scenes.screens.menu import MenuScene
from scenes.screens.setup import SetupScene
from scenes.shell.app import App, Launch
from scenes.shell.scene import Pop, Push
from tabletop.i18n import ENGLISH, Words
from tests.scenes.program import told_over

FRAME = 1 / 60


def _deny_writes_below(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make writing below ``folder`` fail with EACCES, as a read-only folder does.

    The folder is made read-only with chmod too; but root (CI containers) ignores
    file modes, so the system calls that create, rename or remove are refused
    here exactly as the kernel refuses them for an ordinary user.
    """

    def below(path: object) -> bool:
        try:
            return Path(os.fsdecode(path)).resolve().is_relative_to(folder)  # type: ignore[arg-type]
        except (TypeError, ValueError):
            return False

    def refusing(real: Callable[..., object], *checked: int) -> Callable[..., object]:
        def call(*args: object, **kwargs: object) -> object:
            if any(below(args[index]) for index in checked if index < len(args)):
                raise PermissionError(errno.EACCES, "Permission denied", str(args[0]))
            return real(*args, **kwargs)

        return call

    real_open = os.open

    def guarded_open(path: object, flags: int, *args: object, **kwargs: object) -> int:
        if flags & (os.O_CREAT | os.O_WRONLY | os.O_RDWR) and below(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", guarded_open)
    monkeypatch.setattr(os, "mkdir", refusing(os.mkdir, 0))
    for name in ("replace", "rename"):
        monkeypatch.setattr(os, name, refusing(getattr(os, name), 0, 1))
    for name in ("unlink", "remove", "rmdir"):
        monkeypatch.setattr(os, name, refusing(getattr(os, name), 0))


def _read_only(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "read_only"
    for sub in ("data/saves", "config"):
        (folder / sub).mkdir(parents=True)
    (folder / "config" / "settings.json").write_text('{"language": "en"}', encoding="utf-8")
    for path in (folder / "data/saves", folder / "data", folder / "config", folder):
        path.chmod(0o555)
    _deny_writes_below(folder.resolve(), monkeypatch)
    monkeypatch.setenv("TABLETOP_USER_DIR", str(folder))
    return folder


def _a_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "user_folder_is_a_file"
    folder.write_bytes(b"not a folder\n")
    monkeypatch.setenv("TABLETOP_USER_DIR", str(folder))
    return folder


def _dev_null(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TABLETOP_USER_DIR", os.devnull)
    return Path(os.devnull)


def _uncreatable(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    # Nobody, root included, can make a folder in /proc: it stays missing.
    folder = Path("/proc/tabletop-does-not-exist/user")
    monkeypatch.setenv("TABLETOP_USER_DIR", str(folder))
    return folder


def _read_only_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """No override: the home folders are read-only and Tabletop's folders do not exist."""
    home = tmp_path / "home_read_only"
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME"):
        (home / variable.lower()).mkdir(parents=True)
        monkeypatch.setenv(variable, str(home / variable.lower()))
    monkeypatch.setenv("HOME", str(home))
    for path in [*home.iterdir(), home]:
        path.chmod(0o555)
    _deny_writes_below(home.resolve(), monkeypatch)
    return home


FOLDERS: dict[str, Callable[[Path, pytest.MonkeyPatch], Path]] = {
    "a_file": _a_file,
    "dev_null": _dev_null,
    "read_only": _read_only,
    "missing_and_uncreatable": _uncreatable,
    "read_only_home": _read_only_home,
}


def _snapshot(folder: Path) -> dict[str, bytes | str]:
    if not folder.exists() or folder == Path(os.devnull):
        return {"exists": str(folder.exists())}
    if folder.is_file():
        return {"file": folder.read_bytes()}
    return {str(path.relative_to(folder)): path.read_bytes() if path.is_file() else "dir"
            for path in sorted(folder.rglob("*"))}


@pytest.fixture
def chmod_back(tmp_path: Path) -> Iterator[None]:
    yield
    for path in tmp_path.rglob("*"):
        if path.is_dir():
            path.chmod(0o755)


@pytest.mark.parametrize("case", list(FOLDERS))
def test_program_starts_says_so_and_plays_without_saving(
    case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, chmod_back: None
) -> None:
    from scenes.shell import assets

    folder = FOLDERS[case](tmp_path, monkeypatch)
    before = _snapshot(folder)
    app = App(Launch(seed=4))
    try:
        app.start_menu()
        for _ in range(3):
            app.step(FRAME)
        told = app.context.manager.top  # in the dialog that stays until OK
        assert isinstance(told, NoticeScene)
        assert app.context.saving_off
        shown = [notice.text(ENGLISH) for notice in told.notices]
        assert any(text.startswith(ENGLISH("storage.folder_unusable", folder="", names="")[:20])
                   for text in shown), shown
        app.context.manager.apply(Pop())
        menu = app.context.manager.top
        assert isinstance(menu, MenuScene)
        app.surface.fill((0, 0, 0))
        menu.draw(app.surface)  # the "saving is off" line is drawn with the menu

        # Play: a new game starts and the person acts; its autosave fails, which the
        # start-up's dialog said would happen: no dialog says it again at a table (the
        # same two came over every table opened, s16).
        assert not _told_at_tables(app, ["polterfass"])
        table = _play_a_few_moves(app)
        assert len(table.session.game.history) >= 4

        # Closing would lose the game: the program asks once (when the last write has
        # failed, not while it runs), a second close quits.
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        app.context.flush_saves()
        app.step(FRAME)
        dialog = app.context.manager.top
        assert isinstance(dialog, ConfirmScene) and dialog.message_key == "storage.quit_unsaved"
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        assert app.run() == 0
    finally:
        app.context.close()
        assets.clear_caches()
        pygame.quit()
    assert _snapshot(folder) == before


@pytest.mark.parametrize(("sub", "kept", "not_kept"), [
    ("config", "storage.keeps_settings", "storage.keeps_games"),
    ("data/saves", "storage.keeps_games", "storage.keeps_settings"),
])
def test_one_read_only_folder_names_only_what_it_keeps(
    sub: str, kept: str, not_kept: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    chmod_back: None,
) -> None:
    """Trial s21 (078, 079, bf-p-saves-ro): a read-only settings folder was said to keep
    no game to continue and no statistics either, while the games went on being saved;
    each folder now names what it keeps, and the games are saved where they can be."""
    from scenes.shell import assets

    user = tmp_path / "user"
    for folder in ("data/saves", "config"):
        (user / folder).mkdir(parents=True)
    (user / sub).chmod(0o555)
    _deny_writes_below((user / sub).resolve(), monkeypatch)
    monkeypatch.setenv("TABLETOP_USER_DIR", str(user))
    app = App(Launch(seed=4))
    try:
        app.start_menu()
        for _ in range(3):
            app.step(FRAME)
        told = app.context.manager.top
        assert isinstance(told, NoticeScene)
        assert [notice.key for notice in told.notices] == ["storage.folder_unusable"]
        for language in ("en", "ko"):
            text = told.notices[0].text(Words(language))
            assert Words(language)(kept) in text and Words(language)(not_kept) not in text
        app.context.manager.apply(Pop())
        assert app.context.saving_off == (sub == "data/saves")
        assert not _told_at_tables(app, ["yacht"])  # the start-up said it; once is enough
        app.context.flush_saves()
        assert (user / "data/saves/autosave-yacht.json").exists() == (sub == "config")
    finally:
        app.context.close()
        assets.clear_caches()
        pygame.quit()


def _play_a_few_moves(app: App, game_id: str = "yacht") -> GameScene:
    """A new game of ``game_id`` from its setup, four moves in; a file dialog over the
    table fails the test, as one nobody expects (:func:`_told_at_tables` counts them)."""
    told = _told_at_tables(app, [game_id])
    assert not told, told
    table = app.context.manager.top
    assert isinstance(table, GameScene)
    return table


def _told_at_tables(app: App, games: list[str]) -> list[str]:
    """Each of ``games`` started from its setup and played four moves in, OK pressed on
    each file dialog over its table; the messages those dialogs told, in order."""
    told: list[str] = []
    for game_id in games:
        while len(app.context.manager.stack) > 1:
            app.context.manager.apply(Pop())
        app.context.manager.apply(Push(SetupScene(app.context, game_id)))
        app.step(FRAME)
        setup = app.context.manager.top
        assert isinstance(setup, SetupScene)
        setup.start_game()
        app.step(FRAME)
        table = app.context.manager.stack[-1]
        assert isinstance(table, GameScene)
        for _ in range(600):
            app.step(FRAME)
            if isinstance(app.context.manager.top, NoticeScene):
                told += told_over(app, table)
                app.context.manager.apply(Pop())
                continue
            assert app.context.manager.top is table
            if table.accepts_input and len(table.session.game.history) >= 4:
                break
            if table.accepts_input:
                table.act(table.session.game.legal_actions()[0])
    return told


def test_saving_that_fails_mid_run_is_told_once_a_run(monkeypatch: pytest.MonkeyPatch) -> None:
    """The folder could be written at start-up, then a save fails (a disk gone full): the
    first table says so, once; the next tables do not say it again, and leaving such a
    game still asks first."""
    from scenes.shell import assets
    from tabletop.storage import writer

    def refusing(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    app = App(Launch(seed=4))
    try:
        app.start_menu()
        app.step(FRAME)
        assert not app.context.saving_off
        monkeypatch.setattr(writer, "atomic_write_json", refusing)
        told = _told_at_tables(app, ["yacht", "polterfass", "yacht"])
        failed = ENGLISH("storage.save_write_failed")
        assert [text for text in told if text.startswith(failed)] == [
            f"{failed} {ENGLISH('storage.reason_disk_full')}"], told
        assert app.context.unsaved_progress()
    finally:
        app.context.close()
        assets.clear_caches()
        pygame.quit()


def test_a_failed_settings_write_is_shown(monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    from scenes.shell import assets
    from tabletop.storage import Notice, writer

    app = App(Launch(seed=4))
    try:
        app.start_menu()
        app.step(FRAME)
        monkeypatch.setattr(writer, "save_settings",
                            lambda settings: Notice("storage.settings_write_failed"))
        app.context.apply_settings(replace(app.context.settings, coach=True))
        app.context.flush_saves()  # written off the frame; told on the next one
        app.step(FRAME)
        top = app.context.manager.top
        # On the menu, in the dialog that stays until OK (trial s14 defect 8).
        assert isinstance(top, NoticeScene)
        assert [notice.key for notice in top.notices] == ["storage.settings_write_failed"]
    finally:
        app.context.close()
        assets.clear_caches()
        pygame.quit()


def test_leaving_a_game_that_could_not_be_saved_asks_first(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scenes.screens.pause import PauseScene
    from scenes.shell import assets

    _a_file(tmp_path, monkeypatch)
    app = App(Launch(seed=4))
    try:
        app.start_menu()
        app.context.manager.apply(Push(SetupScene(app.context, "yacht")))
        app.step(FRAME)
        setup = app.context.manager.top
        assert isinstance(setup, SetupScene)
        setup.start_game()
        app.step(FRAME)
        scene = app.context.manager.top
        assert isinstance(scene, GameScene)
        pause = PauseScene(app.context, scene.session)
        app.context.manager.apply(Push(pause))
        app.step(FRAME)
        if isinstance(app.context.manager.top, NoticeScene):
            app.context.manager.apply(Pop())  # OK to "the game could not be saved"
        # The way out says quietly that nothing is saved ("Save and quit" was not true).
        keys = [button.label_key for button in pause.ring.buttons]
        assert "app.pause.leave_unsaved" in keys and "app.pause.save_quit" not in keys
        pause.save_and_quit()
        app.step(FRAME)
        dialog = app.context.manager.top
        assert isinstance(dialog, ConfirmScene) and dialog.message_key == "storage.leave_unsaved"
        app.context.manager.apply(dialog.on_confirm())
        assert isinstance(app.context.manager.top, MenuScene)
    finally:
        app.context.close()
        assets.clear_caches()
        pygame.quit()


def test_a_game_that_cannot_be_turned_into_a_save_plays_on_and_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from scenes.shell import assets
    from tabletop.session import GameSession

    app = App(Launch(seed=4))
    try:
        app.start_menu()
        app.context.manager.apply(Push(SetupScene(app.context, "yacht")))
        app.step(FRAME)
        setup = app.context.manager.top
        assert isinstance(setup, SetupScene)

        def broken(self: GameSession) -> dict[int, dict[str, object]]:
            raise TypeError("a bug in a computer player's state")

        monkeypatch.setattr(GameSession, "bot_states", broken)
        setup.start_game()
        for _ in range(3):
            app.step(FRAME)
        table = app.context.manager.stack[-2]
        assert isinstance(table, GameScene)
        assert ENGLISH("storage.save_write_failed") in told_over(app, table)
        assert app.context.unsaved_progress()
        assert "a bug in a computer player's state" in capsys.readouterr().err
    finally:
        app.context.close()
        assets.clear_caches()
        pygame.quit()
