"""The Yacht Dice lesson: two turns of yours and one of Mina's, on the seed's dice.

The seed's rule summary has no worked round, so the lesson is built from the
dice of the RULES.md "seed" acceptance tests: your first turn keeps three
threes (the 5 too, as by a slip, then let go: YD-D5) and rolls into
[3,3,3,3,5], which Four of a Kind takes for all five dice, 17 (YD-T1, YD-D1),
where Threes would give 12; you stop after the second roll, as the seed
allows (YD-D5). Mina rolls [6,6,6,5,5] and writes
the full house for its dice, 28 (YD-T5). Your second turn rolls [2,3,4,5,6],
a large straight worth 30 (YD-T4). The last card tells of the +35 bonus
(YD-T6), which no single round can show, after one on a turn no row fits (0).
"""

from __future__ import annotations

from tabletop.games.yacht import SPEC, Category, Hold, Release, Roll, Score
from tabletop.lessons.lesson import Lesson, LessonStep

YOU, MINA = 0, 1
DICE, HEADER = ("dice",), ("header",)
"""What cards leave in view: the dice tray with its held row, the sheet's names (whose
column is whose)."""
COACHED = (*DICE, *HEADER, "threes")
"""While the coach ranks keeps of three threes: the dice, and the sheet's row it names."""
SHEET = ("upper", "lower", "total")
"""Every row of the sheet and its preview, which a choice reads."""
LESSON = Lesson(
    spec=SPEC,
    seats=2,
    learner=YOU,
    coach_means="yacht.lesson.coach_means",
    # A row the words name by its category stays in view (issue #32: "Threes would give
    # only 12" beside a covered Threes row).
    parts={category.value: f"yacht.category.{category.value}" for category in Category},
    names=("yacht.lesson.name_you", "yacht.lesson.name_mina"),
    chance=(
        3, 5, 3, 1, 3,  # your first roll: three threes
        5, 3,           # your second roll of dice 2 and 4: [3,5,3,3,3]
        6, 5, 6, 5, 6,  # Mina's roll: a full house
        2, 3, 4, 5, 6,  # your second turn: a large straight
    ),
    steps=(
        # The words speak of the whole sheet: the card stands over the held row, empty yet,
        # clear of the sheet and of the Roll button the next card asks for (beside the
        # sheet it hid its rows Choice to Total, a trial found), where Mina's cards stand.
        LessonStep("yacht.lesson.welcome", sight=(*HEADER, "upper", "lower"), card="topleft"),
        LessonStep("yacht.lesson.first_roll", Roll(YOU), "yacht.lesson.hint_roll", sight=DICE),
        # The coach's keeps rank three threes first: its expected totals say why they stay,
        # and its "Threes 9" names a row of the sheet. Told on a card of its own where the
        # welcome's stood, Next where it was, over the held row while nothing is held yet,
        # clear of the sheet whose previews (Sixes to Total) a card beside the dice hid
        # (trial s21) and of the coach's numbers.
        LessonStep("yacht.lesson.three_threes", coach=True, sight=(*COACHED, *SHEET),
                   card="topleft"),
        # While the threes are kept the coach's box steps aside and the cards stand in its
        # place, right of Roll, where the roll again and Four of a Kind cards stand too: one
        # place from the first 3 to the row, covering nothing the cards ask for. At
        # 1280x720 no free place held a card with its Skip button beside the box: the cards
        # hopped from the held row to Roll to the box (trial s27 D/147-151); over the held
        # row the first one hid the place its 3 went to (trial s25 D/125). The glow shows
        # the 3 to keep; the box, which ranked the keeps on the card before, comes back
        # with the second turn's choice.
        LessonStep("yacht.lesson.hold_first", Hold(YOU, 0), "yacht.lesson.hint_hold",
                   sight=COACHED, card="beside_roll"),
        LessonStep("yacht.lesson.hold_more", Hold(YOU, 2), "yacht.lesson.hint_hold",
                   sight=COACHED, card="beside_roll"),
        LessonStep("yacht.lesson.hold_more", Hold(YOU, 4), "yacht.lesson.hint_hold",
                   sight=COACHED, card="beside_roll"),
        # A held die goes back with a click (trial s31 H/004: a first game needed it): the
        # 5 kept, as by a slip, and let go, so the roll again throws the same two dice.
        LessonStep("yacht.lesson.hold_five", Hold(YOU, 1), "yacht.lesson.hint_hold_five",
                   sight=COACHED, card="beside_roll"),
        LessonStep("yacht.lesson.let_go", Release(YOU, 1), "yacht.lesson.hint_let_go",
                   sight=COACHED, card="beside_roll"),
        LessonStep("yacht.lesson.reroll", Roll(YOU), "yacht.lesson.hint_reroll", sight=DICE),
        # YD-D5, YD-T1: stopping before the third roll, and Four of a Kind against Threes,
        # told on the card that asks for the row; only the row to press is lit (an ink
        # frame on Threes beside it was a second highlight, trial s27 D/151): a card of its own
        # between the rolls stood bottom right, the only place clear of the held dice, and
        # Next went there and back (trial s16); now it stands top left all through. This
        # one stands right of Roll, under the dice: bottom left, it covered Roll and the
        # tray (trial s18); its words are short enough for that room.
        LessonStep("yacht.lesson.score_four", Score(YOU, Category.FOUR_OF_A_KIND),
                   "yacht.lesson.hint_four", sight=(*HEADER, *DICE, "threes"),
                   card="beside_roll"),
        # The card that announces her roll comes before it; the one on her roll tells of
        # the dice it shows, which stay on the table until Next.
        # From here to the bonus the card stands top left, over the held row Mina's turn
        # leaves empty: Next stays put from her turn's first card to her last (it went
        # bottom left, then top left once her dice lay in the tray, a trial found).
        LessonStep("yacht.lesson.mina_turn", sight=DICE, card="topleft"),
        LessonStep("yacht.lesson.mina_rolls", Roll(MINA), sight=DICE),
        LessonStep("yacht.lesson.mina_full_house", Score(MINA, Category.FULL_HOUSE),
                   sight=HEADER, show=("full_house",)),
        # What the first real turn may need besides the rows met here: how Ones to Sixes
        # score too, which no card said (trial s32 J/018), with those rows in view.
        LessonStep("yacht.lesson.other_rows", sight=(*HEADER, "upper"),
                   show=("fours", "choice", "small_straight", "yacht")),
        LessonStep("yacht.lesson.second_roll", Roll(YOU), "yacht.lesson.hint_roll", sight=DICE),
        LessonStep("yacht.lesson.score_straight", Score(YOU, Category.LARGE_STRAIGHT),
                   "yacht.lesson.hint_straight", coach=True, sight=DICE),
        # A turn no row fits is still written, for 0 (trial s31 H/004): told beside the
        # rows the words name, the sheet with two rows written.
        LessonStep("yacht.lesson.zero", sight=HEADER, show=("ones", "yacht")),
        # YD-T6: the bonus row and the rows it adds up.
        LessonStep("yacht.lesson.bonus", sight=("upper",), show=("bonus",)),
    ),
)
