from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest

from tabletop.storage import saves
from tabletop.storage import writer as writer_module
from tabletop.storage.paths import atomic_write_json, autosave_path
from tabletop.storage.saves import has_save, load_save
from tabletop.storage.writer import StorageWriter
from tests.patience import Stopwatch

from .storage_toy import SEATS, TOY_GAMES, played_game


def test_save_then_flush_writes_the_snapshot_taken_at_save_time() -> None:
    writer = StorageWriter()
    game = played_game(moves=3)
    snapshot = game.to_dict()
    writer.save(game, SEATS)
    game.apply(game.legal_actions()[0])  # playing on does not change the queued save
    assert writer.flush()
    loaded, notice = load_save(TOY_GAMES)
    assert notice is None and loaded is not None
    assert loaded.game.to_dict() == snapshot
    writer.close()


def test_requests_run_in_order_and_the_newest_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    gate = threading.Event()
    real = atomic_write_json

    def slow_write(path: Path, data: Any) -> None:
        gate.wait(5)
        real(path, data)

    monkeypatch.setattr(writer_module, "atomic_write_json", slow_write)
    writer = StorageWriter()
    writer.save(played_game(moves=1), SEATS)  # the worker takes it and waits at the gate
    for moves in (2, 3, 4):
        writer.save(played_game(moves=moves), SEATS)
    gate.set()
    writer.flush()
    loaded, _ = load_save(TOY_GAMES)
    assert loaded is not None and len(loaded.game.history) == 4

    gate.clear()
    writer.save(played_game(moves=5), SEATS)
    writer.delete("toy")
    gate.set()
    writer.close()
    assert not has_save()


def test_a_failed_write_becomes_a_notice_taken_once(monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(path: Path, data: Any) -> None:
        raise OSError("no space")

    monkeypatch.setattr(writer_module, "atomic_write_json", full_disk)
    writer = StorageWriter()
    writer.save(played_game(), SEATS)
    writer.flush()
    notice = writer.take_notice()
    assert notice is not None and notice.key == "storage.save_write_failed"
    assert writer.take_notice() is None
    assert not autosave_path("toy").exists()
    writer.close()
    with pytest.raises(RuntimeError):
        writer.save(played_game(), SEATS)


@pytest.mark.parametrize("error", [ValueError("odd"), TypeError("odd"), RecursionError(),
                                   MemoryError(), OSError("disk")])
def test_every_error_is_reported_and_unsaved_until_a_write_succeeds(
    monkeypatch: pytest.MonkeyPatch, error: Exception
) -> None:
    real = atomic_write_json
    failing = [True]

    def write(path: Path, data: Any) -> None:
        if failing[0]:
            raise error
        real(path, data)

    monkeypatch.setattr(writer_module, "atomic_write_json", write)
    writer = StorageWriter()
    assert not writer.unsaved
    for _ in range(2):  # every failure is reported, not only the first
        writer.save(played_game(), SEATS)
        assert writer.flush(5)
        notice = writer.take_notice()
        assert notice is not None and notice.key == "storage.save_write_failed"
        assert writer.unsaved
    failing[0] = False
    writer.save(played_game(), SEATS)
    assert writer.flush(5)
    assert writer.take_notice() is None and not writer.unsaved
    writer.close()


class _Fatal(BaseException):
    """Something that ends the worker thread itself."""


def test_a_dead_worker_never_leaves_flush_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    def fatal(path: Path, data: Any) -> None:
        raise _Fatal

    monkeypatch.setattr(writer_module, "atomic_write_json", fatal)
    monkeypatch.setattr(threading, "excepthook", lambda args: None)  # expected; keep quiet
    writer = StorageWriter()
    writer.save(played_game(), SEATS)
    watch = Stopwatch()
    writer.flush(30)
    assert watch.seconds() < 10  # released by the dying worker, not the timeout
    notice = writer.take_notice()
    assert notice is not None and notice.key == "storage.save_write_failed"
    assert writer.unsaved
    writer.save(played_game(), SEATS)  # later requests fail visibly instead of queueing
    assert writer.take_notice() is not None
    assert writer.flush(0.1) and writer.unsaved
    writer.close(1)


@pytest.mark.parametrize("game_id", ["yacht", "polterfass", "winners_circle", "wizard_extreme",
                                     "big_shot"])
def test_the_autosave_encodes_each_event_once_and_writes_what_a_fresh_encoding_would(
    game_id: str,
) -> None:
    """The writer reuses its encoding of actions and events from save to save; the file
    must still be exactly the whole game, at every point and across a take-back."""
    import json
    import random

    from tabletop.bots import RandomBot
    from tabletop.core.seats import SeatConfig
    from tabletop.games import GAMES

    spec = GAMES[game_id]
    game = spec.new_game(spec.default_seats, 17)
    seats = [SeatConfig(f"P{seat}", seat) for seat in range(game.seats)]
    writer, bot, chooser = StorageWriter(), RandomBot(17), random.Random(17)
    for step in range(150):
        if game.is_over:
            break
        checkpoint = game.checkpoint()
        game.apply(bot.choose(game.view(game.current_seat)))
        if chooser.random() < 0.2:  # a take-back truncates the log the memo has seen
            game.restore(checkpoint)
            game.apply(bot.choose(game.view(game.current_seat)))
        if step % 7 == 0:
            writer.save(game, seats)
            assert writer.flush()
            written = json.loads(autosave_path(game_id).read_text(encoding="utf-8"))
            fresh = json.loads(json.dumps(saves.build_envelope(game, seats)))
            written.pop("saved_at"), fresh.pop("saved_at")
            assert written == fresh, f"step {step}"
    writer.close()


def test_restoring_a_checkpoint_gives_back_the_game_exactly() -> None:
    game = played_game(moves=2)
    before = game.to_dict()
    checkpoint = game.checkpoint()
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    game.restore(checkpoint)
    assert game.to_dict() == before
    game.apply(game.legal_actions()[0])  # and it plays on from there


def test_settings_and_statistics_wait_their_turn_and_a_failed_one_leaves_the_game_saved(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop import storage
    from tabletop.storage import Notice, Settings

    gate = threading.Event()
    done: list[str] = []
    writer = StorageWriter()
    writer.write(lambda: (gate.wait(5), done.append("first"), None)[-1])
    for volume in (0.1, 0.2, 0.3):  # waiting settings: only the newest is written
        writer.save_settings(Settings(volume=volume))
    writer.write(lambda: (done.append("second"), Notice("storage.statistics_write_failed"))[-1])
    writer.save(played_game(), SEATS)
    gate.set()
    assert writer.flush()
    assert done == ["first", "second"]
    assert storage.load_settings()[0].volume == 0.3
    notice = writer.take_notice()
    assert notice is not None and notice.key == "storage.statistics_write_failed"
    assert writer.take_notice() is None
    assert has_save() and not writer.unsaved  # a statistics failure is not the game's
    writer.close()
