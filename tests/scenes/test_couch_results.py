"""Issue 7, item 6: results worth looking at — podium by the game's places, confetti, solo."""

from __future__ import annotations

import time

import pygame
import pytest

from scenes import theme
from scenes.app import App
from scenes.results import PODIUM_HEIGHT, ResultsScene
from scenes.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import catalog, translate
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, press, set_speed, toy_session
from tests.scenes.toy_scene import ToyScene

__all__ = ["app"]


def finished(names: list[str], seed: int = 4) -> GameSession:
    robots = [SeatConfig(f"R{i}", i, SeatKind.COMPUTER, "random") for i in range(len(names))]
    played = GameSession.start(GAMES["yacht"], robots, seed=seed)
    while not played.game.is_over:
        played.apply(played.bot_action())
    return GameSession(GAMES["yacht"], played.game,
                       [SeatConfig(name, i) for i, name in enumerate(names)])


def show(shell: App, session: GameSession) -> ResultsScene:
    scene = ResultsScene(shell.context, session)
    shell.context.manager.apply(Push(scene))
    frames(shell, 3)
    return scene


def test_places_follow_the_games_winners_and_the_winner_is_celebrated(app: App) -> None:
    set_speed(app, "normal")
    session = finished(["Mina", "Jun", "Ara", "Bo"])
    scene = show(app, session)
    game = session.game
    assert scene.places == GAMES["yacht"].places(game)
    assert {seat for place, seat in scene.places if place == 1} == set(game.winners())
    assert scene.confetti.is_active
    assert "wins" in scene.headline() or "Shared" in scene.headline()
    frames(app, 260)  # the rain ends by itself: nothing moves for ever
    assert not scene.confetti.is_active


def test_a_solo_game_is_worded_as_a_score(app: App) -> None:
    set_speed(app, "normal")
    session = finished(["Mina"])
    scene = show(app, session)
    score = session.game.scores()[0]
    assert scene.headline() == f"Final score: {score}"
    assert "win" not in scene.headline().lower()
    assert not scene.confetti.is_active
    surface = app.surface
    assert isinstance(surface, pygame.Surface)


def test_every_game_says_what_its_numbers_mean_in_every_language() -> None:
    for language in ("en", "ko"):
        for game_id in GAMES:
            assert catalog(language).get(f"{game_id}.scoring"), (language, game_id)
    assert "fewest" in translate("wizard_extreme.scoring", "en")  # lower wins, said


@pytest.mark.parametrize("people", [2, 3, 4, 6])
def test_the_standings_fill_the_panel_evenly(app: App, people: int) -> None:
    """Issue 24: a table of two left the panel's top half empty; now the heading, podium
    and rows are centred in the room above the caption, and the rows stay above it."""
    names = ["Mina", "Jun", "Ara", "Bo", "Kim", "Seo"][:people]
    scene = show(app, finished(names))
    heading, floor, rows_top, row_h = scene._standing()
    top = scene.panel.y + scene.px(theme.SPACE_L)
    caption_top = (scene.panel.bottom - scene.px(theme.SPACE_M)
                   - scene._scoring_caption().get_height() - scene.px(12))
    rest = max(0, people - 3)
    bottom = rows_top + rest * row_h if rest else floor
    start = heading if heading is not None else floor - scene.px(PODIUM_HEIGHT)
    assert bottom <= caption_top
    assert abs((start - top) - (caption_top - bottom)) <= 2 or start == top
    if people <= 4:
        assert heading is not None, "a heading says what the panel shows when it fits"


def test_scores_keep_the_games_unit(app: App) -> None:
    """Issue 24: Winner's Circle's money lost its "$" on the results; a game scene hands
    its own score formatting to the results it opens."""
    set_speed(app, "instant")
    session = toy_session((SeatKind.PERSON, SeatKind.COMPUTER), rounds=2, hidden=False)
    scene = DollarScene(app.context, session)
    app.context.manager.apply(Push(scene))
    deadline = time.monotonic() + 20
    while not isinstance(app.context.manager.top, ResultsScene) and time.monotonic() < deadline:
        frames(app, 1)
        if scene.accepts_input or session.game.is_over:
            press(pygame.K_p if scene.accepts_input else pygame.K_RETURN)
        time.sleep(0.002)
    results = app.context.manager.top
    assert isinstance(results, ResultsScene)
    assert results.format_score(1550) == "$1550"


class DollarScene(ToyScene):
    def format_score(self, points: int) -> str:
        return f"${points}"
