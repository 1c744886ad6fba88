"""A continued Polterfass game lays its barrels where they lay when it was saved: at the
bill (trial s35 R/014: seven barrels lay scattered, and Continue showed the pile's rows)
and in the middle of a round. Where a lying barrel rests comes from public facts (the
table's seed, the round, the barrels standing), never from the save."""

from __future__ import annotations

import pygame

from scenes.games import make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import Phase, ThrowAgain
from tabletop.session import GameSession
from tests.patience import tries
from tests.scenes.test_couch_menu import open_menu
from tests.scenes.test_game_base import frames, lift_curtain, set_speed
from tests.scenes.test_polterfass_round_end import PERSONS, bills, play_until

Table = tuple[dict[int, tuple[int, int]], dict[int, tuple[int, int, int]]]


def table_of(scene: PolterfassScene) -> Table:
    """Each barrel on the shelf (its place), and each lying one (its place and tilt)."""
    shelf = {sprite.barrel: (round(sprite.position.x), round(sprite.position.y))
             for sprite in scene.table.barrels if sprite.standing}
    mat = {sprite.barrel: (round(sprite.position.x), round(sprite.position.y),
                           round(sprite.angle) % 360)
           for sprite in scene.table.barrels if not sprite.standing}
    return shelf, mat


def start(app: App, seed: int) -> PolterfassScene:
    set_speed(app, "fast")
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "hard"),
             SeatConfig("지훈", 2), SeatConfig("Jun", 3, SeatKind.COMPUTER, "easy")]
    played = GameSession.start(GAMES["polterfass"], seats, seed=seed,
                               autosave=app.context.autosave)
    scene = make_game_scene(app.context, played)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    return scene


def continued(app: App, first: PolterfassScene) -> PolterfassScene:
    app.context.flush_saves()
    menu = open_menu(app)
    menu.refresh_save()
    menu.continue_game("polterfass")
    frames(app, 40)
    scene = app.context.manager.top
    assert isinstance(scene, PolterfassScene) and scene is not first
    return scene


def test_continue_at_the_bill_shows_the_barrels_where_they_lay(app: App) -> None:
    first = start(app, 4)  # the innkeeper fails: the last throw left the shelf alike
    play_until(app, first, lambda: bool(bills(first)) and first.is_still())
    assert first.holds_table()
    saved = table_of(first)
    shelf, mat = saved
    assert len(shelf) + len(mat) == 9 and shelf and mat
    scene = continued(app, first)
    assert scene.holds_table()
    assert table_of(scene) == saved


def test_continue_in_the_middle_of_a_round_shows_the_barrels_where_they_lay(app: App
                                                                           ) -> None:
    first = start(app, 6)

    game = first.session.game

    def serving() -> bool:  # a person's choice to throw again or close the tap
        return game.state.phase is Phase.SERVING and game.current_seat in PERSONS

    def settle() -> None:
        for _ in tries(600):
            if isinstance(app.context.manager.top, CurtainScene):
                lift_curtain(app)
            if first.accepts_input and first.is_still():
                return
            frames(app, 1)

    play_until(app, first, serving)
    settle()
    first.act(ThrowAgain(game.current_seat or 0))  # the barrels lying thrown once more
    frames(app, 2)
    settle()
    assert game.state.phase is Phase.SERVING, "a throw again where a barrel stood"
    saved = table_of(first)
    assert len(saved[0]) + len(saved[1]) == 9 and saved[1]
    scene = continued(app, first)
    assert scene.session.game.to_dict() == first.session.game.to_dict()
    pygame.event.clear()
    assert table_of(scene) == saved
