"""The independent searcher (tests/tools/searcher.py): its worlds agree with the view they
come from, and it plays legal, purposeful moves."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from tabletop.bots import RandomBot, make_bot
from tabletop.core import Engine
from tabletop.games import GAMES
from tabletop.games.polterfass import Phase as PolterfassPhase
from tabletop.games.wizard_extreme import Phase as WizardPhase
from tabletop.games.wizard_extreme import deck_for
from tests.bots.playing import play_out, share_of_win
from tests.tools.searcher import FILLERS, Searcher, determinize
from tests.tools.tournament import chance_under_fair_play, hard_seats

HIDING = sorted(game_id for game_id, spec in GAMES.items() if spec.has_hidden_information)


def played(game_id: str, seats: int, steps: int, seed: int = 4,
           until: Callable[[Any], bool] = lambda game: False) -> Engine[Any]:
    """A game between easy players after ``steps`` actions, or once ``until`` holds."""
    game = GAMES[game_id].new_game(seats, seed=seed)
    bots = [make_bot(game_id, "easy", seed + seat) for seat in range(seats)]
    for _ in range(steps):
        if until(game):
            break
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
    return game


def test_every_hiding_game_has_a_way_to_fill_in_its_secrets() -> None:
    assert sorted(FILLERS) == HIDING


@pytest.mark.parametrize("game_id", HIDING)
def test_a_world_keeps_what_the_view_shows_and_plays_on(game_id: str) -> None:
    # What the world adds is only what the view left out: the view of it is the view.
    spec = GAMES[game_id]
    game = played(game_id, spec.max_seats, 60)
    seat = game.current_seat
    assert seat is not None
    view = game.view(seat)
    world = determinize(view, random.Random(1))
    assert not world.is_view and world.current_seat == seat
    assert world.legal_actions() == view.legal_actions()
    assert world.view(seat).state == view.state
    world.apply(world.legal_actions()[0])


def test_a_wizard_world_deals_the_unseen_cards_by_hand_size_and_known_voids() -> None:
    game = played("wizard_extreme", 4, 400, until=lambda game: game.state.phase
                  is WizardPhase.PLAY and sum(map(len, game.state.voids)) >= 2)
    assert game.state.phase is WizardPhase.PLAY and any(game.state.voids)
    seat = game.current_seat
    assert seat is not None
    view = game.view(seat)
    for sample in range(20):
        state = determinize(view, random.Random(sample)).state
        held = [card for hand in state.hands for card in hand]
        seen = Counter(held + state.played + [card for _, card in state.trick])
        assert seen == Counter(deck_for(4))
        for other, hand in enumerate(state.hands):
            assert len(hand) == state.hand_sizes[other]
            assert not {card.colour for card in hand} & set(state.voids[other])


def test_a_polterfass_world_fills_every_hidden_order() -> None:
    game = played("polterfass", 4, 3)
    assert game.state.phase is PolterfassPhase.ORDERS
    seat = game.current_seat
    assert seat is not None
    world = determinize(game.view(seat), random.Random(0))
    assert all(choice is not None for choice in world.state.orders.choices.values())


def test_the_searcher_beats_random_players() -> None:
    """Uniform random players, not a level: Polterfass's "random" level is a first-timer."""
    wins = 0.0
    for number in range(4):
        game = GAMES["polterfass"].new_game(2, seed=number)
        searcher = Searcher(number, playouts=16)
        play_out(game, [searcher, RandomBot(number)]
                 if number % 2 == 0 else [RandomBot(number), searcher])
        wins += share_of_win(game, number % 2)
    assert wins >= 3


def test_the_hard_side_sits_everywhere_equally_often() -> None:
    for seats in range(2, 7):
        counts = Counter(seat for number in range(2 * seats) for seat in hard_seats(seats, number))
        assert set(counts.values()) == {seats}


def test_the_fair_play_chance_is_the_exact_tail_of_the_hard_sides_outright_wins() -> None:
    def game(seats: int, hard: list[int], winners: list[int]) -> dict[str, object]:
        return {"seats": seats, "hard": hard, "winners": winners}

    # Ten 2-seat games all won: a fair side wins each with 1/2.
    assert chance_under_fair_play([game(2, [0], [0])] * 10) == pytest.approx(0.5 ** 10)
    # 2 of 3 seats hold 2/3 of the chance; one win in two games: 1 - (1/3)^2.
    won, lost = game(3, [0, 2], [2]), game(3, [0, 2], [1])
    assert chance_under_fair_play([won, lost]) == pytest.approx(1 - (1 / 3) ** 2)
    # A win shared with the other side counts as not won.
    assert chance_under_fair_play([game(2, [0], [0, 1])]) == 1.0
