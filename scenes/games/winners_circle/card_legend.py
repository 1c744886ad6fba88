"""A horse card's four pictures said in words while the pointer rests on it: the horse
head, the helmet (cap), the saddle and the horseshoe were explained only in the lesson
(trial s32 K/008); the notice reads "Black: Head 7 spaces, Cap 1, Saddle 2, Shoe 6", short
enough for the lesson's infield at three lines (trial s39 Y/014: longer, it stood on the
track)."""

from __future__ import annotations

from collections.abc import Callable

from scenes.games.winners_circle.lanes import HorseLane
from scenes.widgets.toast import ToastStack
from tabletop.i18n import Words

LEGEND_SECONDS = 4.0  # long enough to read the four pairs; a rest on the card renews it


def card_legend(text: Callable[..., str], words: Words, lane: HorseLane) -> str:
    """The card of ``lane`` in words, its four values in the die's symbols."""
    head, cap, saddle, shoe = lane.values
    return text("card_legend", horse=lane.horse_name(lane.horse), head=head, cap=cap,
                saddle=saddle, shoe=shoe,
                **{f"{symbol}_word": words(f"winners_circle.symbol.{symbol}")
                   for symbol in ("head", "cap", "saddle", "shoe")})


def explain_card(toasts: ToastStack, text: Callable[..., str], words: Words,
                 lanes: list[HorseLane], pos: tuple[int, int]) -> None:
    """The notice of the face-up card under ``pos``, if any (a public card: anyone may)."""
    lane = next((lane for lane in lanes if lane.card_rect().collidepoint(pos)), None)
    if lane is not None and lane.face_up and lane.place is None:
        toasts.show(card_legend(text, words, lane), error=False, seconds=LEGEND_SECONDS,
                    public=True)
