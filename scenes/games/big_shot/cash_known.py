"""What a colour's cash is known to be by everyone at the table, hidden money or not."""

from __future__ import annotations

from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot_events import PaymentFailed


def known_cash(view: BigShotEngine, colour: int) -> int | None:
    """What ``colour``'s cash is known to be in ``view``: its own figure, or, hidden
    (BS-D17), the cash its owner showed on failing to pay for this auction; else None.

    The showing is public news the whole table saw: the plate and the panel keep the
    figure while the failed winner is held to it, not only for the moment of the news.
    """
    cash = view.state.cash[colour]
    if cash is not None or not view.state.failed[colour]:
        return cash
    shown = [event.cash for event in view.log
             if isinstance(event, PaymentFailed) and event.colour == colour]
    return shown[-1] if shown else None
