"""Big Shot: while a bid plays, the side panel names whom the prompt names. With two
persons and hidden money, for 0.3 s after Mina's bid the prompt said "Mina's turn" while
the panel lit Jun's row and said "Jun (sky blue) is to bid." (trial s25 D); every frame
the lit row is the colour the prompt's symbol shows, and no other colour is told to bid."""

from __future__ import annotations

from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from tabletop.games.big_shot_events import Bid
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def test_while_a_bid_plays_the_panel_names_whom_the_prompt_names(app: App) -> None:
    scene, game, _ = first_auction(app, ("Mina", "Jun"), speed="normal")
    frames(app, 60)
    assert scene.act(Bid(game.current_seat, game.min_bid()))
    words, seen = app.context.words, 0
    for _ in range(60):
        frames(app, 1)
        if not isinstance(app.context.manager.top, BigShotScene) or not scene.driver.is_busy:
            continue
        seen += 1
        slot = scene.prompt.seat_index
        lit = [row.look for row in scene.side.drawn_money if row.lit]
        assert lit == [slot], (scene.prompt.text, lit)
        named = [scene.names.colour(words, colour) for colour, look in enumerate(scene.looks)
                 if look != slot]
        told = [line for line in scene.side.drawn_auction
                if any(line == scene.text("waiting_bid", name=name) for name in named)]
        assert not told, (scene.prompt.text, told)
    assert seen, "the bid never played on the table"
