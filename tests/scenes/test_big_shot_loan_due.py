"""Big Shot: a loan asks a bid over the cash held before it and leaves no pass (BS-D6). The
panel says so before the loan is taken, at both window sizes, in both languages, money
hidden and open (trial s32 K/002: "Loan: +9M now" said nothing of it; Pass went grey and
the lowest bid jumped to 11M, explained only after the loan). It reads in ink at the small
size (trial s34 N/020: 18 px grey at 1600x900), in a line of its own above the bids, and
the bidder's money beside Pass (trial s35 Q/017: the rule stood squeezed there in two
short lines, read as Pass's caption)."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import theme
from scenes.shell.app import App
from tests.scenes.screens import view_in
from tests.scenes.sofa_text import recording
from tests.scenes.test_big_shot_scene import first_auction, take_loan_by_key
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_what_a_loan_then_asks_is_said_before_it_is_taken(
        app: App, size: tuple[int, int], language: str, hidden: bool) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene, game, colour = first_auction(app, ("Mina", "Joon", "Nari"), hidden=hidden)
    frames(app, 2)
    pad, cash = scene.pad, game.state.cash[colour]
    assert pad.loan_button.enabled and pad.pass_button.enabled
    words = scene.text("loan_due", amount=cash + 1)  # at least past the cash (BS-D6)
    assert f"{cash + 1}M" in words
    with recording() as probe:
        scene.draw(pygame.Surface(size))
    said = scene.side.drawn_auction
    assert words in said, f"nothing says what the loan then asks: {said}"
    money = scene.text("your_cash", amount=cash)
    assert said[-1] == money, said
    small = theme.text_px(theme.TextSize.SMALL, theme.ui_scale(size))
    # Whole in one line, full width (its wrapped lines are drawn one by one).
    rule = [seen for seen in probe.seen if seen.text == words]
    assert rule and {(seen.size_px, seen.colour) for seen in rule} == {(small, theme.INK)}
    # The money in the bottom line's empty right, beside Pass, no smaller than the rule.
    beside = pad.beside_pass
    assert beside.left > pad.pass_button.rect.right and beside.centery == (
        pad.pass_button.rect.centery)
    shown = [seen for seen in probe.seen if seen.text == money]
    assert shown and min(seen.size_px for seen in shown) >= small, shown
    take_loan_by_key(app)  # the loan taken: its words have done their work
    frames(app, 2)
    assert game.state.loan_floor == cash
    scene.draw(pygame.Surface(size))
    assert words not in scene.side.drawn_auction
