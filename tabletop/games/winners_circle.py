"""Winner's Circle (Reiner Knizia): bet on seven horses, then everybody drives every horse.

Rules: RULES.md §1. Two to six players, three races. Before a race each player
places chips 1, 1, 2 on horses, one chip per turn (never two of his chips on
one horse). Then, in turn, a player rolls the symbol die and moves any horse
whose card is face up by that card's value for the symbol; the card turns
face down. A horse never shares a space: it stops on the nearest free space
behind its target. The first horse at or past space 18 takes the pace token.
When three horses have finished the race ends; the rearmost horse is last.
Payouts use the INVENTED table in :mod:`tabletop.games.winners_circle_data`.

Positions are *progress* ``d`` (RULES.md §1.3): a horse starts on ``d`` = its
printed space 30–36, the printed space is ``(d - 1) % 36 + 1``, the pace space
18 is ``d = 54`` and a horse finishes at ``d >= 73``.

Hidden-bets option: chips 0, 1, 1, 2 are laid face down (four circuits) and
only their owner knows their values until the payout reveals them.
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.core import Action, Engine, Event, GameOption, GameSpec, IllegalAction, Rng
from tabletop.games.winners_circle_data import (
    CARDS,
    DIE_FACES,
    FINISH,
    HORSES,
    LAST_HORSE_PENALTY,
    PACE_BONUS,
    PACE_PROGRESS,
    PACE_SPACE,
    PAID_PLACES,
    RACES,
    SPACES,
    Symbol,
)
from tabletop.games.winners_circle_events import (
    BetPlaced,
    BettingClosed,
    CardsTurnedUp,
    ChipSettled,
    ChipsRevealed,
    DeckShuffled,
    DieRolled,
    FaceDownBetPlaced,
    FirstBettorChosen,
    HiddenBetPlaced,
    HorseCardDrawn,
    HorseFinished,
    HorseMoved,
    MoneySettled,
    MoveHorse,
    PaceTaken,
    PayoutKind,
    PlaceBet,
    RaceEnded,
    RaceStarted,
    Roll,
)
from tabletop.games.winners_circle_rules import (
    chip_set,
    payout_rate,
    printed_space,
    race_multiplier,
)


class Phase(enum.Enum):
    BETTING = "betting"
    ROLL = "roll"
    MOVE = "move"
    OVER = "over"


PLACE_KINDS: dict[int, PayoutKind] = {1: PayoutKind.WIN, 2: PayoutKind.PLACE, 3: PayoutKind.SHOW}


def card_value(card: int, symbol: Symbol) -> int:
    return CARDS[card][1][symbol.index]


def landing(progress: Sequence[int], running: Sequence[bool], horse: int, steps: int) -> int:
    """Where ``horse`` ends after moving ``steps`` (RULES.md §1.5 racing step 3).

    A finishing move is never blocked (WC-D18). Otherwise the horse drops back
    to the nearest space not taken by another running horse, comparing printed
    spaces so a horse a lap behind still blocks (WC-T11), and never behind
    where it stood (WC-D17).
    """
    start = progress[horse]
    target = start + steps
    if target >= FINISH:
        return target
    taken = {printed_space(progress[other]) for other in range(HORSES)
             if running[other] and other != horse}
    while target > start and printed_space(target) in taken:
        target -= 1
    return target


@dataclass
class Bet:
    """A chip on a horse; ``chip`` is None in a view when it lies face down and is not ours."""

    seat: int
    horse: int
    chip: int | None
    face_down: bool = False


@dataclass
class WinnersCircleState:
    money: list[int]
    hands: list[list[int]]
    deck: list[int]
    race: int = 1
    phase: Phase = Phase.BETTING
    to_move: int = 0
    first_bettor: int = 0
    discard: list[int] = field(default_factory=list)
    cards: list[int] = field(default_factory=list)  # per horse: its card this race
    gates: list[int] = field(default_factory=list)  # per horse: its gate 1–7
    progress: list[int] = field(default_factory=list)  # per horse: d
    face_up: list[bool] = field(default_factory=list)
    finished: list[int] = field(default_factory=list)  # horses in finishing order
    pace_horse: int | None = None
    bets: list[Bet] = field(default_factory=list)
    symbol: Symbol | None = None
    bank_paid: int = 0  # ledger: everything the bank has paid out and taken in
    bank_received: int = 0

    def __deepcopy__(self, memo: dict[int, Any]) -> WinnersCircleState:
        # Every view copies the state; copying each int of the deck one by one was slow.
        return replace(
            self, money=list(self.money), hands=[list(h) for h in self.hands],
            deck=list(self.deck), discard=list(self.discard), cards=list(self.cards),
            gates=list(self.gates), progress=list(self.progress), face_up=list(self.face_up),
            finished=list(self.finished), bets=[replace(bet) for bet in self.bets],
        )

    def running(self) -> list[bool]:
        return [horse not in self.finished for horse in range(HORSES)]

    def backs(self, seat: int, horse: int) -> bool:
        return any(bet.seat == seat and bet.horse == horse for bet in self.bets)


class WinnersCircleEngine(Engine[WinnersCircleState]):
    state_type = WinnersCircleState

    @classmethod
    def _setup(
        cls, seats: int, options: Mapping[str, Any], rng: Rng
    ) -> tuple[WinnersCircleState, list[Event]]:
        deck = list(range(len(CARDS)))
        rng.shuffle(deck)
        state, events = new_state(seats, options, rng, deck)
        return state, [DeckShuffled(len(deck)), *events]

    # -- the contract hooks ------------------------------------------------

    def _current_seat(self) -> int | None:
        return None if self.state.phase is Phase.OVER else self.state.to_move

    def _legal_actions(self) -> list[Action]:
        state = self.state
        seat = state.to_move
        if state.phase is Phase.BETTING:
            chips = sorted(set(state.hands[seat]))
            return [PlaceBet(seat, horse, chip) for horse in range(HORSES)
                    if not state.backs(seat, horse) for chip in chips]
        if state.phase is Phase.ROLL:
            return [Roll(seat)]
        running = state.running()
        return [MoveHorse(seat, horse) for horse in range(HORSES)
                if running[horse] and state.face_up[horse]]

    def _check(self, action: Action) -> None:
        state = self.state
        match action:
            case PlaceBet(horse=horse, chip=chip):
                if state.phase is not Phase.BETTING:
                    raise IllegalAction("winners_circle.error.betting_closed")
                _check_horse(horse)
                if chip not in state.hands[action.seat]:
                    raise IllegalAction("winners_circle.error.no_such_chip", chip=chip)
                if state.backs(action.seat, horse):
                    raise IllegalAction("winners_circle.error.already_backed")
            case Roll():
                if state.phase is Phase.BETTING:
                    raise IllegalAction("winners_circle.error.bet_first")
                if state.phase is Phase.MOVE:
                    raise IllegalAction("winners_circle.error.already_rolled")
            case MoveHorse(horse=horse):
                if state.phase is Phase.BETTING:
                    raise IllegalAction("winners_circle.error.bet_first")
                if state.phase is Phase.ROLL:
                    raise IllegalAction("winners_circle.error.roll_first")
                _check_horse(horse)
                if horse in state.finished:
                    raise IllegalAction("winners_circle.error.horse_finished")
                if not state.face_up[horse]:
                    raise IllegalAction("winners_circle.error.card_face_down")

    def _apply(self, action: Action) -> list[Event]:
        match action:
            case PlaceBet():
                return self._place_bet(action)
            case Roll():
                face = self.rng.below(len(DIE_FACES))
                self.state.symbol = DIE_FACES[face]
                self.state.phase = Phase.MOVE
                return [DieRolled(action.seat, DIE_FACES[face], face)]
            case MoveHorse(horse=horse):
                return self._move(action.seat, horse)
        raise AssertionError(f"unchecked action {action!r}")

    def _scores(self) -> list[int]:
        return list(self.state.money)

    def _winners(self) -> list[int]:
        # WC-D12: equal fortunes share the win.
        best = max(self.state.money)
        return [seat for seat, money in enumerate(self.state.money) if money == best]

    def _redact(self, state: WinnersCircleState, viewer: int | None) -> WinnersCircleState:
        # The deck's order is the future: a view keeps only which cards remain.
        state.deck.sort()
        if self.options.get("hidden_bets"):
            for bet in state.bets:
                if bet.face_down and bet.seat != viewer:
                    bet.chip = None
            state.hands = [hand if seat == viewer else [] for seat, hand in enumerate(state.hands)]
        return state

    def hidden_info(self, seat: int) -> dict[str, Any]:
        if not self.options.get("hidden_bets"):
            return {}
        # The face-down chips are the whole secret: the hand left is the set minus them.
        chips = {str(bet.horse): bet.chip for bet in self.state.bets
                 if bet.seat == seat and bet.face_down and bet.chip is not None}
        return {"face_down_chips": chips}

    # -- betting -------------------------------------------------------------

    def _place_bet(self, action: PlaceBet) -> list[Event]:
        state = self.state
        seat = action.seat
        state.hands[seat].remove(action.chip)
        hidden = bool(self.options.get("hidden_bets"))
        state.bets.append(Bet(seat, action.horse, action.chip, face_down=hidden))
        events: list[Event] = [
            HiddenBetPlaced(seat=seat, horse=action.horse, chip=action.chip, visible_to=(seat,))
            if hidden else BetPlaced(seat, action.horse, action.chip)
        ]
        state.to_move = (seat + 1) % self.seats
        if not any(state.hands):
            # WC-D11: the player who placed the race's first chip rolls first.
            state.phase = Phase.ROLL
            state.to_move = state.first_bettor
            events.append(BettingClosed(state.race, state.first_bettor))
        return events

    # -- racing --------------------------------------------------------------

    def _move(self, seat: int, horse: int) -> list[Event]:
        state = self.state
        symbol = state.symbol
        assert symbol is not None
        steps = card_value(state.cards[horse], symbol)
        start = state.progress[horse]
        end = landing(state.progress, state.running(), horse, steps)
        state.progress[horse] = end
        state.face_up[horse] = False  # even when fully blocked (WC-T6)
        state.symbol = None
        events: list[Event] = [
            HorseMoved(seat, horse, symbol, steps, start, start + steps, end,
                       printed_space(start), printed_space(end), end < start + steps),
        ]
        if state.pace_horse is None and end >= PACE_PROGRESS:
            state.pace_horse = horse  # WC-D6: judged after blocking, never moves again
            events.append(PaceTaken(horse, PACE_SPACE))
        if end >= FINISH:
            state.finished.append(horse)
            events.append(HorseFinished(horse, len(state.finished)))
            if len(state.finished) == PAID_PLACES:
                events.extend(self._end_race())
                return events
        running = state.running()
        if not any(state.face_up[h] for h in range(HORSES) if running[h]):
            turned = tuple(h for h in range(HORSES) if running[h])
            for h in turned:
                state.face_up[h] = True
            events.append(CardsTurnedUp(turned))
        state.phase = Phase.ROLL
        state.to_move = (seat + 1) % self.seats
        return events

    def _end_race(self) -> list[Event]:
        state = self.state
        running = state.running()
        # WC-D19: the rearmost horse still on the track when the third finishes.
        last = min((h for h in range(HORSES) if running[h]), key=lambda h: state.progress[h])
        events: list[Event] = [RaceEnded(state.race, tuple(state.finished), last,
                                         state.pace_horse)]
        if self.options.get("hidden_bets"):
            events.append(ChipsRevealed(tuple((b.seat, b.horse, b.chip or 0) for b in state.bets)))
            for bet in state.bets:
                bet.face_down = False
        events.extend(self._payout(last))
        state.discard.extend(state.cards)
        state.bets = []
        if state.race == RACES:
            state.phase = Phase.OVER
            return events
        state.race += 1
        state.hands = [list(chip_set(self.options)) for _ in range(self.seats)]
        events.extend(prepare_race(state, self.rng, self.seats))
        return events

    def _payout(self, last: int) -> list[Event]:
        """RULES.md §1.5 payout: table rates, pace bonus, last-horse penalty, race-3 doubling."""
        state = self.state
        multiplier = race_multiplier(state.race)
        events: list[Event] = []
        gained = [0] * self.seats
        owed = [0] * self.seats
        for bet in state.bets:
            chip = bet.chip or 0
            if chip == 0:
                continue  # a 0-chip only bluffs (RULES.md §1.7)
            if bet.horse in state.finished:
                place = state.finished.index(bet.horse) + 1
                total = sum(b.chip or 0 for b in state.bets if b.horse == bet.horse)  # WC-D14
                lines = [(PLACE_KINDS[place], payout_rate(place, total))]
                if bet.horse == state.pace_horse:
                    lines.append((PayoutKind.PACE, PACE_BONUS))  # WC-D7
                for kind, rate in lines:
                    amount = chip * rate * multiplier
                    gained[bet.seat] += amount
                    events.append(ChipSettled(bet.seat, bet.horse, chip, kind, rate, multiplier,
                                              amount))
            elif bet.horse == last:
                amount = chip * LAST_HORSE_PENALTY * multiplier
                owed[bet.seat] += amount
                events.append(ChipSettled(bet.seat, bet.horse, chip, PayoutKind.LAST,
                                          LAST_HORSE_PENALTY, multiplier, -amount))
        for seat in range(self.seats):
            state.money[seat] += gained[seat]
            paid = min(owed[seat], state.money[seat])  # WC-D5: never below 0
            state.money[seat] -= paid
            state.bank_paid += gained[seat]
            state.bank_received += paid
            events.append(MoneySettled(seat, gained[seat], owed[seat], paid, state.money[seat]))
        return events


def _check_horse(horse: int) -> None:
    if not 0 <= horse < HORSES:
        raise IllegalAction("winners_circle.error.no_such_horse", number=horse + 1)


def new_state(
    seats: int, options: Mapping[str, Any], rng: Rng, deck: list[int]
) -> tuple[WinnersCircleState, list[Event]]:
    """A game about to bet on race 1, drawing from ``deck`` in order (tests pass a fixed one)."""
    state = WinnersCircleState(
        money=[0] * seats,  # WC-D4
        hands=[list(chip_set(options)) for _ in range(seats)],
        deck=list(deck),
    )
    return state, prepare_race(state, rng, seats)


def prepare_race(state: WinnersCircleState, rng: Rng, seats: int) -> list[Event]:
    """Pace token, seven cards to the gates, the first bettor (RULES.md §1.4, §1.5)."""
    events: list[Event] = [RaceStarted(state.race, PACE_SPACE)]
    state.cards = [-1] * HORSES
    state.gates = [0] * HORSES
    state.progress = [0] * HORSES
    gate = 0
    returned: list[int] = []
    while gate < HORSES:
        card = state.deck.pop(0)
        horse, values = CARDS[card]
        if state.cards[horse] >= 0:
            state.deck.append(card)  # WC-D8
            returned.append(card)
            continue
        gate += 1
        state.cards[horse] = card
        state.gates[horse] = gate
        state.progress[horse] = SPACES + 1 - gate
        events.append(HorseCardDrawn(state.race, card, horse, values, gate, SPACES + 1 - gate,
                                     tuple(returned)))
        returned = []
    state.face_up = [True] * HORSES
    state.finished = []
    state.pace_horse = None
    state.symbol = None
    state.bets = []
    if state.race == 1:
        candidates = list(range(seats))
    else:
        richest = max(state.money)
        candidates = [seat for seat in range(seats) if state.money[seat] == richest]
    state.first_bettor = candidates[rng.below(len(candidates))] if len(candidates) > 1 \
        else candidates[0]
    events.append(FirstBettorChosen(state.race, state.first_bettor, tuple(candidates),
                                    state.race > 1))
    state.to_move = state.first_bettor
    state.phase = Phase.BETTING
    return events


SPEC = GameSpec(
    id="winners_circle",
    title="Winner's Circle",
    menu_position=3,
    min_seats=2,
    max_seats=6,
    rules_version=1,
    engine=WinnersCircleEngine,
    action_types=(PlaceBet, Roll, MoveHorse),
    event_types=(
        DeckShuffled, RaceStarted, HorseCardDrawn, FirstBettorChosen,
        BetPlaced, FaceDownBetPlaced, HiddenBetPlaced, BettingClosed, DieRolled, HorseMoved,
        PaceTaken, HorseFinished, CardsTurnedUp, RaceEnded, ChipsRevealed,
        ChipSettled, MoneySettled,
    ),
    options=(GameOption("hidden_bets", False, (False, True)),),
    has_hidden_information=True,
    hidden_information_option="hidden_bets",  # face-up chips hide nothing
    default_seats=3,
    coach="tabletop.coach.winners_circle:advise",
    round_event=RaceStarted,
    round_field="race",
)
