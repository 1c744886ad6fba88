"""One definition of a name, at entry and at load.

Generated names come from hypothesis's ``st.text()`` (every code point,
surrogates included) and from each Unicode general category in turn; every
one goes into a save and a statistics file and must come back as the same
name, or as the seat's default name when it has nothing printable.
"""

from __future__ import annotations

import json
import unicodedata
from datetime import datetime
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH
from tabletop.session import GameSession
from tabletop.storage import load_save, load_statistics, record_result, statistics_path, write_save
from tabletop.storage.names import MAX_NAME_LENGTH, normalise_name, seat_name, typed_name
from tabletop.storage.paths import autosave_path
from tests.unicode_categories import by_category

BY_CATEGORY = by_category()
CATEGORIES = sorted(BY_CATEGORY)
"""All 30 general categories, lone surrogates (Cs) included."""

ANY_CHARACTER = st.characters(exclude_categories=())
"""Every code point, lone surrogates included (a JSON string can hold one)."""

INVISIBLE_ONLY = ["\u200b", "\u200b\u200c\u200d", "\u202e\u2066", "\ufeff", "\u00ad",
                  "\u3164", "\u115f\u1160", "\ufe0f", "\U000e0041", "\u0301", " \t\n ",
                  "\x1b\x7f\x85"]


def _printing(name: str) -> bool:
    return any(unicodedata.category(character)[0] in "LNPS" for character in name)


def _check_name(name: str) -> None:
    assert len(name) <= MAX_NAME_LENGTH
    assert name == name.strip() and "  " not in name
    assert all(character == " " or not character.isspace() for character in name)
    assert all(unicodedata.category(character)[0] != "C" for character in name)
    assert name == "" or _printing(name)
    name.encode("utf-8")  # no lone surrogate is left


@settings(max_examples=600, deadline=None)
@given(st.text(ANY_CHARACTER, max_size=60))
def test_any_text_normalises_to_a_drawable_name_and_stays_put(text: str) -> None:
    name = normalise_name(text)
    _check_name(name)
    assert normalise_name(name) == name
    # What the field holds while typing normalises to the same name as the text itself.
    assert normalise_name(typed_name(text)) == name


CATEGORY_NAMES = {category: st.tuples(st.just(category),
                                      st.lists(st.sampled_from(characters), min_size=1,
                                               max_size=20))
                  for category, characters in BY_CATEGORY.items()}
"""Per category, a strategy for (category, up to 20 of its characters), built once: a
strategy drawn from hundreds of thousands of characters (Co, Cn) is costly to build."""


@settings(max_examples=60 * len(CATEGORIES), deadline=None)
@given(st.sampled_from(CATEGORIES).flatmap(CATEGORY_NAMES.__getitem__))
def test_a_name_from_each_unicode_category(case: tuple[str, list[str]]) -> None:
    category, characters = case
    name = normalise_name("".join(characters))
    _check_name(name)
    if category[0] in "CZ" or category in ("Mn", "Mc", "Me"):
        assert name == ""  # nothing printable: the seat's default name, never a blank plate


def test_invisible_names_become_the_seat_default() -> None:
    for text in INVISIBLE_ONLY:
        assert normalise_name(text) == "", repr(text)
        assert seat_name(text, 2, True, ENGLISH) == "Player 2"
        assert seat_name(text, 3, False, ENGLISH) == "Sua"  # the third computer name
    assert seat_name(None, 1, True, ENGLISH) == "Player 1"


def test_controls_inside_a_name_are_removed_and_spaces_collapsed() -> None:
    assert normalise_name("Mi\tna") == "Mi na"
    assert normalise_name("Mi\nna\x1b\x7f") == "Mi na"
    assert normalise_name("  Mi\u0085\u0085na  ") == "Mi na"
    assert normalise_name("Mi\u200bna\u202e") == "Mina"
    assert normalise_name("지\u3000훈") == "지 훈"
    assert normalise_name("x" * 40) == "x" * MAX_NAME_LENGTH
    assert typed_name("Mi ") == "Mi "  # the next word is on its way
    assert typed_name("\t Mi\t\t") == "Mi "


def _write(path: Path, data: Any) -> None:
    """``data`` as a file could hold it: escaped, so lone surrogates survive."""
    path.write_text(json.dumps(data), encoding="ascii")


def _save_with_names(names: list[str]) -> None:
    seats = [SeatConfig("Seat", colour) for colour in range(len(names))]
    session = GameSession.start(GAMES["yacht"], seats, seed=3)
    write_save(session.game, session.seats, session.bot_states())
    envelope = json.loads(autosave_path("yacht").read_text(encoding="utf-8"))
    for seat, name in zip(envelope["seats"], names, strict=True):
        seat["name"] = name
    _write(autosave_path("yacht"), envelope)


def test_a_saved_zero_width_name_loads_as_the_default_name() -> None:
    _save_with_names(["\u200b\u200b", "Mina", "\t"])
    loaded, notice = load_save()
    assert notice is None and loaded is not None
    assert [seat.name for seat in loaded.seats] == ["Player 1", "Mina", "Player 3"]


def test_a_saved_name_with_a_control_character_still_continues() -> None:
    _save_with_names(["Mi\tna", "Jo\x1bhn"])
    loaded, notice = load_save()
    assert notice is None and loaded is not None
    assert [seat.name for seat in loaded.seats] == ["Mi na", "John"]


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(ANY_CHARACTER, max_size=40), min_size=2, max_size=2))
def test_any_saved_names_load_as_their_normalised_form(names: list[str]) -> None:
    _save_with_names(names)
    loaded, notice = load_save()
    assert notice is None and loaded is not None
    expected = [seat_name(name, number, True, ENGLISH)
                for number, name in enumerate(names, start=1)]
    assert [seat.name for seat in loaded.seats] == expected


def _statistics_with(names: list[str]) -> None:
    _write(statistics_path(), {"format": 1, "games": {"yacht": {
        "played": 3, "finished": 3, "wins": dict.fromkeys(names, 1),
        "high_scores": [{"name": name, "score": 100, "date": "2026-11-30"} for name in names],
        "computer_wins": {}}}})


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(ANY_CHARACTER, max_size=40), min_size=1, max_size=4,
                unique_by=normalise_name))
def test_names_in_statistics_are_normalised_never_set_aside(names: list[str]) -> None:
    _statistics_with(names)
    table, notice = load_statistics()
    assert notice is None
    stats = table["yacht"]
    for name in stats.wins:
        _check_name(name)
        assert name
    assert sum(stats.wins.values()) == sum(1 for name in names if normalise_name(name))
    assert [entry.name for entry in stats.high_scores] == [
        normalise_name(name) for name in names if normalise_name(name)]


def test_a_zero_width_name_in_statistics_is_dropped_and_the_rest_kept() -> None:
    _statistics_with(["\u200b", "Mina", "Mi\u200bna"])
    table, notice = load_statistics()
    assert notice is None
    assert table["yacht"].wins == {"Mina": 2}  # two spellings of one name
    assert [entry.name for entry in table["yacht"].high_scores] == ["Mina", "Mina"]


def test_a_recorded_name_reads_back_unchanged() -> None:
    seats = [SeatConfig(normalise_name("  지훈\u200b "), 0),
             SeatConfig("Robo", 1, kind=SeatKind.COMPUTER, level="hard")]
    record_result("yacht", seats, [200, 150], [0], datetime(2026, 11, 30))
    table, _ = load_statistics()
    assert table["yacht"].wins == {"지훈": 1}

