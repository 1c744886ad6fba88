"""The Polterfass lesson: the seed's worked round (PF-T1) as innkeeper, then a round as guest.

Mina (the learner, seat 0) is the innkeeper; Joon and Hana are guests. Her
first throw leaves a 7, a 4 and a special barrel's arrow standing; Joon
orders 5, Hana 3 + 1; she throws the lying barrels again, keeping the arrow,
and a 3 stands; she closes the tap and the arrow doubles the 7: 21 served, 9
ordered, so Joon +5, Hana +4 and Mina +12.

In round 2 Joon is the innkeeper (the role passes on, RULES.md §2.4) and Mina
orders as a guest, the decision most of her turns ask for: Joon's throw leaves
a 9 and a 6 standing, Hana orders 3 + 4, Mina orders 5, both face down; Joon,
blind to them, throws again and only a special barrel stands, its X up, which
saves the throw (PF-D5). He closes, the X takes out the 6 (PF-D8) and he serves 9
of the 12 ordered: he scores 9, Hana, the biggest order, loses her 7 and Mina,
the smallest, gains it (RULES.md §2.5, phase 5). The X and the over-order are
shown happening, not told as what might have been (trial s24).

In round 3 Hana is the innkeeper, told on three cards: 5 + 3 stand, Mina orders 3,
Joon 4, and Hana's throw again leaves nothing standing: she fails, scores 0, and each
guest scores their own order (PF-T4; trial H/006: a learner met it first in a game).

In round 4 Mina is the innkeeper again, for the two moves a first real round asks and
round 1 did not (trial s32 J/013): her throw leaves a 5 and an X, which would take the 5
out (closing serves 0); Joon orders 1, Hana 2; she marks the X and throws it again with
the lying barrels (PF-D6): the X comes up again, with a 6 and a 3; she closes and picks
the 3 for the X to take out (PF-D8): 11 served, 3 ordered, Mina +8, Joon +1, Hana +2.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.bots.polterfass_search import best_serve, throw_state
from tabletop.coach.polterfass import PolterfassAdvice
from tabletop.core.engine import Engine
from tabletop.games.polterfass import (
    BARREL_COUNT,
    SPEC,
    CloseTap,
    Double,
    Face,
    Order,
    Remove,
    Special,
    Throw,
    ThrowAgain,
    barrel_ends,
)
from tabletop.lessons.lesson import Lesson
from tabletop.lessons.script import Steps

MINA, JOON_SEAT, HANA = 0, 1, 2
INNKEEPER = MINA
SEVEN, FOUR, THREE, ARROW = 3, 4, 1, 7
"""The barrels of the example: a 7/4 barrel showing 7, the other 7/4 showing 4,
an 8/3 showing 3, and the first special barrel showing its arrow."""

FIRST_STANDING: dict[int, Face] = {SEVEN: 7, FOUR: 4, ARROW: Special.ARROW}
AGAIN_STANDING: dict[int, Face] = {THREE: 3}
NINE, SIX = 0, 5
SECOND_ROUND_STANDING: dict[int, Face] = {NINE: 9, SIX: 6}
"""Round 2's first throw: the 9/2 barrel showing 9 and a 6/5 showing 6."""
X_BARREL = 8
X_STANDING: dict[int, Face] = {X_BARREL: Special.X}
"""Joon's throw again in round 2: of the seven lying barrels only a special one stands, X up."""
YOUR_ORDER = (5,)
FIVE, THREE_OF_EIGHT = 6, 1
THIRD_ROUND_STANDING: dict[int, Face] = {FIVE: 5, THREE_OF_EIGHT: 3}
"""Round 3's first throw, Hana's: a 6/5 showing 5 and an 8/3 showing 3; her throw again
then leaves nothing standing, and fails (PF-T4)."""
FIVE_OF_SIX, SIX_OF_SIX = 5, 6
FOURTH_ROUND_STANDING: dict[int, Face] = {FIVE_OF_SIX: 5, X_BARREL: Special.X}
"""Round 4's first throw, Mina's: a 6/5 showing 5 and the X, which would take it out."""
X_AGAIN_STANDING: dict[int, Face] = {SIX_OF_SIX: 6, THREE_OF_EIGHT: 3, X_BARREL: Special.X}
"""Her throw again, the X in the cup with the lying barrels: the X up again, a 6 and a 3."""


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


def _lying_after(standing: Mapping[int, Face]) -> list[int]:
    return [barrel for barrel in range(BARREL_COUNT) if barrel not in standing]


def figures(game: Engine[Any]) -> dict[str, str]:
    """The numbers the cards name, from the table as it stands: the standing number
    barrels ("faces", the biggest first), what they make so far (the plaque's "Standing
    total", then "Counted so far", a doubled barrel twice), what closing the tap serves now
    (the plaque's figure: each X and arrow on its best target, PF-D8; an X's take-out left
    out, the card beside "Closing serves 9" said 15) and the last bill: served,
    ordered, each seat's gain ("gain0" for seat 0)."""
    state = game.state
    faces = sorted(((state.number_face(barrel), barrel in state.doubled)
                    for barrel in state.survivors()), reverse=True)
    poured = sum(face * (2 if doubled else 1) for face, doubled in faces)
    closing = best_serve(throw_state(state.up))
    bill = state.tally[-1] if state.tally else None
    last = {"served": bill.served, "ordered": bill.ordered,
            **{f"gain{seat}": gain for seat, gain in enumerate(bill.gains)}} if bill else {}
    return {"faces": "\u00a0+\u00a0".join(str(face) for face, _ in faces),
            "poured": str(poured), "closing": str(closing),
            **{name: str(value) for name, value in last.items()}}


def coach_figures(advice: PolterfassAdvice | None) -> dict[str, str]:
    """The coach's numbers as its box words them: the chance the next throw fails
    ("fails", in percent) and what one more throw serves on average ("thrown"); a dash
    where it has not answered (a card naming them waits for its answer)."""
    fails = None if advice is None else advice.fail_chance
    thrown = None if advice is None else advice.expected_serve_if_thrown
    return {"fails": "–" if fails is None else str(round(fails * 100)),
            "thrown": "–" if thrown is None else f"{thrown:.1f}"}


_step = Steps("polterfass")
SHELF = ("shelf",)
"""What cards leave in view: the shelf of standing barrels, the arrow barrel among them."""
JOON_PLACE, HANA_PLACE = ("seat1",), ("seat2",)
"""A guest's coaster and name, where a card names him or her."""
PANEL = ("side", False)
"""The side column's top, above the coach's place, covered whole: the shelf, the mat, every
coaster, the buttons to press (at the column's foot) and the coach, or while none shows the
tally in its place, stay in view, and the card stays in one place, Next with it, from the
welcome to the end (a trial saw it go corner to corner, over the lying barrels and Joon's
coaster; lying on the tally, it went below the sheet's lines for the cards that speak of
them, Next from y 174 to 346 at 1920x1080, trial s20). The end's card covers the room
whole, its two buttons one above the other (as wide as their row, it stood over Joon's
coaster)."""


LESSON = Lesson(
    spec=SPEC,
    seats=3,
    learner=INNKEEPER,
    coach_means="polterfass.lesson.coach_means",
    figures=figures,
    coach_figures=coach_figures,
    card_fills_part=True,
    card_rests=True,
    names=("polterfass.lesson.name.mina", "polterfass.lesson.name.joon",
           "polterfass.lesson.name.hana"),
    chance=(*throw(range(BARREL_COUNT), FIRST_STANDING),
            *throw(_lying_after(FIRST_STANDING), AGAIN_STANDING),
            *throw(range(BARREL_COUNT), SECOND_ROUND_STANDING),
            *throw(_lying_after(SECOND_ROUND_STANDING), X_STANDING),
            *throw(range(BARREL_COUNT), THIRD_ROUND_STANDING),
            *throw(_lying_after(THIRD_ROUND_STANDING), {}),
            *throw(range(BARREL_COUNT), FOURTH_ROUND_STANDING),
            *throw(sorted({*_lying_after(FOURTH_ROUND_STANDING), X_BARREL}), X_AGAIN_STANDING)),
    steps=(
        _step("welcome", sight=(*JOON_PLACE, *HANA_PLACE), card=PANEL, chapter="round1"),
        _step("first_throw", Throw(INNKEEPER), card=PANEL),
        _step("first_standing", sight=SHELF, card=PANEL),
        _step("joon_orders", Order(JOON_SEAT, (5,)), sight=JOON_PLACE, card=PANEL),
        _step("hana_orders", Order(HANA, (1, 3)), sight=HANA_PLACE, card=PANEL),
        # Its words name the two buttons, which stay in view under the card (it covered
        # them, with the coach's box, a trial found); the coach comes with the next card,
        # which says what its numbers mean, the two too long for the room above the buttons.
        _step("serving", sight=SHELF, card=PANEL),
        # From here to the count the coach's odds say why: a throw may fail (PF-D5).
        # The two choices it weighs, Throw again and Close the tap, stay in view (trial
        # s18: the card grew down over them).
        _step("odds", coach=True, sight=(*SHELF, "buttons"), card=PANEL),
        # PF-D6: a standing special barrel may stay; keeping the arrow is the example's move.
        _step("throw_again", ThrowAgain(INNKEEPER, ()), "hint.keep_arrow", coach=True,
              sight=SHELF, card=PANEL),
        _step("three_stands", coach=True, sight=SHELF, card=PANEL),
        _step("close_tap", CloseTap(INNKEEPER), "hint.close_tap", coach=True, sight=SHELF,
              card=PANEL),
        _step("double", Double(INNKEEPER, SEVEN), "hint.double_seven", coach=True,
              sight=SHELF, card=PANEL),
        _step("bill", card=PANEL),
        # Round 2: the learner orders as a guest (RULES.md §2.5, phase 2).
        _step("next_round", Throw(JOON_SEAT), sight=SHELF, card=PANEL, chapter="round2"),
        _step("hana_orders_first", Order(HANA, (3, 4)), sight=(*SHELF, *HANA_PLACE), card=PANEL),
        # The hand's cards, their mug, before the first order is asked for (a trial's
        # learner wondered what the mug on the 7 meant).
        _step("your_cards", sight=("hand",), card=PANEL),
        # The rule that makes a big order a risk (RULES.md §2.5, phase 5) on a card of its
        # own, so the order's card has room for why 5, from the plaque (trial Z2/002: rule,
        # example and "Click your 5" in one card, the click with no reason).
        _step("order_risk", sight=(*SHELF, *HANA_PLACE), card=PANEL),
        _step("your_order", Order(MINA, YOUR_ORDER), "hint.your_order",
              sight=(*SHELF, *HANA_PLACE), card=PANEL),
        # PF-D10: the innkeeper serves blind to the orders; PF-D5: the X alone saves the throw.
        _step("joon_throws_again", ThrowAgain(JOON_SEAT, ()), sight=SHELF, card=PANEL),
        # PF-D8: the X acts first at the count, on a number barrel the innkeeper picks.
        _step("joon_closes", CloseTap(JOON_SEAT), sight=SHELF, card=PANEL),
        # The bill is written in the tally at once, under the card in the coach's place.
        _step("x_removes", Remove(JOON_SEAT, SIX), sight=(*SHELF, "tally"), card=PANEL),
        _step("over_ordered", sight=("tally",), card=PANEL, keep=True),
        # Round 3 (RULES.md §2.5, phase 3 step 3; PF-T4): a failed throw and its bill.
        # Hana's throw is a move of its own, so the table lets round 2's bill go first;
        # the orders and her throw again play at the table's pace on one card, the failed
        # throw and the bill left under the next.
        _step("third_round", Throw(HANA), sight=SHELF, card=PANEL, chapter="round3"),
        _step("hana_fails", plays=(Order(MINA, (3,)), Order(JOON_SEAT, (4,)),
                                   ThrowAgain(HANA, ())), paced=True, sight=SHELF, card=PANEL,
              watch="hana_fails_watch"),
        _step("failed", sight=(*SHELF, "tally"), card=PANEL, keep=True),
        _step("second_bill", sight=("tally",), card=PANEL),
        # Round 4 (trial s32 J/013): the learner marks a standing X for the throw (PF-D6)
        # and picks the barrel an X takes out (PF-D8), both met in a first real round.
        _step("fourth_round", Throw(INNKEEPER), sight=SHELF, card=PANEL, chapter="round4"),
        _step("x_alone", plays=(Order(JOON_SEAT, (1,)), Order(HANA, (2,))), paced=True,
              sight=SHELF, card=PANEL, watch="x_alone_watch"),
        _step("rethrow_x", ThrowAgain(INNKEEPER, (X_BARREL,)), "hint.rethrow_x", sight=SHELF,
              card=PANEL, ready="rethrow_x_marked"),
        _step("close_x", CloseTap(INNKEEPER), "hint.close_x", sight=SHELF, card=PANEL),
        _step("pick_x", Remove(INNKEEPER, THREE_OF_EIGHT), "hint.pick_x", sight=SHELF,
              card=PANEL),
        _step("last_bill", sight=("tally",), card=PANEL),
    ),
)
