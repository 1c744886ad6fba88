"""Results worth looking at — podium by the game's places, confetti, solo."""

from __future__ import annotations

import pygame
import pytest

from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import catalog, translate
from tabletop.session import GameSession
from tests.scenes.test_game_base import SLOW_FRAME, app, frames, set_speed

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
    # The rain ends by itself within 4.3 s (at 20 frames a second): nothing moves for ever.
    frames(app, 87, SLOW_FRAME)
    assert not scene.confetti.is_active


def _with_computers(session: GameSession, computers: set[int]) -> GameSession:
    """``session``'s finished game with the seats in ``computers`` played by computers."""
    seats = [SeatConfig(f"R{seat}", seat, SeatKind.COMPUTER, "easy") if seat in computers
             else config for seat, config in enumerate(session.seats)]
    return GameSession(session.spec, session.game, seats)


def test_no_confetti_when_a_computer_beats_every_person(app: App) -> None:
    """Trial s31 I/001: the computer won 220 to 117 and the confetti rained for it. Only a
    person's win throws it."""
    set_speed(app, "normal")
    session = finished(["Mina", "Jun"])
    winners = set(session.game.winners())
    assert len(winners) == 1
    lost = show(app, _with_computers(session, winners))
    assert not lost.confetti.is_active, "confetti for a computer's win over every person"
    losers = set(range(len(session.seats))) - winners
    won = show(app, _with_computers(session, losers))
    assert won.confetti.is_active, "no confetti for a person's win over a computer"


def test_the_cheer_is_for_a_persons_win_only(app: App,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """The fanfare played when a computer beat every person, with the confetti already
    held back; a computer's win or a game alone ends with a page's soft turn."""
    played: list[str] = []
    monkeypatch.setattr(app.context, "play", played.append)
    session = finished(["Mina", "Jun"])
    winners = set(session.game.winners())
    show(app, _with_computers(session, winners))
    show(app, _with_computers(session, set(range(len(session.seats))) - winners))
    show(app, finished(["Mina"]))
    assert [sound for sound in played if sound in ("cheer", "card_flip")] == [
        "card_flip", "cheer", "card_flip"]


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
