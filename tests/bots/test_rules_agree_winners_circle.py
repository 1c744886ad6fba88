"""The Winner's Circle race simulation's fast copy of the rules agrees with the engine.

:mod:`tabletop.bots.winners_circle_search` moves horses on plain tuples
(``Track.after_move``), plays whole races out on flat lists (``rollout``) and
settles a race's money (``payouts``), each its own copy of RULES.md §1.5 for
speed; the tables (track, payout rates, cards, die faces) are the engine's.
Random games are played in the engine and every move, every rest-of-race
rollout from a random position and every payout is compared with it. Each
check also runs once with a planted mistake.
"""

from __future__ import annotations

import random

import pytest

from tabletop.bots import winners_circle_search as search
from tabletop.bots.winners_circle_search import (
    Outcome,
    Track,
    multiplier_of,
    payouts,
    rollout,
    visible_bets,
)
from tabletop.games import GAMES
from tabletop.games.winners_circle import (
    DIE_FACES,
    Bet,
    MoveHorse,
    Phase,
    RaceEnded,
    Roll,
    WinnersCircleEngine,
)
from tabletop.games.winners_circle_data import HIDDEN_CHIPS, HORSES, SPACES

GAMES_PLAYED = 60  # about 9,900 moves, 2,500 rollouts and 180 races of 25 payouts each
PLANTED_GAMES = 3
ROLLOUT_SHARE = 0.25  # of the positions before a roll, where a rollout starts
PAYOUT_VARIANTS = 24  # random bets and fortunes settled by each race's result, besides its own


class Recorded(random.Random):
    """A generator that remembers what it drew, so the engine can be dealt the same."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.drawn: list[float] = []

    def random(self) -> float:
        value = super().random()
        self.drawn.append(value)
        return value


def _outcome(event: RaceEnded) -> Outcome:
    return (event.podium, event.last_horse, -1 if event.pace_horse is None else event.pace_horse)


def _engine_rollout(game: WinnersCircleEngine, drawn: list[float]) -> Outcome | str:
    """The race played on in the engine with the rollout's draws: for each move one picks
    among the face-up horses in table order, the next the die face."""
    game = game.detached()  # cheaper than a deep copy: the entries are shared
    draws = iter(drawn)
    while True:
        game.apply(Roll(game.state.to_move))
        choices = [action for action in game.legal_actions() if isinstance(action, MoveHorse)]
        horse_draw, face_draw = next(draws, None), next(draws, None)
        if horse_draw is None or face_draw is None:
            return "the race went on in the engine after the rollout's had ended"
        pick, face = int(horse_draw * len(choices)), int(face_draw * len(DIE_FACES))
        if pick >= len(choices):
            return f"the rollout chose among more horses than the engine's {choices}"
        game.state.symbol = DIE_FACES[face]  # the rollout's face instead of the engine's roll
        for event in game.apply(choices[pick]):
            if isinstance(event, RaceEnded):
                return _outcome(event)


def _payout_disagreements(game: WinnersCircleEngine, move: MoveHorse, outcome: Outcome
                          ) -> list[str]:
    """The race-ending ``move`` played once more, with random bets and fortunes."""
    state = game.state
    bets, money, multiplier = visible_bets(state), list(state.money), multiplier_of(state)
    ended = [event for event in game.apply(move) if isinstance(event, RaceEnded)]
    if not ended or _outcome(ended[0]) != outcome:
        return [f"race result: engine {ended and _outcome(ended[0])}, copy {outcome}"]
    copied = payouts(outcome, bets, money, multiplier)
    if copied != state.money:
        return [f"money after {outcome} with {bets}: engine {state.money}, copy {copied}"]
    return []


def _with_random_bets(game: WinnersCircleEngine, chooser: random.Random) -> WinnersCircleEngine:
    game = game.detached()  # cheaper than a deep copy: the entries are shared
    state = game.state
    state.money = [chooser.choice([0, 100, chooser.randrange(4000)]) for _ in state.money]
    state.bets = [Bet(seat, horse, chooser.choice(HIDDEN_CHIPS))
                  for seat in range(game.seats) for horse in range(HORSES)
                  if chooser.random() < 0.4]
    return game


def _race_disagreements(games: int) -> tuple[list[str], dict[str, int]]:
    """Random games, with and without hidden bets, compared move by move, race by race."""
    chooser = random.Random(20261201)
    disagreements: list[str] = []
    counts = {"moves": 0, "rollouts": 0, "payouts": 0}
    for number in range(games):
        options = {"hidden_bets": number % 2 == 1}
        game = GAMES["winners_circle"].new_game(chooser.randint(2, 6), chooser.randrange(2**31),
                                                options)
        assert isinstance(game, WinnersCircleEngine)
        state = game.state
        while not game.is_over and len(disagreements) < 5:
            if state.phase is Phase.ROLL and chooser.random() < ROLLOUT_SHARE:
                counts["rollouts"] += 1
                draws = Recorded(chooser.randrange(2**31))
                copied = rollout(Track.of(state), draws)
                engine = _engine_rollout(game, draws.drawn)
                if copied != engine:
                    disagreements.append(f"rollout from {Track.of(state)}: engine {engine}, "
                                         f"copy {copied}")
            action = chooser.choice(game.legal_actions())
            if not isinstance(action, MoveHorse):
                game.apply(action)
                continue
            assert state.symbol is not None
            counts["moves"] += 1
            expected = Track.of(state).after_move(action.horse, state.symbol.index)
            if isinstance(expected, tuple):  # the copy says this move ends the race
                counts["payouts"] += PAYOUT_VARIANTS + 1
                for _ in range(PAYOUT_VARIANTS):
                    trial = _with_random_bets(game, chooser)
                    disagreements += _payout_disagreements(trial, action, expected)
                disagreements += _payout_disagreements(game, action, expected)
                continue
            game.apply(action)
            if game.state.phase is Phase.OVER or game.state.race != state.race:
                disagreements.append(f"moving horse {action.horse} ended the race in the "
                                     f"engine only")
            elif expected != Track.of(state):
                disagreements.append(f"moving horse {action.horse}: engine {Track.of(state)}, "
                                     f"copy {expected}")
    return disagreements, counts


def test_moves_rollouts_and_payouts_agree_with_the_engine() -> None:
    """RULES.md §1.5 (WC-D5–D7, WC-D10, WC-D14, WC-D17–D19) over thousands of random positions."""
    disagreements, counts = _race_disagreements(GAMES_PLAYED)
    assert disagreements == []
    assert counts["moves"] >= 8000 and counts["rollouts"] >= 2000 and counts["payouts"] >= 4000


@pytest.mark.parametrize(("constant", "planted"), [
    ("PACE_PROGRESS", SPACES + 19),  # the pace token one space late, in both copies
    ("LAST_HORSE_PENALTY", 50),  # the last horse's backers let off with half
    ("FACE_SYMBOLS", (0, 0, 1, 1, 2, 3)),  # two heads and two caps on the die
])
def test_the_race_comparison_catches_a_planted_mistake(
    monkeypatch: pytest.MonkeyPatch, constant: str, planted: object
) -> None:
    monkeypatch.setattr(search, constant, planted)
    assert _race_disagreements(PLANTED_GAMES)[0]
