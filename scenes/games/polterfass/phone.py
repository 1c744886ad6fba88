"""Polterfass on a phone: the guest's secret order (one or two of the cards 0–7, PF-D11)
and, once placed, the order itself; the innkeeper's throws stay on the shared screen,
where everybody watches them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from scenes.games.phone_kit import status, word
from tabletop.core.engine import Engine
from tabletop.games.polterfass import Order, Phase, PolterfassEngine
from tabletop.i18n import Words
from tabletop.phones.protocol import Choice, Panel, Part, Pick, Piece, SeatFacts, Secret


def _cards(cards: Sequence[int]) -> str:
    return " + ".join(str(card) for card in cards)


def phone_panel(words: Words, view: Engine[Any], seat: int, position: int,
                names: Sequence[str]) -> Panel:
    game = cast("PolterfassEngine", view)
    state = game.state
    secrets = [Secret(word(words, "score"), str(state.scores[seat]))]
    placed = state.orders.choices.get(seat)
    if placed is not None:
        secrets.append(Secret(word(words, "your_order"),
                              word(words, "order_cards", cards=_cards(placed), total=sum(placed)),
                              pieces=tuple(Piece("order", value=card) for card in placed)))
    your_turn = game.current_seat == seat
    choices: list[Choice] = []
    pick = None
    if your_turn and state.phase is Phase.ORDERS:
        # Each order is one or two cards (PF-D11): the phone shows the cards to toggle and
        # one button for the order they make, not every combination as its own button.
        orders = sorted((action for action in game.legal_actions() if isinstance(action, Order)),
                        key=lambda order: (sum(order.cards), len(order.cards), order.cards))
        choices = [Choice("order-" + "-".join(map(str, order.cards)), _cards(order.cards), order,
                          words("polterfass_scene.order", order=sum(order.cards)),
                          parts=tuple(f"card-{card}" for card in order.cards))
                   for order in orders]
        cards = sorted({card for order in orders for card in order.cards})
        pick = Pick(word(words, "order_cards_label"), word(words, "order_pick"),
                    max(len(order.cards) for order in orders),
                    tuple(Part(f"card-{card}", str(card), Piece("order", value=card))
                          for card in cards))
        own = word(words, "order_prompt")
    elif your_turn:
        own = word(words, "on_the_table")
    else:
        own = ""
    title = " · ".join((words("polterfass.title"),
                        words("polterfass_scene.round_label", round=state.round)))
    # Everybody sees the scores and who has ordered (a face-down card), never the order.
    guests = set(state.guests(len(names)))
    table = tuple(SeatFacts(other, str(state.scores[other]), (
        (Secret(word(words, "ordered"), word(words, "ordered")),)
        if other in guests and state.orders.has_chosen(other) else ()))
        for other in range(len(names)))
    return Panel(position, your_turn, title, status(words, game, seat, names, own), tuple(secrets),
                 tuple(choices), pick, table, game.current_seat)
