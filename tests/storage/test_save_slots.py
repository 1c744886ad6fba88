"""Each game keeps its own save (DESIGN §4): a game of one never replaces, finishes away or
breaks another's, and the single save of older versions is moved, never lost."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from tabletop import storage
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, Words
from tabletop.session import GameSession
from tabletop.storage import writer as writer_module
from tabletop.storage.paths import autosave_path, single_autosave_path

from .kills import finish, one_move_from_the_end

SEATS = (SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy"))


def _polterfass_in_progress(moves: int = 6) -> GameSession:
    """A Polterfass game a few moves in, saved as the program saves it."""
    session = GameSession.start(GAMES["polterfass"], SEATS, seed=4)
    for _ in range(moves):
        session.apply(session.bot_action() if session.is_computer_turn()
                      else session.game.legal_actions()[0])
    assert storage.write_save(session.game, session.seats, session.bot_states()) is None
    return session


def _set_mtime(path: Path, seconds: int) -> None:
    os.utime(path, ns=(seconds * 10**9, seconds * 10**9))


def test_starting_and_finishing_another_game_leaves_the_first_resumable() -> None:
    """The trial's lost game: a Polterfass game in progress, then a Yacht game started
    and played to its end. Polterfass is still there to resume, exactly as it was."""
    polterfass = _polterfass_in_progress()
    kept = autosave_path("polterfass").read_bytes()

    ending = one_move_from_the_end()  # a Yacht game, saved after every move
    assert storage.saved_games() == ["yacht", "polterfass"]  # the one saved last first
    finish(ending)  # its last move and its recording, which empties its own slot

    assert not storage.has_save("yacht")
    assert autosave_path("polterfass").read_bytes() == kept
    loaded, notice = storage.load_save(game_id="polterfass")
    assert notice is None and loaded is not None
    assert loaded.game.to_dict() == polterfass.game.to_dict()
    assert storage.saved_games() == ["polterfass"]
    continued, _ = storage.load_save()  # Continue: the one saved last, now Polterfass's
    assert continued is not None and continued.game.spec.id == "polterfass"


def test_the_writer_deleting_one_game_never_drops_anothers_waiting_save(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A save of one game waiting in the queue is replaced only by its own game's newer
    save or delete, never by another game's."""
    gate = threading.Event()
    real_write = writer_module.atomic_write_json

    def slow_write(path: Path, data: Any) -> None:
        gate.wait(5)
        real_write(path, data)

    ending = one_move_from_the_end(save=False)
    polterfass = GameSession.start(GAMES["polterfass"], SEATS, seed=4)
    monkeypatch.setattr(writer_module, "atomic_write_json", slow_write)
    writer = storage.StorageWriter()
    writer.save(ending.session.game, ending.session.seats)  # the worker waits at the gate
    writer.save(polterfass.game, polterfass.seats)  # waiting in the queue
    writer.delete("yacht")  # must not replace Polterfass's waiting save
    gate.set()
    writer.close()
    assert storage.has_save("polterfass") and not storage.has_save("yacht")


def test_a_broken_save_of_one_game_leaves_the_others() -> None:
    _polterfass_in_progress()
    one_move_from_the_end()
    kept = autosave_path("polterfass").read_bytes()
    autosave_path("yacht").write_text('{"format": 1, "game": "yacht"', encoding="utf-8")

    preview, notice = storage.peek_save(game_id="yacht")
    assert preview is None and notice is not None
    assert notice.key == "storage.save_unreadable" and notice.game == "yacht"
    assert notice.text(ENGLISH).startswith("Yacht Dice: ")
    assert notice.text(Words("ko")).startswith(Words("ko")("yacht.title") + ": ")
    assert not autosave_path("yacht").exists()
    assert [path.name.startswith("autosave-yacht.broken-")
            for path in autosave_path("yacht").parent.iterdir()].count(True) == 1

    assert autosave_path("polterfass").read_bytes() == kept
    preview, notice = storage.peek_save(game_id="polterfass")
    assert notice is None and preview is not None and preview.game_id == "polterfass"
    assert storage.load_save(game_id="polterfass")[0] is not None


def test_a_save_of_another_game_in_a_games_slot_is_set_aside() -> None:
    """A file in Yacht's slot must be a Yacht game (copied by hand, or tampered with)."""
    _polterfass_in_progress()
    autosave_path("yacht").write_bytes(autosave_path("polterfass").read_bytes())
    loaded, notice = storage.load_save(game_id="yacht")
    assert loaded is None and notice is not None and notice.key == "storage.save_damaged"
    assert storage.load_save(game_id="polterfass")[0] is not None


def test_an_old_single_save_is_moved_to_the_slot_of_the_game_it_names() -> None:
    session = _polterfass_in_progress()
    os.replace(autosave_path("polterfass"), single_autosave_path())  # as an old version left it

    assert storage.has_save()  # the menu's "anything saved?" sees it before it moves
    assert storage.adopt_single_save() == []  # moved in silence: nothing to say
    assert not single_autosave_path().exists()
    loaded, notice = storage.load_save(game_id="polterfass")
    assert notice is None and loaded is not None
    assert loaded.game.to_dict() == session.game.to_dict()
    assert storage.adopt_single_save() == []  # nothing more to move


def test_at_start_up_an_old_single_save_is_moved_before_anything_looks_at_the_slots() -> None:
    _polterfass_in_progress()
    os.replace(autosave_path("polterfass"), single_autosave_path())
    assert storage.finish_pending() == []
    assert storage.peek_save()[0] is not None
    assert storage.saved_games() == ["polterfass"]


def test_an_old_finished_single_save_completes_its_recording_once() -> None:
    """An old version stopped while recording a finished game: the game moves to its slot
    and its recording completes, counted once."""
    ending = one_move_from_the_end()
    ending.session.apply(ending.last)
    assert storage.write_save(ending.session.game, ending.session.seats,
                              finished_key="abc123def456") is None
    os.replace(autosave_path("yacht"), single_autosave_path())
    assert storage.finish_pending() == []
    assert not storage.has_save()
    assert storage.game_stats("yacht").finished == 1
    storage.finish_pending()
    assert storage.game_stats("yacht").finished == 1


def test_an_old_single_save_beside_a_newer_save_of_its_game_is_set_aside_with_a_message() -> None:
    _polterfass_in_progress(moves=2)
    os.replace(autosave_path("polterfass"), single_autosave_path())
    _set_mtime(single_autosave_path(), 1_000_000)
    newer = _polterfass_in_progress(moves=8)

    notices = storage.adopt_single_save()
    assert [notice.key for notice in notices] == ["storage.save_two_found"]
    assert notices[0].game == "polterfass" and "autosave.broken-" in notices[0].text(ENGLISH)
    assert not single_autosave_path().exists()
    loaded = storage.load_save(game_id="polterfass")[0]
    assert loaded is not None and loaded.game.to_dict() == newer.game.to_dict()


def test_an_old_single_save_newer_than_its_games_slot_is_the_one_kept() -> None:
    older = autosave_path("polterfass")
    _polterfass_in_progress(moves=2)
    _set_mtime(older, 1_000_000)
    newer = GameSession.start(GAMES["polterfass"], SEATS, seed=9)
    newer.apply(newer.game.legal_actions()[0])
    single_autosave_path().write_text(json.dumps(
        storage.saves.build_envelope(newer.game, newer.seats)), encoding="utf-8")

    notices = storage.adopt_single_save()
    assert [notice.key for notice in notices] == ["storage.save_two_found"]
    assert "autosave-polterfass.broken-" in notices[0].text(ENGLISH)
    loaded = storage.load_save(game_id="polterfass")[0]
    assert loaded is not None and loaded.game.to_dict() == newer.game.to_dict()


@pytest.mark.parametrize(("content", "key"), [
    (b"{ not json", "storage.save_unreadable"),
    (b'{"format": 1, "game": 7}', "storage.save_damaged"),
    (b'{"format": 1, "game": "chess"}', "storage.save_unknown_game"),
])
def test_an_old_single_save_that_names_no_game_is_set_aside_with_a_message(
    content: bytes, key: str,
) -> None:
    _polterfass_in_progress()
    single_autosave_path().write_bytes(content)
    notices = storage.adopt_single_save()
    assert [notice.key for notice in notices] == [key]
    aside = [path for path in single_autosave_path().parent.iterdir()
             if path.name.startswith("autosave.broken-")]
    assert len(aside) == 1 and aside[0].read_bytes() == content
    assert storage.load_save(game_id="polterfass")[0] is not None
