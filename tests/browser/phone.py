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
        self.sockets = 0
        """How many WebSockets the page opened (a reconnection is one more)."""
        self.errors: list[str] = []
        """Every script error the page threw (a test expects none)."""
        self.page = self._open(address)

    def _open(self, address: str) -> Page:
        page = self.context.new_page()
        page.on("websocket", self._listen)
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.goto(address)
        return page

    def _listen(self, socket: WebSocket) -> None:
        self.sockets += 1
        socket.on("framereceived", lambda frame: self.received.append(json.loads(frame)))

    def close(self) -> None:
        """The person closes the tab (the phone's storage stays)."""
        self.page.close()

    def reopen(self, address: str) -> None:
        """The person opens the short address again, in the same browser."""
        self.page = self._open(address)

    def choices(self) -> list[str]:
        """The ids of the choices that can be made now (none while it is not this
        seat's turn, while a choice is on its way, or while the link is down): the
        buttons' own, or with a pick the drawn panel's choices while its parts can be
        toggled."""
        if self.page.locator("#choices button[data-part]:enabled").count():
            return [offered["id"] for offered in self.panels()[-1]["choices"]]
        found: list[str] = self.page.eval_on_selector_all(
            "#choices button[data-choice]:enabled", "buttons => buttons.map(b => b.dataset.choice)"
        )
        return found

    def tap(self, choice: str) -> None:
        """Press the button through the page's own click handler (with a pick: toggle
        the choice's parts, then press send; a card to play: lift it, then press Play). A
        whole game is a few hundred taps, and Playwright's pointer click waits some 80 ms
        for each on this machine; tests/browser/test_phone_page.py presses with the
        pointer."""
        parts = next((offered.get("parts", []) for panel in reversed(self.panels())
                      for offered in panel["choices"] if offered["id"] == choice), [])
        self.page.evaluate(
            """([choice, parts]) => {
                const button = (selector) => document.querySelector(`#choices ${selector}`);
                if (parts.length === 0) {
                    [...document.querySelectorAll("#choices button")]
                        .find(b => b.dataset.choice === choice)?.click();  // gone: moved on
                    // A card to play is lifted by that tap and played by its button.
                    [...document.querySelectorAll("#play")]
                        .find(b => b.dataset.play === choice)?.click();
                    return;
                }
                const toggled = [...document.querySelectorAll(
                    '#choices button[aria-pressed="true"]')].map(b => b.dataset.part);
                // Each click draws the panel anew: every button is found again.
                for (const part of [...toggled, ...parts]) {
                    button(`button[data-part="${part}"]`)?.click();
                }
                button("#send")?.click();
            }""",
            [choice, parts],
        )

    def panels(self) -> list[dict[str, Any]]:
        return [message for message in self.received if message.get("type") == "panel"]
