"""The computers' bets told in notices ("Robo 1 put a 1 chip on Black") go as the bets
close: they stood on under "All bets are in" into the race (an open defect of trial s37)."""

from __future__ import annotations

from scenes.games.winners_circle.telling import bet_told
from scenes.shell.app import App
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_events import BetPlaced, BettingClosed
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_winners_circle_told_moves import _computers

__all__ = ["app"]


def test_no_bet_is_told_on_once_the_bets_are_in(app: App) -> None:
    scene, session = _computers(app, 3)
    told: set[str] = set()
    closed = ""
    for _ in range(6000):
        frames(app, 1)
        if not closed and session.game.state.phase is not Phase.BETTING:
            seat = next(event.seat for event in session.game.log
                        if isinstance(event, BettingClosed))
            closed = scene.text("ribbon_closed", name=session.name(seat))
            told = {bet_told(scene.text, app.context.words, session.name(event.seat),
                             event.horse, event.chip)
                    for event in session.game.log if isinstance(event, BetPlaced)}
        if closed and scene.table.ribbon == closed:
            break
    else:
        raise AssertionError("the ribbon never said all bets are in")
    assert told
    standing = [toast.text for toast in scene.toasts.toasts if toast.text in told]
    assert not standing, standing
