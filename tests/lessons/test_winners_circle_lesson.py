"""The Winner's Circle lesson replays the seed's first race: RULES.md WC-T1, WC-T3 to WC-T5."""

from __future__ import annotations

import pytest

from tabletop.core import IllegalAction
from tabletop.games.winners_circle import Phase, WinnersCircleEngine
from tabletop.games.winners_circle_data import HORSES, Symbol
from tabletop.games.winners_circle_events import (
    BettingClosed,
    ChipSettled,
    FirstBettorChosen,
    HorseCardDrawn,
    HorseFinished,
    HorseMoved,
    MoveHorse,
    PayoutKind,
    PlaceBet,
    RaceEnded,
    Roll,
)
from tabletop.games.winners_circle_rules import printed_space
from tabletop.i18n import Words
from tabletop.lessons import LESSONS, play_through

LESSON = LESSONS["winners_circle"]
ACTIONS = LESSON.expected_actions()
SUCHUL, YUMI, BYEONGSU = 0, 1, 2
BLACK, WHITE, RED, BLUE, YELLOW, GREEN, PURPLE = range(HORSES)


def _after(count: int) -> WinnersCircleEngine:
    game = play_through(LESSON, ACTIONS[:count])
    assert isinstance(game, WinnersCircleEngine)
    return game


def _betting_done() -> int:
    return sum(isinstance(action, PlaceBet) for action in ACTIONS)


def test_WC_T1_lesson_deals_the_horses_to_the_gates_in_order() -> None:
    game = _after(0)
    drawn = [e for e in game.log if isinstance(e, HorseCardDrawn)]
    assert [(e.horse, e.gate, e.space) for e in drawn] == [
        (BLACK, 1, 36), (WHITE, 2, 35), (RED, 3, 34), (BLUE, 4, 33),
        (YELLOW, 5, 32), (GREEN, 6, 31), (PURPLE, 7, 30),
    ]
    assert game.state.pace_horse is None
    assert FirstBettorChosen(1, SUCHUL, (0, 1, 2), False) in game.log


def test_WC_T3_lesson_bets_as_the_seed_and_refuses_a_second_chip_on_black() -> None:
    before_purple = ACTIONS.index(PlaceBet(SUCHUL, PURPLE, 2))
    game = _after(before_purple)
    assert game.current_seat == SUCHUL
    with pytest.raises(IllegalAction) as refused:
        game.check(PlaceBet(SUCHUL, BLACK, 2))
    assert refused.value.key == "winners_circle.error.already_backed"
    game = _after(_betting_done())
    per_horse = [sum(b.chip or 0 for b in game.state.bets if b.horse == h) for h in range(HORSES)]
    assert per_horse == [1, 1, 1, 3, 1, 1, 4]
    assert game.log[-1] == BettingClosed(race=1, seat=SUCHUL)
    assert game.legal_actions() == [Roll(SUCHUL)]


def test_WC_T4_lesson_black_runs_five_from_36_to_space_5() -> None:
    move = ACTIONS.index(MoveHorse(SUCHUL, BLACK))
    game = _after(move + 1)
    moved = [e for e in game.log if isinstance(e, HorseMoved)]
    assert moved == [HorseMoved(SUCHUL, BLACK, Symbol.HEAD, 5, 36, 41, 41, 36, 5, False)]
    assert printed_space(game.state.progress[BLACK]) == 5 and not game.state.face_up[BLACK]
    assert game.current_seat == YUMI


def test_WC_T5_lesson_white_runs_four_to_space_3_unblocked() -> None:
    game = _after(ACTIONS.index(MoveHorse(YUMI, WHITE)) + 1)
    moved = [e for e in game.log if isinstance(e, HorseMoved)][-1]
    assert (moved.seat, moved.horse, moved.symbol, moved.steps, moved.from_space, moved.to_space,
            moved.blocked) == (YUMI, WHITE, Symbol.CAP, 4, 35, 3, False)
    assert game.state.progress[WHITE] == 39 and not game.state.face_up[WHITE]
    assert game.state.phase is Phase.ROLL and game.current_seat == BYEONGSU


def test_the_lesson_runs_race_1_home_and_pays_it_by_the_rules() -> None:
    """Trial s9 (W6): the lesson stopped after three moves, no horse home. It now runs the
    race to its end: the learner runs black, the pace horse, home first, Yumi yellow and
    Byeongsu blue, purple is last, and race 1 pays as RULES.md §1.5 and table 1.8 say,
    the figures the cards name."""
    game = play_through(LESSON)
    (ended,) = [e for e in game.log if isinstance(e, RaceEnded)]
    assert ended == RaceEnded(1, (BLACK, YELLOW, BLUE), PURPLE, BLACK)
    black_home = ACTIONS.index(MoveHorse(SUCHUL, BLACK))
    assert ACTIONS[black_home - 1] == Roll(SUCHUL)
    assert ACTIONS[-1] == MoveHorse(BYEONGSU, BLUE) and ACTIONS[-3] == MoveHorse(YUMI, YELLOW)
    settled = {(e.seat, e.horse, e.kind): e.amount for e in game.log if isinstance(e, ChipSettled)}
    assert settled == {
        (SUCHUL, BLACK, PayoutKind.WIN): 800, (SUCHUL, BLACK, PayoutKind.PACE): 100,
        (SUCHUL, BLUE, PayoutKind.SHOW): 250, (BYEONGSU, BLUE, PayoutKind.SHOW): 500,
        (YUMI, YELLOW, PayoutKind.PLACE): 600,
        (SUCHUL, PURPLE, PayoutKind.LAST): -200, (YUMI, PURPLE, PayoutKind.LAST): -200,
    }
    assert game.state.money == [950, 400, 500]
    assert game.state.race == 2 and game.current_seat == SUCHUL  # the richest bets first


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_payout_cards_name_the_figures_the_race_paid(language: str) -> None:
    words = Words(language)
    said = " ".join(words(f"winners_circle.lesson.{name}")
                    for name in ("paid", "shared", "last_place"))
    for figure in ("800", "900", "250", "500", "600", "200", "950"):
        assert figure in said, f"{language}: {figure} is not told"


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_card_tells_of_the_hidden_bets_bluff_chip(language: str) -> None:
    """Trial s19: the lesson never told of hidden bets' 0 chip (RULES.md §1.7). One card
    names the setup's option as the setup shows it, and it and the cards after it tell of
    the chips face down, the 0 chip and the bluff."""
    words = Words(language)
    option = words("winners_circle.option.hidden_bets")
    texts = [step.text for step in LESSON.steps]
    telling = [text for text in texts if option in words(text)]
    assert len(telling) == 1, f"{language}: cards naming {option!r}: {telling}"
    said = " ".join(words(text) for text in texts[texts.index(telling[0]):])
    bluff, face_down = {"en": ("bluff", "face down"), "ko": ("허세", "뒷면")}[language]
    assert "0" in said and bluff in said and face_down in said, said


@pytest.mark.parametrize(("language", "away", "nothing"),
                         [("en", "looks away", "pays it $0 and takes $0"),
                          ("ko", "눈을 돌려요", "받는 돈도 내는 돈도 $0")])
def test_the_hidden_bets_are_taught_in_a_chapter_of_their_own(language: str, away: str,
                                                               nothing: str) -> None:
    """Trial s36 S/012: the lesson taught face-up bets only, hidden bets in one line. Its
    own chapter (Skip from the payout lands on it) tells that the others look away while a
    person bets, and that the bluff's 0 chip pays $0 and costs $0 at the payout."""
    words = Words(language)
    texts = [step.text for step in LESSON.steps]
    start = texts.index("winners_circle.lesson.hidden")
    assert LESSON.steps[start].chapter == "winners_circle.lesson.chapter.hidden"
    assert away in words(texts[start]), words(texts[start])
    bluff = texts.index("winners_circle.lesson.bluff")
    assert bluff == start + 1 and nothing in words(texts[bluff]), words(texts[bluff])


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_hidden_bets_card_sends_the_player_to_the_setups_options(language: str) -> None:
    """Trial s22 (B/033): the card said to turn hidden bets on "in Settings", which has no
    such option; it sits under Options on the game's setup screen."""
    words = Words(language)
    said = words("winners_circle.lesson.hidden")
    assert words("app.setup.options") in said, said
    assert words("app.settings.title") not in said, said


@pytest.mark.parametrize(("language", "told"), [("en", "Byeongsu ran Blue home 3rd"),
                                                ("ko", "병수 님은 파랑 말을 3등으로 들여보냈어요")])
def test_the_card_of_blue_home_3rd_tells_of_it_done(language: str, told: str) -> None:
    """Trial s20: "Now Byeongsu runs Blue home 3rd" stood over Blue already in its box. The
    card of a computer's move comes once the table shows the move (scenes/modes/lesson.py),
    so the words of the step that moves Blue home tell of it as done."""
    (step,) = [step for step in LESSON.steps if step.expect == MoveHorse(BYEONGSU, BLUE)]
    moved = len(ACTIONS) - ACTIONS[::-1].index(step.expect)
    finishes = [event for event in _after(moved).log if isinstance(event, HorseFinished)]
    assert (finishes[-1].horse, finishes[-1].place) == (BLUE, 3)
    assert told in Words(language)(step.text)


@pytest.mark.parametrize(("language", "rule"), [("en", "furthest from home on the track"),
                                                ("ko", "트랙에서 결승선까지 가장 먼 말")])
def test_the_card_that_first_shows_the_podium_says_how_last_place_is_decided(
        language: str, rule: str) -> None:
    """RULES.md §1 (race end): the horse still on the track with the least run is last. The
    lesson charged for Last without ever saying how it is decided (trial s26 A/156)."""
    first = next(step for step in LESSON.steps if "podium" in step.show)
    assert rule in Words(language)(first.text), f"{first.text} does not say who comes last"
    names = [step.text for step in LESSON.steps]
    assert names.index(first.text) < names.index("winners_circle.lesson.last_place")


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_last_chip_card_names_every_horse_the_learner_backs(language: str) -> None:
    """Trial s26 D/012: "Black is out for you" left Blue out, which also held Suchul's 1:
    the card of the last chip names every horse it may not go on (RULES.md §1.5)."""
    (step,) = [step for step in LESSON.steps if step.expect == PlaceBet(SUCHUL, PURPLE, 2)]
    game = _after(ACTIONS.index(step.expect))
    backed = [horse for horse in range(HORSES) if game.state.backs(SUCHUL, horse)]
    assert backed == [BLACK, BLUE]
    words = Words(language)
    said = words(step.text)
    for horse in backed:
        assert words(f"winners_circle.horse.{horse}") in said, said


@pytest.mark.parametrize(("language", "words"), [("en", "fewer chips"), ("ko", "칩이 적은")])
def test_fewer_chips_paying_more_is_said_before_the_first_bet(language: str, words: str) -> None:
    """Trial s32 J/003: what a bet pays was told only at race 1's payout, after the bets."""
    said = []
    for step in LESSON.steps:
        said.append(Words(language)(step.text))
        if isinstance(step.expect, PlaceBet):
            break
    assert any(words in text for text in said), said


def test_a_rule_is_told_where_the_table_shows_it() -> None:
    """Trial s38 V/009: a card told that race 3 pays double (WC-D10), and the lesson ended
    as race 2 began: the table never showed a doubled payout. The lesson never reaches
    race 3, so no card tells of its double."""
    game = play_through(LESSON)
    assert game.state.race < 3
    for language, double in (("en", ("double", "×2", "twice")), ("ko", ("두 배", "×2"))):
        words = Words(language)
        telling = [step.text for step in LESSON.steps
                   if any(word in words(step.text) for word in double)]
        assert not telling, f"{language}: {telling}"
