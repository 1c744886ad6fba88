from __future__ import annotations

import pytest

from tabletop.core import Rng, ScriptError


def test_same_seed_same_draws_and_state_round_trips() -> None:
    first, second = Rng(42), Rng(42)
    assert [first.randint(1, 6) for _ in range(50)] == [second.randint(1, 6) for _ in range(50)]
    copy = Rng.from_dict(first.to_dict())
    assert [copy.below(1000) for _ in range(20)] == [first.below(1000) for _ in range(20)]


def test_draws_cover_the_range_uniformly_enough() -> None:
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.randint(1, 6) - 1] += 1
    assert all(850 < count < 1150 for count in counts), counts
    hits = sum(rng.chance(0.3) for _ in range(10000))
    assert 2800 < hits < 3200


def test_scripted_outcomes_come_first_then_the_seed_takes_over() -> None:
    rng = Rng.scripted([6, 6, 1, True], seed=3)
    assert [rng.randint(1, 6) for _ in range(3)] == [6, 6, 1]
    assert rng.chance(0.0) is True
    assert rng.to_dict()["script"] == []
    plain = Rng(3)
    assert rng.randint(1, 6) == plain.randint(1, 6)


def test_scripted_value_out_of_range_is_a_test_bug() -> None:
    with pytest.raises(ScriptError):
        Rng.scripted([7]).randint(1, 6)
    with pytest.raises(ScriptError):
        Rng.scripted([1]).chance(0.5)


def test_shuffle_is_a_permutation_and_deterministic() -> None:
    items = list(range(20))
    Rng(5).shuffle(items)
    again = list(range(20))
    Rng(5).shuffle(again)
    assert items == again and sorted(items) == list(range(20)) and items != list(range(20))


@pytest.mark.parametrize("data", [
    None, [], {}, {"state": 1}, {"state": 1, "script": [], "more": 0},
    {"state": -1, "script": []}, {"state": 2**64, "script": []}, {"state": True, "script": []},
    {"state": "1", "script": []}, {"state": 1.0, "script": []}, {"state": 1, "script": None},
    {"state": 1, "script": ["6"]}, {"state": 1, "script": [1.5]}, {"state": 1, "script": [None]},
])
def test_a_generator_state_that_to_dict_cannot_write_is_refused(data: object) -> None:
    """A state comes back from a file: refuse it whole rather than fail at a later draw."""
    with pytest.raises(ValueError):
        Rng.from_dict(data)  # type: ignore[arg-type]


def test_a_scripted_generator_round_trips_with_its_script() -> None:
    rng = Rng.scripted([3, True], seed=2**64 - 1)
    assert Rng.from_dict(rng.to_dict()) == rng
