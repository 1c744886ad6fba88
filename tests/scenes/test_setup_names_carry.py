"""The names people typed at one game's setup are offered at the next game's setup too
(a new player typed "Ana" at Yacht, then Polterfass offered "Player 1" again); default
names still follow the language, and computers keep their own."""

from __future__ import annotations

from dataclasses import replace

import pygame

from scenes.screens.setup import SetupScene
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tabletop.core.seats import SeatKind
from tabletop.storage.names import is_default_name
from tabletop.storage.setup_memory import offered_names, recent_people
from tests.scenes.test_game_base import app
from tests.scenes.test_menus import FRAME

__all__ = ["app"]


def open_setup(shell: App, game_id: str) -> SetupScene:
    """The setup of ``game_id`` on top of the program, drawn once."""
    setup = SetupScene(shell.context, game_id)
    shell.context.manager.apply(Push(setup))
    shell.step(FRAME)
    return setup


def _type(shell: App, setup: SetupScene, seat: int, text: str) -> None:
    field = setup.fields[seat]
    field.begin()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    shell.step(FRAME)


def test_a_name_typed_at_yacht_is_offered_at_polterfass(app: App) -> None:
    yacht = open_setup(app, "yacht")
    _type(app, yacht, 0, "Ana")
    assert yacht.seat_configs()[0].name == "Ana"
    yacht.start_game()
    app.step(FRAME)
    app.context.manager.apply(Pop())
    app.step(FRAME)
    polterfass = open_setup(app, "polterfass")
    configs = polterfass.seat_configs()
    assert configs[0].kind is SeatKind.PERSON and configs[0].name == "Ana", configs
    assert all(config.name != "Ana" for config in configs[1:])
    computers = [config.name for config in configs if config.kind is SeatKind.COMPUTER]
    assert computers and all(is_default_name(name, False) for name in computers), computers


def test_the_people_are_offered_in_their_order_and_a_default_follows_the_language(
        app: App) -> None:
    yacht = open_setup(app, "yacht")
    yacht.toggle_kind(1)  # a second person
    _type(app, yacht, 1, "Bo")
    yacht.start_game()
    app.step(FRAME)
    assert recent_people() == [None, "Bo"]
    app.context.manager.apply(Pop())
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    app.step(FRAME)
    winners = open_setup(app, "winners_circle")
    winners.toggle_kind(1)
    names = [config.name for config in winners.seat_configs()]
    assert names[0] == "플레이어 1", names


def test_offered_names_keep_order_and_never_offer_a_name_twice() -> None:
    assert offered_names(["Ana", "Bo"], [None, None, None]) == ["Ana", "Bo", None]
    assert offered_names(["Ana"], ["Bo", "Ana"]) == ["Ana", None]
    assert offered_names(["Ana"], ["Bo", "Cy"]) == ["Ana", "Cy"]
    assert offered_names([], ["Bo"]) == ["Bo"]
    assert offered_names([None], ["Bo"]) == [None]
