"""Yacht Dice engine: RULES.md §5 acceptance tests YD-T1…YD-T8 and scenarios."""

from __future__ import annotations

import itertools
import json

import pytest

from tabletop.core import GameEnded, IllegalAction, Rng
from tabletop.games import GAMES
from tabletop.games.yacht import (
    CATEGORIES,
    SPEC,
    Category,
    CategoryScored,
    DiceRolled,
    DieHeld,
    DieReleased,
    Hold,
    Release,
    Roll,
    Score,
    TurnStarted,
    YachtEngine,
    score_category,
    sheet_total,
    upper_bonus,
)


def scripted_game(seats: int, faces: list[int]) -> YachtEngine:
    """A new game whose dice come up ``faces`` in order (one value per rolled die)."""
    game = SPEC.new_game(seats, seed=0)
    assert isinstance(game, YachtEngine)
    game._rng = Rng.scripted(faces)
    return game


def refusal(game: YachtEngine, action: Roll | Hold | Release | Score) -> str:
    """The translation key of the refusal; also checks that nothing changed."""
    before = json.dumps(game.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction) as error:
        game.apply(action)
    assert json.dumps(game.to_dict(), sort_keys=True) == before
    assert not str(error.value).startswith("yacht."), "the reason must be a translated sentence"
    return error.value.key


def fill_sheet(game: YachtEngine, seat: int, sheet: dict[Category, int]) -> None:
    game.state.sheets[seat] = dict(sheet)


# -- RULES.md §5.6 acceptance tests --------------------------------------------------


def test_YD_T1_four_of_a_kind_scores_all_five() -> None:
    dice = [3, 3, 3, 3, 5]
    assert score_category(Category.FOUR_OF_A_KIND, dice) == 17
    assert score_category(Category.FULL_HOUSE, dice) == 0
    assert score_category(Category.THREES, dice) == 12
    assert score_category(Category.CHOICE, dice) == 17


def test_YD_T2_yacht_also_counts_as_full_house_and_four_of_a_kind() -> None:
    dice = [2, 2, 2, 2, 2]
    assert score_category(Category.YACHT, dice) == 50
    assert score_category(Category.FULL_HOUSE, dice) == 10
    assert score_category(Category.FOUR_OF_A_KIND, dice) == 10
    assert score_category(Category.TWOS, dice) == 10


def test_YD_T3_small_straight_with_a_gap_above() -> None:
    dice = [1, 2, 3, 4, 6]
    assert score_category(Category.SMALL_STRAIGHT, dice) == 15
    assert score_category(Category.LARGE_STRAIGHT, dice) == 0


def test_YD_T4_large_straight_is_also_a_small_straight() -> None:
    dice = [2, 3, 4, 5, 6]
    assert score_category(Category.LARGE_STRAIGHT, dice) == 30
    assert score_category(Category.SMALL_STRAIGHT, dice) == 15


def test_YD_T5_full_house_sums_and_is_not_four_of_a_kind() -> None:
    dice = [6, 6, 6, 5, 5]
    assert score_category(Category.FULL_HOUSE, dice) == 28
    assert score_category(Category.FOUR_OF_A_KIND, dice) == 0


def test_YD_T6_upper_bonus_at_63_not_at_62() -> None:
    assert upper_bonus(63) == 35
    assert upper_bonus(62) == 0
    reaching = {Category.ONES: 3, Category.TWOS: 6, Category.THREES: 9, Category.FOURS: 12}
    assert sheet_total(reaching | {Category.FIVES: 15, Category.SIXES: 18}) == 63 + 35
    short = reaching | {Category.ONES: 2, Category.FIVES: 15, Category.SIXES: 18}
    assert sheet_total(short) == 62


def test_YD_T6_scoring_that_reaches_63_earns_the_bonus_once() -> None:
    game = scripted_game(1, [6, 6, 6, 1, 2, 6, 6, 6, 6, 6])
    fill_sheet(
        game,
        0,
        {Category.ONES: 3, Category.TWOS: 6, Category.THREES: 9, Category.FOURS: 12}
        | {Category.FIVES: 15},
    )
    game.apply(Roll(0))
    events = game.apply(Score(0, Category.SIXES))
    assert events[0] == CategoryScored(
        seat=0,
        category=Category.SIXES,
        points=18,
        dice=(6, 6, 6, 1, 2),
        upper_subtotal=63,
        bonus_earned=True,
        total=63 + 35,
    )
    game.apply(Roll(0))
    later = game.apply(Score(0, Category.YACHT))[0]
    assert isinstance(later, CategoryScored)
    assert not later.bonus_earned and later.total == 63 + 35 + 50
    assert game.scores() == [148]


def test_YD_T7_fourth_roll_and_used_category_are_rejected() -> None:
    game = scripted_game(1, [1, 2, 3, 4, 6] * 3)
    for _ in range(3):
        game.apply(Roll(0))
    assert game.state.rolls_left == 0
    assert refusal(game, Roll(0)) == "yacht.error.no_rolls_left"
    assert Roll(0) not in game.legal_actions()

    game.apply(Score(0, Category.SMALL_STRAIGHT))
    game._rng = Rng.scripted([1, 2, 3, 4, 5])
    game.apply(Roll(0))
    assert refusal(game, Score(0, Category.SMALL_STRAIGHT)) == "yacht.error.category_used"
    assert Score(0, Category.SMALL_STRAIGHT) not in game.legal_actions()


def test_YD_T8_score_ranges_over_every_roll() -> None:
    seen: dict[Category, set[int]] = {category: set() for category in CATEGORIES}
    for dice in itertools.product(range(1, 7), repeat=5):
        for category in CATEGORIES:
            seen[category].add(score_category(category, dice))
    for category in (Category.CHOICE, Category.FOUR_OF_A_KIND, Category.FULL_HOUSE):
        assert max(seen[category]) <= 30
    assert min(seen[Category.CHOICE]) == 5  # YD-D7: the sheet's 0 is never reached
    assert seen[Category.SMALL_STRAIGHT] == {0, 15}
    assert seen[Category.LARGE_STRAIGHT] == {0, 30}
    assert seen[Category.YACHT] == {0, 50}
    assert {upper_bonus(total) for total in range(0, 106)} == {0, 35}


# -- scenarios -----------------------------------------------------------------------


def test_registered_for_one_to_six_seats() -> None:
    assert GAMES["yacht"] is SPEC
    assert (SPEC.min_seats, SPEC.max_seats) == (1, 6)  # YD-D8
    game = SPEC.new_game(2, seed=1)
    assert game.log == [TurnStarted(seat=0, round=1)]
    assert game.current_seat == 0
    assert game.legal_actions() == [Roll(0)]


def test_a_full_turn_with_hold_release_and_reroll() -> None:
    game = scripted_game(2, [5, 2, 5, 1, 5, 3, 4, 6, 5])
    assert game.apply(Roll(0)) == [DiceRolled(0, (5, 2, 5, 1, 5), (False,) * 5, 1)]
    assert game.legal_actions() == [
        Roll(0),
        *(Hold(0, die) for die in range(5)),
        *(Score(0, category) for category in CATEGORIES),
    ]
    assert game.apply(Hold(0, 0)) == [DieHeld(0, 0, 5)]
    game.apply(Hold(0, 2))
    game.apply(Hold(0, 1))
    # YD-D5: a die held earlier may be taken back.
    assert game.apply(Release(0, 1)) == [DieReleased(0, 1, 2)]
    game.apply(Hold(0, 4))
    held = (True, False, True, False, True)
    assert game.apply(Roll(0)) == [DiceRolled(0, (5, 3, 5, 4, 5), held, 2)]
    game.apply(Hold(0, 3))
    assert game.apply(Roll(0)) == [
        DiceRolled(0, (5, 6, 5, 4, 5), (True, False, True, True, True), 3)
    ]
    # After the third roll only scoring is left.
    assert game.legal_actions() == [Score(0, category) for category in CATEGORIES]
    assert game.apply(Score(0, Category.FIVES)) == [
        CategoryScored(0, Category.FIVES, 15, (5, 6, 5, 4, 5), 15, False, 15),
        TurnStarted(seat=1, round=1),
    ]
    assert game.current_seat == 1
    assert game.state.dice == [] and game.state.held == [False] * 5
    assert game.scores() == [15, 0]


def test_stopping_after_the_first_roll() -> None:
    game = scripted_game(1, [4, 4, 4, 4, 4])
    game.apply(Roll(0))
    events = game.apply(Score(0, Category.YACHT))
    assert events == [
        CategoryScored(0, Category.YACHT, 50, (4, 4, 4, 4, 4), 0, False, 50),
        TurnStarted(seat=0, round=2),
    ]


def test_readable_refusals() -> None:
    game = scripted_game(2, [1, 1, 2, 3, 4])
    assert refusal(game, Hold(0, 0)) == "yacht.error.hold_before_roll"
    assert refusal(game, Score(0, Category.CHOICE)) == "yacht.error.score_before_roll"
    assert refusal(game, Roll(1)) == "core.error.not_your_turn"
    game.apply(Roll(0))
    assert refusal(game, Hold(0, 5)) == "yacht.error.no_such_die"
    assert refusal(game, Release(0, 0)) == "yacht.error.not_held"
    game.apply(Hold(0, 0))
    assert refusal(game, Hold(0, 0)) == "yacht.error.already_held"
    assert refusal(game, Score(1, Category.CHOICE)) == "core.error.not_your_turn"
    for die in range(1, 5):
        game.apply(Hold(0, die))
    assert refusal(game, Roll(0)) == "yacht.error.all_dice_held"
    assert Roll(0) not in game.legal_actions()


def test_refusal_sentences_name_the_die_as_players_count() -> None:
    game = scripted_game(1, [1, 1, 2, 3, 4])
    game.apply(Roll(0))
    game.apply(Hold(0, 2))
    with pytest.raises(IllegalAction) as error:
        game.apply(Hold(0, 2))
    assert str(error.value) == "Die 3 is already held."
    assert error.value.localized("ko") == "3번 주사위는 이미 고정했어요."


def test_dice_are_final_after_the_third_roll() -> None:
    game = scripted_game(1, [1, 2, 3, 4, 5] * 3)
    for _ in range(3):
        game.apply(Roll(0))
    assert refusal(game, Hold(0, 0)) == "yacht.error.dice_final"


def test_save_round_trip_mid_turn() -> None:
    game = scripted_game(3, [6, 6, 2, 3, 6])
    game.apply(Roll(0))
    game.apply(Hold(0, 0))
    copy = SPEC.from_dict(json.loads(json.dumps(game.to_dict())))
    assert isinstance(copy, YachtEngine)
    assert copy.state == game.state
    assert copy.legal_actions() == game.legal_actions()
    assert repr(Score(0, Category.SIXES)) == "Score(seat=0, category=Category.SIXES)"


def test_end_of_game_after_twelve_rounds() -> None:
    game = scripted_game(1, [])
    for turn, category in enumerate(CATEGORIES, start=1):
        assert game.state.sheets[0].keys() == set(CATEGORIES[: turn - 1])
        game.apply(Roll(0))
        events = game.apply(Score(0, category))
    assert game.is_over and game.current_seat is None and game.legal_actions() == []
    total = sheet_total(game.state.sheets[0])
    assert events[-1] == GameEnded(scores=(total,), winners=(0,))
    assert game.winners() == [0]
    assert refusal(game, Roll(0)) == "core.error.game_over"


def test_YD_D6_tie_is_a_shared_win() -> None:
    game = scripted_game(2, [3, 3, 3, 3, 3, 3, 3, 3, 3, 3])
    almost_full = {category: 1 for category in CATEGORIES if category is not Category.YACHT}
    fill_sheet(game, 0, almost_full)
    fill_sheet(game, 1, almost_full)
    game.apply(Roll(0))
    game.apply(Score(0, Category.YACHT))
    game.apply(Roll(1))
    events = game.apply(Score(1, Category.YACHT))
    assert game.scores() == [61, 61]
    assert events[-1] == GameEnded(scores=(61, 61), winners=(0, 1))
    assert game.winners() == [0, 1]


def test_highest_total_wins() -> None:
    game = scripted_game(2, [3, 3, 3, 3, 3, 1, 2, 3, 4, 6])
    almost_full = {category: 1 for category in CATEGORIES if category is not Category.YACHT}
    fill_sheet(game, 0, almost_full)
    fill_sheet(game, 1, almost_full)
    game.apply(Roll(0))
    game.apply(Score(0, Category.YACHT))
    game.apply(Roll(1))
    game.apply(Score(1, Category.YACHT))
    assert game.scores() == [61, 11] and game.winners() == [0]


def test_public_view_shows_the_dice() -> None:
    game = scripted_game(2, [2, 2, 5, 5, 5])
    game.apply(Roll(0))
    view = game.view(1)
    assert view.state.dice == [2, 2, 5, 5, 5]
    assert game.view(0).legal_actions() == game.legal_actions()
