"""Seeded hostile files of every kind Tabletop reads, and what must hold for each.

A *kind* is a file the program reads (a save of each game, the settings, the statistics
with lesson progress and people's records, a stored game, the replay index, a file
dropped on the window) or a folder it lists (the file picker's). :func:`cases` makes
``count`` mutations of a real file of that kind from a seed: bytes cut, flipped or added,
a JSON value anywhere replaced by an odd one, a key dropped or added, the whole file
swapped for something else; :func:`check` puts one in place and runs what the program
runs on it. Nothing may raise; a file that is refused is set aside byte for byte, or left
where it is (a stored or dropped game); no other file changes; a stored game never leaves
the replay list. Used by ``tests/storage/test_hostile_mutations.py`` (a seeded slice) and
``tests/tools/hostile_run.py`` (thousands).
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from tabletop import storage
from tabletop.bots import RandomBot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tabletop.storage import archive
from tests.patience import own_time

KINDS = ("save", "settings", "statistics", "stored_game", "index", "dropped", "folder")
SEATS = (SeatConfig("Mina", 0), SeatConfig("지훈", 1),
         SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy"))

ODD: list[Any] = [None, True, False, 0, -1, 1.5, 1e308, 10**30, -(10**30), "", " ", "x",
                  "a\x00b", "\ud800", "\u202e", "A" * 10_000, [], {}, [[[[[]]]]], {"a": 1},
                  "2026-13-45T99:00:00", "../../escape", "..\\..\\x", 2**63, "NaN"]
WHOLE: list[bytes] = [b"", b"null", b"[]", b"{}", b"true", b"1", b'"x"', b"NaN", b"1e400",
                      b"[" * 50_000 + b"]" * 50_000, bytes(4096), b"\xff\xfe{", b" \n\t "]


# -- mutating ------------------------------------------------------------------------------


def _paths(data: Any, here: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    yield here
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _paths(value, (*here, key))
    elif isinstance(data, list):
        for index, value in enumerate(data[:40]):
            yield from _paths(value, (*here, index))


def _at(data: Any, path: tuple[Any, ...]) -> Any:
    for key in path:
        data = data[key]
    return data


def mutate(base: Any, rng: random.Random) -> tuple[str, bytes]:
    """One seeded mutation of the JSON document ``base``: its label and its bytes."""
    raw = json.dumps(base, ensure_ascii=False).encode("utf-8", "surrogatepass")
    roll = rng.random()
    if roll < 0.12:
        cut = rng.randrange(len(raw))
        return f"cut at {cut}", raw[:cut]
    if roll < 0.24:
        flipped = bytearray(raw)
        for _ in range(rng.randint(1, 3)):
            flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
        return "bits flipped", bytes(flipped)
    if roll < 0.30:
        junk = rng.choice([b"\x00", b"\xef\xbb\xbf", b"\xed\xa0\x80", b"\xff", b"1e400", b","])
        at = rng.randrange(len(raw) + 1)
        return f"{junk!r} at {at}", raw[:at] + junk + raw[at:]
    if roll < 0.35:
        whole = rng.choice(WHOLE)
        return f"whole file {whole[:12]!r}", whole
    data = copy.deepcopy(base)
    paths = [path for path in _paths(data) if path]
    path = rng.choice(paths)
    parent, key = _at(data, path[:-1]), path[-1]
    action = rng.random()
    if action < 0.6:
        value = copy.deepcopy(rng.choice(ODD))
        parent[key] = value
        label = f"{'/'.join(map(str, path))} = {value!r:.30}"
    elif action < 0.75:
        del parent[key]
        label = f"{'/'.join(map(str, path))} removed"
    elif action < 0.85 and isinstance(parent, list):
        parent.insert(key, copy.deepcopy(parent[key]))
        label = f"{'/'.join(map(str, path))} doubled"
    elif isinstance(parent, dict):
        parent[rng.choice(["extra", "\x00", "", "format", "game", "🙂"])] = rng.choice(ODD)
        label = f"{'/'.join(map(str, path[:-1]))} got a key"
    else:
        parent.reverse()
        label = f"{'/'.join(map(str, path[:-1]))} reversed"
    return label, json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass")


# -- the real files ------------------------------------------------------------------------


def _finished(game_id: str, seed: int) -> GameSession:
    spec = GAMES[game_id]
    seats = [replace(seat, colour=index) for index, seat in
             enumerate((*SEATS, *(SeatConfig(f"Bot {n}", n, SeatKind.COMPUTER, "easy")
                                  for n in range(3, 6))))][:max(spec.min_seats, 3)]
    session = GameSession.start(spec, seats, seed)
    players = {seat: RandomBot(seed + seat) for seat in range(len(seats))}
    while not session.game.is_over:
        seat = session.game.current_seat
        assert seat is not None
        session.apply(session.bot_action() if seat in session.bots
                      else players[seat].choose(session.game.view(seat)))
    return session


def _save_of(game_id: str, seed: int, moves: int) -> dict[str, Any]:
    from tabletop.storage.saves import build_envelope

    spec = GAMES[game_id]
    session = GameSession.start(spec, list(SEATS), seed)
    players = {seat: RandomBot(seed + seat) for seat in range(len(session.seats))}
    for _ in range(moves):
        seat = session.game.current_seat
        if seat is None or session.game.is_over:
            break
        session.apply(session.bot_action() if seat in session.bots
                      else players[seat].choose(session.game.view(seat)))
    return build_envelope(session.game, session.seats, session.bot_states())


def _root() -> Path:
    return Path(os.environ["HOME"])


def snapshot(root: Path) -> dict[str, bytes | str]:
    """Every entry under ``root``: a file's bytes, or what else it is."""
    entries: dict[str, bytes | str] = {}
    for path in sorted(root.rglob("*")):
        key = str(path.relative_to(root))
        if path.is_symlink():
            entries[key] = "link"
        elif path.is_fifo():
            entries[key] = "fifo"
        elif path.is_dir():
            entries[key] = "dir"
        else:
            entries[key] = path.read_bytes()
    return entries


def _set_aside_or_kept(path: Path, content: bytes, before: dict[str, bytes | str],
                       refused: bool) -> str:
    """A refused file is kept whole under one new name beside it; nothing else changed."""
    root = _root()
    after = snapshot(root)
    key = str(path.relative_to(root))
    changed = {name for name in set(before) | set(after) if before.get(name) != after.get(name)}
    if not refused:
        assert changed <= {key}, f"changed: {sorted(changed)[:5]}"
        return "read"
    moved = [name for name in changed if name not in before]
    assert key not in after and len(moved) == 1, f"set aside as {moved}, {key in after}"
    assert after[moved[0]] == content, "the set-aside copy differs: a file was lost"
    assert changed == {key, moved[0]}, f"changed: {sorted(changed)[:5]}"
    return "set aside"


# -- the kinds -----------------------------------------------------------------------------


class Kind:
    """A kind of file: its real content, and the check of one mutation of it."""

    name = ""

    def base(self) -> Any:
        raise NotImplementedError

    def check(self, content: bytes) -> str:
        raise NotImplementedError


class Save(Kind):
    def __init__(self, game_id: str) -> None:
        self.game_id = game_id
        self.name = f"save_{game_id}"
        self._base = _save_of(game_id, seed=5, moves=14)

    def base(self) -> Any:
        return self._base

    def check(self, content: bytes) -> str:
        path = storage.autosave_path(self.game_id)
        path.write_bytes(content)
        before = snapshot(_root())
        preview, notice = storage.peek_save()
        loaded, again = storage.load_save()
        if notice is None and preview is not None:
            assert loaded is not None and again is None, "Continue offered, then refused"
            session = GameSession(GAMES[self.game_id], loaded.game, loaded.seats,
                                  bot_states=loaded.bots)
            for _ in range(8):  # and it plays on by the rules
                seat = session.game.current_seat
                if seat is None:
                    break
                action = (session.bot_action() if seat in session.bots
                          else RandomBot(seat).choose(session.game.view(seat)))
                session.game.check(action)
                session.apply(action)
            return _set_aside_or_kept(path, content, before, refused=False)
        return _set_aside_or_kept(path, content, before, refused=notice is not None)


class Settings(Kind):
    name = "settings"

    def __init__(self) -> None:
        settings, _ = storage.load_settings()
        storage.save_settings(replace(settings, language="ko", volume=0.3, coach=True,
                                      window_size=(1500, 900), animation_speed="fast"))
        self._base = json.loads(storage.settings_path().read_text(encoding="utf-8"))

    def base(self) -> Any:
        return self._base

    def check(self, content: bytes) -> str:
        path = storage.settings_path()
        path.write_bytes(content)
        before = snapshot(_root())
        settings, notice = storage.load_settings()
        outcome = _set_aside_or_kept(path, content, before, refused=notice is not None)
        assert storage.save_settings(settings) is None
        assert storage.load_settings()[0] == settings
        return outcome


class Statistics(Kind):
    name = "statistics"

    def __init__(self) -> None:
        path = storage.statistics_path()
        finished = _finished("yacht", 3)
        storage.record_result("yacht", finished.seats, finished.game.scores(),
                              finished.game.winners(), key="0123456789ab", game="f" * 32)
        storage.record_lesson("polterfass", step=4, offered=True)
        storage.record_lesson("yacht", finished=True)
        storage.record_started("big_shot")
        self._base = json.loads(path.read_text(encoding="utf-8"))
        path.unlink()

    def base(self) -> Any:
        return self._base

    def check(self, content: bytes) -> str:
        path = storage.statistics_path()
        path.write_bytes(content)
        before = snapshot(_root())
        for game_id in GAMES:
            storage.game_stats(game_id)
            storage.high_scores(game_id)
        assert snapshot(_root()) == before, "a reader moved a file"
        table, notice = storage.load_statistics()
        outcome = _set_aside_or_kept(path, content, before, refused=notice is not None)
        finished = table.get("yacht", storage.GameStats()).finished
        assert storage.record_result("yacht", SEATS, [1, 2, 3], [2]) is None
        assert storage.game_stats("yacht").finished == finished + 1
        return outcome


class StoredGame(Kind):
    """A stored game changed by hand: listed or not, opened or refused, exported or
    refused; never moved, never deleted, and Export writes only into its folder."""

    name = "stored_game"

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        finished = _finished("winners_circle", 7)
        assert storage.store_finished(finished.game, finished.seats) is None
        (entry,) = storage.list_finished("winners_circle")
        self.path = archive.game_folder("winners_circle") / entry.file
        self._base = json.loads(self.path.read_text(encoding="utf-8"))
        (self.path.parent / archive.INDEX_FILE).unlink()

    def base(self) -> Any:
        return self._base

    def check(self, content: bytes) -> str:
        self.path.write_bytes(content)
        (self.path.parent / archive.INDEX_FILE).unlink(missing_ok=True)
        documents = self.folder / "Documents"
        documents.mkdir(parents=True, exist_ok=True)
        listed = storage.list_finished("winners_circle")
        game, notice = storage.load_finished("winners_circle", self.path.name)
        entry = listed[0] if listed else archive.FinishedEntry(self.path.name, "", (), (), ())
        target, said = storage.export_to_folder(GAMES["winners_circle"], entry, documents)
        assert self.path.read_bytes() == content, "the stored file was changed"
        assert all(item.parent == documents for item in documents.rglob("*"))
        assert [item.name for item in self.folder.iterdir()] == ["Documents"]
        for item in documents.iterdir():
            item.unlink()
        assert (game is None) == (target is None), (notice, said)
        return "opened" if game is not None else "refused"


class Index(Kind):
    """The replay index changed by hand: every stored game is still listed."""

    name = "index"

    def __init__(self) -> None:
        self.files = []
        for seed in range(4):
            finished = _finished("yacht", 20 + seed)
            assert storage.store_finished(finished.game, finished.seats) is None
        self.files = sorted(entry.file for entry in storage.list_finished("yacht"))
        self.path = archive.game_folder("yacht") / archive.INDEX_FILE
        self._base = json.loads(self.path.read_text(encoding="utf-8"))

    def base(self) -> Any:
        return self._base

    def check(self, content: bytes) -> str:
        self.path.write_bytes(content)
        listed = sorted(entry.file for entry in storage.list_finished("yacht"))
        assert listed == self.files, "a stored game left the replay list"
        return "listed"


class Dropped(Kind):
    """A file dropped on the window: opened and kept, or refused with nothing changed."""

    name = "dropped"

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        finished = _finished("big_shot", 9)
        self._base = json.loads(json.dumps(archive._record(
            finished.game, finished.seats, None, "2026-12-01T20:15:00+09:00",
            "00112233aabb")))
        self.path = folder / "Tabletop Big Shot 2026-12-01 20.15.json"

    def base(self) -> Any:
        return self._base

    def check(self, content: bytes) -> str:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_bytes(content)
        before = snapshot(_root())
        game, notice = storage.import_finished(self.path)
        assert self.path.read_bytes() == content
        if game is None:
            assert notice is not None and snapshot(_root()) == before
            return "refused"
        assert len(storage.list_finished("big_shot")) >= 1
        return "opened"


def hostile_folders(root: Path, rng: random.Random, count: int) -> Iterator[tuple[str, Path]]:
    """Folders the file picker may be shown: loops, pipes, odd names, thousands of files."""
    for number in range(count):
        folder = root / f"picked {number}"
        folder.mkdir(parents=True)
        style = number % 6
        if style == 0:
            (folder / "loop").symlink_to(folder / "loop")
            (folder / "up").symlink_to(folder)
        elif style == 1:
            os.mkfifo(folder / "a pipe.json")
            (folder / "dangling.json").symlink_to(folder / "nowhere")
        elif style == 2:
            for index in range(rng.randint(2000, 6000)):
                (folder / f"f{index}.{rng.choice(['jpg', 'json', 'txt', 'JSON'])}").touch()
        elif style == 3:
            for name in [b"\xff\xfe.json", b"bad\x80name", "😀.json".encode(), b"a" * 250,
                         "\u202eevil.json".encode(), b".hidden.json"]:
                with open(os.path.join(os.fsencode(folder), name), "wb"):
                    pass
        elif style == 4:
            (folder / "devnull.json").symlink_to("/dev/null")
            (folder / "proc").symlink_to("/proc/self")
        else:
            deep = folder
            for level in range(rng.randint(20, 60)):
                deep = deep / f"level {level}"
            deep.mkdir(parents=True)
        yield f"folder style {style}", folder


def check_folder(folder: Path) -> str:
    from scenes.screens.game_files import folder_entries

    with own_time() as took:
        folders, files = folder_entries(folder)
    assert took() < 2.0, f"listing took {took():.2f} s"
    for path in files:
        storage.import_finished(path)  # a click on each: refused or opened, never raises
    return f"{len(folders)} folders, {len(files)} files"


def kinds(workspace: Path) -> list[Kind]:
    """One of each kind of file, made in the current (private) user folders."""
    return [*(Save(game_id) for game_id in GAMES), Settings(), Statistics(),
            StoredGame(workspace / "export"), Index(), Dropped(workspace / "Downloads")]


def cases(kind: Kind, count: int, seed: int) -> Iterator[tuple[str, bytes]]:
    rng = random.Random(f"{kind.name}:{seed}")
    base = kind.base()
    for _ in range(count):
        yield mutate(base, rng)


def run_kind(kind: Kind, count: int, seed: int,
             failed: Callable[[str, str, BaseException], None]) -> dict[str, int]:
    """Check ``count`` mutations of ``kind``; each failure is handed to ``failed``."""
    outcomes: dict[str, int] = {}
    for label, content in cases(kind, count, seed):
        try:
            outcome = kind.check(content)
        except BaseException as error:  # an assertion, or anything that escaped
            if isinstance(error, KeyboardInterrupt):
                raise
            failed(kind.name, label, error)
            outcome = "FAILED"
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
    return outcomes
