"""The hostile run: files, kills, names, window starts and random input, counted.

    nice -n 10 uv run python -m tests.tools.hostile_run              # everything
    nice -n 10 uv run python -m tests.tools.hostile_run --frames 20000 --only frames,files

Each part runs in folders of its own (``TABLETOP_USER_DIR`` and ``HOME`` point into a
temporary folder; nothing of the user's is read or written) under SDL's dummy drivers,
and prints its counts; the last line is all of them as JSON. A failure is printed with
what to rerun and counted; the exit status is 1 if anything failed.

- files: seeded mutations of every kind of file Tabletop reads (:mod:`tests.storage.mutations`:
  a save of each game, settings, statistics with lesson progress and people's records, a
  stored game, the replay index, a dropped file) and hostile folders for the file picker;
- kills: SIGKILL at every step of recording a finished game; at random moments while
  computer tables play and save (through the program's own autosave and recording); while
  exporting; while settings and statistics are written. After each, the next start: no
  file lost or set aside, no game counted twice, every finished game in Replays;
- names: names from every Unicode category, saved, continued, counted and drawn;
- windows: hand-edited window sizes and fullscreen, each a whole start of the program;
- frames: random input over every screen (:mod:`tests.scenes.monkey`), no exception and
  no frame over two seconds of its own time.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

ROOT = Path(__file__).resolve().parents[2]
FAILURES: list[str] = []


def _failed(part: str, what: str, error: BaseException | str) -> None:
    text = error if isinstance(error, str) else "".join(traceback.format_exception(error))
    FAILURES.append(f"{part}: {what}: {text.strip()[-1500:]}")
    print(f"FAILED {part}: {what}: {str(error)[:300]}", flush=True)


@contextlib.contextmanager
def private_folders() -> Iterator[Path]:
    """A fresh HOME (Documents, Downloads) and user folder, for this process and children."""
    saved = {name: os.environ.get(name) for name in
             ("HOME", "TABLETOP_USER_DIR", "XDG_DATA_HOME", "XDG_CONFIG_HOME",
              "XDG_DOCUMENTS_DIR", "XDG_DOWNLOAD_DIR")}
    with tempfile.TemporaryDirectory(prefix="tabletop-hostile-") as folder:
        home = Path(folder) / "home"
        home.mkdir()
        os.environ.update(HOME=str(home), XDG_DATA_HOME=str(home / ".local/share"),
                          XDG_CONFIG_HOME=str(home / ".config"),
                          XDG_DOCUMENTS_DIR=str(home / "Documents"),
                          XDG_DOWNLOAD_DIR=str(home / "Downloads"))
        os.environ.pop("TABLETOP_USER_DIR", None)
        try:
            yield home
        finally:
            for name, value in saved.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


# -- files ---------------------------------------------------------------------------------


def run_files(per_kind: int, seed: int) -> dict[str, Any]:
    from tests.storage.mutations import check_folder, hostile_folders, kinds, run_kind

    counts: dict[str, Any] = {}
    with private_folders() as home:
        for kind in kinds(home / "workspace"):
            started = time.perf_counter()
            counts[kind.name] = run_kind(kind, per_kind, seed, lambda name, label, error:
                                         _failed("files", f"{name} [{label}]", error))
            print(f"  {kind.name}: {counts[kind.name]} ({time.perf_counter() - started:.0f} s)",
                  flush=True)
        folders = 0
        for label, folder in hostile_folders(home / "picked", random.Random(seed),
                                             max(6, per_kind // 10)):
            try:
                check_folder(folder)
            except Exception as error:
                _failed("files", label, error)
            folders += 1
        counts["picked_folders"] = folders
    counts["total"] = sum(sum(value.values()) for value in counts.values()
                          if isinstance(value, dict)) + folders
    return counts


# -- kills ---------------------------------------------------------------------------------

PLAYING_CHILD = """
import sys
from tabletop import storage
from tabletop.games import GAMES
from tabletop.review import fingerprint
from tabletop.session import GameSession
from scenes.shell.context import AppContext
from scenes.tools.smoke import computer_seats

context = AppContext(storage.load_settings()[0])
number = 0
while True:
    for game_id in ("yacht", "polterfass", "winners_circle", "yacht", "big_shot"):
        spec = GAMES[game_id]
        seats = computer_seats(context.words, game_id, spec.min_seats)
        number += 1
        session = GameSession.start(spec, seats, {seed} * 1000 + number,
                                    autosave=context.autosave)
        while not session.game.is_over:
            session.apply(session.bot_action())
        print("ENDED", game_id, fingerprint(session.game), flush=True)
"""

EXPORTING_CHILD = """
from tabletop import storage
from tabletop.games import GAMES
from scenes.tools.smoke import computer_seats
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession
from pathlib import Path
import os

spec = GAMES["wizard_extreme"]
session = GameSession.start(spec, computer_seats(ENGLISH, "wizard_extreme", 3), 11)
while not session.game.is_over:
    session.apply(session.bot_action())
storage.store_finished(session.game, session.seats)
entry = storage.list_finished("wizard_extreme")[0]
folder = Path(os.environ["HOME"]) / "Documents"
folder.mkdir(exist_ok=True)
print("READY", flush=True)
while True:
    storage.export_to_folder(spec, entry, folder)
"""

WRITING_CHILD = """
from dataclasses import replace
from tabletop import storage
from tabletop.core.seats import SeatConfig
settings, _ = storage.load_settings()
seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]
writer = storage.StorageWriter()  # as the program writes them: off the frame, in order
number = 0
print("READY", flush=True)
while True:
    number += 1
    writer.save_settings(replace(settings, volume=(number % 10) / 10,
                                 language=("en", "ko")[number % 2]))
    step = number % 9
    writer.write(lambda: storage.record_lesson("yacht", step=step))
    score = number % 30
    writer.write(lambda: storage.record_result("polterfass", seats, [score, 20], [0]))
    writer.flush()
"""


def _child(program: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-c", program], cwd=ROOT, env=dict(os.environ),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _kill_after(child: subprocess.Popen[str], seconds: float) -> tuple[str, str]:
    time.sleep(seconds)
    child.send_signal(signal.SIGKILL)
    out, err = child.communicate(timeout=60)
    return out, err


def _start_up() -> list[Any]:
    """What the program does with the files when it starts, before the menu."""
    from tabletop import storage

    storage.remove_stale_temporaries()
    return storage.finish_pending()


def _check_finished_games(ended: list[tuple[str, str]]) -> dict[str, int]:
    """After a start: Continue is played to the end if offered, then every game counted
    once, kept once, and every game the killed program finished is in Replays."""
    from scenes.shell.context import AppContext
    from tabletop import storage
    from tabletop.games import GAMES
    from tabletop.review import fingerprint
    from tabletop.session import GameSession

    said = _start_up()
    preview, notice = storage.peek_save()
    assert notice is None, f"the save was set aside after a kill: {notice}"
    assert not said, f"the start said {said}"
    continued = 0
    while preview is not None:  # each game keeps its own save: Continue plays the last
        loaded, notice = storage.load_save()
        assert loaded is not None and notice is None
        context = AppContext(storage.load_settings()[0])
        session = GameSession(GAMES[preview.game_id], loaded.game, loaded.seats,
                              context.autosave, loaded.bots)
        while not session.game.is_over:
            session.apply(session.bot_action())
        context.close()
        continued += 1
        preview, notice = storage.peek_save()
        assert notice is None, f"a save was set aside after a kill: {notice}"
    assert not storage.has_save()
    stored = 0
    for game_id in GAMES:
        entries = storage.list_finished(game_id)
        prints = []
        for entry in entries:
            game, notice = storage.load_finished(game_id, entry.file)
            assert game is not None, notice
            prints.append(fingerprint(game.game))
        assert len(prints) == len(set(prints)), f"{game_id}: a game is kept twice"
        finished = storage.game_stats(game_id).finished
        assert finished == len(entries), f"{game_id}: counted {finished}, kept {len(entries)}"
        for logged_id, logged in ended:
            if logged_id == game_id:
                assert logged in prints, f"{game_id}: a finished game is not in Replays"
        stored += len(entries)
    assert len(ended) <= stored <= len(ended) + 1 + continued
    return {"games": stored, "continued": continued}


def run_kills(random_kills: int, seed: int) -> dict[str, Any]:
    from tests.storage.kills import counted, recording_calls, restart_program_and_continue

    rng = random.Random(seed)
    counts = {"recording_steps": 0, "while_playing": 0, "while_exporting": 0,
              "while_writing_settings_and_statistics": 0, "games_checked": 0}
    points = len(recording_calls())
    for point in range(points):
        for after in (False, True):
            with private_folders():
                child = subprocess.run(
                    [sys.executable, "-c",
                     "from tests.storage.kills import finish_in_program, kill_self, "
                     "one_move_from_the_end, stopping_at\n"
                     "ending = one_move_from_the_end()\n"
                     f"with stopping_at({point}, {after}, kill_self):\n"
                     "    finish_in_program(ending)\n"],
                    cwd=ROOT, env=dict(os.environ), capture_output=True, text=True,
                    timeout=600)
                try:
                    assert child.returncode == -9, child.stderr[-800:]
                    restart_program_and_continue()
                    assert counted() == (1, 1, False), counted()
                except Exception as error:
                    _failed("kills", f"recording, call {point} {'after' if after else 'before'}",
                            error)
                counts["recording_steps"] += 1
    for number in range(random_kills):
        with private_folders():
            child = _child(PLAYING_CHILD.format(seed=seed * 100 + number))
            out, err = _kill_after(child, rng.uniform(1.0, 25.0))
            ended = [tuple(line.split()[1:3]) for line in out.splitlines()
                     if line.startswith("ENDED")]
            try:
                assert child.returncode == -9, err[-800:]
                counts["games_checked"] += _check_finished_games(ended)["games"]  # type: ignore[arg-type]
            except Exception as error:
                _failed("kills", f"while playing, kill {number} ({len(ended)} games ended)",
                        error)
            counts["while_playing"] += 1
        print(f"  kill {number + 1}/{random_kills} while playing", flush=True)
    for number in range(max(1, random_kills // 3)):
        with private_folders() as home:
            child = _child(EXPORTING_CHILD)
            assert child.stdout is not None
            child.stdout.readline()  # READY
            _kill_after(child, rng.uniform(0.05, 1.5))
            try:
                _check_exports(home / "Documents")
            except Exception as error:
                _failed("kills", f"while exporting, kill {number}", error)
            counts["while_exporting"] += 1
    for number in range(max(1, random_kills // 3)):
        with private_folders():
            child = _child(WRITING_CHILD)
            assert child.stdout is not None
            child.stdout.readline()
            _kill_after(child, rng.uniform(0.05, 1.5))
            try:
                _check_written()
            except Exception as error:
                _failed("kills", f"while writing settings and statistics, kill {number}",
                        error)
            counts["while_writing_settings_and_statistics"] += 1
    counts["total"] = sum(value for key, value in counts.items() if key != "games_checked")
    return counts


def _check_exports(documents: Path) -> None:
    from tabletop import storage
    from tabletop.games import GAMES

    copies = sorted(documents.glob("Tabletop *.json"))
    for copy in copies:
        game, notice = storage.import_finished(copy)
        assert game is not None, f"{copy.name}: {notice}"
    entry = storage.list_finished("wizard_extreme")[0]
    target, notice = storage.export_to_folder(GAMES["wizard_extreme"], entry, documents)
    assert target is not None, notice
    left = [path.name for path in documents.iterdir() if path.suffix == ".tmp"]
    assert left == [], f"half-written copies left: {left}"


def _check_written() -> None:
    from tabletop import storage

    _start_up()
    _, notice = storage.load_settings()
    assert notice is None, notice
    _, notice = storage.load_statistics()
    assert notice is None, notice  # read whole, whenever the kill came


# -- names ---------------------------------------------------------------------------------


def _random_names(rng: random.Random, count: int) -> list[str]:
    import unicodedata

    pools: dict[str, list[str]] = {}
    for code in range(0x110000):
        pools.setdefault(unicodedata.category(chr(code)), []).append(chr(code))
    everything = [character for pool in pools.values() for character in pool]
    names = []
    for number in range(count):
        pool = rng.choice(list(pools.values())) if number % 2 else everything
        names.append("".join(rng.choices(pool, k=rng.randint(1, 40))))
    return names


def run_names(count: int, seed: int) -> dict[str, Any]:
    import pygame

    from scenes.shell import assets
    from tabletop import storage
    from tabletop.core.seats import SeatConfig, SeatKind
    from tabletop.games import GAMES
    from tabletop.session import GameSession
    from tabletop.storage.names import normalise_name
    from tests.scenes.test_hostile_names import NAMES

    pygame.init()
    pygame.display.set_mode((320, 200))
    names = [*NAMES, *_random_names(random.Random(seed), count)]
    kept = refused = 0
    with private_folders():
        for number, typed in enumerate(names):
            try:
                name = normalise_name(typed)
                if not name:
                    refused += 1
                    continue
                seats = [SeatConfig(name, 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
                session = GameSession.start(GAMES["yacht"], seats, number)
                session.apply(session.game.legal_actions()[0])
                assert storage.write_save(session.game, session.seats) is None
                loaded, notice = storage.load_save()
                assert loaded is not None and notice is None, notice
                assert loaded.seats[0].name == name
                assert storage.record_result("yacht", seats, [50, 40], [0]) is None
                stats = storage.game_stats("yacht")
                assert stats.wins.get(name, 0) >= 1 and name in stats.people
                for bold in (False, True):
                    for size in (12, 28):
                        assets.text(name, size, (0, 0, 0), bold=bold)
                kept += 1
            except Exception as error:
                _failed("names", f"name {number} {typed!r:.60}", error)
    assets.clear_caches()
    pygame.quit()
    return {"names": len(names), "kept": kept, "refused_as_blank": refused}


# -- window starts -------------------------------------------------------------------------

WINDOW_VALUES: list[Any] = [
    [1, 1], [0, 0], [-500, -500], [65535, 65535], [40000, 900], [900, 40000], [799, 449],
    [800, 450], [3840, 2160], [7680, 4320], [1280.5, 720.5], ["1280", "720"], [1280],
    [1280, 720, 3], None, "big", {"w": 1}, [True, False], [2**63, 2**63], [[1280], [720]],
]


def run_windows(seed: int) -> dict[str, Any]:
    import pygame

    from scenes.shell import assets
    from scenes.shell.app import App, Launch
    from scenes.shell.display import MAX_WINDOW
    from tabletop import storage
    from tabletop.core.codec import encode

    rng = random.Random(seed)
    starts = 0
    for value in WINDOW_VALUES:
        for fullscreen in (False, True, "yes"):
            with private_folders():
                base = encode(storage.Settings())
                assert isinstance(base, dict)
                base.update(window_size=value, fullscreen=fullscreen)
                path = storage.settings_path()
                path.write_text(json.dumps(base), encoding="utf-8")
                app = None
                try:
                    app = App(Launch(seed=rng.randrange(1000)))
                    app.start_menu()
                    for _ in range(3):
                        app.step(1 / 60)
                    width, height = app.context.display.window_size
                    assert width <= MAX_WINDOW[0] and height <= MAX_WINDOW[1]
                    pygame.display.set_mode((rng.randint(1, 900), rng.randint(1, 500)),
                                            pygame.RESIZABLE)
                    app.context.window_resized()
                    app.step(1 / 60)
                except Exception as error:
                    _failed("windows", f"window_size {value!r}, fullscreen {fullscreen!r}",
                            error)
                finally:
                    if app is not None:
                        app.context.close()
                    assets.clear_caches()
                    pygame.quit()
                starts += 1
    return {"starts": starts}


# -- frames --------------------------------------------------------------------------------


def run_frames(total: int, seed: int, chunk: int) -> dict[str, Any]:
    from tests.scenes.monkey import monkey

    counts: dict[str, Any] = {"frames": 0, "screens": 0, "restarts": 0, "resizes": 0,
                              "closes": 0, "crashes": 0, "freezes": 0, "slowest_frame_s": 0.0}
    part = 0
    while counts["frames"] < total:
        frames = min(chunk, total - counts["frames"])
        with private_folders():
            run = monkey(frames, seed + part, keep_going=True,
                         progress=lambda run: print(f"    {run.frames} frames", flush=True))
        for crash in run.crashes:
            _failed("frames", f"seed {seed + part}", crash)
        for freeze in run.freezes:
            _failed("frames", f"seed {seed + part}", f"freeze: {freeze}")
        for key in ("frames", "restarts", "resizes", "closes"):
            counts[key] += getattr(run, key)
        counts["screens"] = max(counts["screens"], len(run.screens))
        counts["crashes"] += len(run.crashes)
        counts["freezes"] += len(run.freezes)
        if run.slowest > counts["slowest_frame_s"]:
            counts["slowest_frame_s"] = round(run.slowest, 3)
            counts["slowest_at"] = run.slowest_at
        part += 1
        print(f"  {counts['frames']}/{total} frames, slowest {counts['slowest_frame_s']} s",
              flush=True)
    return counts


# -- the run -------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", default="files,kills,names,windows,frames")
    parser.add_argument("--files", type=int, default=250, help="mutations per kind of file")
    parser.add_argument("--kills", type=int, default=30, help="random kills while playing")
    parser.add_argument("--names", type=int, default=200, help="random names beside the set")
    parser.add_argument("--frames", type=int, default=200_000)
    parser.add_argument("--chunk", type=int, default=20_000, help="frames per program run")
    parser.add_argument("--seed", type=int, default=30)
    args = parser.parse_args(argv)
    parts: dict[str, Callable[[], dict[str, Any]]] = {
        "files": lambda: run_files(args.files, args.seed),
        "kills": lambda: run_kills(args.kills, args.seed),
        "names": lambda: run_names(args.names, args.seed),
        "windows": lambda: run_windows(args.seed),
        "frames": lambda: run_frames(args.frames, args.seed, args.chunk),
    }
    results: dict[str, Any] = {}
    for name in args.only.split(","):
        started = time.perf_counter()
        print(f"{name}:", flush=True)
        try:
            results[name] = parts[name]()
        except Exception as error:
            _failed(name, "the part itself", error)
            results[name] = {"error": repr(error)}
        results[name]["seconds"] = round(time.perf_counter() - started)
        print(f"{name}: {json.dumps(results[name], ensure_ascii=False)}", flush=True)
    results["failures"] = len(FAILURES)
    for failure in FAILURES:
        print(failure, file=sys.stderr)
    print(json.dumps(results, ensure_ascii=False))
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
