"""What Big Shot's seat plates in the top bar say: a seat's cash, or plainly that it is
hidden (BS-D17), and its status line."""

from __future__ import annotations

from scenes.games.big_shot.cash_known import known_cash
from tabletop.games.big_shot import BigShotEngine
from tabletop.i18n import Words


def shown_cash(view: BigShotEngine, seat: int) -> int | None:
    """The seat's cash (both colours' with two seats); None while any of it is hidden,
    even shown on failing to pay (BS-D17): a secret loan may have changed it since, and
    a plain "2M" read as current (trial s32 K/001: "Ann 2M" beside her 11M)."""
    cash = [view.state.cash[colour] for colour in view.colours_of(seat)]
    return None if None in cash else sum(c or 0 for c in cash)


def hidden_cash_words(words: Words, view: BigShotEngine, seat: int) -> str:
    """A plate's cash the viewer may not see, said plainly: "hidden", or what was shown on
    failing to pay, said as shown then ("showed 2M"); a "?" read as a fault (trial s25
    D/072-074). With a second colour's cash still hidden (BS-D16) "hidden": what the
    other showed is said under the name (:func:`seat_status`), for "showed 2M + hidden"
    left a name at 720 no room ("Mi / na")."""
    known = _showed(view, seat)
    return (words("big_shot_scene.cash_showed", amount=sum(known))
            if known and len(known) == len(view.colours_of(seat))
            else words("big_shot_scene.cash_hidden"))


def seat_status(words: Words, view: BigShotEngine, seat: int, base: str) -> str:
    """Regions at the end, else ``base`` (who plays it); what one of a seat's two colours
    showed on failing to pay while the other's cash is hidden; then its loans (if the
    viewer may know)."""
    if view.is_over:
        count = len(view.regions_owned(seat))
        parts = [words("big_shot_scene.status_regions_one" if count == 1
                       else "big_shot_scene.status_regions", count=count)]
    else:
        parts = [base]
    known = _showed(view, seat)
    if known and len(known) < len(view.colours_of(seat)):
        parts.append(words("big_shot_scene.cash_showed", amount=sum(known)))
    loans = [view.state.loans[c] for c in view.colours_of(seat)]
    total = sum(n for n in loans if n is not None)
    if None not in loans and total:
        parts.append(words("big_shot_scene.status_loans_one" if total == 1
                           else "big_shot_scene.status_loans", count=total))
    return " · ".join(part for part in parts if part)


def _showed(view: BigShotEngine, seat: int) -> list[int]:
    """The cash each of the seat's colours hidden from ``view`` showed on failing to pay
    (BS-D17), for those that did."""
    shown = [known_cash(view, colour) for colour in view.colours_of(seat)
             if view.state.cash[colour] is None]
    return [cash for cash in shown if cash is not None]
