"""A stand-in for the program's side of the phone protocol, inside the browser's network
stack (Playwright's WebSocket routing), so the page can be tested on its own: every
frame the page sends is kept, and the test answers as the server would."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from playwright.sync_api import Page, WebSocketRoute


class FakeTable:
    def __init__(self, page: Page) -> None:
        self.page = page
        self.links: list[WebSocketRoute] = []
        self.received: list[dict[str, Any]] = []
        page.route_web_socket("**/ws", self._accept)

    def _accept(self, link: WebSocketRoute) -> None:
        self.links.append(link)
        link.on_message(lambda text: self.received.append(json.loads(text)))

    @property
    def link(self) -> WebSocketRoute:
        return self.links[-1]

    def send(self, **message: Any) -> None:
        self.link.send(json.dumps(message))

    def wait_for(self, kind: str, count: int = 1) -> dict[str, Any]:
        """The ``count``-th frame of type ``kind`` the page sent, once it has come."""

        def matching() -> list[dict[str, Any]]:
            return [message for message in self.received if message.get("type") == kind]

        for _ in range(200):
            if len(matching()) >= count:
                return matching()[count - 1]
            self.page.wait_for_timeout(25)
        raise AssertionError(f"the page never sent {kind!r} #{count}: {self.received}")

    def wait_for_links(self, count: int) -> None:
        for _ in range(400):
            if len(self.links) >= count:
                return
            self.page.wait_for_timeout(25)
        raise AssertionError(f"the page opened {len(self.links)} connections, not {count}")
