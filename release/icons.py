"""The icon set every desktop needs, drawn from the project's two SVG files.

``assets/icon/tabletop.svg`` is the icon; ``assets/icon/tabletop-small.svg`` is its
die alone, for 32 pixels and less, where the card and the chip would blur into
it. SDL_image (through pygame-ce, already a dependency) rasterises both, so the
set is made on every platform by the same code and nothing drawn is committed
twice:

- ``hicolor/<N>x<N>/apps/tabletop.png`` and ``hicolor/scalable/apps/tabletop.svg``
  for Linux desktops (freedesktop icon theme layout);
- ``tabletop.ico`` for Windows (PNG-compressed images, 16 to 256 pixels);
- ``tabletop.icns`` for macOS (PNG images, 16 to 1024 pixels, with the Retina pairs).

``python release/icons.py DIR`` writes them into DIR; build.spec calls
:func:`build` into PyInstaller's work folder.
"""

from __future__ import annotations

import io
import os
import shutil
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON = ROOT / "assets" / "icon" / "tabletop.svg"
SMALL_ICON = ROOT / "assets" / "icon" / "tabletop-small.svg"
NAME = "tabletop"
SMALL_UP_TO = 32
"""Largest size drawn from the small icon, in points on screen."""

LINUX_SIZES = (16, 22, 24, 32, 48, 64, 96, 128, 256, 512)
WINDOWS_SIZES = (16, 20, 24, 32, 40, 48, 64, 256)
# ICNS element types with PNG data: (type, pixels, points on screen).
MACOS_ELEMENTS = (
    (b"icp4", 16, 16), (b"ic11", 32, 16),
    (b"icp5", 32, 32), (b"ic12", 64, 32),
    (b"ic07", 128, 128), (b"ic13", 256, 128),
    (b"ic08", 256, 256), (b"ic14", 512, 256),
    (b"ic09", 512, 512), (b"ic10", 1024, 512),
)


def png(pixels: int, points: int | None = None) -> bytes:
    """The icon as PNG bytes, ``pixels`` square, for ``points`` on screen (the small
    icon up to :data:`SMALL_UP_TO` points; ``points`` defaults to ``pixels``)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    source = SMALL_ICON if (points or pixels) <= SMALL_UP_TO else ICON
    surface = pygame.image.load_sized_svg(str(source), (pixels, pixels))
    if surface.get_size() != (pixels, pixels):
        raise ValueError(f"{source.name} drew {surface.get_size()} for {pixels} pixels")
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "png")
    return buffer.getvalue()


def ico(sizes: tuple[int, ...] = WINDOWS_SIZES) -> bytes:
    """A Windows icon file of PNG images (read by Windows since Vista)."""
    images = [png(size) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in zip(sizes, images, strict=True):
        side = 0 if size >= 256 else size  # 0 means 256 in a directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def icns(elements: tuple[tuple[bytes, int, int], ...] = MACOS_ELEMENTS) -> bytes:
    """A macOS icon file: each element is its type, its length and a PNG image."""
    body = b""
    for kind, pixels, points in elements:
        data = png(pixels, points)
        body += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def build(folder: Path) -> Path:
    """Write the whole set into ``folder`` (created); returns ``folder``."""
    hicolor = folder / "hicolor"
    for size in LINUX_SIZES:
        apps = hicolor / f"{size}x{size}" / "apps"
        apps.mkdir(parents=True, exist_ok=True)
        (apps / f"{NAME}.png").write_bytes(png(size))
    scalable = hicolor / "scalable" / "apps"
    scalable.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(ICON, scalable / f"{NAME}.svg")
    (folder / f"{NAME}.ico").write_bytes(ico())
    (folder / f"{NAME}.icns").write_bytes(icns())
    return folder


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python release/icons.py DIR")
    print(f"icons written to {build(Path(sys.argv[1]))}")
