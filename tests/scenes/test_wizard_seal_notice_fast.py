"""Wizard Extreme at Fast speed: a computer leading after a seal's notice waits only about
half its reading time (the animation speed's share), not all of it.

At Normal speed a computer waits until the notice has stood its reading time
(test_wizard_seal_notice_stands, trial V/002): about 3 s a computer-led trick, some 45 s a
round. The player who chose Fast waited just as long: the speed did not shorten it."""

from __future__ import annotations

from scenes.shell.app import App
from scenes.widgets.toast import Toast, reading_seconds
from scenes.widgets.tween import AnimationSpeed
from tabletop.bots import make_bot
from tabletop.games.wizard_extreme import CardPlayed, Phase, SealReturned
from tests.patience import tries
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.wizard_table import mina_against_computers

__all__ = ["app"]

FRAME = 1 / 30


def test_at_fast_speed_a_computers_lead_comes_sooner_after_a_seal_notice(app: App) -> None:
    set_speed(app, "fast")
    scene, session = mina_against_computers(app, 4, seed=5)
    game = session.game
    mina = make_bot("wizard_extreme", "easy", seed=1)
    notice: Toast | None = None
    stood = 0.0
    for _ in tries(9000):
        frames(app, 1, dt=FRAME)
        if notice is None:
            said = [toast for toast in scene.toasts.toasts if toast.dated]
            returned = [event for event in game.log if isinstance(event, SealReturned)]
            if said and returned and returned[-1].seat != 0:  # a computer's, who leads next
                notice = said[-1]
        elif notice in scene.toasts.toasts:
            stood += FRAME
        else:
            break
        if scene.accepts_input and session.current_seat == 0 and scene.driver.is_settled:
            scene.act(mina.choose(game.view(0)))
    else:
        raise AssertionError("no computer's seal notice came and went")
    assert game.state.phase is Phase.PLAY and isinstance(game.log[-1], CardPlayed), (
        "the notice went before the next lead")
    reading = reading_seconds(notice.text)
    fast = reading / AnimationSpeed.FAST.value
    assert fast - 2 * FRAME <= stood < reading - 1.0, (stood, reading, notice.text)
