"""Big Shot: a loan asks a bid over the cash held before it and leaves no pass (BS-D6). Beside
Pass, in the bottom line's empty right, the pad says so before the loan is taken, whole
within the buttons' height, at both window sizes and in both languages (trial s32 K/002:
"Loan: +9M now" said nothing of it; Pass went grey and the lowest bid jumped to 11M,
explained only after the loan). It reads in ink at the small size, never shrunk to the
button's height (trial s34 N/020: 18 px grey at 1600x900)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.shell import assets, theme
from scenes.shell.app import App
from tests.scenes.screens import resize_window
from tests.scenes.sofa_text import recording
from tests.scenes.test_big_shot_scene import first_auction, take_loan_by_key
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("hidden", [False, True])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_what_a_loan_then_asks_is_said_before_it_is_taken(
        app: App, size: tuple[int, int], language: str, hidden: bool) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, size)
    frames(app, 2)
    scene, game, colour = first_auction(app, ("Mina", "Joon", "Nari"), hidden=hidden)
    frames(app, 2)
    pad, cash = scene.pad, game.state.cash[colour]
    assert pad.loan_button.enabled and pad.pass_button.enabled
    with recording() as probe:
        image = pad.loan_button.due_image(app.context.size)
    assert image is not None, "nothing says what the loan then asks"
    small = theme.text_px(theme.TextSize.SMALL, theme.ui_scale(size))
    assert {(seen.size_px, seen.colour) for seen in probe.seen} == {(small, theme.INK)}
    words = scene.text("loan_due", amount=cash)
    assert f"{cash}M" in words
    rect = pad.loan_button.due_rect
    assert rect.left > pad.pass_button.rect.right and rect.right <= pad.loan_button.rect.right
    assert rect.centery == pad.pass_button.rect.centery
    assert image.get_width() <= rect.width and image.get_height() <= rect.height
    least = theme.text_px(theme.TextSize.SMALL, theme.ui_scale(size)) - 3
    assert len(assets.wrap_lines(words, least, rect.width)) <= 2
    take_loan_by_key(app)  # the loan taken: its words have done their work
    frames(app, 2)
    assert game.state.loan_floor == cash
    assert pad.loan_button.due_image(app.context.size) is None
