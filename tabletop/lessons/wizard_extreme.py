"""The Wizard Extreme lesson: the seed's predictions and first two tricks (WE-T2, WE-T4, WE-T5),
then the rest of the round to its scoring (RULES.md §3.6).

Three players, Jisu (C) deals, so Yuna (A, the learner) predicts first: a
blue seal and a red one. Minho (B) takes the black magician, Jisu two green
seals. Trick 1: Yuna leads blue 8, Minho (no blue) throws yellow 5, Jisu
wins with blue 9 and, holding no blue or white seal, takes a black one.
Trick 2: Jisu leads green 6, Yuna follows with green 5, Minho (no green)
trumps with red 3: the magician's trick changes no seals. The other thirteen
tricks are played at once, each player laying the lowest card the rules allow
(the last one, Jisu's, as a step of its own); the round is scored: Yuna keeps a
black seal (3), Minho's magician makes 4 minus the others' six black seals (0),
Jisu keeps a green seal and five black ones (17).
"""

from __future__ import annotations

from tabletop.core.actions import Action
from tabletop.games.wizard_extreme import (
    SPEC,
    Card,
    Colour,
    Phase,
    PlayCard,
    Predict,
    TakeMagician,
    TakeSeal,
    deck_for,
)
from tabletop.lessons.lesson import Lesson, LessonStep, play_through
from tabletop.lessons.script import Steps, shuffle_draws

YUNA, MINHO, JISU = 0, 1, 2
SEATS = 3
YELLOW, BLUE, PURPLE, GREEN, RED = Colour


def _cards(colour: Colour, *values: int) -> list[Card]:
    return [Card(colour, value) for value in values]


# The seed gives only the cards played; the rest of the deal is chosen to fit
# its story: Minho's poor hand has no blue and no green (so he may throw off
# and trump), Yuna's red 9 and blue 8 make her one-blue-one-red prediction
# sensible, and Jisu's greens make her two green tricks so.
HANDS = (
    [*_cards(YELLOW, 4, 8), *_cards(BLUE, 1, 3, 7, 8), *_cards(PURPLE, 1, 2, 3, 4),
     *_cards(GREEN, 1, 2, 5), *_cards(RED, 5, 9)],
    [*_cards(YELLOW, 1, 2, 3, 5, 6, 7), *_cards(PURPLE, 5, 6, 7, 8, 9),
     *_cards(RED, 1, 2, 3, 4)],
    [*_cards(YELLOW, 9), *_cards(BLUE, 2, 4, 5, 6, 9), *_cards(GREEN, 3, 4, 6, 7, 8, 9),
     *_cards(RED, 6, 7, 8)],
)
DEAL = [card for hand in HANDS for card in hand]
"""The shuffled deck: the engine deals it out 15 cards at a time, seat by seat."""

COLUMN = ("column", False)
"""Where every card with Next stands: at the foot of the side panel's column, above where
the prediction's buttons come, as tall as its words (its Next is never where Take the black
magician or Confirm comes at the prediction: a second click on Next confirmed there), every
place it speaks of in view: one place all through, so Next stays put (it stood low right,
in the right's middle for the card before the prediction, Next moving twice, issue #32)."""
_step = Steps("wizard_extreme", card=COLUMN)
ZONES, TRICK, SUMMARY = ("zones",), ("trick",), ("summary",)
"""What cards leave in view: the players' places with their seals, the trick, or the
round's summary."""
YOURS = ("center", True)
"""The card while you take seals: narrow in the middle, over the trick's empty places,
clear of every player's place, of the pool and of the side panel, whose own words explain
the prediction (a trial found them under the card)."""
PREDICTING = (*ZONES, "side")
BESIDE_TRICK = ("beside_trick", False)
"""The card while the coach speaks: on the felt right of the trick, under every player's
place and over the coach's card, clear of the seals, the trick, the pool and the hand (high
on the right it stood over Jisu's place, low on the left over the pool and the hand: trials
s16 and s18); its words are short enough for the room there."""


def _lesson(steps: tuple[LessonStep, ...]) -> Lesson:
    return Lesson(
        spec=SPEC,
        seats=SEATS,
        learner=YUNA,
        coach_means="wizard_extreme.lesson.coach_means",
        names=("wizard_extreme.lesson.name.yuna", "wizard_extreme.lesson.name.minho",
               "wizard_extreme.lesson.name.jisu"),
        chance=(JISU,  # the first dealer is drawn (WE-D11)
                *shuffle_draws(deck_for(SEATS), DEAL)),
        steps=steps)


def rest_of_round(opening: Lesson) -> list[Action]:
    """Every card of the round after ``opening``'s, each player laying the lowest card the
    rules allow (the lowest value, then the colours' order): the part of the round the
    lesson plays at once. Seals go back by themselves (RULES.md §3.5)."""
    game = play_through(opening)
    played: list[Action] = []
    while game.state.round == 1 and game.state.phase is Phase.PLAY:
        cards = [action for action in game.legal_actions() if isinstance(action, PlayCard)]
        lowest = min(cards, key=lambda action: (action.card.value,
                                                list(Colour).index(action.card.colour)))
        played.append(lowest)
        game.apply(lowest)
    return played


OPENING = (
    # What a trick and a seal are, the seals framed, before any card names them: two
    # cards, each short enough to stand right of the hand and the trick (one long card
    # stood over both, and over "Red is always trump", at 1920x1080).
    _step("welcome", sight=ZONES),
    _step("seals", show=("pool",), sight=ZONES),
    _step("your_hand", sight=("hand", *TRICK)),
    # The predictions, every player's place in view (issue #32: the card lay over Jisu's).
    _step("take_blue", TakeSeal(YUNA, BLUE), "hint.take_blue", sight=PREDICTING, card=YOURS),
    _step("take_red", TakeSeal(YUNA, RED), "hint.take_red", sight=PREDICTING, card=YOURS),
    _step("confirm", Predict(YUNA), "hint.confirm", sight=PREDICTING, card=YOURS),
    _step("minho_magician", TakeMagician(MINHO), sight=ZONES),
    _step("jisu_green", TakeSeal(JISU, GREEN), sight=ZONES),
    _step("jisu_green_again", TakeSeal(JISU, GREEN), sight=ZONES),
    _step("jisu_confirms", Predict(JISU), sight=ZONES),
    # WE-D6 and RULES.md §3.4: the white seal, and taking a seal another player holds.
    _step("white_seals", sight=ZONES),
    _step("lead_blue", PlayCard(YUNA, Card(BLUE, 8)), "hint.lead_blue", sight=TRICK),
    _step("minho_throws_off", PlayCard(MINHO, Card(YELLOW, 5)), sight=TRICK),
    _step("jisu_follows", PlayCard(JISU, Card(BLUE, 9)), sight=TRICK),
    # RULES.md §3.5.4: no seal of the trick's colour and no white, so a black one; the
    # trick it speaks of stays on the table until Next.
    _step("black_seal", sight=(*ZONES, *TRICK), keep=True),
    _step("jisu_leads_green", PlayCard(JISU, Card(GREEN, 6)), sight=TRICK),
    # The coach says no card of hers can win: why the 5 is as good as any. Every place
    # (hers has no green seal, Jisu's two), the trick's cards ("played": its empty felt
    # beside them takes the card), her hand and the coach's card stay in view.
    _step("follow_green", PlayCard(YUNA, Card(GREEN, 5)), "hint.follow_green", coach=True,
          sight=(*ZONES, "played", "hand", "pool"), card=BESIDE_TRICK),
    _step("minho_trumps", PlayCard(MINHO, Card(RED, 3)), sight=TRICK),
    # WE-D5: the magician's tricks change no seals (the trick stays until Next).
    _step("magician_trick", sight=(*ZONES, *TRICK), keep=True),
)
REST = rest_of_round(_lesson(OPENING))
"""The round's other cards; the last of them, Jisu's, is a step of its own."""

LESSON = _lesson((
    *OPENING,
    # The table plays them trick by trick, not at once: the round jumped to its end.
    _step("rest_of_round", plays=tuple(REST[:-1]), paced=True, sight=ZONES),
    _step("last_trick", REST[-1], sight=(*ZONES, *TRICK)),
    # RULES.md §3.6: what each seal left costs, and the magician's own count.
    _step("round_scored", sight=(*SUMMARY, *ZONES)),
    # The others' seals and the magician on a card of their own, the round's score in
    # the column's room, every place in view (one card stood over Jisu's seals it named).
    _step("others_scored", sight=(*SUMMARY, *ZONES), keep=True),
    _step("scoring", sight=ZONES),
))
