"""The person's prompt and the header's race label in words, from what the table shows
(as Polterfass's ``prompt_words``)."""

from __future__ import annotations

from collections.abc import Callable

from scenes.games.winners_circle.bet_words import bet_prompt_key
from scenes.games.winners_circle.forced import only_movable
from tabletop.games.winners_circle import Phase, WinnersCircleEngine
from tabletop.games.winners_circle_data import RACES
from tabletop.games.winners_circle_rules import race_multiplier
from tabletop.i18n import Words


def person_words(text: Callable[..., str], words: Words, view: WinnersCircleEngine, seat: int,
                 name: str, lifted: int, horse_name: Callable[[int], str],
                 by_itself: bool) -> str:
    """What ``seat`` (``name``), to act in ``view``, is asked: ``lifted`` is the index of
    the chip lifted among theirs, ``by_itself`` whether a forced move plays unpressed."""
    state = view.state
    if state.phase is Phase.BETTING:
        chips = sorted(state.hands[seat], reverse=True)
        chip = chips[min(lifted, len(chips) - 1)] if chips else 0
        hidden = bool(view.options.get("hidden_bets"))
        return text(bet_prompt_key(hidden, len(chips)), name=name, chip=chip)
    if state.phase is Phase.ROLL:
        return text("prompt_roll", name=name)
    symbol = words(f"winners_circle.symbol.{state.symbol.value}") if state.symbol else ""
    only = only_movable(state)
    if only is not None:  # a forced move says so, not "choose a horse" (trial s24 A/218)
        if by_itself:
            return text("prompt_move_itself", name=name, symbol=symbol, horse=horse_name(only))
        return text("prompt_move_only", name=name, symbol=symbol, horse=horse_name(only),
                    number=only + 1)
    return text("prompt_move", name=name, symbol=symbol)


def race_label(text: Callable[..., str], race: int, betting: bool, racing: bool) -> str:
    """"Race 1 of 3", with " · betting" while ``betting``, " · racing" while ``racing``
    (it said nothing then, and a new player wondered whether the race had begun, trial
    s34 P/013), and " · pays double" in a doubled race."""
    label = text("race_label", race=race, races=RACES)
    if betting:
        return label + " · " + text("betting")
    if racing:
        label += " · " + text("racing")
    if race_multiplier(race) > 1:
        return label + " · " + text("doubled_short")
    return label
