"""The Polterfass lesson: the seed's worked round (PF-T1), the learner as innkeeper.

Mina (the learner, seat 0) is the innkeeper; Joon and Hana are guests. Her
first throw leaves a 7, a 4 and a special barrel's arrow standing; Joon
orders 5, Hana 3 + 1; she throws the lying barrels again, keeping the arrow,
and a 3 stands; she closes the tap and the arrow doubles the 7: 21 served, 9
ordered, so Joon +5, Hana +4 and Mina +12.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tabletop.games.polterfass import (
    BARREL_COUNT,
    SPEC,
    CloseTap,
    Double,
    Face,
    Order,
    Special,
    Throw,
    ThrowAgain,
    barrel_ends,
)
from tabletop.lessons.lesson import Lesson
from tabletop.lessons.script import Steps

INNKEEPER, JOON, HANA = 0, 1, 2
SEVEN, FOUR, THREE, ARROW = 3, 4, 1, 7
"""The barrels of the example: a 7/4 barrel showing 7, the other 7/4 showing 4,
an 8/3 showing 3, and the first special barrel showing its arrow."""

FIRST_STANDING: dict[int, Face] = {SEVEN: 7, FOUR: 4, ARROW: Special.ARROW}
AGAIN_STANDING: dict[int, Face] = {THREE: 3}


def throw(thrown: Sequence[int], standing: Mapping[int, Face]) -> list[bool]:
    """The generator's answers that make ``thrown`` land with exactly ``standing`` up.

    The engine asks, barrel by barrel, "does it stand?" and, for a standing
    one, "is its first end up?" (the throw model of PF-D2).
    """
    answers: list[bool] = []
    for barrel in thrown:
        if barrel in standing:
            answers += [True, standing[barrel] == barrel_ends(barrel)[0]]
        else:
            answers.append(False)
    return answers


def _lying_after_first() -> list[int]:
    return [barrel for barrel in range(BARREL_COUNT) if barrel not in FIRST_STANDING]


_step = Steps("polterfass")


LESSON = Lesson(
    spec=SPEC,
    seats=3,
    learner=INNKEEPER,
    names=("polterfass.lesson.name.mina", "polterfass.lesson.name.joon",
           "polterfass.lesson.name.hana"),
    chance=(*throw(range(BARREL_COUNT), FIRST_STANDING),
            *throw(_lying_after_first(), AGAIN_STANDING)),
    steps=(
        _step("welcome"),
        _step("first_throw", Throw(INNKEEPER)),
        _step("first_standing"),
        _step("joon_orders", Order(JOON, (5,))),
        _step("hana_orders", Order(HANA, (1, 3))),
        # The learner orders as a guest from the next round on: the one step of it.
        _step("order_yourself"),
        # From serving to the count the coach's odds say why: a throw may fail (PF-D5).
        _step("serving", coach=True),
        # PF-D6: a standing special barrel may stay; keeping the arrow is the example's move.
        _step("throw_again", ThrowAgain(INNKEEPER, ()), "hint.keep_arrow", coach=True),
        _step("three_stands", coach=True),
        _step("close_tap", CloseTap(INNKEEPER), "hint.close_tap", coach=True),
        _step("double", Double(INNKEEPER, SEVEN), "hint.double_seven", coach=True),
        _step("bill"),
        _step("greedy"),
        _step("next_round"),
    ),
)
