"""A question's gold button is the one the focus starts on (trial s32 K/018: leaving
with games saved drew Quit in gold while the focus, and Enter, stood on Cancel)."""

from __future__ import annotations

import pytest

from scenes.screens.dialogs import ConfirmScene
from scenes.shell.app import App
from scenes.shell.scene import Push, Quit
from scenes.widgets.button import ButtonStyle
from tests.scenes.test_menus import FRAME


@pytest.mark.parametrize("danger", [False, True])
def test_the_focused_button_is_the_one_that_looks_offered(app: App, danger: bool) -> None:
    dialog = ConfirmScene(app.context, "app.confirm.quit_saved_many", "app.menu.quit",
                          lambda: Quit(), danger=danger, message_args={"count": "3"})
    app.context.manager.apply(Push(dialog))
    app.step(FRAME)
    focused = dialog.ring.focused
    assert focused is not None and focused.label_key == "app.cancel", "Enter is the safe way"
    gold = [button for button in dialog.ring.buttons if button.style is ButtonStyle.PRIMARY]
    assert gold == ([] if danger else [focused])
