"""Every dialog's question stands a padding's width inside its box, at both window sizes and
in both languages (the new-game question's four lines touched the top of a fixed box)."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.screens.dialogs import ConfirmScene
from scenes.screens.lesson_menu import LessonOffer
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tests.scenes.screens import resize_window
from tests.scenes.test_menus import FRAME

QUESTIONS = {
    "app.confirm.quit_app": {},
    "app.confirm.abandon": {},
    "app.confirm.replace_save": {"game": "Winner's Circle"},
    "app.confirm.quit_saved": {"game": "Winner's Circle"},
    "app.confirm.quit_saved_many": {"count": "4"},
    "storage.leave_unsaved": {},
    "storage.quit_unsaved": {},
    "phones.claim_question": {"name": "Alexandra-Maria",
                              "device": "Android phone at 192.168.100.123"},
}


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_dialog_keeps_its_padding_around_the_text(app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    app.step(FRAME)
    checked = 0
    for language in ("en", "ko"):
        app.context.apply_settings(replace(app.context.settings, language=language))
        dialogs: list[ConfirmScene] = [
            ConfirmScene(app.context, key, "app.menu.quit", Pop, message_args=args)
            for key, args in QUESTIONS.items()]
        dialogs.append(LessonOffer(app.context, "winners_circle", Pop))
        for dialog in dialogs:
            app.context.manager.apply(Push(dialog))
            app.step(FRAME)
            pad = dialog.px(theme.SPACE_L)
            inside = dialog.panel.inflate(-2 * pad, -2 * pad)
            assert inside.contains(dialog.message_rect), (language, dialog.message_key,
                                                           dialog.panel, dialog.message_rect)
            for button in dialog.ring.buttons:
                assert inside.contains(button.rect), (dialog.message_key, button.rect)
                assert button.rect.top - dialog.message_rect.bottom >= pad, dialog.message_key
            app.context.manager.apply(Pop())
            app.step(FRAME)
            checked += 1
    assert checked == 2 * (len(QUESTIONS) + 1)
