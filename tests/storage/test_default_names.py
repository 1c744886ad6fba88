"""Default names count within their kind and speak the screen's language; a typed name
never changes."""

from __future__ import annotations

import json
from dataclasses import replace

from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, Words
from tabletop.session import GameSession
from tabletop.storage import load_save, write_save
from tabletop.storage.names import (
    computer_subtitle,
    default_names,
    is_default_name,
    localised_seats,
)
from tabletop.storage.paths import autosave_path

KOREAN = Words("ko")


def test_names_count_within_their_kind_and_a_computer_has_a_name_not_its_kind() -> None:
    """Trial s38 W/003: the computer was "컴퓨터" beside its kind's "컴퓨터"."""
    assert default_names([True, False], ENGLISH) == ["Player 1", "Mina"]
    assert default_names([True, False, False], ENGLISH) == ["Player 1", "Mina", "Jun"]
    # The first seat's computer has the last name: seat 2's is the first (trial s39 Y/012).
    assert default_names([False, True, True], ENGLISH) == ["Yuna", "Player 1", "Player 2"]
    assert default_names([True, False], KOREAN) == ["플레이어 1", "민아"]
    kinds = {ENGLISH("app.setup.computer"), KOREAN("app.setup.computer")}
    for words in (ENGLISH, KOREAN):
        names = default_names([False] * 6, words)
        assert len(set(names)) == 6 and not kinds & set(names), names


def test_a_computer_s_default_name_is_never_one_a_player_typed() -> None:
    # Only the computer whose name was typed moves; seat 3 keeps its "Jun" (trial s39 Y/012).
    assert default_names([True, False, False], ENGLISH, ["Mina"]) == ["Player 1", "Sua", "Jun"]
    for typed in (["민아", "준", "수아", "하나", "도윤"], ["Jun", "Yuna"]):
        names = default_names([True] * len(typed) + [False], KOREAN, typed)
        assert names[-1] not in typed, names


def test_a_computer_keeps_its_name_when_another_seat_changes_kind() -> None:
    """Trial s39 Y/012: seat 2 made a person renamed seat 3's computer "Jun" "Mina"."""
    for words in (ENGLISH, KOREAN):
        before = default_names([True, False, False, False], words)
        after = default_names([True, True, False, False], words)
        assert before[2:] == after[2:], (before, after)
        again = default_names([True, False, True, False], words)
        assert again[1] == before[1] and again[3] == before[3], (before, again)
    # Persons typed these names; no computer takes one, none shares one.
    typed = ["준", "Sua", "Hana"]
    names = default_names([True, False, True, False, True, False], ENGLISH, typed)
    assert names[1] == "Mina" and names[3] == "Yuna" and names[5] == "Doyun", names


def test_defaults_of_any_language_and_of_older_numbering_are_recognised() -> None:
    for name in ("Player 1", "플레이어 3", "Computer", "Computer 2", "컴퓨터", "컴퓨터 5",
                 "Mina", "준"):
        person = name.startswith(("Player", "플레이어"))
        assert is_default_name(name, person), name
    assert not is_default_name("Mina", True)  # a person typed it: theirs to keep
    assert not is_default_name("Computer", True)


def test_default_names_follow_the_language_and_typed_names_stay() -> None:
    seats = [SeatConfig("Player 1", 0), SeatConfig("Computer 2", 1, SeatKind.COMPUTER),
             SeatConfig("Mina", 2)]
    korean = [seat.name for seat in localised_seats(seats, KOREAN)]
    assert korean == ["플레이어 1", "준", "Mina"]  # not a second Mina (민아)
    english = [seat.name for seat in localised_seats(seats, ENGLISH)]
    assert english == ["Player 1", "Jun", "Mina"]
    seats = [SeatConfig("Player 1", 0), SeatConfig("준", 1, SeatKind.COMPUTER)]
    assert [seat.name for seat in localised_seats(seats, ENGLISH)] == ["Player 1", "Mina"]


def test_a_game_saved_in_english_continues_with_korean_default_names() -> None:
    """An older save numbered the only computer by its seat ("Computer 2")."""
    seats = [SeatConfig("Player 1", 0), SeatConfig("Computer 2", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("Jun", 2)]
    session = GameSession.start(GAMES["yacht"], seats, seed=3)
    write_save(session.game, session.seats, session.bot_states())
    saved = json.loads(autosave_path("yacht").read_text(encoding="utf-8"))
    assert [seat["name"] for seat in saved["seats"]] == ["Player 1", "Computer 2", "Jun"]
    loaded, notice = load_save(words=KOREAN)
    assert notice is None and loaded is not None
    assert [seat.name for seat in loaded.seats] == ["플레이어 1", "민아", "Jun"]
    loaded, notice = load_save(words=ENGLISH)
    assert notice is None and loaded is not None
    assert [seat.name for seat in loaded.seats] == ["Player 1", "Mina", "Jun"]


def test_a_default_named_computer_shows_its_level_under_its_name() -> None:
    """"Computer" over "Computer" said nothing: the plate's second line gives the level."""
    hard = SeatConfig("Computer", 1, SeatKind.COMPUTER, "hard")
    assert computer_subtitle(hard, ENGLISH) == "Hard"
    assert computer_subtitle(replace(hard, name="Mina"), ENGLISH) == "Hard"
    assert computer_subtitle(replace(hard, name="컴퓨터 2", level="easy"), KOREAN) == "보통"
    assert computer_subtitle(replace(hard, name="Robo"), ENGLISH) == "Computer"


def test_a_computer_playing_a_script_says_it_is_a_computer() -> None:
    """Trial Z2/011: a lesson's computers play its script, at no level; its "Hana" (a
    default name) read "Medium" beside its "Joon", "Computer"."""
    hana = SeatConfig("Hana", 2, SeatKind.COMPUTER)
    joon = replace(hana, name="Joon")
    assert computer_subtitle(hana, ENGLISH) == "Medium"
    assert {computer_subtitle(seat, ENGLISH, levelled=False) for seat in (hana, joon)} \
        == {"Computer"}
