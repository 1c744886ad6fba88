"""The advice to play on phones never crosses the setup's panels: it stands on the seat
panel's paper under the rows when it fits there, else in the green above the buttons, clear
of both panels (over the buttons it crossed their lower edges with Wizard Extreme's long
option notes, a trial found; across the seat panel's lower edge with Polterfass's six
seats, trial s34 O/008)."""

from __future__ import annotations

import pytest

from scenes.screens.setup_phones import NOTE_FILL, about
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.scene import Pop
from scenes.shell.theme import TextSize
from tabletop.core.seats import SeatKind
from tabletop.games.wizard_extreme_data import SERIES, SHORT
from tabletop.hand_overs import hand_overs
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import app
from tests.scenes.test_menus import FRAME
from tests.scenes.test_setup_names_carry import open_setup

__all__ = ["app"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_phones_advice_keeps_off_the_panels(app: App, size: tuple[int, int],
                                                language: str) -> None:
    view_in(app, size, language)
    checked = 0
    for game_id in ("wizard_extreme", "big_shot", "winners_circle", "polterfass"):
        setup = open_setup(app, game_id)
        for count in range(setup.spec.min_seats, setup.spec.max_seats + 1):
            while len(setup.seats) != count:
                setup.change_count(1 if len(setup.seats) < count else -1)
            if setup.seats[1].kind is not SeatKind.PERSON:
                setup.toggle_kind(1)
            for option in setup.shown_options:  # the longest notes
                setup.options[option.key] = option.choices[-1]
            setup.relayout()
            app.step(FRAME)
            if not setup.recommends_phones:
                continue
            advice, place = setup.phones_words(), setup.phones_advice
            if place.fits(advice):
                note = place.note(advice)[0]
                assert setup.seat_panel.contains(note), (game_id, count)
                assert note.top >= setup.row_rects[-1].bottom
            else:
                height = assets.font(setup.font_px(TextSize.BODY)).get_linesize()
                top = place.at[1] - height // 2  # one line, its middle there
                assert top >= setup.seat_panel.bottom, (game_id, count, top)
                assert top + height <= setup.start_button.rect.top, (game_id, count, top)
            checked += 1
        app.context.manager.apply(Pop())
        app.step(FRAME)
    assert checked >= 5


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_advice_says_the_hand_overs_readably(app: App, size: tuple[int, int],
                                                 language: str,
                                                 drawn_texts: list[str]) -> None:
    """Trial s35: "play on phones" in grey went unnoticed. Two persons at Wizard Extreme
    are told the hand-overs a game takes on one screen, the figure from the game's rounds
    and the length chosen, in ink on a gold-edged note (or paper on the felt where the rows
    leave no room), at the body size, pointing at the Phones control; the rows stand where
    they stood for one person (trial s35 P/005)."""
    view_in(app, size, language)
    setup = open_setup(app, "wizard_extreme")
    while len(setup.seats) != 3:
        setup.change_count(1 if len(setup.seats) < 3 else -1)
    setup.seats[0].kind = SeatKind.PERSON
    setup.seats[1].kind = SeatKind.COMPUTER
    setup.relayout()
    rows = [rect.copy() for rect in setup.row_rects]
    setup.toggle_kind(1)
    assert setup.row_rects == rows, "a second person moves no row"
    words = app.context.words
    figures = []
    for length in (SHORT, False, SERIES):
        setup.options["series"] = length
        setup.relayout()
        count = hand_overs(setup.spec, 3, 2, setup.options)
        assert count is not None
        advice = words("phones.setup_hand_overs", count=about(count))
        assert setup.phones_words() == advice
        drawn_texts.clear()
        setup.draw(app.surface)
        assert str(about(count)) in " ".join(drawn_texts)
        figures.append(about(count))
    assert figures == sorted(figures) and len(set(figures)) == 3
    assert words("phones.setup_on") in advice, "it names the control that turns phones on"
    place = setup.phones_advice
    assert place.text_px >= (22 if size[1] >= 1080 else 18)
    if place.fits(advice):
        assert setup.seat_panel.contains(place.note(advice)[0])
        assert theme.contrast(theme.INK, NOTE_FILL) >= 4.5
    else:
        assert theme.contrast(theme.PAPER, theme.FELT_LIGHT) >= 4.5
    app.context.manager.apply(Pop())
    app.step(FRAME)
