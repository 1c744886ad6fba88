"""Polterfass coach: exact odds checked against a brute-force count of every landing."""

from __future__ import annotations

from collections.abc import Mapping
from itertools import combinations, product

import pytest

from tabletop.coach.polterfass import PolterfassAdvice, ThrowOdds, advise
from tabletop.games.polterfass import (
    BARREL_COUNT,
    SPEC,
    Order,
    Special,
    Throw,
    barrel_ends,
    is_number_barrel,
)
from tests.games.test_polterfass import ALL, new_game, throw_script

X, ARROW = Special.X, Special.ARROW
P = 0.3


def brute_best_serve(standing: Mapping[int, int | Special]) -> int:
    """Largest serve by trying every X and arrow target (RULES.md §2.5 phase 4)."""
    numbers = [face for b, face in standing.items() if is_number_barrel(b)]
    xs = sum(1 for face in standing.values() if face is X)
    arrows = sum(1 for face in standing.values() if face is ARROW)
    best = 0
    for kept in combinations(numbers, len(numbers) - min(xs, len(numbers))):
        for doubled in combinations(kept, min(arrows, len(kept))):
            best = max(best, sum(kept) + sum(doubled))
    return best


def brute_throw(
    standing: Mapping[int, int | Special], thrown: list[int]
) -> tuple[float, float]:
    """Fail chance and expected best serve of throwing ``thrown``, landing by landing."""
    failed = expected = 0.0
    kept = {b: f for b, f in standing.items() if b not in thrown}
    for landings in product(range(3), repeat=len(thrown)):
        odds = 1.0
        result = dict(kept)
        for barrel, landing in zip(thrown, landings, strict=True):
            odds *= 1 - P if landing == 0 else P / 2
            if landing:
                result[barrel] = barrel_ends(barrel)[landing - 1]
        if all(landing == 0 for landing in landings):
            failed += odds
        else:
            expected += odds * brute_best_serve(result)
    return failed, expected


def serving_game(standing: Mapping[int, int | Special], seats: int = 3):  # type: ignore[no-untyped-def]
    game = new_game(seats, throw_script(ALL, standing))
    game.apply(Throw(0))
    for guest in range(1, seats):
        game.apply(Order(guest, (guest,)))
    return game


def test_innkeeper_sees_exact_fail_chance_and_serves_for_each_throw_choice() -> None:
    standing = {0: 9, 3: 4, 7: X}
    game = serving_game(standing)
    advice = advise(game.view(0))
    assert advice.role == "innkeeper"
    assert advice.standing_serve == brute_best_serve(standing) == 9  # the X takes the 4
    lying = [b for b in ALL if b not in standing]
    assert [odds.rethrow for odds in advice.throw_options] == [(), (7,)]
    for odds, thrown in zip(advice.throw_options, (lying, [*lying, 7]), strict=True):
        failed, expected = brute_throw(standing, thrown)
        assert odds.fail_chance == pytest.approx(failed, abs=1e-12)
        assert odds.fail_chance == pytest.approx(0.7 ** len(thrown))
        assert odds.expected_serve == pytest.approx(expected, abs=1e-9)
    assert advice.fail_chance == advice.throw_options[0].fail_chance
    assert advice.expected_serve_if_thrown == advice.throw_options[0].expected_serve


def test_fail_chance_follows_the_number_barrel_flag() -> None:
    game = new_game(2, throw_script(ALL, {0: 9}), fail_if_no_number_barrel=True)
    game.apply(Throw(0))
    game.apply(Order(1, (3,)))
    assert advise(game.view(0)).fail_chance == pytest.approx(0.7**6)


def test_guest_sees_the_serve_the_standing_barrels_make() -> None:
    standing = {3: 7, 4: 4, 7: ARROW}
    game = new_game(3, throw_script(ALL, standing))
    game.apply(Throw(0))
    advice = advise(game.view(1))
    assert advice == PolterfassAdvice("guest", 18)
    assert advice.fail_chance is None
    assert advise(game.view(0)) == PolterfassAdvice("innkeeper", 18), "no odds before serving"
    assert advice.lines("en") == ["The standing barrels already serve 11 + arrow 7 = 18."]
    assert advice.lines("ko") and "18" in advice.lines("ko")[0]


def test_no_advice_before_the_first_throw_and_the_spec_finds_the_coach() -> None:
    game = new_game(2)
    assert advise(game.view(1)) == PolterfassAdvice("guest", None)
    assert advise(game.view(1)).lines("en") == []
    coach = SPEC.load_coach()
    assert coach is advise


def test_innkeeper_lines_name_the_odds_in_both_languages() -> None:
    game = serving_game({0: 9})
    lines = advise(game.view(0)).lines("en")
    assert lines[1] == f"Chance the next throw fails: {round(0.7**8 * 100)}%."
    assert lines[2] == "Closing the tap now serves 9."
    assert len(advise(game.view(0)).lines("ko")) == 3


@pytest.mark.parametrize(("thrown", "verdict"), [(25.0, "Throw again"), (15.0, "Close the tap")])
def test_the_innkeepers_first_line_says_which_choice_serves_more(thrown: float,
                                                                 verdict: str) -> None:
    """Trial s27 D/133-135: the box gave the fail chance, the serve now and a throw's
    average, and no verdict; its first line now names the choice, as the other games'
    coaches do, weighing the two serves it shows (a throw's average in the verdict's
    line), in both languages."""
    advice = PolterfassAdvice("innkeeper", 20, (ThrowOdds((), 0.2, thrown),))
    first = advice.lines("en")[0]
    assert first.startswith(verdict + ":") and f"{thrown:.1f}" in first, first
    korean = "다시 굴리세요" if thrown > 20 else "잠그세요"
    assert advice.lines("ko")[0].startswith(korean)
    assert advice.lines("en")[1:] == ["Chance the next throw fails: 20%.",
                                      "Closing the tap now serves 20."]


@pytest.mark.parametrize("role", ["innkeeper", "guest"])
def test_a_serve_the_special_barrels_change_names_the_plaques_standing_total(role: str) -> None:
    """Trial s21: the plaque read "Standing total: 14" (the plain sum, RULES.md §2.5: nothing
    is counted before the tap closes) while the coach said closing now serves 21, the arrow
    doubling the 7 at the count. Where the special barrels change the serve, the coach's
    serve names the plaque's figure too, in both languages."""
    game = serving_game({3: 7, 4: 4, 7: ARROW})  # the lesson's first throw
    seat = 0 if role == "innkeeper" else 1
    advice = advise(game.view(seat))
    assert game.state.serve() == 11 and advice.standing_serve == 18
    for language in ("en", "ko"):
        said = [line for line in advice.lines(language) if "18" in line]
        assert len(said) == 1 and "11" in said[0], advice.lines(language)
    plain = advise(serving_game({0: 9}).view(seat)).lines("en")
    assert any(line.endswith(" 9.") for line in plain), "a plain serve stays one figure"


def test_coach_reads_nothing_hidden() -> None:
    game = serving_game({0: 9}, seats=4)
    assert game.view(2).hidden_info(1)["order"] is None
    assert advise(game.view(2)) == PolterfassAdvice("guest", 9)
    assert len(game.state.up) == BARREL_COUNT


def test_while_counting_the_coach_says_the_count_so_far_like_the_plaque() -> None:
    """The plaque counts up with each mark; the coach's first line is the
    same figure, and the serve the best remaining targets lead to comes second."""
    from tabletop.games.polterfass import CloseTap, Double, Remove

    game = serving_game({0: 9, 3: 4, 5: 6, 7: X, 8: ARROW})
    game.apply(CloseTap(0))
    advice = advise(game.view(0))
    assert advice.counted_serve == game.state.serve() == 19  # nothing marked yet
    assert advice.standing_serve == 24  # the X takes the 4, the arrow doubles the 9
    assert advice.lines("en") == ["Counted so far: 19.",
                                  "With the best targets the serve comes to 24."]
    game.apply(Remove(0, 5))  # the innkeeper takes out the 6 instead
    advice = advise(game.view(0))
    assert (advice.counted_serve, advice.standing_serve) == (13, 22)
    assert "13" in advice.lines("ko")[0] and "22" in advice.lines("ko")[1]
    game.apply(Double(0, 0))
    assert game.state.tally[-1].served == 22


@pytest.mark.parametrize(("standing", "english", "korean"), [
    ({3: 7, 4: 4, 7: ARROW}, "Closing now: 11 standing + arrow 7 = 18.",
     "지금 잠그면: 선 술통 11 + 화살표 7 = 18잔"),
    ({6: 5, 8: X}, "Closing now: 5 standing − X 5 = 0.", "지금 잠그면: 선 술통 5 − X 5 = 0잔"),
    ({0: 9, 1: 3, 5: 6, 7: X, 8: ARROW}, "Closing now: 18 standing − X 3 + arrow 9 = 24.",
     "지금 잠그면: 선 술통 18 − X 3 + 화살표 9 = 24잔"),
    ({0: 9, 1: 3, 7: ARROW, 8: ARROW}, "Closing now: 12 standing + arrows 12 = 24.",
     "지금 잠그면: 선 술통 12 + 화살표 12 = 24잔"),
])
def test_the_serve_now_is_a_sum_from_the_plaques_figure(standing: Mapping[int, int | Special],
                                                         english: str, korean: str) -> None:
    """Trial s37 U/002: "Closing now: 18 (standing total 11, specials counted)" gave two
    figures at odds; the line now adds up from the plaque's standing total to the serve,
    each X and arrow on its best target, and the throw's average says failures count 0."""
    advice = advise(serving_game(standing).view(0))
    assert advice.standing_serve == brute_best_serve(standing)
    assert advice.lines("en")[2] == english and advice.lines("ko")[2] == korean
    assert advice.lines("en")[0].endswith(", failures counted as 0.")
    assert "실패는 0잔으로" in advice.lines("ko")[0]
