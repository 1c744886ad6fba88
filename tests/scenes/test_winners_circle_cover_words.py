"""The first bettor's prompt speaks of no cover that is not there (trial s33 M/009: "press
Enter or click the cover to see your chips" stood while the ribbon said who bets first,
before any cover rose; the only thing to click was the die's grey "?" tile), but asks the
others to look away as every later bettor's cover does: the chip the first bettor lays
face down is chosen on the screen (trial s35 R/010 read the first bet as one with no
cover, every later one with "Everyone else, look away")."""

from __future__ import annotations

from scenes.games import make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def test_the_prompt_under_the_first_ribbon_names_no_cover(app: App) -> None:
    seats = [SeatConfig("Ann", 0), SeatConfig("Bo", 1),
             SeatConfig("Computer", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=2,
                                options={"hidden_bets": True})
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    first = session.game.state.first_bettor
    assert session.seats[first].is_person, "a person bets first with this seed"
    name = session.name(first)
    ribbon = scene.text("ribbon_first_lot", name=name)
    said: list[str] = []
    for _ in range(600):
        frames(app, 1)
        if isinstance(app.context.manager.top, CurtainScene):
            break
        if scene.table.ribbon == ribbon:
            said.append(scene.prompt.text)
    assert said, "the ribbon said who bets first before the cover"
    assert all("cover" not in text and name in text and "Enter" in text for text in said), said
    assert all("look away" in text for text in said), said
