"""The Wizard Extreme lesson: the seed's predictions and its black seal and magician's trick
(WE-T2, WE-T4, WE-T5), then the rest of the round to its scoring (RULES.md §3.6).

Three players, Jisu (C) deals, so Yuna (A, the learner) predicts first: a
blue seal and a red one. Minho (B) takes the black magician, Jisu two green
seals (played after the card saying Jisu predicts last). Trick 1 keeps what the prediction
promised (trial s26 B: she lost her blue 8 to a 9 at once): Yuna leads blue 8, Minho (no
blue) throws yellow 5, Jisu ducks with blue 6 (a blue trick would cost her a black seal)
and Yuna gives her blue seal back. Trick 2: Yuna leads a low yellow, Minho follows with
yellow 1, Jisu must play her only yellow, the 9, wins and, holding no yellow or white
seal, takes a black one. Trick 3: Jisu leads green 6, Yuna follows with green 5, Minho
(no green) trumps with red 3: the magician's trick changes no seals. The other twelve
tricks are played trick by trick, each player laying the lowest card the rules allow, but
for three cards that are steps of their own: Yuna's yellow 8, which must follow yellow and
wins her a black seal in trick 7, her red 9, which must follow red and wins trick 9, her red
seal going back, and the round's last, Minho's: Jisu wins it with no seal to give back,
but all six black seals are out, so she takes none (WE-D8). The round is scored:
Yuna keeps a black seal (3), Minho's magician makes 4 minus the others' six black seals
(0), Jisu keeps five black seals (15).
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
# sensible, Jisu's greens make her two green tricks so, and her only yellow, the 9, wins
# the yellow trick Yuna leads. Jisu's purple 1 (Yuna holding her blue 4) has her give back
# both green seals before the last trick, which she wins with none to give back once all
# six black seals are out: no seal at all (WE-D8, trial Z1/005: the rule was met first in
# a real game's log).
HANDS = (
    [*_cards(YELLOW, 4, 8), *_cards(BLUE, 1, 3, 4, 7, 8), *_cards(PURPLE, 2, 3, 4),
     *_cards(GREEN, 1, 2, 5), *_cards(RED, 5, 9)],
    [*_cards(YELLOW, 1, 2, 3, 5, 6, 7), *_cards(PURPLE, 5, 6, 7, 8, 9),
     *_cards(RED, 1, 2, 3, 4)],
    [*_cards(YELLOW, 9), *_cards(BLUE, 2, 5, 6, 9), *_cards(PURPLE, 1),
     *_cards(GREEN, 3, 4, 6, 7, 8, 9), *_cards(RED, 6, 7, 8)],
)
DEAL = [card for hand in HANDS for card in hand]
"""The shuffled deck: the engine deals it out 15 cards at a time, seat by seat."""

COLUMN = ("column", False)
"""Where every card with Next stands after the prediction: at the foot of the side panel's
column, above where the prediction's buttons come, as tall as its words (its Next is never
where Take the black magician or Confirm comes at the prediction: a second click on Next
confirmed there), every place it speaks of in view: one place from there on, so Next stays
put (it stood low right, in the right's middle for the card before the prediction, Next
moving twice, issue #32)."""
_step = Steps("wizard_extreme", card=COLUMN)
ZONES, TRICK, SUMMARY = ("zones",), ("trick",), ("summary",)
"""What cards leave in view: the players' places with their seals, the trick, or the
round's summary."""
YOURS = ("center", True)
"""The card from the welcome until you have predicted: narrow in the middle, over the
trick's empty places, clear of every player's place, of the pool and of the side panel,
whose own words explain the prediction (a trial found them under the card). Its cards are
four lines at most, so it fits between the places and the hand: one place for the run, so
Next does not move under the pointer from card to card (trial s32: the welcome and the
seals stood in the column, and Next moved at "you predict first")."""
PREDICTING = (*ZONES, "side")
YOUR_BEST = ("held_red_9", "held_blue_8")
"""The cards the prediction is made for, framed in the hand where a card names them."""


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
    # cards, each short enough for the middle (YOURS; one long card stood over both, and
    # over "Red is always trump", at 1920x1080).
    _step("welcome", sight=ZONES, card=YOURS, chapter="predict"),
    _step("seals", show=("pool",), sight=ZONES, card=YOURS),
    # The card stands where the prediction's cards will (YOURS): in the column it stood
    # over the prediction panel these words introduce (trial H/012, 117).
    _step("your_hand", sight=("side",), show=YOUR_BEST, card=YOURS),
    # The marks on the faces, first seen here (trial H/014, 115): the crown, the underline.
    _step("card_marks", sight=("side",), show=("held_red_9",), card=YOURS),
    # The predictions, every player's place in view (issue #32: the card lay over Jisu's).
    _step("take_blue", TakeSeal(YUNA, BLUE), "hint.take_blue", sight=PREDICTING, card=YOURS),
    _step("take_red", TakeSeal(YUNA, RED), "hint.take_red", sight=PREDICTING, card=YOURS),
    _step("confirm", Predict(YUNA), "hint.confirm", sight=PREDICTING, card=YOURS),
    # The black seal, first named here, framed in the middle (trial s26 B/086).
    _step("minho_magician", TakeMagician(MINHO), sight=ZONES, show=("pile_black",)),
    # Its Next has Jisu predict at the table's pace, told of by the card after it once
    # her seals lie in her place (a card of each of her three moves made the lesson long).
    # The white seal waits for the trick where it matters (trial s32 J/009: told of here,
    # with taking a seal from a player, which the lesson never shows).
    _step("jisu_predicts", plays=(TakeSeal(JISU, GREEN), TakeSeal(JISU, GREEN), Predict(JISU)),
          paced=True, sight=ZONES),
    _step("lead_blue", PlayCard(YUNA, Card(BLUE, 8)), "hint.lead_blue", sight=TRICK,
          chapter="tricks"),
    _step("minho_throws_off", PlayCard(MINHO, Card(YELLOW, 5)), sight=TRICK),
    _step("jisu_ducks", PlayCard(JISU, Card(BLUE, 6)), sight=TRICK),
    # RULES.md §3.5: the winner gives back a seal of the trick's colour (the trick stays).
    _step("blue_kept", sight=(*ZONES, *TRICK), keep=True),
    _step("lead_yellow", PlayCard(YUNA, Card(YELLOW, 4)), "hint.lead_yellow", sight=TRICK),
    _step("minho_follows", PlayCard(MINHO, Card(YELLOW, 1)), sight=TRICK),
    _step("jisu_must_win", PlayCard(JISU, Card(YELLOW, 9)), sight=TRICK),
    # RULES.md §3.5.4 and WE-D6: no seal of the trick's colour and no white, the joker,
    # so a black one: the white seal told of where its lack costs (both piles framed:
    # trial s27 E/013); the trick it speaks of stays on the table until Next.
    _step("black_seal", sight=(*ZONES, *TRICK), show=("pile_white", "pile_black"), keep=True),
    _step("jisu_leads_green", PlayCard(JISU, Card(GREEN, 6)), sight=TRICK),
    # The coach counts each colour's unseen cards: her green can't win, so the 5 is as good
    # as any. Every place (hers has no green seal, Jisu's two), the trick's cards, her hand
    # and the coach's card stay in view: the card keeps its place in the column, the coach's
    # card under it (beside the trick, Skip step moved under the pointer: trial s35 Q/007).
    _step("follow_green", PlayCard(YUNA, Card(GREEN, 5)), "hint.follow_green", coach=True,
          sight=(*ZONES, "played", "hand", "pool")),
    _step("minho_trumps", PlayCard(MINHO, Card(RED, 3)), sight=TRICK),
    # WE-D5: the magician's tricks change no seals (the trick stays until Next).
    _step("magician_trick", sight=(*ZONES, *TRICK), keep=True),
)


REST = rest_of_round(_lesson(OPENING))
"""The round's other cards; the last of them, Minho's, is a step of its own."""
FORCED_WIN = REST.index(PlayCard(YUNA, Card(YELLOW, 8)))
RED_WIN = REST.index(PlayCard(YUNA, Card(RED, 9)))
"""Where in them Yuna's only yellow left follows Minho's yellow 3 and wins: a card of her
own, whose trick stays on the table while the card after it tells of her black seal (trial
s26 B/105: it came unexplained among the tricks played out). ``RED_WIN``: where her red 9,
her only red, follows Minho's red 4 and Jisu's red 7 and wins, her red seal going back
(trial H/014: that trick played itself, the learner never saw a seal of hers return)."""

LESSON = _lesson((
    *OPENING,
    # The table plays them trick by trick, not at once: the round jumped to its end.
    _step("rest_of_round", plays=tuple(REST[:FORCED_WIN]), paced=True, sight=ZONES,
          chapter="rest"),
    _step("follow_yellow", REST[FORCED_WIN], "hint.follow_yellow", sight=TRICK),
    # RULES.md §3.5.4 again, now the learner's own: the pile her seal comes from framed.
    _step("your_black_seal", sight=(*ZONES, *TRICK), show=("pile_black",), keep=True),
    _step("on_to_red", plays=tuple(REST[FORCED_WIN + 1:RED_WIN]), paced=True, sight=ZONES),
    _step("follow_red", REST[RED_WIN], "hint.follow_red", sight=TRICK),
    # RULES.md §3.5.4: the learner's predicted trick, her seal going back.
    _step("red_seal_back", sight=(*ZONES, *TRICK), keep=True),
    _step("rest_of_round_on", plays=tuple(REST[RED_WIN + 1:-1]), paced=True, sight=ZONES),
    # WE-D8: the black pile is empty, so the winner with nothing to give back takes nothing.
    _step("last_trick", REST[-1], sight=(*ZONES, *TRICK), show=("pile_black",)),
    # RULES.md §3.6: what each seal left costs, and the magician's own count.
    _step("round_scored", sight=(*SUMMARY, *ZONES), chapter="score"),
    # The others' seals and the magician on a card of their own, the round's score in
    # the column's room, every place in view (one card stood over Jisu's seals it named).
    # The last card: "after six rounds the lowest total wins" is the welcome's, and the
    # end's card follows (a card saying it again made way for the red trick, trial H/014).
    _step("others_scored", sight=(*SUMMARY, *ZONES), keep=True),
))
