"""An independent searcher: determinized Monte Carlo over the real engines.

A yardstick for the computer players, written apart from them: it imports
nothing from ``tabletop.bots`` or ``tabletop.coach`` and keeps no copy of any
rule. The engine is the rules: the searcher only calls ``legal_actions``,
``apply``, ``is_over`` and ``winners``, and reads a view's state only to fill
in what that view hides.

One decision, from one seat's view:

1. A *world* is a full game consistent with the view: the view's state with
   every hidden part filled by a random guess that agrees with what the seat
   has seen (:func:`determinize`), and a fresh random generator for the
   future (dice, throws, shuffles).
2. For every legal action, worlds are drawn, the action applied, and the game
   played to its end with every seat choosing uniformly at random among its
   legal actions (a *playout*). The playout's result for the seat is its share
   of the win (1, 1/k for a k-way shared win, 0).
3. The budget of playouts is spread by UCB1 after one playout of each action;
   the action with the best mean result is chosen.

The budget is a number of playouts (``playouts``), but at least ``per_action``
for every legal action (one playout of a whole game is a coin toss; with 36
ways to order in Polterfass, one each would choose at random), optionally cut
short by a time limit (``seconds``); with the time limit off, a seeded searcher
makes the same choices on any machine.
"""

from __future__ import annotations

import copy
import math
import random
import time
from collections.abc import Callable
from typing import Any

from tabletop.core import Action, Engine, Rng

Filler = Callable[[Engine[Any], Any, random.Random], None]


# -- filling in what a view hides, game by game ----------------------------------------


def _fill_polterfass(view: Engine[Any], state: Any, rng: random.Random) -> None:
    """Orders the seat could not see: each a uniform pick among every legal order."""
    from tabletop.games.polterfass import order_cards

    orders = order_cards()
    for seat, choice in state.orders.choices.items():
        if choice is None:
            state.orders.choices[seat] = sorted(rng.choice(orders))


def _fill_winners_circle(view: Engine[Any], state: Any, rng: random.Random) -> None:
    """The deck's order is the future: shuffle it. With hidden bets, deal each other seat's
    chip set at random over its face-down chips and its hand."""
    rng.shuffle(state.deck)
    if not view.options.get("hidden_bets"):
        return
    from tabletop.games.winners_circle_rules import chip_set

    for seat in range(view.seats):
        if seat == view.viewer:
            continue
        hidden = [bet for bet in state.bets if bet.seat == seat and bet.chip is None]
        if not hidden:
            continue
        chips = list(chip_set(view.options))
        for bet in state.bets:
            if bet.seat == seat and bet.chip is not None:
                chips.remove(bet.chip)
        rng.shuffle(chips)
        for bet in hidden:
            bet.chip = chips.pop()
        state.hands[seat] = chips


def _fill_big_shot(view: Engine[Any], state: Any, rng: random.Random) -> None:
    """Hidden money (BS-D17): each unseen colour's cash from the prices it paid in public,
    with the fewest loans that keep it from going below zero."""
    from tabletop.games.big_shot import START_CASH, loan_proceeds
    from tabletop.games.big_shot_events import AuctionWon

    hidden = [colour for colour, cash in enumerate(state.cash) if cash is None]
    if not hidden:
        return
    paid = dict.fromkeys(hidden, 0)
    for event in view.log:
        if isinstance(event, AuctionWon) and event.colour in paid:
            paid[event.colour] += event.price
    for colour in hidden:
        cash, loans = START_CASH - paid[colour], 0
        while cash < 0:
            cash += loan_proceeds(loans)
            loans += 1
        state.cash[colour], state.loans[colour] = cash, loans
        state.loan_this_round[colour] = False


def _fill_wizard_extreme(view: Engine[Any], state: Any, rng: random.Random) -> None:
    """Deal the cards the seat has not seen to the other seats: each its hand size, none a
    card of a colour it has shown it lacks."""
    from tabletop.games.wizard_extreme import deck_for

    me = view.viewer
    seen = set(state.hands[me]) | set(state.played) | {card for _, card in state.trick}
    unseen = [card for card in deck_for(view.seats) if card not in seen]
    others = [seat for seat in range(view.seats) if seat != me]
    for _ in range(200):
        hands = _deal_respecting_voids(unseen, others, state, rng)
        if hands is not None:
            break
    else:
        # Every try failed (a rare corner): deal by size alone rather than stall.
        rng.shuffle(unseen)
        hands, start = {}, 0
        for seat in others:
            hands[seat] = unseen[start:start + state.hand_sizes[seat]]
            start += state.hand_sizes[seat]
    for seat, hand in hands.items():
        state.hands[seat] = sorted(hand)


def _deal_respecting_voids(unseen: list[Any], others: list[int], state: Any,
                           rng: random.Random) -> dict[int, list[Any]] | None:
    cards = list(unseen)
    rng.shuffle(cards)
    room = {seat: state.hand_sizes[seat] for seat in others}
    hands: dict[int, list[Any]] = {seat: [] for seat in others}
    # The most constrained cards first: those fewest seats may hold.
    def takers(card: Any) -> list[int]:
        return [seat for seat in others if room[seat] and card.colour not in state.voids[seat]]
    cards.sort(key=lambda card: sum(card.colour not in state.voids[s] for s in others))
    for card in cards:
        options = takers(card)
        if not options:
            return None
        # Weighted by room left, so seats fill evenly.
        pick = rng.choices(options, weights=[room[seat] for seat in options])[0]
        hands[pick].append(card)
        room[pick] -= 1
    return hands


FILLERS: dict[str, Filler] = {
    "polterfass": _fill_polterfass,
    "winners_circle": _fill_winners_circle,
    "big_shot": _fill_big_shot,
    "wizard_extreme": _fill_wizard_extreme,
}


def determinize(view: Engine[Any], rng: random.Random) -> Engine[Any]:
    """A playable game consistent with ``view``: hidden parts guessed, a fresh future."""
    state = copy.deepcopy(view.state)
    filler = FILLERS.get(view.spec.id)
    if filler is not None:
        filler(view, state, rng)
    return type(view)(
        spec=view.spec, seats=view.seats, seed=0, options=view.options, state=state,
        rng=Rng(rng.getrandbits(64)), log=[], is_view=False,
    )


# -- the search ----------------------------------------------------------------------


def playout(world: Engine[Any], seat: int, rng: random.Random) -> float:
    """Play ``world`` to its end at random; ``seat``'s share of the win."""
    while not world.is_over:
        world.apply(rng.choice(world.legal_actions()))
    winners = world.winners()
    return 1 / len(winners) if seat in winners else 0.0


class Searcher:
    """Determinized flat Monte Carlo with UCB1 over the legal actions (module docstring)."""

    EXPLORATION = 0.5

    def __init__(self, seed: int, playouts: int = 32, seconds: float | None = None,
                 per_action: int = 4) -> None:
        self.rng = random.Random(seed)
        self.playouts = playouts
        self.per_action = per_action
        self.seconds = seconds
        self.spent: list[int] = []
        """Playouts each decision with a choice used (for the tournament's report)."""

    def choose(self, view: Engine[Any]) -> Action:
        seat = view.current_seat
        assert seat is not None and view.is_view and view.viewer == seat
        actions = view.legal_actions()
        if len(actions) == 1:
            return actions[0]
        deadline = None if self.seconds is None else time.perf_counter() + self.seconds
        totals = [0.0] * len(actions)
        counts = [0] * len(actions)
        done = 0
        while done < max(self.playouts, self.per_action * len(actions)):
            if done < len(actions):
                index = done
            else:
                log_n = math.log(done)
                index = max(range(len(actions)), key=lambda i: totals[i] / counts[i]
                            + self.EXPLORATION * math.sqrt(log_n / counts[i]))
            world = determinize(view, self.rng)
            world.apply(actions[index])
            totals[index] += playout(world, seat, self.rng)
            counts[index] += 1
            done += 1
            if deadline is not None and done >= len(actions) and time.perf_counter() > deadline:
                break
        self.spent.append(done)
        best = max(range(len(actions)), key=lambda i: (totals[i] / counts[i], counts[i]))
        return actions[best]
