"""The phone server on a real port, with real websocket clients, honest and hostile."""

from __future__ import annotations

import http.client
import json
import socket
import time

import pytest
from websockets.exceptions import ConnectionClosed

from tabletop.phones.protocol import CODE_ALPHABET, WRONG_CODES_PER_CONNECTION, page_words
from tabletop.phones.seating import ClaimRequest, PhoneAct
from tabletop.phones.server import PhoneServer
from tests.patience import PATIENCE
from tests.phones.conftest import Phone, panel


def _get(port: int, path: str) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=PATIENCE)
    connection.request("GET", path)
    response = connection.getresponse()
    return response.status, response.read()


def _acts(server: PhoneServer, wait: float | None = None) -> list[PhoneAct]:
    """The phones' acts the server hands over: those within ``wait`` seconds (to show none
    come); without it, the first (however long the server thread takes to get a processor)
    and any more within a second after it."""
    deadline = time.monotonic() + (PATIENCE if wait is None else wait)
    found: list[PhoneAct] = []
    while time.monotonic() < deadline:
        found += [event for event in server.poll() if isinstance(event, PhoneAct)]
        if found and wait is None:
            deadline, wait = time.monotonic() + 1.0, 1.0
        time.sleep(0.02)
    return found


def test_a_joined_phone_gets_its_welcome_and_panel_and_its_choice_comes_out(
        server: PhoneServer) -> None:
    assert server.port is not None
    server.publish(0, panel(3, 0))
    phone = Phone(server.port)
    welcome = phone.join(0, server.key(0).secret)
    assert welcome["type"] == "welcome" and welcome["seat"] == 0
    shown = phone.next()
    assert shown["type"] == "panel" and shown["position"] == 3
    assert [choice["id"] for choice in shown["choices"]] == ["c0a", "c0b"]
    assert "action" not in json.dumps(shown)
    phone.send({"type": "act", "position": 3, "choice": "c0b"})
    assert _acts(server) == [PhoneAct(0, 3, ("act", 0, "b"))]
    assert server.presence(0)[0] == "connected"
    phone.send({"type": "ping"})
    assert phone.next()["type"] == "pong"


def test_a_code_pairs_once_and_a_fresh_one_replaces_it(server: PhoneServer) -> None:
    assert server.port is not None
    code = server.key(1).code
    assert len(code) == 4 and set(code) <= set(CODE_ALPHABET)
    phone = Phone(server.port)
    phone.send({"type": "pair", "code": code.lower()})
    assert phone.next() == {"type": "paired", "seat": 1, "secret": server.key(1).secret}
    assert server.key(1).code != code
    other = Phone(server.port)
    other.send({"type": "pair", "code": code})
    assert other.next()["type"] == "refused"
    assert server.counters()["bad_code"] == 1


def test_wrong_codes_are_counted_and_close_the_connection(server: PhoneServer) -> None:
    assert server.port is not None
    phone = Phone(server.port)
    real = {server.key(0).code, server.key(1).code}
    guesses = [code for code in ("2222", "3333", "4444", "5555", "6666", "7777")
               if code not in real]
    for guess in guesses[:WRONG_CODES_PER_CONNECTION]:
        phone.send({"type": "pair", "code": guess})
    replies = [phone.next()["type"] for _ in range(WRONG_CODES_PER_CONNECTION)]
    assert replies == ["refused"] * (WRONG_CODES_PER_CONNECTION - 1) + ["error"]
    with pytest.raises(ConnectionClosed):
        phone.next()
    assert server.counters()["bad_code"] == WRONG_CODES_PER_CONNECTION


@pytest.mark.parametrize("guess", ["", "x" * 32, "a-guessed-secret-of-some-length"])
def test_a_wrong_secret_is_refused_counted_and_closed(server: PhoneServer, guess: str) -> None:
    assert server.port is not None
    server.publish(0, panel(1, 0))
    phone = Phone(server.port)
    assert phone.join(0, guess)["type"] == "error"
    with pytest.raises(ConnectionClosed):
        phone.next()
    thief = Phone(server.port)
    assert thief.join(5, server.key(0).secret)["type"] == "error"
    assert server.counters()["bad_secret"] == 2
    assert all(message["type"] != "panel" for message in phone.received + thief.received)
    assert server.presence(0)[0] == "waiting"


def _claims(server: PhoneServer, wait: float = PATIENCE) -> list[ClaimRequest]:
    deadline = time.monotonic() + wait
    claims: list[ClaimRequest] = []
    while not claims and time.monotonic() < deadline:
        claims = [event for event in server.poll() if isinstance(event, ClaimRequest)]
        time.sleep(0.02)
    return claims


def test_a_second_device_waits_for_the_shared_screen(server: PhoneServer) -> None:
    assert server.port is not None
    server.publish(0, panel(2, 0))
    first = Phone(server.port)
    first.join(0, server.key(0).secret)
    first.until("panel")
    second = Phone(server.port)
    assert second.join(0, server.key(0).secret)["type"] == "pending"
    second.send({"type": "act", "position": 2, "choice": "c0a"})
    assert second.next()["type"] == "error"
    assert server.counters()["not_joined"] == 1
    third = Phone(server.port)
    assert third.join(0, server.key(0).secret)["type"] == "pending"
    # The second device's claim may have reached the screen before it left; only the
    # third's is still waiting, and only an answer naming it counts.
    deadline = time.monotonic() + PATIENCE
    claims: list[ClaimRequest] = []
    while time.monotonic() < deadline and not any(
            claim.claim == server.pending_claim(0) for claim in claims):
        claims += _claims(server, 0.1)
    (live,) = [claim for claim in claims if claim.claim == server.pending_claim(0)]
    assert live.seat == 0 and live.address == "127.0.0.1"
    for stale in claims:
        if stale is not live:
            server.settle_claim(0, stale.claim, allow=False)
    server.settle_claim(0, live.claim, allow=True)
    assert third.until("panel")["position"] == 2
    assert first.next()["type"] == "taken"
    third.send({"type": "act", "position": 2, "choice": "c0a"})
    assert _acts(server) == [PhoneAct(0, 2, ("act", 0, "a"))]


def test_a_denied_claim_leaves_the_first_phone_in_its_seat(server: PhoneServer) -> None:
    assert server.port is not None
    server.publish(1, panel(4, 1))
    first = Phone(server.port)
    first.join(1, server.key(1).secret)
    first.until("panel")
    second = Phone(server.port)
    assert second.join(1, server.key(1).secret)["type"] == "pending"
    (claim,) = _claims(server)
    server.settle_claim(1, claim.claim, allow=False)
    assert second.next()["type"] == "error"
    first.send({"type": "act", "position": 4, "choice": "c1a"})
    assert _acts(server) == [PhoneAct(1, 4, ("act", 1, "a"))]
    assert server.counters()["claims_denied"] == 1


@pytest.mark.parametrize("denied", [True, False], ids=["denied", "claimant gone"])
def test_a_claim_by_a_code_not_given_leaves_the_claimant_nothing_and_the_phone_its_own(
        server: PhoneServer, denied: bool) -> None:
    # A code asked for on the TV, typed by a guest first: the guest's claim was denied
    # (or the guest left before the answer), yet the guest kept the secret the code paid
    # out, and the seat's own phone's was retired. The old code fails here: once that
    # phone slept, the guest took the seat.
    assert server.port is not None
    first = Phone(server.port)
    own = server.key(1).secret
    assert first.join(1, own)["type"] == "welcome"
    server.offer_code(1)
    guest = Phone(server.port, "127.0.0.9")
    guest.send({"type": "pair", "code": server.key(1).code})
    paid = guest.next()["secret"]
    assert guest.join(1, paid)["type"] == "pending"
    (claim,) = _claims(server)
    if denied:
        server.settle_claim(1, claim.claim, allow=False)
        assert guest.next()["type"] == "error"
    else:
        guest.close()
        deadline = time.monotonic() + PATIENCE
        while server.pending_claim(1) is not None and time.monotonic() < deadline:
            time.sleep(0.02)
    first.close()
    deadline = time.monotonic() + PATIENCE
    while server.presence(1)[0] != "away" and time.monotonic() < deadline:
        time.sleep(0.02)
    again = Phone(server.port, "127.0.0.9")
    assert again.join(1, paid)["type"] == "error"
    back = Phone(server.port)
    assert back.join(1, own)["type"] == "welcome"


def test_a_reloaded_phone_rejoins_with_its_secret_and_sees_the_current_panel(
        server: PhoneServer) -> None:
    assert server.port is not None
    server.publish(0, panel(1, 0))
    phone = Phone(server.port)
    phone.join(0, server.key(0).secret)
    phone.until("panel")
    phone.close()
    deadline = time.monotonic() + PATIENCE
    while server.presence(0)[0] != "away" and time.monotonic() < deadline:
        time.sleep(0.02)
    state, since = server.presence(0)
    assert state == "away" and since is not None
    server.publish(0, panel(7, 0))
    again = Phone(server.port)
    assert again.join(0, server.key(0).secret)["type"] == "welcome"
    assert again.next()["position"] == 7
    assert server.presence(0) == ("connected", None)


def test_a_stale_or_repeated_or_foreign_choice_is_refused(server: PhoneServer) -> None:
    assert server.port is not None
    server.publish(0, panel(5, 0))
    server.publish(1, panel(5, 1, your_turn=False))
    phone = Phone(server.port)
    phone.join(0, server.key(0).secret)
    phone.until("panel")
    phone.send({"type": "act", "position": 4, "choice": "c0a"})
    assert phone.next()["type"] == "refused"
    phone.send({"type": "act", "position": 5, "choice": "c1a"})
    assert phone.next()["type"] == "refused"
    phone.send({"type": "act", "position": 5, "choice": "c0a"})
    phone.send({"type": "act", "position": 5, "choice": "c0a"})
    assert phone.next()["type"] == "refused"
    assert _acts(server) == [PhoneAct(0, 5, ("act", 0, "a"))]
    other = Phone(server.port)
    other.join(1, server.key(1).secret)
    other.until("panel")
    other.send({"type": "act", "position": 5, "choice": "c0b"})
    assert other.next()["type"] == "refused"
    assert _acts(server, 0.3) == []
    counts = server.counters()
    assert counts["stale"] == 2 and counts["unknown_choice"] == 2


@pytest.mark.parametrize("frame", [
    "{not json", "[1, 2]", '"join"', '{"type": "fly"}', b"\x00\x01binary",
    '{"type": "join", "seat": "0", "secret": "x"}',
    '{"type": "join", "seat": true, "secret": "x"}',
    '{"type": "act", "position": 1, "choice": "c0a", "seat": 1}',
    '{"type": "act", "position": 1.5, "choice": "c0a"}',
    "[" * 5000,
])
def test_malformed_frames_are_refused_counted_and_closed(server: PhoneServer,
                                                          frame: str | bytes) -> None:
    assert server.port is not None
    server.publish(0, panel(1, 0))
    phone = Phone(server.port)
    phone.join(0, server.key(0).secret)
    phone.until("panel")
    phone.socket.send(frame)
    assert phone.next()["type"] == "error"
    with pytest.raises(ConnectionClosed):
        phone.next()
    assert server.counters()["malformed"] == 1
    assert _acts(server, 0.2) == []


def test_an_oversized_message_is_refused_and_counted(server: PhoneServer) -> None:
    assert server.port is not None
    phone = Phone(server.port)
    phone.send(json.dumps({"type": "ping", "pad": "x" * (1 << 20)}))
    with pytest.raises(ConnectionClosed) as closed:
        phone.next()
    assert closed.value.rcvd is not None and closed.value.rcvd.code == 1009
    _wait_count(server, "oversized")


def test_a_truncated_frame_is_counted_and_the_server_carries_on(server: PhoneServer) -> None:
    assert server.port is not None
    raw = socket.create_connection(("127.0.0.1", server.port), timeout=3)
    raw.sendall(b"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUpgrade: websocket\r\n"
                b"Connection: Upgrade\r\n"
                b"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                b"Sec-WebSocket-Version: 13\r\n\r\n" % server.port)
    assert b"101" in raw.recv(4096).split(b"\r\n")[0]
    # A masked text frame announcing 100 bytes, then only 5 of them, then hang up.
    raw.sendall(bytes([0x81, 0x80 | 100, 1, 2, 3, 4]) + b"hello")
    raw.close()
    _wait_count(server, "broken")
    phone = Phone(server.port)
    phone.send({"type": "ping"})
    assert phone.next()["type"] == "pong"


def test_a_thousand_messages_a_second_close_the_connection(server: PhoneServer) -> None:
    assert server.port is not None
    server.publish(0, panel(1, 0))
    phone = Phone(server.port)
    phone.join(0, server.key(0).secret)
    phone.until("panel")
    with pytest.raises(ConnectionClosed):
        for _ in range(1000):
            phone.send({"type": "ping"})
        while True:
            phone.next()
    assert server.counters()["flood"] == 1
    assert sum(message["type"] == "pong" for message in phone.received) < 100
    assert _acts(server, 0.2) == []


@pytest.mark.parametrize("path", [
    "/../secret.txt", "/%2e%2e/secret.txt", "/..%2fsecret.txt", "/link.js", "/.hidden.js",
    "//etc/passwd", "/etc/passwd", "/nothing.html", "/page/index.html", "/index.html/",
])
def test_http_serves_only_the_pages_own_files(server: PhoneServer, path: str) -> None:
    assert server.port is not None
    status, body = _get(server.port, path)
    assert status == 404 and b"not for phones" not in body
    assert server.counters()["http_refused"] == 1


def test_http_serves_the_page(server: PhoneServer) -> None:
    assert server.port is not None
    assert _get(server.port, "/") == (200, b"<!doctype html><title>hand</title>")
    assert _get(server.port, "/app.js?v=2") == (200, b"export {};")


def test_the_page_is_served_with_a_policy_that_allows_only_its_own_files(
        server: PhoneServer) -> None:
    assert server.port is not None
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=3)
    connection.request("GET", "/")
    policy = connection.getresponse().getheader("Content-Security-Policy") or ""
    assert "default-src 'none'" in policy and "connect-src 'self'" in policy


def test_a_socket_opened_by_another_site_is_refused_and_counted(server: PhoneServer) -> None:
    from websockets.exceptions import InvalidStatus
    from websockets.sync.client import connect
    from websockets.typing import Origin

    assert server.port is not None
    address = f"ws://127.0.0.1:{server.port}/ws"
    with pytest.raises(InvalidStatus) as refused:
        connect(address, origin=Origin("http://example.com"))
    assert refused.value.response.status_code == 403
    assert server.counters()["foreign_origin"] == 1
    with connect(address, origin=Origin(f"http://127.0.0.1:{server.port}")) as own:
        own.send(json.dumps({"type": "ping"}))
        assert json.loads(own.recv(timeout=3)) == {"type": "pong"}
    assert server.counters()["foreign_origin"] == 1


def test_the_port_is_free_once_stopped_and_a_taken_port_falls_to_the_next(
        server: PhoneServer) -> None:
    assert server.port is not None
    taken = server.port
    second = PhoneServer(language="en", port=taken, tries=3, host="127.0.0.1", page={})
    assert second.start() != taken
    second.stop()
    server.stop()
    with socket.create_server(("127.0.0.1", taken)):
        pass


def test_stopping_tells_each_phone_its_seat_is_gone_before_closing(server: PhoneServer) -> None:
    """Trial s23 C: a game left for the menu closed the phones' links with no word, so a
    page kept its hand under "Reconnecting…"; now each is told, and its page clears it."""
    assert server.port is not None
    server.publish(0, panel(3, 0))
    seated = Phone(server.port)
    seated.join(0, server.key(0).secret)
    assert seated.next()["type"] == "panel"
    server.stop()
    assert seated.until("gone") == {"type": "gone", "text": server.seating.words("gone")}


def _wait_count(server: PhoneServer, name: str) -> None:
    deadline = time.monotonic() + PATIENCE
    while server.counters()[name] < 1 and time.monotonic() < deadline:
        time.sleep(0.02)
    assert server.counters()[name] == 1


def test_the_pages_words_come_whole_in_each_language() -> None:
    english, korean = page_words("en"), page_words("ko")
    assert set(english) == set(korean) and "reconnecting" in english
    assert english["reconnecting"] != korean["reconnecting"]
