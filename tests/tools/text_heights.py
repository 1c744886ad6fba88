"""Print the smallest text height and the lowest contrast of every screen at 1920x1080.

    uv run python -m tests.tools.text_heights [--lang en ko] [--shots FOLDER]
        [--size 1280x720] [SCREEN ...]

For each screen of :func:`tests.scenes.sofa_screens.sofa_screens` (or those named) and
language: the smallest text's height in pixels and its words, the lowest contrast and
its words, and every text under 22 px or 4.5:1 below it. Heights and contrasts are
defined in :mod:`tests.scenes.sofa_text`. ``--shots`` also saves each screen's PNG.
``--size`` reads another window size; the least height then scales with the window's
height (22 px at 1080 is 14.7 px at 720), as the layouts do. The
program runs with its home folder in a temporary directory: nothing of the player's is
read or written.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def _short(text: str, width: int = 34) -> str:
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("screens", nargs="*", help="screen names (default: all)")
    parser.add_argument("--lang", nargs="+", default=["en", "ko"])
    parser.add_argument("--shots", type=Path, help="save each screen's PNG here")
    parser.add_argument("--quiet", action="store_true", help="one line per screen")
    parser.add_argument("--size", default="1920x1080", help="window size (default 1920x1080)")
    args = parser.parse_args(argv)
    width, height = (int(part) for part in args.size.lower().split("x"))
    with tempfile.TemporaryDirectory() as home:
        from tabletop.storage.paths import OVERRIDE_VARIABLE

        os.environ[OVERRIDE_VARIABLE] = home
        import pygame

        from tests.scenes.program import running_app
        from tests.scenes.sofa_screens import read_all
        from tests.scenes.sofa_text import LEAST_CONTRAST, SOFA_HEIGHT_1080

        least = SOFA_HEIGHT_1080 * height / 1080

        if args.shots:
            args.shots.mkdir(parents=True, exist_ok=True)
        failing = 0
        print(f"{'screen':34} {'lang':4} {'least px':>8}  {'text':34} {'contrast':>8}  text")
        with running_app() as app:
            for language in args.lang:
                started = time.perf_counter()
                for reading in read_all(app, language, args.screens or None,
                                        shots=args.shots, size=(width, height)):
                    took, started = time.perf_counter() - started, time.perf_counter()
                    small, faint = reading.smallest(), reading.least_contrast()
                    print(f"{reading.screen:34} {language:4} "
                          f"{small.size_px if small else '-':>8}  "
                          f"{_short(small.text) if small else '':34} "
                          f"{faint.contrast if faint else '-':>8}  "
                          f"{_short(faint.text.text) if faint else '':34} {took:5.1f} s",
                          flush=True)
                    small_ones = reading.too_small(least)
                    bad = [*small_ones, *reading.too_faint()]
                    failing += bool(bad)
                    if args.quiet:
                        continue
                    for item in small_ones:
                        print(f"    {item.size_px:>3} px  {_short(item.text, 60)}")
                    for found in reading.too_faint():
                        print(f"    {found.contrast:>5}:1 {_short(found.text.text, 50)} "
                              f"ink {found.ink} on {found.ground} at {found.box[:2]}")
        pygame.quit()
        print(f"{failing} screen readings with text under {least:.1f} px or "
              f"{LEAST_CONTRAST}:1")
    return 1 if failing else 0


if __name__ == "__main__":
    raise SystemExit(main())
