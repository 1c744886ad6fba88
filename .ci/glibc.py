"""The newest C library (glibc) a folder of Linux programs and libraries needs.

    python .ci/glibc.py FOLDER [--max 2.35]

Reads every ELF file under FOLDER (the executable and each shared library),
collects the ``GLIBC_x.y`` versions its dynamic symbols ask for (the GNU
version-needs section, what ``objdump -p`` lists under "Version References"),
prints the newest and the files that need it, and exits 1 when it is newer than
``--max``: the Linux download must start on Ubuntu 22.04, whose glibc is 2.35.
Pure Python, so CI needs no binutils.
"""

from __future__ import annotations

import argparse
import struct
import sys
from collections.abc import Iterator
from pathlib import Path

SHT_GNU_VERNEED = 0x6FFFFFFE
ELF_MAGIC = b"\x7fELF"


def _sections(data: bytes, little: bool, wide: bool) -> Iterator[tuple[int, int, int, int]]:
    """(type, offset, size, link) of each section header."""
    order = "<" if little else ">"
    if wide:
        shoff, = struct.unpack_from(order + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x3A)
    else:
        shoff, = struct.unpack_from(order + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x2E)
    for index in range(shnum):
        base = shoff + index * shentsize
        if wide:
            _name, kind, _flags, _addr, offset, size, link = struct.unpack_from(
                order + "IIQQQQI", data, base)
        else:
            _name, kind, _flags, _addr, offset, size, link = struct.unpack_from(
                order + "IIIIIII", data, base)
        yield kind, offset, size, link


def needed_versions(data: bytes) -> set[str]:
    """Every version name (``GLIBC_2.34``, ``GLIBCXX_3.4``...) an ELF image asks for."""
    if not data.startswith(ELF_MAGIC) or len(data) < 64:  # no ELF, or not even its header
        return set()
    wide = data[4] == 2
    little = data[5] == 1
    order = "<" if little else ">"
    sections = list(_sections(data, little, wide))
    names: set[str] = set()
    for kind, offset, _size, link in sections:
        if kind != SHT_GNU_VERNEED:
            continue
        strings = sections[link][1]
        entry = offset
        while True:
            _version, count, _file, aux, following = struct.unpack_from(order + "HHIII", data,
                                                                          entry)
            cursor = entry + aux
            for _ in range(count):
                _hash, _flags, _other, name, next_aux = struct.unpack_from(order + "IHHII", data,
                                                                           cursor)
                end = data.index(b"\0", strings + name)
                names.add(data[strings + name:end].decode("ascii", "replace"))
                cursor += next_aux
            if not following:
                break
            entry += following
    return names


def glibc_version(name: str) -> tuple[int, ...] | None:
    """``GLIBC_2.34`` -> (2, 34); None for anything else (GLIBC_PRIVATE, GLIBCXX_...)."""
    if not name.startswith("GLIBC_"):
        return None
    try:
        return tuple(int(part) for part in name.removeprefix("GLIBC_").split("."))
    except ValueError:
        return None


def scan(folder: Path) -> dict[Path, tuple[int, ...]]:
    """Each ELF file under ``folder`` (symbolic links once, at their target) and the
    newest glibc version it needs."""
    found: dict[Path, tuple[int, ...]] = {}
    seen: set[Path] = set()
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        real = path.resolve()
        if real in seen:
            continue
        seen.add(real)
        with path.open("rb") as file:
            if file.read(4) != ELF_MAGIC:
                continue
        versions = [glibc_version(name) for name in needed_versions(path.read_bytes())]
        known = [version for version in versions if version is not None]
        if known:
            found[path] = max(known)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--max", default="2.35", help="the newest glibc allowed (2.35)")
    args = parser.parse_args(argv)
    found = scan(args.folder)
    if not found:
        print(f"no ELF file under {args.folder} asks for a glibc version", file=sys.stderr)
        return 1
    allowed = tuple(int(part) for part in args.max.split("."))
    newest = max(found.values())
    shown = ".".join(map(str, newest))
    print(f"highest GLIBC_ version needed: GLIBC_{shown} ({len(found)} ELF files read)")
    for path, version in sorted(found.items()):
        if version == newest or version > allowed:
            print(f"  GLIBC_{'.'.join(map(str, version))}  {path.relative_to(args.folder)}")
    if newest > allowed:
        print(f"the bundle needs glibc {shown}, newer than the {args.max} it must start on",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
