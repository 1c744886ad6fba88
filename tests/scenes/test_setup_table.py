"""The seat setup from one game to the next: the seat panel and its − and + buttons stand
in one place in every game's setup; a first setup is a person against one computer
(unless the game needs more); a seat switched to a person gets the next name people
typed before."""

from __future__ import annotations

import pygame
import pytest

from scenes.screens.setup import SetupScene
from scenes.screens.setup_table import first_table_seats
from scenes.shell.app import App
from scenes.shell.scene import Pop
from tabletop.core.seats import SeatKind
from tabletop.games import GAMES
from tabletop.storage.names import is_default_name
from tabletop.storage.setup_memory import next_free_name, remember_table
from tests.scenes.screens import resize_window
from tests.scenes.test_menus import FRAME
from tests.scenes.test_setup_names_carry import open_setup


def _close(shell: App) -> None:
    shell.context.manager.apply(Pop())
    shell.step(FRAME)


def _count_buttons(setup: SetupScene) -> tuple[pygame.Rect, pygame.Rect]:
    minus, plus = setup.ring.buttons[:2]
    assert (minus.label_key, plus.label_key) == ("app.setup.minus", "app.setup.plus")
    return minus.rect.copy(), plus.rect.copy()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_seat_count_buttons_stand_in_one_place_in_every_games_setup(
        app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    app.step(FRAME)
    places = {}
    for game_id in GAMES:
        setup = open_setup(app, game_id)
        minus, plus = _count_buttons(setup)
        places[game_id] = (tuple(minus), tuple(plus), setup.seat_panel.topleft,
                           setup.seat_panel.width)
        _close(app)
    assert len(set(places.values())) == 1, places


def test_a_first_setup_is_a_person_against_one_computer_unless_the_game_needs_more(
        app: App) -> None:
    """Polterfass offers three: with two, its one guest is both highest and lowest (PF-D1)."""
    wanted = {"yacht": 2, "polterfass": 3, "winners_circle": 2, "wizard_extreme": 3,
              "big_shot": 2}
    for game_id, count in wanted.items():
        assert first_table_seats(GAMES[game_id]) == count
        setup = open_setup(app, game_id)
        kinds = [seat.kind for seat in setup.seats]
        assert kinds == [SeatKind.PERSON] + [SeatKind.COMPUTER] * (count - 1), game_id
        _close(app)


def test_a_remembered_table_still_wins_over_the_first_setup(app: App) -> None:
    remember_table("big_shot", {"seats": [
        {"name": None, "colour": colour, "kind": "computer" if colour else "person",
         "level": "easy"} for colour in range(4)], "options": {}}, [None])
    setup = open_setup(app, "big_shot")
    assert len(setup.seats) == 4


def test_a_seat_switched_to_a_person_gets_the_next_remembered_name(app: App) -> None:
    remember_table("yacht", {"seats": [], "options": {}}, ["Ana", "Bo", None, "Cy"])
    setup = open_setup(app, "winners_circle")
    setup.change_count(1)
    setup.change_count(1)
    assert [seat.name for seat in setup.seats[:1]] == ["Ana"]
    setup.toggle_kind(1)
    setup.toggle_kind(3)
    assert setup.seats[1].kind is SeatKind.PERSON and setup.seats[1].name == "Bo"
    assert setup.seats[3].name == "Cy"
    setup.toggle_kind(2)  # no remembered name left: the default one
    assert setup.seats[2].kind is SeatKind.PERSON and setup.seats[2].name is None
    setup.toggle_kind(1)  # back to a computer: Bo's name goes with Bo
    assert setup.seats[1].kind is SeatKind.COMPUTER and setup.seats[1].name is None
    names = [config.name for config in setup.seat_configs()]
    assert is_default_name(names[1], False) and "Bo" not in names, names


def test_next_free_name_skips_names_taken_and_defaults() -> None:
    assert next_free_name(["Ana", None, "Bo"], ["ana", None]) == "Bo"
    assert next_free_name(["Ana"], ["Ana"]) is None
    assert next_free_name([], [None]) is None
