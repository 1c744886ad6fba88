"""Race simulation for Winner's Circle's hard computer player and coach.

Everything here reads one seat's view: the track, the cards, the bets the
seat can see. Face-down chips of other players (hidden-bets option) count
as their average worth, 1 point (chips 0, 1, 1, 2).

A rollout plays the rest of the race with every player choosing uniformly
among the face-up horses, the die rolled with its true odds (three heads in
six faces). Rollouts draw from a ``random.Random`` seeded by the caller, never
from the module-level generator, so bots and coach are reproducible.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from tabletop.games.winners_circle import WinnersCircleState
from tabletop.games.winners_circle_data import (
    CARDS,
    DIE_FACES,
    FINAL_RACE_MULTIPLIER,
    FINISH,
    HORSES,
    LAST_HORSE_PENALTY,
    PACE_BONUS,
    PACE_PROGRESS,
    PAID_PLACES,
    RACES,
    SPACES,
)
from tabletop.games.winners_circle_rules import payout_rate

UNKNOWN_CHIP = 1.0
"""Expected worth of a face-down chip we cannot see: the mean of 0, 1, 1, 2."""

FACE_SYMBOLS: tuple[int, ...] = tuple(symbol.index for symbol in DIE_FACES)
"""Per die face, which of a card's four values it moves by (the engine's faces, three heads)."""

Outcome = tuple[tuple[int, ...], int, int]
"""(podium horses in order, last horse, pace horse) of a finished race."""


@dataclass(frozen=True)
class Track:
    """The race position a simulation starts from (plain lists, cheap to copy)."""

    progress: tuple[int, ...]
    face_up: tuple[bool, ...]
    finished: tuple[int, ...]
    pace: int  # -1: nobody has the pace token yet
    values: tuple[tuple[int, int, int, int], ...]  # per horse: its card's four values

    @classmethod
    def of(cls, state: WinnersCircleState) -> Track:
        return cls(
            progress=tuple(state.progress),
            face_up=tuple(state.face_up),
            finished=tuple(state.finished),
            pace=-1 if state.pace_horse is None else state.pace_horse,
            values=tuple(CARDS[card][1] for card in state.cards),
        )

    def after_move(self, horse: int, symbol_index: int) -> Track | Outcome:
        """The position after ``horse`` moves for the symbol; a finished race gives its outcome."""
        progress = list(self.progress)
        face_up = list(self.face_up)
        finished = list(self.finished)
        pace = _step(progress, face_up, finished, self.pace, self.values, horse, symbol_index)
        if len(finished) >= PAID_PLACES:
            return _outcome(progress, finished, pace)
        return Track(tuple(progress), tuple(face_up), tuple(finished), pace, self.values)


def _step(progress: list[int], face_up: list[bool], finished: list[int], pace: int,
          values: Sequence[tuple[int, int, int, int]], horse: int, symbol_index: int) -> int:
    """Move ``horse`` in place (blocking, flipping, pace, finishing, reopening); the pace horse."""
    start = progress[horse]
    target = start + values[horse][symbol_index]
    if target < FINISH:
        taken = {(progress[h] - 1) % SPACES for h in range(HORSES)
                 if h != horse and h not in finished}
        while target > start and (target - 1) % SPACES in taken:
            target -= 1
    progress[horse] = target
    face_up[horse] = False
    if pace < 0 and target >= PACE_PROGRESS:
        pace = horse
    if target >= FINISH:
        finished.append(horse)
    if not any(face_up[h] for h in range(HORSES) if h not in finished):
        for h in range(HORSES):
            face_up[h] = h not in finished
    return pace


def _outcome(progress: Sequence[int], finished: Sequence[int], pace: int) -> Outcome:
    running = [h for h in range(HORSES) if h not in finished]
    last = min(running, key=lambda h: progress[h])
    return (tuple(finished[:PAID_PLACES]), last, pace)


def rollout(track: Track, rnd: random.Random) -> Outcome:
    """Play the rest of the race with uniformly chosen horses; the outcome."""
    progress = list(track.progress)
    finished = list(track.finished)
    pace = track.pace
    # Per horse its six die faces' values: heads on three faces (RULES.md §1.2).
    faces = [tuple(v[index] for index in FACE_SYMBOLS) for v in track.values]
    running = [h for h in range(HORSES) if h not in finished]
    taken = [False] * SPACES  # printed space - 1 holds a running horse
    for h in running:
        taken[(progress[h] - 1) % SPACES] = True
    open_cards = [h for h in running if track.face_up[h]]
    rand = rnd.random
    while True:
        horse = open_cards.pop(int(rand() * len(open_cards)))
        start = progress[horse]
        target = start + faces[horse][int(rand() * 6)]
        taken[(start - 1) % SPACES] = False
        if target >= FINISH:
            progress[horse] = target
            if pace < 0:
                pace = horse
            finished.append(horse)
            running.remove(horse)
            if len(finished) == PAID_PLACES:
                return (tuple(finished), min(running, key=progress.__getitem__), pace)
        else:
            while target > start and taken[(target - 1) % SPACES]:
                target -= 1
            progress[horse] = target
            taken[(target - 1) % SPACES] = True
            if pace < 0 and target >= PACE_PROGRESS:
                pace = horse
        if not open_cards:
            open_cards = running[:]


def outcomes(track: Track, samples: int, rnd: random.Random) -> Counter[Outcome]:
    return Counter(rollout(track, rnd) for _ in range(samples))


@dataclass(frozen=True)
class Odds:
    """Per horse: chances of 1st, 2nd, 3rd, last, and of paying the pace bonus."""

    places: tuple[tuple[float, float, float], ...]
    last: tuple[float, ...]
    pace_paid: tuple[float, ...]

    @classmethod
    def of(cls, counts: Counter[Outcome]) -> Odds:
        total = sum(counts.values())
        # Whole counts first, one division each: a certain result reads exactly 1.0.
        places = [[0] * PAID_PLACES for _ in range(HORSES)]
        last = [0] * HORSES
        pace_paid = [0] * HORSES
        for (podium, last_horse, pace), count in counts.items():
            for place, horse in enumerate(podium):
                places[horse][place] += count
            last[last_horse] += count
            if pace in podium:
                pace_paid[pace] += count
        chances = tuple((p[0] / total, p[1] / total, p[2] / total) for p in places)
        return cls(chances, tuple(n / total for n in last), tuple(n / total for n in pace_paid))

    def chip_value(self, horse: int, bets_on_horse: float, multiplier: int) -> float:
        """Expected money one chip point on ``horse`` earns when it carries ``bets_on_horse``."""
        total = round(bets_on_horse)
        gain = sum(self.places[horse][k] * payout_rate(k + 1, total) for k in range(PAID_PLACES))
        gain += self.pace_paid[horse] * PACE_BONUS - self.last[horse] * LAST_HORSE_PENALTY
        return gain * multiplier


# -- the bets a seat can see -----------------------------------------------------


def visible_bets(state: WinnersCircleState) -> list[tuple[int, int, float]]:
    """(seat, horse, chip) for every chip on the board, unseen chips at their average worth."""
    return [(b.seat, b.horse, UNKNOWN_CHIP if b.chip is None else float(b.chip))
            for b in state.bets]


def multiplier_of(state: WinnersCircleState) -> int:
    return FINAL_RACE_MULTIPLIER if state.race == RACES else 1


def payouts(outcome: Outcome, bets: Sequence[tuple[int, int, float]], money: Sequence[int],
            multiplier: int) -> list[float]:
    """Each seat's money after the payout of ``outcome`` (penalties capped at what one has)."""
    podium, last, pace = outcome
    totals = [0.0] * HORSES
    for _, horse, chip in bets:
        totals[horse] += chip
    gained = [0.0] * len(money)
    owed = [0.0] * len(money)
    for seat, horse, chip in bets:
        if horse in podium:
            rate = payout_rate(podium.index(horse) + 1, round(totals[horse]))
            if horse == pace:
                rate += PACE_BONUS
            gained[seat] += chip * rate * multiplier
        elif horse == last:
            owed[seat] += chip * LAST_HORSE_PENALTY * multiplier
    return [max(0.0, money[s] + gained[s] - owed[s]) for s in range(len(money))]
