"""Big Shot: when one's money cannot pay the lowest bid, every Bid button is grey; the panel
beside them says so and what is left to do, the prompt with the engine's words of refusal
(BS-D6: a loan first; BS-D17: held to the money one showed on failing to pay). A trial
(s21, round 15) saw the Bid buttons grey at 0M beside "Your money: 0M" and "bid at least
2M, or pass", and nothing said why."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.shell.app import App
from tabletop.core.actions import IllegalAction
from tabletop.games.big_shot_events import Bid
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize("loan", [True, False])
def test_grey_bid_buttons_are_explained_beside_them_and_in_the_prompt(
        app: App, hidden: bool, loan: bool, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, (1280, 720))
    frames(app, 2)
    scene, game, colour = first_auction(app, ("Mina", "Joon", "Nari"), hidden=hidden)
    game.state.cash[colour] = 0
    game.state.failed[colour] = hidden  # hidden money: held to the 0M shown to all
    game.state.loan_this_round[colour] = not loan
    scene.driver.resync()
    frames(app, 2)
    assert not any(b.enabled for b in (scene.pad.bid_custom, scene.pad.bid_five))
    assert scene.pad.loan_button.enabled == loan
    with pytest.raises(IllegalAction) as refusal:
        game.check(Bid(game.current_seat, game.min_bid()))
    why = refusal.value.localized(app.context.words.language)
    loan_or_not = "loan_first" if loan else "pass_only"
    cash = scene.text(f"your_cash_{loan_or_not}", amount=0)
    drawn = scene.side.drawn_auction  # beside Pass, whole in the bottom line's right
    assert cash in drawn, f"the panel says {drawn}"
    assert scene.pad.beside_pass.contains(scene.side.drawn_money_line)
    name = scene.names.colour(app.context.words, colour)
    assert scene.frame.prompt.text == scene.text(f"prompt_{loan_or_not}", name=name, why=why)
