"""Wizard Extreme: the round's score table stands clear of the players' places (trial s29
G/072: it lay across them, left of centre), whole on the board, at every table size (three
to five seats), at 1920x1080 and at 1280x720, beside the open log too (trial s36 S/009)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.games.wizard_extreme.summary import RoundSummary, summary_rect
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import Seal
from tabletop.i18n import Words
from tabletop.session import GameSession
from tabletop.storage.names import default_names
from tests.scenes.screens import resize_window, view_in
from tests.scenes.test_game_base import app, frames
from tests.scenes.wizard_table import mina_against_computers

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_round_summary_stands_clear_of_the_places(app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    for seats in range(3, 6):  # Wizard Extreme is for 3-5 seats
        scene, session = mina_against_computers(app, seats)
        rounds = session.game.state.rounds
        scene.summary = RoundSummary(
            [seat.name for seat in session.seats], list(range(seats)),
            [[3 * seat for seat in range(seats)]], rounds, [None] * rounds,
            [{**dict.fromkeys(Seal, 0), Seal.BLACK: seat, Seal.RED: 1} for seat in range(seats)], 4)
        paper = summary_rect(app.context.words, scene.summary_place(), scene.summary,
                             scene.scale)
        where = f"{seats} seats at {size}: {paper}"
        assert scene.layout.board.contains(paper), where
        assert not any(paper.colliderect(zone.rect) for zone in scene.zones), where
        scene.summary = None
        app.context.manager.apply(Pop())


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_round_summary_stands_whole_beside_the_open_log(app: App, size: tuple[int, int],
                                                           language: str) -> None:
    """Trial s36 S/009: L opened the log over "After round 1 of 6", and the log covered
    its Total column. The table is laid out on the board beside the open log, whole."""
    view_in(app, size, language)
    for seats in range(3, 6):
        scene, session = mina_against_computers(app, seats)
        scene.frame.log.is_open = True
        frames(app, 30)  # the log slides open, the board is laid out beside it
        rounds = session.game.state.rounds
        scene.summary = RoundSummary(
            [seat.name for seat in session.seats], list(range(seats)),
            [[13 * seat for seat in range(seats)]], rounds, [None] * rounds,
            [{**dict.fromkeys(Seal, 0), Seal.BLACK: seat, Seal.RED: 1, Seal.WHITE: 2}
             for seat in range(seats)], 4)
        paper = summary_rect(app.context.words, scene.summary_place(), scene.summary,
                             scene.scale)
        log = scene.frame.log.panel_rect(settled=True)
        where = f"{seats} seats at {size}: {paper}, the log {log}"
        assert scene.board_area().contains(paper) and not paper.colliderect(log), where
        assert not any(paper.colliderect(zone.rect) for zone in scene.zones), where
        scene.summary = None
        app.context.manager.apply(Pop())


def test_the_round_summary_takes_the_names_of_a_language_switched_to(app: App) -> None:
    """Trial s35 R/012: a language switched behind the pause menu while "After round 1"
    stood left its rows under the old language's default names ("Computer 1" beside a
    Korean table). The summary takes the seats' names again; a typed name stays."""
    scene, session = mina_against_computers(app, 3)
    rounds = session.game.state.rounds
    scene.summary = RoundSummary(
        [seat.name for seat in session.seats], [0, 1, 2], [[0, 3, 6]], rounds,
        [None] * rounds, [dict.fromkeys(Seal, 0) for _ in range(3)], 4)
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    frames(app, 2)
    korean = default_names([True, False, False], Words("ko"), ["Mina"])
    assert scene.summary is not None
    assert list(scene.summary.names) == ["Mina", *korean[1:]], scene.summary.names
    app.context.manager.apply(Pop())


def test_the_hidden_hand_words_stand_not_under_the_round_summary(app: App) -> None:
    """Trial s37 T/009: "Cards stay hidden until the screen is yours." showed under the
    summary's lower edge, ghost words under the score table. While it stands they are
    not drawn (a person's press awaited, the hand hidden)."""
    configs = [SeatConfig("Mina", 0), SeatConfig("Joon", 1),
               SeatConfig("Computer 2", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["wizard_extreme"], configs, seed=3)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WizardExtremeScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    assert scene.hint_rect is not None  # the words, with no summary
    rounds = session.game.state.rounds
    scene.summary = RoundSummary(
        [seat.name for seat in session.seats], [0, 1, 2], [[0, 3, 6]], rounds,
        [None] * rounds, [dict.fromkeys(Seal, 0) for _ in range(3)], 4)
    frames(app, 2)
    assert scene.hint_rect is None
    scene.summary = None
    app.context.manager.apply(Pop())
