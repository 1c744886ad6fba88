"""The Yacht lesson follows the seed's dice: YD-T1, YD-T4 and YD-T5 on the real engine."""

from __future__ import annotations

from tabletop.games.yacht import (
    Category,
    CategoryScored,
    DiceRolled,
    DieHeld,
    DieReleased,
    Hold,
    Release,
    Roll,
    Score,
)
from tabletop.i18n import Words, translate
from tabletop.lessons import LESSONS, play_through
from tabletop.lessons.yacht import MINA, YOU
from tabletop.storage.names import default_names


def _scored(game_id: str = "yacht") -> list[CategoryScored]:
    return [event for event in play_through(LESSONS[game_id]).log
            if isinstance(event, CategoryScored)]


def test_yd_t1_four_threes_and_a_five_score_17_as_four_of_a_kind() -> None:
    first = _scored()[0]
    assert first.seat == YOU
    assert sorted(first.dice) == [3, 3, 3, 3, 5]
    assert (first.category, first.points) == (Category.FOUR_OF_A_KIND, 17)


def test_yd_t1_the_lesson_stops_after_the_second_roll_as_the_seed_allows() -> None:
    rolls = [event for event in play_through(LESSONS["yacht"]).log
             if isinstance(event, DiceRolled) and event.seat == YOU]
    assert [event.roll_number for event in rolls] == [1, 2, 1]
    assert rolls[1].held == (True, False, True, False, True)


def test_yd_t5_minas_full_house_of_sixes_and_fives_scores_28() -> None:
    second = _scored()[1]
    assert second.seat == MINA
    assert sorted(second.dice) == [5, 5, 6, 6, 6]
    assert (second.category, second.points) == (Category.FULL_HOUSE, 28)


def test_yd_t4_the_second_turns_large_straight_scores_30() -> None:
    third = _scored()[2]
    assert sorted(third.dice) == [2, 3, 4, 5, 6]
    assert (third.category, third.points) == (Category.LARGE_STRAIGHT, 30)
    assert play_through(LESSONS["yacht"]).scores() == [47, 28]


def test_yd_t1_threes_would_have_given_only_12_as_the_card_says() -> None:
    lesson = LESSONS["yacht"]
    moves = lesson.expected_actions()
    before_score = moves.index(Score(YOU, Category.FOUR_OF_A_KIND))
    game = play_through(lesson, moves[:before_score])
    game.apply(Score(YOU, Category.THREES))
    assert game.scores()[YOU] == 12


def test_the_card_that_announces_minas_roll_comes_before_it_and_waits_for_next() -> None:
    """The card that says to watch her roll is read before her dice fall, not after (a
    card speaks of a move only once the table shows it); the card on her roll tells of
    the dice the table shows."""
    steps = LESSONS["yacht"].steps
    roll = next(index for index, step in enumerate(steps) if step.expect == Roll(MINA))
    before = steps[roll - 1]
    assert before.expect is None and before.text == "yacht.lesson.mina_turn", \
        "a card that only explains announces her turn before the roll"
    assert translate(steps[roll].text, "en").startswith("Mina rolled")


def test_a_held_die_is_let_go_before_the_roll_again_which_throws_the_same_two() -> None:
    """Letting go of a held die with a click (trial s31 H/004): the 5 kept, then let go,
    before the second roll, which still throws dice 2 and 4 only."""
    log = play_through(LESSONS["yacht"]).log
    second = next(index for index, event in enumerate(log)
                  if isinstance(event, DiceRolled) and event.seat == YOU
                  and event.roll_number == 2)
    held = [(type(event), event.die) for event in log[:second]
            if isinstance(event, DieHeld | DieReleased)]
    assert held[-2:] == [(DieHeld, 1), (DieReleased, 1)]


def test_a_card_tells_of_writing_a_0_where_no_row_fits() -> None:
    """Trial s31 H/004: a first game met a turn no row fitted."""
    steps = LESSONS["yacht"].steps
    zero = next(step for step in steps if step.text == "yacht.lesson.zero")
    assert zero.expect is None and "0" in translate(zero.text, "en")
    assert " 0" in translate(zero.text, "ko")


def test_the_zero_card_is_a_tip_told_on_mina_s_turn() -> None:
    """Trial s32 J/017: "No row fits? … choose a row you can spare" asked the learner to
    choose while it was Mina's turn and no dice lay on the table. It tells of the case
    ("When no row fits…") and asks nothing."""
    steps = LESSONS["yacht"].steps
    zero = next(step for step in steps if step.text == "yacht.lesson.zero")
    english, korean = translate(zero.text, "en"), translate(zero.text, "ko")
    assert english.startswith("When ") and "?" not in english and "give up a row" not in english
    assert "?" not in korean and "고르세요" not in korean


def test_the_zero_card_keeps_the_yacht_row_rather_than_giving_it_up() -> None:
    """Trial s35 Q/004: "a row you can spare, such as Ones or Yacht" taught a beginner to
    throw away the 50-point row. The card names Yacht only with its 50, as a row to keep."""
    zero = next(step for step in LESSONS["yacht"].steps if step.text == "yacht.lesson.zero")
    english, korean = translate(zero.text, "en"), translate(zero.text, "ko")
    assert "Ones or Yacht" not in english and "keep Yacht, worth 50" in english
    assert "에이스나 요트" not in korean and "50점짜리 요트 칸은" in korean and "남겨" in korean


def test_the_learner_is_called_what_a_real_game_calls_the_person() -> None:
    """Trial s35 Q/027: the lesson called the learner "You", a real game "Player 1". The
    lesson uses the setup's default name for one person, and its first card says so."""
    for language in ("en", "ko"):
        words = Words(language)
        learner = words(LESSONS["yacht"].names[YOU])
        assert learner == default_names([True, False], words)[0]
        assert learner in words(LESSONS["yacht"].steps[0].text)


def test_the_lesson_ends_on_the_learners_move_before_minas_turn() -> None:
    """Trial s34 P/015: the straight handed the turn to Mina, the table said "Mina's turn",
    and two more cards stood over it before the lesson ended without her turn. The cards
    come before the learner's second turn, and its move is the lesson's last."""
    game = LESSONS["yacht"].new_game()
    steps = LESSONS["yacht"].steps
    for step in steps:
        if step.expect is not None:
            game.apply(step.expect)
    last = steps[-1]
    assert isinstance(last.expect, Score) and last.expect.seat == YOU
    assert game.current_seat == MINA, "the lesson ends as the turn passes"


def test_the_upper_rows_are_said_to_add_up_their_own_face() -> None:
    """Trial s32 J/018: the lesson told of the bonus for Ones to Sixes but never how each
    scores. The card on the rows the first real turn may need says it, those rows in view,
    the row of its example lit."""
    steps = LESSONS["yacht"].steps
    rows = next(step for step in steps if step.text == "yacht.lesson.other_rows")
    assert "Ones to Sixes" in translate(rows.text, "en")
    assert "에이스부터 헥사까지" in translate(rows.text, "ko")
    assert "upper" in rows.sight and "fours" in rows.show
    told = [step.text for step in steps if "Ones to Sixes each" in translate(step.text, "en")]
    assert told == ["yacht.lesson.other_rows"], "said once"


def test_a_card_that_names_a_key_names_the_one_that_takes_its_die() -> None:
    """Trial N/013: "5를 누르세요" (press 5) meant the die showing five, but key 5 takes the
    fifth die; the 5 lay second, so a keyboard user pressing 5 was refused. Each card and
    refusal that asks for a die names the key of its place, as the table lies then."""
    lesson = LESSONS["yacht"]
    assert lesson.figures is not None, "the keys are read from where the dice lie"
    game = lesson.new_game()
    asked = 0
    for step in lesson.steps:
        if isinstance(step.expect, Hold | Release):
            key = step.expect.die + 1
            figures = lesson.figures(game)
            for text in (step.text, step.hint):
                assert text is not None
                english, korean = (translate(text, language, **figures)
                                   for language in ("en", "ko"))
                assert f"press key {key}" in english, english
                assert f"{key}번 키" in korean, korean
                assert "5를 누르세요" not in korean or key == 5
            asked += 1
        for action in step.actions:
            game.apply(action)
    assert asked == 5, "three threes kept, the 5 kept and let go"
