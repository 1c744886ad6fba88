"""Polterfass's words and shelf agree with the table (issue #32, trial s19): after a failed
throw the barrels left on the shelf served nothing but stood there as if they counted, and
the innkeeper's "throw all nine barrels (Space)" stayed up while the barrels flew."""

from __future__ import annotations

from scenes.shell.app import App
from tabletop.games.polterfass import InnkeeperFailed, Phase, Throw
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_polterfass_round_end import bills, play_until
from tests.scenes.test_polterfass_scene import start

__all__ = ["app"]


def test_after_a_failed_throw_the_shelf_is_crossed_out(app: App) -> None:
    scene = start(app)  # seed 4: the first innkeeper's second throw leaves nothing standing
    game = scene.session.game
    play_until(app, scene, lambda: bool(bills(scene)) and scene.is_still())
    assert any(isinstance(event, InnkeeperFailed) for event in game.log)
    # The ribbon said it over the shelf; with the orders up, the plaque says it.
    assert scene.plaque.is_billed and scene.plaque.failed
    shelf = [sprite for sprite in scene.table.barrels if sprite.standing]
    assert shelf, "barrels stood on the shelf from the throws before"
    assert all(sprite.removed for sprite in shelf), "a barrel on the shelf still looks served"
    assert scene.table.serve() == 0


def test_the_throw_prompt_goes_with_the_throw(app: App) -> None:
    scene = start(app)
    game = scene.session.game
    play_until(app, scene, lambda: scene.accepts_input and game.state.phase is Phase.FIRST_THROW)
    innkeeper = game.state.innkeeper
    throw_words = scene.text("prompt_throw", name=scene.session.name(innkeeper))
    assert scene.prompt.text == throw_words
    scene.act(Throw(innkeeper))
    frames(app, 1)
    assert scene.driver.is_busy, "the barrels are in the air"
    assert scene.prompt.text != throw_words
