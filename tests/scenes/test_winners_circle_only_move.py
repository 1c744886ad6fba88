"""A forced move plays itself: with one face-up card among the running horses, the prompt
names the only horse that can move and says it moves by itself, and after a short beat it
does, with no press and no rest of the keys before one (issue #32: a race took nine minutes
at two seats, each turn two presses). A real choice still waits for the person."""

from __future__ import annotations

from scenes.games import make_game_scene
from scenes.games.winners_circle.forced import FORCED_MOVE_SECONDS
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_events import HorseMoved
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, until_input

__all__ = ["app"]


def _table_at_move(app: App, movable: int) -> tuple[WinnersCircleScene, GameSession, list[int]]:
    """A table where a person has rolled and ``movable`` running horses' cards are face up."""
    seats = [SeatConfig("Ann", 0), SeatConfig("Ben", 1)]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=5,
                                options={"hidden_bets": False})
    bot = make_bot("winners_circle", "easy", seed=1)
    while session.game.state.phase is not Phase.MOVE:
        seat = session.current_seat
        assert seat is not None
        session.apply(bot.choose(session.game.view(seat)))
    state = session.game.state
    up = [horse for horse, running in enumerate(state.running()) if running][:movable]
    state.face_up = [horse in up for horse in range(len(state.face_up))]
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    until_input(app, scene)
    return scene, session, up


def _moved(session: GameSession) -> list[int]:
    return [event.horse for event in session.game.log if isinstance(event, HorseMoved)]


def test_a_forced_move_plays_itself_after_a_beat(app: App) -> None:
    scene, session, (only,) = _table_at_move(app, 1)
    seat = session.current_seat
    assert seat is not None
    said = scene.person_prompt(session.game.view(seat), seat)
    name = scene.table.lanes[only].horse_name(only)
    assert "only horse" in said and name in said and "moves by itself" in said, said
    frames(app, 3)  # the beat: the prompt is read before the horse goes
    assert _moved(session) == []
    frames(app, 1, dt=FORCED_MOVE_SECONDS)
    assert _moved(session) == [only]


def test_a_real_choice_waits_for_the_person(app: App) -> None:
    scene, session, _ = _table_at_move(app, 2)
    frames(app, 3, dt=FORCED_MOVE_SECONDS)
    assert _moved(session) == [] and scene.accepts_input
    seat = session.current_seat
    assert seat is not None
    said = scene.person_prompt(session.game.view(seat), seat)
    # The discs say where each horse lands; one may stand on its space, not "beside" it.
    assert "move a horse" in said and "disc" in said and "beside" not in said, said


def test_the_table_is_never_still_while_a_forced_move_waits_its_beat(app: App) -> None:
    """The beat runs on the frame clock, which stops when the loop goes idle on a still
    table: the horse stood until someone pressed a key (trial s28 D/098-101, 233-236)."""
    scene, session, _ = _table_at_move(app, 1)
    for _ in range(6):  # most of the beat, in which the table's pieces come to rest
        frames(app, 1, dt=FORCED_MOVE_SECONDS / 8)
        assert _moved(session) == []
        assert not scene.driver.is_still()
        assert not app.context.manager.is_still()
    chooser, _, _ = _table_at_move(app, 2)
    frames(app, 120)  # a real choice: once everything settles the loop may sleep
    assert chooser.driver.is_still()
