"""The command line (DESIGN §7): ``main()`` is the ``tabletop`` console script.

``--smoke DIR`` and ``--bench`` run the self test and the benchmark
(:mod:`scenes.tools.smoke`, :mod:`scenes.tools.bench`), ``--screenshots DIR`` makes the
README's pictures (:mod:`scenes.tools.screenshots`); each is imported only when asked
for so a normal start stays fast. ``--version`` prints the version and opens no
window. This module sits above :mod:`scenes.shell.app`, which knows
nothing of the command line, so the self test and the benchmark can drive an
:class:`scenes.shell.app.App` without importing back into here.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from scenes.shell.app import App, Launch
from scenes.shell.assets import MissingFont
from scenes.shell.display import NoDisplay
from tabletop.i18n import LANGUAGES


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="tabletop", description="Five tabletop games on one screen."
    )
    parser.add_argument("--version", action="store_true",
                        help="print the version and exit")
    parser.add_argument("--smoke", metavar="DIR", help="self test: visit every scene, save PNGs")
    parser.add_argument("--screenshots", metavar="DIR",
                        help="save the README's pictures (the menu and every game) into DIR")
    parser.add_argument("--bench", action="store_true", help="measure frame and bot timings")
    parser.add_argument("--phones", type=int, metavar="N",
                        help="with --bench: a Wizard Extreme table of N phones, server on")
    parser.add_argument("--external-phones", action="store_true",
                        help="with --bench --phones: wait for real pages instead of simulating")
    parser.add_argument("--lang", choices=LANGUAGES, help="interface language")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--seed", type=int, help="seed for reproducible games")
    # Used by --bench: a fresh process that reports its first menu frame, then exits.
    parser.add_argument("--first-frame", action="store_true", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def launch_options(args: argparse.Namespace) -> Launch:
    """The stored settings the command line overrides for this run."""
    return Launch(lang=args.lang, fullscreen=args.fullscreen, seed=args.seed)


def smoke_folder(text: str) -> Path | str:
    """The folder ``--smoke`` (or ``--screenshots``) writes into, created and checked; or
    why it cannot be."""
    if not text.strip():
        return "needs a folder to write the screenshots into (got an empty path)"
    folder = Path(text)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        descriptor, probe = tempfile.mkstemp(dir=folder, prefix=".smoke-probe.")
        os.close(descriptor)
        os.unlink(probe)
    except OSError as error:
        reason = error.strerror or type(error).__name__
        return f"cannot write screenshots into {text!r}: {reason}"
    return folder


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        return _run(args)
    except NoDisplay as error:
        print(f"tabletop: cannot open a window, because no display could be used ({error}).",
              file=sys.stderr)
        return 1
    except MissingFont as error:
        print(f"tabletop: cannot draw any text, because {error}.", file=sys.stderr)
        return 1
    except Exception as error:  # while starting: the main loop reports its own
        from scenes.shell import crash

        return crash.handle(error, None)


def _run(args: argparse.Namespace) -> int:
    if args.version:
        import tabletop

        print(f"tabletop {tabletop.__version__}")
        return 0
    launch = launch_options(args)
    if args.smoke is not None:
        from scenes.tools.smoke import run_smoke

        folder = smoke_folder(args.smoke)
        if isinstance(folder, str):
            print(f"tabletop: --smoke: {folder}", file=sys.stderr)
            return 2
        return run_smoke(folder, launch)
    if args.screenshots is not None:
        from scenes.tools.screenshots import run_screenshots

        folder = smoke_folder(args.screenshots)
        if isinstance(folder, str):
            print(f"tabletop: --screenshots: {folder}", file=sys.stderr)
            return 2
        return run_screenshots(folder, launch)
    if args.bench and args.phones:
        from scenes.tools.bench_phones import run_phone_bench

        return run_phone_bench(launch, args.phones, args.external_phones)
    if args.bench:
        from scenes.tools.bench import run_bench

        return run_bench(launch)
    if args.first_frame:
        from scenes.tools.bench import first_frame_child

        first_frame_child()
        return 0
    app = App(launch)
    app.start_menu()
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
