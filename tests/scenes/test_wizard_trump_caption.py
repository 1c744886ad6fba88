"""Wizard Extreme: the Enter keycap over the focused card leaves "Red is always trump" whole.

In trial s18 the keycap over the focused card of the person's hand stood on the trick's
bottom caption, in English and Korean, at 1920x1080: the card rises close under the
trick, and the key stands above it with the room for the coach's pip. The caption now
takes the nearest place in its row clear of the keycap and the pips. Every playable card
is focused in turn, with the coach on (its pips) and off, at 3, 4 and 5 seats, at
1280x720 and 1920x1080, in both languages; the drawn caption and marks never overlap.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.wizard_extreme.panels import hand_mark_rects
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from tests.homes import home_in
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window, show
from tests.scenes.sofa_screens import _phase, _settle, played_until, seats

FRAME = 1 / 60
SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(scope="module")
def shell(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with home_in(tmp_path_factory.mktemp("home")), running_app(persist=False) as application:
        yield application


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("count", [3, 4, 5])
def test_the_keycap_and_the_pips_leave_the_trump_caption(shell: App, count: int,
                                                        language: str) -> None:
    for coach in (False, True):
        shell.context.apply_settings(replace(shell.context.settings, language=language,
                                             coach=coach, animation_speed="instant"))
        session = played_until("wizard_extreme", seats("wizard_extreme", 1, count), 11,
                               _phase("play"), 30)
        show(shell, lambda context, session=session: [make_game_scene(context, session)])
        _settle(shell)
        scene = shell.context.manager.top
        assert isinstance(scene, WizardExtremeScene) and scene.accepts_input
        for size in SIZES:
            if shell.context.size != size:
                resize_window(shell, size)
            for _ in range(30):
                shell.step(FRAME)
            playable = [card for card in scene.hand.cards if card.enabled]
            assert len(playable) > 1, "the focus can be moved along the hand"
            for card in playable:
                scene.hand.ring.focused = card
                shell.step(FRAME)
                advice = scene.driver.coach.advice if coach else None
                marks = hand_mark_rects(scene.hand, advice, scene.context, scene.scale,
                                        scene.pool_rect)
                caption = scene.trick.caption_rect
                assert marks and caption.width > 0
                assert scene.trick.bottom_rect().contains(caption), (size, caption)
                # Apart, a stretch of felt between (trial s29 wiz_auto_010: all but touching).
                apart = caption.inflate(2 * scene.px(24), 2 * scene.px(24))
                assert apart.collidelist(marks) == -1, (
                    count, language, coach, size, card.value, caption,
                    marks[apart.collidelist(marks)])
