"""Checks on the packaged one-dir: its size, its notices, and what must stay out of it.

    python .ci/bundle.py dist/tabletop --toc build/build/PYZ-00.toc [--max-mib 75]

Fails (exit 1) when the one-dir is over ``--max-mib``, when THIRD-PARTY-NOTICES.txt
is missing or leaves out a shared library the folder holds, or when a module or
library that build.spec excludes was collected after all (setuptools and the
rest of the lean-start list, GPL readline, the C++ runtime only MIDI needs).
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

EXCLUDED_MODULES = ("setuptools", "pkg_resources", "distutils", "readline", "rlcompleter",
                    "websockets.cli", "numpy", "tkinter", "pytest")
EXCLUDED_FILES = ("libreadline", "readline.", "libstdc++", "libgcc_s")
NOTICES = "THIRD-PARTY-NOTICES.txt"


def size_mib(folder: Path) -> float:
    total = sum(path.lstat().st_size for path in folder.rglob("*")
                if path.is_file() and not path.is_symlink())
    return total / 2**20


def shared_libraries(folder: Path) -> list[str]:
    return sorted({path.name for path in folder.rglob("*")
                   if ".so" in path.suffixes or path.suffix in (".dll", ".dylib")
                   if "cpython" not in path.name and not path.name.startswith("_")})


def bundled_modules(toc: Path) -> list[str]:
    """Module names in PyInstaller's PYZ table of contents: ``(archive, [(name, source,
    kind), ...])``."""
    _archive, entries = ast.literal_eval(toc.read_text(encoding="utf-8"))
    return [name for name, _source, _kind in entries]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--toc", type=Path, required=True, help="PyInstaller's PYZ-00.toc")
    parser.add_argument("--max-mib", type=float, default=75.0)
    args = parser.parse_args()
    problems = []

    size = size_mib(args.folder)
    print(f"{args.folder}: {size:.1f} MiB (budget {args.max_mib:g} MiB)")
    if size > args.max_mib:
        problems.append(f"the one-dir is {size:.1f} MiB, over its {args.max_mib:g} MiB")

    notices = next(args.folder.rglob(NOTICES), None)
    if notices is None:
        problems.append(f"no {NOTICES} in the bundle")
    else:
        text = notices.read_text(encoding="utf-8")
        libraries = shared_libraries(args.folder)
        missing = [name for name in libraries if name not in text]
        print(f"{notices.relative_to(args.folder)}: {len(text) // 1024} KiB, names "
              f"{len(libraries) - len(missing)} of the {len(libraries)} shared libraries")
        problems += [f"{NOTICES} does not name {name}" for name in missing]

    modules = bundled_modules(args.toc)
    for excluded in EXCLUDED_MODULES:
        found = [name for name in modules if name == excluded or name.startswith(excluded + ".")]
        if found:
            problems.append(f"{excluded} is bundled after all ({len(found)} modules)")
    for path in args.folder.rglob("*"):
        if path.name.startswith(EXCLUDED_FILES):
            problems.append(f"{path.relative_to(args.folder)} is bundled after all")
    if not any("bundled after all" in problem for problem in problems):
        print(f"{len(modules)} Python modules, none of them {', '.join(EXCLUDED_MODULES)}; "
              f"no {', '.join(EXCLUDED_FILES)}")

    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
