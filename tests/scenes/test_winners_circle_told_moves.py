"""A computer's move is told in a notice as its horse runs (trial s34 L/005: "Player 1's
turn" with a Saddle on the die, then the payout; Purple's going home 3rd was never seen),
and the header stops saying "betting" once the ribbon says all bets are in (M/008)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_data import FINISH
from tabletop.games.winners_circle_events import HorseFinished, HorseMoved, RaceEnded
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def _computers(app: App, count: int, language: str = "en") -> tuple[WinnersCircleScene,
                                                                      GameSession]:
    app.context.apply_settings(replace(app.context.settings, language=language))
    seats = [SeatConfig(f"Robo {seat + 1}", seat, SeatKind.COMPUTER, "easy")
             for seat in range(count)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    return scene, session


@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_computer_move_of_a_race_is_told_with_its_finish(app: App, language: str) -> None:
    scene, session = _computers(app, 2, language)
    shown: dict[str, float] = {}
    for _ in range(20000):
        frames(app, 1)
        for toast in scene.toasts.toasts:
            if not toast.waiting:
                shown[toast.text] = max(shown.get(toast.text, 0.0), toast.seconds)
        if any(isinstance(event, RaceEnded) for event in session.game.log) \
                and scene.table.sheet is not None:  # the payout covers the track
            break
    else:
        raise AssertionError("race 1 never ended")
    log = session.game.log
    places = {event.horse: event.place for event in log if isinstance(event, HorseFinished)}
    words = app.context.words
    wanted = []
    for event in log:
        if not isinstance(event, HorseMoved):
            continue
        horse = words(f"winners_circle.horse.{event.horse}")
        name = session.name(event.seat)
        if event.horse in places and event.to_progress >= FINISH:
            one = "_one" if event.steps == 1 else ""  # "1 space", else "4 spaces"
            wanted.append(scene.text("told_home" + one, name=name, horse=horse,
                                     steps=event.steps,
                                     place=scene.text(f"podium_{places[event.horse]}")))
        elif event.to_progress == event.from_progress:
            wanted.append(scene.text("told_stuck", name=name, horse=horse,
                                     space=event.from_space))
        else:
            steps = event.to_progress - event.from_progress
            wanted.append(scene.text("told_move" + ("_one" if steps == 1 else ""), name=name,
                                     horse=horse, steps=steps, start=event.from_space,
                                     end=event.to_space))
    assert len(places) == 3
    missing = [line for line in wanted if line not in shown]
    assert not missing, missing
    assert min(shown[line] for line in wanted) >= 4.0, "long enough to read"


def test_a_persons_own_move_is_not_told(app: App) -> None:
    """The person moved the horse with their own hand: no notice repeats it."""
    seats = [SeatConfig("Ann", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    game = session.game
    texts: set[str] = set()
    for _ in range(6000):
        frames(app, 1)
        texts |= {toast.text for toast in scene.toasts.toasts}
        if scene.accepts_input and session.current_seat == 0:
            scene.act(game.legal_actions()[0])
        if sum(isinstance(event, HorseMoved) and event.seat == 0 for event in game.log) >= 2:
            frames(app, 60)
            texts |= {toast.text for toast in scene.toasts.toasts}
            break
    else:
        raise AssertionError("Ann never moved twice")
    assert not [text for text in texts if text.startswith("Ann")], texts
    assert [text for text in texts if text.startswith("Robo")], "the computer's moves are"


def test_the_header_stops_saying_betting_as_all_bets_are_in(app: App) -> None:
    scene, session = _computers(app, 3)
    closed = {scene.text("ribbon_closed", name=session.name(seat)) for seat in range(3)}
    for _ in range(3000):
        frames(app, 1)
        if scene.table.ribbon in closed:
            break
    else:
        raise AssertionError("betting never closed")
    assert scene.table.phase is Phase.BETTING, "the table is not synced yet: the ribbon plays"
    assert scene.text("betting") not in scene.frame.round_text, scene.frame.round_text
    assert scene.text("race_label", race=1, races=3) in scene.frame.round_text


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_header_says_racing_while_the_horses_run(app: App, language: str) -> None:
    # After "betting" it said only "Race 1 of 3" (trial s34 P/013).
    scene, session = _computers(app, 2, language)
    racing = scene.text("race_label", race=1, races=3) + " · " + scene.text("racing")
    seen = set()
    for _ in range(3000):
        frames(app, 1)
        seen.add(scene.frame.round_text)
        if session.game.state.phase is Phase.MOVE and scene.table.phase is Phase.MOVE:
            break
    assert scene.frame.round_text == racing, (scene.frame.round_text, seen)


@pytest.mark.parametrize("hidden", [False, True])
def test_a_computers_bet_is_told_with_only_what_the_table_shows(app: App, hidden: bool) -> None:
    # Its chip just appeared after "Computer 1 is thinking…" (trial s34 P/012); a hidden
    # chip's value is its owner's alone (RULES 1.7), so only its horse is told.
    seats = [SeatConfig("Ann", 0), *(SeatConfig(f"Robo {seat}", seat, SeatKind.COMPUTER,
                                                "easy") for seat in (1, 2))]
    session = GameSession.start(GAMES["winners_circle"], seats, 5, {"hidden_bets": hidden})
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    texts: set[str] = set()
    for _ in range(600):
        frames(app, 1)
        texts |= {toast.text for toast in scene.toasts.toasts}
        if session.game.current_seat == 0 and scene.driver.is_settled and texts:
            break
    bets = [event for event in session.game.log if type(event).__name__.endswith("BetPlaced")
            and event.seat != 0]
    assert bets, "no computer bet before Ann's turn"
    for bet in bets:
        horse = app.context.words(f"winners_circle.horse.{bet.horse}")
        name = session.name(bet.seat)
        told = (scene.text("told_bet_down", name=name, horse=horse) if hidden
                else scene.text("told_bet", name=name, horse=horse, chip=bet.chip))
        assert told in texts, (told, texts)
    assert not [text for text in texts if text.startswith("Ann")], texts
