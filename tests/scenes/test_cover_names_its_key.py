"""A press the hand-over cover does not take is answered: a trial's
player pressed C during someone's Polterfass cover and nothing said why it did nothing
(trial s25 A/141). The cover's hint then names what opens it, as it says "Too soon"."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.shell import assets
from scenes.shell.app import App
from tests.scenes.test_cover_lifts_on_enter import _on_to_a_cover
from tests.scenes.test_game_base import QUIET_SECONDS, app
from tests.scenes.test_hand_over import _start
from tests.scenes.test_key_bursts import Keyboard

__all__ = ["app"]


@pytest.mark.mash
def test_a_c_on_the_cover_is_answered_with_what_opens_it(app: App, drawn_texts: list[str],
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    # A narrow cover (Polterfass's lies over the order cards in the side column) wraps
    # its hint as a paragraph, drawn without assets.text: those count as drawn too.
    wrapped = assets.paragraph

    def paragraph(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn_texts.append(text)
        return wrapped(text, *args, **kwargs)

    monkeypatch.setattr(assets, "paragraph", paragraph)
    scene = _start(app, "polterfass")
    cover = _on_to_a_cover(app, scene)
    keyboard = Keyboard(app)
    keyboard.run(QUIET_SECONDS)
    drawn_texts.clear()
    keyboard.tap(pygame.K_c)
    keyboard.run(0.3)
    assert app.context.manager.top is cover, "C lifted the cover"
    wanted = "Only Enter or a click on the cover opens it."
    assert any(wanted in text for text in drawn_texts), drawn_texts
