"""The Winner's Circle log in words: one sentence per engine event, from the game's catalogue.

The log panel holds the current viewer's ``view().log``: a face-down chip's
value reaches this only in its owner's own view (``HiddenBetPlaced``), and
everybody else reads the public trace (``FaceDownBetPlaced``).
"""

from __future__ import annotations

from collections.abc import Callable

from scenes import theme
from tabletop.core.events import Event
from tabletop.games.winners_circle_events import (
    BetPlaced,
    BettingClosed,
    CardsTurnedUp,
    ChipSettled,
    ChipsRevealed,
    DeckShuffled,
    DieRolled,
    FaceDownBetPlaced,
    FirstBettorChosen,
    HiddenBetPlaced,
    HorseCardDrawn,
    HorseFinished,
    HorseMoved,
    MoneySettled,
    PaceTaken,
    RaceEnded,
    RaceStarted,
)
from tabletop.i18n import t


def horse_name(horse: int) -> str:
    return t(f"winners_circle.horse.{horse}")


def money_text(amount: int) -> str:
    """An amount of money as the table writes it, with its dollar sign: "$1000", "−$100"."""
    sign = "\N{MINUS SIGN}" if amount < 0 else ""
    return sign + t("winners_circle_scene.money", amount=theme.number(abs(amount)))


def describe_event(event: Event, name: Callable[[int], str]) -> str | None:
    """``event`` in words for the log (the engine's sentences, names filled in)."""
    key = "winners_circle.log."
    match event:
        case DeckShuffled(cards=cards):
            return t(key + "deck_shuffled", cards=cards)
        case RaceStarted(race=race, pace_space=space):
            return t(key + "race_started", race=race, pace_space=space)
        case HorseCardDrawn(horse=horse, gate=gate, space=space, returned=returned):
            line = t(key + "horse_card_drawn", horse=horse_name(horse), gate=gate, space=space)
            if returned:
                returned_key = "cards_returned_one" if len(returned) == 1 else "cards_returned"
                line = t(key + returned_key, count=len(returned)) + " " + line
            return line
        case FirstBettorChosen(seat=seat, by_money=by_money):
            return t(key + ("first_bettor_chosen_by_money" if by_money
                            else "first_bettor_chosen"), name=name(seat))
        case BetPlaced(seat=seat, horse=horse, chip=chip):
            return t(key + "bet_placed", name=name(seat), chip=chip, horse=horse_name(horse))
        case HiddenBetPlaced(seat=seat, horse=horse, chip=chip):
            # Private: the owner's own line names the owner, never anybody else.
            line = t(key + "hidden_bet_placed", chip=chip, horse=horse_name(horse))
            return f"{name(seat)}: {line}"
        case FaceDownBetPlaced(seat=seat, horse=horse):
            return t(key + "face_down_bet_placed", name=name(seat), horse=horse_name(horse))
        case BettingClosed(seat=seat):
            return t(key + "betting_closed", name=name(seat))
        case DieRolled(seat=seat, symbol=symbol):
            return t(key + "die_rolled", name=name(seat),
                     symbol=t(f"winners_circle.symbol.{symbol.value}"))
        case HorseMoved(seat=seat, horse=horse, steps=steps, from_progress=before,
                        to_progress=after, from_space=start, to_space=end, blocked=blocked):
            if blocked and after == before:  # every space ahead taken: it stays (WC-T6)
                return t(key + "horse_stuck", name=name(seat), horse=horse_name(horse),
                         steps=steps, space=start)
            moved = "horse_moved_blocked" if blocked else (
                "horse_moved_one" if steps == 1 else "horse_moved")
            return t(key + moved, name=name(seat), horse=horse_name(horse), steps=steps,
                     from_space=start, to_space=end)
        case PaceTaken(horse=horse, space=space):
            return t(key + "pace_taken", horse=horse_name(horse), space=space)
        case HorseFinished(horse=horse, place=place):
            return t(key + "horse_finished", horse=horse_name(horse), place=place)
        case CardsTurnedUp():
            return t(key + "cards_turned_up")
        case RaceEnded(race=race, last_horse=last):
            return t(key + "race_ended", race=race, last_horse=horse_name(last))
        case ChipsRevealed():
            return t(key + "chips_revealed")
        case ChipSettled(seat=seat, horse=horse, chip=chip, kind=kind, rate=rate,
                         multiplier=multiplier, amount=amount):
            return t(key + "chip_settled", name=name(seat), chip=chip, horse=horse_name(horse),
                     kind=t(f"winners_circle.payout.{kind.value}"), rate=rate,
                     multiplier=multiplier, amount=money_text(amount))
        case MoneySettled(seat=seat, gained=gained, paid=paid, money=money):
            return t(key + "money_settled", name=name(seat), gained=money_text(gained),
                     paid=money_text(paid), money=money_text(money))
    return None
