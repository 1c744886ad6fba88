"""The hostile-file suite: whatever is in a save, settings or statistics file,
or at its path, nothing escapes, nothing else changes, and nothing is lost.

For every mutation of a real Yacht save (and of a settings and a statistics
file): no exception escapes the storage calls the program makes; a file that
is refused is kept byte for byte under a new name beside the old one; no
other file in the user folders changes; and a save that loads plays legally
to the end. The mutations are generated from a fixed seed, so a failure
names a case that can be rerun alone.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tabletop.bots import RandomBot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, Words
from tabletop.session import GameSession
from tabletop.storage import (
    autosave_path,
    game_stats,
    high_scores,
    load_save,
    load_settings,
    load_statistics,
    peek_save,
    record_result,
    save_settings,
    settings_path,
    statistics_path,
    write_save,
)
from tabletop.storage.paths import data_dir
from tabletop.storage.text import is_clean

from .mutations import snapshot

SEATS = (
    SeatConfig("Mina", 0),
    SeatConfig("지훈", 1),
    SeatConfig("Robo", 2, kind=SeatKind.COMPUTER, level="easy"),
)

Content = bytes | str  # bytes: the file's content; "dir" / "fifo": that at the path


def _base_save() -> dict[str, Any]:
    """A real Yacht save, three seats, a dozen actions in, bots' states included."""
    session = GameSession.start(GAMES["yacht"], SEATS, seed=5)
    bots = {seat: RandomBot(seat) for seat in range(3)}
    for _ in range(12):
        seat = session.game.current_seat
        assert seat is not None
        session.apply(bots[seat].choose(session.game.view(seat)))
    from tabletop.storage.saves import build_envelope

    envelope = build_envelope(session.game, session.seats, session.bot_states())
    envelope["saved_at"] = "2026-11-29T12:15:00+09:00"
    return envelope


BASE_SAVE = _base_save()
BASE_BYTES = json.dumps(BASE_SAVE, ensure_ascii=False).encode("utf-8")

ODD_VALUES: dict[str, Any] = {
    "null": None,
    "true": True,
    "zero": 0,
    "negative": -1,
    "float": 1.5,
    "text": "x",
    "list": [],
    "object": {},
    "huge_text": "A" * 10_000,
    "nul": "a\x00b",
    "surrogate": "\ud800",
}

BAD_TEXTS: dict[str, Any] = {
    "empty": "",
    "blank": "   ",
    "nul": "Mi\x00na",
    "surrogate": "Mi\udc80na",
    "newline": "Mi\nna",
    "escape": "\x1b[31mMina",
    "long": "N" * 10_000,
    "just_too_long": "N" * 33,
    "number": 7,
    "null": None,
}


def _json(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass")


def _edited(edit: Callable[[dict[str, Any]], None]) -> bytes:
    data = copy.deepcopy(BASE_SAVE)
    edit(data)
    return _json(data)


def _setter(*path: Any, value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return edit


def _deleter(*path: Any) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        del target[path[-1]]

    return edit


def _save_mutations() -> dict[str, Content]:
    rng = random.Random(8)
    cases: dict[str, Content] = {}
    size = len(BASE_BYTES)
    for cut in sorted(rng.sample(range(size), 40)):
        cases[f"truncated_at_{cut}"] = BASE_BYTES[:cut]
    for index in range(70):
        position = rng.randrange(size)
        flipped = bytearray(BASE_BYTES)
        flipped[position] ^= 1 << rng.randrange(8)
        cases[f"byte_flip_{index}_at_{position}"] = bytes(flipped)
    for key in BASE_SAVE:
        cases[f"missing_{key}"] = _edited(_deleter(key))
        for label, value in ODD_VALUES.items():
            cases[f"{key}_is_{label}"] = _edited(_setter(key, value=value))
    for label, value in BAD_TEXTS.items():
        cases[f"seat_name_{label}"] = _edited(_setter("seats", 1, "name", value=value))
        cases[f"computer_name_{label}"] = _edited(_setter("seats", 2, "name", value=value))
        cases[f"saved_at_{label}"] = _edited(_setter("saved_at", value=value))
        cases[f"app_version_{label}"] = _edited(_setter("app_version", value=value))
        cases[f"level_{label}"] = _edited(_setter("seats", 2, "level", value=value))
    for level in ("expert", "HARD", "random ", "hard", "random"):
        cases[f"computer_level_{level}"] = _edited(_setter("seats", 2, "level", value=level))
        cases[f"person_level_{level}"] = _edited(_setter("seats", 0, "level", value=level))
    for label, value in {"bad_date": "2026-13-45T99:00:00", "words": "yesterday",
                         "date_only": "2026-11-29", "far_future": "9999-12-31T23:59:59+14:00"
                         }.items():
        cases[f"saved_at_{label}"] = _edited(_setter("saved_at", value=value))
    for value in (-1, 6, 99, "0", True, None):
        cases[f"colour_{value!r}"] = _edited(_setter("seats", 0, "colour", value=value))
    for value in ("robot", "", None, 1):
        cases[f"kind_{value!r}"] = _edited(_setter("seats", 0, "kind", value=value))
    cases["seat_extra_key"] = _edited(_setter("seats", 0, "hat", value="red"))
    cases["seat_missing_name"] = _edited(_deleter("seats", 0, "name"))
    cases["no_seats"] = _edited(_setter("seats", value=[]))
    cases["one_seat"] = _edited(lambda d: d.update(seats=d["seats"][:1]))
    cases["four_seats"] = _edited(lambda d: d["seats"].append(dict(d["seats"][0], colour=3)))
    cases["seven_seats"] = _edited(
        lambda d: d.update(seats=[dict(d["seats"][0], colour=c % 6) for c in range(7)]))
    cases["same_colour_twice"] = _edited(_setter("seats", 1, "colour", value=0))
    cases["extra_top_level_key"] = _edited(_setter("comment", value="hello"))
    cases["many_extra_keys"] = _edited(lambda d: d.update({f"k{i}": i for i in range(200)}))
    for label, value in {"chess": "chess", "empty": "", "nul": "ya\x00cht",
                         "other_real_case": "Yacht"}.items():
        cases[f"game_{label}"] = _edited(_setter("game", value=value))
    for value in (0, 2, 999, -1, "1", 1.0):
        cases[f"rules_version_{value!r}"] = _edited(_setter("rules_version", value=value))
        cases[f"format_{value!r}"] = _edited(_setter("format", value=value))
    cases["seed_changed"] = _edited(_setter("seed", value=BASE_SAVE["seed"] + 1))
    cases["seed_huge"] = _edited(_setter("seed", value=10**30))
    cases["actions_dropped_last"] = _edited(lambda d: d["actions"].pop())
    cases["actions_reversed"] = _edited(lambda d: d["actions"].reverse())
    cases["actions_doubled"] = _edited(lambda d: d["actions"].extend(d["actions"]))
    cases["action_unknown_type"] = _edited(_setter("actions", 0, "type", value="Cheat"))
    cases["action_other_seat"] = _edited(_setter("actions", 0, "seat", value=2))
    cases["action_not_object"] = _edited(_setter("actions", 0, value=[1, 2]))
    cases["state_seats_changed"] = _edited(_setter("state", "seats", value=2))
    cases["state_emptied"] = _edited(_setter("state", value={}))
    cases["state_extra_key"] = _edited(_setter("state", "extra", value=1))
    cases["options_unknown"] = _edited(_setter("options", "turbo", value=True))
    cases["bots_for_a_person"] = _edited(_setter("bots", "0", value={"rng": {}}))
    cases["bots_seat_out_of_range"] = _edited(_setter("bots", "9", value={}))
    cases["bots_not_object"] = _edited(_setter("bots", "2", value=[1]))
    cases["bots_empty_state"] = _edited(_setter("bots", "2", value={}))
    cases["bots_missing"] = _edited(_deleter("bots"))
    cases["bots_empty"] = _edited(_setter("bots", value={}))
    for label, value in {"negative": -1, "huge": 2**64, "text": "1", "bool": True}.items():
        cases[f"bot_rng_state_{label}"] = _edited(_setter("bots", "2", "rng", "state",
                                                          value=value))
    cases["bot_rng_script_text"] = _edited(_setter("bots", "2", "rng", "script", value=["x"]))
    cases["bot_plan_bad_shape"] = _edited(_setter("bots", "2", "plan", value=[1, 2, 3]))
    cases["bot_plan_text"] = _edited(_setter("bots", "2", "plan", value="keep all"))
    cases["bot_extra_key"] = _edited(_setter("bots", "2", "mood", value="smug"))
    whole_files: dict[str, bytes] = {
        "empty": b"",
        "null": b"null",
        "list": b"[]",
        "object": b"{}",
        "true": b"true",
        "number": b"1",
        "string": b'"save"',
        "nan": b"NaN",
        "bom": b"\xef\xbb\xbf" + BASE_BYTES,
        "utf16": json.dumps(BASE_SAVE).encode("utf-16"),
        "broken_utf8": BASE_BYTES.replace("지훈".encode(), "지훈".encode()[:2]),
        "deep_nesting": b"[" * 50_000 + b"]" * 50_000,
        "zeros": bytes(4096),
        "two_saves": BASE_BYTES + BASE_BYTES,
        "trailing_garbage": BASE_BYTES + b"\x00garbage",
        "whitespace": b" \n\t ",
    }
    for label, raw in whole_files.items():
        cases[f"whole_file_{label}"] = raw
    cases["a_directory"] = "dir"
    cases["a_named_pipe"] = "fifo"
    return cases


SAVE_MUTATIONS = _save_mutations()


def _root() -> Path:
    """The private home: data and config folders both lie below it."""
    root = Path(os.environ["HOME"])
    assert data_dir().is_relative_to(root) and settings_path().is_relative_to(root)
    return root


def _place(path: Path, content: Content) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if content == "dir":
        path.mkdir()
        (path / "inside.txt").write_bytes(b"kept")
    elif content == "fifo":
        if not hasattr(os, "mkfifo"):
            pytest.skip("no named pipes on this system")
        os.mkfifo(path)
    else:
        assert isinstance(content, bytes)
        path.write_bytes(content)


def _bystanders() -> None:
    """Other files of ours that must come through every case untouched."""
    save_settings_notice = save_settings(load_settings()[0])
    assert save_settings_notice is None
    record_result("yacht", SEATS, [100, 120, 90], [1])


def _check_set_aside(path: Path, content: Content, before: dict[str, bytes | str]) -> None:
    """``path`` is gone, kept whole under one new name, and nothing else changed."""
    root = _root()
    after = snapshot(root)
    key = str(path.relative_to(root))
    assert key not in after, "the refused file is still in place"
    new = {name: value for name, value in after.items() if name not in before}
    stem = key.rsplit(".", 1)[0] + ".broken-"
    moved = [name for name in new if name.startswith(stem) and os.sep not in name[len(stem):]]
    assert len(moved) == 1, f"expected one set-aside copy, found {sorted(new)}"
    assert after[moved[0]] == content  # the bytes, or "dir" / "fifo"
    if content == "dir":
        assert after[moved[0] + os.sep + "inside.txt"] == b"kept"
    for name, value in before.items():
        if name == key or name.startswith(key + os.sep):
            continue
        assert after.get(name) == value, f"{name} changed"
    extra = set(new) - {moved[0]} - {n for n in new if n.startswith(moved[0] + os.sep)}
    assert not extra, f"new files appeared: {sorted(extra)}"


def _play_to_the_end(loaded: Any) -> None:
    session = GameSession(loaded.game.spec, loaded.game, loaded.seats, bot_states=loaded.bots)
    players = {seat: RandomBot(seat) for seat in range(len(loaded.seats))}
    for _ in range(5000):
        seat = session.game.current_seat
        if seat is None:
            break
        if seat in session.bots:
            action = session.bot_action()
        else:
            action = players[seat].choose(session.game.view(seat))
        session.game.check(action)
        session.apply(action)
    assert session.game.is_over and session.game.winners()


@pytest.mark.parametrize("case", list(SAVE_MUTATIONS))
def test_hostile_save(case: str) -> None:
    content = SAVE_MUTATIONS[case]
    _bystanders()
    path = autosave_path("yacht")
    _place(path, content)
    root = _root()
    before = snapshot(root)

    preview, peek_notice = peek_save()
    loaded, load_notice = load_save()

    if loaded is not None:
        assert preview is not None and peek_notice is None and load_notice is None
        assert snapshot(root) == before, "loading a good save changed a file"
        for name in (*preview.seat_names, preview.saved_at, loaded.app_version):
            assert is_clean(name, 64)
        _play_to_the_end(loaded)
        return
    notice = peek_notice or load_notice
    assert notice is not None and notice.text(ENGLISH) and notice.text(Words("ko"))
    assert notice.key != "storage.file_not_moved"
    _check_set_aside(path, content, before)
    # The program goes on: the slot is empty and a new game saves and loads again.
    assert peek_save() == (None, None)
    session = GameSession.start(GAMES["yacht"], SEATS, seed=1)
    assert write_save(session.game, session.seats, session.bot_states()) is None
    assert load_save()[0] is not None


def test_there_are_enough_save_mutations_and_harmless_ones_still_load() -> None:
    assert len(SAVE_MUTATIONS) >= 300
    assert {"a_directory", "a_named_pipe", "whole_file_null", "seat_name_nul",
            "saved_at_surrogate", "computer_level_expert", "seat_name_long"} <= set(SAVE_MUTATIONS)
    for case in ("person_level_hard", "bots_missing", "extra_top_level_key"):
        _place(autosave_path("yacht"), SAVE_MUTATIONS[case])
        loaded, notice = load_save()
        assert loaded is not None and notice is None, case
        autosave_path("yacht").unlink()


# -- settings ----------------------------------------------------------------

BASE_SETTINGS: dict[str, Any] = {
    "format": 1, "language": "ko", "volume": 0.5, "fullscreen": False,
    "animation_speed": "fast", "coach": True, "window_size": [1366, 384],
}
BASE_SETTINGS_BYTES = _json(BASE_SETTINGS)


def _settings_mutations() -> dict[str, Content]:
    rng = random.Random(9)
    cases: dict[str, Content] = {}
    for cut in sorted(rng.sample(range(len(BASE_SETTINGS_BYTES)), 10)):
        cases[f"truncated_at_{cut}"] = BASE_SETTINGS_BYTES[:cut]
    for index in range(10):
        flipped = bytearray(BASE_SETTINGS_BYTES)
        flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
        cases[f"byte_flip_{index}"] = bytes(flipped)
    for key in ("language", "volume", "fullscreen", "window_size"):
        for label in ("null", "text", "list", "huge_text", "surrogate", "negative"):
            data = dict(BASE_SETTINGS, **{key: ODD_VALUES[label]})
            cases[f"{key}_is_{label}"] = _json(data)
    for size in ([1, 1], [0, 0], [800, 450], [640, 360], [70000, 5], [1.5, 2], [True, 3]):
        cases[f"window_{size}"] = _json(dict(BASE_SETTINGS, window_size=size))
    for label in ("null", "list", "text"):
        cases[f"whole_{label}"] = _json(ODD_VALUES[label])
    cases["whole_empty"] = b""
    cases["nan_volume"] = BASE_SETTINGS_BYTES.replace(b"0.5", b"NaN")
    cases["a_directory"] = "dir"
    cases["a_named_pipe"] = "fifo"
    return cases


SETTINGS_MUTATIONS = _settings_mutations()


@pytest.mark.parametrize("case", list(SETTINGS_MUTATIONS))
def test_hostile_settings(case: str) -> None:
    content = SETTINGS_MUTATIONS[case]
    record_result("yacht", SEATS, [100, 120, 90], [1])
    path = settings_path()
    _place(path, content)
    root = _root()
    before = snapshot(root)

    settings, notice = load_settings()

    if notice is None:
        assert snapshot(root) == before
    else:
        assert notice.key in ("storage.settings_unreadable", "storage.settings_values_reset")
        _check_set_aside(path, content, before)
    # Whatever came back can be written, read back and used to open a window.
    assert save_settings(settings) is None
    assert load_settings() == (settings, None)
    width, height = settings.window_size
    assert width >= 1 and height >= 1


def test_there_are_enough_settings_mutations() -> None:
    assert len(SETTINGS_MUTATIONS) >= 50


# -- statistics --------------------------------------------------------------

BASE_STATS: dict[str, Any] = {
    "format": 1,
    "games": {"yacht": {"played": 3, "finished": 2, "wins": {"Mina": 1, "지훈": 1},
                        "high_scores": [{"name": "Mina", "score": 210, "date": "2026-11-29"},
                                        {"name": "지훈", "score": 150, "date": "2026-11-28"}]}},
}
BASE_STATS_BYTES = _json(BASE_STATS)


def _stats_mutations() -> dict[str, Content]:
    rng = random.Random(10)
    cases: dict[str, Content] = {}
    for cut in sorted(rng.sample(range(len(BASE_STATS_BYTES)), 8)):
        cases[f"truncated_at_{cut}"] = BASE_STATS_BYTES[:cut]
    for index in range(8):
        flipped = bytearray(BASE_STATS_BYTES)
        flipped[rng.randrange(len(flipped))] ^= 1 << rng.randrange(8)
        cases[f"byte_flip_{index}"] = bytes(flipped)

    def edited(edit: Callable[[dict[str, Any]], None]) -> bytes:
        data = copy.deepcopy(BASE_STATS)
        edit(data)
        return _json(data)

    yacht = ("games", "yacht")
    for label in ("nul", "surrogate", "huge_text"):
        text = ODD_VALUES[label]
        cases[f"high_score_name_{label}"] = edited(
            _setter(*yacht, "high_scores", 0, "name", value=text))
        cases[f"high_score_date_{label}"] = edited(
            _setter(*yacht, "high_scores", 0, "date", value=text))
        cases[f"win_name_{label}"] = edited(
            lambda d, text=text: d["games"]["yacht"]["wins"].update({text: 1}))
        cases[f"game_id_{label}"] = edited(
            lambda d, text=text: d["games"].update({text: d["games"]["yacht"]}))
    for label in ("null", "text", "negative", "float", "list"):
        value = ODD_VALUES[label]
        cases[f"played_{label}"] = edited(_setter(*yacht, "played", value=value))
        cases[f"wins_count_{label}"] = edited(_setter(*yacht, "wins", "Mina", value=value))
        cases[f"score_{label}"] = edited(_setter(*yacht, "high_scores", 1, "score", value=value))
    cases["score_huge"] = edited(_setter(*yacht, "high_scores", 1, "score", value=10**200))
    cases["date_words"] = edited(_setter(*yacht, "high_scores", 0, "date", value="today"))
    cases["eleven_high_scores"] = edited(
        lambda d: d["games"]["yacht"].update(high_scores=d["games"]["yacht"]["high_scores"] * 6))
    cases["format_2"] = edited(_setter("format", value=2))
    cases["games_list"] = edited(_setter("games", value=[]))
    cases["unknown_field"] = edited(_setter(*yacht, "streak", value=3))
    cases["other_game_kept"] = edited(_setter("games", "big_shot", value={"played": 1}))
    cases["whole_null"] = b"null"
    cases["whole_empty"] = b""
    cases["a_directory"] = "dir"
    cases["a_named_pipe"] = "fifo"
    return cases


STATS_MUTATIONS = _stats_mutations()


@pytest.mark.parametrize("case", list(STATS_MUTATIONS))
def test_hostile_statistics(case: str) -> None:
    content = STATS_MUTATIONS[case]
    assert save_settings(load_settings()[0]) is None
    path = statistics_path()
    _place(path, content)
    root = _root()
    before = snapshot(root)

    # The readers the screens use never move files and never raise.
    yacht = game_stats("yacht")
    scores = high_scores("yacht")
    assert snapshot(root) == before
    table, notice = load_statistics()

    if notice is None:
        assert snapshot(root) == before
        assert table["yacht"] == yacht and list(yacht.high_scores) == scores
        for stats in table.values():
            names = [*stats.wins, *(entry.name for entry in stats.high_scores)]
            assert all(is_clean(name, 32) for name in names)
    else:
        assert notice.key == "storage.statistics_unreadable"
        _check_set_aside(path, content, before)
        assert game_stats("yacht").played == 0
    # Recording goes on either way.
    assert record_result("yacht", SEATS, [100, 120, 90], [1]) is None
    assert game_stats("yacht").finished >= 1


def test_there_are_enough_statistics_mutations() -> None:
    assert len(STATS_MUTATIONS) >= 50
