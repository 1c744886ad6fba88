"""The Big Shot lesson reaches the seed's play example: RULES.md BS-T1, BS-T4, BS-T9, BS-T10."""

from __future__ import annotations

import re

import pytest

from tabletop.core import IllegalAction
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import (
    AuctionWon,
    Bid,
    BrokerMoved,
    FortunesCounted,
    LoanTaken,
    LotsDealt,
    Pass,
    PlaceCube,
    RegionSold,
    Roll,
    RoundStarted,
    TakeLoan,
)
from tabletop.i18n import LANGUAGES, catalog, rules_text, translate
from tabletop.lessons import LESSONS, LessonStep, play_through
from tabletop.lessons.big_shot import WALKED, figures

LESSON = LESSONS["big_shot"]
ACTIONS = LESSON.expected_actions()
SORA, TAEO, NARI = 0, 1, 2
RED, ORANGE, IVORY, PURPLE = range(4)
DISTRICT_20 = next(i for i, region in enumerate(REGIONS) if region.key == "e20")
PARK_B = next(i for i, region in enumerate(REGIONS) if region.key == "park_b")


def _after(count: int) -> BigShotEngine:
    game = play_through(LESSON, ACTIONS[:count])
    assert isinstance(game, BigShotEngine)
    return game


def _end_of_round(number: int) -> int:
    """How many of the lesson's actions it takes to finish round ``number``."""
    game = LESSON.new_game()
    for count, action in enumerate(ACTIONS, start=1):
        if any(isinstance(e, RoundStarted) and e.round == number + 1 for e in game.apply(action)):
            return count
    raise AssertionError(f"the lesson never finishes round {number}")


def test_the_deal_is_valid_at_once_and_orange_starts() -> None:
    game = _after(0)
    (dealt,) = [e for e in game.log if isinstance(e, LotsDealt)]
    assert dealt.deals == 1
    assert game.state.roller == ORANGE and game.current_seat == TAEO


def test_BS_T9_lesson_nobody_bids_and_the_roller_takes_the_lot_free() -> None:
    game = _after(_end_of_round(1))
    won = next(e for e in game.log if isinstance(e, AuctionWon))
    assert (won.colour, won.price, won.free) == (ORANGE, 0, True)
    # The seed's region: red 1, orange 2, ivory 1.
    assert game.state.region_cubes[DISTRICT_20] == [1, 2, 1, 0]
    assert game.state.cash == [10, 10, 10, 0]


def test_BS_T10_lesson_a_raise_above_the_cash_needs_the_loan() -> None:
    loan = ACTIONS.index(TakeLoan(SORA))
    game = _after(loan)
    moved = [e for e in game.log if isinstance(e, BrokerMoved)][-1]
    assert sorted(moved.cubes) == [RED, RED, ORANGE, PURPLE]  # the seed's lot
    assert game.state.high_bid == 10 and game.state.cash[RED] == 10
    with pytest.raises(IllegalAction) as refused:
        game.check(Bid(SORA, 11))
    assert refused.value.key == "big_shot.error.take_loan_first"


def test_BS_T4_lesson_the_first_loan_pays_nine() -> None:
    loan = ACTIONS.index(TakeLoan(SORA))
    game = _after(loan + 1)
    assert game.log[-1] == LoanTaken(SORA, RED, 9, 1, 19)
    assert game.state.loans[RED] == 1


def test_BS_T1_lesson_purple_and_two_reds_sell_the_region_to_red() -> None:
    game = _after(_end_of_round(2))
    won = [e for e in game.log if isinstance(e, AuctionWon)][-1]
    assert (won.colour, won.price) == (RED, 11)
    (sold,) = [e for e in game.log if isinstance(e, RegionSold)]
    assert sold == RegionSold(DISTRICT_20, RED, SORA, (3, 2, 1, 1), 6, at_end=False)
    assert game.state.region_owner[DISTRICT_20] == RED
    assert game.state.cash[RED] == 8 and game.state.loans[RED] == 1
    assert game.state.phase is Phase.ROLL and game.state.roller == RED
    assert ACTIONS[_end_of_round(2) - 1] == PlaceCube(SORA, ORANGE, PARK_B)
    assert game.state.region_cubes[PARK_B] == [0, 1, 0, 0]


def test_the_lesson_plays_round_3_through_and_round_4_opens_with_no_auction_open() -> None:
    """Trial s21: the lesson ended right after Sora's roll, "Play a real game" over round 3's
    auction, which no card told of. Round 3 is now played through: the roll goes on to
    Sora, left of Nari (RULES.md §4.4.5); bidding starts left of her with Taeo and she bids
    last (§4.4.2); the rounds walked through end on round 4's roll, Taeo's, with no lot up
    for auction."""
    walked = len([action for step in WALKED for action in step.actions])
    game = _after(walked)
    rolled = ACTIONS.index(Roll(SORA))
    assert _after(rolled).state.round == 3
    bids = [action for action in ACTIONS[rolled:walked] if isinstance(action, (Bid, Pass))]
    assert bids == [Pass(TAEO), Pass(NARI)]
    assert game.state.round == 4 and game.state.phase is Phase.ROLL
    assert game.current_seat == TAEO


def test_the_learner_takes_and_places_a_second_lot_herself() -> None:
    """Trial H/016: after round 2 every cube of Sora's was placed for her. In round 3
    nobody bids, so the lot is hers, the roller's, for free (BS-D9), and she places all
    four cubes herself, each a step that waits for her: her two on Park B (red 2 to orange
    1 there), Taeo's and Nari's on A9, where one each cancel."""
    rolled = ACTIONS.index(Roll(SORA))
    walked = len([action for step in WALKED for action in step.actions])
    game = _after(walked)
    won = [e for e in game.log if isinstance(e, AuctionWon)][-1]
    assert (won.colour, won.price, won.free) == (RED, 0, True)
    assert game.state.cash[RED] == 8
    a9 = next(i for i, region in enumerate(REGIONS) if region.key == "a9")
    placed = [action for action in ACTIONS[rolled:walked] if isinstance(action, PlaceCube)]
    # Each cube a step of its own that waits for her, none played for her by a card.
    assert placed == [step.expect for step in WALKED if isinstance(step.expect, PlaceCube)][-4:]
    assert placed == [PlaceCube(SORA, RED, PARK_B), PlaceCube(SORA, RED, PARK_B),
                      PlaceCube(SORA, ORANGE, a9), PlaceCube(SORA, IVORY, a9)]
    assert game.state.region_cubes[PARK_B] == [2, 1, 0, 0]
    assert game.state.region_cubes[a9] == [0, 1, 1, 0]


def test_who_may_win_and_what_a_park_doubles_come_before_the_first_placing() -> None:
    """Trial H/015: "A park doubles its zone's districts owned by the same colour" and "only
    a player owning at least two districts can win" came first on the final count, yet they
    decide every bid and cube. Both are told before the first cube goes down (Taeo's, in
    round 1), as is what the gold and the white districts are worth, on cards shown over
    the whole city, the park's with Park B framed."""
    first_placing = next(index for index, step in enumerate(LESSON.steps)
                         if any(isinstance(action, PlaceCube) for action in step.actions))
    before = LESSON.steps[:first_placing]
    told = {"en": ("at least two districts", "doubles the white districts",
                   "Gold districts are worth 16 to 21M", "white ones 9 to 11M"),
            "ko": ("지구를 2개 이상", "두 배로", "금색 지구는 16~21M", "흰색 지구는 9~11M")}
    for language, parts in told.items():
        for part in parts:
            shown = [step for step in before if part in translate(step.text, language)]
            assert shown, f"{language}: {part!r} comes after the first placing"
            assert shown[0].expect is None and set(shown[0].sight) >= {
                region.key for region in REGIONS}, f"{part!r} is not told over the whole city"
    park = next(step for step in before
                if "doubles the white districts" in translate(step.text, "en"))
    assert park.show == ("park_b",)


def test_the_lesson_reaches_the_end_park_scoring_and_the_loan_repaid() -> None:
    """Trial s24: the lesson never showed park scoring, the end of the game or a loan
    repaid; one card told of them. The other 15 rounds are now played at once and its last
    cards tell of the table's count (RULES.md §4.7, BS-T2): Sora owns district 20 and Park
    B with B9, B10 and B11, which the park doubles: 20 + 30 × 2 = 80; her one loan costs
    10M: 8 + 80 - 10 = 78, the biggest fortune, and she owns two regions or more."""
    game = play_through(LESSON)
    assert game.is_over
    counted = next(event for event in game.log if isinstance(event, FortunesCounted))
    assert (counted.cash[RED], counted.loans[RED], counted.regions[RED]) == (8, 1, 80)
    assert counted.fortunes[RED] == 78 == max(counted.fortunes)
    assert game.winners() == [SORA]
    shown = figures(game)
    assert (shown["doubled"], shown["loans"], shown["fortune"]) == ("30", "10", "78")
    last = [step.text.rsplit(".", 1)[-1] for step in LESSON.steps[-2:]]
    assert last == ["end_owners", "loan_repaid"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_money_is_written_as_the_table_writes_it(language: str) -> None:
    """The table writes "10M" (big_shot_scene.money); the lesson's cards wrote "10 M"
    (a new-user trial). Every Big Shot text, the rules page too, writes an amount one way."""
    texts = {key: text for key, text in catalog(language).items()
             if key.startswith(("big_shot.", "big_shot_scene."))}
    texts["rules"] = rules_text("big_shot", language)
    spaced = {key: found for key, text in texts.items()
              if (found := re.findall(r"\d[\s\u00a0]M\b", text))}
    assert not spaced, spaced
    assert translate("big_shot_scene.money", language, amount=10) == "10M"


BANK = {"en": "the bank", "ko": "은행에"}
"""Where a winning bid goes, as the rules page words it."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_card_of_the_sale_says_the_price_goes_to_the_bank(language: str) -> None:
    """RULES.md §4.4: the highest bidder pays his bid to the bank. The lesson said the
    cubes were Sora's for 11M but never where the 11M went (trial s19); the card of the
    sale now says it in the rules page's words, with the price the table shows."""
    game = _after(_end_of_round(2))
    won = [e for e in game.log if isinstance(e, AuctionWon)][-1]
    card = translate("big_shot.lesson.nari_gives_up", language)
    assert BANK[language] in rules_text("big_shot", language)
    assert BANK[language] in card
    assert translate("big_shot_scene.money", language, amount=won.price) in card


def _step_named(name: str) -> LessonStep:
    return next(step for step in LESSON.steps if step.text == f"big_shot.lesson.{name}")


def test_the_rounds_after_the_walked_ones_are_played_on_the_table_and_said_so() -> None:
    """Trial s26 B/030, E/216: one Next jumped from round 4 to round 18's final table,
    fifteen rounds played off the table at once. They now play one move after another,
    briskly (a paced step), and the card names them as it stays up over them."""
    rest = _step_named("rest_of_game")
    assert len(rest.plays) > 100 and rest.paced and rest.pace > 1
    assert "Rounds 4 to 18" in translate(rest.text, "en")
    assert "4~18라운드" in translate(rest.text, "ko")


def test_the_words_say_what_the_table_says() -> None:
    """Trial s26 B/012: "add the grey cube and both of yours" counted the grey cube as
    Sora's; B/029: "Park B and its zone" never said what a zone is; B/032: "owners of two
    places" where the table says "two districts (parks count)"."""
    for language in LANGUAGES:
        words = catalog(language)
        rule = words["big_shot_scene.table_rule"]
        shared = ("at least two districts", "(parks count)") if language == "en" else (
            "지구를 2개 이상", "(공원도 세요)")
        assert all(part in rule for part in shared), language
        assert shared[1] in words["big_shot.lesson.loan_repaid"], language
    assert "two places" not in translate("big_shot.lesson.loan_repaid", "en")
    you_bid = translate("big_shot.lesson.you_bid", "en")
    assert "grey cube and both of yours" not in you_bid
    assert "grey ties Nari's 1: both cancel" in you_bid
    zoned = [step for step in LESSON.steps if "zone" in translate(step.text, "en")]
    assert "zone, its quarter of the map" in translate(zoned[0].text, "en")
    assert "권역, 곧 공원과" in translate(zoned[0].text, "ko")


def test_the_lessons_words_name_only_colours_the_table_shows() -> None:
    """Trial s26 E/199, 293: "put both red cubes there" for Sora's yellow cubes: the rules'
    seed names its seats red, orange and ivory, the table draws them in the program's own
    colours. Apart from the grey cube, a lesson card names no colour; it says whose cubes."""
    seed_and_table = {"en": ("red", "orange", "ivory", "yellow", "amber", "sky blue", "green",
                             "rust", "pink", "blue", "purple"),
                      "ko": ("빨강", "빨간", "주황", "노랑", "노란", "호박색", "하늘색", "초록",
                             "적갈색", "분홍", "파란", "보라")}
    for language in LANGUAGES:
        for key, text in catalog(language).items():
            if key.startswith("big_shot.lesson."):
                named = [colour for colour in seed_and_table[language]
                         if re.search(rf"\b{colour}\b" if language == "en" else colour, text)]
                assert not named, f"{language} {key} names {named}"


ALL_CUBES_DOWN = {"en": "all four cubes down", "ko": "네 개를 다 놓으면"}
"""How the card says when Place cubes lights up (it is grey until every cube is down)."""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_last_cube_s_card_asks_for_place_cubes_only_once_it_lights(language: str) -> None:
    """Trial s28 E/104, 108: the card said to press Place cubes while the button was grey,
    a cube still in hand; it says to put the cube down first, and that the button lights
    up once all four are down."""
    card = translate("big_shot.lesson.place_orange", language)
    button = translate("big_shot_scene.place", language)
    condition = card.find(ALL_CUBES_DOWN[language])
    assert condition != -1 and card.find(button) > condition


def test_the_card_over_the_rounds_played_on_says_what_they_show() -> None:
    """Trial s34 N/018: "watch them fill Park B's zone" while the first cubes went to Park
    A, A10 and A11 (placed there by others), and nobody's money moved in 15 rounds. The
    card says why money stays (everyone passes, the roller takes the lot free, BS-D9) and
    that the cubes Sora places herself go to Park B's zone."""
    rest = _step_named("rest_of_game")
    start = _after(len([action for step in WALKED for action in step.actions]))
    assert not [move for move in rest.plays if isinstance(move, (Bid, TakeLoan))]
    game = play_through(LESSON)
    assert [game.state.cash[c] for c in (RED, ORANGE, IVORY)] == [
        start.state.cash[c] for c in (RED, ORANGE, IVORY)]
    placed = [move for move in rest.plays if isinstance(move, PlaceCube)]
    assert {REGIONS[move.region].zone for move in placed
            if move.seat == SORA and move.cube == RED} == {REGIONS[PARK_B].zone}
    said = {"en": ("Everyone passes", "no money changes", "when you roll, your cubes go to "
                   "Park B's zone"),
            "ko": ("모두 패스", "돈은 그대로", "소라 님이 굴리면 소라 님 큐브는 공원 B의 권역")}
    for language, parts in said.items():
        card = translate(rest.text, language)
        assert all(part in card for part in parts), language


@pytest.mark.parametrize(("language", "plates", "where"),
                         [("en", "name plate", "top bar"), ("ko", "이름판", "화면 맨 위")])
def test_the_turn_order_points_at_the_name_plates_not_the_auction_spaces(
        language: str, plates: str, where: str) -> None:
    """Trial s35 Q/018: "goes round the plates at the top" read as the auction spaces 1-9,
    also at the top. The steps that teach the order name the players' plates in the top
    bar."""
    for key in ("big_shot.lesson.nari_passes", "big_shot.lesson.your_roll"):
        words = translate(key, language)
        assert plates in words and where in words, (key, words)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_park_card_words_the_bonus_as_the_table_does(language: str) -> None:
    """Trial s35 R/006: the card said "doubled 60M" where the table says "parks +30":
    the card now names the table's own words for the same 30M."""
    shown = figures(play_through(LESSON))
    card = translate("big_shot.lesson.end_owners", language, **shown)
    assert translate("big_shot_scene.table_doubled", language, bonus=30) in card
    assert "60" not in card
