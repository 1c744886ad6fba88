"""Winner's Circle on a phone: the seat's chips still in hand, its own face-down bets and
money, and each bet it may lay (RULES.md §1.4); the rolls and moves are public moves on
the shared screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from scenes.games.phone_kit import hex_colour, status, word
from scenes.games.winners_circle.art import HORSE_COLOURS
from tabletop.core.engine import Engine
from tabletop.games.winners_circle import Phase, WinnersCircleEngine
from tabletop.games.winners_circle_data import RACES
from tabletop.games.winners_circle_events import PlaceBet
from tabletop.i18n import Words
from tabletop.phones.protocol import Choice, Panel, Part, Pick, Piece, SeatFacts, Secret


def _horse(words: Words, horse: int) -> str:
    return words(f"winners_circle.horse.{horse}")


def phone_panel(words: Words, view: Engine[Any], seat: int, position: int,
                names: Sequence[str]) -> Panel:
    game = cast("WinnersCircleEngine", view)
    state = game.state
    secrets = [Secret(word(words, "money"), str(state.money[seat]))]
    secrets += [Secret(word(words, "chips"), str(chip), pieces=(Piece("chip", value=chip),))
                for chip in sorted(state.hands[seat])]
    secrets += [Secret(word(words, "bets"),
                       word(words, "bet_on", chip=bet.chip, horse=_horse(words, bet.horse)),
                       hex_colour(HORSE_COLOURS[bet.horse]), (Piece("chip", value=bet.chip),))
                for bet in state.bets if bet.seat == seat and bet.chip is not None]
    # Every seat's money and bets as the table shows them: a face-down chip's back only.
    table = tuple(SeatFacts(other, str(state.money[other]), tuple(
        Secret(_horse(words, bet.horse), _horse(words, bet.horse),
               hex_colour(HORSE_COLOURS[bet.horse]),
               (Piece("chip", value=None if bet.face_down and other != seat else bet.chip),))
        for bet in state.bets if bet.seat == other))
        for other in range(len(names)))
    your_turn = game.current_seat == seat
    choices: list[Choice] = []
    pick = None
    own = word(words, "on_the_table")
    if your_turn and state.phase is Phase.BETTING:
        own = word(words, "bet_prompt")
        bets = [action for action in game.legal_actions() if isinstance(action, PlaceBet)]
        choices = [Choice(f"bet-{action.horse}-{action.chip}",
                          word(words, "bet_on", chip=action.chip,
                               horse=_horse(words, action.horse)),
                          action, _horse(words, action.horse),
                          hex_colour(HORSE_COLOURS[action.horse]),
                          (f"chip-{action.chip}", f"horse-{action.horse}"),
                          Piece("chip", value=action.chip))
                   for action in bets]
        # A chip and a horse to tap, then one button: not every pair as its own button.
        chips = sorted({action.chip for action in bets})
        horses = sorted({action.horse for action in bets})
        pick = Pick(word(words, "bet_pick_label"), word(words, "bet_pick"), 2, (
            *(Part(f"chip-{chip}", str(chip), Piece("chip", value=chip)) for chip in chips),
            *(Part(f"horse-{horse}", _horse(words, horse),
                   Piece("horse", value=horse + 1, colour=hex_colour(HORSE_COLOURS[horse])))
              for horse in horses)))
    # The TV's own words, "Race 1 of 3" (trial Z2: the phone said "Round 1 of 3").
    title = " · ".join((words("winners_circle.title"),
                        words("winners_circle_scene.race_label", race=state.race, races=RACES)))
    return Panel(position, your_turn, title, status(words, game, seat, names, own), tuple(secrets),
                 tuple(choices), pick, table, game.current_seat)
