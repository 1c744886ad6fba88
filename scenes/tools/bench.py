"""``tabletop --bench``: the performance budgets of DESIGN §6, measured.

- Frame time: the menu, and a computer-only game of each game that has a
  scene, at 1280x720, 1920x1080, 2560x1440 and 3840x2160 windows (SDL dummy
  driver, fixed 1/60 s steps, no sleeping); each frame's events + update +
  draw + present is timed. Drawing (everything but the present) and
  presenting (``Display.present``) are also reported on their own, with the
  size the frame was drawn at: above 2560x1440 the
  program draws at half size and SDL's renderer doubles it
  (:mod:`scenes.shell.display`). The dummy driver has no graphics card, so the
  program does that doubling in software inside the present figure; on a
  real display a graphics card does it, and the software case is the worst.
  The main thread's processor time per frame is reported too: on a machine
  shared with other work it shows what a frame costs when wall time cannot.
- Bot decisions: a separate computer-only game per game and seat count (from
  the game's fewest seats to its most) at the strongest level, timing every
  ``bot.choose`` call in wall and processor time; ``bot_p95_ms`` is the worst
  seat count's p95, ``bot_by_seats`` has every count's figures.
- A finished game's review (a 5-seat Wizard Extreme game, a 4-seat Big Shot game)
  worked out in the background while the game's replay plays at 1920x1080: the
  review's wall time, the frames drawn meanwhile, and as many frames of the same
  replay with no review running.
- Start-up: wall time from launching a fresh process (``python -m scenes``,
  or the executable itself in a packaged build) until the first menu frame
  has been flipped (it prints a line at that moment).

Prints a table, then as its last line one JSON object.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenes.shell.app import App, Launch
    from tabletop.session import AutosaveHook

SIZES: tuple[tuple[int, int], ...] = ((1280, 720), (1920, 1080), (2560, 1440), (3840, 2160))
FRAME = 1 / 60
MAX_GAME_FRAMES = 6000
MENU_FRAMES = 600
"""Enough that p99 is a steady frame: the first frame at a new size rebuilds the menu's
cached layer (80-200 ms here, once per resize), and with 120 frames p99 reached into it."""
FIRST_FRAME_MARK = "first-menu-frame"


def percentile(samples: list[float], fraction: float) -> float:
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def summary(frames: list[float], presents: list[float] | None = None,
            drawn_at: tuple[int, int] | None = None,
            cpu: list[float] | None = None) -> dict[str, float | int | str]:
    """Frame-time percentiles; with ``presents`` also the present step's own, with ``cpu``
    the main thread's processor time per frame, and what the frame is drawn at."""
    result: dict[str, float | int | str] = {
        "p50_ms": round(percentile(frames, 0.5), 2),
        "p99_ms": round(percentile(frames, 0.99), 2), "frames": len(frames)}
    if presents is not None:
        drawing = [frame - present for frame, present in zip(frames, presents, strict=True)]
        result["draw_p50_ms"] = round(percentile(drawing, 0.5), 2)
        result["draw_p99_ms"] = round(percentile(drawing, 0.99), 2)
        result["present_p50_ms"] = round(percentile(presents, 0.5), 2)
        result["present_p99_ms"] = round(percentile(presents, 0.99), 2)
    if cpu is not None:
        result["cpu_p50_ms"] = round(percentile(cpu, 0.5), 2)
        result["cpu_p99_ms"] = round(percentile(cpu, 0.99), 2)
    if drawn_at is not None:
        result["drawn_at"] = f"{drawn_at[0]}x{drawn_at[1]}"
    return result


def describe(frames: dict[str, float | int | str]) -> str:
    text = f"p50 {frames['p50_ms']} ms  p99 {frames['p99_ms']} ms"
    if "draw_p99_ms" in frames:
        text += f"  (draw p50 {frames['draw_p50_ms']} p99 {frames['draw_p99_ms']})"
    if "present_p99_ms" in frames:
        text += f"  (present p50 {frames['present_p50_ms']} p99 {frames['present_p99_ms']})"
    if "cpu_p99_ms" in frames:
        text += f"  cpu p50 {frames['cpu_p50_ms']} p99 {frames['cpu_p99_ms']}"
    if "drawn_at" in frames:
        text += f"  drawn at {frames['drawn_at']}"
    return f"{text}  ({frames['frames']} frames)"


def first_frame_child() -> None:
    """Run in a fresh process: start the app, flip one menu frame, report, exit."""
    from scenes.shell.app import App, shutdown

    app = App(persist=False)
    app.start_menu()
    app.step(FRAME)
    print(FIRST_FRAME_MARK, flush=True)
    shutdown(app.context)


def measure_startup(environment: dict[str, str]) -> float:
    """Seconds from process launch to the first menu frame (median of three runs)."""
    if getattr(sys, "frozen", False):
        command = [sys.executable, "--first-frame"]
    else:
        command = [sys.executable, "-m", "scenes", "--first-frame"]
    runs = []
    for _ in range(3):
        started = time.perf_counter()
        child = subprocess.Popen(command, stdout=subprocess.PIPE,
                                 stderr=subprocess.DEVNULL, text=True, env=environment)
        assert child.stdout is not None
        for line in child.stdout:
            if line.strip() == FIRST_FRAME_MARK:
                runs.append(time.perf_counter() - started)
                break
        child.wait()
    return statistics.median(runs) if runs else float("nan")


def bot_decisions(game_id: str, seats: int, seed: int) -> tuple[list[float], list[float]]:
    """Milliseconds per ``bot.choose`` over one computer-only game of ``seats`` seats at the
    strongest level: wall time, and this thread's processor time (which other programs
    on a shared machine do not inflate)."""
    from scenes.tools.smoke import computer_seats
    from tabletop.games import GAMES
    from tabletop.i18n import ENGLISH
    from tabletop.session import GameSession

    spec = GAMES[game_id]
    session = GameSession.start(spec, computer_seats(ENGLISH, game_id, seats), seed)
    timings: list[float] = []
    processor: list[float] = []
    while not session.game.is_over:
        started, cpu = time.perf_counter(), time.thread_time()
        action = session.bot_action()
        timings.append((time.perf_counter() - started) * 1000)
        processor.append((time.thread_time() - cpu) * 1000)
        session.apply(action)
    return timings, processor


def bot_figures(game_id: str, seed: int) -> tuple[dict[str, dict[str, float | int]],
                                                  list[tuple[str, str]]]:
    """The strongest computer player's decision times at every seat count the game allows
    (a seat count changes what it weighs: more hands to deal, more orders to guess)."""
    from tabletop.games import GAMES

    spec = GAMES[game_id]
    figures: dict[str, dict[str, float | int]] = {}
    rows = []
    for seats in range(spec.min_seats, spec.max_seats + 1):
        wall, cpu = bot_decisions(game_id, seats, seed + seats)
        figure: dict[str, float | int] = {
            "p95_ms": round(percentile(wall, 0.95), 2), "max_ms": round(max(wall, default=0), 2),
            "cpu_p95_ms": round(percentile(cpu, 0.95), 2), "decisions": len(wall)}
        figures[str(seats)] = figure
        rows.append((f"{game_id} bot decision, {seats} seats",
                     f"p95 {figure['p95_ms']} ms  max {figure['max_ms']} ms  "
                     f"cpu p95 {figure['cpu_p95_ms']} ms ({len(wall)} decisions)"))
    return figures, rows


def action_costs(game_id: str, seed: int, autosave: AutosaveHook) -> list[float]:
    """Milliseconds of main-thread time per action (the move, its undo checkpoint and the
    autosave request) over the last 30 actions of a full table's computer-only game:
    the end of the longest game, where the log is longest (DESIGN §6)."""
    from scenes.tools.smoke import computer_seats
    from tabletop.games import GAMES
    from tabletop.i18n import ENGLISH
    from tabletop.session import GameSession

    spec = GAMES[game_id]
    session = GameSession.start(spec, computer_seats(ENGLISH, game_id, spec.max_seats), seed,
                                autosave=autosave)
    costs = []
    while not session.game.is_over:
        action = session.bot_action()
        started = time.thread_time()  # this thread's own work, not the writer's
        session.apply(action)
        costs.append((time.thread_time() - started) * 1000)
    return costs[-30:]


def replay_list_ms() -> float:
    """Milliseconds to list every stored finished game with each game's store full
    (KEEP_PER_GAME of each of the five: 250 games), as the replay list will."""
    from tabletop.bots import RandomBot
    from tabletop.core.seats import SeatConfig
    from tabletop.games import GAMES
    from tabletop.storage import archive

    for spec in GAMES.values():
        game = spec.new_game(spec.min_seats, 1)
        player = RandomBot(1)
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            game.apply(player.choose(game.view(seat)))
        seats = [SeatConfig(f"P{seat + 1}", seat) for seat in range(game.seats)]
        for _ in range(archive.KEEP_PER_GAME):
            archive.store_finished(game, seats)
    started = time.perf_counter()
    listed = sum(len(archive.list_finished(game_id)) for game_id in GAMES)
    elapsed = (time.perf_counter() - started) * 1000
    assert listed == archive.KEEP_PER_GAME * len(GAMES), listed
    return elapsed


class Bench:
    def __init__(self, launch: Launch) -> None:
        from scenes.shell.app import App

        self.app = App(launch, persist=False)
        self.context = self.app.context
        self.presents: list[float] = []
        """Milliseconds of each timed frame's present step, since the last :meth:`set_size`."""
        self.cpu: list[float] = []
        """Main-thread processor milliseconds of each timed frame: unlike wall time, not
        inflated while other programs hold the machine's cores."""

    def set_size(self, size: tuple[int, int]) -> None:
        """A window of ``size`` pixels, as a player's window or fullscreen display would be."""
        self.context.display.set_window_size(size)
        self.context.resize(self.context.display.size)
        self.presents = []
        self.cpu = []

    def timed_frames(self, count: int, each_frame: Callable[[], object] | None = None
                     ) -> list[float]:
        """``count`` frames timed; ``each_frame`` runs inside each (a review's poll)."""
        timings = []
        for _ in range(count):
            started, processor = time.perf_counter(), time.thread_time()
            if each_frame is not None:
                each_frame()
            self.app.step(FRAME)
            timings.append((time.perf_counter() - started) * 1000)
            self.cpu.append((time.thread_time() - processor) * 1000)
            self.presents.append(self.context.display.present_ms)
        return timings

    def result(self, frames: list[float]) -> dict[str, float | int | str]:
        """:func:`summary` of ``frames`` with this size's present times and drawing size."""
        return summary(frames, self.presents, self.context.display.size, self.cpu)

    def menu(self, size: tuple[int, int]) -> list[float]:
        self.set_size(size)
        return self.timed_frames(MENU_FRAMES)

    def game(self, game_id: str, size: tuple[int, int],
             each_frame: Callable[[], object] | None = None) -> list[float]:
        from scenes.games import make_game_scene
        from scenes.shell.scene import Pop, Push
        from scenes.tools.smoke import computer_seats
        from tabletop.games import GAMES
        from tabletop.session import GameSession

        self.set_size(size)
        spec = GAMES[game_id]
        seats = computer_seats(self.context.words, game_id, spec.default_seats)
        session = GameSession.start(spec, seats, self.context.new_seed())
        manager = self.context.manager
        scene = make_game_scene(self.context, session)
        manager.apply(Push(scene))
        timings: list[float] = []
        while len(timings) < MAX_GAME_FRAMES and manager.top is scene:
            timings += self.timed_frames(1, each_frame)
        while len(manager.stack) > 1:
            manager.apply(Pop())
        return timings


REVIEWED = (("wizard_extreme", 5), ("big_shot", 4))
"""The games whose review is timed in the background (DESIGN §6: within 60 s each)."""
REVIEW_GIVE_UP_SECONDS = 600.0
REVIEW_FRAMES_SIZE = (1920, 1080)


def finished_game(game_id: str, seats: int, seed: int) -> Any:
    """A computer-only game played to its end off screen (Wizard Extreme by its easy
    players, which think quickly; the others by hard and easy players in turn)."""
    from tabletop.bots import make_bot
    from tabletop.games import GAMES

    game = GAMES[game_id].new_game(seats, seed)
    levels = ("easy",) if game_id == "wizard_extreme" else ("hard", "easy")
    bots = [make_bot(game_id, levels[seat % len(levels)], seed + seat) for seat in range(seats)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def review_figures(bench: Bench, game_id: str, seats: int, seed: int
                   ) -> dict[str, float | int | str]:
    """A finished game's replay at 1920x1080 while its review is worked out in the
    background, as after a game: the review's wall time, the frames drawn meanwhile (its
    progress polled inside each frame, as a screen would) and, to compare, as many frames
    of the same replay with no review running."""
    from scenes.games.gate import review_request
    from scenes.games.review_desk import ReviewDesk
    from scenes.games.worker import Worker
    from scenes.shell.scene import Pop, Push
    from scenes.tools.smoke import computer_seats
    from tabletop.games import GAMES
    from tabletop.session import GameSession

    game = finished_game(game_id, seats, seed)
    session = GameSession(GAMES[game_id], game,
                          computer_seats(bench.context.words, game_id, seats))
    manager = bench.context.manager

    def replay(each_frame: Callable[[], object] | None, until: Callable[[], bool],
               most: int) -> list[float]:
        bench.set_size(REVIEW_FRAMES_SIZE)
        manager.apply(Push(bench.context.navigator.replay(session)))
        frames: list[float] = []
        while not until() and len(frames) < most:
            frames += bench.timed_frames(1, each_frame)
        while len(manager.stack) > 1:
            manager.apply(Pop())
        return frames

    worker = Worker()
    desk = ReviewDesk(worker, review_request(game, keep=False))
    began = time.monotonic()
    finished_at: list[float] = []

    def poll() -> None:
        desk.poll()
        if desk.review is not None and not finished_at:
            finished_at.append(time.monotonic() - began)

    frames = replay(poll, lambda: bool(finished_at) or desk.failed
                    or time.monotonic() - began > REVIEW_GIVE_UP_SECONDS, 10**9)
    worker.shutdown()
    result = bench.result(frames)
    quiet = bench.result(replay(None, lambda: False, len(frames)))
    result["review_s"] = round(finished_at[0], 1) if finished_at else float("nan")
    result["decisions"] = len(desk.verdicts)
    for key in ("p50_ms", "p99_ms", "cpu_p50_ms", "cpu_p99_ms"):
        result[f"without_{key}"] = quiet[key]
    return result


IDLE_WARMUP_SECONDS = 1.5
IDLE_SECONDS = 3.0


def idle_cpu_percent(app: App, seconds: float = IDLE_SECONDS) -> float:
    """Share of one core the real main loop uses while nothing moves (DESIGN §6: ≤ 3 %).

    Runs ``app.tick()`` in real time, as ``tabletop`` does: first until the
    screen has settled, then for ``seconds`` while measuring this process's CPU
    time (every thread, computer players included).
    """
    warm_until = time.monotonic() + IDLE_WARMUP_SECONDS
    while time.monotonic() < warm_until:
        app.tick()
    cpu, wall = time.process_time(), time.monotonic()
    while time.monotonic() - wall < seconds:
        app.tick()
    return 100 * (time.process_time() - cpu) / (time.monotonic() - wall)


def idle_figures(bench: Bench) -> dict[str, float]:
    """Idle CPU on the menu and while a person thinks at a Yacht table, at 1280x720."""
    from scenes.games import make_game_scene
    from scenes.shell.scene import Pop, Push
    from tabletop.core.seats import SeatConfig, SeatKind
    from tabletop.games import GAMES
    from tabletop.session import GameSession

    bench.set_size(SIZES[0])
    figures = {"menu": round(idle_cpu_percent(bench.app), 2)}
    if "yacht" in GAMES:
        seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
        session = GameSession.start(GAMES["yacht"], seats, bench.context.new_seed())
        bench.context.manager.apply(Push(make_game_scene(bench.context, session)))
        figures["yacht_person_thinking"] = round(idle_cpu_percent(bench.app), 2)
        bench.context.manager.apply(Pop())
    return figures


def run_bench(launch: Launch) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from scenes.tools.smoke import isolate_storage

    folder = Path(tempfile.mkdtemp(prefix="tabletop-bench-"))
    isolate_storage(folder)
    environment = dict(os.environ)
    startup = measure_startup(environment)

    from dataclasses import replace

    from scenes.games import has_game_scene
    from tabletop.games import GAMES

    bench = Bench(launch)
    bench.context.apply_settings(replace(bench.context.settings, animation_speed="fast"))
    bench.app.start_menu()
    menu: dict[str, dict[str, float | int | str]] = {}
    games: dict[str, dict[str, object]] = {}
    rows = [("startup (launch to first menu frame)", f"{startup:.3f} s")]
    for size in SIZES:
        label = f"{size[0]}x{size[1]}"
        menu[label] = bench.result(bench.menu(size))
        rows.append((f"menu {label}", describe(menu[label])))
    idle = idle_figures(bench)
    rows += [(f"idle CPU, {name}", f"{value:.2f} % of one core") for name, value in idle.items()]
    for index, game_id in enumerate(GAMES):
        entry: dict[str, object] = {}
        if has_game_scene(game_id):
            for size in SIZES:
                label = f"{size[0]}x{size[1]}"
                frames = bench.result(bench.game(game_id, size))
                entry[label] = frames
                rows.append((f"{game_id} {label}", describe(frames)))
        by_seats, bot_rows = bot_figures(game_id, 1000 + 10 * index)
        entry["bot_by_seats"] = by_seats
        entry["bot_p95_ms"] = max(figure["p95_ms"] for figure in by_seats.values())
        entry["bot_max_ms"] = max(figure["max_ms"] for figure in by_seats.values())
        rows += bot_rows
        costs = action_costs(game_id, 2000 + index, bench.context.autosave)
        entry["action_main_thread_max_ms"] = round(max(costs, default=0.0), 3)
        rows.append((f"{game_id} action at a full table's end",
                     f"max {entry['action_main_thread_max_ms']} ms of main-thread time "
                     f"(last {len(costs)} actions)"))
        games[game_id] = entry
    reviews: dict[str, dict[str, float | int | str]] = {}
    for game_id, seats in REVIEWED:
        figures = review_figures(bench, game_id, seats, 77)
        reviews[f"{game_id}_{seats}"] = figures
        rows.append((f"review of a {seats}-seat {game_id} game",
                     f"{figures['decisions']} decisions in {figures['review_s']} s; its replay "
                     f"at 1920x1080 meanwhile: {describe(figures)}; without a review: "
                     f"p50 {figures['without_p50_ms']} ms  p99 {figures['without_p99_ms']} ms  "
                     f"cpu p50 {figures['without_cpu_p50_ms']} "
                     f"p99 {figures['without_cpu_p99_ms']}"))
    bench.context.close()
    replay_list = replay_list_ms()
    rows.append(("replay list, 250 stored games", f"{replay_list:.1f} ms"))

    width = max(len(name) for name, _ in rows)
    print("Tabletop benchmark (SDL dummy video driver)")
    for name, value in rows:
        print(f"  {name.ljust(width)}  {value}")
    print(json.dumps({"startup_s": round(startup, 3), "games": games, "menu": menu,
                      "idle_cpu_percent": idle, "replay_list_ms": round(replay_list, 1),
                      "reviews": reviews}))
    return 0
