"""Big Shot's final fortunes table, the only place hidden cash is shown broken down, is
never skipped by a burst of keys (trial s19: Space right after the
last placement, then Enter and Space in turn every 0.2 s, went straight to the results),
and the end of the game tells one story while the regions are counted: the money hidden
or shown alike on the plates and in the panel, and no word of a table not yet drawn."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.games.big_shot import panels
from scenes.games.big_shot.scene import BigShotScene
from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.widgets.button import key_label
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.big_shot import BigShotEngine
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_finished_game import shell
from tests.scenes.test_key_bursts import Keyboard

__all__ = ["shell"]


def before_the_last_move(app: App) -> tuple[BigShotScene, BigShotEngine, object]:
    """Bora and Ben, two persons with hidden money, played by computer players' choices up
    to the game's last move (a placement), shown on the table; returns that move too."""
    scene = start(app, [SeatConfig("Bora", 0), SeatConfig("Ben", 1)], hidden=True)
    session, game = scene.session, scene.session.game
    assert isinstance(game, BigShotEngine)
    bots = [make_bot("big_shot", "easy", seed=seat + 1) for seat in range(2)]
    spec = GAMES["big_shot"]
    for _ in range(2000):
        seat = session.current_seat
        assert seat is not None
        action = bots[seat].choose(game.view(seat))
        trial = spec.engine.from_dict(spec, game.to_dict())
        trial.apply(action)
        if trial.is_over:
            return scene, game, action
        session.apply(action)
    raise AssertionError("the game never came to its last move")


def test_a_burst_after_the_last_move_never_skips_the_fortune_table(shell: App) -> None:
    scene, _, last = before_the_last_move(shell)
    keyboard = Keyboard(shell)
    keyboard.run(0.5)
    assert scene.driver.act(last)  # type: ignore[arg-type]
    keyboard.run(0.1)
    keyboard.tap(pygame.K_SPACE)
    for index in range(60):  # twelve seconds of Enter and Space in turn, every 0.2 s
        keyboard.tap(pygame.K_RETURN if index % 2 == 0 else pygame.K_SPACE)
        keyboard.run(0.15)
    assert shell.context.manager.top is scene, keyboard.tops
    assert scene.show_table, "the burst ended on the table without its fortunes"
    keyboard.run(2.0)  # the hands off the keys: the table is read
    assert shell.context.manager.top is scene and scene.show_table, keyboard.tops
    keyboard.tap(pygame.K_RETURN)  # and one press, once it was seen, moves on
    keyboard.run(0.5)
    assert isinstance(shell.context.manager.top, ResultsScene), keyboard.tops


def test_while_the_districts_are_counted_the_end_tells_one_story(shell: App) -> None:
    """The plates and the money panel show the cash alike (the top bar showed 20M where the
    panel said "?"), and the panel's words point at the table only once it is drawn."""
    scene, game, last = before_the_last_move(shell)
    keyboard = Keyboard(shell)
    keyboard.run(0.5)
    assert scene.driver.act(last)  # type: ignore[arg-type]
    counted = 0
    words = shell.context.words
    table_words = words("big_shot_scene.over_help")
    for _ in range(200):
        keyboard.run(0.25)
        if scene.show_table:
            break
        assert game.is_over and shell.context.manager.top is scene
        rows = scene.side.drawn_money
        for row in rows:
            seat = game.seat_of(row.colour)
            assert seat is not None
            assert scene.plates[seat].score_hidden == (row.cash is None), (row, seat)
        assert table_words not in scene.side.drawn_end, "the words speak of a table not shown"
        counted += 1
    assert counted > 4, "the districts were counted in a moment"
    keyboard.run(1.0)
    assert table_words in scene.side.drawn_end


def test_the_prompt_invites_enter_only_once_a_press_moves_on(shell: App) -> None:
    """Trial s19: "Game over… press Enter" stood under the districts still being counted,
    where Enter only hurried the count on. The prompt says what plays, and names Enter
    once the fortunes table is up and a press goes on to the results."""
    scene, _, last = before_the_last_move(shell)
    keyboard = Keyboard(shell)
    keyboard.run(0.5)
    assert scene.driver.act(last)  # type: ignore[arg-type]
    words = shell.context.words
    enter = key_label(words, pygame.K_RETURN, shell.context.input)
    said: list[str] = []
    for _ in range(200):
        keyboard.run(0.1)
        text = scene.frame.prompt.text
        if not said or said[-1] != text:
            said.append(text)
        if enter in text:
            break
    assert said[0] == words("big_shot_scene.prompt_counting"), said
    assert words("big_shot_scene.prompt_fortunes") in said, said
    assert enter in said[-1] and scene.show_table, said
    assert scene.driver.is_settled and scene.driver.manners.waits_for_a_press
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.5)
    assert isinstance(shell.context.manager.top, ResultsScene), keyboard.tops


def test_the_fortune_table_leaves_the_money_rows_whole(shell: App, monkeypatch: Any) -> None:
    """The table of final fortunes stands over the city: centred on the whole board it
    covered the side panel's left edge, and the money rows beside it read "ora", "en" and
    "ity is sold out" (trial s19, the screenshots of a whole game)."""
    scene, _, last = before_the_last_move(shell)
    keyboard = Keyboard(shell)
    keyboard.run(0.5)
    assert scene.driver.act(last)  # type: ignore[arg-type]
    while not scene.driver.is_settled:
        keyboard.run(0.25)
    papers: list[pygame.Rect] = []

    def record(surface: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
        papers.append(rect.move(scene.layout.board.topleft))

    monkeypatch.setattr(panels, "draw_paper", record)
    panels._fortune_image.cache_clear()
    scene.draw(shell.surface)
    (paper,) = papers
    assert not paper.colliderect(scene.side.rows_rect), (paper, scene.side.rows_rect)
    assert scene.layout.board.contains(paper)


def test_the_table_of_fortunes_comes_with_every_cash_shown(shell: App) -> None:
    """Trial s22 (A/112): under "the table shows each fortune" a hidden cash still read "?"
    in the money rows and on the plates. The game is over, nothing is secret (BS-D17): the
    table comes with every colour's cash in sight."""
    scene, _, last = before_the_last_move(shell)
    keyboard = Keyboard(shell)
    keyboard.run(0.5)
    assert scene.driver.act(last)  # type: ignore[arg-type]
    for _ in range(400):
        keyboard.run(0.05)
        if scene.show_table:
            break
    assert scene.show_table
    assert all(row.cash is not None for row in scene.side.drawn_money), scene.side.drawn_money
    assert not any(plate.score_hidden for plate in scene.plates)
