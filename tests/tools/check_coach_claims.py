"""Big Shot's and Wizard Extreme's coach claims against independent calculations.

Run through :mod:`tests.tools.check_coaches`. Each claim is worked out again
here from RULES.md (§4.6–4.8, §3.5) and the real game behind the view, never
with the coach's code or the engine's helper functions, and must agree exactly:

* **Big Shot** ("if the game ended now"): every region's owner by the
  tie-cancelling majority, each seat's region value with park doubling for the
  same colour, regions owned, fortune (cash + regions − 10 M a loan; hidden
  where the view hides it), who could win (two regions) and who would win
  (fortune, then more regions, then the single most valuable region). At the
  end of every game played the same calculation must also give the engine's
  own final scores and winners, which ties it to the engine.
* **Wizard Extreme** (the card counter): the unseen cards per colour are the
  cards in the other seats' real hands; a card named as taking the lead does
  so (highest red, else highest of the led colour); a card named as sure to
  win is beaten by no card any later seat may legally play from its real hand,
  and the engine, playing the trick out, gives it to this seat; a card taking
  the lead but not named sure can be beaten by some unseen card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tabletop.bots import make_bot
from tabletop.coach.big_shot import advise as advise_big_shot
from tabletop.coach.wizard_extreme import advise as advise_wizard
from tabletop.games import GAMES
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.wizard_extreme import (
    COLOURS,
    Card,
    Phase,
    PlayCard,
    Predict,
    RoundScored,
    StealSeal,
    TakeMagician,
    TakeSeal,
    TrickWon,
)
from tests.tools.positions import positions

# -- Big Shot --------------------------------------------------------------------------

COLOUR_COUNT = 4
RED = COLOURS[-1]


def majority_owner(counts: Sequence[int]) -> int | None:
    """RULES.md §4.6: counts two colours share are struck out; the largest left owns."""
    left = {colour: n for colour, n in enumerate(counts)
            if n and sum(1 for other in counts if other == n) == 1}
    return max(left, key=lambda colour: left[colour]) if left else None


def colour_seat(seats: int, colour: int) -> int | None:
    """§4.8: two seats run two colours each (P1, P2, P1, P2); three add a neutral fourth."""
    if seats == 2:
        return colour % 2
    return None if colour >= seats else colour


@dataclass
class BigShotTruth:
    owners: tuple[int | None, ...]
    owner_seats: tuple[int | None, ...]
    region_values: tuple[int, ...]
    regions_owned: tuple[int, ...]
    fortunes: tuple[int | None, ...]
    eligible: tuple[bool, ...]
    leaders: tuple[int, ...]


def big_shot_truth(state: Any, seats: int, viewer: int | None,
                   hidden: bool) -> BigShotTruth:
    # This repeats on purpose what the coach asks of the engine (ownership_now,
    # region_values, rank_winners): a check built on those helpers would agree with the
    # coach by construction. It is a second reading of RULES.md §4.6-4.8, tied to the
    # engine only through the final scores and winners of finished games.
    owners = tuple(state.region_owner[r] if state.region_closed[r]
                   else majority_owner(state.region_cubes[r]) for r in range(len(REGIONS)))
    zones = {REGIONS[r].zone for r in range(len(REGIONS))}

    def colour_value(colour: int) -> int:
        value = 0
        for zone in zones:
            members = [r for r in range(len(REGIONS)) if REGIONS[r].zone == zone]
            park = any(REGIONS[r].is_park and owners[r] == colour for r in members)
            for r in members:
                if owners[r] == colour and not REGIONS[r].is_park:
                    value += REGIONS[r].value * (2 if park else 1)
        return value

    mine = {seat: [c for c in range(COLOUR_COUNT) if colour_seat(seats, c) == seat]
            for seat in range(seats)}
    values = tuple(sum(colour_value(c) for c in mine[seat]) for seat in range(seats))
    owned = {seat: [r for r in range(len(REGIONS)) if owners[r] in mine[seat]]
             for seat in range(seats)}
    fortunes: list[int | None] = []
    for seat in range(seats):
        if hidden and seat != viewer and state.phase.value != "over":
            fortunes.append(None)
            continue
        fortunes.append(values[seat] + sum(state.cash[c] - 10 * state.loans[c]
                                           for c in mine[seat]))
    eligible = tuple(len(owned[seat]) >= 2 for seat in range(seats))
    leaders: tuple[int, ...] = ()
    if None not in fortunes:
        candidates = [s for s in range(seats) if eligible[s]] or list(range(seats))
        rank = {s: (fortunes[s], len(owned[s]),
                    max((REGIONS[r].value for r in owned[s]), default=-1)) for s in candidates}
        top = max(rank.values())
        leaders = tuple(s for s in candidates if rank[s] == top)
    return BigShotTruth(
        owners, tuple(None if o is None else colour_seat(seats, o) for o in owners), values,
        tuple(len(owned[s]) for s in range(seats)), tuple(fortunes), eligible, leaders)


@dataclass
class ClaimsReport:
    positions: int = 0
    claims: int = 0
    wrong: list[str] = field(default_factory=list)
    finished_games: int = 0


def check_big_shot(count: int, seed: int, advise: Any = advise_big_shot) -> ClaimsReport:
    report = ClaimsReport()
    finished: list[Any] = []
    found = positions("big_shot", count, seed, finished=finished,
                      options=lambda number: {"hidden_money": number % 3 == 2})
    for index, (game, seat) in enumerate(found):
        view = game.view(seat)
        advice = advise(view)
        truth = big_shot_truth(game.state, game.seats, seat, game.hidden_money)
        report.positions += 1
        for name in ("owners", "owner_seats", "region_values", "regions_owned", "fortunes",
                     "eligible", "leaders"):
            report.claims += 1
            if getattr(advice, name) != getattr(truth, name):
                report.wrong.append(f"position {index} ({game.seats} seats) {name}: coach "
                                    f"{getattr(advice, name)}, rules {getattr(truth, name)}")
    for game in finished:
        truth = big_shot_truth(game.state, game.seats, None, False)
        advice = advise(game.view(None))
        report.finished_games += 1
        report.claims += 2
        if list(truth.fortunes) != game.scores() or advice.fortunes != truth.fortunes:
            report.wrong.append(f"finished {game.seats}-seat game: engine {game.scores()}, "
                                f"rules {truth.fortunes}, coach {advice.fortunes}")
        if list(truth.leaders) != game.winners() or advice.leaders != truth.leaders:
            report.wrong.append(f"finished {game.seats}-seat game: engine winners "
                                f"{game.winners()}, rules {truth.leaders}, coach {advice.leaders}")
    return report


# -- Wizard Extreme -------------------------------------------------------------------


def stronger(card: Card, than: Card, led: Any) -> bool:
    """§3.5: red beats every other colour, the led colour every colour but red; within a
    colour the higher value wins."""
    def rank(c: Card) -> tuple[int, int]:
        return (2 if c.colour == RED else 1 if c.colour == led else 0, c.value)

    return rank(card) > rank(than)


def may_play(hand: Sequence[Card], led: Any) -> list[Card]:
    """§3.5: follow the led colour if you can, else anything."""
    following = [card for card in hand if card.colour == led]
    return following or list(hand)


def check_wizard_extreme(count: int, seed: int, advise: Any = advise_wizard) -> ClaimsReport:
    report = ClaimsReport()
    found = positions("wizard_extreme", count, seed,
                      keep=lambda game: game.state.phase is Phase.PLAY)
    rnd = random.Random(seed)
    for index, (game, seat) in enumerate(found):
        state = game.state
        advice = advise(game.view(seat))
        report.positions += 1
        where = f"position {index} ({game.seats} seats, trick of {len(state.trick)})"
        others = [s for s in range(game.seats) if s != seat]
        in_others = [card for s in others for card in state.hands[s]]
        report.claims += 1
        unseen = tuple((colour, sum(c.colour == colour for c in in_others)) for colour in COLOURS)
        if advice.unseen != unseen:
            report.wrong.append(f"{where}: unseen {advice.unseen}, real hands {unseen}")
        led = state.trick[0][1].colour if state.trick else None
        best: Card | None = None
        for _, card in state.trick:
            if best is None or stronger(card, best, led):
                best = card
        playable = may_play(state.hands[seat], led) if led is not None else state.hands[seat]
        leads = [card for card in playable if best is None or stronger(card, best, led)]
        report.claims += 1
        if sorted(advice.can_win) != sorted(leads):
            report.wrong.append(f"{where}: takes the lead {advice.can_win}, rules {leads}")
        after = [(seat + step) % game.seats for step in range(1, game.seats - len(state.trick))]
        for card in advice.sure_win:
            report.claims += 1
            trick_led = led if led is not None else card.colour
            beaten_by = [other for s in after for other in may_play(state.hands[s], trick_led)
                         if stronger(other, card, trick_led)]
            winner = _play_trick_out(game, seat, card, rnd)
            if beaten_by or winner != seat:
                report.wrong.append(f"{where}: {card} named sure, but {beaten_by} could beat it "
                                    f"(the engine's trick went to seat {winner})")
        for card in set(advice.can_win) - set(advice.sure_win):
            report.claims += 1
            trick_led = led if led is not None else card.colour
            unseen_cards = in_others
            if not after or not any(stronger(o, card, trick_led) for o in unseen_cards):
                report.wrong.append(f"{where}: {card} not named sure, yet no unseen card "
                                    f"beats it")
    return report


def _play_trick_out(game: Any, seat: int, card: Card, rnd: random.Random) -> int:
    """Play ``card`` in a copy of the real game and the rest of the trick at random by the
    engine's rules; the seat that wins it."""
    world = game.detached()
    events = world.apply(PlayCard(seat, card))
    while not any(isinstance(event, TrickWon) for event in events):
        events = world.apply(rnd.choice(world.legal_actions()))
    won = next(event for event in events if isinstance(event, TrickWon))
    return int(won.seat)


@dataclass
class PredictionReport:
    """Per position: the coach's expected tricks per colour, the tricks the seat won playing
    for the coach's seals, and the round's penalty that way and the hard player's way."""

    expected: list[tuple[float, ...]] = field(default_factory=list)
    won: list[tuple[int, ...]] = field(default_factory=list)
    hard_won: list[tuple[int, ...]] = field(default_factory=list)
    coach_penalty: list[int] = field(default_factory=list)
    hard_penalty: list[int] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)

    def summary(self) -> str:
        n = len(self.expected)
        totals = [(sum(e), sum(w)) for e, w in zip(self.expected, self.won, strict=True)]
        bias = sum(e - w for e, w in totals) / n
        absolute = sum(abs(e - w) for e, w in totals) / n
        by_colour = [sum(abs(e[c] - w[c]) for e, w in zip(self.expected, self.won, strict=True))
                     / n for c in range(len(COLOURS))]
        # The estimate's worth: how far a guess knowing only the seat count would be off.
        flat = sum(w for _, w in totals) / n
        naive = sum(abs(flat - w) for _, w in totals) / n
        hard_bias = sum(sum(e) - sum(w) for e, w in zip(self.expected, self.hard_won,
                                                         strict=True)) / n
        return (f"{n} prediction positions: expected tricks (all colours) minus tricks won "
                f"following the coach's seals {bias:+.2f} on average, {absolute:.2f} apart (a "
                f"flat guess of {flat:.1f}: {naive:.2f}), minus tricks won by the hard "
                f"player's own prediction {hard_bias:+.2f}; per colour apart "
                + ", ".join(f"{c.value} {e:.2f}" for c, e in zip(COLOURS, by_colour, strict=True))
                + f"; penalty following the coach {sum(self.coach_penalty) / n:.2f} a round, "
                f"the hard player's own prediction {sum(self.hard_penalty) / n:.2f}; "
                f"{len(self.wrong)} magician claims wrong")


def check_wizard_predictions(count: int, seed: int,
                             advise: Any = advise_wizard) -> PredictionReport:
    report = PredictionReport()
    for index, (game, seat) in enumerate(_prediction_positions(count, seed)):
        advice = advise(game.view(seat))
        state = game.state
        # §3.4: the magician may be taken only while nobody holds it.
        if advice.magician_worth_it and (state.magician is not None or state.taken[seat]):
            report.wrong.append(f"position {index}: magician advised, but it is not free")
        # Following the coach: the magician when it comes out best, else the seals.
        target: list[int] | str = ("magician" if advice.magician_worth_it
                                   else [count for _, count in advice.suggested])
        won, penalty = _play_round(game, seat, target, seed + index)
        hard_won, hard = _play_round(game, seat, None, seed + index)
        report.expected.append(tuple(expected for _, expected in advice.expected))
        report.won.append(tuple(won))
        report.hard_won.append(tuple(hard_won))
        report.coach_penalty.append(penalty)
        report.hard_penalty.append(hard)
    return report


def _prediction_positions(count: int, seed: int) -> list[tuple[Any, int]]:
    """Fresh deals at every seat count in turn, each taken when a seat (the first to predict,
    or one after some others have, by the easy player) is about to take its first seal.
    (The sampler of :mod:`tests.tools.positions` plays whole games to find so rare a moment.)"""
    spec = GAMES["wizard_extreme"]
    rnd = random.Random(seed)
    found = []
    for number in range(count):
        seats = spec.min_seats + number % (spec.max_seats - spec.min_seats + 1)
        game = spec.new_game(seats, seed=seed * 1000 + number)
        easy = make_bot("wizard_extreme", "easy", seed + number)
        for _ in range(rnd.randrange(seats)):
            first = game.current_seat
            while game.current_seat == first:
                game.apply(easy.choose(game.view(first)))
        found.append((game, game.current_seat))
    return found


def _play_round(game: Any, seat: int, target: list[int] | str | None, seed: int,
                ) -> tuple[list[int], int]:
    """Play the round on from the real deal, ``seat`` as the hard computer player and the
    others as the easy one, ``seat`` first
    taking ``target`` seals per colour (None: predicting for itself; "magician": the black
    magician); the tricks it wins
    per winning card's colour and its penalty for the round."""
    world = game.detached()
    bots = [make_bot("wizard_extreme", "hard" if s == seat else "easy", seed * 31 + s)
            for s in range(game.seats)]
    tricks = [0] * len(COLOURS)
    while True:
        current = world.current_seat
        if target == "magician" and current == seat and world.state.phase is Phase.PREDICT:
            legal = world.legal_actions()
            action = next((a for a in legal if isinstance(a, TakeMagician)),
                          next(a for a in legal if isinstance(a, Predict)))
        elif isinstance(target, list) and current == seat and world.state.phase is Phase.PREDICT:
            action = _towards(world, seat, target)
        else:
            action = bots[current].choose(world.view(current))
        for event in world.apply(action):
            if isinstance(event, TrickWon) and event.seat == seat:
                tricks[COLOURS.index(event.card.colour)] += 1
            if isinstance(event, RoundScored):
                return tricks, event.penalties[seat]


def _towards(world: Any, seat: int, target: list[int]) -> Any:
    """The next seal of ``target`` (from the middle, else taken from another seat), then the
    end of the prediction; a seal no rule lets the seat have is given up (WE-D3)."""
    legal = world.legal_actions()
    held = [sum(seal.value == colour.value for seal in world.state.taken[seat])
            for colour in COLOURS]
    for colour, want in zip(COLOURS, target, strict=True):
        if held[COLOURS.index(colour)] >= want:
            continue
        for action in legal:
            if isinstance(action, TakeSeal | StealSeal) and action.colour == colour:
                return action
    return next(action for action in legal if isinstance(action, Predict))


def main(game_id: str, count: int, seed: int) -> int:
    report = check_big_shot(count, seed) if game_id == "big_shot" else \
        check_wizard_extreme(count, seed)
    extra = f", {report.finished_games} finished games" if report.finished_games else ""
    print(f"{game_id}: {report.positions} positions{extra}, {report.claims} claims checked, "
          f"{len(report.wrong)} wrong")
    for line in report.wrong[:20]:
        print("  " + line)
    if game_id == "wizard_extreme":
        predictions = check_wizard_predictions(count, seed)
        print(f"wizard_extreme: {predictions.summary()}")
        for line in predictions.wrong[:20]:
            print("  " + line)
        return 1 if report.wrong or predictions.wrong else 0
    return 1 if report.wrong else 0
