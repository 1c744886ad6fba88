"""Enter at a lesson's step that asks for a move makes no move while it is pressed on
through the cards: a learner pressing it through them bid 5M, took the loan, bid 11M and
placed cubes in the Big Shot lesson unread (a trial, issue #32). Once the step's words
have been up a moment with no Enter, one Enter takes the one glowing piece's move, as in
a game (trial s31 H/001: it only chose the piece, and a second Enter took it), never
another: trial s19 saw it refused on Wizard
Extreme's lifted, glowing card (Korean) and on Yacht's gold-ringed Large Straight, where a
click worked (Wizard Extreme's "Play the 5"
once had Enter's hint on green 1; Yacht's Enter rolled the dice at Four of a Kind)."""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.big_shot.auction import LOAN_AGAIN_SECONDS
from scenes.modes.lesson import LessonDriver
from scenes.modes.lesson_keys import ENTER_QUIET_SECONDS
from scenes.shell import theme
from scenes.shell.app import App
from scenes.widgets.toast import card_height
from tests.scenes.lesson_walk import WAIT_FRAME, open_lesson_driver, ready, take_step, wait_seconds
from tests.scenes.lesson_watch import Walk, Watch, shared_walk
from tests.scenes.test_game_base import frames, press


def at_step(shell: App, game_id: str, step: str) -> tuple[GameScene[Any], LessonDriver]:
    """The lesson of ``game_id`` walked to the step whose words end in ``step``, ready."""
    scene, driver = open_lesson_driver(shell, game_id)
    while not (driver.step is not None and driver.step.text.endswith(step)):
        take_step(shell, scene)
    ready(shell, scene)
    return scene, driver


ENTER_STEPS = [
    ("wizard_extreme", ".follow_green"),
    # The glow is on the row's cell in the learner's column, the ring's piece the whole
    # row: Enter rolled the dice (refused, its hint under the card) at Four of a Kind.
    ("yacht", ".score_four"), ("yacht", ".score_straight"),
    # The trial's Enter bid, borrowed, bid again and dropped a cube (issue #32).
    ("big_shot", ".you_bid"), ("big_shot", ".loan"), ("big_shot", ".bid_after_loan"),
    ("big_shot", ".place_purple"),
    ("polterfass", ".close_tap"),
    ("winners_circle", ".bet_purple"), ("winners_circle", ".move_black")]

ASKS_FIRST = {".loan"}
"""Steps whose piece asks before it acts, as in a game: Big Shot's Loan says what a loan
gives and costs on the first Enter, on the prompt line, and the second takes it (its card
says so)."""


class EnterWatch(Watch):
    """At the steps of :data:`ENTER_STEPS`: Enter in a burst, then Enter after a quiet
    moment, and what each did."""

    games = ("wizard_extreme", "yacht", "big_shot", "polterfass", "winners_circle")

    def __init__(self) -> None:
        self.found: dict[str, list[str]] = {}
        self.notes: dict[str, list[str]] = {}
        """Where the burst's hint stood, at each step: what is wrong with it."""

    def take(self, walk: Walk) -> bool:
        driver, scene, step = walk.driver, walk.scene, walk.driver.step
        name = f".{walk.step_name}"
        if step is None or (walk.game_id, name) not in ENTER_STEPS:
            return False
        found = self.found[name] = []
        expected = step.expect
        if expected is None:
            found.append("the step asks for no move")
            return False
        if any(ring.focused is not None for ring in scene.focus_rings()):
            found.append("a piece shows the keyboard focus before any arrow was pressed")
        at, made = driver.step_index, len(scene.session.game.history)
        for _ in range(3):  # pressed on, as through the cards before
            press(pygame.K_RETURN)
            wait_seconds(walk.shell, 1 / 3)
        if (driver.step_index != at or driver.shown_step() is not step
                or len(scene.session.game.history) != made):
            found.append("Enter in a burst made a move")
        words = walk.shell.context.words
        if words("lesson.hint_enter") not in [toast.text for toast in driver.card.notes.toasts]:
            found.append("Enter in a burst said nothing of how to make the move")
        # The hint stands over the prompt line, where the table says what to do, or just
        # above its words, two lines tall at most: over none of the card's words it asks to
        # read, nor the table's pieces (trial s31 H/002: Yacht's bonus rows, Winner's
        # Circle's horses, Big Shot's money rows under it).
        size = walk.shell.surface.get_size()
        notes = driver.card.notes.rects(size)
        words_top = scene.frame.prompt.words_rect().top - scene.layout.px(theme.SPACE_S)
        highest = words_top - card_height(2, theme.ui_scale(size))
        self.notes[f"{walk.game_id}{name}"] = [
            f"{note} over the card {driver.card.rect}" for note in notes
            if note.colliderect(driver.card.rect)] + [
            f"{note} off the prompt line {scene.layout.prompt}" for note in notes
            if note.bottom < words_top or note.top < highest] + [
            f"{note} over the glowing piece {walk.piece}" for note in notes
            if walk.piece is not None and note.colliderect(walk.piece)] + (
            [] if notes else ["no hint shown"])
        wait_seconds(walk.shell, ENTER_QUIET_SECONDS + 2 * WAIT_FRAME)
        told = scene.frame.prompt.text
        press(pygame.K_RETURN)
        wait_seconds(walk.shell, 1 / 3)
        if name in ASKS_FIRST:
            # The piece asks on the prompt line, as in a game, and takes nothing.
            if (driver.step_index != at or driver.shown_step() is not step
                    or len(scene.session.game.history) != made):
                found.append("the first Enter on a piece that asks made its move")
            if scene.frame.prompt.text == told:
                found.append("the piece that asks said nothing on the prompt line")
            wait_seconds(walk.shell, LOAN_AGAIN_SECONDS)  # its second press after a breath
            press(pygame.K_RETURN)
            wait_seconds(walk.shell, 1 / 3)
        history = scene.session.game.history
        # One Enter after a quiet moment takes the glowing move, as in a game (trial s31
        # H/001: it only chose the piece, a second Enter took it). A Big Shot placement is
        # built cube by cube before it is sent: a cube dropped moves the card on.
        if driver.step_index == at and driver.shown_step() is step:
            found.append("Enter after a quiet moment did not take the move the step asks for")
        elif len(history) != made and expected not in history:
            found.append("Enter took another move")
        return True


@pytest.mark.parametrize(("game_id", "step"), ENTER_STEPS)
def test_enter_takes_the_glowing_move_once_read_never_in_a_burst(game_id: str,
                                                                 step: str) -> None:
    found = shared_walk(game_id, EnterWatch).found
    assert step in found, f"the walk never met {step}"
    assert not found[step], found[step]


@pytest.mark.parametrize("game_id", sorted({game_id for game_id, _ in ENTER_STEPS}))
def test_a_hint_stands_on_the_prompt_line_over_nothing_of_the_table(game_id: str) -> None:
    notes = shared_walk(game_id, EnterWatch).notes
    assert notes, f"the walk met no Enter step of {game_id}"
    wrong = {step: found for step, found in notes.items() if found}
    assert not wrong, wrong


class NamedRowWatch(Watch):
    """At Yacht's Four of a Kind step and its bonus card: the frames the card draws round
    the rows its words name, and the subtotal's bars beside them."""

    games = ("yacht",)

    def __init__(self) -> None:
        self.marks: dict[str, list[pygame.Rect]] = {}
        self.bars: list[pygame.Rect] = []

    def look(self, walk: Walk) -> None:
        if walk.step_name not in ("score_four", "bonus"):
            return
        driver = walk.driver
        marks: list[pygame.Rect] = []
        drawn = driver.card.draw_mark

        def record(surface: pygame.Surface, part: pygame.Rect, *, quiet: bool = False,
                   turned: tuple[pygame.Rect, float] | None = None) -> None:
            marks.append(part.inflate(2 * driver.card.px(4), 2 * driver.card.px(4)))
            drawn(surface, part, quiet=quiet, turned=turned)

        driver.card.draw_mark = record  # type: ignore[method-assign]
        frames(walk.shell, 2)
        driver.card.draw_mark = drawn  # type: ignore[method-assign]
        self.marks[walk.step_name] = marks
        sheet = walk.scene.sheet  # type: ignore[attr-defined]
        self.bars = [sheet.subtotal_bar(seat) for seat in range(len(sheet.names))]


def test_beside_the_glow_no_named_row_is_framed() -> None:
    """Yacht's Four of a Kind step names Threes: its frame, gold and then ink, was a second
    highlight beside the glowing Four of a Kind cell (which to click? trial s27 D/151)."""
    marks = shared_walk("yacht", NamedRowWatch).marks
    assert "score_four" in marks, "the walk never met Four of a Kind"
    assert not marks["score_four"], f"a frame beside the glow: {marks['score_four']}"


def test_the_bonus_rows_frame_stands_clear_of_the_subtotals_bar() -> None:
    """The bonus card's frame ran along the subtotal's progress bars, touching them (trial
    s27 D/158): a gap of paper stands between them now."""
    watch = shared_walk("yacht", NamedRowWatch)
    frames_drawn = watch.marks.get("bonus")
    assert frames_drawn, "no frame round the bonus row"
    gap = 3  # pixels of paper, at the walk's 1280x720
    crossed = [bar for bar in watch.bars for frame in frames_drawn
               if frame.inflate(0, 2 * gap).colliderect(bar)]
    assert not crossed, f"the bonus frame {frames_drawn} over the bars {crossed}"
