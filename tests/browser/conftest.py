"""A real browser for the phone page: Debian's Chromium, driven by Playwright.

The tests never download a browser. Without Chromium on the machine they are
skipped, unless TABLETOP_REQUIRE_BROWSER=1 (set by .ci/run, which installs it),
where a missing browser fails the run instead of passing it unseen.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

PAGE_FOLDER = Path(__file__).resolve().parents[2] / "tabletop" / "phones" / "page"
CHROMIUM = Path("/usr/bin/chromium")
# Headless and quiet: no GPU, no QUIC, no call home, nothing from the internet.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
PHONE = {"width": 360, "height": 640}


def _chromium_or_skip() -> Path:
    if CHROMIUM.exists():
        return CHROMIUM
    reason = f"no Chromium at {CHROMIUM} (apt-get install chromium)"
    if os.environ.get("TABLETOP_REQUIRE_BROWSER") == "1":
        pytest.fail(reason + "; TABLETOP_REQUIRE_BROWSER=1 makes it required")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    """One headless Chromium for the whole run; Playwright gives it a fresh profile folder
    of its own, and each phone is a context of it, with its own storage."""
    executable = _chromium_or_skip()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(executable), headless=True, args=CHROMIUM_ARGS
        )
        yield launched
        launched.close()


@pytest.fixture
def phone(browser: Browser) -> Iterator[BrowserContext]:
    """A phone-sized context (360x640, touch) with its own localStorage."""
    context = browser.new_context(viewport=PHONE, has_touch=True, is_mobile=True)
    yield context
    context.close()


@pytest.fixture
def page(phone: BrowserContext) -> Iterator[Page]:
    """A tab of that phone, recording the vibration pattern each time the page asks for
    one (``window.buzzes``)."""
    phone.add_init_script(
        "window.buzzes = []; navigator.vibrate = (p) => { window.buzzes.push(p); return true; };"
    )
    opened = phone.new_page()
    yield opened
    opened.close()


class _QuietFiles(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        """Requests are not worth a line each in the test output."""


@pytest.fixture
def page_files() -> Iterator[str]:
    """The page's own folder served on loopback, for tests that stand in for the server's
    WebSocket; the address is returned without a trailing slash."""
    handler = partial(_QuietFiles, directory=str(PAGE_FOLDER))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()
