"""The Wizard Extreme lesson replays the seed's opening: RULES.md WE-T1, WE-T2, WE-T4, WE-T5."""

from __future__ import annotations

from tabletop.games.wizard_extreme import (
    Card,
    Colour,
    Phase,
    PlayCard,
    Predict,
    PredictionMade,
    RoundScored,
    Seal,
    TrickWon,
    WizardExtremeEngine,
    deck_for,
)
from tabletop.lessons import LESSONS, play_through

LESSON = LESSONS["wizard_extreme"]
ACTIONS = LESSON.expected_actions()
A, B, C = 0, 1, 2


def _after(count: int) -> WizardExtremeEngine:
    game = play_through(LESSON, ACTIONS[:count])
    assert isinstance(game, WizardExtremeEngine)
    return game


def test_WE_T1_lesson_deals_the_three_seat_deck_with_c_dealing() -> None:
    game = _after(0)
    hands = [game.hand(seat) for seat in range(3)]
    assert [len(hand) for hand in hands] == [15, 15, 15]
    assert sorted(card for hand in hands for card in hand) == sorted(deck_for(3))
    assert game.state.dealer == C and game.current_seat == A
    # The seed's story needs B without blue and green, so he can throw off and trump.
    assert not {Colour.BLUE, Colour.GREEN} & {card.colour for card in hands[B]}


def test_WE_T2_lesson_predictions_leave_the_seeds_middle() -> None:
    game = _after(ACTIONS.index(Predict(C)) + 1)
    pool = game.state.pool
    assert (pool[Seal.BLUE], pool[Seal.RED], pool[Seal.GREEN]) == (2, 4, 1)
    assert game.state.magician == B
    assert [e for e in game.log if isinstance(e, PredictionMade)] == [
        PredictionMade(A, (Seal.BLUE, Seal.RED)),
        PredictionMade(C, (Seal.GREEN, Seal.GREEN)),
    ]
    assert game.state.phase is Phase.PLAY and game.current_seat == A


def test_WE_T4_lesson_c_wins_trick_1_and_takes_a_black_seal() -> None:
    game = _after(ACTIONS.index(PlayCard(C, Card(Colour.BLUE, 9))) + 1)
    assert TrickWon(C, 1, Colour.BLUE, Card(Colour.BLUE, 9), by_magician=False) in game.log
    assert game.state.seals[C][Seal.BLACK] == 1 and game.state.seals[C][Seal.GREEN] == 2
    assert game.state.pool[Seal.BLACK] == 5
    assert game.current_seat == C


def test_WE_T5_lesson_the_magician_trumps_trick_2_and_no_seal_moves() -> None:
    before = _after(ACTIONS.index(PlayCard(C, Card(Colour.GREEN, 6))))
    game = _after(ACTIONS.index(PlayCard(B, Card(Colour.RED, 3))) + 1)
    assert game.log[-1] == TrickWon(B, 2, Colour.GREEN, Card(Colour.RED, 3), by_magician=True)
    assert (game.state.pool, game.state.seals) == (before.state.pool, before.state.seals)
    assert game.current_seat == B


def test_the_lesson_plays_its_round_to_the_scoring_its_card_tells_of() -> None:
    """RULES.md §3.6: the round ends and is scored as the lesson's card says: Yuna keeps one
    black seal (3), Minho's magician 4 minus the others' five black seals, not below 0 (0),
    Jisu four black seals (12)."""
    game = play_through(LESSON)
    assert RoundScored(1, (3, 0, 12), (3, 0, 12)) in game.log
    steps = LESSON.steps
    played = [index for index, step in enumerate(steps) if step.plays]
    assert len(played) == 1 and steps[played[0]].expect is None
    last = steps[played[0] + 1].expect  # the round's last card is a step of its own
    assert last is not None and last.seat == C
    before_last = play_through(LESSON, ACTIONS[:ACTIONS.index(last)])
    assert [before_last.state.seals[seat][Seal.BLACK] for seat in (A, C)] == [1, 4]
