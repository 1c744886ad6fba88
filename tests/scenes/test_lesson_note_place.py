"""A lesson's note stands on the prompt line, beside its words, and is drawn clear of them: a
note of two lines beside a card standing just above the line found no place there, and was
not drawn (trial s36 S/004, the loan's first K showed nothing) or, as a last resort, drawn
over the line's words; it now stands just above the line's words, beside the card."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.frame import FrameLayout
from scenes.modes.lesson_card import GuideCard
from scenes.modes.lesson_needs import CardNeeds
from scenes.shell import theme
from scenes.widgets.prompt import PromptLine
from scenes.widgets.tween import Pace
from tabletop.i18n import Words

CARD = "lesson.hint_enter_pad"
"""Words for the card itself: a sentence of one or two lines."""


def _noted_card(size: tuple[int, int], words: Words, corner: str, note: str
                ) -> tuple[GuideCard, PromptLine]:
    """A card standing in ``corner`` of a lesson table's board, the prompt line saying what
    to do under it (a long sentence: no note of two lines fits beside it on the line), and
    ``note`` just shown."""
    layout = FrameLayout.for_size(size, 2)
    prompt = PromptLine(layout.prompt, pace=Pace())
    keys = words("big_shot_scene.keys_place")
    prompt.set(words("big_shot_scene.prompt_place", name="Mina", keys=keys, count=4,
                     back="Backspace"), 0)
    card = GuideCard(lambda: None, lambda: None, lambda: None, lambda: None)
    card.plan_run(words, layout.board, theme.ui_scale(size), [CardNeeds(words(CARD), None, [])],
                  [], (corner, False))
    card.fit()
    card.lay_buttons(words)
    card.notes_place = prompt
    card.note(note)
    return card, prompt


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("corner", ["bottomright", "bottomleft"])
def test_a_note_of_two_lines_beside_a_card_just_above_the_line_is_drawn(
        screen: pygame.Surface, size: tuple[int, int], language: str, corner: str) -> None:
    surface = pygame.display.set_mode(size)
    words = Words(language)
    two_lines = words("yacht.lesson.hint_hold_five", five_key="5")
    card, prompt = _noted_card(size, words, corner, two_lines)
    assert card.rect.bottom > prompt.rect.top - prompt.rect.height, "the card is not low"
    card.draw(surface)
    notes = card.notes.rects(size)
    assert notes, f"the note of two lines is not drawn beside the card at {card.rect}"
    note = notes[0]
    assert surface.get_rect().contains(note)
    assert not note.colliderect(card.rect), (note, card.rect)
    assert not note.colliderect(prompt.words_rect()), (note, prompt.words_rect())


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_note_of_one_line_stays_on_the_prompt_line_beside_such_a_card(
        screen: pygame.Surface, size: tuple[int, int]) -> None:
    """Only a note finding no place on the line stands beside the card: a short one keeps
    the line, where the table says what to do."""
    surface = pygame.display.set_mode(size)
    words = Words("en")
    card, prompt = _noted_card(size, words, "bottomright", words("lesson.hint_next"))
    card.draw(surface)
    notes = card.notes.rects(size)
    assert len(notes) == 1 and notes[0].colliderect(prompt.rect), (notes, prompt.rect)
    assert not notes[0].colliderect(prompt.words_rect())
