"""Fast round simulation for the Wizard Extreme computer players.

Cards are small ints (``colour * 16 + value``, red = colour 4) and seals are
indices 0–6 (the five colours, white, black), so a whole round can be played
out thousands of times per decision. The pieces:

* :class:`Sim`: one round in progress with every hand known (a sampled world).
* :func:`policy_card`: the seal-aware heuristic every seat follows in rollouts,
  and the easy player's way of playing: try to win the tricks you hold a seal
  for, duck the others; the black magician spoils tricks others want.
* :func:`sample_hands`: deal the cards a seat has not seen to the other seats,
  respecting hand sizes and the colours each seat has shown it lacks.
* :func:`evaluate`: a seat's round result relative to the table.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.core import Rng
from tabletop.games.wizard_extreme import (
    COLOURS,
    MAGICIAN_BASE,
    SEALS,
    TRUMP,
    Card,
    Seal,
    WizardState,
    deck_for,
    magician_penalty,
    seal_penalty,
)

# Indices into the engine's own tables; a colour's seal has the colour's index, so RED
# names both the trump colour and its seal.
RED = COLOURS.index(TRUMP)
WHITE = SEALS.index(Seal.WHITE)
BLACK = SEALS.index(Seal.BLACK)
NO_ONE = -1
PENALTY = tuple(seal_penalty({seal: 1}) for seal in SEALS)  # per seal index (WE-D1)


def to_int(card: Card) -> int:
    return COLOURS.index(card.colour) * 16 + card.value


def to_card(code: int) -> Card:
    return Card(COLOURS[code >> 4], code & 15)


def seal_index(seal: Seal) -> int:
    return SEALS.index(seal)


def beats(card: int, best: int) -> bool:
    """Whether ``card`` played after the current winner ``best`` takes the lead."""
    if card >> 4 == best >> 4:
        return card > best
    return card >> 4 == RED


def returnable(led: int, winning: int) -> tuple[int, ...]:
    """Seal indices a trick winner may return (RULES.md §3.5.4)."""
    if winning >> 4 == RED and led != RED:
        return (led, RED, WHITE)
    return (led, WHITE)


@dataclass
class Sim:
    """A round in progress in one sampled world: every hand is known."""

    hands: list[list[int]]
    seals: list[list[int]]
    pool: list[int]
    magician: int
    trick: list[tuple[int, int]]
    to_move: int
    magician_base: int = MAGICIAN_BASE  # raised by the §3.8 variants

    def copy(self) -> Sim:
        return Sim(
            [list(hand) for hand in self.hands],
            [list(seals) for seals in self.seals],
            list(self.pool),
            self.magician,
            list(self.trick),
            self.to_move,
            self.magician_base,
        )

    def legal(self, seat: int) -> list[int]:
        hand = self.hands[seat]
        if self.trick:
            led = self.trick[0][1] >> 4
            following = [card for card in hand if card >> 4 == led]
            if following:
                return following
        return hand

    def play(self, card: int, choose_return: bool = True) -> None:
        """Play ``card`` for the seat to move; a finished trick is resolved at once."""
        seat = self.to_move
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        seats = len(self.hands)
        if len(self.trick) < seats:
            self.to_move = (seat + 1) % seats
            return
        winner, winning = self.trick[0]
        for who, played in self.trick[1:]:
            if beats(played, winning):
                winner, winning = who, played
        led = self.trick[0][1] >> 4
        self.trick = []
        self.to_move = winner
        if winner == self.magician:
            return
        held = self.seals[winner]
        options = [seal for seal in returnable(led, winning) if held[seal]]
        if options:
            self.give_back(
                winner, best_return(self, winner, options) if choose_return else options[0]
            )
        elif self.pool[BLACK]:
            self.pool[BLACK] -= 1
            held[BLACK] += 1

    def give_back(self, seat: int, seal: int) -> None:
        self.seals[seat][seal] -= 1
        self.pool[seal] += 1

    def finished(self) -> bool:
        return not self.hands[self.to_move]


def best_return(sim: Sim, seat: int, options: Sequence[int]) -> int:
    """Return the seal least likely to be returned later: coloured before red before white.

    A white seal covers any trick and red any trick won with red, so they are
    the flexible ones to keep; among coloured seals keep the colour the seat
    holds most winners in.
    """
    hand = sim.hands[seat]
    coloured = [seal for seal in options if seal < RED]
    if coloured:
        return min(coloured, key=lambda s: sum(1 for card in hand if card >> 4 == s))
    return RED if RED in options else options[0]


def wants_win(sim: Sim, seat: int, led: int, card: int) -> bool:
    """Whether winning the trick with ``card`` would let ``seat`` return a seal."""
    held = sim.seals[seat]
    return any(held[seal] for seal in returnable(led, card))


def policy_card(sim: Sim, seat: int) -> int:
    """The heuristic card for ``seat`` (see the module docstring)."""
    legal = sim.legal(seat)
    if len(legal) == 1:
        return legal[0]
    trick = sim.trick
    if not trick:
        return _policy_lead(sim, seat, legal)
    led = trick[0][1] >> 4
    best_seat, best = trick[0]
    for who, played in trick[1:]:
        if beats(played, best):
            best_seat, best = who, played
    winners = [card for card in legal if beats(card, best)]
    losers = [card for card in legal if not beats(card, best)]
    if seat == sim.magician:
        # Spoil a trick its winner wants; otherwise let others win what they cannot return.
        if winners and best_seat != sim.magician and wants_win(sim, best_seat, led, best):
            return min(winners)
        return max(losers) if losers else min(winners)
    useful = [card for card in winners if wants_win(sim, seat, led, card)]
    if useful:
        last = len(trick) == len(sim.hands) - 1
        # Last to play: the smallest winner does; otherwise the strongest to hold the lead.
        return min(useful, key=_strength) if last else max(useful, key=_strength)
    if losers:
        return max(losers, key=_strength)
    return min(winners, key=_strength)


def _strength(card: int) -> int:
    return card + (100 if card >> 4 == RED else 0)


def _policy_lead(sim: Sim, seat: int, legal: list[int]) -> int:
    held = sim.seals[seat]
    if seat != sim.magician:
        wanted = [card for card in legal if held[card >> 4] or held[WHITE]]
        if wanted and sum(held[:BLACK]):
            return max(wanted, key=lambda card: card & 15)
    # Nothing to win: lead the lowest card, keeping reds for later.
    return min(legal, key=lambda card: (card >> 4 == RED, card & 15))


def rollout(sim: Sim) -> None:
    """Play ``sim`` to the end of the round, every seat following the policy."""
    while not sim.finished():
        sim.play(policy_card(sim, sim.to_move))


def penalties(sim: Sim) -> list[int]:
    """Each seat's penalty at the end of the round (RULES.md §3.6)."""
    result = []
    for seat, held in enumerate(sim.seals):
        if seat == sim.magician:
            others = sum(s[BLACK] for other, s in enumerate(sim.seals) if other != seat)
            result.append(magician_penalty(others, sim.magician_base))
        else:
            result.append(sum(count * cost for count, cost in zip(held, PENALTY, strict=True)))
    return result


def evaluate(sim: Sim, seat: int, spite: float) -> float:
    """The seat's penalty minus ``spite`` times the others' mean penalty (lower is better)."""
    scores = penalties(sim)
    others = [score for other, score in enumerate(scores) if other != seat]
    return scores[seat] - spite * sum(others) / len(others)


def sim_from_state(state: WizardState, seat: int, others: list[list[int]]) -> Sim:
    """A :class:`Sim` of the view's round; ``others`` holds sampled hands (``seat``'s is real)."""
    hands = [list(hand) for hand in others]
    own = state.hands[seat]
    assert own is not None
    hands[seat] = [to_int(card) for card in own]
    return Sim(
        hands=hands,
        seals=[[held[seal] for seal in SEALS] for held in state.seals],
        pool=[state.pool[seal] for seal in SEALS],
        magician=NO_ONE if state.magician is None else state.magician,
        trick=[(who, to_int(card)) for who, card in state.trick],
        to_move=state.to_move,
        magician_base=state.magician_base,
    )


def unseen_codes(state: WizardState, seat: int, seats: int) -> list[int]:
    own = state.hands[seat]
    assert own is not None
    seen = {*own, *state.played, *(card for _, card in state.trick)}
    return [to_int(card) for card in deck_for(seats) if card not in seen]


def sample_hands(
    state: WizardState, seat: int, seats: int, rng: Rng, unseen: list[int]
) -> list[list[int]]:
    """Deal ``unseen`` to the other seats: right hand sizes, no card in a shown void.

    Cards with the fewest possible holders go first; a dead end (rare) restarts,
    and after a few tries the voids are relaxed rather than failing.
    """
    voids = [{COLOURS.index(colour) for colour in colours} for colours in state.voids]
    others = [other for other in range(seats) if other != seat]
    for attempt in range(12):
        strict = attempt < 11
        room = {other: state.hand_sizes[other] for other in others}
        hands: list[list[int]] = [[] for _ in range(seats)]
        cards = list(unseen)
        rng.shuffle(cards)

        cards.sort(key=lambda card: len(_holders(card, others, room, voids, strict)))
        ok = True
        for card in cards:
            options = _holders(card, others, room, voids, strict)
            if not options:
                ok = False
                break
            # Weight by free room so hand sizes fill evenly.
            total = sum(room[o] for o in options)
            pick = rng.below(total)
            for other in options:
                pick -= room[other]
                if pick < 0:
                    break
            hands[other].append(card)
            room[other] -= 1
        if ok:
            return hands
    raise AssertionError("sampling cannot fail once voids are relaxed")


def _holders(
    card: int, others: list[int], room: dict[int, int], voids: list[set[int]], strict: bool
) -> list[int]:
    """The seats that may still receive ``card``."""
    return [o for o in others if room[o] and not (strict and card >> 4 in voids[o])]
