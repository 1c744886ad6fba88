"""The die and the move told beside it belong to the same move: a computer's notice
"Mina moved White 3 spaces: 35 → 2" stood on beside the die while the next player's roll
already tumbled on it, so the screen read as the new face having moved White (trial s39
Y/003)."""

from __future__ import annotations

from scenes.games.winners_circle.telling import move_told
from scenes.shell.app import App
from tabletop.games.winners_circle_events import DieRolled, HorseMoved
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_winners_circle_told_moves import _computers

__all__ = ["app"]


def test_a_new_roll_never_stands_beside_the_last_moves_notice(app: App) -> None:
    scene, session = _computers(app, 3)
    rolls_seen = 0
    for _ in range(6000):
        frames(app, 1)
        if not scene.table.die.rolling:
            continue
        log = session.game.log
        rolled = [index for index, event in enumerate(log) if isinstance(event, DieRolled)]
        # The moves told before the roll now tumbling (its own move comes after it).
        told = {move_told(scene.text, app.context.words, session.name(event.seat), event,
                          None)
                for event in log[:rolled[-1]] if isinstance(event, HorseMoved)}
        standing = [toast.text for toast in scene.toasts.toasts
                    if not toast.waiting and toast.text in told]
        assert not standing, (standing, scene.table.die.shown)
        rolls_seen += bool(told)
        if rolls_seen > 60:
            break
    assert rolls_seen > 60, "too few rolls after a computer's move"
