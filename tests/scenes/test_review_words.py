"""Every verdict a review can give reads as a whole line in both languages."""

from __future__ import annotations

import pytest

from scenes.screens.review_words import accuracy_text, amount, choice_text, listed, verdict_line
from tabletop.i18n import LANGUAGES, Words
from tabletop.review import Choice, Verdict

CHOICES: dict[str, list[Choice]] = {
    "yacht": [Choice("keep", (3, 3, 5)), Choice("keep", ()), Choice("score", (15,),
                                                                    "small_straight")],
    "polterfass": [Choice("order", (9,)), Choice("close"), Choice("throw", (0, 0)),
                   Choice("throw", (1, 0)), Choice("throw", (1, 1)), Choice("remove", (8,)),
                   Choice("double", (6,))],
    "winners_circle": [Choice("bet", (2, 1)), Choice("move", (6,))],
    "wizard_extreme": [Choice("card", (4, 12)), Choice("return", (5,)),
                       Choice("predict", (0, 2, 0, 1, 0)), Choice("predict", (0, 0, 0, 0, 0)),
                       Choice("magician")],
    "big_shot": [Choice("bid", (7,)), Choice("pass"), Choice("loan_bid", (11,)),
                 Choice("place", (2, 12)), Choice("place", (3, 0))],
}
NAMES = ("Mina", "지훈", "Ana", "Tom")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", sorted(CHOICES))
def test_every_choice_reads_whole_in_both_forms(language: str, game_id: str) -> None:
    words = Words(language)
    for choice in CHOICES[game_id]:
        for form in ("done", "instead"):
            text = choice_text(words, game_id, choice, form, NAMES.__getitem__, 3)
            assert text and "review." not in text and "{" not in text, text
    verdict = Verdict(10, 12, 1, 7, CHOICES[game_id][0], CHOICES[game_id][-1], 180.0, 184.1,
                      4.1, 0.3, 32, True, 2, trick=5)
    line = verdict_line(words, game_id, verdict, NAMES.__getitem__, 3)
    assert "review." not in line and "{" not in line
    assert ("$4" if game_id == "winners_circle" else "4.1") in line


def test_the_english_line_reads_as_the_issue_puts_it() -> None:
    words = Words("en")
    verdict = Verdict(10, 12, 0, 7, Choice("keep", (3, 3)), Choice("keep", (5, 5)), 180.0,
                      184.1, 4.1, 0.0, 0, True, 2)
    assert verdict_line(words, "yacht", verdict, NAMES.__getitem__, 2) == (
        "Round 7: Mina kept 3 and 3; keeping 5 and 5 and rolling again was worth 4.1 points more "
        "on average.")
    card = Verdict(0, 1, 0, 2, Choice("card", (4, 12)), Choice("card", (0, 3)), 20.0, 18.0, 2.0,
                   0.4, 24, True, 1, trick=5)
    assert verdict_line(words, "wizard_extreme", card, NAMES.__getitem__, 4) == (
        "Round 2, trick 5: Mina played red 12; playing yellow 3 would have saved 2 penalty "
        "points on average.")


def test_a_polterfass_throw_with_specials_names_every_barrel_thrown() -> None:
    """Trial s13 (086): "threw the lying barrels again; throwing again with 2 standing
    special barrels was worth 6.8 points more" left the reader to guess that the better
    throw took the lying barrels too. The line now names both throws whole."""
    verdict = Verdict(10, 12, 0, 1, Choice("throw", (0, 0)), Choice("throw", (1, 1)), 20.0,
                      26.8, 6.8, 0.0, 0, True, 1)
    assert verdict_line(Words("en"), "polterfass", verdict, NAMES.__getitem__, 3) == (
        "Round 1: Mina threw the lying barrels again; throwing the lying barrels and 2 "
        "standing special barrels again was worth 6.8 points more on average.")
    assert verdict_line(Words("ko"), "polterfass", verdict, NAMES.__getitem__, 3) == (
        "1라운드: Mina 님이 누운 술통을 다시 굴렸어요. 누운 술통과 서 있는 스페셜 술통 2개를 "
        "함께 다시 굴렸다면 평균 6.8점을 더 얻었을 거예요.")


def test_numbers_and_lists() -> None:
    words = Words("en")
    assert listed(words, ["1", "2", "3"]) == "1, 2 and 3"
    assert listed(Words("ko"), ["1", "2", "3"]) == "1, 2, 3"
    assert (amount(4.06), amount(12.0), amount(97.7, "winners_circle")) == ("4.1", "12", "98")
    assert accuracy_text(words, 0.857) == "Good\u00a0choices\u00a086%"
    assert accuracy_text(words, None) == ""


def test_a_big_shot_cube_of_ones_own_is_not_named_as_someone_elses() -> None:
    """The results once read "put Player 1's cube" under Player 1's own name."""
    words = Words("en")
    own = Verdict(10, 12, 1, 7, Choice("place", (1, 12)), Choice("place", (0, 0)), 18.0,
                  21.0, 3.0, 0.0, 0, True, 2)
    line = verdict_line(words, "big_shot", own, NAMES.__getitem__, 3)
    assert "지훈 put their own cube on" in line and "putting Mina's cube on" in line, line
    assert "Ana" not in line
    card = choice_text(words, "big_shot", own.done, "done", NAMES.__getitem__, 3, own.seat)
    assert card.startswith("put their own cube on"), card
    korean = verdict_line(Words("ko"), "big_shot", own, NAMES.__getitem__, 3)
    assert "지훈 님이 자기 큐브를" in korean and "지훈 님의" not in korean, korean


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", sorted(CHOICES))
def test_a_line_says_who_chose_and_that_its_figure_is_an_average(language: str,
                                                                  game_id: str) -> None:
    """The trial read "Round 5: ordered 2; ordering 13 was worth 11 points more." under a
    heading of names: whose order, and what is "8.7 points"? Every game's line names the
    person and says the figure is an average (the review's cost is one of expected final
    scores), and the accuracy says what it counts."""
    words = Words(language)
    verdict = Verdict(10, 12, 2, 5, CHOICES[game_id][0], CHOICES[game_id][-1], 40.0, 48.7,
                      8.7, 0.3, 32, True, 2, trick=3)
    line = verdict_line(words, game_id, verdict, NAMES.__getitem__, 3)
    assert line.startswith(words(f"review.when.{game_id}", round=5) if game_id != "wizard_extreme"
                           else words("review.when.wizard_extreme_trick", round=5, trick=3))
    assert NAMES[2] in line.split(":", 1)[1].split(";")[0].split(".")[0], line
    assert ("on average" if language == "en" else "평균") in line, line
    accuracy = accuracy_text(words, 0.08)
    assert "8%" in accuracy and ("choices" in accuracy if language == "en"
                                 else "선택" in accuracy), accuracy


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_yacht_line_says_which_roll_or_the_scoring(language: str) -> None:
    """A trial's two costliest Yacht decisions both began "Round 4": which of the round's
    rolls, or its scoring? The line says (the roll as the log counts it, "roll 2 of 3")."""
    words = Words(language)
    keep = Verdict(10, 12, 0, 4, Choice("keep", (3, 3)), Choice("keep", (5, 5)), 180.0, 184.1,
                   4.1, 0.0, 0, True, 2, step=2)
    score = Verdict(12, 13, 0, 4, Choice("score", (9,), "chance"),
                    Choice("score", (15,), "small_straight"), 180.0, 184.1, 4.1, 0.0, 0, True,
                    2, step=3)
    keep_line = verdict_line(words, "yacht", keep, NAMES.__getitem__, 2)
    score_line = verdict_line(words, "yacht", score, NAMES.__getitem__, 2)
    if language == "en":
        assert keep_line.startswith("Round 4, roll 2: Mina kept 3 and 3;"), keep_line
        assert score_line.startswith("Round 4, scoring: Mina wrote 9 in"), score_line
    else:
        assert keep_line.startswith("4라운드 2번째 굴림: Mina 님이"), keep_line
        assert score_line.startswith("4라운드 점수 기록: Mina 님이"), score_line


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("game_id", sorted(CHOICES))
def test_two_decisions_of_one_round_are_told_apart(language: str, game_id: str) -> None:
    """Where a round holds several decisions of one seat (Yacht's rolls, Polterfass's
    throws, a race's turns, a lot's cubes, Wizard Extreme's tricks), their lines name
    different steps of it."""
    words = Words(language)
    choice = CHOICES[game_id][0]
    lines = {verdict_line(words, game_id,
                          Verdict(10, 12, 1, 4, choice, CHOICES[game_id][-1], 40.0, 48.7, 8.7,
                                  0.3, 32, True, 2, trick=step, step=step),
                          NAMES.__getitem__, 3).split(":")[0]
             for step in (1, 2)}
    assert len(lines) == 2, lines
    assert all("review." not in line and "{" not in line for line in lines), lines


@pytest.mark.parametrize(("done", "best", "reason"), [
    (Choice("double", (7,)), Choice("double", (2,)), True),
    (Choice("double", (2,)), Choice("double", (7,)), False),
    (Choice("remove", (2,)), Choice("remove", (7,)), True),
    (Choice("remove", (7,)), Choice("remove", (2,)), False)])
def test_a_polterfass_count_that_serves_less_says_why(done: Choice, best: Choice,
                                                     reason: bool) -> None:
    """Trial s32 I/013: "Player 1 doubled the 7; doubling the 2 was worth 4.9 points more
    on average" read as wrong, doubling the 7 serving more. A count that serves less now
    says why: a serve that reaches the guests' total order earns the innkeeper only the
    part of it beyond that."""
    verdict = Verdict(10, 12, 0, 1, done, best, 20.0, 24.9, 4.9, 0.3, 240, True, 2)
    for language, words_of_it in (("en", "only the part beyond it"),
                                  ("ko", "넘은 만큼만")):
        line = verdict_line(Words(language), "polterfass", verdict, NAMES.__getitem__, 3)
        assert (words_of_it in line) is reason, line
    if reason:
        assert verdict_line(Words("en"), "polterfass", verdict, NAMES.__getitem__, 3) == (
            f"Round 1: Mina {'doubled the' if done.kind == 'double' else 'let the X remove the'}"
            f" {done.values[0]}; {'doubling' if done.kind == 'double' else 'removing'} the "
            f"{best.values[0]} was worth 4.9 points more on average. A bigger serve risked "
            "reaching the guests' total order, and then the innkeeper scores only the part "
            "beyond it, not the whole serve.")
