"""A lesson's hint never stands over the prompt line's words, and stays on that line or
just above its words (trial s31 H/002, as tests/scenes/test_lesson_focus.py keeps for the
hint of Enter pressed in a burst). Trial s38 W/014: Big Shot's "Pass this time…", with no
room beside the prompt's words at 1280x720, stood over them. Every step that waits for a
move, in every lesson, at both window sizes, in English and Korean: the step's hint (a
move of another kind refused) is shown and judged. Where it has no room beside the
words or just above them without hiding the table (trial s38 X/001: Winner's Circle's
payout table above the line), it takes the line and the words are left out under it while
it stands: still never text over text. And every refusal shows its hint."""

from __future__ import annotations

import pygame
import pytest

from scenes.shell import theme
from scenes.shell.app import App
from scenes.widgets.toast import card_height
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import frames

GAMES = ["big_shot", "polterfass", "winners_circle", "wizard_extreme", "yacht"]


class HintWatch(Watch):
    """At each step that waits for a move: the step's hint, where it stands."""

    def __init__(self) -> None:
        self.wrong: list[str] = []
        self.seen = 0

    def look(self, walk: Walk) -> None:
        driver, scene = walk.driver, walk.scene
        if driver.finished or walk.piece is None:
            return
        driver.refuse()
        frames(walk.shell, 2)
        size = walk.shell.surface.get_size()
        words = scene.frame.prompt.words_rect()
        words_top = words.top - scene.layout.px(theme.SPACE_S)
        highest = words_top - card_height(2, theme.ui_scale(size))
        notes = driver.card.notes.rects(size)
        if not notes:  # a refusal with no word: Big Shot's "Pass this time…" at 1080
            self.wrong.append(f"{walk.step_name}: no hint shown")
        for note in notes:
            self.seen += 1
            where = f"{walk.step_name}: hint {note}"
            if words.width and note.colliderect(words) and not driver.card.line_taken:
                self.wrong.append(f"{where} over the prompt's words {words}")
            if note.bottom < words_top or note.top < highest:
                self.wrong.append(f"{where} off the prompt line {scene.layout.prompt}")
            if note.colliderect(driver.card.rect):
                self.wrong.append(f"{where} over the card {driver.card.rect}")
        driver.card.notes.clear()


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("game_id", GAMES)
def test_a_hint_never_stands_over_the_prompt_words(game_id: str, size: tuple[int, int],
                                                   language: str) -> None:
    def prepare(shell: App) -> None:
        view_in(shell, size, language)
        frames(shell, 2)

    pygame.init()
    watch = HintWatch()
    walk_lesson(game_id, [watch], prepare)
    assert watch.seen, "no hint was shown"
    assert not watch.wrong, "\n".join(watch.wrong)
