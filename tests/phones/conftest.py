"""A real phone server on a free local port, and real websocket clients for it."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any, ClassVar

import pytest
from websockets.sync.client import ClientConnection, connect

from tabletop.phones.files import PageFile, load_page
from tabletop.phones.protocol import Choice, Panel, Welcome
from tabletop.phones.server import PhoneServer
from tests.patience import PATIENCE

PAGE_FILES = {"index.html": "<!doctype html><title>hand</title>", "app.js": "export {};"}


def make_page(folder: Path) -> Path:
    """A page folder like the real one, and a secret file beside it to aim at."""
    page = folder / "page"
    page.mkdir()
    for name, text in PAGE_FILES.items():
        (page / name).write_text(text, encoding="utf-8")
    (folder / "secret.txt").write_text("not for phones", encoding="utf-8")
    (page / "link.js").symlink_to(folder / "secret.txt")
    (page / ".hidden.js").write_text("hidden", encoding="utf-8")
    return page


def welcome(seat: int) -> Welcome:
    return Welcome(seat, f"Player {seat}", "#2f6fd0", "●", "en", {"hello": "Hello"})


def panel(position: int, seat: int, your_turn: bool = True) -> Panel:
    choices = (Choice(f"c{seat}a", "A", ("act", seat, "a")),
               Choice(f"c{seat}b", "B", ("act", seat, "b"))) if your_turn else ()
    return Panel(position, your_turn, "Title", "Status", (), choices)


class Phone:
    """One hostile or honest client: every frame it received is kept."""

    opened: ClassVar[list[Phone]] = []

    def __init__(self, port: int, source: str = "127.0.0.1") -> None:
        """Connected from ``source``: any address of 127/8 is this machine's own, so one
        test can be a guesser with many addresses."""
        self.socket: ClientConnection = connect(
            f"ws://127.0.0.1:{port}/ws", max_size=None, max_queue=None,
            open_timeout=PATIENCE, source_address=(source, 0)).__enter__()
        Phone.opened.append(self)
        self.received: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any] | str) -> None:
        self.socket.send(message if isinstance(message, str) else json.dumps(message))

    def next(self, timeout: float = PATIENCE) -> dict[str, Any]:
        message: dict[str, Any] = json.loads(self.socket.recv(timeout))
        self.received.append(message)
        return message

    def until(self, kind: str, timeout: float = PATIENCE) -> dict[str, Any]:
        while True:
            message = self.next(timeout)
            if message["type"] == kind:
                return message

    def join(self, seat: int, secret: str) -> dict[str, Any]:
        self.send({"type": "join", "seat": seat, "secret": secret})
        return self.next()

    def close(self) -> None:
        self.socket.close()


@pytest.fixture
def phones() -> Iterator[list[Phone]]:
    """The phones a test opens, closed after it."""
    opened: list[Phone] = []
    yield opened
    for phone in opened:
        phone.close()


@pytest.fixture
def page(tmp_path: Path) -> Path:
    return make_page(tmp_path)


@contextmanager
def running_server(welcomes: Iterable[Welcome], *, language: str = "en",
                   page: dict[str, PageFile] | None = None) -> Iterator[PhoneServer]:
    """A real phone server on a free loopback port, a door open for each of ``welcomes``
    (the real page's files unless ``page``), stopped afterwards."""
    phones = PhoneServer(language=language, port=0, tries=1, host="127.0.0.1", page=page)
    for each in welcomes:
        phones.open_seat(each)
    phones.start()
    try:
        yield phones
    finally:
        phones.stop()


@pytest.fixture
def server(page: Path) -> Iterator[PhoneServer]:
    with running_server([welcome(0), welcome(1)], page=load_page(page)) as phones:
        yield phones
        while Phone.opened:
            Phone.opened.pop().close()
