"""No setup control moves when an option's choice changes: each option keeps the room of
its longest note (trial s32 K/012: Polterfass's "All barrels lie", three lines of note,
giving way to "All number barrels lie", two, lifted the next control 22 px, and the next
click at its old place hit nothing)."""

from __future__ import annotations

import pytest

from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.scene import Pop
from tabletop.core.seats import SeatKind
from tabletop.games import GAMES
from tests.scenes.screens import view_in
from tests.scenes.test_menus import FRAME
from tests.scenes.test_setup_names_carry import open_setup

WITH_OPTIONS = [game_id for game_id, spec in GAMES.items() if spec.options]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_changing_a_choice_moves_no_control(app: App, size: tuple[int, int],
                                            language: str) -> None:
    view_in(app, size, language)
    app.step(FRAME)
    for game_id in WITH_OPTIONS:
        setup = open_setup(app, game_id)
        places = [tuple(button.rect) for button in setup.ring.buttons]
        panel = tuple(setup.option_panel)
        for option in setup.shown_options:
            for value in option.choices:
                setup.next_option(option)
                app.step(FRAME)
                now = [tuple(button.rect) for button in setup.ring.buttons]
                assert (now, tuple(setup.option_panel)) == (places, panel), (
                    game_id, option.key, value)
                for (_x, y), lines, px in setup.option_notes:
                    bottom = y + len(lines) * assets.font(px).get_linesize()
                    assert bottom <= setup.option_panel.bottom, (game_id, option.key)
        app.context.manager.apply(Pop())
        app.step(FRAME)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1600, 900), (1280, 720)])
def test_every_note_keeps_a_margin_from_the_panel_rim(app: App, size: tuple[int, int],
                                                      language: str) -> None:
    """With two people phones are offered and their line takes room from the panels: the
    longest notes still end clear of the Options panel's rim (trial s35 R/005: Wizard
    Extreme's "Designer's series" and Polterfass's notes ran into its border)."""
    view_in(app, size, language)
    app.step(FRAME)
    for game_id in WITH_OPTIONS:
        setup = open_setup(app, game_id)
        if setup.seats[1].kind is not SeatKind.PERSON:
            setup.toggle_kind(1)
        for count in range(setup.spec.min_seats, setup.spec.max_seats + 1):
            while len(setup.seats) != count:
                setup.change_count(1 if len(setup.seats) < count else -1)
            for option in setup.shown_options:
                for value in option.choices:
                    setup.options[option.key] = value
                    setup.relayout()
                    app.step(FRAME)
                    for (_x, y), lines, px in setup.option_notes:
                        bottom = y + len(lines) * assets.font(px).get_linesize()
                        assert bottom + setup.px(theme.SPACE_M) <= setup.option_panel.bottom, (
                            game_id, count, option.key, value, bottom,
                            setup.option_panel.bottom)
        app.context.manager.apply(Pop())
        app.step(FRAME)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1600, 900), (1280, 720)])
def test_each_note_keeps_its_distance_from_the_next_option_at_every_seat_count(
        app: App, size: tuple[int, int], language: str) -> None:
    """Trial s37 U/005: with four seats in Polterfass the phones' line took room from the
    Options panel and its gaps gave way: "About 3 in 10 thrown barrels stand." touched the
    next option's name, and "Standard: a standing X or arrow saves it." left "it." alone on
    its last line. Each note ends a gap above the next option at every seat count, and a
    note of more than one line leaves no word alone on its last."""
    view_in(app, size, language)
    app.step(FRAME)
    for game_id in WITH_OPTIONS:
        setup = open_setup(app, game_id)
        if setup.seats[1].kind is not SeatKind.PERSON:
            setup.toggle_kind(1)
        for count in range(setup.spec.min_seats, setup.spec.max_seats + 1):
            while len(setup.seats) != count:
                setup.change_count(1 if len(setup.seats) < count else -1)
            for option in setup.shown_options:
                for value in option.choices:
                    setup.options[option.key] = value
                    setup.relayout()
                    app.step(FRAME)
                    tops = [rect.y for _option, rect, _lines, _px in setup.option_rows]
                    for (_x, y), lines, px in setup.option_notes:
                        bottom = y + len(lines) * assets.font(px).get_linesize()
                        below = [top for top in tops if top > y]
                        where = (game_id, count, option.key, value, lines)
                        assert not below or bottom + setup.px(theme.SPACE_S) <= below[0], where
                        if language == "en" and len(lines) > 1:
                            assert " " in lines[-1].strip(), where
        app.context.manager.apply(Pop())
        app.step(FRAME)
