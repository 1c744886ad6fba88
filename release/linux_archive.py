"""The Linux download: ``dist/tabletop-<version>-linux-x86_64.tar.gz`` from the one-dir build.

    uv run python release/linux_archive.py      (after pyinstaller build.spec)

The archive holds one folder, ``tabletop-<version>-linux-x86_64/``, with

- ``tabletop/``: the one-dir (``tabletop/tabletop`` starts the program as it is);
- ``icons/hicolor/``: the icon set in the freedesktop layout (release/icons.py);
- ``tabletop.desktop``: the menu entry (release/linux/);
- ``install.sh``: adds Tabletop to the player's own menu, ``--uninstall`` removes it;
- ``THIRD-PARTY-NOTICES.txt``: the bundle's notices, also inside ``tabletop/_internal``.

Prints the archive's path.
"""

from __future__ import annotations

import argparse
import importlib.metadata
import platform
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "release"))

import icons  # noqa: E402  (release/icons.py)
import notices  # noqa: E402  (release/notices.py)


def archive_name(version: str, machine: str | None = None) -> str:
    """``tabletop-<version>-linux-<machine>``, the folder inside and the file's stem."""
    return f"tabletop-{version}-linux-{machine or platform.machine()}"


def build(one_dir: Path, out: Path, version: str) -> Path:
    """Assemble the folder in a temporary place and pack it as ``out/<name>.tar.gz``."""
    if not (one_dir / "tabletop").is_file():
        raise SystemExit(f"{one_dir} holds no 'tabletop' program: run pyinstaller first")
    name = archive_name(version)
    with tempfile.TemporaryDirectory() as temporary:
        folder = Path(temporary) / name
        folder.mkdir()
        shutil.copytree(one_dir, folder / "tabletop", symlinks=True)
        built_icons = icons.build(Path(temporary) / "icons")
        shutil.copytree(built_icons / "hicolor", folder / "icons" / "hicolor")
        for file in ("tabletop.desktop", "install.sh"):
            shutil.copy2(ROOT / "release" / "linux" / file, folder / file)
        (folder / "install.sh").chmod(0o755)
        shutil.copy2(one_dir / "_internal" / notices.FILE_NAME, folder / notices.FILE_NAME)
        out.mkdir(parents=True, exist_ok=True)
        target = out / f"{name}.tar.gz"
        # Level 6: nearly the size of 9 in half the time (CI packs it on every run).
        with tarfile.open(target, "w:gz", compresslevel=6) as packed:
            packed.add(folder, arcname=name)
    return target


def main() -> None:
    parser = argparse.ArgumentParser(description="Pack the Linux download from dist/tabletop.")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="where pyinstaller left the one-dir (dist)")
    args = parser.parse_args()
    version = importlib.metadata.version("tabletop")
    print(build(args.dist / "tabletop", args.dist, version))


if __name__ == "__main__":
    main()
