"""Big Shot (Alex Randolph): auctions for cubes, majorities in a city's regions.

Rules: RULES.md §4. Eighteen rounds; in each the round's roller rolls the die
and the broker walks clockwise over the auction spaces that still hold cubes
(BS-T8). The four cubes there are auctioned: bidding starts left of the roller,
who bids last in the first circuit (BS-D8); a bid is at least 1 M more, a pass
is final (BS-D7); nobody bidding gives the roller the lot free (BS-D9). The
buyer places the four cubes one ``PlaceCube`` at a time, at most 7 per region;
the 7th cube sells the region at once by the tie-cancelling majority (4.6,
BS-D12). After round 18 every unsold region is resolved the same way, parks
double their zone's districts for the same colour, and the fortune (cash +
regions − 10 per loan) decides among players owning two regions or more.

Colours and seats: the engine always has four cube colours. With four seats
colour i is seat i. With three, colour 3 is the neutral "player" (BS-D15):
its cubes are auctioned and placed by the buyers, it never bids, rolls or
pays, and what it owns scores for nobody. With two, each seat runs two colours
in the order P1c1, P2c1, P1c2, P2c2 (BS-D16), so colour i belongs to seat
i % 2, each colour with its own money, loans and turn. Colour cards are not
dealt: which seat gets which colour changes nothing once lots are random.

Variant ``hidden_money`` (BS-D17): each colour's cash and loans are private,
so a bid is not checked against the bidder's cash (up to ``MAX_BID``, which
nobody could pay). A winner who cannot pay shows everybody the cash in hand
(``PaymentFailed``) and the auction starts again from the left of the roller
with every bidder in it, the loser too: no cubes move, no money is paid, loans
already taken stay taken. The loser's money is on the table for the rest of
this auction, so their bids in it are held to it as in the open game, which
also ends every round (each colour fails at most once). Refusals in this
variant never name an amount of the bidder's own money: a refusal stays on
the screen, and the screen is shared.
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.core import Action, Engine, Event, GameOption, GameSpec, IllegalAction, Rng
from tabletop.games.big_shot_data import PARKS_COUNT_FOR_TWO_REGIONS, REGIONS
from tabletop.games.big_shot_events import (
    AuctionWon,
    Bid,
    BidMade,
    BrokerMoved,
    CubePlaced,
    DieRolled,
    FortunesCounted,
    LoanTaken,
    LoanTakenPrivately,
    LotsDealt,
    Pass,
    Passed,
    PaymentFailed,
    PlaceCube,
    RegionCleared,
    RegionSold,
    Roll,
    RoundStarted,
    StartRolled,
    TakeLoan,
)
from tabletop.games.big_shot_rules import (
    COLOURS,
    CUBES_PER_COLOUR,
    CUBES_PER_LOT,
    DIE_FACES,
    LOAN_FACE,
    MAX_BID,
    MAX_LOANS,
    NEUTRAL_SEATS,
    REGION_CAPACITY,
    ROUNDS,
    SPACES,
    START_CASH,
    colour_owner,
    colours_of,
    loan_proceeds,
    owner_of,
    rank_winners,
    region_values,
    valid_lots,
)
from tabletop.games.big_shot_state import BigShotState, Phase

__all__ = [
    "COLOURS",
    "CUBES_PER_COLOUR",
    "CUBES_PER_LOT",
    "DIE_FACES",
    "LOAN_FACE",
    "MAX_BID",
    "MAX_LOANS",
    "NEUTRAL_SEATS",
    "REGION_CAPACITY",
    "ROUNDS",
    "SPACES",
    "SPEC",
    "START_CASH",
    "BigShotEngine",
    "BigShotState",
    "Phase",
    "colour_owner",
    "colours_of",
    "loan_proceeds",
    "owner_of",
    "rank_winners",
    "region_values",
    "valid_lots",
]

def _known(value: int | None) -> int:
    if value is None:
        raise ValueError("this view hides that colour's money")
    return value


# -- engine ----------------------------------------------------------------------


class BigShotEngine(Engine[BigShotState]):
    state_type = BigShotState

    @classmethod
    def _setup(
        cls, seats: int, options: Mapping[str, Any], rng: Rng
    ) -> tuple[BigShotState, list[Event]]:
        cubes = [colour for colour in range(COLOURS) for _ in range(CUBES_PER_COLOUR)]
        deals = 0
        while True:
            deals += 1
            rng.shuffle(cubes)
            lots = [
                sorted(cubes[i : i + CUBES_PER_LOT]) for i in range(0, len(cubes), CUBES_PER_LOT)
            ]
            if valid_lots(lots):
                break
        bidders = [c for c in range(COLOURS) if colour_owner(seats, c) is not None]
        events: list[Event] = [LotsDealt(tuple(tuple(lot) for lot in lots), deals)]
        contenders = list(bidders)
        while len(contenders) > 1:  # BS-D14: highest die starts, ties roll again
            rolls = {colour: rng.randint(1, DIE_FACES) for colour in contenders}
            events.append(StartRolled(rolls))
            top = max(rolls.values())
            contenders = [colour for colour in contenders if rolls[colour] == top]
        roller = contenders[0]
        state = BigShotState(
            bidders=bidders,
            lots=lots,
            region_cubes=[[0] * COLOURS for _ in REGIONS],
            region_owner=[None] * len(REGIONS),
            region_closed=[False] * len(REGIONS),
            cash=[START_CASH if c in bidders else 0 for c in range(COLOURS)],
            loans=[0] * COLOURS,
            loan_this_round=[False] * COLOURS,
            roller=roller,
        )
        events.append(RoundStarted(1, _seat(seats, roller), roller))
        return state, events

    # -- helpers ---------------------------------------------------------

    @property
    def hidden_money(self) -> bool:
        return bool(self.options.get("hidden_money", False))

    def seat_of(self, colour: int) -> int | None:
        return colour_owner(self.seats, colour)

    def colours_of(self, seat: int) -> tuple[int, ...]:
        return colours_of(self.seats, seat)

    def _next_bidder(self, colour: int) -> int:
        bidders = self.state.bidders
        return bidders[(bidders.index(colour) + 1) % len(bidders)]

    def min_bid(self) -> int:
        return self.state.high_bid + 1

    def can_take_loan(self, colour: int) -> bool:
        """BS-D6: once per round, at most 9, and only if it makes some bid affordable."""
        state = self.state
        if state.phase is not Phase.AUCTION or state.to_bid != colour:
            return False
        if state.loan_floor is not None or state.loan_this_round[colour]:
            return False
        loans, cash = _known(state.loans[colour]), _known(state.cash[colour])
        if loans >= MAX_LOANS:
            return False
        return max(self.min_bid(), cash + 1) <= cash + loan_proceeds(loans)

    def reach(self, colour: int) -> int:
        """The most ``colour`` can pay now: its cash, with a loan's proceeds where one may
        be taken (BS-D6); beyond it a bid with hidden money is a bluff (BS-D17)."""
        cash = _known(self.state.cash[colour])
        if not self.can_take_loan(colour):
            return cash
        return cash + loan_proceeds(_known(self.state.loans[colour]))

    def bids_unchecked(self, colour: int) -> bool:
        """BS-D17: hidden money lets a bid exceed the cash, unless it was shown this auction."""
        return self.hidden_money and not self.state.failed[colour]

    def bid_range(self, colour: int) -> range:
        """The amounts ``colour`` may bid now: its cash in hand, or up to ``MAX_BID``
        with hidden money (BS-D17)."""
        state = self.state
        low = self.min_bid()
        if state.loan_floor is not None:
            low = max(low, state.loan_floor + 1)
        if self.bids_unchecked(colour):
            return range(low, MAX_BID + 1)
        return range(low, _known(state.cash[colour]) + 1)

    def can_pay(self, colour: int, amount: int) -> bool:
        """Whether ``colour``'s cash in hand covers ``amount`` (its own view knows)."""
        return amount <= _known(self.state.cash[colour])

    def takes_cube(self, region: int, building: Sequence[int] = ()) -> bool:
        """Whether ``region`` takes one more cube once the cubes of a placement still being
        built, ``building`` (the regions they go to), are down: unsold, and not filled to
        ``REGION_CAPACITY`` by them, as the cube that fills it sells it (BS-D12)."""
        state = self.state
        if state.region_closed[region]:
            return False
        return sum(state.region_cubes[region]) + list(building).count(region) < REGION_CAPACITY

    def ownership_now(self) -> list[int | None]:
        """Who owns each region if the game ended now (sold ones as sold)."""
        state = self.state
        return [
            state.region_owner[r] if state.region_closed[r] else owner_of(state.region_cubes[r])
            for r in range(len(REGIONS))
        ]

    # -- contract hooks --------------------------------------------------

    def _current_seat(self) -> int | None:
        colour = self.state.acting_colour
        return None if colour is None else self.seat_of(colour)

    def _legal_actions(self) -> list[Action]:
        state = self.state
        colour = state.acting_colour
        assert colour is not None
        seat = _seat(self.seats, colour)
        match state.phase:
            case Phase.ROLL:
                return [Roll(seat)]
            case Phase.AUCTION:
                actions: list[Action] = []
                if state.loan_floor is None:
                    actions.append(Pass(seat))
                if self.can_take_loan(colour):
                    actions.append(TakeLoan(seat))
                actions.extend(Bid(seat, amount) for amount in self.bid_range(colour))
                return actions
        return [
            PlaceCube(seat, cube, region)
            for cube in sorted(set(state.in_hand))
            for region in range(len(REGIONS))
            if self.takes_cube(region)
        ]

    def _check(self, action: Action) -> None:
        state = self.state
        colour = state.acting_colour
        assert colour is not None
        if isinstance(action, (Bid, Pass, TakeLoan)) and state.phase is not Phase.AUCTION:
            raise IllegalAction("big_shot.error.no_auction")
        match action:
            case Roll():
                if state.phase is not Phase.ROLL:
                    raise IllegalAction("big_shot.error.not_roll_time")
            case Bid(amount=amount):
                if amount < self.min_bid():
                    raise IllegalAction("big_shot.error.bid_too_low", minimum=self.min_bid())
                if state.loan_floor is not None and amount <= state.loan_floor:
                    if self.hidden_money:  # the floor is the cash before the loan: private
                        raise IllegalAction("big_shot.error.bid_needs_the_loan_hidden")
                    raise IllegalAction(
                        "big_shot.error.bid_needs_the_loan", minimum=state.loan_floor + 1
                    )
                if self.hidden_money:
                    if amount > MAX_BID:
                        raise IllegalAction("big_shot.error.bid_beyond_all_money",
                                            maximum=MAX_BID)
                    if state.failed[colour] and not self.can_pay(colour, amount):
                        raise IllegalAction("big_shot.error.bid_beyond_shown_money")
                    return
                cash = _known(state.cash[colour])
                if amount > cash:
                    if self.can_take_loan(colour) and amount <= cash + loan_proceeds(
                        _known(state.loans[colour])
                    ):
                        raise IllegalAction(
                            "big_shot.error.take_loan_first",
                            cash=cash,
                            proceeds=loan_proceeds(_known(state.loans[colour])),
                        )
                    raise IllegalAction("big_shot.error.cannot_afford", cash=cash)
            case Pass():
                if state.loan_floor is not None:
                    raise IllegalAction("big_shot.error.loan_then_bid")
            case TakeLoan():
                self._check_loan(colour)
            case PlaceCube(cube=cube, region=region):
                if state.phase is not Phase.PLACE:
                    raise IllegalAction("big_shot.error.nothing_to_place")
                if cube not in state.in_hand:
                    raise IllegalAction("big_shot.error.cube_not_in_hand")
                if not 0 <= region < len(REGIONS):
                    raise IllegalAction("big_shot.error.no_such_region")
                if state.region_closed[region]:
                    raise IllegalAction("big_shot.error.region_sold")

    def _check_loan(self, colour: int) -> None:
        state = self.state
        if self.hidden_money and not self.can_take_loan(colour):
            # One reason for all: "only one per round" or "nine already" would tell the
            # table about loans that are private (BS-D17).
            raise IllegalAction("big_shot.error.no_loan_now")
        if state.loan_floor is not None or state.loan_this_round[colour]:
            raise IllegalAction("big_shot.error.one_loan_per_round")
        if _known(state.loans[colour]) >= MAX_LOANS:
            raise IllegalAction("big_shot.error.no_more_loans")
        if not self.can_take_loan(colour):
            raise IllegalAction(
                "big_shot.error.loan_not_needed",
                proceeds=loan_proceeds(_known(state.loans[colour])),
            )

    def _apply(self, action: Action) -> list[Event]:
        state = self.state
        colour = state.acting_colour
        assert colour is not None
        seat = action.seat
        match action:
            case Roll():
                return self._roll(seat, colour)
            case Bid(amount=amount):
                state.high_bid, state.high_bidder = amount, colour
                state.loan_floor = None
                events: list[Event] = [BidMade(seat, colour, amount)]
                state.to_bid = self._next_in_auction(colour)
                return events
            case Pass():
                state.passed[colour] = True
                events = [Passed(seat, colour)]
                remaining = [c for c in state.bidders if not state.passed[c]]
                if len(remaining) == 1:
                    return events + self._close_auction()
                state.to_bid = self._next_in_auction(colour)
                return events
            case TakeLoan():
                return [self._take_loan(seat, colour)]
            case PlaceCube(cube=cube, region=region):
                return self._place(seat, cube, region)
        raise AssertionError(f"unchecked action {action!r}")

    def _next_in_auction(self, colour: int) -> int:
        state = self.state
        nxt = self._next_bidder(colour)
        while state.passed[nxt]:
            nxt = self._next_bidder(nxt)
        return nxt

    def _roll(self, seat: int, colour: int) -> list[Event]:
        state = self.state
        value = self.rng.randint(1, DIE_FACES)
        path: list[int] = []
        space = state.broker
        while len(path) < value:  # empty spaces are skipped (BS-T8)
            space = (space + 1) % SPACES
            if state.lots[space]:
                path.append(space)
        state.broker = space
        state.phase = Phase.AUCTION
        state.high_bid, state.high_bidder = 0, None
        state.passed = [c not in state.bidders for c in range(COLOURS)]
        state.failed = [False] * COLOURS
        state.to_bid = self._next_bidder(colour)  # BS-D8: the roller bids last
        return [
            DieRolled(seat, colour, value),
            BrokerMoved(tuple(path), space, tuple(state.lots[space])),
        ]

    def _take_loan(self, seat: int, colour: int) -> Event:
        state = self.state
        cash, loans = _known(state.cash[colour]), _known(state.loans[colour])
        proceeds = loan_proceeds(loans)
        state.loan_floor = cash
        state.cash[colour] = cash + proceeds
        state.loans[colour] = loans + 1
        state.loan_this_round[colour] = True
        if self.hidden_money:
            return LoanTakenPrivately(
                seat=seat,
                colour=colour,
                proceeds=proceeds,
                loans=loans + 1,
                cash=cash + proceeds,
                visible_to=(seat,),
            )
        return LoanTaken(seat, colour, proceeds, loans + 1, cash + proceeds)

    def _close_auction(self) -> list[Event]:
        state = self.state
        free = state.high_bidder is None
        buyer = state.roller if state.high_bidder is None else state.high_bidder
        price = state.high_bid
        cash = _known(state.cash[buyer])
        if price > cash:  # only with hidden money: the others' bids were never checked
            return [self._restart_auction(buyer, price, cash)]
        state.cash[buyer] = cash - price
        state.buyer = buyer
        state.in_hand = list(state.lots[state.broker])
        state.lots[state.broker] = []
        state.phase = Phase.PLACE
        state.loan_floor = None
        return [AuctionWon(_seat(self.seats, buyer), buyer, price, free, tuple(state.in_hand))]

    def _restart_auction(self, colour: int, price: int, cash: int) -> Event:
        """BS-D17: the winner who cannot pay shows their cash; the auction begins again."""
        state = self.state
        state.failed[colour] = True
        state.high_bid, state.high_bidder = 0, None
        state.passed = [c not in state.bidders for c in range(COLOURS)]
        state.loan_floor = None
        state.to_bid = self._next_bidder(state.roller)  # as at the first call (BS-D8)
        return PaymentFailed(_seat(self.seats, colour), colour, price, cash)

    def _place(self, seat: int, cube: int, region: int) -> list[Event]:
        state = self.state
        state.in_hand.remove(cube)
        counts = state.region_cubes[region]
        counts[cube] += 1
        events: list[Event] = [CubePlaced(seat, cube, region, tuple(counts))]
        if sum(counts) == REGION_CAPACITY:  # BS-D12: sold at once
            events.append(self._resolve(region, at_end=False))
        if not state.in_hand:
            events.extend(self._end_round())
        return events

    def _resolve(self, region: int, *, at_end: bool) -> Event:
        state = self.state
        counts = tuple(state.region_cubes[region])
        owner = owner_of(counts)
        state.region_cubes[region] = [0] * COLOURS
        state.region_closed[region] = True
        state.region_owner[region] = owner
        if owner is None:
            state.removed += sum(counts)
            return RegionCleared(region, counts)
        state.removed += sum(counts) - 1
        return RegionSold(
            region, owner, self.seat_of(owner), counts, sum(counts) - 1, at_end=at_end
        )

    def _end_round(self) -> list[Event]:
        state = self.state
        state.buyer = None
        state.round += 1
        state.loan_this_round = [False] * COLOURS
        if state.round <= ROUNDS:
            state.roller = self._next_bidder(state.roller)
            state.phase = Phase.ROLL
            return [RoundStarted(state.round, _seat(self.seats, state.roller), state.roller)]
        state.phase = Phase.OVER
        events: list[Event] = [
            self._resolve(region, at_end=True)
            for region in range(len(REGIONS))
            if not state.region_closed[region]
        ]
        cash = tuple(_known(value) for value in state.cash)
        loans = tuple(_known(value) for value in state.loans)
        regions = tuple(region_values(state.region_owner, c) for c in range(COLOURS))
        events.append(FortunesCounted(cash, loans, regions, self.colour_fortunes()))
        return events

    # -- results ---------------------------------------------------------

    def with_placed(self, cubes: Sequence[tuple[int, int]]) -> BigShotEngine:
        """A read-only copy with ``cubes`` ((colour, region) each) of a placement still being
        built laid down, a region they fill sold (BS-D12); self unless they are in hand."""
        state = self.state
        if (not cubes or state.phase is not Phase.PLACE
                or Counter(cube for cube, _ in cubes) - Counter(state.in_hand)):
            return self
        preview = type(self)(spec=self.spec, seats=self.seats, seed=None, options=self.options,
                             state=copy.deepcopy(state), rng=None, is_view=True,
                             viewer=self.viewer)
        for cube, region in cubes:
            counts = preview.state.region_cubes[region]
            counts[cube] += 1
            if sum(counts) == REGION_CAPACITY:
                preview._resolve(region, at_end=False)
        return preview

    def colour_fortunes(self, owners: Sequence[int | None] | None = None) -> tuple[int, ...]:
        """Cash + region value − 10 per loan, per colour (4.7.3); the neutral scores 0.
        ``owners``: each region's owner, if not :meth:`ownership_now` (a table's preview).

        On a view that hides a colour's money (BS-D17) that colour's fortune
        counts its regions only: the view cannot know more.
        """
        state = self.state
        owners = self.ownership_now() if owners is None else owners
        fortunes = []
        for colour in range(COLOURS):
            cash, loans = state.cash[colour], state.loans[colour]
            money = 0 if cash is None or loans is None else cash - LOAN_FACE * loans
            fortunes.append(region_values(owners, colour) + money if colour in state.bidders else 0)
        return tuple(fortunes)

    def regions_owned(self, seat: int) -> list[int]:
        owners = self.ownership_now()
        mine = self.colours_of(seat)
        return [
            r
            for r, owner in enumerate(owners)
            if owner in mine and (PARKS_COUNT_FOR_TWO_REGIONS or not REGIONS[r].is_park)
        ]

    def _scores(self) -> list[int]:
        fortunes = self.colour_fortunes()
        return [sum(fortunes[c] for c in self.colours_of(seat)) for seat in range(self.seats)]

    def _winners(self) -> list[int]:
        return rank_winners(self._scores(), [self.regions_owned(s) for s in range(self.seats)])

    def hidden_info(self, seat: int) -> dict[str, Any]:
        if not self.hidden_money or self.state.phase is Phase.OVER:
            return {}  # the final count shows everybody's money
        cash = [self.state.cash[c] for c in self.colours_of(seat)]
        loans = [self.state.loans[c] for c in self.colours_of(seat)]
        return {
            "cash": None if None in cash else cash,
            "loans": None if None in loans else loans,
        }

    def _redact(self, state: BigShotState, viewer: int | None) -> BigShotState:
        if not self.hidden_money or state.phase is Phase.OVER:
            return state
        for colour in range(COLOURS):
            if colour_owner(self.seats, colour) != viewer and colour in state.bidders:
                state.cash[colour] = None
                state.loans[colour] = None
                state.loan_this_round[colour] = None
                if state.acting_colour == colour:
                    state.loan_floor = None
        return state


def _seat(seats: int, colour: int) -> int:
    seat = colour_owner(seats, colour)
    assert seat is not None, "the neutral colour never acts"
    return seat


SPEC = GameSpec(
    id="big_shot",
    title="Big Shot",
    menu_position=5,
    min_seats=2,
    max_seats=4,
    rules_version=2,  # 2: BS-D17's bids beyond one's cash and the restart
    engine=BigShotEngine,
    action_types=(Roll, Bid, Pass, TakeLoan, PlaceCube),
    event_types=(
        LotsDealt,
        StartRolled,
        RoundStarted,
        DieRolled,
        BrokerMoved,
        BidMade,
        Passed,
        LoanTaken,
        LoanTakenPrivately,
        PaymentFailed,
        AuctionWon,
        CubePlaced,
        RegionSold,
        RegionCleared,
        FortunesCounted,
    ),
    options=(GameOption("hidden_money", False, (False, True)),),
    has_hidden_information=True,
    hidden_information_option="hidden_money",
    default_seats=4,
    coach="tabletop.coach.big_shot:advise",
    round_event=RoundStarted,
)
