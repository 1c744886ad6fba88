"""Polterfass and Yacht Dice read from the sofa at 1280x720.

Every text on these screens is rendered at ART.md's small size or larger (the
setup's option labels, the barrels' keep/throw tags, the coaches' lines, the
sheet's "0/63", the plates' status lines), in English and Korean, with the
coach switched on.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.games.yacht.scene import YachtScene
from scenes.screens.setup import SetupScene
from scenes.shell.app import App, Launch
from scenes.shell.scene import Push, Scene
from scenes.shell.theme import TextSize
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import SPECIALS, Order, Special, Throw
from tabletop.games.yacht import Hold, Roll
from tabletop.session import GameSession
from tests.games.test_polterfass import ALL, new_game, throw_script
from tests.patience import tries
from tests.scenes.text_probe import recording

FRAME = 1 / 60


@pytest.fixture
def shell() -> Iterator[App]:
    from scenes.shell import assets

    application = App(Launch(lang="en", seed=5), persist=False)
    application.start_menu()
    application.step(FRAME)
    yield application
    application.context.close()
    assets.clear_caches()
    pygame.quit()


def serving_polterfass(shell: App) -> Scene:
    """Mina serves with a 9, a 4, an X and an arrow standing: keep/throw tags, the coach."""
    game = new_game(4, throw_script(ALL, {0: 9, 3: 4, SPECIALS[0]: Special.X,
                                          SPECIALS[1]: Special.ARROW}))
    game.apply(Throw(0))
    for guest in (1, 2, 3):
        game.apply(Order(guest, (guest,)))
    seats = [SeatConfig("Mina", 0), *(SeatConfig(f"Robo {seat}", seat, SeatKind.COMPUTER,
                                                 "easy") for seat in (1, 2, 3))]
    scene = make_game_scene(shell.context, GameSession(GAMES["polterfass"], game, seats))
    assert isinstance(scene, PolterfassScene)
    return scene


def yacht_turn(shell: App) -> Scene:
    seats = [SeatConfig("민아", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["yacht"], seats, seed=11)
    session.apply(Roll(0))
    session.apply(Hold(0, 1))
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, YachtScene)
    return scene


def settle_with_advice(shell: App, scene: Scene) -> None:
    """Frames until the coach's answer is on the card (it thinks in another process)."""
    coach = getattr(scene, "coach", None)
    for _ in tries(600):
        shell.step(FRAME)
        if coach is None or coach.advice is not None:
            break
        time.sleep(0.005)
    for _ in range(20):
        shell.step(FRAME)


@pytest.mark.parametrize("language", ["en", "ko"])
def test_polterfass_and_yacht_text_is_never_below_the_small_size(
    shell: App, language: str
) -> None:
    shell.context.apply_settings(replace(shell.context.settings, language=language,
                                         animation_speed="instant", coach=True))
    smallest = TextSize.SMALL.value
    screens = {"setup": lambda: SetupScene(shell.context, "polterfass"),
               "polterfass serving": lambda: serving_polterfass(shell),
               "yacht": lambda: yacht_turn(shell)}
    too_small: dict[str, set[tuple[int, str]]] = {}
    for name, build in screens.items():
        with recording() as seen:
            scene = build()
            shell.context.manager.apply(Push(scene))
            settle_with_advice(shell, scene)
            small = {(size, text) for size, text in seen if size < smallest}
            if small:
                too_small[name] = small
            if isinstance(scene, PolterfassScene):
                assert scene.table.pills(scene.context.words), \
                    "a standing special's word was on screen"
    report = "\n".join(f"{name}: {sorted(found)}" for name, found in too_small.items())
    assert not too_small, report
