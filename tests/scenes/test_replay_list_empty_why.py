"""An empty replay list says why a game played may not be there: only games played to the
end are kept, a quit one is not (trial s25 D/160 quit a Polterfass game, looked for it and
read only that no game was kept)."""

from __future__ import annotations

from dataclasses import replace

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
