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

Persons' default names count within their kind: "Player 1", "Player 2"; a computer's
is its seat's place's name of :data:`COMPUTER_NAMES` (seat 2 "Mina", seat 3 "Jun"), never
one a seat at the table already has (trial s38 W/003: the computer was "Computer",
the word of its kind beside it, and the results read "Computer won!"). Older programs
named computers "Computer" or "Computer 2": those still count as default names.
Default names are the screen's language's: :func:`localised_seats` makes a default
name of any language the current one's when a save is continued or the language
switches.
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


COMPUTER_NAMES = 6
"""How many default computer names the catalog has (``app.setup.computer_named.1`` on):
one for every seat, so one is free however many of them the persons typed."""


def default_name(number: int, is_person: bool, words: Words) -> str:
    """The ``number``-th (from 1) default name of its kind in ``words``' language:
    "Player 2", or the second computer name."""
    if is_person:
        return words("app.setup.player_name", number=number)
    return words(f"app.setup.computer_named.{number}")


def _older_computer_name(number: int, words: Words) -> str:
    """An older program's default computer name: "Computer 2", or "Computer" (0) for the
    only one at the table."""
    if number == 0:
        return words("app.setup.computer_alone")
    return words("app.setup.computer_name", number=number)


def default_names(persons: Sequence[bool], words: Words, typed: Sequence[str] = ()) -> list[str]:
    """Each seat's default name at a table of these seats (True for a person). Persons
    count within their kind ("Player 2"); a computer's name belongs to its seat's place
    (seat 2 "Mina", seat 3 "Jun", ... seat 1 the last: the first seat is the host's), so
    it stays when another seat changes kind (trial s39 Y/012: seat 2 made a person
    renamed seat 3's "Jun" "Mina"). Only a name in ``typed`` (the names the table's
    players typed, in any language: "Mina" typed, no computer is "민아") moves a computer
    to the next name no seat has, so no two seats share one."""
    numbers = _computer_default_numbers()
    taken = {numbers[name] for name in typed if name in numbers}
    places = [None if is_person else _place_number(index)
              for index, is_person in enumerate(persons)]
    used = taken | {number for number in places if number is not None}
    moved: set[int] = set()
    names = []
    persons_seen = 0
    for number in places:
        if number is None:
            persons_seen += 1
            names.append(default_name(persons_seen, True, words))
            continue
        if number in taken:
            # Free names first; else one only a computer with a typed name has as its place.
            number = _next_number(number, used) or _next_number(number, taken | moved) or number
            used.add(number)
            moved.add(number)
        names.append(default_name(number, False, words))
    return names


def _next_number(number: int, excluded: set[int]) -> int | None:
    """The first computer name after ``number`` (going round) not in ``excluded``."""
    for step in range(1, COMPUTER_NAMES):
        candidate = (number + step - 1) % COMPUTER_NAMES + 1
        if candidate not in excluded:
            return candidate
    return None


def _place_number(index: int) -> int:
    """The computer name (from 1) of the seat at ``index`` (from 0): seat 2 the first."""
    return (index - 1) % COMPUTER_NAMES + 1


def is_default_name(name: str, is_person: bool) -> bool:
    """True when ``name`` is a default name of the kind in any language (Tabletop's own,
    never typed: the setup treats a typed default as no name). Older programs numbered
    by seat, so any number from 1 to 6 counts, and named computers "Computer"."""
    return name in _all_defaults(is_person)


@cache
def _all_defaults(is_person: bool) -> frozenset[str]:
    if is_person:
        return frozenset(_person_default_numbers())
    return frozenset(_computer_default_numbers()) | frozenset(_older_computer_numbers())


def computer_subtitle(seat: SeatConfig, words: Words, *, levelled: bool = True) -> str:
    """A computer seat's second line on its plate: under a default name its level
    (the name a computer's own, "Mina" over "Hard"), under a typed one that it is a computer.
    Not ``levelled`` (a lesson's computers play its script, at no level), every computer
    says it is one: a lesson's "Hana", a default name, read "Guest · Medium" beside its
    "Joon", "Guest · Computer" (trial Z2/011)."""
    if levelled and is_default_name(seat.name, False):
        return words(f"app.level.{seat.level}")
    return words("widgets.computer")


def person_key(name: str) -> str:
    """The one form statistics keep a person under: a default name of any language (or
    the older numbering) as the English one, so a game finished after a language switch
    counts "플레이어 1" and "Player 1" as one person; a typed name as it is."""
    number = _person_default_numbers().get(name)
    return name if number is None else default_name(number, True, Words(DEFAULT_LANGUAGE))


def shown_name(name: str, words: Words, *, computer: bool = False) -> str:
    """A kept name as a screen shows it: a default name (a person's or a computer's, kept
    in the language of the day it was played) in ``words``' language; a typed name as it
    is. A computer's name ("Mina") is a default only where the keeper knows the seat was
    a ``computer``: a person may be called Mina."""
    number = _person_default_numbers().get(name)
    if number is not None:
        return default_name(number, True, words)
    named = _computer_default_numbers().get(name) if computer else None
    if named is not None:
        return default_name(named, False, words)
    older = _older_computer_numbers().get(name)
    return name if older is None else _older_computer_name(older, words)


@cache
def _person_default_numbers() -> dict[str, int]:
    return {default_name(number, True, Words(language)): number
            for language in LANGUAGES for number in range(1, MAX_SEATS + 1)}


@cache
def _computer_default_numbers() -> dict[str, int]:
    return {default_name(number, False, Words(language)): number
            for language in LANGUAGES for number in range(1, COMPUTER_NAMES + 1)}


@cache
def _older_computer_numbers() -> dict[str, int]:
    """An older program's default computer names of any language and their numbers; 0
    for the only one at a table."""
    return {_older_computer_name(number, Words(language)): number
            for language in LANGUAGES for number in range(MAX_SEATS + 1)}


def localised_seats(seats: Sequence[SeatConfig], words: Words) -> list[SeatConfig]:
    """``seats`` with every default name (of any language or numbering) made this table's
    default name in ``words``' language; a typed name stays as it is. A game set up or
    saved in English reads "플레이어 1" and "민아" once the program speaks Korean."""
    kept = [not is_default_name(seat.name, seat.is_person) for seat in seats]
    typed = [seat.name for seat, own in zip(seats, kept, strict=True) if own]
    defaults = default_names([seat.is_person for seat in seats], words, typed)
    return [seat if own else replace(seat, name=default)
            for seat, own, default in zip(seats, kept, defaults, strict=True)]


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
