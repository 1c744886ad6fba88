"""The Polterfass log in words: one sentence per engine event, from the engine's catalogue.

The scene's log panel holds the current viewer's ``view().log``; a sealed
order reaches this only in its own guest's view, and the line then names
that guest, so it can never be mistaken for anybody else's.
"""

from __future__ import annotations

from collections.abc import Callable

from tabletop.core.events import Event
from tabletop.core.sealed import ChoiceSealed, ChoicesRevealed, SeatChose
from tabletop.games.polterfass import (
    BarrelDoubled,
    BarrelRemoved,
    BarrelsThrown,
    BillSettled,
    FirstThrowRepeated,
    InnkeeperFailed,
    OrdersOpened,
    RoundStarted,
    ServeCounted,
    Special,
    TapClosed,
)
from tabletop.i18n import t


def describe_event(event: Event, name: Callable[[int], str]) -> str | None:
    """``event`` in words for the log (the engine's sentences, names filled in)."""
    match event:
        case RoundStarted(round=number, innkeeper=seat):
            return t("polterfass.log.round_started", round=number, name=name(seat))
        case BarrelsThrown(seat=seat, first=first, landings=landings):
            standing = sum(1 for landing in landings if landing.standing)
            key = _throw_key(first, len(landings), standing)
            faces = ", ".join(_face_text(landing.face) for landing in landings
                              if landing.standing)
            line = t(f"polterfass.log.{key}", name=name(seat), count=len(landings),
                     standing=standing)
            return f"{line} {faces}".strip() if faces else line
        case FirstThrowRepeated(seat=seat):
            return t("polterfass.log.first_throw_repeated", name=name(seat))
        case OrdersOpened():
            return t("polterfass.log.orders_opened")
        case ChoiceSealed(seat=seat, choice=cards):
            # The name first: the line is private, and says whose it is.
            line = t("polterfass.log.choice_sealed", order=sum(cards),
                     cards=" + ".join(str(card) for card in cards))
            return f"{name(seat)}: {line}"
        case SeatChose(seat=seat):
            return t("polterfass.log.seat_chose", name=name(seat))
        case ChoicesRevealed(choices=choices):
            orders = ", ".join(f"{name(seat)} {sum(cards)}" for seat, cards in choices.items())
            return f"{t('polterfass.log.choices_revealed')} {orders}"
        case TapClosed(seat=seat):
            return t("polterfass.log.tap_closed", name=name(seat))
        case InnkeeperFailed(seat=seat):
            return t("polterfass.log.innkeeper_failed", name=name(seat))
        case BarrelRemoved(face=face):
            return t("polterfass.log.barrel_removed", face=face)
        case BarrelDoubled(face=face):
            return t("polterfass.log.barrel_doubled", face=face)
        case ServeCounted(seat=seat, serve=serve):
            return t("polterfass.log.serve_counted", name=name(seat), serve=serve)
        case BillSettled(failed=failed, serve=serve, total=total, gains=gains,
                         scores=scores):
            head = (t("polterfass.log.bill_failed") if failed
                    else t("polterfass.log.bill_settled", total=total, serve=serve))
            parts = [t("polterfass.log.gain", name=name(seat), gain=_signed(gain),
                       score=scores[seat]) for seat, gain in enumerate(gains)]
            return " ".join([head, *parts])
    return None


def _throw_key(first: bool, count: int, standing: int) -> str:
    """The log sentence for a throw, by number: "1 lands", "2 land", "one barrel"."""
    if count == 1:
        return "barrel_thrown_standing" if standing else "barrel_thrown_lying"
    key = "barrels_thrown_first" if first else "barrels_thrown"
    return f"{key}_one_standing" if standing == 1 else key


def _face_text(face: int | Special | None) -> str:
    if isinstance(face, Special):
        return t(f"polterfass.face.{face.value}")
    return str(face)


def _signed(value: int) -> str:
    return f"+{value}" if value > 0 else str(value)
