"""One phone in the real-browser tests: a Chromium page on the program's own server,
keeping every frame the server sent it (Playwright's WebSocket events), so a test can
read back all a seat's phone was ever told."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import BrowserContext, Page, WebSocket


class Phone:
    def __init__(self, context: BrowserContext, address: str) -> None:
        self.context = context
        self.received: list[dict[str, Any]] = []
        self.page = self._open(address)

    def _open(self, address: str) -> Page:
        page = self.context.new_page()
        page.on("websocket", self._listen)
        page.goto(address)
        return page

    def _listen(self, socket: WebSocket) -> None:
        socket.on("framereceived", lambda frame: self.received.append(json.loads(frame)))

    def close(self) -> None:
        """The person closes the tab (the phone's storage stays)."""
        self.page.close()

    def reopen(self, address: str) -> None:
        """The person opens the short address again, in the same browser."""
        self.page = self._open(address)

    def choices(self) -> list[str]:
        """The ids of the buttons that can be pressed now (none while it is not this
        seat's turn, while a choice is on its way, or while the link is down)."""
        found: list[str] = self.page.eval_on_selector_all(
            "#choices button:enabled", "buttons => buttons.map(b => b.dataset.choice)"
        )
        return found

    def tap(self, choice: str) -> None:
        """Press the button through the page's own click handler. A whole game is a few
        hundred taps, and Playwright's pointer click waits some 80 ms for each on this
        machine; tests/browser/test_phone_page.py presses with the pointer."""
        self.page.evaluate(
            """choice => [...document.querySelectorAll("#choices button")]
                .find(button => button.dataset.choice === choice).click()""",
            choice,
        )

    def panels(self) -> list[dict[str, Any]]:
        return [message for message in self.received if message.get("type") == "panel"]
