"""Every lesson walked through its real game scene by the clicks and keys a player would
use: reached from the menu's Learn button, refusing another legal move with the hint,
paused with Esc, left and resumed, remembered once finished, and ending in setup."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.lesson_pause import LessonPause
from scenes.modes.lesson_table import card_figures
from scenes.screens.dialogs import NoticeScene
from scenes.screens.lesson_menu import LessonOffer
from scenes.screens.menu import MenuScene
from scenes.screens.setup import SetupScene
from scenes.shell.app import App
from scenes.shell.scene import Pop
from scenes.widgets.button import Button
from tabletop import storage
from tabletop.core.actions import Action
from tabletop.lessons import LESSONS, play_through
from tabletop.storage.paths import statistics_path
from tests.scenes.lesson_walk import (
    advice_shown,
    is_lesson,
    learn_button,
    open_lesson,
    ready,
    take_step,
    walk_to_end,
)
from tests.scenes.lesson_watch import Walk, Watch, shared_walk
from tests.scenes.program import running_app
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import SLOW_FRAME, click, frames, press

LESSON_IDS = sorted(LESSONS)


@pytest.fixture
def shell() -> Iterator[App]:
    """The real program, its statistics in the test's private home."""
    with running_app() as application:
        yield application


class EndsInSetupWatch(Watch):
    """At the end: the moves the lesson made, its place in the statistics, and where its
    last card's Play leads."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def end(self, walk: Walk) -> None:
        shell, scene, found = walk.shell, walk.scene, self.found
        lesson = LESSONS[walk.game_id]
        if not walk.new_before:
            found.append("the Learn button was not new before the lesson")
        expected = list(lesson.expected_actions())
        if list(scene.session.game.history)[:len(expected)] != expected:
            found.append(f"the game's moves {scene.session.game.history} are not the "
                         f"lesson's {expected}")
        shell.context.flush_saves()  # written off the frame
        if not storage.game_stats(walk.game_id).lesson_finished:
            found.append("the statistics do not say the lesson was finished")
        ready(shell, scene)
        if scene.driver.card.play_button not in scene.driver.card.buttons:
            found.append("the last card has no Play button")
            return
        click(scene.driver.card.play_button.rect.center)
        frames(shell, 3)
        setup = shell.context.manager.top
        if not (isinstance(setup, SetupScene) and setup.game_id == walk.game_id
                and len(setup.seats) == lesson.seats):
            found.append(f"Play led to {setup}, not the game's setup for {lesson.seats}")


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_lesson_walks_through_the_real_scene_and_ends_in_setup(game_id: str) -> None:
    found = shared_walk(game_id, EndsInSetupWatch).found
    assert not found, found


def _other_legal_move(scene: GameScene[Any]) -> tuple[Action, pygame.Rect] | None:
    step = scene.driver.step
    assert step is not None and step.expect is not None
    expected_rect = scene.piece_rect(step.expect)
    for action in scene.driver.gate.rules_game().legal_actions():
        rect = scene.piece_rect(action)
        if action != step.expect and rect is not None and rect != expected_rect \
                and (expected_rect is None or not expected_rect.collidepoint(rect.center)):
            return action, rect
    return None


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_another_legal_move_is_refused_with_the_hint_and_changes_nothing(
        shell: App, game_id: str) -> None:
    scene = open_lesson(shell, game_id)
    for _ in range(len(scene.driver.lesson.steps)):
        ready(shell, scene)
        step = scene.driver.step
        assert step is not None, "the lesson never offers a choice to refuse"
        if not scene.driver.explaining and step.expect is not None \
                and step.expect.seat == scene.driver.lesson.learner and _other_legal_move(scene):
            break
        take_step(shell, scene)
    found = _other_legal_move(scene)
    assert found is not None and step is not None
    before, at = scene.session.game.to_dict(), scene.driver.step_index

    hint = shell.context.words(step.hint or "lesson.hint_general", **card_figures(
        scene.driver.lesson, scene.session.game, None))
    for _ in range(3):  # a click may only pick a piece (a chip to lay): then another
        click(found[1].center)
        frames(shell, 3)
        assert scene.session.game.to_dict() == before and scene.driver.step_index == at
        if scene.driver.card.notes.toasts:
            break
        found = _other_legal_move(scene)
        assert found is not None
    assert scene.driver.card.notes.toasts and scene.driver.card.notes.toasts[-1].text == hint


def test_yacht_refuses_holding_the_five_with_the_hint_to_keep_the_threes(shell: App) -> None:
    scene = open_lesson(shell, "yacht")
    take_step(shell, scene)  # the welcome card
    take_step(shell, scene)  # Roll: 3 5 3 1 3
    take_step(shell, scene)  # "Three threes!" and what the coach's numbers mean
    ready(shell, scene)
    before = scene.session.game.to_dict()
    click(scene.tray.dice[1].rect(scene.tray.die_size).center)  # the 5
    frames(shell, 3)
    assert scene.session.game.to_dict() == before
    assert scene.driver.card.notes.toasts[-1].text == shell.context.words(
        "yacht.lesson.hint_hold", three_key="1", five_key="2")  # the dice lie 3 5 3 1 3
    assert scene.session.game.state.held == [False] * 5


def pause_button(shell: App, label_key: str) -> Button:
    pause = shell.context.manager.top
    assert isinstance(pause, LessonPause), "Esc opens the lesson's pause menu"
    words = shell.context.words
    return next(button for button in pause.ring.buttons if button.label == words(label_key))


def leave_by_the_pause_menu(shell: App) -> None:
    press(pygame.K_ESCAPE)
    frames(shell, 3)
    click(pause_button(shell, "lesson.leave").rect.center)
    frames(shell, 3)


def test_escape_opens_the_pause_menu_and_resume_goes_back_to_the_same_step(
        shell: App) -> None:
    scene = open_lesson(shell, "wizard_extreme")
    take_step(shell, scene)
    at = scene.driver.step_index
    press(pygame.K_ESCAPE)
    frames(shell, 3)
    words = shell.context.words
    pause = shell.context.manager.top
    assert isinstance(pause, LessonPause)
    labels = [button.label for button in pause.ring.buttons]
    assert labels == [words("app.pause.resume"), words("app.pause.rules"),
                      words("app.pause.settings"), words("lesson.leave")]
    click(pause_button(shell, "app.pause.resume").rect.center)
    frames(shell, 3)
    assert shell.context.manager.top is scene and scene.driver.step_index == at


def test_escape_leaves_to_the_menu_and_resume_continues_at_the_same_step(shell: App) -> None:
    scene = open_lesson(shell, "yacht")
    take_step(shell, scene)
    take_step(shell, scene)
    ready(shell, scene)
    at, history = scene.driver.step_index, list(scene.session.game.history)

    leave_by_the_pause_menu(shell)
    assert isinstance(shell.context.manager.top, MenuScene)
    learn = learn_button(shell, "yacht")
    assert learn.resumes and learn.label == shell.context.words("lesson.learn")

    assert open_lesson(shell, "yacht") is scene
    assert scene.driver.step_index == at and list(scene.session.game.history) == history
    walk_to_end(shell, scene)
    leave_by_the_pause_menu(shell)
    assert not learn_button(shell, "yacht").resumes


def test_a_finished_lesson_is_remembered_after_a_restart_and_can_be_played_again() -> None:
    with running_app() as shell:
        walk_to_end(shell, open_lesson(shell, "yacht"))
    with running_app() as shell:
        learn = learn_button(shell, "yacht")
        assert not learn.is_new and learn.enabled
        scene = open_lesson(shell, "yacht")
        assert scene.driver.step_index == 0


@pytest.mark.parametrize("game_id", ["winners_circle", "big_shot"])
def test_a_lesson_left_before_quitting_resumes_at_its_step_after_a_restart(
        game_id: str) -> None:
    lesson = LESSONS[game_id]
    with running_app() as shell:
        scene = open_lesson(shell, game_id)
        for _ in range(5):
            take_step(shell, scene)
        at = scene.driver.step_index
        history = list(scene.session.game.history)
        # Quit with the lesson open, as closing the window does: no Esc, no menu.
    with running_app() as shell:
        learn = learn_button(shell, game_id)
        assert learn.resumes and learn.label == shell.context.words("lesson.learn")
        scene = open_lesson(shell, game_id)
        assert scene.driver.step_index == at
        assert list(scene.session.game.history) == history
        assert scene.session.game.to_dict() == play_through(lesson, history).to_dict()
        walk_to_end(shell, scene)
    with running_app() as shell:
        assert not learn_button(shell, game_id).resumes
        assert open_lesson(shell, game_id).driver.step_index == 0


@pytest.mark.parametrize(("left_at", "file_kept"), [
    (10**6, True),  # a step no lesson has
    (-4, False), ("3", False), (True, False), (2.5, False),
])
def test_a_hostile_lesson_step_in_the_statistics_starts_the_lesson_from_the_beginning(
        left_at: object, file_kept: bool) -> None:
    path = statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    entry = {"played": 2, "finished": 1, "wins": {}, "high_scores": [], "computer_wins": {},
             "lesson_step": left_at}
    path.write_text(json.dumps({"format": 1, "games": {"yacht": entry}}), encoding="utf-8")
    with running_app() as shell:
        # A value Tabletop never writes is told at startup, in the dialog closed by OK.
        told = shell.context.manager.top
        assert isinstance(told, NoticeScene) is not file_kept
        if isinstance(told, NoticeScene):
            assert told.notices[0].key == "storage.statistics_unreadable"
            shell.context.manager.apply(Pop())
        learn = learn_button(shell, "yacht")
        assert not learn.resumes
        scene = open_lesson(shell, "yacht")
        assert scene.driver.step_index == 0 and not scene.session.game.history
        take_step(shell, scene)
        shell.context.flush_saves()
        assert storage.game_stats("yacht").lesson_step == 1
        # A step beyond the lesson is only ignored; a value Tabletop never writes sets the
        # file aside, as any other broken statistics field does.
        assert (storage.game_stats("yacht").played == 2) is file_kept


class CoachWatch(Watch):
    """At each step of the learner's: the coach's numbers where the step is marked for them
    (clear of the card and of the piece it points at), none elsewhere."""

    def __init__(self) -> None:
        self.seen: list[int] = []
        self.wrong: list[str] = []

    def look(self, walk: Walk) -> None:
        shell, scene, driver, wrong = walk.shell, walk.scene, walk.driver, self.wrong
        step = driver.step
        if step is None or not (step.expect is None or step.expect.seat == driver.lesson.learner):
            return
        piece = walk.piece
        if step.coach:
            advice_shown(shell, scene)  # asked once the card is up, answered in its time
        frames(shell, 2)
        area = scene.coach_area()
        if step.coach:
            self.seen.append(driver.step_index)
            if driver.coach.advice is None:
                wrong.append(f"{step.text}: no advice shown")
            if area is None or area.width <= 0 or area.height <= 0:
                wrong.append(f"{step.text}: no place for the coach ({area})")
            elif driver.card.rect.colliderect(area):
                wrong.append(f"{step.text}: card on coach")
            elif piece is not None and area.colliderect(piece):
                wrong.append(f"{step.text}: coach on the piece")
        elif driver.coach.advice is not None or area is not None:
            wrong.append(f"{step.text}: the coach at a step not marked for it")


def coach_everywhere_at_1080p(shell: App) -> None:
    """The settings ask for the coach everywhere, at 1920x1080 (the card-run walk's size)."""
    from tests.scenes.test_lesson_card_runs import SIZES

    shell.context.settings = replace(shell.context.settings, coach=True)
    resize_window(shell, SIZES["1080p"])
    frames(shell, 2)


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_coach_shows_at_the_steps_marked_for_it_and_nowhere_else(game_id: str) -> None:
    """At 1280x720 with the coach off in the settings (the shared walk), and at 1920x1080
    with the settings asking for the coach everywhere (the card-run walk at that size): the
    lesson shows it only where a step is marked, and there clear of the card and of the
    piece it points at."""
    from tests.scenes.test_lesson_card_runs import walked_at_1080p

    marked = [index for index, step in enumerate(LESSONS[game_id].steps) if step.coach]
    assert marked, f"{game_id}: no step shows the coach's numbers"
    coached = walked_at_1080p(game_id)[1]
    assert isinstance(coached, CoachWatch)
    for where, watch in (("coach off, 720p", shared_walk(game_id, CoachWatch)),
                         ("coach everywhere, 1080p", coached)):
        assert not watch.wrong, f"{where}: {watch.wrong}"
        assert watch.seen == marked, where


def test_a_big_shot_placement_tells_each_cube_as_it_is_dropped(shell: App) -> None:
    scene = open_lesson(shell, "big_shot")
    texts = [step.text for step in scene.driver.lesson.steps]
    at = texts.index("big_shot.lesson.place_purple")
    while ready(shell, scene) is None or scene.driver.step_index != at:
        take_step(shell, scene)
    shown = []
    while scene.driver.step_index == at:
        piece = ready(shell, scene)
        if scene.driver.step_index != at:
            break  # the last click sent the placement
        frames(shell, 2)
        shown.append(scene.driver.card.text)
        assert piece is not None
        click(piece.center)
        frames(shell, 20)
    words = shell.context.words
    sentences = [words(key) for key in texts[at:at + 4]]
    # Each sentence while its cube is being dropped, in order, before the four are sent.
    assert [text for index, text in enumerate(shown) if index == 0 or text != shown[index - 1]] \
        == sentences
    assert scene.driver.step_index == at + 4


def test_the_first_choice_of_a_game_offers_its_lesson_once(shell: App) -> None:
    menu = shell.context.manager.top
    assert isinstance(menu, MenuScene)
    tile = next(tile for tile in menu.tiles if tile.game_id == "yacht")
    click(tile.rect.center)
    frames(shell, 3)
    assert isinstance(shell.context.manager.top, LessonOffer)
    press(pygame.K_ESCAPE)
    frames(shell, 3)

    click(tile.rect.center)
    frames(shell, 3)
    assert isinstance(shell.context.manager.top, SetupScene), "offered once only"


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_s_skips_every_step_and_the_table_still_follows_the_lesson(
        shell: App, game_id: str) -> None:
    lesson = LESSONS[game_id]
    scene = open_lesson(shell, game_id)
    for _ in lesson.steps:
        press(pygame.K_s)
        frames(shell, 2)
    assert scene.driver.finished
    expected = lesson.expected_actions()
    assert list(scene.session.game.history)[:len(expected)] == expected


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_a_click_on_the_table_past_the_last_card_asks_for_no_next(
        shell: App, game_id: str) -> None:
    """Trial s22 (Big Shot, A/090): past the last card, which has no Next, a click on the
    table showed "Read the card, then press Next"."""
    scene = open_lesson(shell, game_id)
    for _ in LESSONS[game_id].steps:
        press(pygame.K_s)
        frames(shell, 2)
    assert scene.driver.finished
    ready(shell, scene)
    width, height = shell.context.display.window_size
    spots = [(width * x // 8, height // 2) for x in (4, 2, 6, 1, 7)]
    spot = next(spot for spot in spots if not scene.driver.card.rect.collidepoint(spot))
    click(spot)
    frames(shell, 3)
    next_hint = shell.context.words("lesson.hint_next")
    assert [toast.text for toast in scene.driver.card.notes.toasts if toast.text == next_hint] == []
    assert scene.driver.finished and scene is shell.context.manager.top


def test_the_keyboard_reaches_learn_with_tab_and_enter_opens_the_lesson(shell: App) -> None:
    menu = shell.context.manager.top
    assert isinstance(menu, MenuScene)
    learn = learn_button(shell, "yacht")
    for _ in range(len(menu.ring.buttons)):
        if menu.ring.focused is learn:
            break
        press(pygame.K_TAB)
        frames(shell, 1)
    assert menu.ring.focused is learn
    press(pygame.K_RETURN)
    frames(shell, 3)
    scene = shell.context.manager.top
    assert is_lesson(scene) and scene.driver.lesson.game_id == "yacht"


def walk_to(shell: App, scene: GameScene[Any], name: str) -> None:
    """Take steps as a player until the step whose text key ends in ``name`` shows."""
    for _ in range(len(scene.driver.lesson.steps)):
        step = scene.driver.step
        assert step is not None, f"the lesson has no step {name}"
        if step.text.endswith(f".{name}"):
            return
        take_step(shell, scene)
    raise AssertionError(f"the lesson never reached {name}")


def test_a_computer_move_s_card_stays_up_until_next(shell: App) -> None:
    scene = open_lesson(shell, "polterfass")
    walk_to(shell, scene, "joon_orders")
    at, played = scene.driver.step_index, len(scene.session.game.history)
    # Ten seconds, far past the computer's pause and its motion, at 20 frames a second.
    frames(shell, 200, SLOW_FRAME)

    assert len(scene.session.game.history) == played + 1, "Joon ordered"
    assert scene.driver.step_index == at and scene.driver.waits_for_next
    assert scene.driver.card.next_button in scene.driver.card.buttons
    assert scene.prompt.text == shell.context.words("lesson.hint_next")
    press(pygame.K_RETURN)
    frames(shell, 2)
    assert scene.driver.step_index == at + 1


def test_the_finished_trick_stays_on_the_table_while_its_card_is_up(shell: App) -> None:
    scene = open_lesson(shell, "wizard_extreme")
    walk_to(shell, scene, "jisu_must_win")
    frames(shell, 200, SLOW_FRAME)  # ten seconds, at 20 frames a second

    assert scene.driver.waits_for_next and scene.driver.held_for_reading
    assert len(scene.trick.cards) == 3, "Yuna's 4, Minho's 1 and Jisu's 9 still lie there"
    click(scene.driver.card.next_button.rect.center)
    frames(shell, 80, SLOW_FRAME)
    assert scene.driver.step is not None and scene.driver.step.text.endswith(".black_seal")
    # The next card speaks of the won trick too (test_lesson_kept_trick): it stays.
    assert len(scene.trick.cards) == 3, "the trick is taken only after black_seal's Next"


def test_the_first_bet_lifts_the_chip_the_card_names_and_points_at_the_horse(
        shell: App) -> None:
    scene = open_lesson(shell, "winners_circle")
    walk_to(shell, scene, "bet_black")
    rect = ready(shell, scene)
    assert scene.table.lifted_chip == 1, "the card says 'put a 1 on black'"
    assert rect == scene.table.lanes[0].rect
    click(rect.center)
    frames(shell, 3)
    steps = scene.driver.lesson.steps
    assert scene.session.game.history[-1] == steps[scene.driver.step_index - 1].expect


def test_big_shot_refuses_a_cube_the_step_does_not_ask_for_and_its_card_follows_the_cubes(
        shell: App) -> None:
    scene = open_lesson(shell, "big_shot")
    walk_to(shell, scene, "place_purple")
    ready(shell, scene)
    words = shell.context.words
    step = scene.driver.lesson.steps[scene.driver.step_index]
    district = scene.board.city.pieces[step.expect.region]
    own = next(piece for piece in scene.hand if piece.cube != scene.next_cube)
    click(own.rect.center)
    frames(shell, 3)
    click(district.rect.center)
    frames(shell, 3)
    assert scene.board.staged == [], "a cube the step does not ask for stays in the hand"
    assert scene.driver.card.notes.toasts[-1].text == words("big_shot.lesson.hint.place_purple")

    rect = ready(shell, scene)  # the grey cube again, then district 20
    for _ in range(2):
        assert rect is not None
        click(rect.center)
        frames(shell, 3)
        rect = ready(shell, scene)
    assert len(scene.board.staged) == 1
    assert scene.driver.card.text == words("big_shot.lesson.place_red")


def test_after_a_wrong_click_only_the_lesson_glow_shows(shell: App) -> None:
    scene = open_lesson(shell, "yacht")
    walk_to(shell, scene, "hold_first")
    pointed = ready(shell, scene)
    assert pointed is not None
    five = scene.tray.dice[1].rect(scene.tray.die_size).center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=five, rel=(0, 0), buttons=()))
    click(five)
    frames(shell, 6)

    assert scene.driver.card.notes.toasts[-1].text == shell.context.words(
        "yacht.lesson.hint_hold", three_key="1", five_key="2")  # the dice lie 3 5 3 1 3
    assert scene.driver.pointed_piece() == pointed
    lit = [piece for piece in scene.touchable() if piece.hovered or piece.focused]
    assert all(pointed.colliderect(piece.bounds()) for piece in lit), \
        "no halo on the die just clicked"


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_every_part_of_the_table_a_step_names_is_found_by_its_scene(shell: App,
                                                                     game_id: str) -> None:
    scene = open_lesson(shell, game_id)
    # Wizard Extreme's round summary, Winner's Circle's payout sheet, landing discs and the
    # hidden bets' face-down chips and a Polterfass guest's hand are parts of the table only
    # while they are up; the walks in test_lesson_card_runs.py,
    # test_winners_circle_lesson_card_clear.py and test_winners_circle_lesson_hidden_chips.py
    # find them at the steps that name them.
    named = ({name for step in scene.driver.lesson.steps for name in step.sight}
             - {"summary", "sheet", "hand", "discs", "face_down"})
    assert all(scene.sight_rects(name) for name in named), \
        [name for name in named if not scene.sight_rects(name)]
