"""A game whose record could not be kept says so on its own screens, every game: the top
bar while its saves fail, and its results (trial s23: on a full disk the dialog came once
a run, and a second whole game ended on results with a high score and no word)."""

from __future__ import annotations

import errno
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.screens.dialogs import NoticeScene
from scenes.screens.results import ResultsScene
from scenes.shell import theme
from scenes.shell.app import App, Launch, shutdown
from scenes.shell.scene import Pop, Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, Words
from tabletop.session import GameSession
from tabletop.storage import archive, saves, stats, writer

FRAME = 1 / 60


def _disk_full(path: Path, data: Any, **kwargs: object) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[App]:
    """The real program, its disk full from the first menu on."""
    application = App(Launch(lang="en", seed=7))
    application.start_menu()
    application.step(FRAME)
    for module in (writer, saves, stats, archive):
        monkeypatch.setattr(module, "atomic_write_json", _disk_full)
    yield application
    shutdown(application.context)


def _close_dialogs(app: App) -> None:
    while isinstance(app.context.manager.top, NoticeScene):
        app.context.manager.apply(Pop())
        app.step(FRAME)


def _play_to_the_end(app: App) -> tuple[GameScene, list[str]]:
    """Mina (moves of a random player) against a computer at Yacht, played to its end
    through its table, dialogs closed; the top bar's tag every tenth move."""
    context = app.context
    seats = [SeatConfig("Mina", 0), SeatConfig("Bot", 1, SeatKind.COMPUTER, "random")]
    session = GameSession.start(GAMES["yacht"], seats, seed=11, autosave=context.autosave)
    mina = make_bot("yacht", "random", seed=2)
    scene = make_game_scene(context, session)
    assert isinstance(scene, GameScene)
    context.manager.apply(Push(scene))
    tags: list[str] = []
    while not session.game.is_over:
        seat = session.current_seat
        player = session.bots[seat] if session.is_computer_turn() else mina
        session.apply(player.choose(session.game.view(seat)))
        app.step(FRAME)
        _close_dialogs(app)
        if len(session.game.history) % 10 == 0:
            context.flush_saves()
            tags.append(scene.driver.title_tag())
    app.step(FRAME)
    _close_dialogs(app)
    return scene, tags


def test_every_game_on_a_full_disk_says_its_record_was_not_kept(full_disk: App) -> None:
    context = full_disk.context
    for game in range(2):
        table, tags = _play_to_the_end(full_disk)
        assert set(tags) == {"NOT SAVED"}, f"game {game + 1}'s top bar"
        results = ResultsScene(context, table.session)
        context.manager.apply(Push(results))
        full_disk.step(FRAME)
        _close_dialogs(full_disk)
        lost = table.session.record_lost
        assert lost is not None, f"game {game + 1}'s results say nothing"
        assert lost.text(ENGLISH) == (
            "This game's record could not be kept: it is not counted in Statistics and "
            "cannot be watched again from Replays. The disk is full.")
        assert lost.text(Words("ko")).startswith("이번 게임 기록을 남기지 못했어요.")
        surface = pygame.Surface(context.size)
        results.draw(surface)
        strip = results.lost_rect
        assert strip.height > 0 and strip.bottom <= min(b.rect.y for b in results.ring.buttons[-3:])
        assert not strip.colliderect(results.panel) and not strip.colliderect(results.review_panel)
        assert surface.get_at((strip.x + strip.width // 2, strip.y + 3))[:3] == theme.BRICK_DARK
        while len(context.manager.stack) > 1:
            context.manager.apply(Pop())


def test_a_kept_record_says_nothing_of_it(full_disk: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.undo()  # the disk has room again
    table, tags = _play_to_the_end(full_disk)
    assert set(tags) == {""}
    assert table.session.record_lost is None
    results = ResultsScene(full_disk.context, table.session)
    full_disk.context.manager.apply(Push(results))
    full_disk.step(FRAME)
    assert results.lost_rect.height == 0


def test_a_game_not_counted_lists_no_score_of_its_own(full_disk: App) -> None:
    """Trial s23: on a full disk the high-score list showed this game's "Mina" unranked,
    as if kept, beside the strip saying it was not counted."""
    table, _ = _play_to_the_end(full_disk)
    results = ResultsScene(full_disk.context, table.session)
    full_disk.context.manager.apply(Push(results))
    full_disk.step(FRAME)
    _close_dialogs(full_disk)
    assert table.session.record_lost is not None
    assert [row.name for row in results.listed_scores(8) if row.this_game] == []


def test_a_game_whose_replay_alone_was_lost_keeps_its_scores_listed(
        full_disk: App, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.undo()
    monkeypatch.setattr(archive, "atomic_write_json", _disk_full)  # the statistics are kept
    table, _ = _play_to_the_end(full_disk)
    results = ResultsScene(full_disk.context, table.session)
    full_disk.context.manager.apply(Push(results))
    full_disk.step(FRAME)
    _close_dialogs(full_disk)
    lost = table.session.record_lost
    assert lost is not None and lost.key == "storage.record_lost_replay"
    assert [row.name for row in results.listed_scores(8) if row.this_game] == ["Mina", "Bot"]
