"""Fit the Wizard Extreme hand estimate to the tricks hands win in the hard player's rollouts.

    uv run python -m tests.tools.fit_wizard_estimate 4 [--deals 2500] [--rounds 2] [--seed 1]

The estimate (:func:`tabletop.bots.wizard_extreme.estimate_wins`) feeds the
coach's expected tricks and suggested seals, the easy player's prediction, the
centre of the predictions the hard player tries, and the predictions it
pictures for the other seats. Its constants (:data:`ESTIMATE_FIT`) are fitted
here for one seat count:

1. Deal ``--deals`` rounds at random. Every seat predicts by the estimate with
   the constants of the moment (the seals taken in turn from the left of the
   dealer, RULES.md §3.4, nobody taking the magician), and the round is played
   out by the rollout policy every seat of the hard player's search follows
   (:func:`tabletop.bots.wizard_extreme_search.policy_card`). The tricks each
   hand won are counted by the colour of the winning card, as the estimate
   counts them (a trick won by trumping counts as red).
2. Over a grid of the first three constants, the one whose estimate is nearest
   those counts (squared difference per colour, the scale fitted by least
   squares) is kept.
3. The hands won differently once the seats predict by the new constants, so
   the two steps run ``--rounds`` times, on fresh deals each time.

It prints each round's constants, the mean squared difference, and the mean
estimate minus the tricks won (per hand, all colours).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence
from itertools import product

from tabletop.bots.wizard_extreme import ESTIMATE_FIT, Fit, estimate_wins, take_seal
from tabletop.bots.wizard_extreme_search import NO_ONE, Sim, beats, policy_card, to_int
from tabletop.games.wizard_extreme import (
    COLOURS,
    HAND_SIZE,
    SEAL_COUNTS,
    SEALS,
    TOP_VALUE_BY_SEATS,
    deck_for,
)

PER_HIGHER = (0.35, 0.4, 0.45, 0.5, 0.55, 0.6)
DEEP = (0.0, 0.05, 0.1, 0.2, 0.3, 0.5, 0.7)
SPARE_RED = (0.15, 0.3, 0.45, 0.6, 0.75, 0.9)

Deal = tuple[list[list[int]], list[list[int]]]
"""Each seat's hand and the tricks it won per colour."""


def play_deal(seats: int, rnd: random.Random, fit: Fit) -> Deal:
    """One random round, every seat predicting by ``fit`` and playing the rollout policy."""
    deck = [to_int(card) for card in deck_for(seats)]
    rnd.shuffle(deck)
    hands = [sorted(deck[seat * HAND_SIZE:(seat + 1) * HAND_SIZE]) for seat in range(seats)]
    dealer = rnd.randrange(seats)
    top = TOP_VALUE_BY_SEATS[seats]
    sim = Sim([list(hand) for hand in hands], [[0] * len(SEALS) for _ in range(seats)],
              [SEAL_COUNTS[seal] for seal in SEALS], NO_ONE, [], (dealer + 1) % seats)
    for offset in range(1, seats + 1):
        who = (dealer + offset) % seats
        for colour, win in enumerate(estimate_wins(hands[who], top, seats, fit)):
            for _ in range(int(win + 0.35)):  # heuristic_prediction's rounding
                take_seal(sim, who, colour)
    won = [[0] * len(COLOURS) for _ in range(seats)]
    while sim.hands[sim.to_move]:
        seat = sim.to_move
        card = policy_card(sim, seat)
        if len(sim.trick) == seats - 1:
            winner, best = sim.trick[0]
            for who, played in [*sim.trick[1:], (seat, card)]:
                if beats(played, best):
                    winner, best = who, played
            won[winner][best >> 4] += 1
        sim.play(card)
    return hands, won


def measure(deals: Sequence[Deal], seats: int, fit: Fit) -> tuple[float, float]:
    """Mean squared difference per hand (summed over colours) and mean estimate minus won."""
    top = TOP_VALUE_BY_SEATS[seats]
    squares = bias = 0.0
    hands = 0
    for dealt, won in deals:
        for hand, tricks in zip(dealt, won, strict=True):
            estimate = estimate_wins(hand, top, seats, fit)
            squares += sum((e - w) ** 2 for e, w in zip(estimate, tricks, strict=True))
            bias += sum(estimate) - sum(tricks)
            hands += 1
    return squares / hands, bias / hands


def best_fit(deals: Sequence[Deal], seats: int) -> Fit:
    """The grid's constants nearest the tricks won, each with its least-squares scale."""
    top = TOP_VALUE_BY_SEATS[seats]
    best: tuple[float, Fit] | None = None
    for per_higher, deep, spare_red in product(PER_HIGHER, DEEP, SPARE_RED):
        pairs = [(estimate_wins(hand, top, seats, (per_higher, deep, spare_red, 1.0)), tricks)
                 for dealt, won in deals for hand, tricks in zip(dealt, won, strict=True)]
        cross = sum(e * w for est, won in pairs for e, w in zip(est, won, strict=True))
        square = sum(e * e for est, _ in pairs for e in est)
        scale = cross / square if square else 1.0
        error = sum((scale * e - w) ** 2 for est, won in pairs
                    for e, w in zip(est, won, strict=True))
        if best is None or error < best[0]:
            best = (error, (per_higher, deep, spare_red, round(scale, 2)))
    assert best is not None
    return best[1]


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("seats", type=int, choices=sorted(TOP_VALUE_BY_SEATS))
    parser.add_argument("--deals", type=int, default=2500)
    parser.add_argument("--rounds", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rnd = random.Random(args.seed)
    fit = ESTIMATE_FIT[args.seats]
    print(f"{args.seats} seats, the shipped constants {fit}")
    for number in range(args.rounds + 1):
        deals = [play_deal(args.seats, rnd, fit) for _ in range(args.deals)]
        squares, bias = measure(deals, args.seats, fit)
        print(f"  round {number}: {fit}: squared difference {squares:.3f} a hand, "
              f"estimate minus won {bias:+.2f}", flush=True)
        if number < args.rounds:
            fit = best_fit(deals, args.seats)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
