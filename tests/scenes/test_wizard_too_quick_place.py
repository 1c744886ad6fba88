"""Wizard Extreme: "Too quick: look at the table, then press again." leaves the table it
asks to be looked at clear: it stood over the trick's slots, just over the names under
them, as a person predicted at 1280x720 (trial s34 O/017). As a person is to predict or
to lead, at both window sizes and in both languages, it stands clear of the slots, their
names, the marks' row and the bottom caption, and of the hand."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from tests.homes import home_in
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window, show
from tests.scenes.sofa_screens import _settle, played_until, seats
from tests.scenes.test_wizard_toast_trick import FRAME, _to_lead, _to_predict


@pytest.fixture(scope="module")
def shell(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    with home_in(tmp_path_factory.mktemp("home")), running_app(persist=False) as application:
        yield application


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("phase", ["lead", "predict"])
def test_too_quick_stands_clear_of_the_trick(shell: App, language: str,
                                            size: tuple[int, int], phase: str) -> None:
    shell.context.apply_settings(replace(shell.context.settings, language=language,
                                         animation_speed="instant"))
    wanted = _to_lead if phase == "lead" else _to_predict
    session = played_until("wizard_extreme", seats("wizard_extreme", 1, 3), 11, wanted, 8)
    show(shell, lambda context, session=session: [make_game_scene(context, session)])
    if shell.context.size != size:
        resize_window(shell, size)
    _settle(shell)
    scene = shell.context.manager.top
    assert isinstance(scene, WizardExtremeScene) and scene.accepts_input
    scene.driver.manners.say_too_quick()
    for _ in range(3):
        shell.step(FRAME)
    placed = scene.toasts.rects(shell.context.size)
    assert len(placed) == 1, "the toast shows"
    fan = scene.hand.fan_rect(reach=False)
    assert fan is not None
    parts = [scene.trick.shown_rect(), fan]
    assert placed[0].collidelist(parts) == -1, (placed[0], parts[placed[0].collidelist(parts)])
