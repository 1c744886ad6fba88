"""A file named in a notice (a broken save set aside) breaks after its own dots and hyphens
when it is wider than the line, and its Korean particle stays on its last part: the Korean
message broke "…101010.json으" / "로" (trial s23)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.screens.dialogs import NoticeScene
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.storage.notice import Notice
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

SET_ASIDE = "autosave-wizard_extreme.broken-20261205-101010.json"


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_long_file_name_keeps_its_particle_in_the_korean_notice(
        app: App, size: tuple[int, int]) -> None:
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    resize_window(app, size)
    frames(app, 2)
    notice = Notice("storage.save_damaged", {"file": SET_ASIDE}, game="wizard_extreme")
    scene = NoticeScene(app.context, [notice])
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    wrap = scene.panel.width - 2 * scene.px(theme.SPACE_L)
    text = notice.text(app.context.words)
    assert f"{SET_ASIDE}으로" in text
    lines = assets.wrap_lines(text, scene._font, wrap)
    assert assets.text_size(f"{SET_ASIDE}으로", scene._font)[0] > wrap, "it fits a line here"
    assert "".join(lines).replace(" ", "") == text.replace(" ", ""), "every letter is shown"
    assert any(line.startswith("json으로") or "101010.json으로" in line for line in lines)
    assert all(assets.text_size(line, scene._font)[0] <= wrap for line in lines)
    drawn = scene.message_image(wrap, scene._font)
    assert drawn.get_height() == len(lines) * assets.font(scene._font).get_linesize()
