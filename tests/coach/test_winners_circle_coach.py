"""Winner's Circle coach: a pure, reproducible function of one seat's view."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tabletop.bots import RandomBot
from tabletop.coach.winners_circle import ODDS_SAMPLES, WinnersCircleAdvice, advise
from tabletop.core import Rng
from tabletop.games.winners_circle import (
    SPEC,
    Bet,
    Phase,
    WinnersCircleEngine,
    new_state,
)
from tabletop.games.winners_circle_data import CARDS, HORSES
from tabletop.games.winners_circle_events import (
    MoveHorse,
    Roll,
)
from tests.tools.check_coaches import check_winners_circle

HEAD = 0
LARGEST_ERROR = 0.03
"""The coach's 4,000 races against 20,000 engine races: standard errors of 0.8 and 0.35
points at most, so over 50 positions of 35 figures each the largest gap stays under 3."""


def racing_game(script: list[int], bets: list[Bet]) -> WinnersCircleEngine:
    """Three seats, race 1, cards in horse order, bets down, seat 0 about to roll."""
    deck = [horse * 4 for horse in range(HORSES)]
    deck += [card for card in range(len(CARDS)) if card not in deck]
    rng = Rng.scripted([0, *script])
    state, events = new_state(3, SPEC.default_options, rng, deck)
    state.hands = [[], [], []]
    state.bets = bets
    state.phase = Phase.ROLL
    return WinnersCircleEngine(spec=SPEC, seats=3, seed=0, options=SPEC.default_options,
                               state=state, rng=rng, log=events)


def test_the_spec_names_this_coach() -> None:
    assert SPEC.load_coach() is advise


def test_chances_add_up_for_every_place() -> None:
    game = SPEC.new_game(3, seed=2)
    advice = advise(game.view(game.current_seat))
    assert isinstance(advice, WinnersCircleAdvice)
    assert len(advice.horses) == HORSES and advice.samples == ODDS_SAMPLES
    for field in ("win", "place", "show", "last"):
        assert sum(getattr(h, field) for h in advice.horses) == pytest.approx(1.0)
    assert all(0 <= h.pace_bonus <= h.win + h.place + h.show + 1e-9 for h in advice.horses)


def test_same_view_same_advice_without_touching_the_global_generator() -> None:
    game = SPEC.new_game(4, seed=6)
    view = game.view(game.current_seat)
    random.seed(99)
    first = advise(view)
    after_first = random.random()
    random.seed(99)
    random.random()
    second = advise(view)
    random.seed(99)
    assert random.random() == after_first, "the coach must not draw from module-level random"
    assert first == second


def test_a_horse_near_the_line_is_the_favourite_and_a_finished_one_is_certain() -> None:
    game = racing_game([HEAD], [Bet(0, 0, 2)])
    game.state.progress[0] = 70  # black: three steps from the finish
    advice = advise(game.view(0))
    assert advice.horses[0].win > 0.8
    assert advice.horses[0].last == 0
    game.state.finished = [0]
    game.state.progress[0] = 75
    advice = advise(game.view(0))
    assert advice.horses[0].win == 1.0
    assert max(h.win for h in advice.horses[1:]) == 0.0


def test_betting_advice_names_a_horse_the_seat_may_still_back() -> None:
    game = SPEC.new_game(3, seed=10)
    bot = RandomBot(10)
    for _ in range(4):
        game.apply(bot.choose(game.view(game.current_seat)))
    seat = game.current_seat
    assert seat is not None
    advice = advise(game.view(seat))
    assert advice.best_bet is not None and not game.state.backs(seat, advice.best_bet)
    best = advice.horses[advice.best_bet].chip_value
    assert all(best >= h.chip_value for h in advice.horses if not game.state.backs(seat, h.horse))


def test_more_chips_on_a_horse_lower_what_another_point_earns() -> None:
    game = SPEC.new_game(3, seed=12)
    seat = game.current_seat
    lone = advise(game.view(seat)).horses[2].chip_value
    game.state.bets = [Bet((seat + 1) % 3, 2, 2), Bet((seat + 2) % 3, 2, 2)]
    crowded = advise(game.view(seat)).horses[2].chip_value
    assert crowded < lone


def test_after_a_roll_the_coach_values_each_horse_the_seat_may_move() -> None:
    # Seat 0 backs only yellow, whose head moves it 8.
    bets = [Bet(0, 4, 2), Bet(1, 0, 2), Bet(2, 2, 2), Bet(1, 1, 1), Bet(2, 3, 1)]
    game = racing_game([HEAD], bets)
    assert advise(game.view(0)).move_values == ()
    game.apply(Roll(0))
    advice = advise(game.view(0))
    assert [horse for horse, _ in advice.move_values] == [
        a.horse for a in game.legal_actions() if isinstance(a, MoveHorse)
    ]
    assert advice.best_move == 4


def test_hidden_bets_are_advised_from_the_seat_own_view() -> None:
    game = SPEC.new_game(3, seed=13, options={"hidden_bets": True})
    bot = RandomBot(13)
    while game.state.phase is Phase.BETTING:
        game.apply(bot.choose(game.view(game.current_seat)))
    view = game.view(game.current_seat)
    assert any(bet.chip is None for bet in view.state.bets)
    advice = advise(view)
    assert advice.seat == game.current_seat and len(advice.horses) == HORSES


def test_no_advice_once_the_game_is_over() -> None:
    game = SPEC.new_game(2, seed=14)
    bot = RandomBot(14)
    while not game.is_over:
        game.apply(bot.choose(game.view(game.current_seat)))
    assert advise(game.view(0)).horses == ()


def test_the_same_position_reads_the_same_odds_before_and_after_the_roll() -> None:
    """One position showed 6 % and then 8 %. The odds depend on the race
    position only (not on who is to move or whether the die is rolled), and there are
    enough simulated races that another sample of the same size agrees within about a
    percentage point."""
    from tabletop.bots.winners_circle_search import Odds, Track, outcomes

    bets = [Bet(0, 4, 2), Bet(1, 0, 2), Bet(2, 2, 2), Bet(1, 1, 1), Bet(2, 3, 1)]
    game = racing_game([HEAD], bets)
    before = advise(game.view(0)).horses
    seen_by_other = advise(game.view(1)).horses
    game.apply(Roll(0))
    after = advise(game.view(0)).horses
    assert [(h.win, h.place, h.show, h.last) for h in before] == \
        [(h.win, h.place, h.show, h.last) for h in after] == \
        [(h.win, h.place, h.show, h.last) for h in seen_by_other]
    other = Odds.of(outcomes(Track.of(game.state), ODDS_SAMPLES, random.Random(12345)))
    for horse in range(HORSES):
        assert abs(other.places[horse][0] - before[horse].win) < 0.03


def test_the_coach_values_each_chip_the_seat_has_down() -> None:
    """Before a roll a thoughtful player weighs their own chips: each one's expected
    money this race, from the same odds as the table shows."""
    bets = [Bet(0, 4, 2), Bet(0, 1, 1), Bet(1, 4, 1), Bet(2, 2, 2)]
    game = racing_game([HEAD], bets)
    game.state.progress[4] = 71  # yellow: about to win
    advice = advise(game.view(0))
    assert [(horse, chip) for horse, chip, _ in advice.own_bets] == [(4, 2), (1, 1)]
    assert advice.bets_on[4] == 3.0
    yellow = advice.horses[4]
    assert advice.own_bets[0][2] == pytest.approx(2 * yellow.chip_value)
    assert advice.own_bets[0][2] > 2 * 400  # a likely win at 3 points pays 500 a point


def test_asked_from_the_public_table_the_coach_tells_odds_only() -> None:
    """Hidden bets, a person's public roll (no curtain): the coach speaks from the public
    view, where the mover's chips are face down too, so it tells the odds and nothing
    "for you" that would give their chips away."""
    game = SPEC.new_game(3, seed=13, options={"hidden_bets": True})
    bot = RandomBot(13)
    while game.state.phase is not Phase.MOVE:
        game.apply(bot.choose(game.view(game.current_seat)))
    public = advise(game.view(None))
    assert len(public.horses) == HORSES
    assert public.own_bets == () and public.move_values == () and public.best_move is None
    private = advise(game.view(game.current_seat))
    assert private.own_bets and private.best_move is not None
    assert [h.win for h in public.horses] == [h.win for h in private.horses]


# -- against the engine's own races (tests/tools/check_coaches.py) ------------------


def test_odds_and_advice_agree_with_races_run_by_the_engine() -> None:
    # One position while betting and one after a roll; 2,000 engine races leave a chance
    # within about 3 points of the truth, the coach's 4,000 within 2.
    report = check_winners_circle(2, races=2000, move_samples=200, seed=3)
    assert report.positions == 2 and report.bet_checks + report.move_checks >= 1
    assert report.largest_error < 0.06, report.where
    assert report.clearly_worse == []


def test_the_check_catches_odds_that_are_off() -> None:
    def off(view: WinnersCircleEngine) -> WinnersCircleAdvice:
        advice = advise(view)
        shifted = tuple(replace(horse, win=min(1.0, horse.win + 0.1)) for horse in advice.horses)
        return replace(advice, horses=shifted)

    report = check_winners_circle(1, races=500, move_samples=50, seed=3, advise=off)
    assert report.largest_error > 0.06


@pytest.mark.slow
def test_odds_and_advice_agree_with_the_engine_on_fifty_positions() -> None:
    report = check_winners_circle(50, races=20_000, move_samples=2000, seed=1)
    print(f"largest absolute error {report.largest_error:.4f} ({report.where}); "
          f"{report.bet_checks} bets, {report.move_checks} moves advised")
    assert report.largest_error < LARGEST_ERROR, report.where
    assert report.clearly_worse == []
