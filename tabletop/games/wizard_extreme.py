"""Wizard Extreme (Stefan Dorra, Amigo 2010), a trick-taking game of predictions with seals.

Rules: RULES.md §3. Three to five seats. Each round the deck (five colours,
values cut by seat count) is dealt out, 15 cards each. Starting left of the
dealer, every seat predicts once: it takes seals colour by colour, one seal per
trick it expects to win in that colour, then confirms (``Predict``); or it takes
the black magician instead (once per round). A colour missing from the middle
is taken from another seat of the taker's choice, who receives a white seal
(WE-D2; impossible when no white is left, WE-D3). Then 15 tricks: follow the
led colour if able, red is always trump. A non-magician winner returns one seal
at once: of the led colour, red if the trick was won with red, or white
(WE-D6, WE-D7); holding none of them he takes a black seal, unless all six are
out (WE-D8). The magician's tricks touch no seals (WE-D5). Penalties: 2 per
coloured seal left, 3 per black, 4 per white; the magician scores
``max(0, 4 - blacks held by the others)``. Rounds: one per seat, six with
three seats (WE-D10); the lowest total wins, ties share (WE-D15).

Two optional variants (RULES.md §3.8, ``spec.options``): ``magician_base`` 5
raises the magician's base in a three-seat game [X6]; ``series`` True plays the
designer's series [X4] (see :meth:`WizardExtremeEngine.magician_cost`). ``series``
"short" is a house rule, not the published game: half the rounds (INVENTED,
``SHORT_ROUNDS_BY_SEATS``). Both are kept out of the statistics (``GameSpec.uncounted``):
their totals, over more or fewer rounds, would stand beside the standard game's.

Large choices are split into small steps: seals are taken one action at a
time, then ``Predict`` confirms, so ``legal_actions()`` stays short.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from tabletop.core import (
    Action,
    Engine,
    Event,
    GameOption,
    GameSpec,
    IllegalAction,
    Rng,
)
from tabletop.core.codec import encode
from tabletop.games.wizard_extreme_data import (
    BLACK_PENALTY,
    COLOURED_PENALTY,
    COLOURS,
    HAND_SIZE,
    LENGTHS,
    MAGICIAN_BASE,
    MAGICIAN_BASE_CHOICES,
    ROUNDS_BY_SEATS,
    SEAL_COUNTS,
    SEALS,
    SERIES,
    SERIES_ROUNDS_BY_SEATS,
    SHORT,
    SHORT_ROUNDS_BY_SEATS,
    TOP_VALUE_BY_SEATS,
    TRUMP,
    WHITE_PENALTY,
    Card,
    Colour,
    Seal,
    deck_for,
    no_seals,
)
from tabletop.games.wizard_extreme_events import (
    ACTION_TYPES,
    EVENT_TYPES,
    BlackSealSpared,
    BlackSealTaken,
    CardPlayed,
    CardsDealt,
    HandDealt,
    MagicianTaken,
    PlayCard,
    Predict,
    PredictionMade,
    ReturnSeal,
    RoundScored,
    RoundStarted,
    SealReturned,
    SealStolen,
    SealTaken,
    StealSeal,
    TakeMagician,
    TakeSeal,
    TrickWon,
)
from tabletop.games.wizard_extreme_rules import (
    magician_penalty,
    returnable_seals,
    seal_penalty,
    trick_winner,
)

__all__ = [
    "ACTION_TYPES",
    "BLACK_PENALTY",
    "COLOURED_PENALTY",
    "COLOURS",
    "EVENT_TYPES",
    "HAND_SIZE",
    "MAGICIAN_BASE",
    "MAGICIAN_BASE_CHOICES",
    "ROUNDS_BY_SEATS",
    "SEALS",
    "SEAL_COUNTS",
    "SERIES_ROUNDS_BY_SEATS",
    "SHORT_ROUNDS_BY_SEATS",
    "TOP_VALUE_BY_SEATS",
    "TRUMP",
    "WHITE_PENALTY",
    "BlackSealSpared",
    "BlackSealTaken",
    "Card",
    "CardPlayed",
    "CardsDealt",
    "Colour",
    "HandDealt",
    "MagicianTaken",
    "PlayCard",
    "Predict",
    "PredictionMade",
    "ReturnSeal",
    "RoundScored",
    "RoundStarted",
    "Seal",
    "SealReturned",
    "SealStolen",
    "SealTaken",
    "StealSeal",
    "TakeMagician",
    "TakeSeal",
    "TrickWon",
    "deck_for",
    "magician_penalty",
    "no_seals",
    "returnable_seals",
    "seal_penalty",
    "trick_winner",
]

# -- state -----------------------------------------------------------------------------


class Phase(Enum):
    PREDICT = "predict"
    PLAY = "play"
    RETURN = "return"
    OVER = "over"


@dataclass
class WizardState:
    """The table. ``hands[s]`` is None in a view for another seat; the rest is public.

    ``played`` lists the cards of finished tricks this round and ``voids`` the
    colours each seat has shown it lacks (failing to follow): both are public
    knowledge every player could note, kept here for the bots and the coach.
    """

    round: int
    rounds: int
    dealer: int
    top_value: int
    hands: list[list[Card] | None]
    hand_sizes: list[int]
    pool: dict[Seal, int]
    seals: list[dict[Seal, int]]
    phase: Phase = Phase.PREDICT
    to_move: int = 0
    magician: int | None = None
    predicted: list[bool] = field(default_factory=list)
    taken: list[list[Seal]] = field(default_factory=list)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    tricks_played: int = 0
    tricks_won: list[int] = field(default_factory=list)
    played: list[Card] = field(default_factory=list)
    voids: list[list[Colour]] = field(default_factory=list)
    return_options: list[Seal] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    penalties: list[list[int]] = field(default_factory=list)
    magician_base: int = MAGICIAN_BASE  # this round's magician's base, fixed when taken
    magician_takes: list[int] = field(default_factory=list)  # per seat, earlier rounds

    def blacks_out(self) -> int:
        return SEAL_COUNTS[Seal.BLACK] - self.pool[Seal.BLACK]


def deal_round(
    state: WizardState, seats: int, rng: Rng, hands: Sequence[Sequence[Card]] | None = None
) -> list[Event]:
    """Start round ``state.round``: shuffle and deal, seals to the middle (RULES.md §3.3).

    ``hands`` (tests only) deals those exact hands instead of shuffling.
    """
    if hands is None:
        deck = deck_for(seats)
        rng.shuffle(deck)
        hands = [deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE] for seat in range(seats)]
    state.hands = [sorted(hand) for hand in hands]
    state.hand_sizes = [len(hand) for hand in hands]
    state.pool = dict(SEAL_COUNTS)
    state.seals = [no_seals() for _ in range(seats)]
    state.phase = Phase.PREDICT
    state.to_move = (state.dealer + 1) % seats  # WE-D11: left of the dealer starts
    state.magician = None
    state.magician_base = MAGICIAN_BASE
    state.predicted = [False] * seats
    state.taken = [[] for _ in range(seats)]
    state.trick = []
    state.tricks_played = 0
    state.tricks_won = [0] * seats
    state.played = []
    state.voids = [[] for _ in range(seats)]
    state.return_options = []
    events: list[Event] = [RoundStarted(state.round, state.dealer, state.top_value)]
    for seat, hand in enumerate(state.hands):
        assert hand is not None
        events.append(HandDealt(seat=seat, cards=tuple(hand), visible_to=(seat,)))
    return events


# -- engine ----------------------------------------------------------------------------


class WizardExtremeEngine(Engine[WizardState]):
    state_type = WizardState

    @classmethod
    def _setup(
        cls, seats: int, options: Mapping[str, Any], rng: Rng
    ) -> tuple[WizardState, list[Event]]:
        rounds = {SERIES: SERIES_ROUNDS_BY_SEATS, SHORT: SHORT_ROUNDS_BY_SEATS}.get(
            options.get("series", False), ROUNDS_BY_SEATS)
        state = WizardState(
            round=1,
            rounds=rounds[seats],
            dealer=rng.below(seats),  # WE-D11: the first dealer is drawn
            top_value=TOP_VALUE_BY_SEATS[seats],
            hands=[],
            hand_sizes=[],
            pool={},
            seals=[],
            totals=[0] * seats,
            magician_takes=[0] * seats,
        )
        return state, deal_round(state, seats, rng)

    # -- the black magician's price (RULES.md §3.6, §3.8) -----------------------------

    def magician_cost(self, seat: int) -> int:
        """The base ``seat`` would pay as the black magician this round.

        4 (WE-D9), or 5 in a three-seat game with that variant (§3.8, X6). In the
        designer's series (§3.8, X4) a seat pays 1 more for every earlier round it
        took the magician, except the clear last-placed seat (a total above every
        other seat's), which pays the plain base.
        """
        state = self.state
        base = MAGICIAN_BASE
        if self.seats == 3:
            base = int(self.options.get("magician_base", MAGICIAN_BASE))
        if self.options.get("series") != SERIES:
            return base
        others = [total for other, total in enumerate(state.totals) if other != seat]
        if state.totals[seat] > max(others):
            return base
        return base + (state.magician_takes[seat] if state.magician_takes else 0)

    def magician_secures_win(self, seat: int) -> bool:
        """Whether, in the series' last round, the magician would make ``seat``'s win
        certain: even paying the full base, with every other seat scoring nothing, its
        total stays the lowest (a shared first place counts, WE-D15). Then the series
        forbids it (§3.8, X4; our reading of "secures his win" is WE-D18)."""
        state = self.state
        if self.options.get("series") != SERIES or state.round < state.rounds:
            return False
        others = [total for other, total in enumerate(state.totals) if other != seat]
        return state.totals[seat] + self.magician_cost(seat) <= min(others)

    def hand(self, seat: int) -> list[Card]:
        hand = self.state.hands[seat]
        if hand is None:
            raise ValueError(f"seat {seat}'s hand is hidden in this view")
        return hand

    def hidden_info(self, seat: int) -> dict[str, Any]:
        hand = self.state.hands[seat]
        return {"hand": None if hand is None else encode(hand)}

    def _redact(self, state: WizardState, viewer: int | None) -> WizardState:
        state.hands = [hand if seat == viewer else None for seat, hand in enumerate(state.hands)]
        return state

    # -- turn order ----------------------------------------------------------------

    def _current_seat(self) -> int | None:
        return None if self.state.phase == Phase.OVER else self.state.to_move

    def playable_cards(self, seat: int) -> list[Card]:
        """The cards ``seat`` may play now: the led colour if it holds any (WE-D4)."""
        hand = self.hand(seat)
        if self.state.trick:
            led = self.state.trick[0][1].colour
            following = [card for card in hand if card.colour == led]
            if following:
                return following
        return list(hand)

    def _legal_actions(self) -> list[Action]:
        state = self.state
        seat = state.to_move
        if state.phase == Phase.PLAY:
            return [PlayCard(seat, card) for card in self.playable_cards(seat)]
        if state.phase == Phase.RETURN:
            return [ReturnSeal(seat, seal) for seal in state.return_options]
        actions: list[Action] = []
        for colour in COLOURS:
            seal = Seal.of(colour)
            if state.pool[seal]:
                actions.append(TakeSeal(seat, colour))
            elif state.pool[Seal.WHITE]:
                actions.extend(
                    StealSeal(seat, colour, victim)
                    for victim in range(self.seats)
                    if victim != seat and state.seals[victim][seal]
                )
        if (state.magician is None and not state.taken[seat]
                and not self.magician_secures_win(seat)):
            actions.append(TakeMagician(seat))
        actions.append(Predict(seat))
        return actions

    # -- checks ----------------------------------------------------------------------

    def _check(self, action: Action) -> None:
        state = self.state
        seat = action.seat
        if isinstance(action, (TakeSeal, StealSeal, TakeMagician, Predict)):
            if state.phase != Phase.PREDICT:
                raise IllegalAction("wizard_extreme.error.predictions_over")
        elif isinstance(action, PlayCard):
            if state.phase == Phase.PREDICT:
                raise IllegalAction("wizard_extreme.error.predict_first")
            if state.phase == Phase.RETURN:
                raise IllegalAction("wizard_extreme.error.return_first")
        elif isinstance(action, ReturnSeal) and state.phase != Phase.RETURN:
            raise IllegalAction("wizard_extreme.error.nothing_to_return")
        match action:
            case TakeSeal(colour=colour):
                if not state.pool[Seal.of(colour)]:
                    raise IllegalAction("wizard_extreme.error.none_in_middle")
            case StealSeal(colour=colour, victim=victim):
                if state.pool[Seal.of(colour)]:
                    raise IllegalAction("wizard_extreme.error.take_from_middle")
                if victim == seat or not 0 <= victim < self.seats:
                    raise IllegalAction("wizard_extreme.error.steal_from_other")
                if not state.seals[victim][Seal.of(colour)]:
                    raise IllegalAction("wizard_extreme.error.victim_has_none")
                if not state.pool[Seal.WHITE]:
                    raise IllegalAction("wizard_extreme.error.no_white_left")  # WE-D3
            case TakeMagician():
                if state.magician is not None:
                    raise IllegalAction("wizard_extreme.error.magician_taken")
                if state.taken[seat]:
                    raise IllegalAction("wizard_extreme.error.magician_after_seals")
                if self.magician_secures_win(seat):
                    raise IllegalAction("wizard_extreme.error.magician_secures_win")
            case PlayCard(card=card):
                if card not in self.hand(seat):
                    raise IllegalAction("wizard_extreme.error.card_not_in_hand")
                if card not in self.playable_cards(seat):
                    raise IllegalAction("wizard_extreme.error.must_follow")
            case ReturnSeal(seal=seal):
                if seal not in state.return_options:
                    raise IllegalAction("wizard_extreme.error.not_returnable")

    # -- applying ----------------------------------------------------------------------

    def _apply(self, action: Action) -> list[Event]:
        state = self.state
        seat = action.seat
        match action:
            case TakeSeal(colour=colour):
                seal = Seal.of(colour)
                state.pool[seal] -= 1
                state.seals[seat][seal] += 1
                state.taken[seat].append(seal)
                return [SealTaken(seat, seal)]
            case StealSeal(colour=colour, victim=victim):
                seal = Seal.of(colour)
                state.seals[victim][seal] -= 1
                state.seals[victim][Seal.WHITE] += 1
                state.pool[Seal.WHITE] -= 1
                state.seals[seat][seal] += 1
                state.taken[seat].append(seal)
                return [SealStolen(seat, seal, victim)]
            case TakeMagician():
                state.magician = seat
                state.magician_base = self.magician_cost(seat)
                if state.magician_takes:
                    state.magician_takes[seat] += 1
                return [MagicianTaken(seat, state.magician_base), *self._end_prediction(seat)]
            case Predict():
                ordered = sorted(state.taken[seat], key=SEALS.index)
                return [PredictionMade(seat, tuple(ordered)), *self._end_prediction(seat)]
            case PlayCard(card=card):
                return self._play(seat, card)
            case ReturnSeal(seal=seal):
                state.return_options = []
                events: list[Event] = [self._return(seat, seal)]
                state.phase = Phase.PLAY
                return events + self._after_trick(seat)
        raise AssertionError(f"unchecked action {action!r}")

    def _end_prediction(self, seat: int) -> list[Event]:
        state = self.state
        state.predicted[seat] = True
        if all(state.predicted):
            # Every seat has predicted: the player left of the dealer leads (WE-D11).
            state.phase = Phase.PLAY
        state.to_move = (seat + 1) % self.seats
        return []

    def _return(self, seat: int, seal: Seal) -> SealReturned:
        self.state.seals[seat][seal] -= 1
        self.state.pool[seal] += 1
        return SealReturned(seat, seal)

    def _play(self, seat: int, card: Card) -> list[Event]:
        state = self.state
        hand = self.hand(seat)
        if state.trick:
            led = state.trick[0][1].colour
            if card.colour != led and led not in state.voids[seat]:
                state.voids[seat].append(led)  # public: the seat could not follow
        hand.remove(card)
        state.hand_sizes[seat] -= 1
        state.trick.append((seat, card))
        events: list[Event] = [CardPlayed(seat, card)]
        if len(state.trick) < self.seats:
            state.to_move = (seat + 1) % self.seats
            return events
        trick = state.trick
        winner, winning = trick[trick_winner(trick)]
        led = trick[0][1].colour
        state.played.extend(played for _, played in trick)
        state.trick = []
        state.tricks_played += 1
        state.tricks_won[winner] += 1
        by_magician = winner == state.magician
        events.append(TrickWon(winner, state.tricks_played, led, winning, by_magician))
        if not by_magician:  # WE-D5: the magician's tricks touch no seals
            options = [s for s in returnable_seals(led, winning) if state.seals[winner][s]]
            if len(options) > 1:
                state.phase = Phase.RETURN
                state.return_options = options
                state.to_move = winner
                return events
            if options:
                events.append(self._return(winner, options[0]))
            elif state.pool[Seal.BLACK]:
                state.pool[Seal.BLACK] -= 1
                state.seals[winner][Seal.BLACK] += 1
                events.append(BlackSealTaken(winner))
            else:
                events.append(BlackSealSpared(winner))  # WE-D8
        return events + self._after_trick(winner)

    def _after_trick(self, winner: int) -> list[Event]:
        state = self.state
        state.to_move = winner  # the winner leads the next trick
        if any(state.hand_sizes):
            return []
        return self._end_round()

    def _end_round(self) -> list[Event]:
        state = self.state
        penalties = []
        for seat in range(self.seats):
            if seat == state.magician:
                blacks = sum(
                    seals[Seal.BLACK] for other, seals in enumerate(state.seals) if other != seat
                )
                penalties.append(magician_penalty(blacks, state.magician_base))
            else:
                penalties.append(seal_penalty(state.seals[seat]))
        state.penalties.append(penalties)
        state.totals = [total + p for total, p in zip(state.totals, penalties, strict=True)]
        events: list[Event] = [RoundScored(state.round, tuple(penalties), tuple(state.totals))]
        if state.round >= state.rounds:
            state.phase = Phase.OVER
            return events
        state.round += 1
        state.dealer = (state.dealer + 1) % self.seats
        return events + deal_round(state, self.seats, self.rng)

    def _scores(self) -> list[int]:
        return list(self.state.totals)

    def _winners(self) -> list[int]:
        # Lowest total wins; equal lowest totals share the win (WE-D15).
        best = min(self.state.totals)
        return [seat for seat, total in enumerate(self.state.totals) if total == best]


SPEC = GameSpec(
    id="wizard_extreme",
    title="Wizard Extreme",
    menu_position=4,
    min_seats=3,
    max_seats=5,
    # 2: the §3.8 variants; the state keeps the magician's base and each seat's takes,
    # and MagicianTaken its base, so a save of version 1 no longer replays to itself.
    rules_version=2,
    engine=WizardExtremeEngine,
    action_types=ACTION_TYPES,
    event_types=EVENT_TYPES,
    options=(
        GameOption("magician_base", MAGICIAN_BASE, MAGICIAN_BASE_CHOICES, (3,)),  # §3.8
        # §3.8: the designer's series, or the short game (a house rule)
        GameOption("series", False, LENGTHS),
    ),
    # The series' 8-10 rounds and dearer magicians make totals no standard game can
    # match: in the same averages and best scores they misled like the short game's.
    uncounted=(("series", SERIES), ("series", SHORT)),
    has_hidden_information=True,
    default_seats=4,
    lower_score_wins=True,
    coach="tabletop.coach.wizard_extreme:advise",
    round_event=RoundStarted,
)
