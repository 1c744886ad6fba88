"""Computer players for Wizard Extreme (RULES.md §3, DESIGN.md §5).

* ``easy`` predicts from a rough count of its high cards (and miscounts now
  and then), plays the seal-aware heuristic of
  :mod:`tabletop.bots.wizard_extreme_search` (win what you hold a seal for,
  duck the rest) and slips now and then with a random card.
* ``random`` (shown as "Easy") is a first-timer playing as ``easy`` does, with
  a random card or seal return four times in ten and a miscounted colour more
  often than not.
* ``hard`` predicts by trying seal sets (and the black magician) on sampled
  deals of the cards it cannot see, and plays by determinized search: for each
  playable card it samples the unseen cards consistent with everything it has
  seen (hand sizes, colours a seat failed to follow) and plays the round out,
  choosing the card with the best result relative to the table. The search
  scores the black seals it hands out as magician and the seals it returns, so
  it steers tricks towards both. Each decision is capped in rollouts, never in
  time, so a seeded game or a continued save replays identically on any machine.

A prediction is carried out one ``TakeSeal``/``StealSeal`` at a time, then
``Predict``. Bots read only their own seat's view.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.bots.saving import rng_from_dict
from tabletop.bots.wizard_extreme_search import (
    RED,
    WHITE,
    Sim,
    best_return,
    evaluate,
    policy_card,
    rollout,
    sample_hands,
    seal_index,
    sim_from_state,
    to_card,
    to_int,
    unseen_codes,
)
from tabletop.core import Action, Engine, Rng
from tabletop.core.codec import decode, encode
from tabletop.games.wizard_extreme import (
    COLOURS,
    HAND_SIZE,
    SEALS,
    Phase,
    PlayCard,
    Predict,
    ReturnSeal,
    Seal,
    StealSeal,
    TakeMagician,
    TakeSeal,
    WizardExtremeEngine,
    WizardState,
)

# Hard: rollouts per decision (shared by the candidates) and spite weight. The budget is
# work, not time, so a busy machine thinks longer but chooses the same: seeded games and
# continued saves replay identically. A seeded 5-seat game of hard players: p95 41 ms,
# max 48 ms of CPU per decision (DESIGN's budget: p95 250 ms).
HARD_PLAY_ROLLOUTS = 150
HARD_PREDICT_ROLLOUTS = 150
HARD_SPITE = 0.35


@dataclass(frozen=True)
class Carelessness:
    """A casual level's chances of a random card or seal return, of a miscounted
    colour, and of taking the magician with a weak hand."""

    slip: float
    miscount: float
    magician: float


# "easy" is shown as Medium; "random" is shown as Easy, a first-timer playing the same way.
CARELESSNESS = {
    "easy": Carelessness(slip=0.12, miscount=0.3, magician=0.35),
    "random": Carelessness(slip=0.4, miscount=0.6, magician=0.35),
}


def _game(view: Engine[object]) -> tuple[int, WizardExtremeEngine, WizardState]:
    seat = view.current_seat
    if seat is None or not isinstance(view, WizardExtremeEngine):
        raise ValueError("a Wizard Extreme bot needs the view of the seat to move")
    return seat, view, view.state


Fit = tuple[float, float, float, float]
"""The estimate's constants: the chance a card wins for each unseen higher card too
many, the chance it still wins for each card its colour runs longer than the others'
share of it, the worth of a spare red per short colour, and a scale on the whole."""

ESTIMATE_FIT: dict[int, Fit] = {
    3: (0.40, 0.20, 0.45, 0.95),
    4: (0.50, 0.05, 0.75, 0.92),
    5: (0.60, 0.00, 0.75, 0.88),
}
"""Per seat count, fitted (least squares per colour) to the tricks hands won in this
player's own rollouts, every seat predicting by the estimate and playing the rollout
policy, 2,500 deals a round of fitting (``tests/tools/fit_wizard_estimate.py``). The
constants guessed before, (0.45, 0.7, 0.35, 1) at every count, were 1.56, 0.68 and 0.24
tricks a hand above the tricks won at 3, 4 and 5 seats, 3.6, 2.6 and 2.1 apart squared;
these are 0.09, 0.16 and 0.30 above, 2.2, 1.9 and 1.6 apart squared. Deep in a long
colour a card seldom wins: the others run out of it and trump."""


def estimate_wins(hand: Sequence[int], top: int, seats: int,
                  fit: Fit | None = None) -> list[float]:
    """Expected tricks per seal colour a hand can win (red counts trumping wins too).

    The i-th highest card of a colour wins about surely when at most i higher
    cards are outside the hand, less with each more; deep in a colour the
    others run out and may trump. Short colours make low reds useful trumps.
    ``fit`` replaces the seat count's :data:`ESTIMATE_FIT` (the fitting tool's trials).
    """
    per_higher, deep, spare_red, scale = fit or ESTIMATE_FIT[seats]
    wins = [0.0] * len(COLOURS)
    by_colour: list[list[int]] = [[] for _ in COLOURS]
    for card in hand:
        by_colour[card >> 4].append(card & 15)
    for colour, values in enumerate(by_colour):
        values.sort(reverse=True)
        share = (top - len(values)) / (seats - 1)
        for rank, value in enumerate(values):
            higher = (top - value) - rank  # higher cards of this colour outside the hand
            chance = 1.0 if higher <= rank else per_higher ** (higher - rank)
            if colour != RED and rank + 1 > share:
                chance *= deep ** (rank + 1 - share)
            wins[colour] += chance
    short = sum(1 for colour in range(RED) if len(by_colour[colour]) <= 1)
    spare_reds = len(by_colour[RED]) - wins[RED]
    wins[RED] += min(spare_reds, short) * spare_red
    return [win * scale for win in wins]


WEAK_HAND_TRICKS = 2.0
"""A hand expecting fewer tricks than this may do better as the black magician."""


def heuristic_prediction(hand: Sequence[int], top: int, seats: int) -> list[int]:
    return [int(win + 0.35) for win in estimate_wins(hand, top, seats)]


Plan = tuple[tuple[int, int], list[int] | None]
"""A prediction being carried out: (round, seat) and the seals per colour (None: magician)."""

def prediction_candidates(game: WizardExtremeEngine, state: WizardState, seat: int,
                          hand: Sequence[int]) -> list[list[int] | None]:
    """The predictions the hard player weighs: ``hand``'s estimate, one seal more or fewer
    of each colour, and the magician (None) where it may be taken."""
    start = heuristic_prediction(hand, state.top_value, game.seats)
    candidates: list[list[int] | None] = [start]
    for colour in range(len(COLOURS)):
        for step in (-1, 1):
            changed = list(start)
            changed[colour] += step
            if changed[colour] >= 0:
                candidates.append(changed)
    if state.magician is None and not game.magician_secures_win(seat):
        candidates.append(None)
    return candidates


PLAN_MOST = 3 * HAND_SIZE
"""Above any count a plan holds (a hand of HAND_SIZE cards wins no more tricks; the
estimate rounds up and the search tries one more), so a real save always fits."""


class _PlanningBot:
    """A seeded bot that remembers its prediction while it takes the seals one by one."""

    def __init__(self, seed: int) -> None:
        self.rng = Rng(seed)
        self._plan: Plan | None = None

    def to_dict(self) -> dict[str, Any]:
        """Generator and planned prediction, for saves (see tabletop.bots)."""
        return {"rng": self.rng.to_dict(), "plan": encode(self._plan)}

    def restore(self, data: Any) -> None:
        if not isinstance(data, dict) or set(data) != {"rng", "plan"}:
            raise ValueError(f"not a Wizard Extreme player's state: {data!r:.80}")
        plan = decode(data["plan"], Plan | None)
        if plan is not None and plan[1] is not None:
            wanted = plan[1]
            # seal_step reads one count per seal colour: a longer or shorter list from a
            # hand-edited save would index past COLOURS. A count is the tricks
            # a colour should win, never negative and far below PLAN_MOST.
            if len(wanted) != len(COLOURS) or any(not 0 <= n <= PLAN_MOST for n in wanted):
                raise ValueError(f"a planned prediction {wanted!r:.80}")
        self.rng = rng_from_dict(data["rng"])
        self._plan = plan


class EasyBot(_PlanningBot):
    """Plausible play with human mistakes, seeded (the level shown as Medium)."""

    careless = CARELESSNESS["easy"]

    def choose(self, view: Engine[object]) -> Action:
        seat, game, state = _game(view)
        if state.phase == Phase.PREDICT:
            return self._predict(seat, game, state)
        if state.phase == Phase.RETURN:
            codes = [seal_index(seal) for seal in state.return_options]
            sim = sim_from_state(state, seat, [[] for _ in range(game.seats)])
            choice = best_return(sim, seat, codes)
            if self.rng.chance(self.careless.slip):
                choice = self.rng.choice(codes)
            return ReturnSeal(seat, SEALS[choice])
        legal = game.playable_cards(seat)
        if self.rng.chance(self.careless.slip):
            return PlayCard(seat, self.rng.choice(legal))
        sim = sim_from_state(state, seat, [[] for _ in range(game.seats)])
        return PlayCard(seat, to_card(policy_card(sim, seat)))

    def _predict(self, seat: int, game: WizardExtremeEngine, state: WizardState) -> Action:
        key = (state.round, seat)
        if self._plan is None or self._plan[0] != key:
            hand = [to_int(card) for card in game.hand(seat)]
            counted = heuristic_prediction(hand, state.top_value, game.seats)
            if self.rng.chance(self.careless.miscount):
                colour = self.rng.below(len(COLOURS))
                counted[colour] = max(0, counted[colour] + self.rng.choice((-1, 1)))
            weak = sum(estimate_wins(hand, state.top_value, game.seats)) < WEAK_HAND_TRICKS
            take_magician = (weak and state.magician is None
                             and not game.magician_secures_win(seat)
                             and self.rng.chance(self.careless.magician))
            self._plan = (key, None if take_magician else counted)
        return seal_step(seat, game, state, self._plan[1])


def seal_step(
    seat: int, game: WizardExtremeEngine, state: WizardState, target: list[int] | None
) -> Action:
    """The next step towards holding ``target`` seals per colour (None: the magician)."""
    if (target is None and state.magician is None and not state.taken[seat]
            and not game.magician_secures_win(seat)):
        return TakeMagician(seat)
    taken = [sum(1 for seal in state.taken[seat] if seal == SEALS[c]) for c in range(len(COLOURS))]
    for colour, want in enumerate(target or ()):
        if taken[colour] >= want:
            continue
        seal = SEALS[colour]
        if state.pool[seal]:
            return TakeSeal(seat, COLOURS[colour])
        if state.pool[Seal.WHITE]:
            victims = [v for v in range(game.seats) if v != seat and state.seals[v][seal]]
            if victims:
                # Take from the seat with the lowest total: the leader pays.
                victim = min(victims, key=lambda v: (state.totals[v], v))
                return StealSeal(seat, COLOURS[colour], victim)
    return Predict(seat)


class HardBot(_PlanningBot):
    """Determinized search over sampled deals of the unseen cards."""

    def choose(self, view: Engine[object]) -> Action:
        seat, game, state = _game(view)
        if state.phase == Phase.PREDICT:
            key = (state.round, seat)
            if self._plan is None or self._plan[0] != key:
                self._plan = (key, self._plan_prediction(seat, game, state))
            return seal_step(seat, game, state, self._plan[1])
        if state.phase == Phase.RETURN:
            options = [seal_index(seal) for seal in state.return_options]
            best = self._search(seat, game, state, options, returning=True)
            return ReturnSeal(seat, SEALS[best])
        legal = [to_int(card) for card in game.playable_cards(seat)]
        if len(legal) == 1:
            return PlayCard(seat, to_card(legal[0]))
        return PlayCard(seat, to_card(self._search(seat, game, state, legal, returning=False)))

    # -- search ------------------------------------------------------------------------------

    def _best(
        self,
        seat: int,
        game: WizardExtremeEngine,
        state: WizardState,
        count: int,
        budget: int,
        trial: Callable[[Sim, int], None],
    ) -> int:
        """The index of the best of ``count`` options, each tried by ``trial`` on the same
        sampled deals and played out; at most ``budget`` rollouts in all."""
        totals = self._totals(seat, game, state, count, budget, trial)
        return min(range(count), key=lambda index: (totals[index], index))

    def _totals(
        self,
        seat: int,
        game: WizardExtremeEngine,
        state: WizardState,
        count: int,
        budget: int,
        trial: Callable[[Sim, int], None],
    ) -> list[float]:
        """:meth:`_best`'s played-out results of each option, summed (lower is better)."""
        unseen = unseen_codes(state, seat, game.seats)
        totals = [0.0] * count
        samples = 0
        while (samples + 1) * count <= max(budget, count):
            base = sim_from_state(
                state, seat, sample_hands(state, seat, game.seats, self.rng, unseen)
            )
            results = []
            for index in range(count):
                sim = base.copy()
                trial(sim, index)
                rollout(sim)
                results.append(evaluate(sim, seat, HARD_SPITE))
            totals = [total + result for total, result in zip(totals, results, strict=True)]
            samples += 1
        return totals

    def _search(
        self,
        seat: int,
        game: WizardExtremeEngine,
        state: WizardState,
        options: list[int],
        returning: bool,
    ) -> int:
        """The card to play (or seal to return) with the best played-out result."""

        def trial(sim: Sim, index: int) -> None:
            if returning:
                sim.give_back(seat, options[index])
            else:
                sim.play(options[index])

        return options[self._best(seat, game, state, len(options), HARD_PLAY_ROLLOUTS, trial)]

    def _plan_prediction(
        self, seat: int, game: WizardExtremeEngine, state: WizardState
    ) -> list[int] | None:
        """Try seal sets near the hand's estimate, and the magician, on sampled deals."""
        return self.ranked_predictions(seat, game, state)[0]

    def ranked_predictions(
        self, seat: int, game: WizardExtremeEngine, state: WizardState
    ) -> list[list[int] | None]:
        """The predictions :meth:`_plan_prediction` weighs (seal sets near the hand's
        estimate, and the magician: None), best first, as tried on the same sampled deals
        (the coach's suggestion too)."""
        candidates = prediction_candidates(game, state, seat,
                                           [to_int(card) for card in game.hand(seat)])
        cost = game.magician_cost(seat)

        def trial(sim: Sim, index: int) -> None:
            _predict_in_sim(sim, state, seat, candidates[index], cost)

        totals = self._totals(seat, game, state, len(candidates), HARD_PREDICT_ROLLOUTS, trial)
        order = sorted(range(len(candidates)), key=lambda index: (totals[index], index))
        return [candidates[index] for index in order]


def take_seal(sim: Sim, seat: int, colour: int) -> None:
    """``seat`` takes a ``colour`` seal in ``sim``: from the middle, else from the first seat
    holding one, who gets a white seal (RULES.md §3.4, WE-D2, WE-D3)."""
    if sim.pool[colour]:
        sim.pool[colour] -= 1
        sim.seals[seat][colour] += 1
        return
    victims = [v for v in range(len(sim.hands)) if v != seat and sim.seals[v][colour]]
    if victims and sim.pool[WHITE]:
        victim = victims[0]
        sim.seals[victim][colour] -= 1
        sim.seals[victim][WHITE] += 1
        sim.pool[WHITE] -= 1
        sim.seals[seat][colour] += 1


def _predict_in_sim(sim: Sim, state: WizardState, seat: int, mine: list[int] | None,
                    cost: int) -> None:
    """Finish the prediction phase in ``sim``: ``seat`` takes ``mine`` (None: the
    magician, at base ``cost``), later seats guess."""
    seats = len(sim.hands)
    top = state.top_value
    for offset in range(seats):
        who = (seat + offset) % seats
        if state.predicted[who]:
            continue
        if who == seat:
            wanted = mine
            if wanted is None:
                sim.magician, sim.magician_base = seat, cost
                continue
            already = [sim.seals[seat][c] for c in range(len(COLOURS))]
            wanted = [max(0, w - a) for w, a in zip(wanted, already, strict=True)]
        else:
            wanted = heuristic_prediction(sim.hands[who], top, seats)
        for colour, count in enumerate(wanted):
            for _ in range(count):
                take_seal(sim, who, colour)
    sim.to_move = (state.dealer + 1) % seats


class FirstTimerBot(EasyBot):
    """The level shown as Easy: the casual player's way, with many more slips."""

    careless = CARELESSNESS["random"]


BOT_LEVELS = {"random": FirstTimerBot, "easy": EasyBot, "hard": HardBot}
