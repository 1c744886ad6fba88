"""A stand-in for the program's side of the phone protocol, inside the browser's network
stack (Playwright's WebSocket routing), so the page can be tested on its own: every
frame the page sends is kept, and the test answers as the server would."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from tabletop.phones.protocol import page_words

if TYPE_CHECKING:
    from playwright.sync_api import Page, WebSocketRoute

SEAT = 1
"""The seat whose phone page the tests open."""
NAMES = {"en": ("Mina", "Junho", "Sora"), "ko": ("민아", "준호", "소라")}
COLOURS = ("#E69F00", "#56B4E9", "#009E73")


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


def open_seat(page: Page, page_files: str, language: str, size: tuple[int, int]) -> FakeTable:
    """:data:`SEAT`'s page opened at ``size`` in ``language`` and welcomed to a three-seat
    table, motion reduced; the fake table it talks to."""
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.emulate_media(reduced_motion="reduce")
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html#{SEAT}.k3Qm9vTzX1bY2cW7pL0aHs")
    table.wait_for("join")
    table.send(type="welcome", seat=SEAT, name=NAMES[language][SEAT], colour=COLOURS[SEAT],
               symbol="■", language=language, words=page_words(language),
               seats=[{"seat": seat, "name": name, "colour": colour, "symbol": symbol}
                      for seat, (name, colour, symbol)
                      in enumerate(zip(NAMES[language], COLOURS, "●■▲", strict=True))])
    return table
