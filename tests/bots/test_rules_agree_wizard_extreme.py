"""The Wizard Extreme search's fast copy of the rules agrees with the engine.

:mod:`tabletop.bots.wizard_extreme_search` plays rounds out on small ints for
speed, so it keeps its own trick winner (``beats``), seal returns
(``returnable``, ``Sim.play``) and penalties; its constants (``RED``,
``WHITE``, ``BLACK``, ``PENALTY``) are read from the engine's tables. These
tests compare the copy with the engine: every pair of cards and every trick
result exhaustively, and whole rounds played at random side by side, trick by
trick, to the score. Each check also runs once with a planted mistake.
"""

from __future__ import annotations

import random

import pytest

from tabletop.bots import wizard_extreme_search as search
from tabletop.bots.wizard_extreme_search import (
    beats,
    penalties,
    returnable,
    seal_index,
    sim_from_state,
    to_int,
)
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import (
    COLOURS,
    SEALS,
    Card,
    Phase,
    PlayCard,
    ReturnSeal,
    RoundScored,
    Seal,
    WizardExtremeEngine,
    deck_for,
    returnable_seals,
    trick_winner,
)

ROUNDS = 600  # whole rounds played side by side: 15 tricks each, 9000 trick positions
PLANTED_ROUNDS = 20

DECK = deck_for(5)  # the largest deck holds every card of the smaller ones


def _card_disagreements() -> list[str]:
    """Every (current winner, next card) pair and every (led colour, winning card)."""
    disagreements = []
    for best in DECK:
        for card in DECK:
            if card == best:
                continue
            engine = trick_winner(((0, best), (1, card))) == 1
            if beats(to_int(card), to_int(best)) != engine:
                disagreements.append(f"{card} after {best}: engine says {engine}")
    for led in COLOURS:
        for winning in DECK:
            engine_seals = tuple(seal_index(seal) for seal in returnable_seals(led, winning))
            copied = returnable(COLOURS.index(led), to_int(winning))
            if copied != engine_seals:
                disagreements.append(f"led {led}, won by {winning}: engine {engine_seals}, "
                                     f"copy {copied}")
    return disagreements


def _predicted_at_random(chooser: random.Random) -> WizardExtremeEngine:
    """A fresh game of 3–5 seats whose predictions (seals, steals, the magician) are random."""
    seats = chooser.choice([3, 4, 5])
    options = {"magician_base": chooser.choice([4, 5])} if seats == 3 else {}
    game = GAMES["wizard_extreme"].new_game(seats, chooser.randrange(2**31), options)
    assert isinstance(game, WizardExtremeEngine)
    game.state.rounds = 1  # the game ends with this round, so its last seals stay to compare
    while game.state.phase is Phase.PREDICT:
        game.apply(chooser.choice(game.legal_actions()))
    return game


def _round_disagreements(rounds: int) -> tuple[list[str], int]:
    """Plays ``rounds`` rounds in the engine and in a :class:`Sim` of its true state, the
    same random cards in both and the search's own choice of seal to return, comparing
    the playable cards before every card, the seals and the leader after every trick, and
    the penalties at the end. Returns the disagreements and the tricks compared."""
    chooser = random.Random(20261201)
    disagreements: list[str] = []
    tricks = 0
    for _ in range(rounds):
        game = _predicted_at_random(chooser)
        state = game.state
        everyone = [[to_int(card) for card in hand or ()] for hand in state.hands]
        sim = sim_from_state(state, 0, everyone)
        scored: list[RoundScored] = []
        while not scored and not disagreements:
            seat = game.current_seat
            assert seat is not None and sim.to_move == seat
            playable = sorted(to_int(card) for card in game.playable_cards(seat))
            if sorted(sim.legal(seat)) != playable:
                disagreements.append(f"seat {seat} may play {playable}, copy {sim.legal(seat)}")
                break
            card = chooser.choice(playable)
            sim.play(card)
            events = game.apply(PlayCard(seat, Card(COLOURS[card >> 4], card & 15)))
            if state.phase is Phase.RETURN:
                # The search chose which seal to give back: the engine must allow it.
                winner = state.to_move
                returned = [index for index, seal in enumerate(SEALS)
                            if sim.seals[winner][index] < state.seals[winner][seal]]
                action = ReturnSeal(winner, SEALS[returned[0]]) if returned else None
                if action is None or not game.is_legal(action):
                    disagreements.append(f"seat {winner} returned {returned}, engine allows "
                                         f"{state.return_options}")
                    break
                events += game.apply(action)
            if sim.trick:
                continue
            tricks += 1
            scored = [event for event in events if isinstance(event, RoundScored)]
            engine_seals = [[held[seal] for seal in SEALS] for held in state.seals]
            if sim.seals != engine_seals or sim.pool != [state.pool[s] for s in SEALS]:
                disagreements.append(f"after trick {tricks}: engine {engine_seals}, "
                                     f"copy {sim.seals}")
            if not scored and sim.to_move != state.to_move:
                disagreements.append(f"engine's leader {state.to_move}, copy's {sim.to_move}")
        if scored and penalties(sim) != list(scored[0].penalties):
            disagreements.append(f"penalties: engine {scored[0].penalties}, "
                                 f"copy {penalties(sim)}")
    return disagreements, tricks


def test_the_searchs_trick_winner_and_returns_agree_with_the_engine_on_every_card() -> None:
    """RULES.md §3.5.3 and §3.5.4 over all 75 × 74 card pairs and 5 × 75 trick results."""
    assert _card_disagreements() == []


def test_rounds_played_in_the_search_and_the_engine_agree_trick_by_trick() -> None:
    """RULES.md §3.5 and §3.6 (WE-D1, WE-D5, WE-D8, WE-D9) over thousands of random tricks."""
    disagreements, tricks = _round_disagreements(ROUNDS)
    assert disagreements == []
    assert tricks == 15 * ROUNDS


def test_the_search_reads_its_constants_from_the_engine() -> None:
    assert search.PENALTY == (2, 2, 2, 2, 2, 4, 3)  # WE-D1: coloured 2, white 4, black 3
    assert SEALS[search.RED] is Seal.RED and COLOURS[search.RED] is COLOURS[-1]


@pytest.mark.parametrize(("constant", "planted"), [
    ("RED", 3),  # green taken for trump
    ("WHITE", 6),  # the black seal returned in place of the white
])
def test_the_card_comparison_catches_a_planted_mistake(
    monkeypatch: pytest.MonkeyPatch, constant: str, planted: int
) -> None:
    monkeypatch.setattr(search, constant, planted)
    assert _card_disagreements()


@pytest.mark.parametrize(("constant", "planted"), [
    ("PENALTY", (2, 2, 2, 2, 2, 4, 2)),  # a black seal costing 2, not 3
    ("BLACK", 5),  # a winner with nothing to return handed a white seal
])
def test_the_round_comparison_catches_a_planted_mistake(
    monkeypatch: pytest.MonkeyPatch, constant: str, planted: object
) -> None:
    monkeypatch.setattr(search, constant, planted)
    assert _round_disagreements(PLANTED_ROUNDS)[0]
