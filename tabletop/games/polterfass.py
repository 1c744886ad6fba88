"""Polterfass (Barrel Dice, Andreas Schmidt, Zoch 2013).

Rules: RULES.md §2. Two to six seats (PF-D1). Every round one seat is the
innkeeper (seat 0 first, then one seat to the left each round) and the others
are guests. A round has five phases:

1. First throw: the innkeeper throws all nine barrels (``Throw``); when no
   number barrel stands the whole set is thrown again (PF-D4).
2. Orders: each guest, in seat order after the innkeeper, secretly orders one
   or two different cards 0–7 (``Order``), sealed with :class:`SealedChoices`
   so nobody sees another's order before the bill (PF-D10, PF-D11).
3. Serving: the innkeeper closes the tap (``CloseTap``) or throws again
   (``ThrowAgain``), naming the standing special barrels to throw with the
   lying ones (PF-D6, PF-D7). A throw in which nothing stands fails (PF-D5).
4. Counting: each standing X removes a standing number barrel, then each
   arrow doubles a different survivor, one ``Remove``/``Double`` at a time,
   mandatory while targets remain (PF-D8).
5. The bill (:func:`settle`); the game ends once a seat has 75 or more.

Barrels 0–6 are the number barrels of :data:`NUMBER_BARRELS`, 7 and 8 the
special barrels. The throw model lives in ``polterfass_data``, the pieces and the
bill's arithmetic in ``polterfass_rules``, the actions and events in
``polterfass_events``; this module re-exports every name of the last two.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from itertools import combinations
from typing import Any

from tabletop.core import (
    Action,
    Engine,
    Event,
    GameOption,
    GameSpec,
    IllegalAction,
    Rng,
    SealedChoices,
)
from tabletop.games.polterfass_data import (
    FIRST_END_ODDS,
    P_STAND_CHOICES,
    P_STAND_DEFAULT,
)
from tabletop.games.polterfass_events import (
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
    Remove,
    RoundStarted,
    ServeCounted,
    TapClosed,
    Throw,
    ThrowAgain,
)
from tabletop.games.polterfass_rules import (
    BARREL_COUNT,
    CARDS,
    NUMBER_COUNT,
    SPECIALS,
    TARGET_SCORE,
    Face,
    Special,
    barrel_ends,
    innkeeper_gain,
    is_number_barrel,
    order_cards,
    order_value,
    settle,
)

__all__ = [
    "BARREL_COUNT",
    "CARDS",
    "NUMBER_COUNT",
    "SPECIALS",
    "TARGET_SCORE",
    "BarrelDoubled",
    "BarrelRemoved",
    "BarrelsThrown",
    "BillSettled",
    "CloseTap",
    "Double",
    "Face",
    "FirstThrowRepeated",
    "InnkeeperFailed",
    "Landing",
    "Order",
    "OrdersOpened",
    "Remove",
    "RoundStarted",
    "ServeCounted",
    "Special",
    "TapClosed",
    "Throw",
    "ThrowAgain",
    "barrel_ends",
    "innkeeper_gain",
    "is_number_barrel",
    "order_cards",
    "order_value",
    "settle",
]


# -- state -----------------------------------------------------------------------


class Phase(Enum):
    FIRST_THROW = "first_throw"
    ORDERS = "orders"
    SERVING = "serving"
    COUNTING = "counting"
    OVER = "over"


@dataclass
class TallyRow:
    """One line of the tally sheet."""

    round: int
    innkeeper: int
    failed: bool
    served: int
    ordered: int
    gains: list[int]
    scores: list[int]


def _all_lying() -> list[int | Special | None]:
    return [None] * BARREL_COUNT


@dataclass
class PolterfassState:
    """The table: scores, whose round it is and where every barrel lies.

    ``up[b]`` is the face of barrel ``b`` when it stands, None when it lies (or
    before the round's first throw). ``orders`` holds the sealed orders (card
    lists) of this round; ``removed`` and ``doubled`` the counting so far.
    """

    scores: list[int]
    innkeeper: int = 0
    round: int = 1
    phase: Phase = Phase.FIRST_THROW
    up: list[int | Special | None] = field(default_factory=_all_lying)
    orders: SealedChoices = field(default_factory=lambda: SealedChoices.open_for([]))
    removed: list[int] = field(default_factory=list)
    doubled: list[int] = field(default_factory=list)
    tally: list[TallyRow] = field(default_factory=list)

    def guests(self, seats: int) -> list[int]:
        """The guests in ordering sequence: clockwise from the innkeeper's left."""
        return [(self.innkeeper + step) % seats for step in range(1, seats)]

    def standing_numbers(self) -> list[int]:
        return [b for b in range(NUMBER_COUNT) if self.up[b] is not None]

    def standing_specials(self) -> list[int]:
        return [b for b in SPECIALS if self.up[b] is not None]

    def lying(self) -> list[int]:
        return [b for b in range(BARREL_COUNT) if self.up[b] is None]

    def special_count(self, end: Special) -> int:
        return sum(1 for b in SPECIALS if self.up[b] is end)

    def survivors(self) -> list[int]:
        """Standing number barrels not removed by an X."""
        return [b for b in self.standing_numbers() if b not in self.removed]

    def number_face(self, barrel: int) -> int:
        face = self.up[barrel]
        assert isinstance(face, int), f"barrel {barrel} is no standing number barrel"
        return face

    def serve(self) -> int:
        survivors = self.survivors()
        return sum(self.number_face(b) for b in survivors) + sum(
            self.number_face(b) for b in self.doubled
        )

    def pending_count(self) -> type[Remove] | type[Double] | None:
        """Which counting step is due: an X's removal, an arrow's doubling, or none (PF-D8)."""
        survivors = self.survivors()
        if len(self.removed) < self.special_count(Special.X) and survivors:
            return Remove
        undoubled = [b for b in survivors if b not in self.doubled]
        if len(self.doubled) < self.special_count(Special.ARROW) and undoubled:
            return Double
        return None


# -- engine ----------------------------------------------------------------------


class PolterfassEngine(Engine[PolterfassState]):
    state_type = PolterfassState

    @classmethod
    def _setup(
        cls, seats: int, options: Mapping[str, Any], rng: Rng
    ) -> tuple[PolterfassState, list[Event]]:
        # The first innkeeper is seat 0 ("the most generous player", chosen at setup).
        return PolterfassState(scores=[0] * seats), [RoundStarted(round=1, innkeeper=0)]

    @property
    def p_stand(self) -> float:
        return float(self.options["p_stand"])

    def _current_seat(self) -> int | None:
        state = self.state
        if state.phase is Phase.OVER:
            return None
        if state.phase is Phase.ORDERS:
            return state.orders.next_seat
        return state.innkeeper

    def _rethrow_choices(self) -> list[tuple[int, ...]]:
        """Sets of standing special barrels that may join the next throw."""
        state = self.state
        standing = state.standing_specials() if self.options["rethrow_standing_specials"] else []
        choices = [c for size in range(len(standing) + 1) for c in combinations(standing, size)]
        # PF-2.5 (5): a throw needs at least one barrel.
        return [c for c in choices if c or state.lying()]

    def _legal_actions(self) -> list[Action]:
        state = self.state
        seat = self._current_seat()
        assert seat is not None
        match state.phase:
            case Phase.FIRST_THROW:
                return [Throw(seat)]
            case Phase.ORDERS:
                return [Order(seat, cards) for cards in order_cards()]
            case Phase.SERVING:
                return [CloseTap(seat), *(ThrowAgain(seat, c) for c in self._rethrow_choices())]
            case Phase.COUNTING:
                step = state.pending_count()
                assert step is not None, "counting ends as soon as nothing is due"
                targets = state.survivors()
                if step is Double:
                    targets = [b for b in targets if b not in state.doubled]
                return [step(seat, b) for b in targets]
        raise AssertionError(f"no actions in phase {state.phase}")

    def _check(self, action: Action) -> None:
        state = self.state
        match action:
            case Throw():
                if state.phase is not Phase.FIRST_THROW:
                    raise IllegalAction("polterfass.error.throw_not_now")
            case Order(cards=cards):
                if state.phase is not Phase.ORDERS:
                    raise IllegalAction("polterfass.error.order_not_now")
                if not 1 <= len(cards) <= 2:
                    raise IllegalAction("polterfass.error.order_card_count")
                if any(card not in CARDS for card in cards):
                    raise IllegalAction("polterfass.error.no_such_card")
                if len(set(cards)) != len(cards):
                    raise IllegalAction("polterfass.error.same_card_twice")
            case ThrowAgain(rethrow=rethrow):
                if state.phase is not Phase.SERVING:
                    raise IllegalAction("polterfass.error.serve_not_now")
                if rethrow and not self.options["rethrow_standing_specials"]:
                    raise IllegalAction("polterfass.error.specials_stay")
                standing = state.standing_specials()
                if len(set(rethrow)) != len(rethrow) or any(b not in standing for b in rethrow):
                    raise IllegalAction("polterfass.error.rethrow_not_standing_special")
                if not rethrow and not state.lying():
                    raise IllegalAction("polterfass.error.nothing_to_throw")
            case CloseTap():
                if state.phase is not Phase.SERVING:
                    raise IllegalAction("polterfass.error.serve_not_now")
            case Remove(barrel=barrel) | Double(barrel=barrel):
                if state.phase is not Phase.COUNTING:
                    raise IllegalAction("polterfass.error.count_not_now")
                step = state.pending_count()
                if type(action) is not step:
                    raise IllegalAction(
                        "polterfass.error.remove_first"
                        if step is Remove
                        else "polterfass.error.no_removal_due"
                    )
                if barrel not in state.survivors():
                    raise IllegalAction("polterfass.error.not_a_target")
                if isinstance(action, Double) and barrel in state.doubled:
                    raise IllegalAction("polterfass.error.already_doubled")

    def _apply(self, action: Action) -> list[Event]:
        state = self.state
        seat = action.seat
        match action:
            case Throw():
                return self._first_throw(seat)
            case Order(cards=cards):
                return [state.orders.seal(seat, sorted(cards)), *self._after_order()]
            case ThrowAgain(rethrow=rethrow):
                return self._throw_again(seat, rethrow)
            case CloseTap():
                state.phase = Phase.COUNTING
                return [TapClosed(seat), *self._advance_counting()]
            case Remove(barrel=barrel):
                state.removed.append(barrel)
                removed = BarrelRemoved(seat, barrel, state.number_face(barrel))
                return [removed, *self._advance_counting()]
            case Double(barrel=barrel):
                state.doubled.append(barrel)
                doubled = BarrelDoubled(seat, barrel, state.number_face(barrel))
                return [doubled, *self._advance_counting()]
        raise AssertionError(f"unchecked action {action!r}")

    # -- phases ----------------------------------------------------------

    def _throw(self, barrels: Sequence[int]) -> list[Landing]:
        """Throw ``barrels`` with the INVENTED model of PF-D2; updates ``up``."""
        landings = []
        for barrel in barrels:
            face: Face | None = None
            if self.rng.chance(self.p_stand):
                first, second = barrel_ends(barrel)
                face = first if self.rng.chance(FIRST_END_ODDS) else second
            self.state.up[barrel] = face
            landings.append(Landing(barrel, face is not None, face))
        return landings

    def _first_throw(self, seat: int) -> list[Event]:
        state = self.state
        landings = self._throw(range(BARREL_COUNT))
        events: list[Event] = [BarrelsThrown(seat, True, tuple(landings))]
        if not state.standing_numbers():
            # PF-D4: a standing special barrel alone does not count; throw all nine again.
            state.up = _all_lying()
            events.append(FirstThrowRepeated(seat))
            return events
        guests = state.guests(self.seats)
        state.orders = SealedChoices.open_for(guests)
        state.phase = Phase.ORDERS
        events.append(OrdersOpened(tuple(guests)))
        return events

    def _after_order(self) -> list[Event]:
        if self.state.orders.complete:
            self.state.phase = Phase.SERVING
        return []

    def _throw_again(self, seat: int, rethrow: tuple[int, ...]) -> list[Event]:
        state = self.state
        thrown = sorted({*state.lying(), *rethrow})
        landings = self._throw(thrown)
        events: list[Event] = [BarrelsThrown(seat, False, tuple(landings))]
        if self.options["fail_if_no_number_barrel"]:
            stood = any(land.standing and is_number_barrel(land.barrel) for land in landings)
        else:
            stood = any(land.standing for land in landings)  # PF-D5
        if not stood:
            events.append(InnkeeperFailed(seat))
            events.extend(self._bill(serve=0, failed=True))
        return events

    def _advance_counting(self) -> list[Event]:
        state = self.state
        if state.pending_count() is not None:
            return []
        serve = state.serve()
        return [ServeCounted(state.innkeeper, serve), *self._bill(serve=serve, failed=False)]

    def _bill(self, serve: int, failed: bool) -> list[Event]:
        state = self.state
        events: list[Event] = [state.orders.reveal()]
        orders = {
            seat: order_value(state.orders.choices[seat]) for seat in state.guests(self.seats)
        }
        gains = [0] * self.seats
        for seat, gain in settle(orders, serve, failed).items():
            gains[seat] = gain
        gains[state.innkeeper] = innkeeper_gain(orders, serve, failed)
        for seat, gain in enumerate(gains):
            state.scores[seat] += gain
        total = sum(orders.values())
        events.append(
            BillSettled(
                state.innkeeper, failed, serve, total, orders, tuple(gains), tuple(state.scores)
            )
        )
        state.tally.append(
            TallyRow(state.round, state.innkeeper, failed, serve, total, gains, list(state.scores))
        )
        state.up = _all_lying()
        state.orders = SealedChoices.open_for([])
        state.removed = []
        state.doubled = []
        if max(state.scores) >= TARGET_SCORE:
            state.phase = Phase.OVER
            return events
        # The cup passes to the left (RULES.md §2.5, phase 5).
        state.innkeeper = (state.innkeeper + 1) % self.seats
        state.round += 1
        state.phase = Phase.FIRST_THROW
        events.append(RoundStarted(state.round, state.innkeeper))
        return events

    # -- results and secrets ---------------------------------------------

    def _scores(self) -> list[int]:
        return list(self.state.scores)

    def _winners(self) -> list[int]:
        # PF-D15: equal best totals share the win.
        best = max(self.state.scores)
        return [seat for seat, score in enumerate(self.state.scores) if score == best]

    def _redact(self, state: PolterfassState, viewer: int | None) -> PolterfassState:
        # PF-D10: a guest sees only his own order; the innkeeper sees none while serving.
        state.orders = state.orders.redacted_for(viewer)
        return state

    def hidden_info(self, seat: int) -> dict[str, Any]:
        return {"order": self.state.orders.choices.get(seat)}


SPEC = GameSpec(
    id="polterfass",
    title="Polterfass",
    menu_position=2,
    min_seats=2, max_seats=6,  # PF-D1
    first_setup_seats=3,  # PF-D1: with two, the one guest is both highest and lowest
    rules_version=1,
    engine=PolterfassEngine,
    action_types=(Throw, Order, ThrowAgain, CloseTap, Remove, Double),
    event_types=(
        RoundStarted,
        BarrelsThrown,
        FirstThrowRepeated,
        OrdersOpened,
        TapClosed,
        InnkeeperFailed,
        BarrelRemoved,
        BarrelDoubled,
        ServeCounted,
        BillSettled,
        *SealedChoices.SEALED_EVENTS,
    ),
    options=(
        GameOption("p_stand", P_STAND_DEFAULT, P_STAND_CHOICES),  # PF-D2
        GameOption("fail_if_no_number_barrel", False, (False, True)),  # PF-D5
        GameOption("rethrow_standing_specials", True, (False, True)),  # PF-D6
    ),
    has_hidden_information=True,
    default_seats=4,
    coach="tabletop.coach.polterfass:advise",
    round_event=RoundStarted,
)
