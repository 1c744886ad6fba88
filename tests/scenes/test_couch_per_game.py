"""Per-game words a new player stumbled over: the levels read as a scale, setup offers an
option only where it means something and says what each choice does, Winner's Circle's
lanes are named by their horse, and the Polterfass plaque counts what is poured."""

from __future__ import annotations

import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.screens.setup import SetupScene
from scenes.screens.setup_options import option_value_note
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import Throw
from tabletop.i18n import ENGLISH, Words
from tabletop.session import GameSession
from tests.games.test_polterfass import ALL, new_game, throw_script
from tests.scenes.test_menus import FRAME

KOREAN = Words("ko")


@pytest.mark.parametrize("words", [ENGLISH, KOREAN])
def test_the_levels_read_as_a_scale(words: Words) -> None:
    names = [words(f"app.level.{level}") for level in ("random", "easy", "hard")]
    assert len(set(names)) == 3
    assert names == (["Easy", "Medium", "Hard"] if words is ENGLISH else ["쉬움", "보통", "어려움"])


def test_the_three_player_magician_is_offered_only_to_three(app: App) -> None:
    setup = SetupScene(app.context, "wizard_extreme")
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    assert len(setup.seats) == 3  # a first setup: the game's smallest table
    assert {option.key for option, *_ in setup.option_rows} == {"magician_base", "series"}
    setup.change_count(1)
    shown = {option.key for option, *_ in setup.option_rows}
    assert shown == {"series"}, f"{len(setup.seats)} seats"
    setup.change_count(-1)
    assert {option.key for option, *_ in setup.option_rows} == {"magician_base", "series"}
    setup.change_count(1)
    assert {option.key for option, *_ in setup.option_rows} == {"series"}


@pytest.mark.parametrize(("game_id", "key"), [("wizard_extreme", "series"),
                                               ("winners_circle", "hidden_bets")])
def test_each_choice_of_the_puzzling_options_is_explained(app: App, game_id: str,
                                                          key: str) -> None:
    option = next(option for option in GAMES[game_id].options if option.key == key)
    for words in (ENGLISH, KOREAN):
        notes = [option_value_note(words, game_id, option, value) for value in option.choices]
        assert all(notes) and len(set(notes)) == len(notes)
    setup = SetupScene(app.context, game_id)
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    assert setup.option_notes, "the chosen value's note is on the screen"
    for (x, y), lines, _size in setup.option_notes:
        assert setup.option_panel.collidepoint(x, y) and lines


def test_winners_circle_lanes_are_named_by_their_horse_not_their_gate(app: App) -> None:
    seats = [SeatConfig("Mina", 0), SeatConfig("Bot", 1, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["winners_circle"], seats, seed=3)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    app.step(FRAME)
    gates = session.game.state.gates
    assert any(gate != horse + 1 for horse, gate in enumerate(gates)), "a shuffled start"
    for horse, lane in enumerate(scene.table.lanes):
        assert lane.horse == horse
        assert lane.horse_name(horse) == ENGLISH(f"winners_circle.horse.{horse}")
        assert not any("Gate" in str(part) for part in lane.face_key())


def test_the_polterfass_plaque_counts_what_the_innkeeper_has_poured(app: App) -> None:
    game = new_game(3, throw_script(ALL, {0: 9, 3: 4}))
    game.apply(Throw(0))
    seats = [SeatConfig("Mina", 0), *(SeatConfig(f"Robo {seat}", seat, SeatKind.COMPUTER,
                                                 "easy") for seat in (1, 2))]
    scene = make_game_scene(app.context, GameSession(GAMES["polterfass"], game, seats))
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    for _ in range(30):
        app.step(FRAME)
    plaque = scene.plaque
    assert plaque.shown and plaque.pouring
    assert plaque.serve.target == game.state.serve() == 13
