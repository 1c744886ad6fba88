"""Computer players for Winner's Circle (RULES.md §1, DESIGN.md §5).

* ``easy`` bets the way a casual player does, on horses near the front of the
  field with some whim, its big chip first; in the race it gives a rolled
  symbol to its own horse that runs furthest with it, otherwise wastes the
  roll on the horse it moves least, and now and then slips.
* ``hard`` simulates the rest of the race (cards, die odds, blocking, card
  flips) with :mod:`tabletop.bots.winners_circle_search`. It bets by the
  expected money of each chip and moves the horse whose move leaves it best
  off against its strongest rival: helping its own horses, holding back and
  blocking the horses its rivals backed.
* ``random`` (shown as "Easy") is a first-timer with the ``easy`` player's
  hunches who makes any legal move half of the time.

All read only their own seat's view.
"""

from __future__ import annotations

import random
import zlib

from tabletop.bots.winners_circle_search import (
    Odds,
    Outcome,
    Track,
    multiplier_of,
    outcomes,
    payouts,
    rollout,
    visible_bets,
)
from tabletop.core import Action, Engine, Rng
from tabletop.games.winners_circle import (
    Phase,
    WinnersCircleState,
    card_value,
)
from tabletop.games.winners_circle_data import HORSES, RACES
from tabletop.games.winners_circle_events import (
    MoveHorse,
    PlaceBet,
    Roll,
)

# The share of decisions that are slips (any legal move), per level: "easy" is
# shown as Medium; "random" is shown as Easy, a first-timer playing the same way.
SLIP_CHANCES = {"easy": 0.15, "random": 0.5}
EASY_WHIM = 3.0  # how many gates of noise the easy player's hunch adds

BET_SAMPLES = 400
"""Rollouts from the starting grid behind a betting decision (cached for the race)."""
MOVE_ROLLOUTS = 160
"""Rollouts shared among the candidate horses of one move decision: the cap on its work.

A count, not the clock, so a game replays and resumes with the same decisions.
"""
WIN_WEIGHT = 1000.0
"""Race 3: a win counts as much as this much margin over the best rival."""


def _state_of(view: Engine[object]) -> tuple[int, WinnersCircleState]:
    seat = view.current_seat
    state = view.state
    if seat is None or not isinstance(state, WinnersCircleState):
        raise ValueError("a Winner's Circle bot needs the view of the seat to move")
    return seat, state


def stakes(state: WinnersCircleState, seat: int) -> tuple[list[float], list[float]]:
    """Chip points per horse: ``seat``'s own, and everybody else's (unseen chips count 1)."""
    mine = [0.0] * HORSES
    others = [0.0] * HORSES
    for owner, horse, chip in visible_bets(state):
        (mine if owner == seat else others)[horse] += chip
    return mine, others


class EasyBot:
    """Plausible casual play with slips, seeded (the level shown as Medium)."""

    slip_chance = SLIP_CHANCES["easy"]

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)

    def choose(self, view: Engine[object]) -> Action:
        seat, state = _state_of(view)
        actions = view.legal_actions()
        if state.phase is Phase.ROLL:
            return Roll(seat)
        if self.rng.chance(self.slip_chance):
            return self.rng.choice(actions)
        if state.phase is Phase.BETTING:
            return self._bet(seat, state, actions)
        return self._move(seat, state, actions)

    def _bet(self, seat: int, state: WinnersCircleState, actions: list[Action]) -> Action:
        # A hunch: front gates look fast; the big chip goes down first.
        hunch = {horse: -state.gates[horse] + self.rng.below(int(EASY_WHIM * 10)) / 10
                 for horse in range(HORSES)}
        chip = max(state.hands[seat])
        bets = [a for a in actions if isinstance(a, PlaceBet) and a.chip == chip]
        return max(bets, key=lambda a: hunch[a.horse])

    @staticmethod
    def _move(seat: int, state: WinnersCircleState, actions: list[Action]) -> Action:
        assert state.symbol is not None
        symbol = state.symbol
        mine, _ = stakes(state, seat)
        moves = [a for a in actions if isinstance(a, MoveHorse)]

        def steps(action: MoveHorse) -> int:
            return card_value(state.cards[action.horse], symbol)

        own = [a for a in moves if mine[a.horse] > 0]
        if own:
            return max(own, key=lambda a: (mine[a.horse] * steps(a), -a.horse))
        return min(moves, key=lambda a: (steps(a), a.horse))


class HardBot:
    """Simulation-based betting and driving, seeded and capped by a count of rollouts."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._bet_odds: dict[tuple[int, tuple[int, ...]], Odds] = {}

    def choose(self, view: Engine[object]) -> Action:
        seat, state = _state_of(view)
        if state.phase is Phase.ROLL:
            return Roll(seat)
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if state.phase is Phase.BETTING:
            return self._bet(seat, state, actions)
        return self._move(seat, state, actions)

    # -- betting ---------------------------------------------------------------

    def _odds(self, state: WinnersCircleState) -> Odds:
        key = (state.race, tuple(state.cards))
        if key not in self._bet_odds:
            # Seeded by the grid alone: a resumed bot, with an empty cache, computes the same.
            rnd = random.Random(zlib.crc32(repr(key).encode()) ^ self.seed)
            self._bet_odds = {key: Odds.of(outcomes(Track.of(state), BET_SAMPLES, rnd))}
        return self._bet_odds[key]

    def _bet(self, seat: int, state: WinnersCircleState, actions: list[Action]) -> Action:
        odds = self._odds(state)
        multiplier = multiplier_of(state)
        bets = visible_bets(state)

        def standing(action: PlaceBet) -> float:
            """Expected fortune against the best rival's, with this chip down."""
            trial = [*bets, (seat, action.horse, float(action.chip))]
            totals = [0.0] * HORSES
            for _, horse, chip in trial:
                totals[horse] += chip
            wealth = [float(m) for m in state.money]
            for owner, horse, chip in trial:
                wealth[owner] += chip * odds.chip_value(horse, totals[horse], multiplier)
            rivals = max(w for s, w in enumerate(wealth) if s != seat)
            return wealth[seat] - rivals

        bet_actions = [a for a in actions if isinstance(a, PlaceBet)]
        return max(bet_actions, key=standing)

    # -- racing ----------------------------------------------------------------

    def _move(self, seat: int, state: WinnersCircleState, actions: list[Action]) -> Action:
        assert state.symbol is not None
        symbol_index = state.symbol.index
        track = Track.of(state)
        bets = visible_bets(state)
        multiplier = multiplier_of(state)
        final = state.race == RACES
        cache: dict[Outcome, float] = {}

        def utility(outcome: Outcome) -> float:
            value = cache.get(outcome)
            if value is None:
                wealth = payouts(outcome, bets, state.money, multiplier)
                rival = max(w for s, w in enumerate(wealth) if s != seat)
                value = wealth[seat] - rival
                if final:
                    value += WIN_WEIGHT * (wealth[seat] >= rival)
                cache[outcome] = value
            return value

        moves = [a for a in actions if isinstance(a, MoveHorse)]
        nexts = [track.after_move(a.horse, symbol_index) for a in moves]
        totals = [0.0] * len(moves)
        live = [i for i, nxt in enumerate(nexts) if isinstance(nxt, Track)]
        for i, nxt in enumerate(nexts):
            if not isinstance(nxt, Track):
                totals[i] = utility(nxt)  # the race ends with this move: exact
        if live:
            samples = MOVE_ROLLOUTS // len(live)
            base = self._seed_for(state)
            rnd = random.Random()
            for sample in range(samples):
                # Common random numbers: every candidate meets the same dice and choices.
                for i in live:
                    rnd.seed(base + sample)
                    nxt = nexts[i]
                    assert isinstance(nxt, Track)
                    totals[i] += utility(rollout(nxt, rnd))
            for i in live:
                totals[i] /= samples
        best = max(range(len(moves)), key=lambda i: (totals[i], -moves[i].horse))
        return moves[best]

    def _seed_for(self, state: WinnersCircleState) -> int:
        """Reproducible per position: the bot's seed mixed with what it sees."""
        key = repr((state.race, state.cards, state.progress, state.face_up, state.symbol))
        return zlib.crc32(key.encode()) ^ self.seed


class FirstTimerBot(EasyBot):
    """The level shown as Easy: the casual player's hunches, with many more slips."""

    slip_chance = SLIP_CHANCES["random"]


BOT_LEVELS = {"random": FirstTimerBot, "easy": EasyBot, "hard": HardBot}

__all__ = ["BOT_LEVELS", "EasyBot", "FirstTimerBot", "HardBot", "stakes"]
