"""Winner's Circle says who bets first and why, before anyone bets (trial s10: at six seats
Computers 4 and 5 had bet before Player 1 with no word of who started, while the top bar's
order starts at Player 1). RULES.md §1.5: race 1's first bettor is drawn by lot; races 2
and 3 start with the richest (by lot among equals); then round the table."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["Computer 5 bets first", "drawn by lot", "arrows"]),
    ("ko", ["Computer 5 님이 먼저 걸어요", "추첨", "화살표"]),
])
def test_the_first_bettor_is_named_with_why_before_the_first_bet(app: App, language: str,
                                                                 words: list[str]) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="fast"))
    seats = [SeatConfig("Player 1", 0)] + [
        SeatConfig(f"Computer {seat}", seat, SeatKind.COMPUTER, "easy") for seat in range(1, 6)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=3)
    state = session.game.view(None).state
    assert state.first_bettor == 5  # the seed draws a computer, not the top bar's first
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    said = ""
    for _ in range(30):
        frames(app, 1)
        said = said or scene.table.ribbon
        assert not said or not scene.view().state.bets, "a bet came before the first bettor"
    for word in words:
        assert word in said, (word, said)
    # The first bettor's plate says so while the betting lasts; the others' do not.
    first = scene.text("status_first", chips="")
    assert scene.plates[5].subtitle.startswith(first.strip(" ·")), scene.plates[5].subtitle
    assert not any(first.strip(" ·") in plate.subtitle for plate in scene.plates[:5])


@pytest.mark.parametrize(("ties", "word"), [(1, "the most money"), (2, "among the richest")])
def test_a_later_race_says_the_richest_bets_first(app: App, ties: int, word: str) -> None:
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]
    scene = make_game_scene(app.context,
                            GameSession.start(GAMES["winners_circle"], seats, seed=3))
    assert isinstance(scene, WinnersCircleScene)
    scene.table.ribbon = ""
    step = scene._first_ribbon(2, 1, ties)
    step.advance(0.01)
    assert "Jun bets first" in scene.table.ribbon and word in scene.table.ribbon
