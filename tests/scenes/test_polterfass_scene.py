"""Polterfass scene: whole games through the real main loop, two persons and two computers.

Input is posted into pygame's queue and read by the program's own ``App.step``:
the persons' decisions (taken by an easy computer player on the person's own
view) are turned into clicks, keys or Tab-and-Enter focus moves, alternating,
so mouse, keyboard and game controller (SDL controller events) reach every
piece. At every frame the test checks that no guest's order is
on screen before the reveal.
"""

from __future__ import annotations

import time
from typing import Any

import pygame
import pytest

from scenes.games import has_game_scene, make_game_scene
from scenes.games.curtain import CurtainScene
from scenes.games.polterfass.barrels import best_target
from scenes.games.polterfass.scene import PolterfassScene
from scenes.games.polterfass.tally_sheet import TallySheet
from scenes.screens.results import ResultsScene
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button
from scenes.widgets.cards import CardSprite
from tabletop.bots import make_bot
from tabletop.core.actions import Action
from tabletop.core.events import PrivateEvent
from tabletop.core.sealed import ChoicesRevealed
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.polterfass import (
    SPECIALS,
    CloseTap,
    Double,
    Order,
    OrdersOpened,
    Phase,
    Remove,
    Special,
    Throw,
    ThrowAgain,
)
from tabletop.session import GameSession
from tests.patience import Stopwatch
from tests.scenes.test_game_base import app, click, frames, lift_curtain, press, set_speed

__all__ = ["app"]

MAX_SECONDS = 150
"""A stuck game's limit, in the loop's own seconds (``Stopwatch``): the time it waited
for a processor on a loaded machine does not count."""


def start(shell: App, seed: int = 4) -> PolterfassScene:
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "hard"),
             SeatConfig("지훈", 2), SeatConfig("Easy", 3, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["polterfass"], seats, seed=seed)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, PolterfassScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    return scene


def _tab_to(scene: PolterfassScene, piece: Any) -> None:
    """Keyboard: Tab until ``piece`` has the focus, then Enter (the controller's A)."""
    for _ in range(len(scene.controls.buttons) + 1):
        if scene.controls.focused is piece:
            break
        scene.handle_input(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0,
                                              unicode=""))
    assert scene.controls.focused is piece, "Tab never reached the piece"
    press(pygame.K_RETURN)


def pad(button: int) -> None:
    """Press and release one game-controller button (SDL's own events)."""
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=button,
                                         instance_id=0))
    pygame.event.post(pygame.event.Event(pygame.CONTROLLERBUTTONUP, button=button,
                                         instance_id=0))


def _pad_to(shell: App, focused: Any, wanted: Any) -> None:
    """Controller: the D-pad moves the focus until ``wanted`` has it (``focused()`` asks)."""
    for _ in range(16):
        if focused() is wanted:
            return
        pad(pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        frames(shell, 1)
    raise AssertionError("the D-pad never reached the piece")


def give_with_controller(shell: App, scene: PolterfassScene, action: Action) -> None:
    """The controller alone: D-pad to move the focus, A to press it, X for the main action."""
    table = scene.table
    ring = scene.controls
    match action:
        case Order(cards=cards):
            hand = scene.hand.ring
            for value in cards:
                card = next(card for card in scene.hand.cards if card.value == value)
                _pad_to(shell, lambda: hand.focused, card)
                pad(pygame.CONTROLLER_BUTTON_A)
                frames(shell, 1)
            pad(pygame.CONTROLLER_BUTTON_X)
        case ThrowAgain(rethrow=rethrow):
            for barrel in rethrow:
                _pad_to(shell, lambda: ring.focused, table.barrels[barrel])
                pad(pygame.CONTROLLER_BUTTON_A)
                frames(shell, 1)
            pad(pygame.CONTROLLER_BUTTON_X)
        case CloseTap():
            _pad_to(shell, lambda: ring.focused, scene.close_button)
            pad(pygame.CONTROLLER_BUTTON_A)
        case Remove(barrel=barrel) | Double(barrel=barrel):
            _pad_to(shell, lambda: ring.focused, table.barrels[barrel])
            pad(pygame.CONTROLLER_BUTTON_X)  # confirms the focused (now chosen) target
        case _:
            pad(pygame.CONTROLLER_BUTTON_X)  # the first throw


def give(scene: PolterfassScene, action: Action, mouse: bool) -> None:
    """Post the input a person would give for ``action``."""
    table = scene.table
    match action:
        case Throw():
            click(scene.throw_button.rect.center) if mouse else press(pygame.K_SPACE)
        case Order(cards=cards):
            for value in cards:
                if mouse:  # where the card shows: the next one in the fan covers its middle
                    showing = scene.hand.showing_rect(value)
                    assert showing is not None, f"no card {value} in the hand"
                    click(showing.center)
                else:
                    press(pygame.K_0 + value)
            click(scene.order_button.rect.center) if mouse else press(pygame.K_SPACE)
        case ThrowAgain(rethrow=rethrow):
            for barrel in rethrow:
                if mouse:
                    click(table.barrels[barrel].hit_rect.center)
                else:
                    _tab_to(scene, table.barrels[barrel])
            click(scene.again_button.rect.center) if mouse else press(pygame.K_SPACE)
        case CloseTap():
            click(scene.close_button.rect.center) if mouse else press(pygame.K_c)
        case Remove(barrel=barrel) | Double(barrel=barrel):
            if mouse:  # a click picks another barrel; a click on the chosen one confirms
                picked = barrel == scene.count_choice
                click(table.barrels[barrel].hit_rect.center)
                if not picked:
                    click(scene.count_button.rect.center)
            elif barrel == scene.count_choice:
                press(pygame.K_SPACE)  # the preselected target: just confirm
            else:
                _tab_to(scene, table.barrels[barrel])
        case _:
            raise AssertionError(f"no input for {action!r}")


def _revealed_this_round(log: list[Any]) -> bool:
    opened = max((i for i, e in enumerate(log) if isinstance(e, OrdersOpened)), default=-1)
    revealed = max((i for i, e in enumerate(log) if isinstance(e, ChoicesRevealed)), default=-1)
    return revealed > opened


def test_the_menu_tile_is_playable() -> None:
    assert has_game_scene("polterfass")


@pytest.mark.one_hand
def test_a_whole_game_two_persons_two_computers_orders_never_leak(
    app: App, drawn_faces: list[CardSprite]
) -> None:
    """A full game through the curtain; at every frame no order lies
    face up before the reveal, no hand is face up for anyone but its guest, and the log
    holds no other seat's sealed order."""
    set_speed(app, "fast")
    scene = start(app)
    session, game, manager = scene.session, scene.session.game, app.context.manager
    persons = {0: make_bot("polterfass", "easy", seed=1), 2: make_bot("polterfass", "easy", seed=2)}
    given_at = -1
    used_mouse = used_keys = used_pad = curtains = order_frames = bills = 0
    kinds: set[type] = set()
    watch = Stopwatch()
    while not isinstance(manager.top, ResultsScene):
        assert watch.seconds() < MAX_SECONDS, "the game did not finish in time"
        drawn_faces.clear()
        frames(app, 1)
        if game.state.round > 1:
            set_speed(app, "instant")  # the first round at speed, the rest quickly
        viewer = scene.driver.viewer
        curtain = isinstance(manager.top, CurtainScene)
        if curtain:
            assert viewer is None, "the curtain is up: only the public table may show"
        coaster_cards = scene.coasters.order_cards()
        for card in drawn_faces:
            if card in coaster_cards:
                assert _revealed_this_round(game.log), "an order face up before the reveal"
            elif card in scene.hand.cards or card in scene.flying:
                assert viewer is not None and viewer == scene.hand_seat, "a hand shown to others"
        secret = {scene.describe(event) for event in game.log
                  if isinstance(event, PrivateEvent) and not event.is_visible_to(viewer)}
        assert not secret & {text for text, _ in scene.log.entries}, "a sealed order in the log"
        if curtain or game.is_over or scene.holds_table():
            # Pass the screen on; after a bill, clear the table; at the end, the results.
            bills += scene.holds_table()
            if curtain:
                curtains += 1
                lift_curtain(app)
            else:
                press(pygame.K_RETURN)
            continue
        if isinstance(manager.top, PolterfassScene) and scene.accepts_input:
            seat = session.current_seat
            ordering = game.state.phase is Phase.ORDERS
            # An order is made in one's own view; the innkeeper's moves on the public table.
            assert seat in persons and viewer == (seat if ordering else None)
            if scene.hand_seat is not None:
                order_frames += 1
            if given_at != len(game.history):
                given_at = len(game.history)
                action = persons[seat].choose(game.view(seat))
                kinds.add(type(action))
                device = given_at % 3  # mouse, keyboard and controller in turn
                used_mouse += device == 0
                used_keys += device == 1
                used_pad += device == 2
                if device == 2:
                    give_with_controller(app, scene, action)
                else:
                    give(scene, action, mouse=device == 0)
        if session.is_computer_turn():  # its move comes from the thinker: leave it a processor
            time.sleep(0.001)
    assert game.is_over and max(game.scores()) >= 75
    assert curtains > 0 and order_frames > 0 and bills > 0
    assert min(used_mouse, used_keys, used_pad) > 0
    assert {Throw, Order} <= kinds and kinds & {CloseTap, ThrowAgain}
    assert any(a.seat in (1, 3) for a in game.history)  # the computers played too


def test_counting_preselects_the_best_targets() -> None:
    faces = {0: 9, 3: 4, 5: 6}
    assert best_target(faces, removing=True) == 3
    assert best_target(faces, removing=False) == 0
    assert best_target({1: 8, 2: 8}, removing=False) == 1
    assert best_target({}, removing=True) is None


def counting_scene(shell: App) -> PolterfassScene:
    """Mina (a person) is the innkeeper and has closed the tap over a 9, a 4 and an X."""
    from tests.games.test_polterfass import ALL, new_game, throw_script

    game = new_game(2, throw_script(ALL, {0: 9, 3: 4, SPECIALS[0]: Special.X}))
    game.apply(Throw(0))
    game.apply(Order(1, (1,)))
    game.apply(CloseTap(0))
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(shell.context, GameSession(GAMES["polterfass"], game, seats))
    assert isinstance(scene, PolterfassScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 30)
    assert scene.accepts_input and scene.counting is Remove
    return scene


def test_a_click_on_another_barrel_picks_it_and_a_second_confirms(app: App) -> None:
    """The prompt says "confirm (Space) or pick another", so a click on
    another barrel picks it and nothing is counted until it is confirmed."""
    scene = counting_scene(app)
    game = scene.session.game
    assert scene.count_choice == 3  # the X takes the lowest barrel unless told otherwise
    nine = scene.table.barrels[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=nine.hit_rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app, 2)
    assert scene.count_choice == 3, "hovering a barrel does not pick it"
    click(nine.hit_rect.center)
    frames(app, 2)
    assert game.state.removed == [] and scene.count_choice == 0
    assert scene.context.words(nine.tag) == "take out" and scene.table.barrels[3].tag == ""
    assert scene.count_button.label.endswith("9")
    click(nine.hit_rect.center)  # the chosen barrel again: confirmed
    frames(app, 2)
    assert game.state.tally[-1].served == 4


def test_arrow_keys_pick_the_barrel_and_space_confirms(app: App) -> None:
    scene = counting_scene(app)
    game = scene.session.game
    for _ in range(4):
        if scene.count_choice == 0:
            break
        press(pygame.K_LEFT)
        frames(app, 2)
    assert scene.count_choice == 0 and game.state.removed == []
    press(pygame.K_SPACE)
    frames(app, 2)
    assert game.state.tally[-1].served == 4


def test_lying_barrels_rest_near_level_and_stay_inside_their_outline(screen: pygame.Surface
                                                                     ) -> None:
    """A lying barrel never rests near vertical (it would look upright),
    and its staves, hoops and ends never poke past its outline."""
    from scenes.games.polterfass.barrel_art import lying_outline, lying_side
    from scenes.games.polterfass.barrels import BarrelTable
    from scenes.games.polterfass.landing import TILTS
    from tabletop.games.polterfass import BARREL_COUNT, Landing

    for seed in range(6):
        table = BarrelTable(seed)
        table.set_layout(pygame.Rect(0, 0, 800, 90), (400, 400), 220, 56, 1.0)
        step = table.throw([Landing(b, False, None) for b in range(BARREL_COUNT)],
                           round_number=1)
        step.finish()
        for sprite in table.barrels:
            tilt = (sprite.angle + 90) % 180 - 90
            assert abs(tilt) <= max(TILTS) + 0.01, f"barrel {sprite.barrel} rests at {tilt}°"
    for length, thickness in ((67, 40), (43, 26)):
        outline = pygame.mask.from_surface(lying_outline(length, thickness), 1)
        for special in (False, True):
            for phase in range(3):
                drawn = pygame.mask.from_surface(lying_side(length, thickness, special,
                                                            phase), 1)
                outside = drawn.count() - drawn.overlap_area(outline, (0, 0))
                assert outside == 0, f"{outside} pixels past the outline"


def test_the_log_counts_barrels_in_good_english() -> None:
    """"1 lands standing", "one barrel", never "1 land standing"."""
    from scenes.games.polterfass.log_words import PolterfassLog
    from tabletop.games.polterfass import BarrelsThrown, Landing
    from tabletop.i18n import ENGLISH

    one = BarrelsThrown(0, False, (Landing(0, True, 9), Landing(1, False, None)))
    first = BarrelsThrown(0, True, tuple(Landing(b, b == 3, 4 if b == 3 else None)
                                         for b in range(9)))
    single = BarrelsThrown(0, False, (Landing(2, False, None),))
    log = PolterfassLog(lambda seat: "Mina")
    lines = [log.describe(ENGLISH, event) for event in (one, first, single)]
    assert lines == ["Mina throws 2 barrels; 1 lands standing. 9",
                     "Mina throws all nine barrels; 1 lands standing. 4",
                     "Mina throws one barrel; it stays lying."]


def test_korean_says_one_word_for_each_thing() -> None:
    """술통 (never a bare 통), 스페셜 (not 특수), 여관 주인 (not a bare
    주인), 굴리다 (not 던지다), 수도꼭지 and 제공 (not 꼭지 alone or 서빙), as in the seed."""
    import re
    from importlib import resources

    from tabletop.i18n import catalog

    texts = [text for key, text in catalog("ko").items() if key.startswith("polterfass")]
    texts.append((resources.files("tabletop.i18n") / "ko" / "rules" / "polterfass.md")
                 .read_text(encoding="utf-8"))
    mixed = re.compile(r"(?<!술)통|특수|(?<!여관 )주인|던[지져진질집]|서빙|(?<!수도)꼭지")
    found = sorted({match.group() for text in texts for match in mixed.finditer(text)})
    assert found == [], f"mixed terms: {found}"


@pytest.mark.parametrize("height", [200, 261, 340, 457])
def test_a_full_tally_fills_its_paper_with_lines(screen: pygame.Surface, height: int) -> None:
    sheet = TallySheet([0, 1, 2, 3], ["Ara", "Bo", "Mina", "Jun"])
    sheet.set_rect(pygame.Rect(0, 0, 360, height), 1.0)
    title_h = assets.text_size("Tally", theme.text_px(TextSize.BODY, 1.0), bold=True)[1]
    top, row_h, fits = sheet.rows(title_h)
    small = theme.text_px(TextSize.SMALL, 1.0)
    assert row_h >= small * 1.5  # never squeezed below a readable line
    foot = top + (fits + 1) * row_h  # the heading row, then the lines
    margin = theme.px(10, 1.0)
    assert foot <= height - margin // 2 + 0.01
    # At 261 px (the tally beside the coach) a row height rounded to 25 px showed 7 lines
    # and left room for an eighth empty at the foot.
    assert height - margin // 2 - foot < row_h
    if height == 261:
        assert fits == 8


def test_the_plaque_tells_what_closing_serves_then_counts_up_to_it(app: App) -> None:
    """A 9, a 4 and an arrow stand: the plaque says "Closing serves 22" (the arrow on the
    9, PF-D8; trial s24 read the plain sum beside a card saying closing serves more); when
    the tap closes it keeps saying so while the count is at the plain 13 (it dropped to 13
    and climbed back, issue #32), and counts 22 when the arrow doubles the 9."""
    from tests.games.test_polterfass import ALL, new_game, throw_script

    set_speed(app, "fast")
    game = new_game(2, throw_script(ALL, {0: 9, 3: 4, SPECIALS[0]: Special.ARROW}))
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(app.context, GameSession(GAMES["polterfass"], game, seats))
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    counted: list[int] = []

    def run_until(done: Any) -> None:
        for _ in range(3000):
            if done():
                return
            frames(app, 1)
            plaque = scene.plaque
            if plaque.shown and not plaque.is_billed and not plaque.pouring:
                counted.append(plaque.serve.shown)
        raise AssertionError("the table never got there")

    scene.act(Throw(0))
    run_until(lambda: game.state.phase is Phase.SERVING and scene.accepts_input)
    run_until(lambda: not scene.plaque.serve.is_moving)
    assert scene.plaque.pouring and scene.plaque.serve.shown == 22
    scene.act(CloseTap(0))
    run_until(lambda: scene.counting is Double and scene.accepts_input)
    run_until(lambda: not scene.plaque.serve.is_moving)
    assert scene.plaque.pouring and scene.plaque.serve.shown == 22, "held over the plain 13"
    assert counted == [], f"the count showed under what closing serves: {counted}"
    scene.act(Double(0, 0))
    run_until(lambda: scene.plaque.is_billed)
    assert counted and set(counted) == {22}, f"the count moved off 22: {counted}"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_seats_tally_column_fits_its_paper(app: App, language: str) -> None:
    """Six seats' running scores beside the tally's headings once outgrew the paper at every
    window size and the last seat's column was cut off; now every column ends inside the
    paper, log open or closed, and at 1920x1080 the text stays sofa-sized (22 px or more)."""
    from dataclasses import replace

    from scenes.games.polterfass.tally_sheet import figure_px, figure_width, sofa_px
    from tests.scenes.screens import resize_window

    app.context.apply_settings(replace(app.context.settings, language=language))
    for count in range(GAMES["polterfass"].min_seats, GAMES["polterfass"].max_seats + 1):
        seats = [SeatConfig(f"P{index}", index,
                            SeatKind.PERSON if index == 0 else SeatKind.COMPUTER, "easy")
                 for index in range(count)]
        scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], seats, 1))
        assert isinstance(scene, PolterfassScene)
        app.context.manager.apply(Push(scene))
        for size in ((1280, 720), (1920, 1080)):
            resize_window(app, size)
            for log_open in (False, True):
                if scene.log.is_open != log_open:
                    press(pygame.K_l)
                frames(app, 30)
                assert scene.log.is_open == log_open
                sheet = scene.tally
                text_px, _, widths = sheet.fitted_columns(app.context.words)
                room = sheet.rect.width - 2 * theme.px(10, sheet.scale)
                assert sum(widths) <= room, f"{count} seats at {size}, log open {log_open}"
                # The sofa's least: 22 px at 1080 lines, 14.7 at 720 (the log open at
                # 1280x720 drew it at 14 px).
                least = 22 * size[1] / 1080
                assert text_px >= least, f"{count} seats at {size}, log open {log_open}"
                # The widest figure (a bold "+88": the innkeeper's gain; a bold "+10" was
                # 28 px in a 25 px column with six seats at 1280x720) fits its column at
                # the size it is drawn, the headings' own but where the room runs out;
                # never under the sofa's least, even where the log leaves no more room.
                column = min(widths[4:])
                figure = figure_px(text_px, column, min(text_px, sofa_px(sheet.scale)))
                assert figure >= least, f"{count} seats at {size}: {figure} px"
                assert figure_width(figure) <= column or log_open, f"{count} seats at {size}"
                assert figure == text_px or log_open, f"{count} seats at {size}: {figure} px"


def test_the_serve_prompt_comes_with_its_buttons(app: App) -> None:
    """The innkeeper's line "throw again (Space) or close the tap (C)" once stood ~2 s
    before its buttons, while the computer's order card still flew to its coaster (trial
    s9, E9/EA): the prompt names the keys only while the buttons are there to press."""
    set_speed(app, "normal")
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], seats, seed=4))
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    serve_words = {scene.text(key, name="Mina")
                   for key in ("prompt_serve", "prompt_serve_specials")}
    said, early = 0, 0
    for _ in range(3000):
        frames(app, 1)
        time.sleep(0.001)  # the computer's order comes back from its thread
        game = scene.session.game
        if scene.accepts_input and game.state.phase is Phase.FIRST_THROW:
            scene.act(Throw(0))  # again, while no number barrel stands
        if scene.frame.prompt.text in serve_words:
            said += 1
            shown = [piece for piece in scene.controls.buttons if isinstance(piece, Button)]
            if not (scene.accepts_input and scene.again_button in shown
                    and scene.again_button.enabled):
                early += 1
        if said > 30:
            break
    assert said, "the innkeeper was asked to serve"
    assert not early, f"the serve prompt stood {early} frames before its buttons"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_persons_plate_says_guest_while_they_are_one(app: App, language: str) -> None:
    """Trial s9, P7: as a guest, your own plate showed no second line while the
    innkeeper's said "Innkeeper" and a computer's "Computer"."""
    from dataclasses import replace

    app.context.apply_settings(replace(app.context.settings, language=language))
    words = app.context.words
    seats = [SeatConfig("Mina", 0, SeatKind.COMPUTER, "easy"), SeatConfig("Jun", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["polterfass"], seats, seed=4)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    view = session.game.view(None)
    innkeeper = view.state.innkeeper
    guest = words("polterfass.role.guest")
    for seat in range(3):
        status = scene.seat_status(view, seat)
        if seat == innkeeper:
            assert status == words("polterfass.role.innkeeper")
        else:
            assert status.startswith(guest), (seat, status)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 6])
def test_the_mat_keeps_its_scallops_whole_and_clear_of_the_prompt(app: App,
                                                                 size: tuple[int, int],
                                                                 seats: int) -> None:
    """The mat's scallops were cut flat by their own picture's edge, at its foot just over
    the prompt line at 1280x720 (trial s9, E9)."""
    from scenes.games.polterfass.barrel_art import beer_mat

    table = [SeatConfig(f"Seat {seat}", seat) for seat in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], table, seed=4))
    assert isinstance(scene, PolterfassScene)
    scene.resize(size)
    mat = beer_mat(scene.table.mat_radius)
    alpha = pygame.surfarray.pixels_alpha(mat)
    edges = [alpha[0, :], alpha[-1, :], alpha[:, 0], alpha[:, -1]]
    assert max(int(edge.max()) for edge in edges) == 0, "a scallop runs off the picture"
    rows = [y for y in range(alpha.shape[1]) if alpha[:, y].max() > 0]
    foot = round(scene.table.mat_centre.y) - mat.get_height() // 2 + rows[-1]
    del alpha
    assert foot < scene.frame.layout.prompt.top - scene.px(4)
    assert foot <= scene.board_area().bottom


def closed_over(shell: App, standing: dict[int, int | Special]) -> PolterfassScene:
    """Mina (a person) has closed the tap over ``standing``."""
    from tests.games.test_polterfass import ALL, new_game, throw_script

    game = new_game(2, throw_script(ALL, standing))
    game.apply(Throw(0))
    game.apply(Order(1, (1,)))
    game.apply(CloseTap(0))
    seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(shell.context, GameSession(GAMES["polterfass"], game, seats))
    assert isinstance(scene, PolterfassScene)
    shell.context.manager.apply(Push(scene))
    return scene


def test_a_count_the_rules_leave_no_choice_plays_without_a_press(app: App) -> None:
    """One number barrel and an arrow: the arrow must double it (PF-D8), so no "Double the
    9 (Space)" waits for a press (trial s35 Q/013); a toast says why nothing was asked."""
    scene = closed_over(app, {0: 9, SPECIALS[0]: Special.ARROW})
    said: set[str] = set()
    for _ in range(90):
        frames(app, 1)
        said |= {toast.text for toast in scene.toasts.toasts}
    assert scene.session.game.state.tally[-1].served == 18
    assert scene.table.barrels[0].doubled
    assert "No choice here: the arrow doubles the 9" in said


def test_a_count_with_a_choice_waits_and_says_it_is_a_choice(app: App) -> None:
    scene = closed_over(app, {0: 9, 3: 4, SPECIALS[0]: Special.ARROW})
    frames(app, 60)
    assert scene.accepts_input and scene.counting is Double and scene.count_choice == 0
    assert not scene.session.game.state.tally
    assert "your choice" in scene.prompt.text


@pytest.mark.parametrize("rounds", [2, 4, 6, 7, 9, 30])
def test_a_tally_with_room_in_closer_rows_shows_every_round(screen: pygame.Surface,
                                                           rounds: int) -> None:
    """Trial s35 Q/011: the lesson's sheet left round 1 off ("Round 1 not shown") where
    closer rows held it. Rows close up to 1.2 times the text to keep every round; only
    past that do the oldest go, said at the top."""
    from scenes.games.polterfass.tally_sheet import ROW_TIGHT, TallyLine

    sheet = TallySheet([0, 1, 2], ["Ara", "Bo", "Mina"])
    sheet.set_rect(pygame.Rect(0, 0, 360, 200), 1.0)
    for number in range(1, rounds + 1):
        sheet.write(TallyLine(number, number % 3, False, 10, 5, (1, 2, 3), (1, 2, 3)))
    title_h = assets.text_size("Tally", theme.text_px(TextSize.BODY, 1.0), bold=True)[1]
    top, row_h, fits = sheet.rows(title_h)
    small = theme.text_px(TextSize.SMALL, 1.0)
    room = 200 - top - theme.px(10, 1.0) // 2
    assert row_h >= small * ROW_TIGHT and top + (fits + 1) * row_h <= 200
    shown = sheet.shown_lines(fits)
    if room >= (rounds + 2) * small * ROW_TIGHT:
        assert len(shown) == rounds, f"{len(shown)} of {rounds} rounds shown with room"
    else:
        assert shown == sheet.lines[-len(shown):] and len(shown) >= 5
    if room >= (rounds + 2) * small * 1.5:
        assert row_h >= small * 1.5, "rows close up only where a round needs it"


def test_a_lessons_tally_grows_down_into_free_room_for_every_round(screen: pygame.Surface
                                                                   ) -> None:
    """Trial s35 Q/011: at the lesson's last bill round 1 went off the top with the
    buttons' place free below; the paper grows into it (its :attr:`reach`) as far as its
    rounds ask, and not where nothing reaches."""
    from scenes.games.polterfass.tally_sheet import TallyLine
    from tabletop.i18n import Words

    words = Words("en")
    sheet = TallySheet([0, 1, 2], ["Ara", "Bo", "Mina"])
    sheet.set_rect(pygame.Rect(0, 100, 372, 137), 1.0)
    for number in range(1, 5):
        sheet.write(TallyLine(number, number % 3, False, 10, 5, (1, 2, 3), (1, 2, 3)))

    def rounds_shown() -> int:
        title_h = assets.text_size(words("polterfass_scene.tally_title"),
                                   theme.text_px(TextSize.BODY, 1.0), bold=True)[1]
        return len(sheet.shown_lines(sheet.rows(title_h, sheet.paper(words).height)[2]))

    assert rounds_shown() < 4 and sheet.paper(words) == sheet.rect
    sheet.reach = 500
    paper = sheet.paper(words)
    assert rounds_shown() == 4 and sheet.rect.bottom < paper.bottom < 400
    assert sheet.written(words).bottom <= paper.bottom
