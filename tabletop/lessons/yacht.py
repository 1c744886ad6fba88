"""The Yacht Dice lesson: two turns of yours and one of Mina's, on the seed's dice.

The seed's rule summary has no worked round, so the lesson is built from the
dice of the RULES.md "seed" acceptance tests: your first turn keeps three
threes (the 5 too, as by a slip, then let go: YD-D5) and rolls into
[3,3,3,3,5], which Four of a Kind takes for all five dice, 17 (YD-T1, YD-D1),
where Threes would give 12; you stop after the second roll, as the seed
allows (YD-D5). Mina rolls [6,6,6,5,5] and writes
the full house for its dice, 28 (YD-T5). A card on a turn no row fits (0) and one
on the +35 bonus (YD-T6), which no single round can show, come next; then your
second turn rolls [2,3,4,5,6], a large straight worth 30 (YD-T4), and the lesson
ends on that move, before Mina's turn that the table would announce.
"""

from __future__ import annotations

from typing import Any

from tabletop.core.engine import Engine
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
ROOM = "card_room"
"""Where every card stands: one place and one size under the tray, clear of the held row,
the rolled dice, Roll and the sheet (trial s32 J/019: over the held row and beside Roll
the card hid the dice, and it changed place and size from card to card)."""


def figures(game: Engine[Any]) -> dict[str, str]:
    """The keys the cards name, from where the dice lie: key 1-5 takes the die in that place,
    whatever it shows ("press 5" for the die showing five sent a keyboard user to the fifth
    die, which the lesson refused, trial N/013). "three_key" is the first 3 not yet kept,
    "five_key" the 5; a dash while no such die lies there (no card names it then)."""
    state = game.state

    def key(face: int, kept: bool | None = None) -> str:
        return next((str(place + 1) for place, (shown, held) in
                     enumerate(zip(state.dice, state.held, strict=False))
                     if shown == face and kept in (None, held)), "–")

    return {"three_key": key(3, kept=False), "five_key": key(5)}


LESSON = Lesson(
    spec=SPEC,
    seats=2,
    learner=YOU,
    coach_means="yacht.lesson.coach_means",
    figures=figures,
    # A row the words name by its category stays in view (issue #32: "Threes would give
    # only 12" beside a covered Threes row).
    card_fills_part=True,
    parts={category.value: f"yacht.category.{category.value}" for category in Category},
    names=("yacht.lesson.name_player", "yacht.lesson.name_mina"),
    chance=(
        3, 5, 3, 1, 3,  # your first roll: three threes
        5, 3,           # your second roll of dice 2 and 4: [3,5,3,3,3]
        6, 5, 6, 5, 6,  # Mina's roll: a full house
        2, 3, 4, 5, 6,  # your second turn: a large straight
    ),
    steps=(
        LessonStep("yacht.lesson.welcome", sight=(*HEADER, "upper", "lower"), card=ROOM,
                   chapter="yacht.lesson.chapter.your_turn"),
        LessonStep("yacht.lesson.first_roll", Roll(YOU), "yacht.lesson.hint_roll", sight=DICE,
                   card=ROOM),
        # The coach's keeps rank three threes first: its expected totals say why they stay,
        # and its "Threes 9" names a row of the sheet.
        LessonStep("yacht.lesson.three_threes", coach=True, sight=(*COACHED, *SHEET),
                   card=ROOM),
        # The glow shows the 3 to keep; the coach's box, which ranked the keeps on the card
        # before, comes back with the second turn's choice.
        LessonStep("yacht.lesson.hold_first", Hold(YOU, 0), "yacht.lesson.hint_hold",
                   sight=COACHED, card=ROOM),
        LessonStep("yacht.lesson.hold_more", Hold(YOU, 2), "yacht.lesson.hint_hold",
                   sight=COACHED, card=ROOM),
        LessonStep("yacht.lesson.hold_more", Hold(YOU, 4), "yacht.lesson.hint_hold",
                   sight=COACHED, card=ROOM),
        # A held die goes back with a click (trial s31 H/004: a first game needed it): the
        # 5 kept, as by a slip, and let go, so the roll again throws the same two dice.
        LessonStep("yacht.lesson.hold_five", Hold(YOU, 1), "yacht.lesson.hint_hold_five",
                   sight=COACHED, card=ROOM),
        LessonStep("yacht.lesson.let_go", Release(YOU, 1), "yacht.lesson.hint_let_go",
                   sight=COACHED, card=ROOM),
        LessonStep("yacht.lesson.reroll", Roll(YOU), "yacht.lesson.hint_reroll", sight=DICE,
                   card=ROOM),
        # YD-D5, YD-T1: stopping before the third roll, and Four of a Kind against Threes,
        # told on the card that asks for the row; only the row to press is lit (an ink
        # frame on Threes beside it was a second highlight, trial s27 D/151).
        LessonStep("yacht.lesson.score_four", Score(YOU, Category.FOUR_OF_A_KIND),
                   "yacht.lesson.hint_four", sight=(*HEADER, *DICE, "threes"), card=ROOM),
        # The card that announces her roll comes before it; the one on her roll tells of
        # the dice it shows, which stay on the table until Next.
        LessonStep("yacht.lesson.mina_turn", sight=DICE, card=ROOM,
                   chapter="yacht.lesson.chapter.mina"),
        LessonStep("yacht.lesson.mina_rolls", Roll(MINA), sight=DICE, card=ROOM),
        LessonStep("yacht.lesson.mina_full_house", Score(MINA, Category.FULL_HOUSE),
                   sight=HEADER, show=("full_house",), card=ROOM),
        # What the first real turn may need besides the rows met here: how Ones to Sixes
        # score too, which no card said (trial s32 J/018), with those rows in view.
        LessonStep("yacht.lesson.other_rows", sight=(*HEADER, "upper"),
                   show=("fours", "choice", "small_straight", "yacht"), card=ROOM,
                   chapter="yacht.lesson.chapter.rows"),
        # A turn no row fits is still written, for 0 (trial s31 H/004): told beside the
        # rows the words name, the sheet with two rows written.
        LessonStep("yacht.lesson.zero", sight=HEADER, show=("ones", "yacht"), card=ROOM),
        # YD-T6: the bonus row and the rows it adds up.
        LessonStep("yacht.lesson.bonus", sight=("upper",), show=("bonus",), card=ROOM),
        # The lesson ends on the learner's own last move: cards read after it stood over a
        # table announcing "Mina's turn", a turn the lesson never played (trial s34 P/015).
        LessonStep("yacht.lesson.second_roll", Roll(YOU), "yacht.lesson.hint_roll", sight=DICE,
                   card=ROOM, chapter="yacht.lesson.chapter.second"),
        LessonStep("yacht.lesson.score_straight", Score(YOU, Category.LARGE_STRAIGHT),
                   "yacht.lesson.hint_straight", coach=True, sight=DICE, card=ROOM),
    ),
)
