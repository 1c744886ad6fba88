"""BS-D17 through the scene: a winner who could not pay has shown the cash to everyone,
so the hand-over before their next bid in that auction says what it still hides, the
loans, where it asked them to "see your money" with that money in sight of all (trial
s21, Joon's 7M on his plate over the cover). A person with two colours (BS-D16) still
has the other colour's cash to hide: their cover still says money."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.games.big_shot import Phase
from tests.patience import tries
from tests.scenes.test_big_shot_scene import first_auction, press_piece
from tests.scenes.test_game_base import app, frames, lift_curtain, press

__all__ = ["app"]


@pytest.mark.parametrize(("names", "hidden_part"), [(("Mina", "Joon", "Jun"), "loans"),
                                                     (("Mina", "Joon"), "money")])
def test_the_cover_over_shown_cash_asks_to_see_the_loans(app: App, names: tuple[str, ...],
                                                         hidden_part: str) -> None:
    scene, game, colour = first_auction(app, names)
    game.state.cash[colour] = 2
    scene.driver.resync()
    assert scene.private_area()[1] == "money", "a bid that hides nothing yet"
    press_piece(app, scene, scene.pad.bid_five, 0)
    covers: list[tuple[bool, str, str]] = []  # (shown cash, cover's part, prompt)
    for _ in tries(600):
        frames(app, 1)
        top = app.context.manager.top
        if isinstance(top, CurtainScene):
            shown = game.state.failed[colour] and game.state.to_bid == colour
            covers.append((shown, top.curtain.part, scene.driver.prompt_line()[0]))
            if shown:
                break
            lift_curtain(app)
        elif scene.accepts_input:
            press(pygame.K_p if game.state.high_bidder is not None else pygame.K_SPACE)
    assert game.state.phase is Phase.AUCTION and game.state.failed[colour]
    shown, part, prompt = covers[-1]
    assert shown and part == hidden_part, covers
    assert hidden_part in prompt, prompt
    assert all(part == "money" for shown, part, _ in covers[:-1]), covers
