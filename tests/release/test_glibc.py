""".ci/glibc.py reads the C library versions an ELF file asks for, as objdump would."""

from __future__ import annotations

import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

from tests.release.scripts import load_script

glibc = load_script(".ci/glibc.py")

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF files: Linux")


def _an_extension_module() -> Path:
    """A compiled module of the standard library: an ELF file that uses the C library."""
    import _socket

    found = [Path(_socket.__file__)] if getattr(_socket, "__file__", None) else []
    if not found:
        pytest.skip("this Python has no separate extension modules")
    return found[0]


@linux_only
def test_the_versions_read_are_the_ones_objdump_lists() -> None:
    module = _an_extension_module()
    names = glibc.needed_versions(module.read_bytes())
    assert any(name.startswith("GLIBC_2.") for name in names)
    if shutil.which("objdump"):
        listed = subprocess.run(["objdump", "-p", str(module)], capture_output=True, text=True,
                                check=True).stdout
        references = listed.split("Version References:")[1]
        assert {word for word in references.split() if word.startswith("GLIBC")} == names


@linux_only
def test_a_folder_over_the_limit_fails_and_names_the_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    module = _an_extension_module()
    shutil.copy(module, tmp_path / module.name)
    newest = max(filter(None, map(glibc.glibc_version,
                                  glibc.needed_versions(module.read_bytes()))))
    below = f"{newest[0]}.{newest[1] - 1}"
    assert glibc.main([str(tmp_path), "--max", ".".join(map(str, newest))]) == 0
    assert glibc.main([str(tmp_path), "--max", below]) == 1
    assert module.name in capsys.readouterr().out


def test_version_names_are_read_as_numbers() -> None:
    assert glibc.glibc_version("GLIBC_2.34") == (2, 34)
    assert glibc.glibc_version("GLIBC_2.2.5") == (2, 2, 5)
    assert glibc.glibc_version("GLIBCXX_3.4.30") is None
    assert glibc.glibc_version("GLIBC_PRIVATE") is None
    assert (2, 36) > (2, 35) > (2, 2, 5)


def test_a_file_that_is_no_elf_asks_for_nothing() -> None:
    assert glibc.needed_versions(b"MZ\x90\x00" + bytes(60)) == set()
    assert glibc.needed_versions(b"\x7fELF" + struct.pack("<B", 2)) == set()  # cut short
