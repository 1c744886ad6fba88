"""While a Polterfass or Big Shot lesson's paced step plays, its card says what the table
does and what to watch, not only "The table plays on; Skip goes on to the next part of
the lesson" (trial Z2/015: Polterfass's round 3 throw, Big Shot's rounds 4 to 18)."""

from __future__ import annotations

import pytest

from scenes.modes.lesson_table import card_words
from tabletop.i18n import Words
from tabletop.lessons import LESSONS
from tabletop.lessons.lesson import LessonStep


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("game_id", ["polterfass", "big_shot"])
def test_a_paced_step_s_card_says_what_to_watch_while_it_plays(game_id: str,
                                                               language: str) -> None:
    words = Words(language)
    lesson = LESSONS[game_id]
    paced = [index for index, step in enumerate(lesson.steps) if step.paced]
    assert paced
    said = []
    for index in paced:
        watch = lesson.steps[index].watch
        assert watch is not None, lesson.steps[index].text
        playing = card_words(words, lesson, index, {}, playing=True)
        assert playing == words(watch) != words("lesson.playing_on")
        assert playing != card_words(words, lesson, index, {}), "the card changes as it plays"
        said.append(playing)
    assert len(set(said)) == len(said)


def test_words_for_moves_played_need_a_paced_step() -> None:
    with pytest.raises(ValueError):
        LessonStep("polterfass.lesson.bill", watch="polterfass.lesson.x_alone_watch")
