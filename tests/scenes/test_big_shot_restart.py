"""Big Shot, hidden money (BS-D17): when the winner cannot pay, the auction starts again,
and the money rows tell of that auction only. A trial (s21, 139) read "high bid: 6M" in
the row of the one who could not pay, "outbid at 5M" and "passed" in the others', all left
from the auction that had just failed."""

from __future__ import annotations

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.games.big_shot import Phase
from tabletop.games.big_shot_events import Bid, BidMade, Pass
from tests.patience import tries
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames, lift_curtain

__all__ = ["app"]


def _when_settled(shell: App, scene: object) -> None:
    """Frames until a person may act on the table (a curtain lifted on the way)."""
    for _ in tries(600):
        frames(shell, 1)
        if isinstance(shell.context.manager.top, CurtainScene):
            lift_curtain(shell)
        elif scene.accepts_input:  # type: ignore[attr-defined]
            return
    raise AssertionError("the table never waited for a person")


def test_the_money_rows_tell_only_of_the_auction_started_again(app: App) -> None:
    scene, game, first = first_auction(app, ("Mina", "Joon", "Nari"), speed="normal")
    assert scene.act(Bid(game.current_seat, 5))
    _when_settled(app, scene)
    bluffer = game.state.acting_colour
    assert bluffer is not None and bluffer != first
    game.state.cash[bluffer] = 0
    assert scene.act(Bid(game.current_seat, 6))
    while game.state.high_bidder is not None:
        _when_settled(app, scene)
        assert scene.act(Pass(game.current_seat))
    assert game.state.failed[bluffer] and game.state.phase is Phase.AUCTION
    text = scene.text
    stale = (text("status_high", amount=6), text("status_outbid", amount=5),
             text("status_passed"))
    seen_news = False
    for _ in tries(900):  # the news of the failure, then on to the next person's bid
        frames(app, 1)
        seen_news |= scene.failure is not None
        if not seen_news:  # the last pass still plays: it closes the auction that failed
            continue
        notes = [row.note for row in scene.side.drawn_money]
        wrong = [note for note in notes if any(word in note for word in stale)]
        assert not wrong, f"the rows tell of the failed auction: {notes}"
        if isinstance(app.context.manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input and not scene.driver.is_busy:
            break
    assert seen_news, "the failure was never told"
    assert not isinstance(game.log[-1], BidMade), "a bid came before the rows were checked"
