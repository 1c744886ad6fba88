"""The lesson helpers: a shuffle scripted into any wanted order, and a deck with a set top."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.rng import Rng
from tabletop.lessons.script import Steps, ordered_deck, shuffle_draws


@given(st.permutations(list(range(12))))
def test_shuffle_draws_make_the_engines_shuffle_give_the_wanted_order(order: list[int]) -> None:
    deck = list(range(12))
    rng = Rng.scripted(shuffle_draws(deck, order), seed=7)
    rng.shuffle(deck)
    assert deck == order
    assert rng.to_dict()["script"] == [], "one draw per swap, none left over"


def test_shuffle_draws_refuse_an_order_that_is_no_reordering() -> None:
    with pytest.raises(ValueError):
        shuffle_draws([1, 2, 3], [1, 2])
    with pytest.raises(ValueError):
        shuffle_draws([1, 2, 3], [1, 2, 4])


def test_ordered_deck_puts_the_chosen_cards_on_top_and_keeps_the_rest() -> None:
    assert ordered_deck(["a", "b", "c", "d"], ["c", "a"]) == ["c", "a", "b", "d"]


def test_steps_name_their_words_in_the_games_catalogue() -> None:
    step = Steps("yacht")("roll")
    assert (step.text, step.expect, step.hint) == ("yacht.lesson.roll", None, None)
