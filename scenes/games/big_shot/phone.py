"""Big Shot on a phone, with hidden money (BS-D17): the seat's own cash and loans, and its
bids, pass and loan in an auction; the roll and the cube placing are public moves on the
shared screen."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from scenes.games.big_shot.cash_known import known_cash
from scenes.games.big_shot.plates import hidden_cash_words, shown_cash
from scenes.games.phone_kit import status, word
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.games.big_shot_events import Bid, Pass, TakeLoan
from tabletop.i18n import Words
from tabletop.phones.protocol import Choice, Panel, Piece, SeatFacts, Secret

FIRST_STEPS = 5
"""The bids offered one by one above the lowest; past them, every fifth million, so a
phone shows a short list however much may be bid."""


def _offered(amounts: Sequence[int]) -> list[int]:
    if not amounts:
        return []
    low = amounts[0]
    return [amount for amount in amounts
            if amount < low + FIRST_STEPS or amount % 5 == 0 or amount == amounts[-1]]


def _choice(words: Words, action: Action) -> Choice | None:
    if isinstance(action, Pass):
        return Choice("pass", words("big_shot_scene.pass"), action)
    if isinstance(action, TakeLoan):
        return Choice("loan", word(words, "take_loan"), action)
    return None


def phone_panel(words: Words, view: Engine[Any], seat: int, position: int,
                names: Sequence[str]) -> Panel:
    game = cast("BigShotEngine", view)
    state = game.state
    secrets = []
    for colour in game.colours_of(seat):
        cash, loans = state.cash[colour], state.loans[colour]
        if cash is not None:
            secrets.append(Secret(word(words, "cash"), words("big_shot_scene.money", amount=cash),
                                  pieces=(Piece("money", value=cash),)))
        if loans is not None:
            secrets.append(Secret(word(words, "loans"), str(loans),
                                  pieces=tuple(Piece("loan") for _ in range(loans))))
    your_turn = game.current_seat == seat
    choices: list[Choice] = []
    own = word(words, "on_the_table")
    if your_turn and state.phase is Phase.AUCTION:
        own = word(words, "bid_prompt", amount=game.min_bid())
        actions = game.legal_actions()
        choices = [choice for action in actions
                   if (choice := _choice(words, action)) is not None]
        bids = {action.amount: action for action in actions if isinstance(action, Bid)}
        choices += [Choice(f"bid-{amount}", words("big_shot_scene.bid", amount=amount),
                           bids[amount], word(words, "group_bid"),
                           piece=Piece("money", value=amount), terse=True)
                    for amount in _offered(sorted(bids))]
    return Panel(position, your_turn, words("big_shot.title"),
                 status(words, game, seat, names, own), tuple(secrets), tuple(choices),
                 table=tuple(_public(words, game, other) for other in range(len(names))),
                 current=game.current_seat)


def _public(words: Words, game: BigShotEngine, seat: int) -> SeatFacts:
    """A seat's cash as the plates show it (None while hidden, BS-D17; "showed 2M" once
    shown on failing to pay) and its loans."""
    cash = shown_cash(game, seat)
    score = None if cash is None else words("big_shot_scene.money", amount=cash)
    if score is None and any(known_cash(game, c) is not None for c in game.colours_of(seat)):
        score = hidden_cash_words(words, game, seat)
    loans = sum(game.state.loans[colour] or 0 for colour in game.colours_of(seat))
    facts = (Secret(word(words, "loans"), str(loans),
                    pieces=tuple(Piece("loan") for _ in range(loans))),) if loans else ()
    return SeatFacts(seat, score, facts)
