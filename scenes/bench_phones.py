"""``tabletop --bench --phones N``: the frame benchmark with the phone server on and N
phones playing Wizard Extreme's private decisions (DESIGN §6 and §8).

The table has N person seats, each with a phone, and computer seats up to Wizard
Extreme's three. By default N phones are simulated here, each a real websocket
client in its own thread that answers its panel after a short think; with
``--external-phones`` the bench prints each seat's address (``phone-url <seat>
<url>``) on the fixed port and waits for real pages (a browser) to join and play.
Frames are timed as in :mod:`scenes.bench` at 1280x720, then the processor share of
the real main loop while a phone's person thinks (nobody acts, the phones stay
connected). Prints a table, then one JSON object as its last line.
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
    from scenes.app import Launch
    from scenes.bench import Bench
    from scenes.games.base import GameScene

GAME = "wizard_extreme"
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
                        elif message["type"] == "refused" and panel is not None:
                            panel = dict(panel, answered=False)
                        continue
                    if (panel is not None and panel["your_turn"] and panel["choices"]
                            and not panel.get("answered") and not self.paused.is_set()):
                        choice = self.random.choice(panel["choices"])["id"]
                        socket.send(json.dumps({"type": "act", "position": panel["position"],
                                                "choice": choice}))
                        panel = dict(panel, answered=True)
                        self.sent += 1
        except (ConnectionClosed, OSError):
            return


def _table(bench: Bench, game_id: str, phones: int, computers_first: bool) -> GameScene[Any]:
    """A table of ``phones`` person seats with phones and computer seats up to the
    game's minimum (first, with ``computers_first``: a computer innkeeper), phones on."""
    from scenes.games import make_game_scene
    from scenes.games.base import GameScene
    from scenes.scene import Push
    from tabletop.core.seats import SeatConfig, SeatKind
    from tabletop.games import GAMES
    from tabletop.session import GameSession

    spec = GAMES[game_id]
    if phones >= spec.max_seats:
        raise SystemExit(f"--phones: fewer than {spec.max_seats} for {game_id}")
    computers = max(spec.min_seats - phones, 1)
    kinds = [SeatKind.PERSON] * phones
    kinds = [SeatKind.COMPUTER] * computers + kinds if computers_first else (
        kinds + [SeatKind.COMPUTER] * computers)
    seats = [SeatConfig(f"{'Phone' if kind is SeatKind.PERSON else 'Computer'} {index + 1}",
                        index, kind, "easy") for index, kind in enumerate(kinds)]
    session = GameSession.start(spec, seats, bench.context.new_seed())
    scene = make_game_scene(bench.context, session)
    assert isinstance(scene, GameScene)
    bench.context.manager.apply(Push(scene))
    if not scene.start_phones():
        raise SystemExit("--phones: no free port for the phone server")
    return scene


def _join_all(bench: Bench, scene: GameScene[Any], simulated: bool, seed: int,
              tapping: bool = True) -> list[SimulatedPhone]:
    """Print each seat's address, start the simulated phones, and step the table until
    every phone is in and a curtain raised before a phone joined has fallen."""
    desk = scene.phones
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


def run_phone_bench(launch: Launch, phones: int, external: bool) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import tempfile
    from pathlib import Path

    from scenes.bench import idle_cpu_percent, summary
    from scenes.smoke import isolate_storage

    isolate_storage(Path(tempfile.mkdtemp(prefix="tabletop-bench-phones-")))
    from scenes.bench import SIZES, Bench

    bench = Bench(launch)
    bench.context.apply_settings(replace(bench.context.settings, animation_speed="fast"))
    bench.app.start_menu()
    bench.set_size(SIZES[0])
    manager = bench.context.manager
    scene = _table(bench, GAME, phones, computers_first=False)
    desk = scene.phones
    assert desk is not None
    seats = desk.persons
    simulated = _join_all(bench, scene, not external, 0)
    joined = sum(desk.state(seat) == "connected" for seat in seats)
    start = scene.position
    frames: list[float] = []
    while len(frames) < TIMED_FRAMES and manager.top is scene and not scene.is_over:
        frames += bench.timed_frames(1)
        time.sleep(0.002)  # the frame loop's own pace: the phones get the processor too
    played = scene.position - start
    counters = desk.server.counters()
    sent = sum(phone.sent for phone in simulated)
    scene.stop_phones()
    from scenes.scene import Pop

    manager.apply(Pop())
    # Idle: a Polterfass guest orders on the phone (Wizard Extreme's table never rests:
    # its board always redraws), the phones connected and not tapping.
    rest = _table(bench, IDLE_GAME, phones, computers_first=True)
    _join_all(bench, rest, not external, 100, tapping=False)
    wait_until = time.monotonic() + 30
    # Until the guest's order is pending and the table has come to rest (the throw's
    # barrels, the prompt and the turn's glow still move for a moment after it).
    while ((not rest.phone_deciding() or not manager.is_still())
           and time.monotonic() < wait_until):
        bench.app.step(1 / 60)
        time.sleep(0.01)
    idle = round(idle_cpu_percent(bench.app), 2) if rest.phone_deciding() else None
    timed = summary(frames, bench.presents, bench.context.display.size, bench.cpu)
    result = {"game": GAME, "phones": phones, "joined": joined, "external": external,
              "actions_played": played,
              "phone_actions_sent": sent,
              "frames_1280x720": timed,
              "idle_cpu_percent_phone_thinking": idle, "refusals": counters}
    rest.stop_phones()
    bench.context.close()
    print("Tabletop benchmark with phones (SDL dummy video driver)")
    print(f"  phones joined       {joined} of {len(seats)}")
    print(f"  actions played      {played} while {len(frames)} frames were timed")
    print(f"  frames 1280x720     p50 {timed['p50_ms']} ms  p99 {timed['p99_ms']} ms  "
          f"(main-thread processor p99 {timed['cpu_p99_ms']} ms)")
    print(f"  idle CPU            {idle} % of one core while a phone's person thinks")
    print(json.dumps(result))
    return 0
