"""Polterfass engine: RULES.md §2.8 acceptance tests PF-T1…PF-T9 with scripted throws."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence

import pytest

from tabletop.core import ChoiceSealed, ChoicesRevealed, GameEnded, IllegalAction, Rng, SeatChose
from tabletop.games import GAMES
from tabletop.games.polterfass import (
    BARREL_COUNT,
    SPEC,
    BarrelDoubled,
    BarrelRemoved,
    BarrelsThrown,
    BillSettled,
    CloseTap,
    Double,
    FirstThrowRepeated,
    InnkeeperFailed,
    Landing,
    Order,
    OrdersOpened,
    Phase,
    PolterfassEngine,
    Remove,
    RoundStarted,
    ServeCounted,
    Special,
    Throw,
    ThrowAgain,
    barrel_ends,
    innkeeper_gain,
    order_cards,
    settle,
)

X, ARROW = Special.X, Special.ARROW
ALL = tuple(range(BARREL_COUNT))


def throw_script(thrown: Sequence[int], standing: Mapping[int, int | Special]) -> list[bool]:
    """Scripted draws for throwing ``thrown`` so that exactly ``standing`` stand.

    Each barrel draws "stands?" and, when it stands, "first end up?" (PF-D2 model).
    """
    script: list[bool] = []
    for barrel in thrown:
        if barrel in standing:
            ends = barrel_ends(barrel)
            assert standing[barrel] in ends, f"barrel {barrel} cannot show {standing[barrel]}"
            script += [True, standing[barrel] == ends[0]]
        else:
            script.append(False)
    return script


def new_game(seats: int, script: Sequence[bool] = (), **options: object) -> PolterfassEngine:
    game = SPEC.new_game(seats, seed=0, options=options)
    assert isinstance(game, PolterfassEngine)
    game._rng = Rng.scripted(list(script))
    return game


def refusal(game: PolterfassEngine, action: object) -> str:
    """The translation key of the refusal; also checks that nothing changed."""
    before = json.dumps(game.to_dict(), sort_keys=True)
    with pytest.raises(IllegalAction) as error:
        game.apply(action)  # type: ignore[arg-type]
    assert json.dumps(game.to_dict(), sort_keys=True) == before
    assert not str(error.value).startswith("polterfass."), "the reason must be translated"
    return error.value.key


def lying_after(standing: Sequence[int]) -> list[int]:
    return [b for b in ALL if b not in standing]


# -- RULES.md §2.8 acceptance tests ------------------------------------------------


def test_PF_T1_seed_full_round() -> None:
    # Barrels: 3 and 4 are the 7/4 barrels, 1 an 8/3, 7 and 8 the specials.
    first = {3: 7, 4: 4, 7: ARROW}
    again_thrown = lying_after(list(first))  # five number barrels and one special
    assert len(again_thrown) == 6
    game = new_game(3, throw_script(ALL, first) + throw_script(again_thrown, {1: 3}))
    game.apply(Throw(0))
    assert game.state.phase is Phase.ORDERS and game.current_seat == 1
    game.apply(Order(1, (5,)))
    game.apply(Order(2, (3, 1)))
    assert game.current_seat == 0 and game.state.phase is Phase.SERVING
    events = game.apply(ThrowAgain(0, ()))  # A keeps the standing arrow
    thrown = events[0]
    assert isinstance(thrown, BarrelsThrown) and not thrown.first
    assert [land.barrel for land in thrown.landings] == again_thrown
    assert [land for land in thrown.landings if land.standing] == [Landing(1, True, 3)]
    events = game.apply(CloseTap(0))
    assert game.legal_actions() == [Double(0, 1), Double(0, 3), Double(0, 4)]
    events = game.apply(Double(0, 3))  # the arrow doubles the 7
    assert BarrelDoubled(0, 3, 7) in events
    assert ServeCounted(0, 21) in events
    assert ChoicesRevealed({1: [5], 2: [1, 3]}) in events
    bill = next(e for e in events if isinstance(e, BillSettled))
    assert (bill.serve, bill.total, bill.gains) == (21, 9, (12, 5, 4))
    assert game.scores() == [12, 5, 4]
    assert events[-1] == RoundStarted(round=2, innkeeper=1)
    assert game.current_seat == 1 and game.state.phase is Phase.FIRST_THROW


def closed_with(standing: Mapping[int, int | Special]) -> tuple[PolterfassEngine, list[object]]:
    """A 2-seat round whose first throw leaves ``standing``; the guest orders 1, the tap closes."""
    game = new_game(2, throw_script(ALL, standing))
    game.apply(Throw(0))
    game.apply(Order(1, (1,)))
    return game, list(game.apply(CloseTap(0)))


def test_PF_T2_two_arrows_double_the_only_barrel_once() -> None:
    game, events = closed_with({5: 6, 7: ARROW, 8: ARROW})
    assert game.legal_actions() == [Double(0, 5)]
    events = game.apply(Double(0, 5))
    # The second arrow has no different survivor left: counting ends.
    assert ServeCounted(0, 12) in events


def test_PF_T3_x_removes_the_only_barrel_and_the_arrow_has_no_target() -> None:
    game, events = closed_with({5: 6, 7: X, 8: ARROW})
    assert game.legal_actions() == [Remove(0, 5)]
    assert refusal(game, Double(0, 5)) == "polterfass.error.remove_first"
    events = game.apply(Remove(0, 5))
    assert events[0] == BarrelRemoved(0, 5, 6)
    assert ServeCounted(0, 0) in events


def test_PF_T4_failure_pays_every_guest_and_not_the_innkeeper() -> None:
    first = {0: 9}
    game = new_game(3, throw_script(ALL, first) + throw_script(lying_after([0]), {}))
    game.apply(Throw(0))
    game.apply(Order(1, (5,)))
    game.apply(Order(2, (4,)))
    events = game.apply(ThrowAgain(0))
    assert InnkeeperFailed(0) in events
    assert not any(isinstance(e, ServeCounted) for e in events), "phase 4 is skipped"
    assert game.scores() == [0, 5, 4]


def test_PF_T5_greediest_guest_loses_and_modest_guest_gains_his_order() -> None:
    assert settle({1: 13, 2: 1, 3: 4}, serve=8, failed=False) == {1: -13, 2: 13, 3: 0}
    assert innkeeper_gain({1: 13, 2: 1, 3: 4}, serve=8, failed=False) == 8
    # Through the engine: 9+... serve 8 from one 8/3 barrel showing 8.
    game = new_game(4, throw_script(ALL, {1: 8}))
    game.apply(Throw(0))
    for seat, cards in ((1, (6, 7)), (2, (1,)), (3, (4,))):
        game.apply(Order(seat, cards))
    game.apply(CloseTap(0))
    assert game.scores() == [8, -13, 13, 0]


def test_PF_T6_ties_for_highest_and_lowest_affect_every_tied_guest() -> None:
    orders = {1: 7, 2: 7, 3: 2, 4: 2}
    assert settle(orders, serve=10, failed=False) == {1: -7, 2: -7, 3: 7, 4: 7}
    assert innkeeper_gain(orders, serve=10, failed=False) == 10


def test_PF_T7_first_throw_with_only_a_special_standing_is_thrown_again() -> None:
    game = new_game(3, throw_script(ALL, {8: X}) + throw_script(ALL, {6: 5}))
    events = game.apply(Throw(0))
    assert events[-1] == FirstThrowRepeated(0)
    assert game.state.phase is Phase.FIRST_THROW and game.current_seat == 0
    assert game.legal_actions() == [Throw(0)]
    assert refusal(game, Order(1, (3,))) == "core.error.not_your_turn"
    assert game.state.up == [None] * BARREL_COUNT, "all nine go back into the cup"
    events = game.apply(Throw(0))
    assert isinstance(events[0], BarrelsThrown) and len(events[0].landings) == BARREL_COUNT
    assert events[-1] == OrdersOpened((1, 2))


def test_PF_T8_orders_are_one_or_two_different_cards() -> None:
    game = new_game(3, throw_script(ALL, {0: 2}))
    game.apply(Throw(0))
    assert refusal(game, Order(1, (1, 2, 3))) == "polterfass.error.order_card_count"
    assert refusal(game, Order(1, ())) == "polterfass.error.order_card_count"
    assert refusal(game, Order(1, (4, 4))) == "polterfass.error.same_card_twice"
    assert refusal(game, Order(1, (8,))) == "polterfass.error.no_such_card"
    game.apply(Order(1, (7, 6)))
    assert game.state.orders.choices[1] == [6, 7]
    game.apply(Order(2, (0,)))
    events = game.apply(CloseTap(0))
    bill = next(e for e in events if isinstance(e, BillSettled))
    assert bill.orders == {1: 13, 2: 0}
    assert len(order_cards()) == 8 + 28
    assert {sum(cards) for cards in order_cards()} == set(range(14))


def test_PF_T9_game_ends_after_a_round_once_someone_has_75() -> None:
    game = new_game(3, throw_script(ALL, {3: 4}))
    game.state.scores = [76, 80, 36]
    game.apply(Throw(0))
    game.apply(Order(1, (0,)))
    game.apply(Order(2, (4,)))
    events = game.apply(CloseTap(0))  # serve 4 = total 4: A +0, B +0, C +4
    assert game.scores() == [76, 80, 40]
    assert game.is_over and game.current_seat is None and game.legal_actions() == []
    assert game.winners() == [1]
    assert events[-1] == GameEnded((76, 80, 40), (1,))


# -- further rules ------------------------------------------------------------------


def test_PF_D15_equal_best_totals_share_the_win() -> None:
    game = new_game(2, throw_script(ALL, {3: 4}))
    game.state.scores = [75, 71]
    game.apply(Throw(0))
    game.apply(Order(1, (4,)))
    game.apply(CloseTap(0))
    assert game.scores() == [75, 75] and game.winners() == [0, 1]


def test_PF_D1_two_seats_the_single_guest_who_over_orders_loses_without_bonus() -> None:
    assert settle({1: 9}, serve=5, failed=False) == {1: -9}
    assert settle({1: 3, 2: 3}, serve=5, failed=False) == {1: -3, 2: -3}  # PF-D12
    assert settle({1: 9}, serve=9, failed=False) == {1: 9}


def test_PF_D9_the_tap_may_close_right_after_the_orders() -> None:
    game = new_game(2, throw_script(ALL, {0: 9, 1: 3}))
    game.apply(Throw(0))
    game.apply(Order(1, (5,)))
    assert game.legal_actions()[0] == CloseTap(0)
    game.apply(CloseTap(0))
    assert game.scores() == [7, 5]


def test_PF_D6_standing_specials_may_be_thrown_again_and_number_barrels_stay() -> None:
    first = {0: 9, 7: X}
    rethrown = [b for b in ALL if b != 0]  # every lying barrel plus the standing X
    game = new_game(2, throw_script(ALL, first) + throw_script(rethrown, {7: ARROW, 6: 6}))
    game.apply(Throw(0))
    game.apply(Order(1, (0,)))
    assert game.legal_actions() == [CloseTap(0), ThrowAgain(0, ()), ThrowAgain(0, (7,))]
    assert refusal(game, ThrowAgain(0, (0,))) == "polterfass.error.rethrow_not_standing_special"
    events = game.apply(ThrowAgain(0, (7,)))
    assert [land.barrel for land in events[0].landings] == rethrown  # type: ignore[attr-defined]
    assert game.state.up[0] == 9 and game.state.up[7] is ARROW and game.state.up[6] == 6


def test_PF_D6_flag_off_keeps_standing_specials_out_of_the_cup() -> None:
    game = new_game(2, throw_script(ALL, {0: 9, 7: X}), rethrow_standing_specials=False)
    game.apply(Throw(0))
    game.apply(Order(1, (0,)))
    assert game.legal_actions() == [CloseTap(0), ThrowAgain(0, ())]
    assert refusal(game, ThrowAgain(0, (7,))) == "polterfass.error.specials_stay"


def test_PF_D5_a_standing_special_avoids_failure_unless_the_flag_says_otherwise() -> None:
    for flag, fails in ((False, False), (True, True)):
        first = {0: 9}
        script = throw_script(ALL, first) + throw_script(lying_after([0]), {8: ARROW})
        game = new_game(2, script, fail_if_no_number_barrel=flag)
        game.apply(Throw(0))
        game.apply(Order(1, (2,)))
        events = game.apply(ThrowAgain(0))
        assert (InnkeeperFailed(0) in events) is fails


def test_nothing_left_to_throw_means_the_tap_must_close() -> None:
    standing = {b: barrel_ends(b)[0] for b in range(7)} | {7: ARROW, 8: ARROW}
    game = new_game(2, throw_script(ALL, standing), rethrow_standing_specials=False)
    game.apply(Throw(0))
    game.apply(Order(1, (3,)))
    assert game.legal_actions() == [CloseTap(0)]
    assert refusal(game, ThrowAgain(0)) == "polterfass.error.nothing_to_throw"


def test_counting_removes_before_doubling_and_each_arrow_takes_a_different_barrel() -> None:
    game, _ = closed_with({0: 9, 1: 8, 5: 6, 7: X, 8: ARROW})
    assert game.state.phase is Phase.COUNTING
    assert game.legal_actions() == [Remove(0, 0), Remove(0, 1), Remove(0, 5)]
    game.apply(Remove(0, 5))
    assert refusal(game, Remove(0, 0)) == "polterfass.error.no_removal_due"
    assert refusal(game, Double(0, 5)) == "polterfass.error.not_a_target"
    events = game.apply(Double(0, 0))
    assert ServeCounted(0, 9 * 2 + 8) in events


def test_no_seat_sees_another_guests_order_before_the_reveal() -> None:
    game = new_game(4, throw_script(ALL, {0: 9}))
    game.apply(Throw(0))
    orders = {1: (6, 7), 2: (3,), 3: (0, 5)}
    for seat, cards in orders.items():
        game.apply(Order(seat, cards))
        for viewer in (None, 0, 1, 2, 3):
            view = game.view(viewer)
            for owner in orders:
                secret = game.hidden_info(owner)["order"]
                shown = view.hidden_info(owner)["order"]
                if owner == viewer:
                    assert shown == secret
                    continue
                assert shown is None, f"seat {viewer} sees seat {owner}'s order"
                for event in view.log:
                    assert not isinstance(event, ChoiceSealed) or event.seat == viewer
                    assert not isinstance(event, ChoicesRevealed)
    assert game.hidden_info(2) == {"order": [3]}
    assert SeatChose(1) in game.view(2).log and SeatChose(1) in game.view(0).log
    events = game.apply(CloseTap(0))
    assert ChoicesRevealed({1: [6, 7], 2: [3], 3: [0, 5]}) in game.view(0).log
    assert any(isinstance(e, ChoicesRevealed) for e in events)
    assert all(game.view(v).hidden_info(o)["order"] is None for v in range(4) for o in range(4))


def test_legal_actions_work_on_the_movers_view_and_saves_round_trip_mid_round() -> None:
    game = new_game(3, throw_script(ALL, {2: 3, 8: X}))
    game.apply(Throw(0))
    game.apply(Order(1, (2, 5)))
    view = game.view(2)
    assert view.legal_actions() == game.legal_actions()
    restored = GAMES["polterfass"].from_dict(game.to_dict())
    assert restored.to_dict() == game.to_dict()
    assert restored.state.up[8] is X


def test_tally_sheet_records_each_round() -> None:
    game, _ = closed_with({0: 2})
    row = game.state.tally[0]
    assert (row.round, row.innkeeper, row.failed, row.served, row.ordered) == (1, 0, False, 2, 1)
    assert row.scores == game.scores() == [1, 1]


def test_every_event_has_a_log_sentence_in_both_languages() -> None:
    from tabletop.i18n import catalog

    for event_type in SPEC.event_types:
        snake = "".join(f"_{c.lower()}" if c.isupper() else c for c in event_type.__name__)
        key = f"polterfass.log.{snake.lstrip('_')}"
        for language in ("en", "ko"):
            assert key in catalog(language), f"{language}: {key}"
    for option in SPEC.options:
        assert f"polterfass.option.{option.key}" in catalog("en")
    for choice in SPEC.options[0].choices:
        assert f"polterfass.option.p_stand.{choice}" in catalog("ko")
