"""Winner's Circle says who bets first and why, before anyone bets (trial s10: at six seats
Computers 4 and 5 had bet before Player 1 with no word of who started, while the top bar's
order starts at Player 1). RULES.md §1.5: race 1's first bettor is drawn by lot; races 2
and 3 start with the richest (by lot among equals); then round the table."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.bet_words import first_why
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["Computer 5 bets first", "drawn by lot", "name plates"]),
    ("ko", ["Computer 5 님이 먼저 걸어요", "추첨", "이름표"]),
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
    assert scene.plates[5].subtitle.endswith(first.strip(" ·")), scene.plates[5].subtitle
    assert not any(first.strip(" ·") in plate.subtitle for plate in scene.plates[:5])


@pytest.mark.parametrize(("ties", "word"), [(1, "the most money"), (2, "among the richest")])
def test_a_later_race_says_the_richest_bets_first(app: App, ties: int, word: str) -> None:
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1)]
    scene = make_game_scene(app.context,
                            GameSession.start(GAMES["winners_circle"], seats, seed=3))
    assert isinstance(scene, WinnersCircleScene)
    scene.table.ribbon = ""
    step = scene.playback.first_ribbon(2, 1, first_why(2, ties))
    step.advance(0.01)
    assert "Jun bets first" in scene.table.ribbon and word in scene.table.ribbon


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_arrows_go_on_from_the_last_plate_back_to_the_first(app: App,
                                                               size: tuple[int, int]) -> None:
    """At six seats Computer 5 (under Player 1) bet first, and no arrow led from there on to
    Player 1: the order read from the top bar began at Player 1. A gold bracket now leads
    from the last plate up to the first, so the arrows read round from any first bettor."""
    import pygame

    from scenes.shell import theme
    from scenes.widgets.play_order import wrap_arrow
    from tests.scenes.screens import resize_window

    resize_window(app, size)
    frames(app, 1)
    seats = [SeatConfig("Player 1", 0)] + [
        SeatConfig(f"Computer {seat}", seat, SeatKind.COMPUTER, "easy") for seat in range(1, 6)]
    scene = make_game_scene(app.context,
                            GameSession.start(GAMES["winners_circle"], seats, seed=3))
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    plates = [plate.rect for plate in scene.plates]
    wrap = wrap_arrow(plates, scene.scale)
    assert wrap is not None and wrap[1] == (0.0, -1.0)
    mark, _ = wrap
    assert mark.right < min(plates[0].left, plates[-1].left)
    board = pygame.Surface(size)  # the table as the scene draws it over the top bar
    board.fill((0, 0, 0))
    scene.draw_board(board)
    on_bracket = (mark.centerx, (plates[0].centery + mark.top) // 2)
    assert board.get_at(on_bracket)[:3] == theme.GOLD[:3], board.get_at(on_bracket)
    assert wrap_arrow(plates[:3], scene.scale) is None  # one row: no bracket round


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["Mina bets first (the most money)", "cover"]),
    ("ko", ["Mina 님이 먼저 걸어요(돈이 가장 많아요)", "가림막"]),
])
def test_the_cover_over_race_2_s_first_bettor_says_why(app: App, language: str,
                                                        words: list[str]) -> None:
    """With hidden bets the ribbon saying who bets first and why stood under the cover
    over the chips, and race 2 began with another person than race 1, nothing saying why
    (trial s32 I/020): the prompt under the cover says it, in the person's words."""
    from scenes.games.curtain import CurtainScene
    from tabletop.bots import make_bot
    from tabletop.games.winners_circle import Phase

    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="instant"))
    seats = [SeatConfig(name, seat) for seat, name in enumerate(["Mina", "Jun", "Cleo"])]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5,
                                options={"hidden_bets": True})
    assert session.game.view(None).state.first_bettor == 2  # race 1: Cleo, by lot
    bot = make_bot("winners_circle", "easy", seed=2)
    while session.game.state.race < 2 or session.game.state.phase is not Phase.BETTING:
        seat = session.current_seat
        assert seat is not None
        session.apply(bot.choose(session.game.view(seat)))
    state = session.game.view(None).state
    assert state.first_bettor == 0 and state.money.count(max(state.money)) == 1, state.money
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    for _ in range(600):
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            break
    assert isinstance(app.context.manager.top, CurtainScene), "no cover over the chips"
    said, _slot = scene.driver.prompt_line()
    for word in words:
        assert word in said, (word, said)
