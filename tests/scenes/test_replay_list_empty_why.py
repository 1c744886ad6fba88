"""An empty replay list says why a game played may not be there: only games played to the
end are kept, a quit one is not (trial s25 D/160 quit a Polterfass game, looked for it and
read only that no game was kept)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.screens.replay_list import ReplayListScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.scenes.sofa_text import recording
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_empty_replay_list_says_a_quit_game_is_not_kept(app: App, language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    listing = ReplayListScene(app.context, "polterfass")
    app.context.manager.apply(Push(listing))
    frames(app, 2)
    assert not listing.entries
    with recording() as probe:
        frames(app, 2)
        listing.draw(app.context.display.surface)
    shown = " ".join(item.text for item in probe.seen)
    words = app.context.words
    assert words("replay.list_empty") in shown
    why = words("replay.list_empty_why")
    assert why.split()[0] in shown and why.split()[-1] in shown, "the reason is drawn whole"
    quit_word = {"en": "quit", "ko": "그만둔"}[language]
    assert quit_word in why and quit_word in shown


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_back_sits_centred_with_the_page_buttons_together_beside_it(
    app: App, size: tuple[int, int],
) -> None:
    """Trial s27 D/179 read "Newer · Back · Older · Open a game file": Back between the
    page buttons. Back is centred as on every other screen, the pages side by side."""
    pygame.display.set_mode(size)
    app.context.resize(size)
    listing = ReplayListScene(app.context, "polterfass")
    app.context.manager.apply(Push(listing))
    frames(app, 2)
    bottom_row = sorted((button for button in listing.ring.buttons
                         if button.label_key and button not in listing.tabs),
                        key=lambda button: button.rect.x)
    keys = [button.label_key for button in bottom_row]
    assert keys == ["replay.newer", "replay.older", "app.back", "replay.open_file"]
    back = bottom_row[2]
    assert back.rect.centerx == listing.size[0] // 2
    newer, older = bottom_row[0], bottom_row[1]
    assert 0 < older.rect.x - newer.rect.right <= back.rect.x - older.rect.right
