"""Real Chromium pages for ``tabletop --bench --phones N --external-phones``.

    uv run python -m tests.browser.bench_pages [N] [--split-cores]

Starts the bench, opens each seat's page as it prints ``phone-url <seat> <url>`` (on
loopback: the pages and the bench share this machine), and on the timed table presses
a random enabled button of the seat to move whenever its page has one. On the resting
table that follows, the pages only stay connected: the bench measures the idle share
while a person thinks. Prints the bench's output, whose last line is its JSON.

With ``--split-cores`` the program is held to the first processor and this script
with its Chromium to the others (``sched_setaffinity``), as phones are separate
devices: the frame times then show the program's own cost of phones, not the pages
competing with it for a core.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
from queue import Empty, SimpleQueue
from urllib.parse import urlsplit, urlunsplit

from playwright.sync_api import sync_playwright

from tests.browser.conftest import CHROMIUM, CHROMIUM_ARGS, PHONE
from tests.browser.phone import Phone


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
            if line:
                print(line, end="", flush=True)
            if line.startswith("phone-url "):
                _, _seat, url = line.split()
                if len(opened) == phones:  # the resting table: new seats, new pages
                    for phone in opened:
                        phone.context.close()
                    opened = []
                    tables += 1
                context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
                opened.append(Phone(context, on_loopback(url)))
            elif tables == 0:
                for phone in opened:
                    if choices := phone.choices():
                        phone.tap(rng.choice(choices))
            elif opened:
                opened[0].page.wait_for_timeout(50)  # keep the pages' events flowing
        browser.close()
    return bench.wait()


if __name__ == "__main__":
    arguments = [arg for arg in sys.argv[1:] if arg != "--split-cores"]
    sys.exit(main(*(int(arg) for arg in arguments), split_cores="--split-cores" in sys.argv))
