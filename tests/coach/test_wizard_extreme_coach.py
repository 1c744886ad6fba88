"""The Wizard Extreme coach: unseen cards per colour and the cards that can win, from a view."""

from __future__ import annotations

import pytest

from tabletop.coach.wizard_extreme import WizardAdvice, advise
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import COLOURS, Card, PlayCard, Predict
from tests.games.test_wizard_extreme import SEED_HANDS, cards, rigged, seed_example

Y, B, P, G, R = COLOURS


def test_spec_names_this_coach() -> None:
    assert GAMES["wizard_extreme"].load_coach() is advise


def test_unseen_cards_per_colour_before_any_play() -> None:
    game = seed_example()  # 3 seats: values 1–9
    advice = advise(game.view(0))
    # A holds blue 1–8, green 1–5, red 7–8: everything else is unseen.
    assert advice.unseen == ((Y, 9), (B, 1), (P, 9), (G, 4), (R, 7))
    assert advice.leading and advice.seat == 0
    assert set(advice.can_win) == set(game.hand(0))  # a lead takes the trick for now
    # Blue 9 and red 9 are unseen: no card of A's is sure to win.
    assert advice.sure_win == ()


def test_played_cards_leave_the_unseen_count_and_winning_cards_are_named() -> None:
    game = seed_example()
    game.apply(PlayCard(0, Card(B, 8)))
    game.apply(PlayCard(1, Card(Y, 5)))
    advice = advise(game.view(2))  # C, last to play, holds blue 9 as its only blue
    assert dict(advice.unseen)[B] == 7  # blue 1–7 in A's hand
    assert dict(advice.unseen)[Y] == 8
    assert advice.can_win == (Card(B, 9),)
    assert advice.sure_win == (Card(B, 9),)  # nobody plays after C
    assert not advice.leading


def test_cards_that_cannot_win_are_not_offered() -> None:
    game = rigged(3, dealer=2, hands={0: cards(B, 9), 1: [*cards(B, 2, 5), *cards(R, 1)]})
    for seat in range(3):
        game.apply(Predict(seat))
    game.apply(PlayCard(0, Card(B, 9)))
    advice = advise(game.view(1))
    assert advice.can_win == ()  # B must follow with blue 2 or 5, both below blue 9
    assert isinstance(advice, WizardAdvice)


def test_the_coach_needs_the_hand_of_the_seat_it_advises() -> None:
    game = rigged(3, dealer=2, hands=SEED_HANDS)
    with pytest.raises(ValueError):
        advise(game.view(None))  # the public table: seat 0 is to act, its hand is hidden
    assert advise(game.view(1)).seat == 1
