"""Yacht Dice scene: whole games through the real main loop, mouse only and keyboard only.

Events are posted into pygame's queue and the program's own ``App.step``
reads them, exactly as when a person plays; the computer opponent is the
hard bot (the exact optimal policy).
"""

from __future__ import annotations

import os
import time
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.yacht.scene import YachtScene
from scenes.games.yacht.sheet import SheetRow
from scenes.games.yacht.sheet_text import NAME_LINES, header_lines
from scenes.screens.results import ResultsScene
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import available_levels
from tabletop.core.rng import Rng
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.yacht import CATEGORIES, Category, Hold, Roll, Score, score_category
from tabletop.session import GameSession
from tests.patience import PATIENCE, tries
from tests.scenes.test_game_base import app, click, frames, press, set_speed

__all__ = ["app"]  # the shell fixture, shared with the base-loop tests

MAX_FRAMES = 3000


def start(shell: App, *, opponent: str | None = "hard", seed: int = 11) -> YachtScene:
    if opponent is not None and opponent not in available_levels("yacht"):
        pytest.skip(f"the {opponent} Yacht computer player is not available")
    seats = [SeatConfig("Mina", 0)]
    if opponent is not None:
        seats.append(SeatConfig("Robo", 1, SeatKind.COMPUTER, opponent))
    else:
        seats.append(SeatConfig("Jun", 1))
    session = GameSession.start(GAMES["yacht"], seats, seed=seed)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, YachtScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    return scene


def settle(shell: App, scene: YachtScene) -> None:
    """Run frames until a person may act again (or the game has left the screen)."""
    for _ in tries(MAX_FRAMES):
        frames(shell, 1)  # at least one: the posted input must be read first
        if shell.context.manager.top is not scene or scene.accepts_input:
            return
        if scene.session.game.is_over and not scene.driver.is_busy:
            return
        time.sleep(0.001)  # let the computer's answer come back
    raise AssertionError("the scene never became ready for input")


def best_open_category(scene: YachtScene) -> Category:
    seat = scene.session.current_seat
    assert seat is not None
    state = scene.session.game.state
    open_rows = [c for c in CATEGORIES if c not in state.sheets[seat]]
    return max(open_rows, key=lambda c: (score_category(c, state.dice), -CATEGORIES.index(c)))


def focused_category(scene: YachtScene) -> Category | None:
    """The sheet row holding the scene's one keyboard/controller focus, if a row has it."""
    piece = scene.controls.focused
    return piece.category if isinstance(piece, SheetRow) else None


def assert_finished(shell: App, scene: YachtScene) -> None:
    game = scene.session.game
    assert game.is_over
    frames(shell, 90)
    assert shell.context.manager.top is scene  # the final sheet stays for the players...
    press(pygame.K_RETURN)  # ...until one of them moves on
    frames(shell, 2)
    assert isinstance(shell.context.manager.top, ResultsScene)
    assert [len(sheet) for sheet in game.state.sheets] == [12, 12]
    person_scores = [a for a in game.history if isinstance(a, Score) and a.seat == 0]
    assert len(person_scores) == 12


def test_a_whole_game_with_the_mouse_only(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app)
    for _ in range(12):
        settle(app, scene)
        assert scene.session.current_seat == 0
        click(scene.roll_button.rect.center)
        settle(app, scene)
        die = scene.tray.dice[0]
        click(die.rect(scene.tray.die_size).center)  # hold the first die...
        settle(app, scene)
        assert scene.session.game.state.held[0]
        click(scene.roll_button.rect.center)  # ...and roll the other four
        settle(app, scene)
        assert scene.session.game.state.rolls_used == 2
        category = best_open_category(scene)
        click(scene.sheet.cell_rect(0, category).center)
        frames(app, 2)
        assert category in scene.session.game.state.sheets[0]
    settle(app, scene)
    frames(app, 5)
    assert_finished(app, scene)


def test_a_whole_game_with_the_keyboard_only(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, seed=12)
    for turn in range(12):
        settle(app, scene)
        press(pygame.K_SPACE)
        settle(app, scene)
        press(pygame.K_2)
        settle(app, scene)
        assert scene.session.game.state.held[1]
        if turn == 0:  # take the hold back, then hold it again
            press(pygame.K_z, pygame.KMOD_CTRL)
            frames(app, 2)
            assert not scene.session.game.state.held[1]
            press(pygame.K_2)
            settle(app, scene)
        press(pygame.K_SPACE)  # Space rolls again (Enter would show the best box)
        settle(app, scene)
        assert scene.session.game.state.rolls_used == 2
        target = best_open_category(scene)
        for _ in range(len(CATEGORIES)):
            if focused_category(scene) is target:
                break
            press(pygame.K_DOWN)
            frames(app, 1)
        assert focused_category(scene) is target
        press(pygame.K_RETURN)
        frames(app, 2)
        assert target in scene.session.game.state.sheets[0]
    settle(app, scene)
    frames(app, 5)
    assert_finished(app, scene)


def test_refused_score_shows_the_engine_reason(app: App) -> None:
    scene = start(app, opponent=None)
    click(scene.sheet.cell_rect(0, Category.CHOICE).center)
    frames(app, 2)
    assert scene.toasts.toasts, "scoring before the first roll is refused with a reason"
    assert not scene.session.game.state.sheets[0]


def test_previews_show_for_the_current_seat_after_a_roll(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    assert not scene.sheet.show_previews
    press(pygame.K_SPACE)
    settle(app, scene)
    assert scene.sheet.show_previews and scene.sheet.current == 0
    assert scene.roll_button.rolls_left == 2


def test_tumble_takes_time_and_a_click_skips_it(app: App) -> None:
    set_speed(app, "normal")
    scene = start(app, opponent=None)
    press(pygame.K_SPACE)
    frames(app, 10)
    assert scene.driver.is_busy and any(die.rolling for die in scene.tray.dice)
    click((4, 400))
    frames(app, 1)
    assert not scene.driver.is_busy
    assert scene.tray.values == scene.session.game.state.dice


def test_a_yacht_is_celebrated_and_the_celebration_can_be_skipped(app: App) -> None:
    set_speed(app, "normal")
    scene = start(app, opponent=None)
    scene.session.game._rng = Rng.scripted([6, 6, 6, 6, 6])
    scene.act(Roll(0))
    scene.timeline.fast_forward()
    frames(app, 2)
    scene.act(Score(0, Category.YACHT))
    frames(app, 50)
    assert scene.celebration.is_active and scene.celebration.banner
    click((4, 400))
    frames(app, 2)
    assert not scene.celebration.is_active
    assert scene.session.game.state.sheets[0][Category.YACHT] == 50


def advise_and_sign(signature: Path, view: Any) -> Any:
    """The real coach, leaving the number of the process it ran in."""
    from tabletop.coach.yacht import advise

    signature.write_text(str(os.getpid()))
    return advise(view)


def test_the_coach_thinks_off_the_frame_and_suggests_a_keep(app: App, tmp_path: Path) -> None:
    from tabletop.coach.yacht import advise

    app.context.apply_settings(replace(app.context.settings, coach=True))
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    assert scene.coach_rect is not None
    assert scene.driver.coach.coach is advise  # the spec's coach, found by name
    signature = tmp_path / "coach-process"
    scene.driver.coach.coach = partial(advise_and_sign, signature)
    press(pygame.K_SPACE)
    settle(app, scene)
    deadline = time.monotonic() + PATIENCE
    while scene.driver.coach.advice is None and time.monotonic() < deadline:
        frames(app, 1)
        time.sleep(0.01)
    assert int(signature.read_text()) != os.getpid()  # it thought in the thinker process
    advice = scene.driver.coach.advice
    assert advice is not None and scene.driver.coach.position == len(scene.session.game.history)
    assert len(advice.keeps) == 3 and len(advice.categories) == 3
    assert advice.keeps[0].expected_total >= advice.keeps[1].expected_total


def test_keyboard_focus_and_enter_hold_a_die(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    press(pygame.K_SPACE)
    settle(app, scene)
    press(pygame.K_TAB)  # the shared focus ring: Tab enters at the first die...
    press(pygame.K_RIGHT)  # ...and the arrows walk the dice
    press(pygame.K_RIGHT)
    frames(app, 1)
    third = scene.tray.pieces[2]
    assert scene.controls.focused is third and scene.tray.dice[2].focused
    press(pygame.K_RETURN)
    settle(app, scene)
    assert scene.session.game.history[-1] == Hold(0, 2)
    assert scene.session.game.state.held == [False, False, True, False, False]
    assert scene.controls.focused is third  # the focus went up to the held row with it
    frames(app, 30)
    assert scene.tray.dice[2].focus_glow.amount > 0.9
    press(pygame.K_RETURN)  # Enter again releases it
    settle(app, scene)
    assert not any(scene.session.game.state.held)


def test_holding_is_an_undoable_engine_action(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    press(pygame.K_SPACE)
    settle(app, scene)
    press(pygame.K_4)
    settle(app, scene)
    assert scene.session.game.history[-1] == Hold(0, 3)
    frames(app, 1)  # Undo shows from the frame after the prompt that leaves it room
    assert scene.undo_button.enabled
    click(scene.undo_button.rect.center)
    frames(app, 2)
    assert not scene.session.game.state.held[3]
    assert not scene.tray.dice[3].held


def test_the_prompt_keeps_undos_room_all_turn(app: App) -> None:
    """The bar ends before Undo's room whether or not Undo shows: it took the whole bar
    until a move could be taken back, then narrowed mid-turn (trial s33 L/019)."""
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    layout, prompt = scene.layout, scene.prompt
    assert prompt.bar == layout.prompt_line and not scene.undo_button.enabled
    press(pygame.K_SPACE)  # a roll reveals dice: nothing to take back
    settle(app, scene)
    assert prompt.bar == layout.prompt_line and not scene.undo_button.enabled
    press(pygame.K_4)  # a hold can be taken back: Undo comes into its room
    settle(app, scene)
    frames(app, 1)
    assert scene.undo_button.enabled and prompt.bar == layout.prompt_line
    assert not prompt.bar.colliderect(scene.undo_button.rect)
    click(scene.undo_button.rect.center)
    frames(app, 2)
    assert not scene.undo_button.enabled and prompt.bar == layout.prompt_line


def test_a_table_of_computers_alone_has_the_whole_bar(app: App) -> None:
    session = GameSession.start(GAMES["yacht"], [
        SeatConfig("Robo", 0, SeatKind.COMPUTER, "easy"),
        SeatConfig("Easy", 1, SeatKind.COMPUTER, "easy")], seed=1)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, YachtScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    assert scene.prompt.bar == scene.layout.prompt


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 768)])
def test_layout_fits_the_window(app: App, size: tuple[int, int]) -> None:
    scene = start(app, opponent=None)
    pygame.display.set_mode(size)
    app.context.resize(size)
    frames(app, 2)
    window = pygame.Rect((0, 0), size)
    parts = [scene.tray.rect, scene.sheet.rect, scene.roll_button.rect, scene.prompt.rect,
             scene.layout.top_bar]
    assert all(window.contains(part) for part in parts)
    for index, part in enumerate(parts):
        for other in parts[index + 1:]:
            assert not part.colliderect(other), (part, other)


def _sheet_of(app: App, names: list[str]) -> YachtScene:
    """A Yacht table of these persons, on top and drawn."""
    session = GameSession.start(GAMES["yacht"], [SeatConfig(name, index)
                                                 for index, name in enumerate(names)], seed=3)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, YachtScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    return scene


@pytest.mark.parametrize("count", [4, 5, 6])
def test_the_sheet_header_breaks_names_between_words_never_inside_one(app: App,
                                                                       count: int) -> None:
    names = [f"Computer {number}" for number in range(1, count + 1)]
    scene = _sheet_of(app, names)
    sheet = scene.sheet
    face = assets.font(sheet.min_px, True)
    for name, column in zip(names, sheet.column_rects, strict=True):
        width = column.width - sheet.pad
        lines = header_lines(name, sheet.min_px, width, NAME_LINES)
        assert all(face.size(line)[0] <= width for line in lines), lines
        # "Comput / er 1" was the old break: every line starts where a word of the name does.
        assert all(any(word.startswith(line.split()[0].rstrip("…")) for word in name.split())
                   for line in lines), lines
        assert lines[-1] == name.split()[-1]  # the number that tells the computers apart
        if count == 4:  # wide enough for the whole word
            assert lines == ("Computer", name.split()[-1])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("count", [4, 5, 6])
def test_a_korean_sheet_header_breaks_between_words_never_inside_one(
        app: App, size: tuple[int, int], count: int) -> None:
    """Trial s10: at 1280x720 with six seats the Korean header "플레이어 1" read
    "플레이 / 어 1": Korean breaks between words, and a word a little wider than the
    column's padded width keeps its line, within the column, at the small size."""
    from tabletop.i18n import Words

    app.context.apply_settings(replace(app.context.settings, language="ko"))
    words = Words("ko")
    names = [words("app.setup.player_name", number=1),
             *(words("app.setup.computer_name", number=n) for n in range(1, count))]
    scene = _sheet_of(app, names)
    scene.resize(size)
    frames(app, 2)
    sheet = scene.sheet
    face = assets.font(sheet.min_px, True)
    for seat, (name, column) in enumerate(zip(names, sheet.column_rects, strict=True)):
        lines = sheet.header_name_lines(seat)
        assert all(face.size(line)[0] < column.width for line in lines), lines
        assert [word for line in lines for word in line.split()] == name.split(), lines


def test_the_wrapping_helper_never_breaks_a_korean_word() -> None:
    """assets.wrap_lines broke a word wider than the line between letters: for Korean it
    keeps the word's start with an ellipsis."""
    pygame.font.init()
    text = "플레이어 1 님이 주사위를 굴렸어요"
    narrow = assets.text_size("플레이", 20, bold=True)[0] + 2
    lines = assets.wrap_lines(text, 20, narrow, bold=True)
    words = text.split()
    for line in lines:
        for word in line.split():
            assert word in words or (word.endswith("…") and any(
                whole.startswith(word[:-1]) for whole in words)), lines
    assert any(line.endswith("…") for line in lines), lines


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_names_stand_whole_over_the_sheet_beside_the_open_log(
        app: App, size: tuple[int, int], language: str) -> None:
    """Trial s14: in a replay with the review beside it (the log's place), three seats'
    headers read "Com… 1" and "Com… 2". The tray gives the sheet room instead."""
    from tabletop.i18n import Words

    app.context.apply_settings(replace(app.context.settings, language=language))
    words = Words(language)
    names = [words("app.setup.player_name", number=1),
             *(words("app.setup.computer_name", number=n) for n in (1, 2))]
    scene = _sheet_of(app, names)
    scene.resize(size)
    press(pygame.K_l)
    frames(app, 40)
    assert scene.log.is_open and scene.board_area().right < scene.log.open_left()
    assert not scene.sheet.cuts_names()
    assert [" ".join(scene.sheet.header_name_lines(seat)) for seat in range(3)] == names
    board = scene.board_area()
    assert board.contains(scene.sheet.rect) and board.contains(scene.tray.rect)
    assert not scene.tray.rect.colliderect(scene.sheet.rect)
    assert not scene.roll_button.rect.colliderect(scene.sheet.rect)



@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_bonus_rule_stays_beside_the_open_log(
        app: App, size: tuple[int, int], language: str, drawn_texts: list[str]) -> None:
    """Trial s35 Q/003: opening the log narrowed the sheet and "63+ → 35" beside Bonus was
    left out. The sheet takes the room it needs for it from the tray."""
    from tabletop.i18n import Words

    app.context.apply_settings(replace(app.context.settings, language=language))
    words = Words(language)
    scene = _sheet_of(app, [words("app.setup.player_name", number=1),
                            words("app.setup.computer_alone")])
    scene.resize(size)
    press(pygame.K_l)
    frames(app, 40)
    assert scene.log.is_open
    drawn_texts.clear()
    scene.resize(size)  # the sheet's paper drawn again, its words noted
    frames(app, 2)
    # Drawn only where it fits (it was measured, drawn and then left out).
    assert scene.sheet.fits_bonus_rule(words)
    assert words("yacht_scene.sheet_bonus_rule") in drawn_texts
    assert not scene.tray.rect.colliderect(scene.sheet.rect)

def _rolled_out(shell: App, *, rounds_played: int) -> YachtScene:
    """Mina and Jun, ``rounds_played`` rounds scored each, Mina's three rolls used."""
    set_speed(shell, "instant")
    session = GameSession.start(GAMES["yacht"], [SeatConfig("Mina", 0), SeatConfig("Jun", 1)],
                                seed=4)
    for _ in range(rounds_played):
        for seat in (0, 1):
            session.apply(Roll(seat))
            session.apply(Score(seat, next(c for c in CATEGORIES
                                           if c not in session.game.state.sheets[seat])))
    for _ in range(3):
        session.apply(Roll(0))
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, YachtScene)
    shell.context.manager.apply(Push(scene))
    settle(shell, scene)
    return scene


def test_enter_after_the_last_roll_shows_the_best_open_box(app: App) -> None:
    """After the last roll Enter with no cursor did nothing (trial s24 A/078): it shows
    the cursor on the box scoring most, and scores nothing yet (one press, one action)."""
    scene = _rolled_out(app, rounds_played=0)
    assert focused_category(scene) is None
    press(pygame.K_RETURN)
    frames(app, 2)
    assert focused_category(scene) is best_open_category(scene)
    assert not scene.session.game.state.sheets[0]


def test_enter_after_a_roll_with_rolls_left_never_rolls_again(app: App) -> None:
    """Enter after a roll rolled again, the Roll button's meaning kept from the first roll:
    a player pressed it to write the Large Straight the coach said to keep and lost it
    (trial s26 D/182). Once dice are out, Enter shows the best open box, and a second
    Enter writes it; rolling again is Space or the Roll button (one press, one action)."""
    set_speed(app, "instant")
    scene = start(app, opponent=None)
    press(pygame.K_RETURN)  # the turn's first roll: no dice to lose yet
    settle(app, scene)
    state = scene.session.game.state
    assert state.rolls_used == 1
    dice = list(state.dice)
    press(pygame.K_RETURN)
    settle(app, scene)
    assert scene.session.game.state.rolls_used == 1
    assert list(scene.session.game.state.dice) == dice
    best = best_open_category(scene)
    assert focused_category(scene) is best
    press(pygame.K_RETURN)
    settle(app, scene)
    assert best in scene.session.game.state.sheets[0]


def test_enter_after_a_roll_shows_the_box_the_coach_names(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """With the coach on, Enter after a roll showed the box scoring most, Choice's 18, while
    the coach's card said Small Straight, and the second Enter wrote Choice (trial s27
    D/173-175). It shows the box the coach names first."""
    from scenes.games.worker import CoachDesk
    from tabletop.bots.yacht_solver import CategoryOption
    from tabletop.coach.yacht import Advice

    set_speed(app, "instant")
    app.context.apply_settings(replace(app.context.settings, coach=True))
    scene = start(app, opponent=None)
    monkeypatch.setattr(CoachDesk, "poll", lambda self: None)  # the advice set below stays
    press(pygame.K_RETURN)
    settle(app, scene)
    best = best_open_category(scene)
    advised = min(CATEGORIES, key=lambda category: (
        score_category(category, scene.session.game.state.dice), category is best))
    assert advised is not best
    scene.driver.coach.advice = Advice(expected=150.0, keeps=(), categories=(
        CategoryOption(advised, score_category(advised, scene.session.game.state.dice), 150.0),))
    press(pygame.K_RETURN)
    settle(app, scene)
    assert focused_category(scene) is advised


def test_enter_with_one_box_left_scores_it(app: App) -> None:
    scene = _rolled_out(app, rounds_played=len(CATEGORIES) - 1)
    last = next(c for c in CATEGORIES if c not in scene.session.game.state.sheets[0])
    assert "Enter" in scene.prompt.text  # the prompt says so
    press(pygame.K_RETURN)
    frames(app, 2)
    assert last in scene.session.game.state.sheets[0]
