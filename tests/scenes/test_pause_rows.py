"""The pause menu keeps its rows in one order in every game, the phones' row only where
phones have a use."""

from __future__ import annotations

from itertools import pairwise

import pygame

from scenes.games import make_game_scene
from scenes.screens.pause import PauseScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession

FRAME = 1 / 60


def _pause_over(app: App, game_id: str) -> PauseScene:
    spec = GAMES[game_id]
    seats = [SeatConfig("Mina", 0), SeatConfig("Junho", 1),
             SeatConfig("Sora", 2, SeatKind.COMPUTER)]
    session = GameSession.start(spec, seats, 3, spec.merged_options(None))
    manager = app.context.manager
    table = make_game_scene(app.context, session)
    manager.apply(Push(table))
    table.driver.open_pause()  # Esc at the table: the table's pause menu
    manager.apply(table.driver.take_transition())
    pause = manager.top
    assert isinstance(pause, PauseScene)
    app.step(FRAME)
    return pause


def test_every_pause_row_comes_in_the_same_order_in_every_game(app: App) -> None:
    order = ["app.pause.resume", "app.pause.rules", "app.pause.settings",
             "app.pause.save_quit", "phones.use", "app.pause.quit_game"]
    for game_id in GAMES:
        pause = _pause_over(app, game_id)
        keys = [button.label_key for button in pause.ring.buttons]
        assert keys == [key for key in order if key in keys], game_id
        tops = [button.rect.top for button in pause.ring.buttons]
        assert tops == sorted(tops) and len(set(tops)) == len(tops)


def test_each_pause_row_stands_in_one_place_in_every_game(app: App) -> None:
    """Trial s32 J/028: "Use phones" stood between Settings and Save and quit where a game
    offers it, so Save and quit was a row lower there than in Yacht or Big Shot. Every row
    above the danger row stands at the same place on the screen in every game, the
    phones' row last of them; the danger row stands apart under the last (trial s38 W/019)."""
    places: dict[str, set[tuple[int, int]]] = {}
    for game_id in GAMES:
        pause = _pause_over(app, game_id)
        for button in pause.ring.buttons:
            places.setdefault(button.label_key, set()).add(button.rect.topleft)
    assert "phones.use" in places
    quit_spots = places.pop("app.pause.quit_game")
    assert all(len(spots) == 1 for spots in places.values()), places
    assert max(places["phones.use"])[1] > max(places["app.pause.save_quit"])[1]
    assert min(quit_spots)[1] > max(places["phones.use"])[1]
    # Polterfass hides cards and has two persons, so it offers phones.
    polterfass = _pause_over(app, "polterfass")
    assert "phones.use" in [button.label_key for button in polterfass.ring.buttons]


def test_the_quit_button_stands_apart_at_the_bottom(app: App) -> None:
    """Trial s38 W/019: the red "게임 그만두기" stood right above "휴대폰 사용", a slip on
    the way to the phones ended the game. It is the last row, three gaps' worth apart
    from the row above it (the others stand one gap apart), in both languages and sizes,
    and it still asks before the game is lost."""
    from scenes.screens.dialogs import ConfirmScene
    from tabletop.i18n import Words

    for language in ("ko", "en"):
        app.context.words = Words(language)
        for game_id in GAMES:
            pause = _pause_over(app, game_id)
            for size in ((1920, 1080), (1280, 720)):
                pause.resize(size)
                app.step(FRAME)
                buttons = pause.ring.buttons
                assert buttons[-1].label_key == "app.pause.quit_game", game_id
                others = [button.rect.top for button in buttons[:-1]]
                assert buttons[-1].rect.top == max(button.rect.top for button in buttons)
                steps = {after - before for before, after in pairwise(others)}
                (step,) = steps
                regular_gap = step - buttons[0].rect.height
                apart = buttons[-1].rect.top - buttons[-2].rect.bottom
                assert apart >= 3 * regular_gap and apart >= pause.px(30), (game_id, size)
                assert buttons[-1].rect.bottom <= pause.panel.bottom, (game_id, size)
            buttons[-1].on_click()
            app.step(FRAME)
            assert isinstance(app.context.manager.top, ConfirmScene), game_id


def test_a_game_without_hidden_information_has_no_phones_row(app: App) -> None:
    """Yacht hides nothing: no greyed "Phones: not needed here" (the trial called it
    noise), and no empty gap where it would be either: the rows close up (trial s29 G/156,
    where the gap looked like a button gone missing; before that, s26 D/193 had kept it
    so each button stood in one place in every game)."""
    yacht = _pause_over(app, "yacht")
    keys = [button.label_key for button in yacht.ring.buttons]
    assert keys == ["app.pause.resume", "app.pause.rules", "app.pause.settings",
                    "app.pause.save_quit", "app.pause.quit_game"]
    assert all(button.enabled for button in yacht.ring.buttons)


def test_the_pause_buttons_close_up_in_every_game(app: App) -> None:
    """Trial s29 G/113, G/156-157: Yacht's and Big Shot's menus kept an empty row's gap
    between Settings and Save and quit. Every step between the buttons above the danger
    row is the same, the danger row's step the same in every game, and the panel ends
    the same margin under the last button, phones' row or not."""
    danger_steps = set()
    for game_id in GAMES:
        pause = _pause_over(app, game_id)
        buttons = pause.ring.buttons
        steps = {after.rect.top - before.rect.top for before, after in pairwise(buttons[:-1])}
        assert len(steps) == 1, (game_id, steps)
        danger_steps.add(buttons[-1].rect.top - buttons[-2].rect.top)
        assert pause.panel.bottom - buttons[-1].rect.bottom < min(steps), game_id
    assert len(danger_steps) == 1, danger_steps


def test_the_title_clears_the_game_name_under_it(app: App) -> None:
    """Trial s14: "일시 정지" touched "요트 다이스" at 1280x720."""
    from tabletop.i18n import Words

    for language in ("ko", "en"):
        app.context.words = Words(language)
        pause = _pause_over(app, "yacht")
        for size in ((1280, 720), (1920, 1080), (800, 600)):
            pause.resize(size)
            app.step(FRAME)
            app.context.manager.draw(pygame.Surface(size))
            gap = pause.subtitle_ink.top - pause.title_ink.bottom
            assert gap >= pause.px(6), (language, size, gap)
            assert pause.subtitle_ink.bottom < pause.ring.buttons[0].rect.top, (language, size)
