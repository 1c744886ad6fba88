"""What a phone may never be sent: each hiding game's ``hidden_info(seat)`` turned into
the words a phone would show it in, and the check of every frame a phone received
against the other seats' secrets at the position that frame was made for. One
mechanism for the Python table tests and the Chromium ones."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from tabletop.i18n import Words

SecretWords = Callable[[Words, dict[str, Any]], set[str]]
"""A seat's ``hidden_info`` as the words a phone would show it in."""


def wizard_cards(words: Words, info: dict[str, Any]) -> set[str]:
    """The cards of a seat's hidden hand."""
    return {words("wizard_extreme.card", colour=words(f"wizard_extreme.colour.{card['colour']}"),
                  value=card["value"]) for card in info.get("hand") or []}


def polterfass_order(words: Words, info: dict[str, Any]) -> set[str]:
    """A guest's hidden order (PF-D11)."""
    order = info.get("order")
    if order is None:
        return set()
    cards = " + ".join(str(card) for card in order)
    return {words("phones.order_cards", cards=cards, total=sum(order))}


def winners_circle_bets(words: Words, info: dict[str, Any]) -> set[str]:
    """A seat's face-down chips, each on its horse."""
    return {words("phones.bet_on", chip=chip, horse=words(f"winners_circle.horse.{horse}"))
            for horse, chip in (info.get("face_down_chips") or {}).items()}


def big_shot_money(words: Words, info: dict[str, Any]) -> set[str]:
    """A seat's hidden cash (BS-D17); its loans are a bare count, which any other number
    on a phone could equal, so the cash is what is looked for."""
    return {words("big_shot_scene.money", amount=cash) for cash in info.get("cash") or []}


SECRET_WORDS: dict[str, SecretWords] = {
    "wizard_extreme": wizard_cards,
    "polterfass": polterfass_order,
    "winners_circle": winners_circle_bets,
    "big_shot": big_shot_money,
}
"""Every game that hides something from a seat, and how its secret reads on a phone."""


def strings(message: Any) -> set[str]:
    """Every text in a message, and each part of a "name: card" line on its own."""
    if isinstance(message, str):
        return {message, *(part.strip() for part in message.split(":"))}
    if isinstance(message, dict):
        return set().union(*(strings(value) for value in message.values()))
    if isinstance(message, list):
        return set().union(*(strings(value) for value in message))
    return set()


def leaks(game_id: str, words: Words, received: dict[int, Iterable[dict[str, Any]]],
          hidden: dict[int, list[dict[str, Any]]]) -> list[str]:
    """Each other seat's secret found in a frame a phone received: ``received`` holds
    each seat's frames in order, ``hidden`` every seat's ``hidden_info`` at each position
    the table stood at. A frame without a position is judged at its phone's last panel.

    What the seat holds itself may read the same (two equal orders), and so may a choice
    it is offered (its own chip on the same horse as another's face-down one): those
    are its own, from its own view, and are not counted."""
    secret_words = SECRET_WORDS[game_id]
    found: list[str] = []
    for seat, frames in received.items():
        position = None
        for message in frames:
            position = message.get("position", position)
            if position is None:
                continue
            assert position in hidden, f"a panel for position {position} never stood"
            infos = hidden[position]
            own = secret_words(words, infos[seat])
            offered = {choice["label"] for choice in message.get("choices", [])}
            shown = strings(message) - own - offered
            for other, info in enumerate(infos):
                if other != seat and (leaked := shown & secret_words(words, info)):
                    found.append(f"seat {seat} saw seat {other}'s {leaked} at {position}")
    return found
