"""Every package the project installs, pinned in pyproject.toml.

uv.lock cannot be committed (it records the package index's address), so the
exact versions of everything beneath the direct dependencies live in
``[tool.uv] constraint-dependencies`` (and, for the build backend,
``build-constraint-dependencies``). Both lists are generated, never edited by
hand:

    uv run python .ci/pins.py write   # resolve for every platform, rewrite the lists
    uv run python .ci/pins.py check   # fail if this environment differs from the pins

``write`` asks ``uv pip compile --universal`` for one resolution valid on
Linux, macOS and Windows (platform-only packages keep their markers), then
replaces the two lists in place. ``check`` (run by CI after ``uv sync``) fails
when an installed package is unpinned or installed at another version, or when
a pin that applies to this platform is not installed.
"""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
PROJECT = "tabletop"
BUILD_BACKEND = "hatchling"


def _compile(requirements: list[str], *extra: str) -> list[str]:
    """One universal resolution, as bare ``name==version ; marker`` lines."""
    with tempfile.TemporaryDirectory() as folder:
        source = Path(folder) / "requirements.in"
        source.write_text("\n".join(requirements) + "\n", encoding="utf-8")
        result = subprocess.run(
            ["uv", "pip", "compile", str(source), "--universal", "--no-header",
             "--no-annotate", "--quiet", *extra],
            check=True, capture_output=True, text=True)
    pins = []
    for line in result.stdout.splitlines():
        line = line.strip()
        # Index options and comments would name where packages came from: keep only pins.
        if line and not line.startswith(("#", "-")):
            pins.append(line)
    return sorted(pins, key=lambda pin: canonicalize_name(Requirement(pin).name))


def _format_list(key: str, pins: list[str]) -> str:
    body = "".join(f'    "{pin}",\n' for pin in pins)
    return f"{key} = [\n{body}]"


def write() -> None:
    config = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))
    wanted = list(config["project"]["dependencies"])
    wanted += config["dependency-groups"]["dev"]
    runtime = _compile(wanted)
    build = _compile(config["build-system"]["requires"])
    text = PYPROJECT.read_text(encoding="utf-8")
    for key, pins in (("constraint-dependencies", runtime),
                      ("build-constraint-dependencies", build)):
        pattern = re.compile(rf"^{key} = \[\n(?:.*\n)*?\]", re.MULTILINE)
        if not pattern.search(text):
            raise SystemExit(f"pyproject.toml has no '{key} = [...]' list under [tool.uv]")
        text = pattern.sub(_format_list(key, pins), text, count=1)
    PYPROJECT.write_text(text, encoding="utf-8")
    print(f"pinned {len(runtime)} packages and {len(build)} build packages")


def differences() -> list[str]:
    """What this environment has that the pins don't say, and the reverse."""
    config = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))
    pinned: dict[str, str] = {}
    for line in config["tool"]["uv"]["constraint-dependencies"]:
        requirement = Requirement(line)
        if requirement.marker is not None and not requirement.marker.evaluate():
            continue  # another platform's package
        (version,) = (spec.version for spec in requirement.specifier)
        pinned[canonicalize_name(requirement.name)] = version
    installed = {
        canonicalize_name(dist.metadata["Name"]): dist.version
        for dist in importlib.metadata.distributions()
    }
    installed.pop(canonicalize_name(PROJECT), None)
    problems = []
    for name, version in sorted(installed.items()):
        if name not in pinned:
            problems.append(f"{name} {version} is installed but not pinned")
        elif pinned[name] != version:
            problems.append(f"{name} is {version} here but pinned at {pinned[name]}")
    problems += [f"{name}=={version} is pinned for this platform but not installed"
                 for name, version in sorted(pinned.items()) if name not in installed]
    for line in config["project"]["dependencies"] + config["dependency-groups"]["dev"]:
        requirement = Requirement(line)
        name = canonicalize_name(requirement.name)
        if name in pinned and not requirement.specifier.contains(pinned[name]):
            problems.append(f"{line} disagrees with its constraint {name}=={pinned[name]}")
    return problems


def check() -> None:
    problems = differences()
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        raise SystemExit("the environment differs from pyproject.toml's pins; "
                         "run `uv run python .ci/pins.py write` and commit the change")
    print("the environment matches pyproject.toml's pins")


if __name__ == "__main__":
    command = sys.argv[1] if len(sys.argv) > 1 else ""
    if command == "write":
        write()
    elif command == "check":
        check()
    else:
        raise SystemExit(__doc__)
