"""Translations: every string a player reads goes through a :class:`Words`.

Catalogs are flat JSON files, one per namespace and language:
``tabletop/i18n/<lang>/<namespace>.json`` holds ``{"key": "text"}`` and the
text is looked up as ``"<namespace>.<key>"``. Placeholders use Python's
``{name}`` format. Each area of the program owns its namespace file, and a
test checks that English and Korean have the same keys and the same ``{name}`` fields.

Rules texts live beside them as ``<lang>/rules/<game_id>.md``.

There is no "current language" in this module: the application context holds
the :class:`Words` of the language the player chose and hands it to what
draws text, so two contexts (or two tests) can speak different languages side
by side.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from tabletop.i18n.korean import resolve_particles, without_computer_honorific

LANGUAGES: tuple[str, ...] = ("en", "ko")
DEFAULT_LANGUAGE = "en"

@cache
def catalog(language: str) -> dict[str, str]:
    """All strings of one language, keyed ``namespace.key``."""
    merged: dict[str, str] = {}
    folder = resources.files(__name__) / language
    for entry in sorted(folder.iterdir(), key=lambda item: item.name):
        if not entry.name.endswith(".json"):
            continue
        namespace = entry.name.removesuffix(".json")
        data = json.loads(entry.read_text(encoding="utf-8"))
        for key, text in data.items():
            merged[f"{namespace}.{key}"] = text
    return merged


def translate(key: str, language: str, /, **params: Any) -> str:
    """The text for ``key`` in ``language``; English, then the key itself, as fallbacks."""
    text = catalog(language).get(key) or catalog(DEFAULT_LANGUAGE).get(key)
    if text is None:
        return key
    if not params:
        return text
    formatted = text.format(**params)
    if language != "ko":
        return formatted
    # Korean particles after a placeholder are written in both forms: "{name}을(를)"; a
    # computer's name takes no 님 ("{name} 님이" says "컴퓨터 4가").
    return resolve_particles(without_computer_honorific(formatted))


@dataclass(frozen=True)
class Words:
    """The texts of one language: ``words("menu.play", name=...)``.

    Immutable, so whoever holds one can cache what it rendered by ``language``;
    a language switch makes a new one rather than changing this one.
    """

    language: str = DEFAULT_LANGUAGE

    def __post_init__(self) -> None:
        if self.language not in LANGUAGES:
            raise ValueError(f"unsupported language {self.language!r}; choose from {LANGUAGES}")

    def __call__(self, key: str, /, **params: Any) -> str:
        return translate(key, self.language, **params)


ENGLISH = Words(DEFAULT_LANGUAGE)
"""The default language's words (what a file read outside any screen falls back on)."""


def has_key(key: str) -> bool:
    return key in catalog(DEFAULT_LANGUAGE)


def rules_text(game_id: str, language: str) -> str:
    """The rules of one game as Markdown-light text, English when not translated."""
    for lang in (language, DEFAULT_LANGUAGE):
        path = resources.files(__name__) / lang / "rules" / f"{game_id}.md"
        if path.is_file():
            return path.read_text(encoding="utf-8")
    raise KeyError(f"no rules text for {game_id!r}")
