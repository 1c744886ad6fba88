"""The README's screenshots against a fresh ``tabletop --screenshots`` set.

    python .ci/screenshots.py NEW_FOLDER assets/screenshots

Fails (exit 1) when the fresh set lacks a picture, when the committed set lacks one
of the fresh set's (a game without its screenshot), or when README.md does not show
each of them. Pixels that differ are reported, not failed: every change to how a
screen looks would otherwise fail every other change's CI until someone refreshed
the pictures. The line printed says how (the refresh is one command).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
REFRESH = "uv run tabletop --screenshots assets/screenshots"


def differing_share(fresh: Path, committed: Path) -> float:
    """The share of pixels that differ (1.0 when the sizes differ)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    one, two = pygame.image.load(str(fresh)), pygame.image.load(str(committed))
    if one.get_size() != two.get_size():
        return 1.0
    first = pygame.image.tobytes(one, "RGB")
    second = pygame.image.tobytes(two, "RGB")
    if first == second:
        return 0.0
    import numpy  # a development dependency, installed wherever CI runs

    pixels = numpy.frombuffer(first, numpy.uint8).reshape(-1, 3)
    others = numpy.frombuffer(second, numpy.uint8).reshape(-1, 3)
    return float((pixels != others).any(axis=1).mean())


def main() -> int:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    fresh_folder, committed_folder = Path(sys.argv[1]), Path(sys.argv[2])
    fresh = sorted(path.name for path in fresh_folder.glob("*.png"))
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    problems, stale = [], []
    if not fresh:
        problems.append(f"tabletop --screenshots wrote nothing into {fresh_folder}")
    for name in fresh:
        committed = committed_folder / name
        if not committed.is_file():
            problems.append(f"{committed} is missing: the README has no picture of it")
            continue
        if f"{committed_folder.name}/{name}" not in readme:
            problems.append(f"README.md does not show {committed_folder.name}/{name}")
        share = differing_share(fresh_folder / name, committed)
        print(f"{name}: {'the same' if share == 0 else f'{share:.1%} of its pixels differ'}")
        if share:
            stale.append(name)
    if stale:
        print(f"these README pictures differ from what the program draws now: "
              f"{', '.join(stale)}; refresh them with: {REFRESH}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
