"""Game facts in the spec: the order of places comes from winners() and the score direction."""

from __future__ import annotations

from dataclasses import dataclass, replace

from tests.core.toy_game import TOY_SPEC


@dataclass
class Finished:
    """A finished game as the results screen sees it."""

    points: list[int]
    won: list[int]

    def scores(self) -> list[int]:
        return self.points

    def winners(self) -> list[int]:
        return self.won


def test_winners_come_first_even_when_a_tie_break_decided() -> None:
    game = Finished([40, 40, 10, 40], [3])
    assert TOY_SPEC.places(game) == [(1, 3), (2, 0), (2, 1), (4, 2)]


def test_shared_victory_shares_first_place() -> None:
    game = Finished([5, 9, 9], [1, 2])
    assert TOY_SPEC.places(game) == [(1, 1), (1, 2), (3, 0)]


def test_lower_score_wins_orders_the_rest_from_the_smallest() -> None:
    penalties = replace(TOY_SPEC, lower_score_wins=True)
    game = Finished([12, 0, 30, 7], [1])
    assert penalties.places(game) == [(1, 1), (2, 3), (3, 0), (4, 2)]


def test_a_variant_option_can_turn_hidden_information_on() -> None:
    from tabletop.games import GAMES

    big_shot = GAMES["big_shot"]
    assert not big_shot.hides_information({})
    assert big_shot.hides_information({"hidden_money": True})
    assert TOY_SPEC.hides_information({})
    assert not GAMES["yacht"].hides_information({})
