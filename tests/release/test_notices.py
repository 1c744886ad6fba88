"""THIRD-PARTY-NOTICES.txt names what a bundle really carries, and refuses to guess."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

import tests.release.scripts  # noqa: F401  (puts release/ on the import path)

notices = pytest.importorskip("notices")


@pytest.mark.parametrize(("file_name", "project", "licence"), [
    ("libSDL2-2-50d19f93.0.so.0.3200.10", "SDL 2 (Simple DirectMedia Layer)", "Zlib"),
    ("SDL2.dll", "SDL 2 (Simple DirectMedia Layer)", "Zlib"),
    ("libSDL2_mixer-2.0.0.dylib", "SDL_mixer 2", "Zlib"),
    ("libfluidsynth-2d6ca569.so.3.5.6", "FluidSynth", "LGPL-2.1-or-later"),
    ("libopusfile-96d7a9c0.so.0.4.5", "opusfile (Xiph.Org)", "BSD-3-Clause"),
    ("libcrypto.so.3", "OpenSSL 3", "Apache-2.0"),
    ("libcrypto-3-x64.dll", "OpenSSL 3", "Apache-2.0"),
    ("libpython3.11.so.1.0", "Python", "PSF-2.0"),
    ("python311.dll", "Python", "PSF-2.0"),
    ("zlib1.dll", "zlib", "Zlib"),
    ("libz.so.1", "zlib", "Zlib"),
    ("VCRUNTIME140.dll", "Microsoft Visual C++ runtime",
     "Microsoft Visual C++ Redistributable licence"),
])
def test_a_library_is_named_by_its_file(file_name: str, project: str, licence: str) -> None:
    assert notices.identify(file_name) == (project, licence)


def test_an_unknown_library_fails_a_strict_build_and_is_marked_otherwise(tmp_path: Path) -> None:
    strange = tmp_path / "libmystery.so.1"
    strange.write_bytes(b"\x7fELF")
    binaries = [(strange.name, str(strange), "BINARY")]
    with pytest.raises(notices.UnknownLibrary, match="libmystery"):
        notices.render([], binaries, [], strict=True)
    assert "libmystery.so.1\n    not identified" in notices.render([], binaries, [], strict=False)


def test_the_notices_name_packages_libraries_fonts_and_carry_the_texts(tmp_path: Path) -> None:
    library = tmp_path / "libSDL2-2.0.so.0"
    library.write_bytes(b"\x7fELF")
    pure = [("platformdirs", "platformdirs/__init__.py", "PYMODULE"),
            ("json.decoder", "json/decoder.py", "PYMODULE"),
            ("tabletop.session", "tabletop/session.py", "PYMODULE")]
    binaries = [(library.name, str(library), "BINARY"),
                ("pygame/base.so", "pygame/base.so", "EXTENSION")]
    datas = [("assets/fonts/NotoSansKR-Regular.ttf", "x.ttf", "DATA")]
    text = notices.render(pure, binaries, datas, strict=True)
    assert "platformdirs " in text and "pygame-ce " in text  # found by their modules
    assert "\ntabletop " not in text  # the project itself is not a third party
    assert f"{library.name}\n    SDL 2 (Simple DirectMedia Layer): Zlib" in text
    assert "NotoSansKR-Regular.ttf\n    Noto Sans KR" in text and "OFL.txt" in text
    # pygame-ce ships no licence file: the LGPL's own text stands in, and SDL's zlib text.
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in text
    assert "--- Zlib ---" in text
    assert f"Python {sys.version_info.major}.{sys.version_info.minor}" in text


def test_an_unknown_font_fails_a_strict_build() -> None:
    with pytest.raises(notices.UnknownLibrary, match="Comic"):
        notices.render([], [], [("fonts/ComicNeue.ttf", "x", "DATA")], strict=True)
