"""Every lesson in ``LESSONS``: its words exist, its start is fixed, its script fits the rules."""

from __future__ import annotations

import pytest

from tabletop.games import GAMES
from tabletop.i18n import LANGUAGES, catalog
from tabletop.lessons import LESSONS, Lesson, play_through

LESSON_IDS = sorted(LESSONS)


def test_the_lessons_are_found_and_belong_to_real_games() -> None:
    assert {"polterfass", "yacht"} <= set(LESSONS)
    for game_id, lesson in LESSONS.items():
        assert lesson.game_id == game_id
        assert GAMES[game_id] is lesson.spec


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_every_word_of_a_lesson_is_in_its_games_catalogue_in_every_language(
        game_id: str) -> None:
    lesson = LESSONS[game_id]
    keys = [*lesson.names, *(step.text for step in lesson.steps),
            *(step.hint for step in lesson.steps if step.hint is not None),
            *(step.ready for step in lesson.steps if step.ready is not None)]
    for key in keys:
        # Lesson words live in the game's own catalogue, beside its rules words.
        assert key.startswith(f"{game_id}.lesson."), key
        for language in LANGUAGES:
            assert key in catalog(language), f"{language}:{key}"


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_new_game_starts_the_same_game_every_time(game_id: str) -> None:
    lesson = LESSONS[game_id]
    assert lesson.new_game().to_dict() == lesson.new_game().to_dict()
    assert play_through(lesson).to_dict() == play_through(lesson).to_dict()


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_each_step_waits_for_the_seat_to_move_and_a_legal_action(game_id: str) -> None:
    lesson = LESSONS[game_id]
    game = lesson.new_game()
    for number, step in enumerate(lesson.steps):
        for action in step.actions:  # a step that plays a part of the round: every move
            assert game.current_seat == action.seat, f"step {number} ({step.text})"
            assert action in game.legal_actions(), f"step {number} ({step.text})"
            game.apply(action)


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_learner_acts_and_a_wrong_move_has_a_specific_hint(game_id: str) -> None:
    lesson = LESSONS[game_id]
    game = lesson.new_game()
    learner_steps = 0
    for step in lesson.steps:
        if step.expect is not None and step.expect.seat == lesson.learner:
            learner_steps += 1
            if len(game.legal_actions()) > 1:
                assert step.hint is not None, f"{step.text} has other moves but no hint"
        for action in step.actions:
            game.apply(action)
    assert learner_steps >= 1


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_the_example_uses_every_scripted_chance_result(game_id: str) -> None:
    """A chance result left over means the script and the engine's draws went out of step."""
    game = play_through(LESSONS[game_id])
    assert game.rng.to_dict()["script"] == []


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_a_lesson_is_short(game_id: str) -> None:
    lesson: Lesson = LESSONS[game_id]
    # Winner's Circle's runs its race to the finish and the payout (trial s9, W6), the
    # rest of the race played at once, and tells of hidden bets' 0 chip at the end (trial
    # s19), and tells of the pace token once Black has it, before its last roll (trial H):
    # 29 steps. Wizard Extreme's has the learner win her own red trick and tells of the
    # cards' marks (trial H/014): 31.
    assert 8 <= len(lesson.steps) <= 31


@pytest.mark.parametrize("game_id", LESSON_IDS)
def test_no_lesson_word_is_left_unused_in_the_catalogue(game_id: str) -> None:
    lesson = LESSONS[game_id]
    used = {*lesson.names, *(step.text for step in lesson.steps),
            *(step.hint for step in lesson.steps if step.hint is not None),
            *(step.chapter for step in lesson.steps if step.chapter is not None),
            *(step.ready for step in lesson.steps if step.ready is not None),
            *(step.watch for step in lesson.steps if step.watch is not None),
            *([] if lesson.coach_means is None else [lesson.coach_means])}
    written = {key for key in catalog("en") if key.startswith(f"{game_id}.lesson.")}
    assert written - used == set()
