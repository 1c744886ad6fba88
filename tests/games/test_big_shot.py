"""Big Shot engine: RULES.md §4.10 acceptance tests BS-T1…BS-T10 and scenarios."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tabletop.bots import RandomBot
from tabletop.core import GameEnded, IllegalAction, Rng
from tabletop.games import GAMES
from tabletop.games.big_shot import (
    CUBES_PER_COLOUR,
    MAX_BID,
    SPEC,
    AuctionWon,
    Bid,
    BidMade,
    BigShotEngine,
    BrokerMoved,
    CubePlaced,
    DieRolled,
    FortunesCounted,
    LoanTaken,
    LoanTakenPrivately,
    LotsDealt,
    Pass,
    PaymentFailed,
    Phase,
    PlaceCube,
    RegionCleared,
    RegionSold,
    Roll,
    RoundStarted,
    StartRolled,
    TakeLoan,
    owner_of,
    rank_winners,
    region_values,
)
from tabletop.games.big_shot_data import PARK_DOUBLES, REGIONS
from tests.test_contract import _assert_views_keep_secrets
from tests.test_contract import test_random_playout_keeps_every_invariant as contract_playout

RED, ORANGE, IVORY, PURPLE = 0, 1, 2, 3
REGION = {region.key: index for index, region in enumerate(REGIONS)}


def scripted_game(
    seats: int = 4,
    dice: list[int] | None = None,
    *,
    roller: int = 0,
    lots: dict[int, list[int]] | None = None,
    options: dict[str, bool] | None = None,
) -> BigShotEngine:
    """A new game whose die shows ``dice`` in order, ``roller`` to roll, and chosen lots."""
    game = SPEC.new_game(seats, seed=0, options=options)
    assert isinstance(game, BigShotEngine)
    game._rng = Rng.scripted(dice or [])
    game.state.roller = roller
    for space, cubes in (lots or {}).items():
        game.state.lots[space] = sorted(cubes)
    return game


def at_placement(game: BigShotEngine, buyer: int, cubes: list[int]) -> None:
    """Jump to ``buyer`` placing ``cubes`` (as if it had just bought them)."""
    game.state.phase = Phase.PLACE
    game.state.buyer = buyer
    game.state.in_hand = sorted(cubes)


def refusal(game: BigShotEngine, action: Bid | Pass | TakeLoan | PlaceCube | Roll) -> str:
    """The translation key of the refusal; also checks that nothing changed."""
    before = json.dumps(game.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction) as error:
        game.apply(action)
    assert json.dumps(game.to_dict(), sort_keys=True) == before
    assert not str(error.value).startswith("big_shot."), "the reason must be a sentence"
    return error.value.key


# -- RULES.md §4.10 acceptance tests ---------------------------------------------


@pytest.mark.parametrize(
    ("added", "owner", "final"),
    [
        ([PURPLE, RED, RED], RED, [3, 2, 1, 1]),
        ([PURPLE, RED, ORANGE], ORANGE, [2, 3, 1, 1]),
        ([RED, RED, ORANGE], IVORY, [3, 3, 1, 0]),
    ],
)
def test_BS_T1_seed_tie_example_sells_on_the_seventh_cube(
    added: list[int], owner: int, final: list[int]
) -> None:
    game = scripted_game()
    region, elsewhere = REGION["e20"], REGION["a9"]
    game.state.region_cubes[region] = [1, 2, 1, 0]  # red 1, orange 2, ivory 1
    at_placement(game, buyer=0, cubes=[PURPLE, RED, RED, ORANGE])
    events = []
    for cube in added:
        events += game.apply(PlaceCube(0, cube, region))
    sold = [event for event in events if isinstance(event, RegionSold)]
    assert sold == [RegionSold(region, owner, owner, tuple(final), 6, at_end=False)]
    assert game.state.region_owner[region] == owner and game.state.region_closed[region]
    assert game.state.removed == 6  # SOLD sign + one owner cube stay, 6 cubes leave
    (last,) = game.state.in_hand
    assert refusal(game, PlaceCube(0, last, region)) == "big_shot.error.region_sold"
    game.apply(PlaceCube(0, last, elsewhere))
    assert game.state.region_cubes[elsewhere][last] == 1
    assert game.state.phase is Phase.ROLL and game.state.round == 2


def test_BS_T2_park_doubles_its_zone_for_the_same_owner() -> None:
    owners: list[int | None] = [None] * len(REGIONS)
    for key in ("park_a", "a9", "a10"):
        owners[REGION[key]] = RED
    owners[REGION["a11"]] = IVORY
    assert region_values(owners, RED) == (9 + 10) * 2 == 38
    assert region_values(owners, IVORY) == 11


def test_BS_T3_districts_without_their_park_count_once() -> None:
    owners: list[int | None] = [None] * len(REGIONS)
    owners[REGION["a9"]] = owners[REGION["a10"]] = RED
    owners[REGION["park_b"]] = RED  # the other zone's park does not help
    assert region_values(owners, RED) == 19


def _loan_round(game: BigShotEngine, round_number: int) -> list[object]:
    """Seat 0, penniless and first to bid, borrows to bid 1; the others pass."""
    state = game.state
    state.cash[0] = 0
    state.roller = 3
    game._rng = Rng.scripted([1])
    game.apply(Roll(3))
    events = game.apply(TakeLoan(0))
    game.apply(Bid(0, 1))
    for seat in (1, 2, 3):
        game.apply(Pass(seat))
    for cube in list(state.in_hand):
        game.apply(PlaceCube(0, cube, REGION["e16"] + round_number % 5))
    return events


def test_BS_T4_loans_pay_nine_eight_seven_and_cost_ten_each() -> None:
    game = scripted_game()
    received = []
    for round_number in range(3):
        (loan,) = _loan_round(game, round_number)
        assert isinstance(loan, LoanTaken)
        received.append(loan.proceeds)
    assert received == [9, 8, 7] and sum(received) == 24
    assert game.state.loans[0] == 3
    # A second loan in the same round is refused.
    game.state.cash[0] = 0
    game.state.roller = 3
    game._rng = Rng.scripted([1])
    game.apply(Roll(3))
    game.apply(TakeLoan(0))
    game.apply(Bid(0, 1))
    game.apply(Bid(1, 2))
    game.apply(Pass(2))
    game.apply(Pass(3))
    assert game.current_seat == 0 and game.state.cash[0] == 6
    assert refusal(game, Bid(0, 7)) == "big_shot.error.cannot_afford"
    game.state.cash[0] = 0
    assert refusal(game, TakeLoan(0)) == "big_shot.error.one_loan_per_round"
    # At the end each token costs 10 M: fortune = cash + regions − 30.
    owners = game.ownership_now()
    assert game.colour_fortunes()[0] == 0 + region_values(owners, 0) - 40


@pytest.mark.parametrize(
    ("counts", "owner"),
    [([3, 3, 1, 0], IVORY), ([2, 2, 2, 1], PURPLE), ([0, 3, 1, 3], IVORY)],
)
def test_BS_T5_equal_counts_cancel_in_full_regions(counts: list[int], owner: int) -> None:
    assert owner_of(counts) == owner
    game = scripted_game()
    region = REGION["e21"]
    last = next(colour for colour, count in enumerate(counts) if count == 1)
    before = list(counts)
    before[last] -= 1
    game.state.region_cubes[region] = before
    at_placement(game, buyer=2, cubes=[last, RED, RED, RED])
    events = game.apply(PlaceCube(2, last, region))
    assert events[-1] == RegionSold(region, owner, owner, tuple(counts), 6, at_end=False)


def _finish(
    game: BigShotEngine, presets: dict[int, list[int]], target: int = REGION["park_b"]
) -> list[object]:
    """Play the very last cube of round 18 (red, on ``target``), then resolve the board."""
    state = game.state
    state.round = 18
    for region, counts in presets.items():
        state.region_cubes[region] = counts
    spare = REGION["e19"]
    state.region_closed[spare] = True
    state.region_owner[spare] = None
    state.lots = [[] for _ in state.lots]
    at_placement(game, buyer=0, cubes=[RED])
    return game.apply(PlaceCube(0, RED, target))


def test_BS_T6_unfilled_regions_are_resolved_at_the_end() -> None:
    game = scripted_game()
    black_wins, cancelled, alone = REGION["a9"], REGION["a10"], REGION["e17"]
    empty = REGION["e16"]
    # "2 red / 2 yellow / 1 black": orange plays yellow, purple plays black.
    events = _finish(
        game,
        {
            black_wins: [2, 2, 0, 1],
            cancelled: [2, 2, 0, 0],
            alone: [3, 0, 0, 0],
            empty: [0, 0, 0, 0],
        },
    )
    assert RegionSold(black_wins, PURPLE, PURPLE, (2, 2, 0, 1), 4, at_end=True) in events
    assert RegionCleared(cancelled, (2, 2, 0, 0)) in events
    assert RegionSold(alone, RED, RED, (3, 0, 0, 0), 2, at_end=True) in events
    assert RegionCleared(empty, (0, 0, 0, 0)) in events
    assert game.is_over and isinstance(events[-1], GameEnded)
    assert isinstance(events[-2], FortunesCounted)
    assert game.state.region_owner[cancelled] is None
    assert all(sum(counts) == 0 for counts in game.state.region_cubes)


def test_BS_T7_a_winner_must_own_two_regions() -> None:
    # Seat 0 is richest with one region; seat 1 owns two.
    assert rank_winners([60, 40, 30], [[REGION["e21"]], [REGION["a9"], REGION["a10"]], []]) == [1]
    game = scripted_game()
    events = _finish(
        game,
        {REGION["e21"]: [3, 0, 0, 0], REGION["a9"]: [0, 1, 0, 0], REGION["b9"]: [0, 1, 0, 0]},
        target=REGION["e21"],
    )
    game_over = events[-1]
    assert isinstance(game_over, GameEnded)
    assert game.scores()[0] > game.scores()[1]
    assert game.winners() == [1] and game_over.winners == (1,)


def test_BS_T8_broker_counts_only_spaces_with_cubes() -> None:
    game = scripted_game(dice=[3], roller=0)
    game.state.broker = 3
    game.state.lots[4] = []
    game.state.lots[5] = []
    events = game.apply(Roll(0))
    assert events[0] == DieRolled(0, 0, 3)
    assert events[1] == BrokerMoved((6, 7, 8), 8, tuple(game.state.lots[8]))
    assert game.state.broker == 8


def test_BS_T8_broker_wraps_around_the_loop() -> None:
    game = scripted_game(dice=[4], roller=1)
    game.state.broker = 16
    for space in (17, 0, 2):
        game.state.lots[space] = []
    game.apply(Roll(1))
    assert game.state.broker == 5
    assert game.log[-1] == BrokerMoved((1, 3, 4, 5), 5, tuple(game.state.lots[5]))


def test_BS_T9_no_bids_give_the_roller_the_lot_free() -> None:
    lot = [RED, RED, ORANGE, PURPLE]
    game = scripted_game(dice=[1], roller=2, lots={1: lot})
    game.apply(Roll(2))
    assert game.current_seat == 3  # left of the roller starts
    game.apply(Pass(3))
    game.apply(Pass(0))
    events = game.apply(Pass(1))
    assert events[-1] == AuctionWon(2, 2, 0, True, tuple(sorted(lot)))
    assert game.state.cash[2] == 10 and game.current_seat == 2
    assert game.state.in_hand == sorted(lot) and game.state.lots[1] == []


def test_BS_T10_a_raise_above_cash_needs_a_loan() -> None:
    game = scripted_game(dice=[1], roller=3)
    game.apply(Roll(3))
    game.state.cash[1] = 4
    game.apply(Bid(0, 5))
    assert refusal(game, Bid(1, 5)) == "big_shot.error.bid_too_low"
    assert refusal(game, Bid(1, 6)) == "big_shot.error.take_loan_first"
    assert TakeLoan(1) in game.legal_actions()
    assert game.apply(TakeLoan(1)) == [LoanTaken(1, 1, 9, 1, 13)]
    assert game.state.cash[1] == 13
    assert refusal(game, Pass(1)) == "big_shot.error.loan_then_bid"
    assert refusal(game, Bid(1, 4)) == "big_shot.error.bid_too_low"
    assert game.apply(Bid(1, 6)) == [BidMade(1, 1, 6)]


# -- auction order and money -------------------------------------------------------


def test_roller_bids_last_and_a_pass_is_final() -> None:
    game = scripted_game(dice=[1], roller=1)
    game.apply(Roll(1))
    order = []
    for amount in (1, 2, 3):
        order.append(game.current_seat)
        game.apply(Bid(game.current_seat, amount))  # type: ignore[arg-type]
    order.append(game.current_seat)
    assert order == [2, 3, 0, 1]
    game.apply(Pass(1))
    assert game.current_seat == 2
    game.apply(Bid(2, 4))
    assert game.current_seat == 3  # 0 still in, 1 skipped from now on
    game.apply(Pass(3))
    game.apply(Pass(0))
    assert isinstance(game.log[-1], AuctionWon) and game.state.buyer == 2
    assert game.state.cash[2] == 6


def test_the_high_bidder_pays_and_places_one_cube_at_a_time() -> None:
    game = scripted_game(dice=[2], roller=0, lots={2: [RED, ORANGE, ORANGE, IVORY]})
    game.apply(Roll(0))
    game.apply(Bid(1, 3))
    for seat in (2, 3, 0):
        game.apply(Pass(seat))
    assert game.current_seat == 1 and game.state.cash[1] == 7
    actions = game.legal_actions()
    assert {type(a) for a in actions} == {PlaceCube}
    assert len(actions) == 3 * len(REGIONS)
    assert refusal(game, PlaceCube(1, PURPLE, 0)) == "big_shot.error.cube_not_in_hand"
    assert refusal(game, PlaceCube(1, RED, 13)) == "big_shot.error.no_such_region"
    events = game.apply(PlaceCube(1, ORANGE, REGION["e21"]))
    assert events == [CubePlaced(1, ORANGE, REGION["e21"], (0, 1, 0, 0))]
    for cube in (ORANGE, RED, IVORY):
        events = game.apply(PlaceCube(1, cube, REGION["e21"]))
    assert events[-1] == RoundStarted(2, 1, 1)  # left of the roller rolls next


def test_a_loan_must_make_some_bid_possible() -> None:
    game = scripted_game(dice=[1], roller=3)
    game.apply(Roll(3))
    assert TakeLoan(0) in game.legal_actions()  # a bid above 10 M needs it
    assert refusal(game, Bid(0, 20)) == "big_shot.error.cannot_afford"
    game.apply(TakeLoan(0))
    assert refusal(game, Bid(0, 10)) == "big_shot.error.bid_needs_the_loan"
    game.apply(Bid(0, 19))
    assert TakeLoan(1) not in game.legal_actions()  # 10 + 9 cannot reach 20
    assert refusal(game, TakeLoan(1)) == "big_shot.error.loan_not_needed"
    assert refusal(game, Bid(1, 20)) == "big_shot.error.cannot_afford"


def test_start_player_is_the_highest_die_with_ties_rolled_again() -> None:
    for seed in range(40):
        game = SPEC.new_game(4, seed)
        rolls = [event for event in game.log if isinstance(event, StartRolled)]
        contenders = set(range(4))
        for event in rolls:
            assert set(event.rolls) == contenders
            top = max(event.rolls.values())
            contenders = {c for c, value in event.rolls.items() if value == top}
        assert len(contenders) == 1
        assert game.state.roller == contenders.pop()
        assert game.log[-1] == RoundStarted(1, game.state.roller, game.state.roller)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_setup_deals_valid_lots(seats: int) -> None:
    for seed in range(30):
        game = SPEC.new_game(seats, seed)
        (dealt,) = [event for event in game.log if isinstance(event, LotsDealt)]
        assert all(len(lot) == 4 and len(set(lot)) >= 2 for lot in dealt.lots)
        cubes = Counter(cube for lot in dealt.lots for cube in lot)
        assert cubes == {colour: CUBES_PER_COLOUR for colour in range(4)}
        assert [list(lot) for lot in dealt.lots] == game.state.lots
        assert game.state.broker == 0  # BS-D13


# -- player counts -----------------------------------------------------------------


def test_three_seats_neutral_colour_never_acts_and_scores_for_nobody() -> None:
    game = scripted_game(3, dice=[1], roller=2)
    assert game.state.bidders == [0, 1, 2]
    game.apply(Roll(2))
    assert game.current_seat == 0
    game.apply(Pass(0))
    game.apply(Bid(1, 2))
    game.apply(Pass(2))
    assert game.state.buyer == 1 and game.current_seat == 1
    assert game.state.roller == 2
    at_placement(game, buyer=1, cubes=[PURPLE])
    game.state.region_cubes[REGION["e21"]] = [1, 1, 0, 4]
    events = game.apply(PlaceCube(1, PURPLE, REGION["e21"]))
    assert RegionSold(REGION["e21"], PURPLE, None, (1, 1, 0, 5), 6, at_end=False) in events
    assert events[-1] == RoundStarted(2, 0, 0)  # the neutral colour is skipped
    assert len(game.scores()) == 3
    assert game.colour_fortunes()[PURPLE] == 0


def test_two_seats_run_two_colours_each_with_separate_money() -> None:
    game = scripted_game(2, dice=[1], roller=3)
    assert [game.seat_of(c) for c in range(4)] == [0, 1, 0, 1]
    game.apply(Roll(1))
    assert game.state.to_bid == 0 and game.current_seat == 0
    game.apply(Bid(0, 4))  # colour 0
    game.apply(Bid(1, 5))  # colour 1
    game.apply(Bid(0, 6))  # colour 2, the same seat's second colour
    for seat in (1, 0, 1):
        game.apply(Pass(seat))
    assert game.state.buyer == 2 and game.state.cash == [10, 10, 4, 10]
    # x2 only for the same colour: seat 0 owns park A with colour 0, A9 with colour 2.
    owners: list[int | None] = [None] * len(REGIONS)
    owners[REGION["park_a"]], owners[REGION["a9"]] = 0, 2
    assert region_values(owners, 0) + region_values(owners, 2) == 9
    owners[REGION["a10"]] = 0
    assert region_values(owners, 0) == 20


def test_two_seats_score_both_colours_and_count_their_regions_together() -> None:
    game = scripted_game(2)
    events = _finish(game, {REGION["e21"]: [0, 0, 2, 0], REGION["e20"]: [0, 1, 0, 0]})
    # Seat 0: colour 0 owns park B (the last cube), colour 2 owns E21.
    assert game.state.region_owner[REGION["park_b"]] == 0
    fortunes = game.colour_fortunes()
    assert game.scores() == [fortunes[0] + fortunes[2], fortunes[1] + fortunes[3]]
    assert game.regions_owned(0) == [REGION["park_b"], REGION["e21"]]
    assert game.winners() == [0]
    assert events[-1] == GameEnded((41, 40), (0,))


# -- hidden money variant (BS-D17) -------------------------------------------------


def test_hidden_money_keeps_cash_and_loans_private() -> None:
    game = scripted_game(dice=[1], roller=3, options={"hidden_money": True})
    game.apply(Roll(3))
    game.apply(Bid(0, 10))
    events = game.apply(TakeLoan(1))
    secret = LoanTakenPrivately(visible_to=(1,), seat=1, colour=1, proceeds=9, loans=1, cash=19)
    assert events == [secret]
    for viewer in (None, 0, 2, 3):
        view = game.view(viewer)
        assert view.state.cash[1] is None and view.state.loans[1] is None
        assert not any(isinstance(e, LoanTakenPrivately) for e in view.log)
        assert view.hidden_info(1) == {"cash": None, "loans": None}
    assert game.view(0).scores() == [10, 0, 0, 0]  # the others: regions only (none yet)
    own = game.view(1)
    assert own.scores()[1] == 19 - 10
    assert own.state.cash[1] == 19 and own.legal_actions() == game.legal_actions()
    assert own.hidden_info(1) == {"cash": [19], "loans": [1]}
    assert game.view(0).state.cash[0] == 10


def test_BS_D17_hidden_money_allows_a_bid_above_cash() -> None:
    """The hard variant checks no bid against the bidder's secret cash."""
    game = scripted_game(dice=[1], roller=3, options={"hidden_money": True})
    game.apply(Roll(3))
    game.state.cash[0] = 4
    assert game.apply(Bid(0, 7)) == [BidMade(0, 0, 7)]
    assert Bid(1, MAX_BID) in game.legal_actions()
    assert refusal(game, Bid(1, MAX_BID + 1)) == "big_shot.error.bid_beyond_all_money"
    assert MAX_BID == 55  # 10 to start and 9 + 8 + … + 1 from nine loans: nobody has more


def test_BS_D17_a_winner_who_cannot_pay_shows_the_money_and_the_auction_restarts() -> None:
    game = scripted_game(dice=[1], roller=3, options={"hidden_money": True})
    game.apply(Roll(3))
    lot = list(game.state.lots[game.state.broker])
    game.state.cash[0] = 4
    game.apply(Bid(0, 7))
    game.apply(Pass(1))
    game.apply(Pass(2))
    events = game.apply(Pass(3))
    assert events[-1] == PaymentFailed(seat=0, colour=0, bid=7, cash=4)
    # Everybody sees what was shown; nothing was paid, no cube moved.
    for viewer in (None, 0, 1, 2, 3):
        assert game.view(viewer).log[-1] == PaymentFailed(0, 0, 7, 4)
    state = game.state
    assert state.phase is Phase.AUCTION and state.cash == [4, 10, 10, 10]
    assert state.lots[state.broker] == lot and state.in_hand == []
    # The auction starts again from the left of the roller, with every bidder in it.
    assert (state.high_bid, state.high_bidder) == (0, None)
    assert not any(state.passed) and game.current_seat == 0
    assert PaymentFailed.reveals  # shown money: undo never takes it back
    # The loser's money is on the table now: in this auction it bids what it can pay.
    assert max(a.amount for a in game.legal_actions() if isinstance(a, Bid)) == 4
    assert refusal(game, Bid(0, 5)) == "big_shot.error.bid_beyond_shown_money"
    game.apply(Bid(0, 3))
    assert Bid(1, MAX_BID) in game.legal_actions()  # the others still bid unchecked
    game.apply(Bid(1, 8))
    game.apply(Pass(2))
    game.apply(Pass(3))
    assert game.apply(Pass(0))[-1] == AuctionWon(1, 1, 8, False, tuple(lot))
    assert game.state.cash[:2] == [4, 2] and game.state.buyer == 1


def test_BS_D17_every_auction_ends_though_each_winner_fails_once() -> None:
    game = scripted_game(dice=[1], roller=3, options={"hidden_money": True})
    game.apply(Roll(3))
    failures = 0
    while game.state.phase is Phase.AUCTION:
        colour = game.state.to_bid
        if game.state.high_bidder is None and not game.state.failed[colour]:
            game.apply(Bid(colour, MAX_BID))  # more than anybody can pay
        else:
            events = game.apply(Pass(colour))
            failures += isinstance(events[-1], PaymentFailed)
    # 0, 1 and 2 fail in turn; shown, they pass, and the roller is left with no bid.
    assert failures == 3 and game.state.failed == [True, True, True, False]
    assert game.log[-1] == AuctionWon(3, 3, 0, True, tuple(game.state.in_hand))


def test_BS_D17_open_money_still_refuses_a_bid_beyond_cash() -> None:
    game = scripted_game(dice=[1], roller=3)
    game.apply(Roll(3))
    assert max(a.amount for a in game.legal_actions() if isinstance(a, Bid)) == 10
    assert refusal(game, Bid(0, 20)) == "big_shot.error.cannot_afford"


@pytest.mark.parametrize("seats", [2, 4])
def test_hidden_money_refusals_never_carry_anyones_money(seats: int) -> None:
    """A refusal stays on the shared screen: in the hard variant it may say
    only what the public table shows, never an amount of cash, a loan or its proceeds."""
    game = SPEC.new_game(seats, seed=seats, options={"hidden_money": True})
    bot = RandomBot(seats)
    refusals: Counter[str] = Counter()
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        if game.state.phase is Phase.AUCTION:
            public = game.view(None)
            tries = [Bid(seat, amount) for amount in range(MAX_BID + 3)]
            for action in [*tries, Pass(seat), TakeLoan(seat)]:
                try:
                    game.check(action)
                except IllegalAction as error:
                    refusals[error.key] += 1
                    allowed = {"minimum": public.min_bid(), "maximum": MAX_BID}
                    for name, value in error.params.items():
                        assert allowed.get(name) == value, (error.key, error.params)
        game.apply(bot.choose(game.view(seat)))
    assert refusals["big_shot.error.bid_too_low"] and refusals["big_shot.error.no_loan_now"]


def test_hidden_money_is_revealed_when_the_game_ends() -> None:
    game = scripted_game(options={"hidden_money": True})
    events = _finish(game, {})
    assert isinstance(events[-2], FortunesCounted)
    assert game.view(None).state.cash == [10, 10, 10, 10]


# -- whole games -------------------------------------------------------------------


@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("hidden", [False, True])
def test_money_and_cubes_are_conserved_in_random_playouts(seats: int, hidden: bool) -> None:
    for seed in range(3):
        game = SPEC.new_game(seats, seed, {"hidden_money": hidden})
        bot = RandomBot(seed)
        bidders = len(game.state.bidders)
        while not game.is_over:
            game.apply(bot.choose(game.view(game.current_seat)))
            state = game.state
            on_lots = sum(len(lot) for lot in state.lots) + len(state.in_hand)
            in_regions = sum(map(sum, state.region_cubes)) + sum(
                owner is not None for owner in state.region_owner
            )
            assert on_lots + in_regions + state.removed == 72
            assert all(sum(counts) < 7 for counts in state.region_cubes)
        paid = sum(e.price for e in game.log if isinstance(e, AuctionWon))
        lent = sum(e.proceeds for e in game.log if isinstance(e, LoanTaken | LoanTakenPrivately))
        cash = [value for value in game.state.cash if value is not None]
        assert sum(cash) == 10 * bidders + lent - paid
        assert all(value >= 0 for value in cash)
        rounds = [e for e in game.log if isinstance(e, RoundStarted)]
        assert len(rounds) == 18
        assert sum(isinstance(e, AuctionWon) for e in game.log) == 18


def test_every_region_has_a_value_and_parks_double_their_own_zone() -> None:
    assert len(REGIONS) == 13 and sum(r.is_park for r in REGIONS) == 2
    assert sorted(r.value for r in REGIONS if not r.is_park) == [
        9, 9, 10, 10, 11, 11, 16, 17, 19, 20, 21
    ]
    for park, districts in PARK_DOUBLES.items():
        assert sorted(REGIONS[d].value for d in districts) == [9, 10, 11]
        assert all(REGIONS[d].zone == REGIONS[park].zone for d in districts)


def test_registered_with_its_facts() -> None:
    assert GAMES["big_shot"] is SPEC
    assert (SPEC.min_seats, SPEC.max_seats) == (2, 4)
    assert SPEC.default_options == {"hidden_money": False}
    assert SPEC.load_coach() is not None


# -- the contract at three seats and in the hidden-money variant ----------------------


@pytest.mark.parametrize("seed", [0, 1])
def test_contract_playout_at_three_seats(seed: int) -> None:
    # tests/test_contract.py covers the minimum, default and maximum seat counts (2 and 4).
    contract_playout(SPEC, 3, seed)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_hidden_money_playout_keeps_every_secret(seats: int) -> None:
    options = {"hidden_money": True}
    game = SPEC.new_game(seats, seed=seats, options=options)
    bot = RandomBot(seats)
    step = 0
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        view = game.view(seat)
        assert view.legal_actions() == game.legal_actions()
        if step % 7 == 0:
            _assert_views_keep_secrets(game)
            for other in range(seats):
                if other != seat:
                    hidden = game.view(other).state
                    for colour in game.colours_of(seat):
                        assert hidden.cash[colour] is None and hidden.loans[colour] is None
        game.apply(bot.choose(view))
        step += 1
    _assert_views_keep_secrets(game)
    assert SPEC.from_dict(game.to_dict()).to_dict() == game.to_dict()
    replayed = SPEC.replay(seats, seats, game.options, game.history)
    assert replayed.to_dict() == game.to_dict()
    assert game.view(None).state.cash == game.state.cash  # revealed once the game is over
