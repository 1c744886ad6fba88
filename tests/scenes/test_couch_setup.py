"""The seat setup holds still, cycles visibly; statistics by seat."""

from __future__ import annotations

import pygame

from scenes.screens.setup import MAX_NAME_LENGTH, CycleButton, SetupScene
from scenes.screens.statistics import win_rows
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop import storage
from tabletop.core.seats import SeatKind
from tabletop.i18n import ENGLISH
from tests.scenes.test_menus import FRAME


def open_setup(shell: App) -> SetupScene:
    setup = SetupScene(shell.context, "yacht")
    shell.context.manager.apply(Push(setup))
    shell.step(FRAME)
    return setup


def count_buttons(setup: SetupScene) -> tuple[pygame.Rect, pygame.Rect]:
    minus, plus = setup.ring.buttons[:2]
    assert (minus.label_key, plus.label_key) == ("app.setup.minus", "app.setup.plus")
    return minus.rect.copy(), plus.rect.copy()


def test_plus_and_minus_stay_under_the_cursor_as_seats_come_and_go(app: App) -> None:
    setup = open_setup(app)
    first = count_buttons(setup)
    panel = setup.seat_panel.copy()
    while len(setup.seats) < setup.spec.max_seats:
        setup.ring.buttons[1].activate()
        assert count_buttons(setup) == first
        assert setup.seat_panel == panel
    while len(setup.seats) > setup.spec.min_seats:
        setup.ring.buttons[0].activate()
        assert count_buttons(setup) == first


def test_cycle_buttons_show_arrows_and_levels_go_easy_medium_hard(app: App) -> None:
    setup = open_setup(app)
    computer = next(i for i, seat in enumerate(setup.seats) if seat.kind is SeatKind.COMPUTER)
    level_buttons = [b for b in setup.ring.buttons
                     if isinstance(b, CycleButton) and (b.label_key or "").startswith("app.level")]
    assert level_buttons
    seen = []
    for _ in range(len(setup.levels)):
        seen.append(setup.seats[computer].level)
        setup.next_level(computer)
    start = seen.index("random")
    ordered = seen[start:] + seen[:start]
    assert [t for t in ordered if t in ("random", "easy", "hard")] == [
        level for level in ("random", "easy", "hard") if level in setup.levels]
    kinds = [b for b in setup.ring.buttons if b.label_key in ("app.setup.person",
                                                              "app.setup.computer")]
    assert kinds and all(isinstance(b, CycleButton) for b in kinds)


def test_a_name_past_the_limit_says_so(app: App) -> None:
    setup = open_setup(app)
    field = setup.fields[0]
    field.begin()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="x" * (MAX_NAME_LENGTH + 3)))
    app.step(FRAME)
    assert len(field.buffer) == MAX_NAME_LENGTH
    assert any(str(MAX_NAME_LENGTH) in toast.text for toast in setup.toasts.toasts)


def test_statistics_list_people_by_name_and_computers_by_level() -> None:
    stats = storage.GameStats(wins={"Mina": 2}, computer_wins={"hard": 3})
    rows = [(name, count) for name, count, _ in win_rows(ENGLISH, stats)]
    assert rows == [("Mina", 2), ("Computer (Hard)", 3)]


def test_two_people_at_a_hiding_game_are_told_phones_save_passing_the_screen(
        app: App, drawn_texts: list[str]) -> None:
    from dataclasses import replace as with_kind

    setup = SetupScene(app.context, "wizard_extreme")
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    person = SeatKind.PERSON
    setup.seats = [with_kind(seat, kind=person) if index < 2 else with_kind(
        seat, kind=SeatKind.COMPUTER) for index, seat in enumerate(setup.seats)]
    setup.relayout()
    assert setup.recommends_phones
    setup.draw(app.surface)
    assert any("hand-overs a game on one screen" in text for text in drawn_texts)
    setup.toggle_phones()  # phones on: nothing more to recommend
    assert not setup.recommends_phones
    setup.seats = [with_kind(seat, kind=SeatKind.COMPUTER) if index else seat
                   for index, seat in enumerate(setup.seats)]
    setup.toggle_phones()
    assert not setup.recommends_phones, "one person: no screen changes hands"


def test_a_computer_has_a_name_not_its_kind_and_persons_count_among_persons(app: App) -> None:
    """Trial s38 W/003: the only computer was "Computer" beside its kind's "Computer"."""
    setup = open_setup(app)
    while len(setup.seats) > 2:
        setup.ring.buttons[0].activate()
    for seat in setup.seats:
        seat.name = None
    assert [seat.kind for seat in setup.seats] == [SeatKind.PERSON, SeatKind.COMPUTER]
    assert [seat.name for seat in setup.seat_configs()] == ["Player 1", "Mina"]
    setup.ring.buttons[1].activate()  # a third seat: a second computer
    assert [seat.name for seat in setup.seat_configs()] == ["Player 1", "Mina", "Jun"]
    setup.toggle_kind(2)
    assert [seat.name for seat in setup.seat_configs()] == ["Player 1", "Mina", "Player 2"]


def test_a_language_switch_mid_game_renames_default_names_only(app: App) -> None:
    """Set up in English, switched to Korean behind the pause menu: the table's default
    names speak Korean (plates, sheet and every message), a typed name stays."""
    from dataclasses import replace

    from scenes.games import make_game_scene
    from tabletop.core.seats import SeatConfig
    from tabletop.games import GAMES
    from tabletop.session import GameSession

    seats = [SeatConfig("Player 1", 0), SeatConfig("Computer", 1, SeatKind.COMPUTER, "easy"),
             SeatConfig("Mina", 2)]
    table = make_game_scene(app.context, GameSession.start(GAMES["yacht"], seats, seed=5))
    app.context.manager.apply(Push(table))
    app.step(FRAME)
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    app.step(FRAME)
    names = ["플레이어 1", "준", "Mina"]  # Mina (민아) is a person's: the computer is Jun
    assert [seat.name for seat in table.session.seats] == names
    assert [plate.name for plate in table.frame.plates] == names
    assert table.sheet.names == names  # type: ignore[attr-defined]


def test_option_labels_read_at_the_body_size_wrapping_rather_than_shrinking(app: App) -> None:
    """Polterfass's "Standing special barrels may be thrown again" was drawn at the small
    size at 1920x1080 (about 18 px tall): every option label is body size, a long one
    wrapped onto two lines."""
    from scenes.shell.theme import TextSize
    from tests.scenes.screens import resize_window

    resize_window(app, (1920, 1080))
    app.step(FRAME)
    for language in ("en", "ko"):
        from dataclasses import replace

        app.context.apply_settings(replace(app.context.settings, language=language))
        setup = SetupScene(app.context, "polterfass")
        app.context.manager.apply(Push(setup))
        app.step(FRAME)
        labels = setup._option_labels(setup.px(300))
        assert labels and {size for _, size, _ in labels} == {setup.font_px(TextSize.BODY)}
        assert any(len(lines) > 1 for lines, _, _ in labels), "the long one wraps"


def test_phones_are_left_out_with_one_person_at_the_table(app: App) -> None:
    """Trial s20: "Phones: off" stood to be chosen at a table of one person and computers,
    where a phone keeps nothing from anybody; it is left out there, as an option that
    does not apply is, and comes with a second person."""
    from dataclasses import replace as with_kind

    setup = SetupScene(app.context, "wizard_extreme")
    app.context.manager.apply(Push(setup))
    app.step(FRAME)

    def seated(people: int) -> list[str]:
        setup.seats = [with_kind(seat, kind=SeatKind.PERSON if index < people
                                 else SeatKind.COMPUTER) for index, seat in enumerate(setup.seats)]
        setup.relayout()
        app.step(FRAME)
        return [button.label_key for button in setup.ring.buttons
                if (button.label_key or "").startswith("phones.")]

    assert seated(1) == []
    assert seated(2) == ["phones.setup_off"]
    setup.toggle_phones()
    assert seated(1) == [], "phones on, then the second person left"


def test_the_seat_panel_holds_still_as_a_seat_turns_person(app: App) -> None:
    """Trial s34 P/005: a second person made room for the phones line and the panel rose
    10 px under the pointer."""
    setup = SetupScene(app.context, "wizard_extreme")
    app.context.manager.apply(Push(setup))
    app.step(FRAME)
    tops = (setup.seat_panel.topleft, setup.option_panel.topleft)
    rows = [row.copy() for row in setup.row_rects]
    buttons = [button.rect.copy() for button in setup.ring.buttons[:2]]
    assert not setup.phones_offered
    setup.toggle_kind(1)
    assert setup.phones_offered, "two persons at a hiding game"
    assert (setup.seat_panel.topleft, setup.option_panel.topleft) == tops
    assert setup.row_rects == rows
    assert [button.rect for button in setup.ring.buttons[:2]] == buttons
