"""Where persons hand the screen over, a finished Wizard Extreme trick reads as finished
before the next person's cover rises. Trial s27 E/060-061: Ben's cover rose with "wins!"
over the trick, the prompt already saying his turn; the trick never read as finished."""

from __future__ import annotations

import time

from scenes.games.curtain import CurtainScene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.games.wizard_extreme.trick_end import TRICK_HOLD
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.i18n import ENGLISH
from tests.patience import PATIENCE
from tests.scenes.test_game_base import FRAME, frames, lift_curtain, press, set_speed
from tests.scenes.test_hand_over import MOVE_KEY, PAST_THE_LIFT, _start, app

__all__ = ["app"]


def test_a_finished_trick_is_read_before_the_next_cover_rises(app: App) -> None:
    scene = _start(app, "wizard_extreme")
    assert isinstance(scene, WizardExtremeScene)
    set_speed(app, "normal")
    manager, driver, session = app.context.manager, scene.driver, scene.session
    deadline = time.monotonic() + PATIENCE
    held_for = None  # seconds a finished trick has lain on the table
    while True:
        assert time.monotonic() < deadline, "no cover came over a finished trick"
        frames(app, 1)
        winner = scene.trick.held
        held_for = None if winner is None else (held_for or 0.0) + FRAME
        top = manager.top
        if isinstance(top, CurtainScene):
            if held_for is not None:
                break
            lift_curtain(app)
            frames(app, PAST_THE_LIFT)
        elif top is scene and driver.accepts_input:
            seat = session.current_seat
            assert seat is not None
            press(MOVE_KEY)
            frames(app, 1)
            assert scene.act(make_bot(session.spec.id, "easy", seed=seat + 1).choose(
                driver.gate.seat_view(seat)))
        elif held_for is not None and driver.is_busy:
            assert scene.prompt.text == ENGLISH("wizard_extreme_scene.trick_won_by",
                                                name=session.name(winner or 0)), \
                "the prompt over a finished trick says something else than who won it"
    assert held_for >= TRICK_HOLD - FRAME, \
        f"the next cover rose {held_for:.2f} s after the trick was won"
