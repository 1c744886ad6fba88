"""Wizard Extreme's optional variants (RULES.md §3.8) as setup options: the three-seat
magician base of 5 [X6], the designer's series [X4] and the short game (a house rule,
WE-D19); random playouts with every option keep the engine's invariants."""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.bots import RandomBot, make_bot
from tabletop.games.wizard_extreme import (
    COLOURS,
    SPEC,
    Card,
    MagicianTaken,
    PlayCard,
    Predict,
    RoundScored,
    RoundStarted,
    TakeMagician,
    WizardExtremeEngine,
    deal_round,
)
from tabletop.i18n import catalog
from tests.games.test_wizard_extreme import play, pool_and_seals_conserved, refusal

Y, B, P, G, R = COLOURS
A_, B_, C_, D_ = 0, 1, 2, 3
OPTION_SETS: list[dict[str, Any]] = [
    {"magician_base": 5}, {"series": True}, {"series": True, "magician_base": 5},
    {"series": "short"}]


def one_trick(seats: int, options: dict[str, Any], magician: int | None = None, *,
              predict: bool = True) -> WizardExtremeEngine:
    """A round of a single trick, blue led: seat 0 wins it with blue 9 holding no seal.
    Every seat predicts nothing (``magician`` takes the magician) unless not ``predict``."""
    game = SPEC.new_game(seats, 0, options)
    assert isinstance(game, WizardExtremeEngine)
    game.state.dealer = seats - 1
    hands = [[Card(B, 9 - seat)] for seat in range(seats)]
    game.log = deal_round(game.state, seats, game.rng, hands)
    for seat in range(seats if predict else 0):
        play(game, TakeMagician(seat) if seat == magician else Predict(seat))
    return game


def last_trick_penalties(game: WizardExtremeEngine) -> tuple[int, ...]:
    events = play(game, *(PlayCard(seat, Card(B, 9 - seat)) for seat in range(game.seats)))
    return next(e for e in events if isinstance(e, RoundScored)).penalties


def test_the_variants_are_setup_options_with_labels_in_every_language() -> None:
    assert {option.key: option.default for option in SPEC.options} == {
        "magician_base": 4, "series": False}
    for language in ("en", "ko"):
        texts = catalog(language)
        for option in SPEC.options:
            assert f"wizard_extreme.option.{option.key}" in texts, (language, option.key)
            for value in option.choices:
                spelling = str(value).lower()
                assert f"wizard_extreme.option.{option.key}.{spelling}" in texts, spelling


def test_three_players_may_play_the_magician_from_five() -> None:
    # §3.8 [X6]: B is the magician, A wins the only trick and takes a black seal.
    assert last_trick_penalties(one_trick(3, {}, magician=B_))[B_] == 3
    game = one_trick(3, {"magician_base": 5}, magician=B_)
    assert game.magician_cost(B_) == 5 and MagicianTaken(B_, 5) in game.log
    assert last_trick_penalties(game)[B_] == 4
    # Four and five seats keep the base of 4: the variant is for three players only.
    assert one_trick(4, {"magician_base": 5}, magician=B_).magician_cost(B_) == 4


@pytest.mark.parametrize(("seats", "rounds"), [(3, 9), (4, 8), (5, 10)])
def test_the_series_plays_nine_eight_or_ten_rounds(seats: int, rounds: int) -> None:
    game = SPEC.new_game(seats, seats, {"series": True})
    bot = RandomBot(seats)
    while not game.is_over:
        game.apply(bot.choose(game.view(game.current_seat)))
    started = [e.round for e in game.log if isinstance(e, RoundStarted)]
    assert started == list(range(1, rounds + 1)) and game.state.rounds == rounds


@pytest.mark.parametrize(("seats", "rounds"), [(3, 3), (4, 2), (5, 3)])
def test_the_short_game_plays_half_the_rounds_and_is_otherwise_standard(seats: int,
                                                                        rounds: int) -> None:
    # WE-D19 (INVENTED, a house rule): I/024 asked for a shorter game than 6 rounds.
    game = SPEC.new_game(seats, seats, {"series": "short"})
    assert isinstance(game, WizardExtremeEngine)
    bot = make_bot("wizard_extreme", "easy", seats)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        assert game.magician_cost(seat) == 4 and not game.magician_secures_win(seat)
        game.apply(bot.choose(game.view(seat)))
    started = [e.round for e in game.log if isinstance(e, RoundStarted)]
    assert started == list(range(1, rounds + 1)) and game.state.rounds == rounds
    # A replay (saves and the replay viewer rebuild games so) reaches the same end.
    again = SPEC.replay(seats, seats, game.options, game.history)
    assert again.scores() == game.scores() and again.is_over


def test_the_short_game_and_the_series_are_kept_for_replays_but_not_in_the_statistics() -> None:
    """The series' totals, over 8 to 10 rounds with dearer magicians, stood in the same
    averages and best scores as the standard game's."""
    from tabletop import storage
    from tabletop.core.seats import SeatConfig, SeatKind

    assert SPEC.default_options["series"] is False  # the standard game stays the default
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1),
             SeatConfig("Robo", 2, kind=SeatKind.COMPUTER, level="easy")]
    for options, counted in (({"series": "short"}, 0), ({"series": True}, 0), ({}, 1)):
        game = SPEC.new_game(3, 1, options)
        bot = RandomBot(1)
        while not game.is_over:
            game.apply(bot.choose(game.view(game.current_seat)))
        assert storage.record_finished(SPEC, game, seats) == []
        assert storage.game_stats("wizard_extreme").finished == counted
    assert len(storage.list_finished("wizard_extreme")) == 3  # each kept to replay


def test_in_the_series_the_magician_costs_one_more_each_time() -> None:
    game = one_trick(4, {"series": True}, magician=None)
    state = game.state
    state.totals = [10, 12, 9, 20]
    state.magician_takes = [0, 1, 2, 0]
    assert [game.magician_cost(seat) for seat in range(4)] == [4, 5, 6, 4]
    # The clear last-placed seat pays the plain base, however often it took the magician.
    state.magician_takes[D_] = 3
    assert game.magician_cost(D_) == 4
    state.totals[A_] = 20  # last place shared: not clear, so the extra is paid
    assert game.magician_cost(D_) == 7
    # With the three-seat base: 5, 6, ...
    three = one_trick(3, {"series": True, "magician_base": 5}, magician=None)
    three.state.totals, three.state.magician_takes = [3, 4, 2], [1, 0, 0]
    assert three.magician_cost(A_) == 6


def test_the_series_counts_each_seats_magicians_and_scores_them() -> None:
    game = SPEC.new_game(3, 5, {"series": True})
    assert isinstance(game, WizardExtremeEngine)
    bot = RandomBot(5)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        cost = game.magician_cost(seat)
        events = game.apply(bot.choose(game.view(seat)))
        for event in events:
            if isinstance(event, MagicianTaken):
                assert event.base == cost == game.state.magician_base
    taken = [e.seat for e in game.log if isinstance(e, MagicianTaken)]
    assert game.state.magician_takes == [taken.count(seat) for seat in range(3)]
    assert taken, "a random game of nine rounds has magicians to count"


def test_the_leader_may_not_secure_the_win_with_the_magician_in_the_last_round() -> None:
    others = [20, 24, 30]
    game = one_trick(4, {"series": True}, predict=False)
    state = game.state
    state.round = state.rounds
    assert game.current_seat == A_
    state.totals = [16, *others]  # 16 + 4 <= 20: taking it would make the win certain
    assert TakeMagician(A_) not in game.legal_actions()
    assert refusal(game, TakeMagician(A_)) == "wizard_extreme.error.magician_secures_win"
    state.totals = [17, *others]  # 17 + 4 > 20: the others can still catch up
    assert TakeMagician(A_) in game.legal_actions()
    # Before the last round, and without the series, the leader may take it.
    earlier = one_trick(4, {"series": True}, predict=False)
    earlier.state.totals = [0, *others]
    assert TakeMagician(A_) in earlier.legal_actions()
    plain = one_trick(4, {}, predict=False)
    plain.state.round, plain.state.totals = plain.state.rounds, [0, *others]
    assert TakeMagician(A_) in plain.legal_actions()


@pytest.mark.parametrize("options", OPTION_SETS)
@pytest.mark.parametrize("seats", [3, 4, 5])
def test_random_and_computer_playouts_keep_every_invariant(seats: int,
                                                           options: dict[str, Any]) -> None:
    for seed in range(2):
        game = SPEC.new_game(seats, seed, options)
        assert isinstance(game, WizardExtremeEngine)
        players = [RandomBot(seed + seat) if seat % 2 else make_bot("wizard_extreme", "easy",
                                                                    seed + seat)
                   for seat in range(seats)]
        while not game.is_over:
            seat = game.current_seat
            assert seat is not None
            action = players[seat].choose(game.view(seat))
            if isinstance(action, TakeMagician):
                assert not game.magician_secures_win(seat)
            game.apply(action)
            pool_and_seals_conserved(game)
            state = game.state
            held = sum(state.hand_sizes) + len(state.trick) + len(state.played)
            assert held == 15 * seats
            # The magician holds no seals, and his price is one of the rules' bases.
            if state.magician is not None:
                assert not any(state.seals[state.magician].values())
                assert state.magician_base >= (5 if options.get("magician_base") == 5
                                               and seats == 3 else 4)
        totals = [sum(row[seat] for row in game.state.penalties) for seat in range(seats)]
        assert game.scores() == totals and min(totals) >= 0
        assert game.winners() == [s for s, total in enumerate(totals) if total == min(totals)]
