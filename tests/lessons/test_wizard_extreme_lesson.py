"""The Wizard Extreme lesson replays the seed's opening: RULES.md WE-T1, WE-T2, WE-T4, WE-T5."""

from __future__ import annotations

from tabletop.games.wizard_extreme import (
    BlackSealSpared,
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
from tabletop.i18n import ENGLISH, Words
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


def test_the_first_trick_keeps_the_blue_prediction_it_was_made_for() -> None:
    """Trial s26 B/091-094: Yuna predicted a blue trick for her blue 8, led it and lost it
    at once to Jisu's blue 9. Now Jisu ducks under it (a blue trick would cost her, with no
    blue seal), Yuna wins and gives her blue seal back (RULES.md §3.5)."""
    game = _after(ACTIONS.index(PlayCard(C, Card(Colour.BLUE, 6))) + 1)
    assert TrickWon(A, 1, Colour.BLUE, Card(Colour.BLUE, 8), by_magician=False) in game.log
    assert game.state.seals[A][Seal.BLUE] == 0 and game.state.seals[A][Seal.RED] == 1
    assert game.current_seat == A


def test_WE_T4_lesson_c_wins_the_yellow_trick_and_takes_a_black_seal() -> None:
    """The seed's point (WE-T4) in trick 2: Jisu must play her only yellow, the 9, wins a
    yellow trick with only green seals and no white, and takes a black one."""
    game = _after(ACTIONS.index(PlayCard(C, Card(Colour.YELLOW, 9))) + 1)
    assert TrickWon(C, 2, Colour.YELLOW, Card(Colour.YELLOW, 9), by_magician=False) in game.log
    assert not [card for card in game.hand(C) if card.colour is Colour.YELLOW]
    assert game.state.seals[C][Seal.BLACK] == 1 and game.state.seals[C][Seal.GREEN] == 2
    assert game.state.pool[Seal.BLACK] == 5
    assert game.current_seat == C


def test_the_cards_frame_what_they_name_on_the_table() -> None:
    """Trial s26 B/082: the card named red 9 and blue 8, unmarked in the hand; B/086: it
    named the black seal before showing which pile that is."""
    steps = {step.text.rsplit(".", 1)[-1]: step for step in LESSON.steps}
    assert {"held_red_9", "held_blue_8"} <= set(steps["your_hand"].show)
    assert "pile_black" in steps["minho_magician"].show
    named = [name for name, step in steps.items() if "black seal" in ENGLISH(step.text)]
    assert named[0] == "minho_magician", "the black seal is first named where it is framed"


def test_the_cards_name_the_seals_without_a_word_for_the_frame() -> None:
    """Trial s35 Q/006: "black seal (framed)", "검은색 봉인(테두리)" read as part of the
    seal's name; the frame on the pile shows which it is."""
    for language in ("en", "ko"):
        words = Words(language)
        texts = [words(step.text) for step in LESSON.steps]
        assert not [text for text in texts if "(framed)" in text or "(테두리)" in text]


def test_a_rule_is_told_where_the_table_shows_it() -> None:
    """Trial s32 J/009: before any trick, the magician's card said a winner with no seal to
    give back takes a black seal (told again at the trick that did so), and the white seal's
    card that a colour the middle lacks is taken from a player, who gets a white seal (never
    shown). The black seal taken and the white seal are told of first at the trick whose
    winner lacks a seal to give back, both piles framed; taking a seal from a player,
    never."""
    names = [step.text.rsplit(".", 1)[-1] for step in LESSON.steps]
    texts = [ENGLISH(step.text) for step in LESSON.steps]
    korean = [Words("ko")(step.text) for step in LESSON.steps]
    at = names.index("black_seal")
    assert next(name for name, text in zip(names, texts, strict=True)
                if "white" in text) == "black_seal"
    assert next(name for name, text in zip(names, korean, strict=True)
                if "흰색" in text) == "black_seal"
    assert not [text for text in texts[:at] if "takes a black seal" in text]
    assert {"pile_white", "pile_black"} <= set(LESSON.steps[at].show)
    assert not [text for text in texts if "from a player" in text]
    assert not [text for text in korean if "가진 사람에게서" in text]


def _her_only_card_of_its_colour_wins(card: Card, seal: Seal, *, seals: tuple[int, int]) -> None:
    """Yuna plays ``card``, her only card of its colour; the trick, led in that colour, is
    hers, and her ``seal`` seals go from ``seals[0]`` to ``seals[1]``."""
    move = PlayCard(A, card)
    before = _after(ACTIONS.index(move))
    assert [held for held in before.hand(A) if held.colour is card.colour] == [card]
    assert before.state.seals[A][seal] == seals[0]
    game = _after(ACTIONS.index(move) + 1)
    won = [event for event in game.log if isinstance(event, TrickWon)][-1]
    assert (won.seat, won.led, won.card) == (A, card.colour, card)
    assert game.state.seals[A][seal] == seals[1]


def test_the_learners_black_seal_is_her_own_card_told_over_its_trick() -> None:
    """Trial s26 B/105: Yuna's black seal came among the tricks played out, never told of.
    The play-out stops for her to play the card that wins it (her only yellow, which must
    follow), and the card after it keeps that trick on the table while it tells why, the
    black pile framed (RULES.md §3.5.4)."""
    steps = LESSON.steps
    at = next(index for index, step in enumerate(steps) if step.text.endswith(".your_black_seal"))
    move = steps[at - 1].expect
    assert move == PlayCard(A, Card(Colour.YELLOW, 8))
    assert steps[at - 2].paced and steps[at + 1].paced, "between the two play-outs"
    assert steps[at].expect is None and steps[at].keep and "pile_black" in steps[at].show
    _her_only_card_of_its_colour_wins(move.card, Seal.BLACK, seals=(0, 1))


def test_the_coach_card_says_what_the_coach_shows() -> None:
    """Trial s26 B/097: the card said the coach tells whether a card can win; its panel
    counts the unseen cards of each colour (wizard_extreme_scene's coach_unseen)."""
    assert "colour's unseen cards" in ENGLISH(LESSON.coach_means or "")
    assert "보지 못한 카드를 색깔별로" in Words("ko")(LESSON.coach_means or "")


def test_WE_T5_lesson_the_magician_trumps_trick_3_and_no_seal_moves() -> None:
    before = _after(ACTIONS.index(PlayCard(C, Card(Colour.GREEN, 6))))
    game = _after(ACTIONS.index(PlayCard(B, Card(Colour.RED, 3))) + 1)
    assert game.log[-1] == TrickWon(B, 3, Colour.GREEN, Card(Colour.RED, 3), by_magician=True)
    assert (game.state.pool, game.state.seals) == (before.state.pool, before.state.seals)
    assert game.current_seat == B


def test_the_lesson_plays_its_round_to_the_scoring_its_card_tells_of() -> None:
    """RULES.md §3.6: the round ends and is scored as the lesson's card says: Yuna keeps one
    black seal (3), Minho's magician 4 minus the others' six black seals, not below 0 (0),
    Jisu five black seals (15)."""
    game = play_through(LESSON)
    assert RoundScored(1, (3, 0, 15), (3, 0, 15)) in game.log
    steps = LESSON.steps
    played = [index for index, step in enumerate(steps) if step.paced and step.text.endswith(
        (".rest_of_round", ".rest_of_round_on"))]
    assert len(played) == 2 and all(steps[index].expect is None for index in played)
    last = steps[played[-1] + 1].expect  # the round's last card is a step of its own
    assert last is not None and last.seat == B
    before_last = play_through(LESSON, ACTIONS[:ACTIONS.index(last)])
    assert [before_last.state.seals[seat][Seal.BLACK] for seat in (A, C)] == [1, 5]


def test_the_learner_wins_her_red_trick_herself_and_her_red_seal_goes_back() -> None:
    """Trial H/014: the red trick that kept Yuna's red prediction played itself among the
    tricks played out. Her red 9, her only red, is now a card of her own: it follows
    Minho's red 4 and Jisu's red 7, wins, her red seal goes back (RULES.md §3.5.4), and
    the card after it keeps that trick on the table while it tells so."""
    steps = LESSON.steps
    at = next(index for index, step in enumerate(steps) if step.text.endswith(".red_seal_back"))
    move = steps[at - 1].expect
    assert move == PlayCard(A, Card(Colour.RED, 9)) and steps[at - 1].hint is not None
    assert steps[at].expect is None and steps[at].keep
    _her_only_card_of_its_colour_wins(move.card, Seal.RED, seals=(1, 0))


def test_a_card_tells_of_the_crown_and_the_underline_when_the_hand_is_first_read() -> None:
    """Trial H/014 (115, 149): the crown on red cards and the line under 6 and 9 were never
    explained. The card after the one that first names the hand's cards does, the red 9
    (crowned, underlined) framed, in both languages."""
    names = [step.text.rsplit(".", 1)[-1] for step in LESSON.steps]
    marks = LESSON.steps[names.index("card_marks")]
    assert names.index("card_marks") == names.index("your_hand") + 1
    assert marks.show == ("held_red_9",)
    assert {"crown", "underlined", "6", "9"} <= set(
        ENGLISH(marks.text).replace(",", " ").replace(".", " ").replace(":", " ").split())
    assert {"왕관", "밑줄", "6", "9"} <= {word for word in ("왕관", "밑줄", "6", "9")
                                         if word in Words("ko")(marks.text)}


def test_the_last_trick_shows_and_tells_that_no_seventh_black_seal_is_taken() -> None:
    """Trial Z1/005: "all six black seals are out: no penalty" was met first in a real
    game's log; the lesson's own round emptied the black pile without a word. Its last
    trick is now won by Jisu with no seal to give back once all six are out (WE-D8,
    WE-T9): nothing is taken, and that trick's own card says so, the pile framed."""
    steps = LESSON.steps
    at = next(index for index, step in enumerate(steps) if step.text.endswith(".last_trick"))
    last = steps[at].expect
    assert last is not None
    before = _after(ACTIONS.index(last))
    assert before.state.pool[Seal.BLACK] == 0
    game = _after(ACTIONS.index(last) + 1)
    spared = [event for event in game.log[len(before.log):] if isinstance(event, BlackSealSpared)]
    assert spared == [BlackSealSpared(C)]
    assert not [event for event in before.log if isinstance(event, BlackSealSpared)], (
        "the rule is told where it first happens")
    assert "pile_black" in steps[at].show
    assert "all six black seals are out" in ENGLISH(steps[at].text)
    assert "검은색 봉인 여섯 개가 모두 나가서" in Words("ko")(steps[at].text)
