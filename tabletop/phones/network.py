"""The address phones reach this machine at on the home network."""

from __future__ import annotations

import socket

_PROBE = ("192.0.2.1", 9)
"""A documentation-only address (TEST-NET-1, RFC 5737): connecting a UDP socket to it
sends nothing, it only makes the system pick the interface of its default route."""


def lan_address() -> str:
    """The machine's outgoing LAN IPv4 address, found without sending a packet
    (a UDP ``connect`` only picks a route); ``127.0.0.1`` when there is no network."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(_PROBE)
            address: str = probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    return "127.0.0.1" if address.startswith("0.") else address
