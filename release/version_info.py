"""The Windows executable's version information (Properties > Details), from the one version.

PyInstaller's EXE takes a ``VSVersionInfo`` as ``version=``; its module needs pefile,
which is installed on Windows only, so build.spec imports this file there alone.
"""

from __future__ import annotations

from typing import Any

from packaging.version import Version

COMPANY = "Tabletop"
PRODUCT = "Tabletop"
DESCRIPTION = "Tabletop"  # what Task Manager and the taskbar call the running program
COPYRIGHT = "MIT licence"


def numbers(version: str) -> tuple[int, int, int, int]:
    """The four numbers Windows shows for ``version`` (its release part, padded with 0)."""
    release = (*Version(version).release, 0, 0, 0, 0)[:4]
    return release[0], release[1], release[2], release[3]


def build(version: str) -> Any:
    """A ``VSVersionInfo`` for ``tabletop.exe`` at ``version``."""
    from PyInstaller.utils.win32.versioninfo import (
        FixedFileInfo,
        StringFileInfo,
        StringStruct,
        StringTable,
        VarFileInfo,
        VarStruct,
        VSVersionInfo,
    )

    four = numbers(version)
    strings = {
        "CompanyName": COMPANY,
        "FileDescription": DESCRIPTION,
        "FileVersion": version,
        "InternalName": "tabletop",
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": "tabletop.exe",
        "ProductName": PRODUCT,
        "ProductVersion": version,
    }
    return VSVersionInfo(
        ffi=FixedFileInfo(filevers=four, prodvers=four, mask=0x3F, flags=0x0, OS=0x40004,
                          fileType=0x1, subtype=0x0, date=(0, 0)),
        kids=[
            # 0409 04B0: U.S. English, Unicode; the language Windows shows the strings under.
            StringFileInfo([StringTable("040904B0", [StringStruct(key, value)
                                                     for key, value in strings.items()])]),
            VarFileInfo([VarStruct("Translation", [0x0409, 1200])]),
        ],
    )
