"""One rule for where a toast stands, in every game (issue #32, "couch stumbles"): each
game screen declares what a toast must never cover (``toast_clear``: its controls in use,
the counts its player reads) and the toast takes the free place nearest the prompt line.

A new-user trial found toasts over the controls of the moment: Wizard Extreme's black
seal notice over the hand of the person to play, "No seal of that colour is left…" over
the hand and half of Confirm; Winner's Circle's blocked-horse ribbon over the die and
the Roll button while the prompt said to roll; Big Shot's "Place all your cubes first"
over the auction circles 11-13, and later (trial s22) over the panel's words on how to
place. Each game is shown here at a person's decision with a
long message and an older one still up, at 1280x720 and 1920x1080, with the log closed
and open, in English and Korean; the toasts must stand in the window above the prompt,
apart from each other, clear of everything the screen declares and of the parts the
trial named (asked of the widgets themselves), and stay where they came.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.clear import toast_clear
from scenes.shell.app import App
from scenes.widgets.button import Button
from tabletop.i18n import Words
from tabletop.session import GameSession
from tests.homes import home_in
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window, show
from tests.scenes.sofa_screens import _any, _phase, _settle, played_until, seats

FRAME = 1 / 60
SIZES = [(1280, 720), (1920, 1080)]


@dataclass(frozen=True)
class Moment:
    """A person's decision in one game, the message shown at it, and the parts the trial
    (or the game's own earlier trials) found covered, read from the scene's widgets."""

    game: str
    wanted: Callable[[GameSession], bool]
    least_moves: int
    message: Callable[[Words], str]
    named: Callable[[object], list[pygame.Rect]]
    on_prompt: bool = False
    """No place is free: the message is said on the prompt line (Big Shot's placement)."""


def _fan(hand: object) -> list[pygame.Rect]:
    return [card.rect() for card in hand.cards]  # type: ignore[attr-defined]


def _wizard_play(scene: object) -> list[pygame.Rect]:
    return [*_fan(scene.hand), scene.pool_rect]  # type: ignore[attr-defined]


def _wizard_predict(scene: object) -> list[pygame.Rect]:
    side, trick = scene.side, scene.trick  # type: ignore[attr-defined]
    # The names under the empty slots too: trial s22 read "Mina" half hidden under one.
    return [*_fan(scene.hand), scene.pool_rect,  # type: ignore[attr-defined]
            side.confirm_button.rect, side.magician_button.rect,
            *(trick.label_rect(seat) for seat in range(trick.seats))]


def _race(scene: object) -> list[pygame.Rect]:
    table = scene.table  # type: ignore[attr-defined]
    return [table.die.rect(), table.roll_button.rect, table.rates_rect,
            *(lane.rect for lane in table.lanes)]


def _big_shot(scene: object) -> list[pygame.Rect]:
    board = scene.board  # type: ignore[attr-defined]
    circles = [piece.rect for piece in board.city.pieces]
    track = board.track
    for x, y in track.centres:  # the auction circles above and below the map
        circle = pygame.Rect(0, 0, 2 * track.radius, 2 * track.radius)
        circle.center = (round(x), round(y))
        circles.append(circle)
    # The decision's words down to Take back (trial s22, A/111: a refusal stood over "A
    # cube in the panel picks which colour goes next"); the money rows may take it, the
    # plates showing the same cash and loans.
    side = scene.side  # type: ignore[attr-defined]
    top = side.phase_rect.top
    words = pygame.Rect(side.phase_rect.x, top, side.phase_rect.width,
                        scene.take_back.rect.top - top)  # type: ignore[attr-defined]
    return [*circles, words, *(piece.rect for piece in scene.hand)]  # type: ignore[attr-defined]


def _yacht(scene: object) -> list[pygame.Rect]:
    return [scene.tray.rect, scene.roll_button.rect, scene.sheet.rect]  # type: ignore[attr-defined]


def _polterfass(scene: object) -> list[pygame.Rect]:
    buttons = [piece.rect for piece in scene.controls.buttons  # type: ignore[attr-defined]
               if isinstance(piece, Button)]
    return [scene.tally.written(scene.context.words), *buttons]  # type: ignore[attr-defined]


MOMENTS = {
    "wizard_extreme_play": Moment(
        "wizard_extreme", _phase("play"), 30,
        lambda words: words("wizard_extreme_scene.penalty_black_trumped", trick=14,
                            name="Alexandra-Maria", colour=words("wizard_extreme.colour.blue"),
                            points=3),
        _wizard_play),
    "wizard_extreme_predict": Moment(
        "wizard_extreme", _phase("predict"), 20,
        lambda words: words("wizard_extreme.error.none_in_middle"), _wizard_predict),
    "winners_circle_roll": Moment(
        "winners_circle", _phase("roll"), 12,
        lambda words: words("winners_circle.error.roll_first"), _race),
    "big_shot_place": Moment(
        "big_shot", _phase("place"), 12,
        lambda words: words("big_shot_scene.place_first", count=2), _big_shot, on_prompt=True),
    "yacht": Moment("yacht", _any, 9, lambda words: words("yacht.error.score_before_roll"),
                    _yacht),
    "polterfass_guest": Moment(
        "polterfass", _phase("orders"), 5,
        lambda words: words("polterfass.error.order_card_count"), _polterfass),
    "polterfass_innkeeper": Moment(
        "polterfass", _phase("serving"), 5,
        lambda words: words("widgets.wait_for", name="Alexandra-Maria"), _polterfass),
}


@pytest.fixture(scope="module")
def shell(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    """One program for the module. It starts before any test's own temporary home, so it
    has one of its own: the program reads the settings from the home folder even when it
    keeps nothing."""
    with home_in(tmp_path_factory.mktemp("home")), running_app(persist=False) as application:
        yield application


def _open(app: App, moment: Moment, language: str) -> object:
    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="instant"))
    session = played_until(moment.game, seats(moment.game, 1), 11, moment.wanted,
                           moment.least_moves)
    show(app, lambda context: [make_game_scene(context, session)])
    _settle(app)
    scene = app.context.manager.top
    assert scene.accepts_input, "a person's decision, on their own screen"  # type: ignore[attr-defined]
    return scene


def _toasts_at(app: App, scene: object, size: tuple[int, int], log_open: bool,
               texts: list[str]) -> list[pygame.Rect]:
    if app.context.size != size:
        resize_window(app, size)
        app.step(FRAME)
    log = scene.log  # type: ignore[attr-defined]
    if log.is_open != log_open:
        log.toggle()
    for _ in range(30):  # the log slides; the board is laid out beside it
        app.step(FRAME)
    toasts = scene.toasts  # type: ignore[attr-defined]
    toasts.clear()
    for text in texts:
        toasts.show(text)
        app.step(FRAME)
    return toasts.rects(size)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("name", list(MOMENTS))
def test_toasts_leave_every_control_clear(shell: App, name: str, language: str) -> None:
    moment = MOMENTS[name]
    words = Words(language)
    scene = _open(shell, moment, language)
    older = words("widgets.wait_for", name=words("app.setup.computer_name", number=4))
    for size in SIZES:
        for log_open in (False, True):
            where = (name, language, size, "log open" if log_open else "log closed")
            cards = _toasts_at(shell, scene, size, log_open, [older, moment.message(words)])
            if moment.on_prompt:
                assert not cards and scene.prompt.text == moment.message(words), where  # type: ignore[attr-defined]
                continue
            assert cards, ("the newest message shows", where)
            window = pygame.Rect((0, 0), size)
            prompt = scene.layout.prompt  # type: ignore[attr-defined]
            declared = scene.message_clear()  # type: ignore[attr-defined]
            assert declared, where
            named = moment.named(scene)
            for card in cards:
                assert window.contains(card), (where, card)
                assert not card.colliderect(prompt), (where, card, prompt)
                assert card.collidelist(named) == -1, (
                    where, card, named[card.collidelist(named)])
                assert card.collidelist(declared) == -1, (
                    where, card, declared[card.collidelist(declared)])
                if log_open:  # over the open log's page, its oldest lines only
                    page = scene.log.panel_rect()  # type: ignore[attr-defined]
                    assert card.right <= page.x or card.bottom <= page.centery, (where, card)
            assert len({tuple(card) for card in cards}) == len(cards)
            assert all(a == b or not a.colliderect(b) for a in cards for b in cards), where
            for _ in range(20):  # once shown, a toast stays where it came
                shell.step(FRAME)
            assert scene.toasts.rects(size) == cards, where  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_blocked_horse_ribbon_leaves_the_die_and_the_roll_button(
        shell: App, language: str) -> None:
    """The ribbon saying a horse is blocked stands by the same rule as a toast: it covered
    the die and the Roll button while the prompt said to roll. (No ribbon is up here, so
    the parts the table declares are the ones it was placed clear of; with the log open
    the track, a circle then, leaves it no free place, and it covers the least of them,
    never the die and Roll.)"""
    scene = _open(shell, MOMENTS["winners_circle_roll"], language)
    table = scene.table  # type: ignore[attr-defined]
    for size in SIZES:
        for log_open in (False, True):
            _toasts_at(shell, scene, size, log_open, [])
            ribbon = table.ribbon_rect
            parts = [table.die.rect(), table.roll_button.rect]
            if not log_open:  # with it open the track, a circle, leaves no free room
                parts += toast_clear(table)
            assert ribbon.collidelist(parts) == -1, (language, size, log_open, ribbon, parts)
            assert scene.board_area().contains(ribbon), (  # type: ignore[attr-defined]
                language, size, log_open, ribbon)


def test_the_enter_keycap_leaves_the_seal_pools_counts(shell: App) -> None:
    """The keycap over the focused card (the key that plays it) stood on the black seals'
    count ("2/6") in the trial: it keeps clear of the pool by the toasts' rule."""
    from scenes.games.wizard_extreme.panels import key_cap_rect
    from scenes.shell import theme
    from scenes.widgets.button import key_hint

    scene = _open(shell, MOMENTS["wizard_extreme_play"], "en")
    hand = scene.hand  # type: ignore[attr-defined]
    for size in SIZES:
        for log_open in (False, True):
            _toasts_at(shell, scene, size, log_open, [])
            assert hand.ring.focused is not None, "a card to play is focused"
            for card in [card for card in hand.cards if card.enabled]:
                hand.ring.focused = card
                scale = theme.ui_scale(size)
                cap = key_hint("Enter", theme.text_px(theme.TextSize.SMALL, scale), False)
                where = key_cap_rect(hand, cap.get_size(), scale,
                                     scene.pool_rect)  # type: ignore[attr-defined]
                assert not where.colliderect(scene.pool_rect), (  # type: ignore[attr-defined]
                    size, log_open, card.value, where)
                assert not where.colliderect(scene.layout.prompt)  # type: ignore[attr-defined]
