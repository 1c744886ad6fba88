"""Winner's Circle on a phone: the seat's chips still in hand, its own face-down bets and
money, and each bet it may lay (RULES.md §1.4); on its race turn the roll and the horse to
move, public moves the shared screen takes too (:data:`PUBLIC_MOVES`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from scenes.games.phone_kit import PublicMoves, hex_colour, status, word
from scenes.games.winners_circle.art import HORSE_COLOURS
from scenes.games.winners_circle.log_words import money_text
from tabletop.core.engine import Engine
from tabletop.games.winners_circle import (
    Phase,
    WinnersCircleEngine,
    WinnersCircleState,
    card_value,
    landing,
)
from tabletop.games.winners_circle_data import FINISH, HORSES, RACES
from tabletop.games.winners_circle_events import MoveHorse, PlaceBet, Roll
from tabletop.games.winners_circle_rules import printed_space
from tabletop.i18n import Words
from tabletop.phones.protocol import Choice, Panel, Part, Pick, Piece, SeatFacts, Secret

PUBLIC_MOVES: PublicMoves = (Roll, MoveHorse)
"""A race turn's roll and horse (RULES.md §1.5): public moves the mover's own phone makes
too, beside the shared screen (trial Z2/012: the phone said "Your move is on the shared
screen" through a whole race)."""


def _horse(words: Words, horse: int) -> str:
    return words(f"winners_circle.horse.{horse}")


def _horse_piece(horse: int) -> Piece:
    return Piece("horse", value=horse + 1, colour=hex_colour(HORSE_COLOURS[horse]))


def phone_panel(words: Words, view: Engine[Any], seat: int, position: int,
                names: Sequence[str]) -> Panel:
    game = cast("WinnersCircleEngine", view)
    state = game.state
    # Money is public: the page's header and the table's rows show it as the TV writes it,
    # "$0" (trial Z2/014: "0" under "Only you can see this"); the room goes to the horses.
    secrets = [Secret(word(words, "chips"), str(chip), pieces=(Piece("chip", value=chip),))
               for chip in sorted(state.hands[seat])]
    secrets += [Secret(word(words, "bets"),
                       word(words, "bet_on", chip=bet.chip, horse=_horse(words, bet.horse)),
                       hex_colour(HORSE_COLOURS[bet.horse]), (Piece("chip", value=bet.chip),))
                for bet in state.bets if bet.seat == seat and bet.chip is not None]
    # Every seat's money and bets as the table shows them: a face-down chip's back only.
    table = tuple(SeatFacts(other, money_text(words, state.money[other]), tuple(
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
        choices, pick = _bets(words, game)
    elif your_turn and state.phase is Phase.ROLL:
        own = word(words, "race_roll")
        choices = [Choice("roll", words("winners_circle_scene.roll"), Roll(seat))]
    elif your_turn and state.phase is Phase.MOVE and state.symbol is not None:
        own = word(words, "race_move",
                   symbol=words(f"winners_circle.symbol.{state.symbol.value}"))
        choices = [_move(words, state, seat, horse) for horse in range(HORSES)]
    # The TV's own words, "Race 1 of 3" (trial Z2: the phone said "Round 1 of 3").
    title = " · ".join((words("winners_circle.title"),
                        words("winners_circle_scene.race_label", race=state.race, races=RACES)))
    return Panel(position, your_turn, title, status(words, game, seat, names, own), tuple(secrets),
                 tuple(choices), pick, table, game.current_seat)


def _bets(words: Words, game: WinnersCircleEngine) -> tuple[list[Choice], Pick]:
    """Each bet the seat may lay, and the chip and horse to tap for it."""
    bets = [action for action in game.legal_actions() if isinstance(action, PlaceBet)]
    # The button says what it does, "Bet 2 on Red" (trial Z2/014: "Red · 2 on Red").
    choices = [Choice(f"bet-{action.horse}-{action.chip}",
                      word(words, "bet_send", chip=action.chip,
                           horse=_horse(words, action.horse)),
                      action, colour=hex_colour(HORSE_COLOURS[action.horse]),
                      parts=(f"chip-{action.chip}", f"horse-{action.horse}"),
                      piece=Piece("chip", value=action.chip))
               for action in bets]
    # A chip and a horse to tap, then one button: not every pair as its own button.
    chips = sorted({action.chip for action in bets})
    horses = sorted({action.horse for action in bets})
    # The highest chip is lifted at first, every turn, as the TV lifts it (trial Z2/014: the
    # only chip left was lifted on some turns and not on others).
    return choices, Pick(word(words, "bet_pick_label"), word(words, "bet_pick"), 2, (
        *(Part(f"chip-{chip}", str(chip), Piece("chip", value=chip), "chip") for chip in chips),
        *(Part(f"horse-{horse}", _horse(words, horse), _horse_piece(horse), "horse")
          for horse in horses)), (f"chip-{chips[-1]}",))


def _move(words: Words, state: WinnersCircleState, seat: int, horse: int) -> Choice:
    """Horse ``horse`` as the lanes show it after the roll: how far it runs and where it
    lands, or why it may not be chosen (finished, its card used), greyed in its place. A
    horse blocked ahead is chosen as on the TV, which asks it twice: lifted first, its
    button says it stays (RULES.md §1.5 racing 2, WC-T6)."""
    name, piece = _horse(words, horse), _horse_piece(horse)
    if horse in state.finished or not state.face_up[horse]:
        why = (words(f"winners_circle_scene.podium_{state.finished.index(horse) + 1}")
               if horse in state.finished else words("winners_circle_scene.card_moved"))
        return Choice(f"move-{horse}", word(words, "horse_out", horse=name, why=why), None,
                      piece=piece, unavailable=True)
    assert state.symbol is not None
    steps = card_value(state.cards[horse], state.symbol)
    end = landing(state.progress, state.running(), horse, steps)
    if end == state.progress[horse]:
        label = word(words, "move_blocked", horse=name)
        send = word(words, "move_send_blocked", horse=name)
    else:
        where = (words(f"winners_circle_scene.podium_{len(state.finished) + 1}")
                 if end >= FINISH else str(printed_space(end)))
        label = word(words, "move_label", horse=name, steps=steps, where=where)
        send = word(words, "move_send", horse=name, where=where)
    return Choice(f"move-{horse}", label, MoveHorse(seat, horse), piece=piece, select=send)
