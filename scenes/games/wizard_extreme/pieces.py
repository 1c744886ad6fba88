"""Where a person takes each Wizard Extreme move: the lesson's glow (:mod:`scenes.modes.lesson`)."""

from __future__ import annotations

import pygame

from scenes.games.wizard_extreme.seals import SealPool
from scenes.widgets.button import Button
from scenes.widgets.card_hand import CardHand
from tabletop.core.actions import Action
from tabletop.games.wizard_extreme import PlayCard, Predict, Seal, StealSeal, TakeMagician, TakeSeal


def lesson_piece(pool: SealPool, hand: CardHand, confirm: Button, magician: Button,
                 action: Action) -> pygame.Rect | None:
    """A seal's stack, the confirm or magician button, or the part of a card the next one
    leaves showing in the fanned hand (where a click lands on that card)."""
    if isinstance(action, TakeSeal | StealSeal):
        return pygame.Rect(pool.stacks[Seal.of(action.colour)].rect)
    if isinstance(action, Predict | TakeMagician):
        return pygame.Rect((confirm if isinstance(action, Predict) else magician).rect)
    if not isinstance(action, PlayCard):
        return None
    cards = hand.cards
    for index, card in enumerate(cards):
        if card.value == action.card:
            rect = card.rect()
            later = cards[index + 1].rect() if index + 1 < len(cards) else None
            if later is not None and rect.x < later.x < rect.right:
                rect.width = later.x - rect.x
            return rect
    return None
