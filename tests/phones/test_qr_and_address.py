"""The QR code drawn on the shared screen and the address it carries."""

from __future__ import annotations

import ipaddress

import pygame
import segno

from scenes.screens.phones_screen import QUIET_MODULES, qr_surface
from tabletop.phones.network import lan_address
from tabletop.phones.protocol import new_code, new_secret, seat_url
from tests.scenes.conftest import screen

__all__ = ["screen"]


def test_the_qr_code_is_segnos_matrix_in_whole_pixel_modules(screen: pygame.Surface) -> None:
    url = seat_url("192.168.1.20", 8765, 2, new_secret())
    drawn = qr_surface(url, 240)
    matrix = segno.make(url, error="m").matrix
    count = len(matrix) + 2 * QUIET_MODULES
    module = drawn.get_width() // count
    assert drawn.get_width() == module * count <= 240 and module >= 2
    for row, line in enumerate(matrix):
        for column, dark in enumerate(line):
            x = (column + QUIET_MODULES) * module + module // 2
            y = (row + QUIET_MODULES) * module + module // 2
            assert (drawn.get_at((x, y))[:3] == (0, 0, 0)) == bool(dark)
    assert drawn.get_at((module, module))[:3] == (255, 255, 255)  # the quiet margin


def test_the_address_is_this_machines_ipv4_and_the_secret_is_long() -> None:
    address = ipaddress.ip_address(lan_address())
    assert address.version == 4 and not address.is_unspecified
    secret = new_secret()
    assert len(secret) >= 22 and secret != new_secret()  # 128 bits are 22 URL-safe letters
    assert seat_url("10.0.0.5", 8766, 1, secret) == f"http://10.0.0.5:8766/#1.{secret}"
    codes = {new_code() for _ in range(200)}
    assert all(not set(code) & set("01OI") for code in codes)
