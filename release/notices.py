"""THIRD-PARTY-NOTICES.txt: what a packaged Tabletop carries that others made, and its licences.

build.spec calls :func:`write` with PyInstaller's own lists of what it collected
(``a.pure``, ``a.binaries``, ``a.datas``), so the file names exactly what is in
that bundle, on every platform:

- each Python package, by the distribution that installed it, with the licence
  its metadata states and the licence files it ships (pygame-ce ships none: the
  LGPL's text comes from ``release/licenses/``);
- the Python interpreter (its own LICENSE.txt) and PyInstaller's start-up program;
- each shared library, named with its project and licence from :data:`LIBRARIES`,
  and where it came from: a wheel, or the build machine's system (on Debian and
  Ubuntu the package's own copyright file is added);
- the font, whose licence text lies beside it in the bundle.

A library that :data:`LIBRARIES` does not know makes :func:`write` fail when
``strict`` (CI on Linux): the notices must never silently leave one out.
"""

from __future__ import annotations

import importlib.metadata
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePath

FILE_NAME = "THIRD-PARTY-NOTICES.txt"
LICENCE_TEXTS = Path(__file__).resolve().parent / "licenses"
OWN_PACKAGES = {"tabletop", "scenes"}
"""This project's own code (MIT, see the README), not a third party's."""

# Shared libraries by file name (matched case-insensitively from the name's start):
# pattern, project, licence (SPDX). The names cover pygame-ce's wheels for Linux (in
# pygame_ce.libs/), Windows (DLLs beside pygame/) and macOS (pygame/.dylibs/), and
# the Python runtime's own libraries on each.
LIBRARIES: tuple[tuple[str, str, str], ...] = (
    (r"(lib)?SDL2_image", "SDL_image 2", "Zlib"),
    (r"(lib)?SDL2_mixer", "SDL_mixer 2", "Zlib"),
    (r"(lib)?SDL2_ttf", "SDL_ttf 2", "Zlib"),
    (r"(lib)?SDL2", "SDL 2 (Simple DirectMedia Layer)", "Zlib"),
    (r"libFLAC", "FLAC", "BSD-3-Clause"),
    (r"(lib)?asound", "ALSA library", "LGPL-2.1-or-later"),
    (r"(lib)?brotli", "Brotli", "MIT"),
    (r"(lib)?fluidsynth", "FluidSynth", "LGPL-2.1-or-later"),
    (r"(lib)?freetype", "FreeType", "FTL OR GPL-2.0-or-later (used under the FTL)"),
    (r"(lib)?harfbuzz", "HarfBuzz", "MIT"),
    (r"(lib)?jpeg|(lib)?turbojpeg", "libjpeg-turbo", "IJG AND BSD-3-Clause AND Zlib"),
    (r"(lib)?mpg123|(lib)?out123|(lib)?syn123", "mpg123", "LGPL-2.1-only"),
    (r"(lib)?ogg", "libogg (Xiph.Org)", "BSD-3-Clause"),
    (r"(lib)?opusfile", "opusfile (Xiph.Org)", "BSD-3-Clause"),
    (r"(lib)?opus", "Opus (Xiph.Org)", "BSD-3-Clause"),
    (r"(lib)?png", "libpng", "Libpng-2.0"),
    (r"(lib)?portmidi", "PortMidi", "MIT"),
    (r"(lib)?sharpyuv|(lib)?webp", "libwebp", "BSD-3-Clause"),
    (r"(lib)?sndfile", "libsndfile", "LGPL-2.1-or-later"),
    (r"(lib)?tiff", "LibTIFF", "libtiff"),
    (r"(lib)?vorbis", "libvorbis (Xiph.Org)", "BSD-3-Clause"),
    (r"(lib)?wavpack", "WavPack", "BSD-3-Clause"),
    (r"(lib)?xmp", "libxmp", "MIT"),
    (r"(lib)?modplug", "libmodplug", "Unlicense"),
    (r"(lib)?gme", "Game_Music_Emu", "LGPL-2.1-or-later"),
    (r"(lib)?lzma|liblzma", "XZ Utils (liblzma)", "0BSD"),
    (r"(lib)?z(lib)?1?\.|libz\.", "zlib", "Zlib"),
    (r"(lib)?python3|python3\d*\.dll|Python$", "Python", "PSF-2.0"),
    (r"(lib)?ssl|(lib)?crypto", "OpenSSL 3", "Apache-2.0"),
    (r"(lib)?ffi", "libffi", "MIT"),
    (r"(lib)?bz2", "bzip2", "bzip2-1.0.6"),
    (r"(lib)?expat", "Expat", "MIT"),
    (r"(lib)?mpdec", "libmpdec", "BSD-2-Clause"),
    (r"(lib)?uuid", "libuuid (util-linux)", "BSD-3-Clause"),
    (r"(lib)?sqlite3", "SQLite", "blessing (public domain)"),
    (r"(lib)?crypt\.", "libxcrypt", "LGPL-2.1-or-later"),
    (r"(lib)?tinfo|(lib)?ncurses", "ncurses", "X11"),
    (r"vcruntime|msvcp|concrt", "Microsoft Visual C++ runtime",
     "Microsoft Visual C++ Redistributable licence"),
)
# Fonts by file name: what they are and their licence.
FONTS: tuple[tuple[str, str], ...] = (
    ("NotoSansKR", "Noto Sans KR (Tabletop's font): SIL Open Font License 1.1; the full text "
                   "is assets/fonts/OFL.txt in this bundle"),
    ("freesansbold", "GNU FreeFont FreeSans Bold (pygame-ce's fallback font): "
                     "GPL-3.0-or-later WITH Font-exception-2.0"),
)
TEXTS_FOR = {"LGPL-2.1": "LGPL-2.1.txt", "Apache-2.0": "Apache-2.0.txt", "Zlib": "Zlib.txt"}
"""Licence ids whose full text this file carries from release/licenses/ (when bundled)."""


@dataclass
class Library:
    file: str
    project: str
    licence: str
    origin: str
    debian_package: str | None = None


@dataclass
class Distribution:
    name: str
    version: str
    licence: str
    texts: list[tuple[str, str]] = field(default_factory=list)
    """(file name, text) of each licence file the distribution ships."""


class UnknownLibrary(Exception):
    """A bundled shared library that :data:`LIBRARIES` cannot name."""


def identify(file_name: str) -> tuple[str, str] | None:
    """(project, licence) of a shared library file, or None when unknown."""
    for pattern, project, licence in LIBRARIES:
        if re.match(pattern, file_name, re.IGNORECASE):
            return project, licence
    return None


def describe_font(file_name: str, strict: bool) -> str:
    """What a bundled font is and its licence, from :data:`FONTS`."""
    for start, description in FONTS:
        if file_name.startswith(start):
            return description
    if strict:
        raise UnknownLibrary(f"the notices cannot name the bundled font {file_name}; add it "
                             "to release/notices.py FONTS")
    return "not identified; see the font's own project"


def _licence_of(dist: importlib.metadata.Distribution) -> str:
    meta = dist.metadata
    expression = meta.get("License-Expression")
    if expression:
        return str(expression)
    stated = meta.get("License")
    if stated and len(stated) < 200:
        return str(stated)
    classifiers = [c.split(" :: ")[-1] for c in meta.get_all("Classifier") or []
                   if c.startswith("License ::")]
    return ", ".join(classifiers) or "not stated in its metadata"


def _licence_texts(dist: importlib.metadata.Distribution) -> list[tuple[str, str]]:
    named = set(dist.metadata.get_all("License-File") or [])
    texts = []
    for file in dist.files or []:
        path = PurePath(str(file))
        in_licenses = ".dist-info" in str(path.parent) and (
            "licenses" in path.parts or path.name in named)
        if in_licenses or (path.name in named and ".dist-info" in str(path)):
            located = Path(str(dist.locate_file(file)))
            if located.is_file():
                texts.append((path.name, located.read_text(encoding="utf-8", errors="replace")))
    return texts


def distributions(modules: Iterable[str]) -> list[Distribution]:
    """The installed distributions that the top-level ``modules`` came from (the standard
    library and this project's own packages are not among them)."""
    owners = importlib.metadata.packages_distributions()
    names: set[str] = set()
    for module in modules:
        if module in OWN_PACKAGES or module in sys.stdlib_module_names:
            continue
        names.update(owners.get(module, []))
    found = []
    for name in sorted(names, key=str.lower):
        dist = importlib.metadata.distribution(name)
        found.append(Distribution(dist.metadata["Name"], dist.version, _licence_of(dist),
                                  _licence_texts(dist)))
    return found


def _top_level(entry_name: str) -> str:
    return re.split(r"[./\\]", entry_name, maxsplit=1)[0]


def _debian_package(path: Path) -> str | None:
    """The Debian package that installed ``path``, where dpkg knows it."""
    if shutil.which("dpkg-query") is None:
        return None
    for candidate in (path, path.resolve()):
        done = subprocess.run(["dpkg-query", "-S", str(candidate)], capture_output=True,
                              text=True, check=False)
        if done.returncode == 0 and done.stdout:
            return done.stdout.split(":", 1)[0].strip()
    return None


def _origin(source: Path) -> str:
    for dist_name, where in _wheel_folders().items():
        if source.is_relative_to(where):
            return f"from the {dist_name} wheel"
    return "from the build machine's system"


def _wheel_folders() -> dict[str, Path]:
    """Folders holding a wheel's bundled libraries, by distribution name."""
    folders = {}
    site = Path(sysconfig.get_paths()["purelib"])
    for dist_name, folder in (("pygame-ce", "pygame_ce.libs"), ("pygame-ce", "pygame")):
        if (site / folder).is_dir():
            folders.setdefault(dist_name, site / folder)
    return folders


def libraries(binaries: Sequence[tuple[str, str, str]], strict: bool) -> list[Library]:
    """Every shared library in ``binaries`` (not Python extension modules), identified."""
    found, unknown = [], []
    for dest, source, kind in binaries:
        if kind == "EXTENSION":
            continue
        name = PurePath(dest).name
        known = identify(name)
        if known is None:
            unknown.append(name)
            known = ("not identified", "see the library's own project")
        origin = _origin(Path(source))
        package = _debian_package(Path(source)) if origin.endswith("system") else None
        found.append(Library(name, known[0], known[1], origin, package))
    if unknown and strict:
        raise UnknownLibrary("the notices cannot name these bundled libraries; add them to "
                             f"release/notices.py LIBRARIES: {', '.join(sorted(unknown))}")
    return sorted(found, key=lambda library: library.file.lower())


def _python_licence() -> str | None:
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    for candidate in (stdlib / "LICENSE.txt", Path(sys.base_prefix) / "LICENSE.txt",
                      Path(sys.base_prefix) / "LICENSE"):
        if candidate.is_file():
            return candidate.read_text(encoding="utf-8", errors="replace")
    return None


def _heading(title: str) -> str:
    return f"\n{'=' * 78}\n{title}\n{'=' * 78}\n\n"


def render(pure: Sequence[tuple[str, str, str]], binaries: Sequence[tuple[str, str, str]],
           datas: Sequence[tuple[str, str, str]], strict: bool = False) -> str:
    """The notices for a bundle made of these three PyInstaller lists."""
    modules = {_top_level(name) for name, _source, _kind in pure}
    modules |= {_top_level(dest) for dest, _source, kind in binaries if kind == "EXTENSION"}
    packages = distributions(modules)
    shared = libraries(binaries, strict)
    fonts = sorted({PurePath(dest).name for dest, _source, _kind in datas
                    if PurePath(dest).suffix.lower() in (".ttf", ".otf")})
    version = ".".join(map(str, sys.version_info[:3]))
    parts = [
        "Third-party software in this copy of Tabletop\n"
        "=============================================\n\n"
        "Tabletop itself is under the MIT licence. This bundle also carries the\n"
        "software below, each under its own licence. The libraries are separate files\n"
        "of this folder and may be replaced by compatible builds of your own (the LGPL\n"
        "libraries' sources are at their projects').\n",
        _heading("Python"),
        f"Python {version}, the interpreter and its standard library: PSF-2.0\n",
        "PyInstaller's start-up program (the tabletop executable): GPL-2.0-or-later with\n"
        "PyInstaller's exception, which allows it in programs under any licence\n",
        _heading("Python packages"),
    ]
    for package in packages:
        parts.append(f"{package.name} {package.version}: {package.licence}\n")
    parts.append(_heading("Shared libraries"))
    for library in shared:
        debian = f", Debian package {library.debian_package}" if library.debian_package else ""
        parts.append(f"{library.file}\n    {library.project}: {library.licence} "
                     f"({library.origin}{debian})\n")
    if fonts:
        parts.append(_heading("Fonts"))
        for font in fonts:
            parts.append(f"{font}\n    {describe_font(font, strict)}\n")
    parts.append(_heading("Licence texts"))
    for package in packages:
        for file_name, text in package.texts:
            parts.append(f"--- {package.name}: {file_name} ---\n\n{text.rstrip()}\n\n")
    licences = " ".join(library.licence for library in shared)
    licences += " " + " ".join(package.licence for package in packages)
    for key, file_name in TEXTS_FOR.items():
        if key in licences or (key == "LGPL-2.1" and "LGPL" in licences):
            text = (LICENCE_TEXTS / file_name).read_text(encoding="utf-8")
            parts.append(f"--- {key} ---\n\n{text.rstrip()}\n\n")
    for file_name, text in _licence_texts(importlib.metadata.distribution("pyinstaller")):
        parts.append(f"--- PyInstaller (its start-up program): {file_name} ---\n\n"
                     f"{text.rstrip()}\n\n")
    python = _python_licence()
    if python is not None:
        parts.append(f"--- Python: LICENSE.txt ---\n\n{python.rstrip()}\n\n")
    for package_name in sorted({lib.debian_package for lib in shared if lib.debian_package}):
        copyright_file = Path("/usr/share/doc") / package_name.split(":")[0] / "copyright"
        if copyright_file.is_file():
            text = copyright_file.read_text(encoding="utf-8", errors="replace")
            parts.append(f"--- Debian package {package_name}: copyright ---\n\n"
                         f"{text.rstrip()}\n\n")
    return "".join(parts)


def write(folder: Path, pure: Sequence[tuple[str, str, str]],
          binaries: Sequence[tuple[str, str, str]], datas: Sequence[tuple[str, str, str]],
          ) -> Path:
    """Write :data:`FILE_NAME` into ``folder``; strict (unknown libraries fail) on Linux,
    where CI builds and checks it, and wherever TABLETOP_STRICT_NOTICES=1."""
    import os

    strict = sys.platform.startswith("linux") or os.environ.get("TABLETOP_STRICT_NOTICES") == "1"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE_NAME
    path.write_text(render(pure, binaries, datas, strict), encoding="utf-8")
    return path
