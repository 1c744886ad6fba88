"""The words over and under the Winner's Circle table: the prompt (the person's, or the
table's own while a move plays) and the header's race label, moved out of the scene, which
had reached the 600-line limit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from scenes.games.winners_circle.bet_words import bet_prompt_key, first_why, richest
from scenes.games.winners_circle.forced import only_movable
from scenes.widgets.button import key_label
from tabletop.games.winners_circle import Phase, WinnersCircleEngine
from tabletop.games.winners_circle_data import RACES
from tabletop.games.winners_circle_rules import race_multiplier

if TYPE_CHECKING:
    from scenes.games.winners_circle.scene import WinnersCircleScene


def table_prompt(scene: WinnersCircleScene,
                 view: WinnersCircleEngine) -> tuple[str, int | None] | None:
    """While a race's finish and payout play, the prompt says so, not the next
    decision's "is thinking…", the last mover's "choose a horse" or, after race 3,
    "press Enter for the results" before the final payout was even shown; while the
    die tumbles, who rolls it; before the cover over the first bettor's chips, why."""
    if scene.race_ending is not None:
        return scene.text("prompt_payout", race=scene.race_ending), None
    state, seat = view.state, view.state.first_bettor
    # The ribbon saying why stood under the cover (trial s32 I/020: races 2 and 3
    # began with another person, and nothing said why).
    if (state.phase is Phase.BETTING and not state.bets and scene.session.current_seat == seat
            and scene.driver.curtain.hides(seat)):
        context = scene.context
        enter = key_label(context.words, pygame.K_RETURN, context.input)
        why = scene.text(f"why_{first_why(state.race, richest(state.money))}")
        return (scene.text("prompt_curtain_first", name=scene.session.name(seat), key=enter,
                           why=why), scene.prompt_slot(seat, False))
    if scene.rolling is not None:
        return (scene.text("prompt_rolling", name=scene.session.name(scene.rolling)),
                scene.session.seats[scene.rolling].colour)
    return None


def person_prompt(scene: WinnersCircleScene, view: WinnersCircleEngine, seat: int) -> str:
    name = scene.session.name(seat)
    state = view.state
    if state.phase is Phase.BETTING:
        chips = sorted(state.hands[seat], reverse=True)
        chip = chips[min(scene.table.selected_chip, len(chips) - 1)] if chips else 0
        hidden = bool(view.options.get("hidden_bets"))
        return scene.text(bet_prompt_key(hidden, len(chips)), name=name, chip=chip)
    if state.phase is Phase.ROLL:
        return scene.text("prompt_roll", name=name)
    symbol = (scene.context.words(f"winners_circle.symbol.{state.symbol.value}")
              if state.symbol else "")
    only = only_movable(state)
    if only is not None:  # a forced move says so, not "choose a horse" (trial s24 A/218)
        horse = scene.table.lanes[only].horse_name(only)
        if scene.moves_by_itself():
            return scene.text("prompt_move_itself", name=name, symbol=symbol, horse=horse)
        return scene.text("prompt_move_only", name=name, symbol=symbol, horse=horse,
                          number=only + 1)
    return scene.text("prompt_move", name=name, symbol=symbol)


def round_label(scene: WinnersCircleScene, view: WinnersCircleEngine) -> str:
    """The race on the table, which a payout still playing may not have left yet; its
    bets while the table or ``view`` (a lesson's card of the last bet) has them."""
    race, state = scene.race_shown, view.state
    betting = state.phase is Phase.BETTING and state.race == race
    label = scene.text("race_label", race=race, races=RACES)
    if (scene.table.phase is Phase.BETTING or betting) and scene.bets_in != race:
        label += " · " + scene.text("betting")
    elif race_multiplier(race) > 1:
        label += " · " + scene.text("doubled_short")
    return label
