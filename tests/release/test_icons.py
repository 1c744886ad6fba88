"""The icon set: every size each desktop asks for, in the containers each one reads."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from tests.release.scripts import ROOT

icons = pytest.importorskip("icons")

PNG = b"\x89PNG\r\n\x1a\n"


def _png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG)
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_each_png_is_drawn_at_the_size_asked_for() -> None:
    for size in (16, 32, 48, 256):
        assert _png_size(icons.png(size)) == (size, size)


def test_small_sizes_are_drawn_from_the_small_icon() -> None:
    # Up to 32 points on screen the die alone is drawn, whatever the pixels: 64 pixels for
    # 32 Retina points are the small icon, 64 pixels for 64 points the full one.
    assert icons.png(32) == icons.png(32, 16)
    assert icons.png(64, 32) != icons.png(64)


def test_the_windows_icon_holds_every_size_as_png() -> None:
    data = icons.ico()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(icons.WINDOWS_SIZES))
    for index, size in enumerate(icons.WINDOWS_SIZES):
        width, height, _colours, _zero, planes, bits, length, offset = struct.unpack(
            "<BBBBHHII", data[6 + 16 * index:22 + 16 * index])
        assert (width or 256, height or 256, planes, bits) == (size, size, 1, 32)
        assert _png_size(data[offset:offset + length]) == (size, size)


def test_the_macos_icon_holds_each_size_and_its_retina_double() -> None:
    data = icons.icns()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    found = {}
    cursor = 8
    while cursor < len(data):
        kind, length = data[cursor:cursor + 4], struct.unpack(">I", data[cursor + 4:cursor + 8])[0]
        found[kind] = _png_size(data[cursor + 8:cursor + length])
        cursor += length
    assert found == {kind: (pixels, pixels) for kind, pixels, _points in icons.MACOS_ELEMENTS}


def test_the_linux_set_follows_the_hicolor_layout(tmp_path: Path) -> None:
    icons.build(tmp_path)
    for size in icons.LINUX_SIZES:
        path = tmp_path / "hicolor" / f"{size}x{size}" / "apps" / "tabletop.png"
        assert _png_size(path.read_bytes()) == (size, size)
    scalable = tmp_path / "hicolor" / "scalable" / "apps" / "tabletop.svg"
    assert scalable.read_bytes() == (ROOT / "assets" / "icon" / "tabletop.svg").read_bytes()
    assert (tmp_path / "tabletop.ico").is_file() and (tmp_path / "tabletop.icns").is_file()


def test_the_window_icon_is_the_projects_not_pygames() -> None:
    from scenes.shell import assets

    icon = assets.window_icon()
    assert icon is not None
    assert icon.get_size() == (assets.WINDOW_ICON_PX, assets.WINDOW_ICON_PX)
    # The felt's green at the middle of the left edge, inside the wooden rim.
    x = round(assets.WINDOW_ICON_PX * 0.14)
    red, green, blue, alpha = icon.get_at((x, assets.WINDOW_ICON_PX // 2))
    assert alpha == 255 and green > red and green > blue
