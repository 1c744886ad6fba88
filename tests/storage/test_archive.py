"""Finished games are kept for replays, and a stored game is trusted no more than a save.

Every finished game of every kind is stored the moment it ends, replays from
its file to the same final scores and winners step by step, and a tampered,
foreign or other-rules file is refused with a sentence while nothing changes.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tabletop.bots import RandomBot, make_bot
from tabletop.core import Engine, SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.storage import archive, saves
from tabletop.storage.archive import (
    KEEP_PER_GAME,
    export_finished,
    import_finished,
    list_finished,
    load_finished,
    store_finished,
)

from .storage_toy import SEATS, TOY_GAMES


@pytest.fixture(autouse=True)
def _toy_is_a_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """The list checks a file as opening it does, which knows the program's games only:
    here it knows the toy too."""
    monkeypatch.setattr(saves, "registry",
                        lambda games: {**GAMES, **TOY_GAMES} if games is None else games)


def _finished(game_id: str, seed: int) -> tuple[Engine[Any], list[SeatConfig]]:
    """A whole game: even seats are persons (random choices), odd seats easy computers."""
    spec = GAMES[game_id]
    game = spec.new_game(spec.default_seats, seed)
    seats = [SeatConfig(f"P{seat}", seat, SeatKind.PERSON if seat % 2 == 0
                        else SeatKind.COMPUTER, "easy") for seat in range(game.seats)]
    players = [RandomBot(seed + seat) if seat % 2 == 0 else make_bot(game_id, "easy", seat)
               for seat in range(game.seats)]
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        game.apply(players[seat].choose(game.view(seat)))
    return game, seats


def _toy_finished(seed: int) -> Engine[Any]:
    game = TOY_GAMES["toy"].new_game(len(SEATS), seed)
    chooser = random.Random(seed)
    while not game.is_over:
        game.apply(chooser.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_finished_game_replays_from_its_file_step_by_step(game_id: str) -> None:
    game, seats = _finished(game_id, 5)
    assert store_finished(game, seats) is None
    (entry,) = list_finished(game_id)
    assert entry.scores == tuple(game.scores()) and entry.winners == tuple(game.winners())
    assert entry.names == tuple(seat.name for seat in seats)

    stored, notice = load_finished(game_id, entry.file)
    assert notice is None and stored is not None
    assert stored.game.scores() == game.scores() and stored.game.winners() == game.winners()
    assert stored.seats == tuple(seats)
    # Stepping: the position after any number of actions, forward and back again.
    spec, history = GAMES[game_id], stored.game.history
    positions = sorted({0, 1, len(history) // 2, len(history) - 1, len(history)})
    for steps in [*positions, *reversed(positions)]:
        at = spec.replay(game.seats, stored.game.true_seed, game.options, history[:steps])
        assert len(at.history) == steps
    assert at.to_dict()["state"] == spec.new_game(game.seats, game.true_seed,
                                                   game.options).to_dict()["state"]


def test_only_the_newest_games_are_kept_and_listed_newest_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(archive, "KEEP_PER_GAME", 5)
    stamps = iter(f"20261201T1200{second:02d}" for second in range(60))
    monkeypatch.setattr(archive, "_stamp", lambda: next(stamps))
    for seed in range(8):
        assert store_finished(_toy_finished(seed), SEATS) is None
    listed = list_finished("toy")
    assert [entry.file[:15] for entry in listed] == [f"20261201T1200{s:02d}" for s in
                                                    (7, 6, 5, 4, 3)]
    folder = archive.game_folder("toy")
    assert sorted(path.name for path in folder.glob("*.json")) == sorted(
        [archive.INDEX_FILE, *(entry.file for entry in listed)])
    assert KEEP_PER_GAME == 50


def test_a_damaged_index_is_rebuilt_from_the_files() -> None:
    for seed in range(3):
        store_finished(_toy_finished(seed), SEATS)
    before = list_finished("toy")
    index = archive.game_folder("toy") / archive.INDEX_FILE
    for damage in ("{not json", json.dumps([{"file": "../../etc/passwd"}]), "[1, 2]"):
        index.write_text(damage, encoding="utf-8")
        assert list_finished("toy") == before


def _stored_file(game_id: str = "yacht") -> tuple[Path, dict[str, Any]]:
    game, seats = _finished(game_id, 9)
    store_finished(game, seats)
    (entry,) = list_finished(game_id)
    path = archive.game_folder(game_id) / entry.file
    return path, json.loads(path.read_text(encoding="utf-8"))


def _edited(data: dict[str, Any], how: str) -> dict[str, Any]:
    data = json.loads(json.dumps(data))
    if how == "score":
        data["scores"][0] += 1
    elif how == "winner":
        data["winners"] = [seat for seat in range(len(data["seats"]))
                           if seat not in data["winners"]][:1]
    elif how == "action":
        data["actions"] = data["actions"][:-1]
    elif how == "state":
        data["state"]["seed"] = data["state"]["seed"] + 1
    elif how == "rules":
        data["rules_version"] += 1
    elif how == "foreign":
        data["game"] = "chess"
    elif how == "unfinished":
        data["actions"] = data["actions"][:5]
        data["state"] = GAMES["yacht"].replay(len(data["seats"]), data["seed"], data["options"],
                                              []).to_dict()
    return data


REFUSALS = {
    "score": "storage.finished_mismatch",
    "winner": "storage.finished_mismatch",
    "action": "storage.finished_damaged",
    "state": "storage.finished_damaged",
    "rules": "storage.finished_other_rules",
    "foreign": "storage.finished_foreign",
    "unfinished": "storage.finished_damaged",
}


@pytest.mark.parametrize("how", sorted(REFUSALS))
def test_a_tampered_or_foreign_file_is_refused_with_a_sentence_and_nothing_changes(
    how: str, tmp_path: Path,
) -> None:
    path, data = _stored_file()
    folder = archive.game_folder("yacht")
    before = {item.name: item.read_bytes() for item in folder.iterdir()}
    shared = tmp_path / "from_a_friend.json"
    shared.write_text(json.dumps(_edited(data, how)), encoding="utf-8")

    game, notice = import_finished(shared)

    assert game is None and notice is not None and notice.key == REFUSALS[how]
    english, korean = notice.text(Words("en")), notice.text(Words("ko"))
    assert english and korean and "{" not in english
    assert {item.name: item.read_bytes() for item in folder.iterdir()} == before
    # The same damage in a stored file: it is refused, and left where it is.
    path.write_text(json.dumps(_edited(data, how)), encoding="utf-8")
    assert load_finished("yacht", path.name) == (None, notice.__class__(
        REFUSALS[how], {"file": path.name}))
    assert path.exists()


def test_not_json_and_a_path_outside_the_folder_are_refused() -> None:
    path, _ = _stored_file()
    path.write_text("{this is not json", encoding="utf-8")
    game, notice = load_finished("yacht", path.name)
    assert game is None and notice is not None
    game, notice = load_finished("yacht", "../statistics.json")
    assert game is None and notice is not None and notice.key == "storage.finished_damaged"


def test_an_exported_game_opens_on_another_machine(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    path, _ = _stored_file("big_shot")
    shared = tmp_path / "for_a_friend.json"
    assert export_finished("big_shot", path.name, shared) is None
    # The friend's machine: another user folder, with no games yet.
    monkeypatch.setenv("TABLETOP_USER_DIR", str(tmp_path / "friend"))
    assert list_finished("big_shot") == []
    game, notice = import_finished(shared)
    assert notice is None and game is not None
    assert len(list_finished("big_shot")) == 1


def _hand_edited(path: Path) -> None:
    """Trial s24 C/082: the first seat's score made 999, every other seat's 0."""
    data = json.loads(path.read_text(encoding="utf-8"))
    data["scores"] = [999] + [0] * (len(data["scores"]) - 1)
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("index_damaged", [False, True])
def test_a_listed_game_is_one_that_opens(index_damaged: bool) -> None:
    for seed in (5, 6):
        assert store_finished(*_finished("yacht", seed)) is None
    edited, honest = list_finished("yacht")
    folder = archive.game_folder("yacht")
    _hand_edited(folder / edited.file)
    (folder / "20200101T000000-abcdef.json").write_text("garbage", encoding="utf-8")
    if index_damaged:
        (folder / archive.INDEX_FILE).write_text("{not json", encoding="utf-8")
    assert list_finished("yacht") == [honest]
    assert load_finished("yacht", edited.file)[0] is None


def test_the_list_counts_what_it_could_not_read_and_checks_each_file_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for seed in (5, 6, 7):
        assert store_finished(*_finished("yacht", seed)) is None
    folder = archive.game_folder("yacht")
    _hand_edited(folder / list_finished("yacht")[0].file)
    (folder / "20200101T000000-abcdef.json").write_text("garbage", encoding="utf-8")
    checked: list[str] = []
    verified = archive._verified
    monkeypatch.setattr(archive, "_verified",
                        lambda path, *rest: checked.append(path.name) or verified(path, *rest))
    first = archive.listing("yacht")
    assert (len(first.entries), first.unreadable) == (2, 2)
    assert len(checked) == 2  # the two changed files; the stored ones were checked when kept
    assert archive.listing("yacht") == first
    assert len(checked) == 2  # remembered by size and time: nothing read again
