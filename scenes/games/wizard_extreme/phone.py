"""Wizard Extreme on a phone: the seat's hand and seals, its prediction, steal, card and
return choices (RULES.md §3), from its own view only."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, cast

from scenes.games.phone_kit import hex_colour, status, word
from scenes.games.wizard_extreme.art import POOL_ORDER, SEAL_COLOURS
from scenes.games.wizard_extreme.panels import card_name, predict_prompt, seal_name
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.games.wizard_extreme import (
    BLACK_PENALTY,
    COLOURED_PENALTY,
    WHITE_PENALTY,
    Card,
    Colour,
    Phase,
    PlayCard,
    Predict,
    ReturnSeal,
    Seal,
    StealSeal,
    TakeMagician,
    TakeSeal,
    WizardExtremeEngine,
)
from tabletop.i18n import Words
from tabletop.phones.protocol import Choice, Confirm, Panel, Piece, SeatFacts, Secret


def _card_colour(card: Card) -> str:
    return hex_colour(SEAL_COLOURS[Seal(card.colour.value)])


def _card(card: Card) -> Piece:
    return Piece("card", card.colour.value, card.value)


def _seal(seal: Seal, count: int | None = None) -> Piece:
    return Piece("seal", seal.value, count)


def _seals(words: Words, state: Any, seat: int) -> list[Secret]:
    """The seals ``seat`` has taken (public: they lie before it) and the magician."""
    held = state.seals[seat] if seat < len(state.seals) else {}
    found = [Secret(word(words, "seals"), f"{seal_name(words, seal)} ×{held[seal]}",
                    hex_colour(SEAL_COLOURS[seal]), (_seal(seal, held[seal]),))
             for seal in POOL_ORDER if held.get(seal)]
    if state.magician == seat:
        found.append(Secret(word(words, "seals"), words("wizard_extreme.magician"),
                            hex_colour(SEAL_COLOURS[Seal.BLACK]), (Piece("magician"),)))
    return found


def _choice(words: Words, action: Action, names: Sequence[str],
            game: WizardExtremeEngine) -> Choice | None:
    """The button for one legal action, or None for one the phone does not offer."""
    if isinstance(action, PlayCard):
        return _card_choice(words, action.card, action)
    if isinstance(action, TakeSeal):
        seal = Seal(action.colour.value)
        return Choice(f"take-{seal.value}",
                      words("wizard_extreme.action.take_seal", seal=seal_name(words, seal)), action,
                      word(words, "group_predict"), hex_colour(SEAL_COLOURS[seal]),
                      piece=_seal(seal), terse=True)
    if isinstance(action, StealSeal):
        seal = Seal(action.colour.value)
        return Choice(f"steal-{seal.value}-{action.victim}",
                      words("wizard_extreme.action.steal_seal", seal=seal_name(words, seal),
                            victim=names[action.victim]),
                      action, word(words, "group_steal"), hex_colour(SEAL_COLOURS[seal]),
                      piece=_seal(seal))
    if isinstance(action, TakeMagician):
        # Chosen, then confirmed, as on the TV: it ends the seat's prediction at once.
        scene = "wizard_extreme_scene"
        confirm = Confirm(words(f"{scene}.confirm_magician"), words(f"{scene}.magician_back"),
                          words(f"{scene}.magician_chosen",
                                base=game.magician_cost(action.seat)))
        return Choice("magician", words("wizard_extreme.action.take_magician"), action,
                      word(words, "group_predict"), hex_colour(SEAL_COLOURS[Seal.BLACK]),
                      piece=Piece("magician"), terse=True, confirm=confirm)
    if isinstance(action, Predict):
        return Choice("predict", words("wizard_extreme.action.predict"), action,
                      word(words, "group_predict"))
    if isinstance(action, ReturnSeal):
        seal = action.seal
        return Choice(f"return-{seal.value}",
                      words("wizard_extreme.action.return_seal", seal=seal_name(words, seal)),
                      action, word(words, "group_return"), hex_colour(SEAL_COLOURS[seal]),
                      piece=_seal(seal), terse=True)
    return None


def _card_choice(words: Words, card: Card, play: PlayCard | None) -> Choice:
    """A card of the hand as a button: lifted by a first tap and played by a second, or by
    the "Play red 9" button it shows (trial W: a slip of the finger played the 8 for the
    9); greyed when it may not be played now (``play`` None)."""
    name = card_name(words, card)
    return Choice(f"card-{card.colour.value}-{card.value}", name, play,
                  word(words, "group_play"), _card_colour(card), piece=_card(card),
                  terse=True, select=word(words, "play_card", card=name),
                  unavailable=play is None)


def _hand_to_play(words: Words, game: WizardExtremeEngine, seat: int) -> list[Choice]:
    """The whole hand, in its order, as the cards to play: the legal ones to tap, the rest
    greyed, so the hand shows once on the phone (trial W: a strip of it above the buttons
    pushed them down a 390x844 phone)."""
    legal = {action.card: action for action in game.legal_actions()
             if isinstance(action, PlayCard)}
    return [_card_choice(words, card, legal.get(card)) for card in game.state.hands[seat] or []]


def _help(words: Words, game: WizardExtremeEngine, seat: int) -> tuple[str, ...]:
    """The TV prediction panel's help beside the seals (trial W): what each seal left
    costs; that a seal once taken stays (WE-D13: a prediction cannot be changed, and the
    engine takes it seal by seal); and, with none taken yet, that confirming predicts no
    tricks (WE-D12)."""
    state = game.state
    if state.phase is not Phase.PREDICT or game.current_seat != seat:
        return ()
    scene = "wizard_extreme_scene"
    lines = [words(f"{scene}.seal_values", coloured=COLOURED_PENALTY, black=BLACK_PENALTY,
                   white=WHITE_PENALTY), word(words, "seal_final")]
    if not any(state.seals[seat].values()):
        lines.append(words(f"{scene}.taken_none"))
    return tuple(lines)


def _table_place(action: Action) -> tuple[int, int]:
    """The prediction's own buttons first, then taking from another seat, then returning;
    in each, seals in the order the table shows them (red first, as in the middle), every
    other choice after them, as the rules list it. Taking from another seat comes below
    once someone holds a seal, so the seals tapped before never move down under the
    finger (trial s38 W/008: they jumped some 200 px)."""
    match action:
        case TakeSeal(colour=colour):
            return 0, POOL_ORDER.index(Seal(colour.value))
        case StealSeal(colour=colour):
            return 1, POOL_ORDER.index(Seal(colour.value))
        case ReturnSeal(seal=seal):
            return 2, POOL_ORDER.index(seal)
        case Predict():
            return 0, len(POOL_ORDER) + 1
    return 0, len(POOL_ORDER)


def _prediction(words: Words, game: WizardExtremeEngine, seat: int,
                names: Sequence[str]) -> list[Choice]:
    """A turn of the prediction: every seal of the middle and the magician always in their
    places, greyed once gone or not to be taken, then Predict, then the seals to take from
    another seat: a seal emptied from the middle or the magician taken never moves the
    buttons after it (trial s38 W/008)."""
    legal = game.legal_actions()
    always: list[Action] = [TakeSeal(seat, colour) for colour in Colour]
    always.append(TakeMagician(seat))
    choices = []
    for action in sorted(legal + [a for a in always if a not in legal], key=_table_place):
        choice = _choice(words, action, names, game)
        if choice is not None and action not in legal:
            choice = replace(choice, action=None, unavailable=True)
        if choice is not None:
            choices.append(choice)
    return choices


def _prompt(words: Words, game: WizardExtremeEngine, seat: int, name: str) -> str:
    phase = game.state.phase
    if phase is Phase.RETURN:
        return words("wizard_extreme.prompt.return", name=name)
    if phase is Phase.PLAY:
        return words("wizard_extreme.prompt.play", name=name)
    return predict_prompt(words, game, seat, name)


def phone_panel(words: Words, view: Engine[Any], seat: int, position: int,
                names: Sequence[str]) -> Panel:
    game = cast("WizardExtremeEngine", view)
    state = game.state
    your_turn = game.current_seat == seat
    playing = your_turn and state.phase is Phase.PLAY
    # While it plays, the hand is its buttons (_hand_to_play), drawn once.
    secrets = [] if playing else [
        Secret(word(words, "hand"), card_name(words, card), _card_colour(card), (_card(card),))
        for card in state.hands[seat] or []]
    own_seals = _seals(words, state, seat)
    if not own_seals and state.phase is Phase.PREDICT:
        # The row stands from the start, so the first seal taken does not push the
        # buttons under it down (trial s38 W/008).
        own_seals = [Secret(word(words, "seals"), word(words, "seals_none"))]
    secrets += own_seals
    # Each card on the table named with who played it (trial W).
    secrets += [Secret(word(words, "trick"), f"{names[player]}: {card_name(words, card)}",
                       _card_colour(card), (_card(card),), seat=player)
                for player, card in state.trick]
    scores = game.scores()
    table = tuple(SeatFacts(other, str(scores[other]), (
        Secret(word(words, "tricks_won"), str(state.tricks_won[other])
               if other < len(state.tricks_won) else "0"),
        *_seals(words, state, other)))
        for other in range(len(names)))
    if playing:
        choices = _hand_to_play(words, game, seat)
    elif your_turn and state.phase is Phase.PREDICT:
        choices = _prediction(words, game, seat, names)
    else:
        choices = [choice for action in sorted(game.legal_actions(), key=_table_place)
                   if (choice := _choice(words, action, names, game)) is not None
                   ] if your_turn else []
    title = " · ".join((words("wizard_extreme.title"),
                        words("table.round", round=state.round, rounds=state.rounds)))
    return Panel(position, your_turn, title,
                 status(words, game, seat, names, _prompt(words, game, seat, names[seat])),
                 tuple(secrets), tuple(choices), table=table, current=game.current_seat,
                 help=_help(words, game, seat))
