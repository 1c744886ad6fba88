"""A replay looks like one: its title says so, no control of the seat to move lights,
and the eyes button says whose eyes show and what a press will show."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.yacht.scene import YachtScene
from scenes.modes.replay import ReplayDriver
from scenes.modes.replay_bar import LEAST_LABEL
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window, show, view_in
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_replay import finished_game

__all__ = ["app"]


def test_a_yacht_replay_lights_no_roll_and_says_it_is_a_replay(app: App) -> None:
    set_speed(app, "normal")
    table = app.context.navigator.replay(finished_game("yacht"))
    assert isinstance(table, YachtScene) and isinstance(table.driver, ReplayDriver)
    app.context.manager.apply(Push(table))
    for _ in range(12):
        frames(app, 20)
        seat = table.session.current_seat
        assert seat is not None and table.session.seats[seat].is_person
        assert not table.roll_button.enabled, "a live Roll button in a replay"
        assert not table.tray.show_keys and not table.sheet.pickable
    assert table.driver.title_tag() == "REPLAY"
    assert _tag_pixels(table) > 0, "no REPLAY label before the title"


def _tag_pixels(table: YachtScene) -> int:
    """Pixels of the title's brick-red label in the top bar's title area, as drawn."""
    surface = pygame.Surface(table.context.size)
    table.draw(surface)
    area = table.frame.layout.title
    return sum(surface.get_at((x, y))[:3] == theme.BRICK_DARK
               for x in range(area.x, area.right, 2) for y in range(area.y, area.bottom, 2))


def test_a_game_in_play_has_no_replay_label(app: App) -> None:
    seats = [SeatConfig("Mina", 0), SeatConfig("Bot", 1, SeatKind.COMPUTER, "easy")]
    table = app.context.navigator.play(GameSession.start(GAMES["yacht"], seats, seed=3))
    assert isinstance(table, YachtScene)
    app.context.manager.apply(Push(table))
    frames(app, 5)
    assert table.driver.title_tag() == "" and _tag_pixels(table) == 0


class _Placed(pygame.Surface):
    """A surface that keeps where each blit on it landed."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: object, *args: object,  # type: ignore[override]
             **kwargs: object) -> pygame.Rect:
        placed = super().blit(source, dest, *args, **kwargs)  # type: ignore[arg-type]
        self.placed.append(placed)
        return placed


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_title_and_its_counter_keep_to_their_area_in_a_korean_replay(
        app: App, game_id: str) -> None:
    """Trial s22: after the REPLAY label, a Korean replay's "6라운드 중 1라운드 · 트릭 7/15"
    ran onto the first plate. The label, the name and the counter under them stay in the
    title's area, left of the plates, at 1920x1080 and 1280x720."""
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    set_speed(app, "instant")
    finished = finished_game(game_id)
    steps = len(finished.game.history)
    for size in ((1920, 1080), (1280, 720)):
        resize_window(app, size)
        frames(app, 1)
        for at in (steps // 7, steps // 2):
            show(app, lambda context, at=at: [context.navigator.replay(finished, at=at)])
            frames(app, 2)
            table = app.context.manager.top
            assert isinstance(table.driver, ReplayDriver)  # type: ignore[attr-defined]
            frame = table.frame  # type: ignore[attr-defined]
            surface = _Placed(size)
            frame.layout.draw_title(surface, app.context.words(f"{game_id}.title"),
                                    frame.round_text, table.driver.title_tag())  # type: ignore[attr-defined]
            area = frame.layout.title
            assert frame.round_text and len(surface.placed) == 3
            for placed in surface.placed:
                assert area.left <= placed.left and placed.right <= area.right, (
                    size, at, frame.round_text, placed, area)


@pytest.mark.parametrize(("language", "eyes", "everything", "show", "show_all"), [
    ("en", "Seeing {}", "Seeing all", "See as {}", "See all"),
    ("ko", "{} 님의 시점", "모두 공개", "{} 님 시점 보기", "모두 공개로 보기")])
def test_the_eyes_button_names_the_eyes_shown_and_what_a_press_shows(
        app: App, language: str, eyes: str, everything: str, show: str, show_all: str,
        ) -> None:
    """Trial s22 read "Show Computer 1's eyes" and could not tell whose eyes were showing;
    trial s26 E/279 read "Computer 1's eyes" as what a press would do:
    where the bar has room, the button names the eyes shown now, then says what a press
    shows next, as an action."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, (3200, 1200))  # room for both parts
    table = app.context.navigator.replay(finished_game("wizard_extreme"))
    app.context.manager.apply(Push(table))
    frames(app, 2)
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    names = [seat.name for seat in table.session.seats]
    seen = []
    for _ in range(len(names) + 2):
        seen.append(driver.bar.viewer.label)
        driver.cycle_viewer()
        frames(app, 1)
    shown = [everything, *(eyes.format(name) for name in names), everything]
    following = [*(show.format(name) for name in names), show_all, show.format(names[0])]
    assert seen == [f"{now} · {after}" for now, after in zip(shown, following, strict=True)]


def _replay_of(app: App, game_id: str, seats: list[SeatConfig], seed: int) -> ReplayDriver:
    """The replay of a game the computers in ``seats`` played out, the first seat shown as
    a person's (whose eyes the button offers), opened on top."""
    spec = GAMES[game_id]
    session = GameSession.start(spec, seats, seed=seed)
    while not session.game.is_over:
        session.apply(session.bot_action())
    people = [replace(seats[0], kind=SeatKind.PERSON), *seats[1:]]
    table = app.context.navigator.replay(GameSession(spec, session.game, people))
    app.context.manager.apply(Push(table))
    frames(app, 3)
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    return driver


@pytest.mark.parametrize(("language", "size"), [("en", (1600, 900)), ("ko", (1280, 720))])
def test_the_eyes_button_never_cuts_common_names_away(
        app: App, language: str, size: tuple[int, int]) -> None:
    """Trial s25 B saw "···'s eyes → ···" in a Wizard Extreme replay at 1600x900, seats
    "Player 1", "Computer 1" and "Computer 2": both names cut to nothing. Where two whole
    names do not fit, the button names only the eyes shown, whole."""
    view_in(app, size, language)
    frames(app, 2)
    seats = [SeatConfig(name, seat, SeatKind.COMPUTER, "random")
             for seat, name in enumerate(("Player 1", "Computer 1", "Computer 2"))]
    driver = _replay_of(app, "wizard_extreme", seats, seed=4)
    seen = []
    for _ in range(len(seats) + 1):
        seen.append(driver.bar.viewer.label)
        driver.cycle_viewer()
        frames(app, 1)
    assert not any("…" in label for label in seen), seen
    # The button names the seat whose eyes a press shows, whole: it says what it will do.
    assert all(seat.name in label for seat, label in zip(seats, seen[:-1], strict=True)), seen
    if size == (1600, 900):  # the trial's case: two whole names do not fit in English
        words = app.context.words
        assert seen == [*(words("replay.show_eyes", next=seat.name) for seat in seats),
                        words("replay.show_all")]
    button = driver.bar.viewer
    assert assets.font(button.label_px(), bold=True).size(button.label)[0] < button.rect.width


def test_a_control_that_cannot_be_pressed_in_a_replay_shows_no_key(app: App) -> None:
    """The greyed Roll of a replay is drawn exactly as a button without a hotkey: no
    "Space" keycap promises a key that does nothing there."""
    table = app.context.navigator.replay(finished_game("yacht"))
    assert isinstance(table, YachtScene)
    app.context.manager.apply(Push(table))
    frames(app, 20)
    button = table.roll_button
    assert not button.enabled and button.hotkey is not None
    drawn, keyless = (pygame.Surface(app.context.size) for _ in range(2))
    button.draw(drawn)
    button.hotkey = None
    button.draw(keyless)
    area = button.rect
    assert pygame.image.tobytes(drawn.subsurface(area), "RGB") == \
        pygame.image.tobytes(keyless.subsurface(area), "RGB"), "a keycap on a greyed control"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_names_too_long_for_the_bar_are_cut_and_its_labels_keep_their_size(
        app: App, language: str) -> None:
    """Six seats of the longest names a seat takes (16 letters, storage.names): the bar's
    labels stay at the sofa's size (15 px at 1280x720) and inside their buttons; the eyes
    button names only the eyes a press shows, and cuts a name it cannot hold."""
    assert app.context.size == (1280, 720)
    app.context.apply_settings(replace(app.context.settings, language=language))
    seats = [SeatConfig(("가나다라마바사아자차카타파하거너"[seat:] + "가나다라마")[:16], seat,
                        SeatKind.COMPUTER, "random") for seat in range(6)]
    driver = _replay_of(app, "polterfass", seats, seed=3)
    bar = driver.bar
    driver.cycle_viewer()
    frames(app, 1)
    # The eyes button names the seat whose eyes a press shows, cut where even it alone
    # won't fit.
    assert seats[1].name[:4] in bar.viewer.label, bar.viewer.label
    least = theme.px(LEAST_LABEL, driver.scale)
    assert least >= 15
    for button in bar.buttons:
        size = button.label_px()
        assert size >= least, (button.label, size)
        width = assets.font(size, bold=True).size(button.label)[0]
        assert width < button.rect.width, (button.label, width, button.rect)
        assert driver.layout.prompt.contains(button.rect)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("game_id", "count"), [("yacht", 2), ("wizard_extreme", 3)])
def test_the_bar_s_labels_read_at_their_full_size_at_1280x720(
        app: App, language: str, game_id: str, count: int) -> None:
    """Eleven buttons in one row read at 15 px at 1280x720 (trial s27 D/182-183, a Yacht
    replay): no Start and End buttons (the round jumps reach both ends, Home and End
    jump there), no eyes button where nothing is hidden, so each label reads at the
    size the bar's height gives, 18 px here (27 px at 1920x1080)."""
    assert app.context.size == (1280, 720)
    app.context.apply_settings(replace(app.context.settings, language=language))
    seats = [SeatConfig(f"Seat {seat}", seat, SeatKind.COMPUTER, "random")
             for seat in range(count)]
    driver = _replay_of(app, game_id, seats, seed=3)
    bar = driver.bar
    assert len(bar.buttons) <= 9
    assert (bar.viewer in bar.buttons) is driver.hides_information
    for button in bar.buttons:
        assert button.label_px() >= 18, (button.label, button.label_px())


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_step_buttons_are_not_named_like_leaving(app: App, language: str) -> None:
    """Trial s32 J/025: the bar's step back read "Back" / "뒤로", the words that leave a
    screen everywhere else. Both step buttons say they step, and neither reads as Back."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    seats = [SeatConfig(f"Seat {seat}", seat, SeatKind.COMPUTER, "random") for seat in range(2)]
    bar = _replay_of(app, "yacht", seats, seed=3).bar
    words = app.context.words
    assert bar.back.label != words("app.back")
    step = {"en": "Step", "ko": "한 수"}[language]
    assert step in bar.back.label and step in bar.forward.label
