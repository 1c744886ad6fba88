"""Where a person takes each Wizard Extreme move: the lesson's glow (:mod:`scenes.modes.lesson`)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.games.wizard_extreme.seals import SealPool
from scenes.widgets.button import Button
from scenes.widgets.card_hand import CardHand
from tabletop.core.actions import Action
from tabletop.games.wizard_extreme import PlayCard, Predict, Seal, StealSeal, TakeMagician, TakeSeal


def lesson_piece(pool: SealPool, hand: CardHand, confirm: Button, magician: Button,
                 action: Action,
                 others: tuple[int | None, Sequence[CardHand]] = (None, ())) -> pygame.Rect | None:
    """A seal's stack, the confirm or magician button, or the part of a card the next one
    leaves showing in the fanned hand (where a click lands on that card). ``others``: the
    seat ``hand`` belongs to and every seat's place, where a replay lays each other hand
    face up (a face-down one shows no card)."""
    if isinstance(action, TakeSeal | StealSeal):
        return pygame.Rect(pool.stacks[Seal.of(action.colour)].rect)
    if isinstance(action, Predict | TakeMagician):
        return pygame.Rect((confirm if isinstance(action, Predict) else magician).rect)
    if not isinstance(action, PlayCard):
        return None
    hand_seat, places = others
    held = places[action.seat] if places and action.seat != hand_seat else hand
    return held.showing_rect(action.card)
