"""Real Chromium pages for ``tabletop --bench --phones N --external-phones``.

    uv run python -m tests.browser.bench_pages [N] [--split-cores]

Starts the bench, opens each seat's page as it prints ``phone-url <seat> <url>`` (on
loopback: the pages and the bench share this machine), and on the timed table presses
a random enabled button of the seat to move whenever its page has one. On the resting
table that follows, the pages only stay connected: the bench measures the idle share
while a person thinks. Prints the bench's output, then one JSON line of the real
pages' two latencies (DESIGN §6): each tap, as the page sent it, until the bench's
frame that showed it (``moved <position> <epoch>``), and each move until every page
had drawn its panel for it (the pages note both in the browser, on this machine's
clock).

With ``--split-cores`` the program is held to the first processor and this script
with its Chromium to the others (``sched_setaffinity``), as phones are separate
devices: the frame times then show the program's own cost of phones, not the pages
competing with it for a core.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import threading
from queue import Empty, SimpleQueue
from urllib.parse import urlsplit, urlunsplit

from playwright.sync_api import sync_playwright

from scenes.tools.bench_phones import latencies
from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE
from tests.browser.phone import Phone

WATCH = """
(() => {
  // Note when the page sends a choice and when it has drawn each panel (after the
  // page's own handler, which runs before a task queued now), on the epoch clock.
  const Native = window.WebSocket;
  window.benchTaps = [];
  window.benchPanels = {};
  class Watched extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (event) => {
        let message = null;
        try { message = JSON.parse(event.data); } catch (_) { return; }
        if (message && message.type === "panel" && !(message.position in window.benchPanels)) {
          setTimeout(() => { window.benchPanels[message.position] ??= Date.now() / 1000; }, 0);
        }
      });
    }
    send(data) {
      try {
        const message = JSON.parse(data);
        if (message.type === "act") window.benchTaps.push([message.position, Date.now() / 1000]);
      } catch (_) { /* not ours to judge */ }
      super.send(data);
    }
  }
  window.WebSocket = Watched;
})();
"""


def _noted(phone: Phone) -> tuple[list[tuple[int, float]], dict[int, float]]:
    taps = [(int(position), float(when))
            for position, when in phone.page.evaluate("window.benchTaps")]
    panels = {int(position): float(when)
              for position, when in phone.page.evaluate("window.benchPanels").items()}
    return taps, panels


def on_loopback(url: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(netloc=f"127.0.0.1:{parts.port}"))


def main(phones: int = 2, split_cores: bool = False) -> int:
    program: set[int] | None = None
    if split_cores:
        cores = sorted(os.sched_getaffinity(0))
        if len(cores) < 2:
            raise SystemExit("--split-cores needs two processors")
        program = {cores[0]}
        os.sched_setaffinity(0, cores[1:])  # Chromium, launched below, inherits this

    def hold() -> None:
        if program is not None:
            os.sched_setaffinity(0, program)

    bench = subprocess.Popen(
        [sys.executable, "-m", "scenes", "--bench", "--phones", str(phones), "--external-phones"],
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
        preexec_fn=hold,
    )
    assert bench.stdout is not None
    lines: SimpleQueue[str | None] = SimpleQueue()

    def read() -> None:
        assert bench.stdout is not None
        for line in bench.stdout:
            lines.put(line)
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    rng = random.Random(1)
    tables = 0
    moved: dict[int, float] = {}
    taps: list[tuple[int, float]] = []
    panels: list[dict[int, float]] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        opened: list[Phone] = []
        while True:
            try:
                line = lines.get(timeout=0.05)
            except Empty:
                line = ""
            if line is None:
                break
            if line.startswith("moved "):
                _, position, when = line.split()
                if tables == 0:
                    moved[int(position)] = float(when)
                continue
            if line:
                print(line, end="", flush=True)
            if line.startswith("phone-url "):
                _, _seat, url = line.split()
                if tables == 0 and len(opened) == phones:  # the resting table: new pages
                    for phone in opened:
                        tapped, drawn = _noted(phone)
                        taps += tapped
                        panels.append(drawn)
                    for phone in opened:
                        phone.context.close()
                    opened = []
                    tables += 1
                context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
                context.add_init_script(WATCH)
                opened.append(Phone(context, on_loopback(url)))
            elif tables == 0:
                for phone in opened:
                    if choices := phone.choices():
                        phone.tap(rng.choice(choices))
            elif opened:
                opened[0].page.wait_for_timeout(50)  # keep the pages' events flowing
        browser.close()
    code = bench.wait()
    print(json.dumps({"pages": phones, "latency_ms": latencies(moved, taps, panels)}))
    return code


if __name__ == "__main__":
    arguments = [arg for arg in sys.argv[1:] if arg != "--split-cores"]
    sys.exit(main(*(int(arg) for arg in arguments), split_cores="--split-cores" in sys.argv))
