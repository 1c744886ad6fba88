"""Every destructive question opens with its safe choice focused (trial defect 5: a stray
Enter must not replace a saved game, abandon a game or quit): Enter at once cancels."""

from __future__ import annotations

import pygame

from scenes.screens.dialogs import ConfirmScene
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tests.scenes.test_dialog_padding import QUESTIONS
from tests.scenes.test_menus import FRAME, _start_from_setup, key


def test_the_new_game_question_opens_on_cancel_and_enter_keeps_the_save(app: App) -> None:
    _start_from_setup(app)
    app.context.manager.apply(Pop())  # the first game is saved to resume
    setup = _start_from_setup(app)
    dialog = app.context.manager.top
    assert isinstance(dialog, ConfirmScene) and dialog.message_key == "app.confirm.replace_save"
    assert dialog.ring.focused is not None
    assert dialog.ring.focused.label_key == "app.cancel"
    key(app, pygame.K_RETURN, frames=2)
    assert app.context.manager.top is setup


def test_every_question_opens_on_its_safe_choice(app: App) -> None:
    confirmed: list[str] = []
    for message_key, args in QUESTIONS.items():
        dialog = ConfirmScene(app.context, message_key, "app.menu.quit",
                              lambda key=message_key: confirmed.append(key) or Pop(),
                              message_args=args)
        app.context.manager.apply(Push(dialog))
        for _ in range(60):  # a second apart, so no two Enters read as one mash
            app.step(FRAME)
        focused = dialog.ring.focused
        assert focused is not None and focused.label_key == "app.cancel", message_key
        key(app, pygame.K_RETURN, frames=2)
        assert dialog not in app.context.manager.stack, message_key
    assert confirmed == []
