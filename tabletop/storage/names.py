"""What a player's name is: one definition for the setup field, saves and statistics.

A name reaches Tabletop typed (an input method commits any text, TAB, LF,
ESC, DEL and U+0085 included) or read from a file (anything a JSON string
holds). Both go through :func:`normalise_name`, so a name the setup field
accepts is exactly a name the loaders accept: a game played under it can
always be continued, and nothing the fonts cannot draw reaches
them (a name of zero-width spaces made SDL_ttf raise).

The rule: invisible characters go (controls, format characters such as
zero-width spaces and bidi controls, lone surrogates, private-use and
unassigned code points, and the other default-ignorable ones such as the
Hangul fillers and variation selectors); every run of white space becomes
one space, none at the ends; at most :data:`MAX_NAME_LENGTH` characters
stay. A name with no letter, digit, punctuation or symbol left has nothing
to print and is no name: the seat gets its default name ("Player 2").

Default names are numbered within their kind ("Player 1", "Player 2", and "Computer"
when one computer plays, else "Computer 1", "Computer 2"), and they are words of the
screen's language, not names: :func:`localised_seats` makes a default name of any
language the current one's when a save is continued or the language switches.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from tabletop.core.seats import MAX_SEATS, SeatConfig
from tabletop.i18n import DEFAULT_LANGUAGE, LANGUAGES, Words

MAX_NAME_LENGTH = 16
"""Longest name, in characters: a 1280x720 seat plate shows this many on two lines."""

_INVISIBLE_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
_PRINTING_CATEGORY_CLASSES = frozenset("LNPS")
"""Letters, numbers, punctuation and symbols print; marks and separators need a base."""

_DEFAULT_IGNORABLE = (
    (0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
    (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
    (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
    (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
    (0xE0000, 0xE0FFF),
)
"""Unicode's Default_Ignorable_Code_Point ranges: drawn as nothing (or as a blank
that looks like nothing) wherever they stand; not all of them are format characters."""


def _invisible(character: str) -> bool:
    if unicodedata.category(character) in _INVISIBLE_CATEGORIES:
        return True
    code = ord(character)
    return any(low <= code <= high for low, high in _DEFAULT_IGNORABLE)


def _visible(text: str) -> str:
    # White-space controls (TAB, LF, U+0085) separate words: they become spaces, then
    # the other invisible characters go.
    spaced = "".join(" " if character.isspace() else character for character in text)
    return "".join(character for character in spaced if not _invisible(character))


def normalise_name(text: str) -> str:
    """``text`` as a name: invisible characters removed, white space collapsed, capped at
    :data:`MAX_NAME_LENGTH`. The empty string when nothing printable is left.

    Idempotent: a normalised name normalises to itself.
    """
    name = " ".join(_visible(text).split())[:MAX_NAME_LENGTH].rstrip()
    if not any(unicodedata.category(character)[0] in _PRINTING_CATEGORY_CLASSES
               for character in name):
        return ""
    return name


def default_name(number: int, is_person: bool, words: Words, *, alone: bool = False) -> str:
    """The default name of the ``number``-th (from 1) person or computer that nobody
    named, in ``words``' language. Numbers count within the kind ("Player 1", "Computer 1",
    "Computer 2"); the only computer at a table is "Computer" (``alone``)."""
    if not is_person and alone:
        return words("app.setup.computer_alone")
    key = "app.setup.player_name" if is_person else "app.setup.computer_name"
    return words(key, number=number)


def default_names(persons: Sequence[bool], words: Words) -> list[str]:
    """Each seat's default name at a table of these seats (True for a person), numbered
    within its kind: a person and a computer are "Player 1" and "Computer"."""
    computers = persons.count(False)
    names = []
    counts = {True: 0, False: 0}
    for is_person in persons:
        counts[is_person] += 1
        names.append(default_name(counts[is_person], is_person, words, alone=computers == 1))
    return names


def is_default_name(name: str, is_person: bool) -> bool:
    """True when ``name`` is a default name of the kind in any language (Tabletop's own,
    never typed: the setup treats a typed default as no name). Older programs numbered
    by seat, so any number from 1 to 6 counts."""
    return name in _all_defaults(is_person)


@cache
def _all_defaults(is_person: bool) -> frozenset[str]:
    names: set[str] = set()
    for language in LANGUAGES:
        words = Words(language)
        names.add(default_name(1, is_person, words, alone=True))
        names.update(default_name(number, is_person, words) for number in range(1, MAX_SEATS + 1))
    return frozenset(names)


def computer_subtitle(seat: SeatConfig, words: Words) -> str:
    """A computer seat's second line on its plate: under a default name its level
    ("Computer" over "Computer" said nothing), under a typed one that it is a computer."""
    if is_default_name(seat.name, False):
        return words(f"app.level.{seat.level}")
    return words("widgets.computer")


def person_key(name: str) -> str:
    """The one form statistics keep a person under: a default name of any language (or
    the older numbering) as the English one, so a game finished after a language switch
    counts "플레이어 1" and "Player 1" as one person; a typed name as it is."""
    number = _person_default_numbers().get(name)
    return name if number is None else default_name(number, True, Words(DEFAULT_LANGUAGE))


def shown_name(name: str, words: Words) -> str:
    """A kept name as a screen shows it: a default name (a person's or a computer's, kept
    in the language of the day it was played) in ``words``' language; a typed name as it is."""
    number = _person_default_numbers().get(name)
    if number is not None:
        return default_name(number, True, words)
    computer = _computer_default_numbers().get(name)
    if computer is None:
        return name
    return default_name(computer, False, words, alone=computer == 0)


@cache
def _person_default_numbers() -> dict[str, int]:
    return {default_name(number, True, Words(language)): number
            for language in LANGUAGES for number in range(1, MAX_SEATS + 1)}


@cache
def _computer_default_numbers() -> dict[str, int]:
    """Each computer default name of any language and its number; 0 for the only one."""
    numbers = {default_name(number, False, Words(language)): number
               for language in LANGUAGES for number in range(1, MAX_SEATS + 1)}
    numbers.update({default_name(1, False, Words(language), alone=True): 0
                    for language in LANGUAGES})
    return numbers


def localised_seats(seats: Sequence[SeatConfig], words: Words) -> list[SeatConfig]:
    """``seats`` with every default name (of any language or numbering) made this table's
    default name in ``words``' language; a typed name stays as it is. A game set up or
    saved in English reads "플레이어 1" and "컴퓨터" once the program speaks Korean."""
    defaults = default_names([seat.is_person for seat in seats], words)
    return [replace(seat, name=default) if is_default_name(seat.name, seat.is_person) else seat
            for seat, default in zip(seats, defaults, strict=True)]


def seat_name(text: object, number: int, is_person: bool, words: Words) -> str:
    """A seat's name from any value (typed or read from a file): the normalised name,
    or the seat's default name when ``text`` is no string or has nothing printable."""
    name = normalise_name(text) if isinstance(text, str) else ""
    return name or default_name(number, is_person, words)


def named_seats(entries: Any, words: Words) -> Any:
    """A save's list of seats as read from the file, each seat's ``name`` made
    :func:`seat_name`'s; anything that is not a list of seats is returned as it is, for
    the loader's shape check to reject."""
    if not isinstance(entries, list):
        return entries
    return [
        {**entry, "name": seat_name(entry.get("name"), number,
                                    entry.get("kind") != "computer", words)}
        if isinstance(entry, dict) else entry
        for number, entry in enumerate(entries, start=1)
    ]


def typed_name(text: str) -> str:
    """The name being typed, as the field shows it: :func:`normalise_name`'s characters
    and spaces, except that one space may end it (the next word is on its way)."""
    visible = _visible(text)
    collapsed = " ".join(visible.split())
    if collapsed and visible.endswith(" "):
        collapsed += " "
    return collapsed
