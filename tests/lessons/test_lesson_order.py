"""A lesson teaches in the order a first game needs (issue #32, item 8; trial s24): its first
card says how the game is won, and every word of the game's own is made plain at or before
the first card that uses it, in English and in Korean. The trial's learners met
Polterfass's "fail" in the coach's note before any card said what failing is, Winner's
Circle's Korean "칩 점수" before the card that says what it counts, and Big Shot's
"fortune" in the coach's note long before the end's card; no first card named the goal."""

from __future__ import annotations

import re

import pytest

from tabletop.i18n import translate
from tabletop.lessons import LESSONS, Lesson

GOALS = {
    "yacht": {"en": "the most points win", "ko": "점수가 가장 높은 사람이 이겨요"},
    "polterfass": {"en": "75 points, the top score wins",
                   "ko": "75점에 도달하면 최고 득점자가 이겨요"},
    "winners_circle": {"en": "the richest player wins", "ko": "돈이 가장 많은 사람이 이겨요"},
    "wizard_extreme": {"en": "the lowest total wins", "ko": "합계가 가장 낮은 사람이 이겨요"},
    "big_shot": {"en": "the biggest fortune wins", "ko": "재산이 가장 많은 사람이 이겨요"},
}
"""How each game is won (RULES.md §1.6, §2.6, §3.7, §4.7, §5.3), as its first card says it."""

TERMS = {
    "polterfass": [
        ("serving", "en", "fail", "If none of them stands, you fail"),
        ("serving", "ko", "실패", "하나도 서지 않으면 실패"),
        ("joon_throws_again", "en", "X", "a special barrel stands, X up"),
        ("joon_throws_again", "ko", "X", "스페셜 술통 하나만 X가 위로"),
    ],
    "winners_circle": [("paid", "ko", "칩 점수", "칩 숫자의 합, 곧 칩 점수")],
    "wizard_extreme": [
        ("welcome", "en", "trick", "In each trick everyone plays a card"),
        ("welcome", "ko", "트릭", "트릭마다 모두 카드를 한 장씩 내고"),
        ("seals", "en", "seal", "I will win a trick of this colour"),
        ("seals", "ko", "봉인", "이 색 트릭을 하나 이길게요"),
        ("your_hand", "en", "trump", "Red is always trump"),
        ("your_hand", "ko", "으뜸패", "빨강은 언제나 으뜸패"),
    ],
    "big_shot": [
        ("welcome", "en", "fortune", "your fortune is cash plus districts"),
        ("welcome", "ko", "재산", "현금에 가진 지구를 더한 값이 재산"),
        ("loan", "en", "loan", "your first pays 9M now"),
        ("loan", "ko", "대출", "첫 대출은 지금 9M을 주고"),
    ],
}
"""Each game's own words: the step whose card first uses each, and the words there that
make it plain."""


def _cards(lesson: Lesson, language: str) -> list[tuple[str, str]]:
    """Each step's name and all it may show in ``language``: its card (figures unfilled),
    its hint, and with the first step that shows the coach the coach's note."""
    cards = []
    coach_said = False
    for step in lesson.steps:
        keys = [step.text, *([] if step.hint is None else [step.hint]),
                *([] if step.ready is None else [step.ready])]
        if step.coach and not coach_said and lesson.coach_means is not None:
            keys.append(lesson.coach_means)
            coach_said = True
        cards.append((step.text.rsplit(".", 1)[-1],
                      " ".join(translate(key, language) for key in keys)))
    return cards


def _uses(text: str, term: str) -> bool:
    # A word and its endings ("fail", "fails"), never inside another word ("failure" too).
    return re.search(rf"(?<!\w){re.escape(term)}", text, re.IGNORECASE) is not None


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("game_id", sorted(GOALS))
def test_the_first_card_says_how_the_game_is_won(game_id: str, language: str) -> None:
    assert set(GOALS) == set(LESSONS)
    first = translate(LESSONS[game_id].steps[0].text, language)
    assert GOALS[game_id][language] in first, first


@pytest.mark.parametrize(("game_id", "defined_at", "language", "term", "meaning"),
                         [(game_id, *term) for game_id, terms in TERMS.items() for term in terms])
def test_a_games_word_is_made_plain_at_or_before_its_first_use(
        game_id: str, defined_at: str, language: str, term: str, meaning: str) -> None:
    cards = _cards(LESSONS[game_id], language)
    first_use, text = next((name, text) for name, text in cards if _uses(text, term))
    assert first_use == defined_at, f"{term!r} is first used on {first_use!r}"
    assert meaning in text, text
