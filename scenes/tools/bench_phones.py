"""``tabletop --bench --phones N``: the frame benchmark with the phone server on and N
phones playing their private decisions (DESIGN §6 and §8).

Up to four phones play Wizard Extreme (computer seats up to its three); five or six
play Winner's Circle with hidden bets, every seat a person, the races' rolls and
moves made on the shared screen by the bench as a person would. By default N phones
are simulated here, each a real websocket client in its own thread that answers its
panel after a short think; with ``--external-phones`` the bench prints each seat's
address (``phone-url <seat> <url>``) on the fixed port and waits for real pages (a
browser) to join and play. Frames are paced at 60 Hz as the program's own loop is,
timed as in :mod:`scenes.tools.bench` at 1280x720, and each frame that shows a new position
prints ``moved <position> <epoch seconds>``. Two latencies (DESIGN §6: p95 ≤ 100 ms)
are measured against those: a phone's tap until the frame that shows it, and a move
until every phone has its panel for the new position (the simulated phones here;
``tests.browser.bench_pages`` measures real pages the same way). Then the processor
share of the real main loop while a phone's person thinks (nobody acts, the phones
stay connected). Prints a table, then one JSON object as its last line.
"""

from __future__ import annotations

import json
import os
import random
import threading
import time
from dataclasses import replace
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from scenes.games.base import GameScene
    from scenes.games.playing import PlayingDriver
    from scenes.shell.app import Launch
    from scenes.tools.bench import Bench

GAME = "wizard_extreme"
WIDE_GAME = "winners_circle"
"""For five or six phones: Wizard Extreme seats five at most."""
IDLE_GAME = "polterfass"
THINK_SECONDS = 0.25
"""How long a simulated phone waits before it taps: a person reading the panel."""
TIMED_FRAMES = 3000
JOIN_WAIT_SECONDS = 120.0


class SimulatedPhone(threading.Thread):
    """One phone: joins its seat and taps a random choice of each panel on its turn
    (another one when the table refuses it), until :attr:`paused` or the server closes."""

    def __init__(self, port: int, seat: int, secret: str, seed: int) -> None:
        super().__init__(name=f"bench-phone-{seat}", daemon=True)
        self.url = f"ws://127.0.0.1:{port}/ws"
        self.seat, self.secret = seat, secret
        self.random = random.Random(seed)
        self.paused = threading.Event()
        self.received = 0
        self.sent = 0
        self.taps: list[tuple[int, float]] = []
        """(position, epoch seconds) of each choice sent."""
        self.panels: dict[int, float] = {}
        """The first arrival (epoch seconds) of a panel for each position."""

    def run(self) -> None:
        from websockets.exceptions import ConnectionClosed
        from websockets.sync.client import connect

        try:
            with connect(self.url) as socket:
                socket.send(json.dumps({"type": "join", "seat": self.seat,
                                        "secret": self.secret}))
                panel: dict[str, Any] | None = None
                while True:
                    try:
                        message = json.loads(socket.recv(THINK_SECONDS))
                    except TimeoutError:
                        message = None
                    if message is not None:
                        self.received += 1
                        if message["type"] == "panel":
                            panel = message
                            self.panels.setdefault(message["position"], time.time())
                        elif message["type"] == "refused" and panel is not None:
                            panel = dict(panel, answered=False)
                        continue
                    if (panel is not None and panel["your_turn"] and panel["choices"]
                            and not panel.get("answered") and not self.paused.is_set()):
                        choice = self.random.choice(panel["choices"])["id"]
                        self.taps.append((panel["position"], time.time()))
                        socket.send(json.dumps({"type": "act", "position": panel["position"],
                                                "choice": choice}))
                        panel = dict(panel, answered=True)
                        self.sent += 1
        except (ConnectionClosed, OSError):
            return


def latencies(moved: dict[int, float], taps: list[tuple[int, float]],
              panels: list[dict[int, float]]) -> dict[str, dict[str, float | int]]:
    """The two latencies in milliseconds: each tap (position, when) until the frame that
    showed the next position; each move (``moved``: position, when shown) until the
    last phone of ``panels`` had its panel for it."""
    shown = sorted(moved.items())
    tap_ms = []
    for position, when in taps:
        after = next((at for at, time_shown in shown if at > position), None)
        if after is not None:
            tap_ms.append((moved[after] - when) * 1000)
    reach_ms = []
    for position, when in shown:
        arrivals = [seen[position] for seen in panels if position in seen]
        if panels and len(arrivals) == len(panels):
            reach_ms.append((max(arrivals) - when) * 1000)
    return {"tap_to_tv": spread(tap_ms), "move_to_every_phone": spread(reach_ms)}


def spread(values: list[float]) -> dict[str, float | int]:
    """Count, p50, p95 and the largest of ``values`` (ms, rounded to 0.1)."""
    if not values:
        return {"count": 0}
    ordered = sorted(values)

    def at(share: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 1)

    return {"count": len(ordered), "p50": at(0.5), "p95": at(0.95), "max": round(ordered[-1], 1)}


def _table(bench: Bench, game_id: str, phones: int, computers_first: bool) -> GameScene[Any]:
    """A table of ``phones`` person seats with phones and computer seats up to the
    game's minimum (first, with ``computers_first``: a computer innkeeper), phones on."""
    from scenes.games import make_game_scene
    from scenes.shell.scene import Push
    from tabletop.core.seats import SeatConfig, SeatKind
    from tabletop.games import GAMES
    from tabletop.session import GameSession

    spec = GAMES[game_id]
    if phones > spec.max_seats:
        raise SystemExit(f"--phones: at most {spec.max_seats} for {game_id}")
    computers = max(spec.min_seats - phones, 1 if phones < spec.max_seats else 0)
    kinds = [SeatKind.PERSON] * phones
    kinds = [SeatKind.COMPUTER] * computers + kinds if computers_first else (
        kinds + [SeatKind.COMPUTER] * computers)
    seats = [SeatConfig(f"{'Phone' if kind is SeatKind.PERSON else 'Computer'} {index + 1}",
                        index, kind, "easy") for index, kind in enumerate(kinds)]
    options = spec.merged_options({"hidden_bets": True} if game_id == WIDE_GAME else None)
    session = GameSession.start(spec, seats, bench.context.new_seed(), options)
    scene = make_game_scene(bench.context, session)
    bench.context.manager.apply(Push(scene))
    if not _driver(scene).phones.start():
        raise SystemExit("--phones: no free port for the phone server")
    return scene


def _driver(scene: GameScene[Any]) -> PlayingDriver:
    """The driver of a table being played (its phones, its position)."""
    from scenes.games.playing import PlayingDriver

    driver = scene.driver
    assert isinstance(driver, PlayingDriver)
    return driver


def _join_all(bench: Bench, scene: GameScene[Any], simulated: bool, seed: int,
              tapping: bool = True) -> list[SimulatedPhone]:
    """Print each seat's address, start the simulated phones, and step the table until
    every phone is in and a curtain raised before a phone joined has fallen."""
    desk = _driver(scene).phones.desk
    assert desk is not None
    phones = [SimulatedPhone(desk.port, seat, desk.server.key(seat).secret, seed + seat)
              for seat in desk.persons] if simulated else []
    for seat in desk.persons:
        print(f"phone-url {seat} {desk.seat_address(seat)}", flush=True)
    for phone in phones:
        if not tapping:
            phone.paused.set()
        phone.start()
    manager = bench.context.manager
    deadline = time.monotonic() + JOIN_WAIT_SECONDS
    while ((not all(desk.state(seat) == "connected" for seat in desk.persons)
            or manager.top is not scene) and time.monotonic() < deadline):
        bench.app.step(1 / 60)
        time.sleep(0.01)
    return phones


def _public_move(scene: GameScene[Any]) -> None:
    """A person at the shared screen makes the public move pending (a roll, a horse's
    move), as the Winner's Circle table of six persons needs; the phones make theirs."""
    seat = scene.session.current_seat
    if (seat is None or not scene.session.seats[seat].is_person or scene.driver.is_busy
            or scene.driver.phone_deciding() or not scene.accepts_input):
        return
    if scene.holds_table():
        scene.release_table()
        return
    if scene.decision_shows_secrets(seat):
        return  # a private decision: its phone's to make
    actions = scene.driver.gate.seat_view(seat).legal_actions()
    if actions:
        scene.act(actions[0])


def run_phone_bench(launch: Launch, phones: int, external: bool) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile
    from pathlib import Path

    from scenes.tools.bench import idle_cpu_percent, summary
    from scenes.tools.smoke import isolate_storage

    isolate_storage(Path(tempfile.mkdtemp(prefix="tabletop-bench-phones-")))
    from scenes.tools.bench import SIZES, Bench

    bench = Bench(launch)
    bench.context.apply_settings(replace(bench.context.settings, animation_speed="fast"))
    bench.app.start_menu()
    bench.set_size(SIZES[0])
    manager = bench.context.manager
    game = GAME if phones < 5 else WIDE_GAME
    scene = _table(bench, game, phones, computers_first=False)
    desk = _driver(scene).phones.desk
    assert desk is not None
    seats = desk.persons
    simulated = _join_all(bench, scene, not external, 0)
    joined = sum(desk.state(seat) == "connected" for seat in seats)
    start = scene.driver.position
    frames: list[float] = []
    moved: dict[int, float] = {}
    while len(frames) < TIMED_FRAMES and manager.top is scene and not scene.driver.is_over:
        began = time.perf_counter()
        frames += bench.timed_frames(1)
        if scene.driver.position not in moved:
            moved[scene.driver.position] = time.time()
            print(f"moved {scene.driver.position} {moved[scene.driver.position]:.4f}", flush=True)
        _public_move(scene)
        # The program's own pace, 60 frames a second: the phones get the processor too.
        time.sleep(max(0.001, 1 / 60 - (time.perf_counter() - began)))
    played = scene.driver.position - start
    counters = desk.server.counters()
    sent = sum(phone.sent for phone in simulated)
    _driver(scene).phones.stop()
    from scenes.shell.scene import Pop

    manager.apply(Pop())
    # Idle: a Polterfass guest orders on the phone (Wizard Extreme's table never rests:
    # its board always redraws), the phones connected and not tapping.
    # A computer innkeeper needs a seat of the six: five phones at most rest here.
    rest = _table(bench, IDLE_GAME, min(phones, 5), computers_first=True)
    _join_all(bench, rest, not external, 100, tapping=False)
    wait_until = time.monotonic() + 30
    # Until the guest's order is pending and the table has come to rest (the throw's
    # barrels, the prompt and the turn's glow still move for a moment after it).
    while ((not rest.driver.phone_deciding() or not manager.is_still())
           and time.monotonic() < wait_until):
        bench.app.step(1 / 60)
        time.sleep(0.01)
    idle = round(idle_cpu_percent(bench.app), 2) if rest.driver.phone_deciding() else None
    timed = summary(frames, bench.presents, bench.context.display.size, bench.cpu)
    measured = latencies(moved, [tap for phone in simulated for tap in phone.taps],
                         [phone.panels for phone in simulated])
    result = {"game": game, "phones": phones, "joined": joined, "external": external,
              "actions_played": played,
              "phone_actions_sent": sent,
              "latency_ms": measured,
              "frames_1280x720": timed,
              "idle_cpu_percent_phone_thinking": idle, "refusals": counters}
    _driver(rest).phones.stop()
    bench.context.close()
    print("Tabletop benchmark with phones (SDL dummy video driver)")
    print(f"  phones joined       {joined} of {len(seats)}")
    print(f"  actions played      {played} while {len(frames)} frames were timed")
    print(f"  frames 1280x720     p50 {timed['p50_ms']} ms  p99 {timed['p99_ms']} ms  "
          f"(main-thread processor p99 {timed['cpu_p99_ms']} ms)")
    print(f"  idle CPU            {idle} % of one core while a phone's person thinks")
    for name, figures in measured.items():
        print(f"  {name:<19} {figures}")
    print(json.dumps(result))
    return 0
