"""Every storage message exists in both languages and names what it needs."""

from __future__ import annotations

import re
import string
from pathlib import Path

import tabletop.storage
from tabletop.i18n import ENGLISH, Words, catalog
from tabletop.storage import Notice

SOURCE = Path(tabletop.storage.__file__).parent
SCENES = SOURCE.parent.parent / "scenes"


def _keys_in_source() -> set[str]:
    """Storage keys named in storage itself or in the front end (notices it raises)."""
    found: set[str] = set()
    for module in [*SOURCE.glob("*.py"), *SCENES.rglob("*.py")]:
        found |= set(re.findall(r'"(storage\.[a-z_]+)"', module.read_text(encoding="utf-8")))
    return found


def test_every_key_used_in_code_exists_in_english_and_korean() -> None:
    used = _keys_in_source()
    assert len(used) >= 10
    for language in ("en", "ko"):
        missing = used - set(catalog(language))
        assert not missing, (language, missing)


def test_no_unused_storage_keys() -> None:
    defined = {key for key in catalog("en") if key.startswith("storage.")}
    assert defined == _keys_in_source()


def test_placeholders_are_the_same_in_both_languages() -> None:
    def names(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    for key in _keys_in_source():
        assert names(catalog("en")[key]) == names(catalog("ko")[key]), key


def test_notice_text_is_in_the_words_it_is_given() -> None:
    notice = Notice("storage.save_unreadable", {"file": "autosave.broken-1.json"})
    english = notice.text(ENGLISH)
    korean = notice.text(Words("ko"))
    assert english != korean
    assert "autosave.broken-1.json" in english and "autosave.broken-1.json" in korean
    assert notice.text(Words("en")) == english
