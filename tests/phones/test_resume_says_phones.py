"""Trial s38 W/018: a game saved while persons played on phones comes back from Continue
without them (phones are never paired again by themselves: the server is a security
boundary), and the table says once how to pair them again, in English and Korean."""

from __future__ import annotations

import pytest

from scenes.games.base import GameScene
from scenes.screens.menu import MenuScene
from scenes.shell.app import App
from scenes.shell.scene import Replace
from tabletop.core.seats import SeatKind
from tabletop.i18n import Words
from tests.phones.conftest import Phone
from tests.phones.table import _join, _table, _wait
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

PERSON, COMPUTER = SeatKind.PERSON, SeatKind.COMPUTER


def _saved_and_continued(app: App, phones: list[Phone], *, on_phones: bool) -> GameScene:
    scene = _table(app, "polterfass", (PERSON, PERSON, COMPUTER))
    if on_phones:
        _join(scene, 1, phones)
        _wait(app, lambda: scene.driver.phones.holds(1))
    frames(app, 1)
    assert scene.session.phones_on is on_phones
    app.context.persist = True  # this test's own home folder (the conftest's)
    app.context.autosave(scene.session)
    app.context.flush_saves()
    app.context.persist = False
    manager = app.context.manager
    menu = MenuScene(app.context)
    manager.apply(Replace(menu))  # the table is left: its phones stop
    frames(app, 1)
    menu.continue_game("polterfass")
    frames(app, 2)
    table = next(s for s in reversed(manager.stack) if isinstance(s, GameScene))
    assert table is not scene
    return table


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_game_saved_with_phones_says_how_to_pair_them_again(
        app: App, phones: list[Phone], language: str) -> None:
    app.context.words = Words(language)
    table = _saved_and_continued(app, phones, on_phones=True)
    said = app.context.words("table.phones_were_on")
    texts = [toast.text for toast in table.frame.toasts.toasts]
    assert texts.count(said) == 1
    assert app.context.words("phones.use") in said  # the pause menu's row, by its name
    assert table.driver.phones.desk is None  # no old code is seated again by itself
    frames(app, 3)
    # Once: the table's next frames and saves do not say it again, nor keep the flag.
    assert not table.session.phones_on


def test_a_game_saved_without_phones_says_nothing_of_them(
        app: App, phones: list[Phone]) -> None:
    table = _saved_and_continued(app, phones, on_phones=False)
    said = app.context.words("table.phones_were_on")
    assert said not in [toast.text for toast in table.frame.toasts.toasts]
