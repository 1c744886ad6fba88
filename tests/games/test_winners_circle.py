"""Winner's Circle engine: RULES.md §1.11 acceptance tests WC-T1…WC-T11 and scenarios."""

from __future__ import annotations

import copy
import json
from collections.abc import Sequence
from typing import Any

import pytest

import tabletop.games.winners_circle as wc
from tabletop.bots import RandomBot
from tabletop.core import Action, GameEnded, IllegalAction, Rng
from tabletop.games import GAMES
from tabletop.games.winners_circle import (
    SPEC,
    Bet,
    Phase,
    Symbol,
    WinnersCircleEngine,
    landing,
    new_state,
    printed_space,
)
from tabletop.games.winners_circle_data import CARD_VALUES, CARDS, HORSES, PAYOUT
from tabletop.games.winners_circle_events import (
    BetPlaced,
    BettingClosed,
    CardsTurnedUp,
    ChipSettled,
    ChipsRevealed,
    DieRolled,
    FaceDownBetPlaced,
    FirstBettorChosen,
    HiddenBetPlaced,
    HorseCardDrawn,
    HorseFinished,
    HorseMoved,
    MoneySettled,
    MoveHorse,
    PaceTaken,
    PayoutKind,
    PlaceBet,
    RaceEnded,
    RaceStarted,
    Roll,
)

BLACK, WHITE, RED, BLUE, YELLOW, GREEN, PURPLE = range(HORSES)  # WC-D13's re-mapping
SUCHUL, YUMI, BYEONGSU = 0, 1, 2
HEAD, CAP, SADDLE, SHOE = 0, 3, 4, 5  # die faces for a scripted roll


def card_of(horse: int, which: int = 0) -> int:
    return horse * 4 + which


def make_game(
    seats: int,
    script: Sequence[int] = (),
    first: Sequence[int] = (BLACK, WHITE, RED, BLUE, YELLOW, GREEN, PURPLE),
    options: dict[str, Any] | None = None,
) -> WinnersCircleEngine:
    """A game whose deck starts with the first card of each horse in ``first``.

    ``script`` answers the generator's draws in order: the first bettor
    (race 1), then die faces 0–5 (0–2 head, 3 cap, 4 saddle, 5 shoe).
    """
    deck = [card_of(horse) for horse in first]
    deck += [card for card in range(len(CARDS)) if card not in deck]
    merged = SPEC.merged_options(options)
    rng = Rng.scripted(list(script))
    state, events = new_state(seats, merged, rng, deck)
    return WinnersCircleEngine(spec=SPEC, seats=seats, seed=0, options=merged, state=state,
                               rng=rng, log=events)


@pytest.fixture
def seed_cards(monkeypatch: pytest.MonkeyPatch) -> None:
    """WC-T2: the seed's illustrative cards as the first card of black, white and red."""
    cards = list(CARDS)
    cards[card_of(BLACK)] = (BLACK, (5, 3, 4, 2))
    cards[card_of(WHITE)] = (WHITE, (4, 4, 3, 1))
    cards[card_of(RED)] = (RED, (3, 5, 2, 3))
    monkeypatch.setattr(wc, "CARDS", tuple(cards))


def refusal(game: WinnersCircleEngine, action: Action) -> str:
    """The translation key of the refusal; also checks that nothing changed."""
    before = json.dumps(game.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction) as error:
        game.apply(action)
    assert json.dumps(game.to_dict(), sort_keys=True) == before
    assert not str(error.value).startswith("winners_circle."), "a sentence, not a key"
    return error.value.key


def seed_bets(game: WinnersCircleEngine) -> None:
    """WC-T3's betting, re-mapped to seven horses."""
    for seat, horse, chip in [
        (SUCHUL, BLACK, 1), (YUMI, WHITE, 1), (BYEONGSU, RED, 1),
        (SUCHUL, BLUE, 1), (YUMI, YELLOW, 1), (BYEONGSU, GREEN, 1),
    ]:
        game.apply(PlaceBet(seat, horse, chip))
    assert refusal(game, PlaceBet(SUCHUL, BLACK, 2)) == "winners_circle.error.already_backed"
    for seat, horse, chip in [(SUCHUL, PURPLE, 2), (YUMI, PURPLE, 2), (BYEONGSU, BLUE, 2)]:
        game.apply(PlaceBet(seat, horse, chip))


def place(game: WinnersCircleEngine, horse: int, progress: int) -> None:
    game.state.progress[horse] = progress


# -- RULES.md §1.11 -------------------------------------------------------------------


def test_WC_T1_cards_go_to_gates_in_draw_order_and_the_pace_token_to_18() -> None:
    game = make_game(3, [SUCHUL])
    drawn = [e for e in game.log if isinstance(e, HorseCardDrawn)]
    assert [(e.horse, e.gate, e.space) for e in drawn] == [
        (BLACK, 1, 36), (WHITE, 2, 35), (RED, 3, 34), (BLUE, 4, 33),
        (YELLOW, 5, 32), (GREEN, 6, 31), (PURPLE, 7, 30),
    ]
    assert [printed_space(d) for d in game.state.progress] == [36, 35, 34, 33, 32, 31, 30]
    assert game.state.gates == [1, 2, 3, 4, 5, 6, 7]
    assert RaceStarted(race=1, pace_space=18) in game.log
    assert game.state.pace_horse is None and game.state.face_up == [True] * HORSES


def test_WC_T2_seed_card_fixtures(seed_cards: None) -> None:
    game = make_game(3, [SUCHUL])
    drawn = {e.horse: e.values for e in game.log if isinstance(e, HorseCardDrawn)}
    assert drawn[BLACK] == (5, 3, 4, 2)
    assert drawn[WHITE] == (4, 4, 3, 1)
    assert drawn[RED] == (3, 5, 2, 3)


def test_WC_T3_betting_three_circuits_one_chip_per_horse(seed_cards: None) -> None:
    game = make_game(3, [SUCHUL])
    assert FirstBettorChosen(1, SUCHUL, (0, 1, 2), False) in game.log
    seed_bets(game)
    per_horse = [sum(b.chip or 0 for b in game.state.bets if b.horse == h) for h in range(HORSES)]
    assert per_horse == [1, 1, 1, 3, 1, 1, 4]
    assert game.log[-1] == BettingClosed(race=1, seat=SUCHUL)
    assert game.current_seat == SUCHUL and game.legal_actions() == [Roll(SUCHUL)]


def test_WC_T4_black_runs_five_from_36_to_space_5(seed_cards: None) -> None:
    game = make_game(3, [SUCHUL, HEAD])
    seed_bets(game)
    assert game.apply(Roll(SUCHUL)) == [DieRolled(SUCHUL, Symbol.HEAD, HEAD)]
    events = game.apply(MoveHorse(SUCHUL, BLACK))
    assert events == [HorseMoved(SUCHUL, BLACK, Symbol.HEAD, 5, 36, 41, 41, 36, 5, False)]
    assert game.state.progress[BLACK] == 41 and not game.state.face_up[BLACK]
    assert game.current_seat == YUMI


def test_WC_T5_white_runs_four_to_space_3_unblocked(seed_cards: None) -> None:
    game = make_game(3, [SUCHUL, HEAD, CAP])
    seed_bets(game)
    game.apply(Roll(SUCHUL))
    game.apply(MoveHorse(SUCHUL, BLACK))
    game.apply(Roll(YUMI))
    moved = game.apply(MoveHorse(YUMI, WHITE))[0]
    assert moved == HorseMoved(YUMI, WHITE, Symbol.CAP, 4, 35, 39, 39, 35, 3, False)
    assert not game.state.face_up[WHITE]


def test_WC_T5b_white_is_blocked_by_black_and_stops_one_behind(
    seed_cards: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    cards = list(wc.CARDS)
    cards[card_of(WHITE)] = (WHITE, (4, 6, 3, 1))
    monkeypatch.setattr(wc, "CARDS", tuple(cards))
    game = make_game(3, [SUCHUL, HEAD, CAP])
    seed_bets(game)
    game.apply(Roll(SUCHUL))
    game.apply(MoveHorse(SUCHUL, BLACK))
    game.apply(Roll(YUMI))
    moved = game.apply(MoveHorse(YUMI, WHITE))[0]
    assert moved == HorseMoved(YUMI, WHITE, Symbol.CAP, 6, 35, 41, 40, 35, 4, True)


def test_WC_T6_fully_blocked_horse_stays_and_its_card_is_flipped() -> None:
    game = make_game(3, [SUCHUL, SADDLE])
    seed_bets(game)
    # Red's first card (7, 3, 3, 3): saddle moves 3 steps.
    place(game, RED, 40)
    place(game, BLACK, 41)
    place(game, WHITE, 42)
    place(game, BLUE, 43)
    game.apply(Roll(SUCHUL))
    events = game.apply(MoveHorse(SUCHUL, RED))
    assert events == [HorseMoved(SUCHUL, RED, Symbol.SADDLE, 3, 40, 43, 40, 4, 4, True)]
    assert game.state.progress[RED] == 40 and not game.state.face_up[RED]
    assert game.current_seat == YUMI, "the move counts as the turn"


def test_WC_T7_face_down_card_is_refused_and_the_last_flip_turns_all_up() -> None:
    game = make_game(3, [SUCHUL, HEAD, HEAD, HEAD, HEAD, HEAD, HEAD, HEAD, HEAD])
    seed_bets(game)
    game.apply(Roll(SUCHUL))
    game.apply(MoveHorse(SUCHUL, BLACK))
    game.apply(Roll(YUMI))
    assert refusal(game, MoveHorse(YUMI, BLACK)) == "winners_circle.error.card_face_down"
    assert MoveHorse(YUMI, BLACK) not in game.legal_actions()
    seat = YUMI
    for horse in (WHITE, RED, BLUE, YELLOW, GREEN):
        game.apply(MoveHorse(seat, horse))
        seat = (seat + 1) % 3
        game.apply(Roll(seat))
    assert game.legal_actions() == [MoveHorse(seat, PURPLE)]
    events = game.apply(MoveHorse(seat, PURPLE))
    assert events[-1] == CardsTurnedUp(tuple(range(HORSES)))
    assert game.state.face_up == [True] * HORSES


def _finish_setup(race: int, p3_money: int) -> WinnersCircleEngine:
    """Blue won, white is second and pace horse is blue; red is about to finish third.

    Bets: P1 a 2 and P2 a 1 on blue (bets 3), P3 a 1 on green, the rearmost horse.
    """
    game = make_game(3, [SUCHUL, HEAD])
    state = game.state
    state.race = race
    state.phase = Phase.ROLL
    state.hands = [[], [], []]
    state.bets = [Bet(0, BLUE, 2), Bet(1, BLUE, 1), Bet(2, GREEN, 1)]
    state.money = [0, 0, p3_money]
    state.finished = [BLUE, WHITE]
    state.pace_horse = BLUE
    for horse, progress in [(BLUE, 75), (WHITE, 74), (RED, 70), (BLACK, 60), (YELLOW, 58),
                            (GREEN, 50), (PURPLE, 55)]:
        place(game, horse, progress)
    state.to_move = 0
    return game


def test_WC_T8_payouts_with_pace_bonus_and_a_penalty_capped_at_what_one_has() -> None:
    game = _finish_setup(race=1, p3_money=50)
    game.apply(Roll(0))
    events = game.apply(MoveHorse(0, RED))  # red: head 7 from 70 finishes third
    assert HorseFinished(RED, 3) in events
    assert RaceEnded(1, (BLUE, WHITE, RED), GREEN, BLUE) in events
    settled = [e for e in events if isinstance(e, ChipSettled)]
    assert settled == [
        ChipSettled(0, BLUE, 2, PayoutKind.WIN, 500, 1, 1000),
        ChipSettled(0, BLUE, 2, PayoutKind.PACE, 100, 1, 200),
        ChipSettled(1, BLUE, 1, PayoutKind.WIN, 500, 1, 500),
        ChipSettled(1, BLUE, 1, PayoutKind.PACE, 100, 1, 100),
        ChipSettled(2, GREEN, 1, PayoutKind.LAST, 100, 1, -100),
    ]
    assert [e for e in events if isinstance(e, MoneySettled)] == [
        MoneySettled(0, 1200, 0, 0, 1200),
        MoneySettled(1, 600, 0, 0, 600),
        MoneySettled(2, 0, 100, 50, 0),
    ]
    assert game.state.money == [1200, 600, 0]


def test_WC_T9_race_3_doubles_gains_and_losses() -> None:
    game = _finish_setup(race=3, p3_money=500)
    game.apply(Roll(0))
    events = game.apply(MoveHorse(0, RED))
    assert [e for e in events if isinstance(e, MoneySettled)] == [
        MoneySettled(0, 2400, 0, 0, 2400),
        MoneySettled(1, 1200, 0, 0, 1200),
        MoneySettled(2, 0, 200, 200, 300),
    ]
    assert game.is_over and game.winners() == [0]
    assert events[-1] == GameEnded((2400, 1200, 300), (0,))


def test_WC_T10_the_third_finisher_ends_the_race_at_once() -> None:
    game = _finish_setup(race=1, p3_money=0)
    game.apply(Roll(0))
    before = list(game.state.progress)
    events = game.apply(MoveHorse(0, RED))
    ended = next(e for e in events if isinstance(e, RaceEnded))
    assert ended.last_horse == GREEN  # the smallest progress on the track (WC-D19)
    assert not any(isinstance(e, HorseMoved) and e.horse != RED for e in events)
    # The next race is being prepared: no further racing turn in race 1.
    assert game.state.race == 2 and game.state.phase is Phase.BETTING
    assert all(isinstance(a, PlaceBet) for a in game.legal_actions())
    assert before[GREEN] == 50


def test_WC_T11_a_horse_a_lap_behind_still_blocks() -> None:
    progress = [68, 35, 40, 41, 42, 43, 44]  # A = black on space 32, B = white never moved
    running = [True] * HORSES
    assert landing(progress, running, BLACK, 3) == 70
    assert printed_space(70) == 34
    assert progress[WHITE] < 70 and printed_space(progress[WHITE]) > printed_space(70)


# -- further rules ------------------------------------------------------------------------


def test_duplicate_cards_go_under_the_deck() -> None:
    # Black's second card comes up right after black's first one.
    deck = [card_of(BLACK), card_of(BLACK, 1), card_of(WHITE)]
    deck += [c for c in range(len(CARDS)) if c not in deck]
    rng = Rng.scripted([0])
    state, events = new_state(2, SPEC.default_options, rng, deck)
    drawn = [e for e in events if isinstance(e, HorseCardDrawn)]
    assert drawn[1] == HorseCardDrawn(1, card_of(WHITE), WHITE, CARD_VALUES[WHITE][0], 2, 35,
                                      returned=(card_of(BLACK, 1),))
    returned = [card for e in drawn for card in e.returned]
    assert state.deck[-len(returned):] == returned, "under the deck, in the order drawn"
    assert len(state.deck) == len(CARDS) - HORSES
    assert state.gates[WHITE] == 2 and state.cards[BLACK] == card_of(BLACK)


def test_richest_bets_first_later_and_ties_are_drawn() -> None:
    game = _finish_setup(race=1, p3_money=0)
    game._rng = Rng.scripted([HEAD])
    game.apply(Roll(0))
    events = game.apply(MoveHorse(0, RED))
    assert FirstBettorChosen(2, 0, (0,), True) in events
    assert game.current_seat == 0
    assert len(game.state.discard) == HORSES
    # A tie among the richest is drawn at random among them.
    tied = _finish_setup(race=1, p3_money=0)
    tied.state.bets = [Bet(0, BLUE, 1), Bet(1, BLUE, 1)]
    tied._rng = Rng.scripted([HEAD, 1])
    tied.apply(Roll(0))
    events = tied.apply(MoveHorse(0, RED))
    assert FirstBettorChosen(2, 1, (0, 1), True) in events
    assert tied.current_seat == 1


def test_decks_shrink_by_seven_cards_per_race() -> None:
    game = SPEC.new_game(3, seed=5)
    bot = RandomBot(5)
    sizes = {1: len(game.state.deck) + 7}
    while not game.is_over:
        race = game.state.race
        game.apply(bot.choose(game.view(game.current_seat)))
        if game.state.race != race:
            sizes[game.state.race] = len(game.state.deck) + 7
    assert sizes == {1: 28, 2: 21, 3: 14}


def test_no_pace_bonus_when_the_pace_horse_misses_the_podium() -> None:
    game = _finish_setup(race=1, p3_money=0)
    game.state.pace_horse = YELLOW
    game.state.bets = [Bet(0, YELLOW, 2), Bet(1, BLUE, 1)]
    game.apply(Roll(0))
    events = game.apply(MoveHorse(0, RED))
    kinds = [(e.seat, e.kind) for e in events if isinstance(e, ChipSettled)]
    assert kinds == [(1, PayoutKind.WIN)]
    assert game.state.money == [0, PAYOUT[1][0], 0]


def test_refusals_are_sentences() -> None:
    game = make_game(3, [SUCHUL, HEAD])
    assert refusal(game, Roll(SUCHUL)) == "winners_circle.error.bet_first"
    assert refusal(game, MoveHorse(SUCHUL, BLACK)) == "winners_circle.error.bet_first"
    assert refusal(game, PlaceBet(SUCHUL, 7, 1)) == "winners_circle.error.no_such_horse"
    assert refusal(game, PlaceBet(SUCHUL, BLACK, 0)) == "winners_circle.error.no_such_chip"
    assert refusal(game, PlaceBet(YUMI, BLACK, 1)) == "core.error.not_your_turn"
    seed_bets(game)
    assert refusal(game, PlaceBet(SUCHUL, RED, 1)) == "winners_circle.error.betting_closed"
    assert refusal(game, MoveHorse(SUCHUL, BLACK)) == "winners_circle.error.roll_first"
    game.apply(Roll(SUCHUL))
    assert refusal(game, Roll(SUCHUL)) == "winners_circle.error.already_rolled"
    game.state.finished = [RED]
    assert refusal(game, MoveHorse(SUCHUL, RED)) == "winners_circle.error.horse_finished"


def test_a_finishing_move_takes_the_pace_token_when_nobody_has_it() -> None:
    game = _finish_setup(race=1, p3_money=0)
    game.state.pace_horse = None
    game.apply(Roll(0))
    events = game.apply(MoveHorse(0, RED))
    assert PaceTaken(RED, 18) in events


# -- the hidden-bets variant ----------------------------------------------------------


def test_hidden_bets_four_face_down_circuits_revealed_at_the_payout() -> None:
    game = make_game(2, [0], options={"hidden_bets": True})
    assert game.state.hands == [[0, 1, 1, 2], [0, 1, 1, 2]]
    plan = [(0, BLACK, 0), (1, BLACK, 2), (0, WHITE, 2), (1, RED, 1),
            (0, RED, 1), (1, BLUE, 1), (0, BLUE, 1), (1, WHITE, 0)]
    for seat, horse, chip in plan:
        events = game.apply(PlaceBet(seat, horse, chip))
        assert events[0] == HiddenBetPlaced(seat=seat, horse=horse, chip=chip, visible_to=(seat,))
        assert events[0].redacted_for(1 - seat) == FaceDownBetPlaced(seat, horse)
    assert game.state.phase is Phase.ROLL
    # Each seat sees its own values and only the places of the other's chips.
    view = game.view(0)
    assert [(b.seat, b.horse, b.chip) for b in view.state.bets] == [
        (0, BLACK, 0), (1, BLACK, None), (0, WHITE, 2), (1, RED, None),
        (0, RED, 1), (1, BLUE, None), (0, BLUE, 1), (1, WHITE, None),
    ]
    assert view.hidden_info(1) == {"face_down_chips": {}}
    assert game.hidden_info(1) == {"face_down_chips": {"0": 2, "2": 1, "3": 1, "1": 0}}
    assert not any(isinstance(e, BetPlaced) for e in game.view(None).log)
    # Race to the end: the chips turn face up before the payout.
    bot = RandomBot(3)
    while game.state.race == 1:
        events = game.apply(bot.choose(game.view(game.current_seat)))
    revealed = next(e for e in events if isinstance(e, ChipsRevealed))
    assert sorted(revealed.chips) == sorted((s, h, c) for s, h, c in plan)
    zero_lines = [e for e in events if isinstance(e, ChipSettled) and e.chip == 0]
    assert zero_lines == [], "a 0-chip earns and costs nothing"
    assert game.state.hands == [[0, 1, 1, 2], [0, 1, 1, 2]]


def test_every_chance_result_is_an_event() -> None:
    game = SPEC.new_game(3, seed=8)
    bot = RandomBot(8)
    while not game.is_over:
        action = bot.choose(game.view(game.current_seat))
        events = game.apply(action)
        if isinstance(action, Roll):
            assert len(events) == 1 and isinstance(events[0], DieRolled)
            assert events[0].reveals
    kinds = {type(e) for e in game.log}
    assert {HorseCardDrawn, FirstBettorChosen, DieRolled, HorseMoved} <= kinds


@pytest.mark.parametrize("hidden", [False, True])
def test_money_matches_the_bank_ledger_and_horses_never_share_a_space(hidden: bool) -> None:
    for seed in range(6):
        game = SPEC.new_game(2 + seed % 5, seed, {"hidden_bets": hidden})
        bot = RandomBot(seed)
        while not game.is_over:
            game.apply(bot.choose(game.view(game.current_seat)))
            state = game.state
            spaces = [printed_space(state.progress[h]) for h in range(HORSES)
                      if h not in state.finished]
            assert len(spaces) == len(set(spaces))
            assert all(money >= 0 for money in state.money)
            assert sum(state.money) == state.bank_paid - state.bank_received
        assert game.scores() == game.state.money


def test_registered_with_a_coach_and_hidden_information() -> None:
    spec = GAMES["winners_circle"]
    assert (spec.min_seats, spec.max_seats) == (2, 6)
    assert spec.has_hidden_information
    assert not spec.hides_information({}) and spec.hides_information({"hidden_bets": True})
    assert spec.load_coach() is not None
    assert spec.merged_options({"hidden_bets": True}) == {"hidden_bets": True}


def test_a_copied_state_shares_nothing_mutable() -> None:
    game = make_game(3, [SUCHUL])
    game.apply(PlaceBet(SUCHUL, BLACK, 2))
    state = game.state
    twin = copy.deepcopy(state)
    assert twin == state
    for name, value in vars(state).items():
        if isinstance(value, list):
            assert getattr(twin, name) is not value, name
    assert twin.bets[0] is not state.bets[0]
    assert all(a is not b for a, b in zip(twin.hands, state.hands, strict=True))
