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
from tabletop.phones.protocol import Choice, Panel, Secret


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
                              word(words, "order_cards", cards=_cards(placed), total=sum(placed))))
    your_turn = game.current_seat == seat
    choices: list[Choice] = []
    if your_turn and state.phase is Phase.ORDERS:
        # Grouped by what the order is worth: the cards only say how it was made up.
        orders = sorted((action for action in game.legal_actions() if isinstance(action, Order)),
                        key=lambda order: (sum(order.cards), len(order.cards), order.cards))
        choices = [Choice("order-" + "-".join(map(str, order.cards)), _cards(order.cards), order,
                          words("polterfass_scene.order", order=sum(order.cards)))
                   for order in orders]
        own = word(words, "order_prompt")
    elif your_turn:
        own = word(words, "on_the_table")
    else:
        own = ""
    title = " · ".join((words("polterfass.title"),
                        words("polterfass_scene.round_label", round=state.round)))
    return Panel(position, your_turn, title, status(words, game, seat, names, own), tuple(secrets),
                 tuple(choices))
