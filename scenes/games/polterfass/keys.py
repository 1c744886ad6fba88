"""The keys that do something at the Polterfass table (the scene's ``handle_input``).

A guest orders with the digits, Enter and Space, and typed "Enter, 4, Space" within half
a second: a run of keys that each mean something is no mash (:mod:`scenes.shell.mash`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pygame

from scenes.widgets.button import Button
from tabletop.games.polterfass import CARDS

CARD_KEYS = {
    **{pygame.K_0 + value: value for value in CARDS},
    **{pygame.K_KP0 + value: value for value in CARDS},
}
"""A digit picks (or puts back) the order card of its value."""

ENTER_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER})


def meant_keys(ordering: bool, focused: bool, pieces: Iterable[object]) -> frozenset[int]:
    """The keys a press of which acts now: a guest ``ordering`` picks cards with the digits
    and shows or picks the focused card with Enter; Enter presses a ``focused`` piece; an
    enabled button in ``pieces`` takes its hotkey (Space for the main move, C to close)."""
    hotkeys = {piece.hotkey for piece in pieces
               if isinstance(piece, Button) and piece.enabled and piece.hotkey is not None}
    if ordering:
        return frozenset({*CARD_KEYS, *ENTER_KEYS, *hotkeys})
    return frozenset({*hotkeys, *(ENTER_KEYS if focused else ())})


def toggle_card(selected: list[int], value: int,
                is_order: Callable[[list[int]], bool]) -> tuple[list[int], list[int]]:
    """``selected`` with the order card ``value`` picked or put back, and the cards put back
    to make room, oldest first: an order holds as many cards as the engine takes (two)."""
    if value in selected:
        return [card for card in selected if card != value], []
    chosen, put_back = [*selected, value], []
    while len(chosen) > 1 and not is_order(chosen):
        put_back.append(chosen.pop(0))
    return chosen, put_back
