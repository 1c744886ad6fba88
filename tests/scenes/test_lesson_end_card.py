"""The lesson's end card: Play a real game stands where the last Next stood, so a double
click or a double Enter on that Next must not skip "Well done" into the setup (trial s11:
Yacht's lesson at 1280x720, 233-235)."""

from __future__ import annotations

import pygame
import pytest

from scenes.modes.lesson_card import GuideCard
from scenes.modes.lesson_card_buttons import END_QUIET_SECONDS
from scenes.shell.app import App
from tests.scenes.test_game_base import app

__all__ = ["app"]


def _end_card(shell: App, chosen: list[str]) -> GuideCard:
    card = GuideCard(lambda: chosen.append("next"), lambda: chosen.append("skip"),
                     lambda: chosen.append("play"), lambda: chosen.append("menu"))
    card.rect = pygame.Rect(100, 100, 560, 220)
    card.update(3.0)  # the lesson has run a while before its end
    card.finished = True
    card.lay_buttons(shell.context.words)
    return card


def _click(card: GuideCard, at: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        card.handle_event(pygame.event.Event(kind, button=1, pos=at))


def _enter(card: GuideCard) -> None:
    card.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r"))
    card.handle_event(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))


@pytest.mark.parametrize("press", ["click", "enter"])
def test_the_end_card_takes_no_press_meant_for_the_last_next(app: App, press: str) -> None:
    chosen: list[str] = []
    card = _end_card(app, chosen)

    def act() -> None:
        if press == "click":
            _click(card, card.play_button.rect.center)
        else:
            _enter(card)
    # The double click's second half, and a third a moment later: each starts the
    # quiet again.
    act()
    card.update(END_QUIET_SECONDS * 0.6)
    act()
    card.update(END_QUIET_SECONDS * 0.6)
    assert chosen == [], "a press meant for the last Next played a real game"
    # Once the keys and the mouse have been quiet, a deliberate press plays.
    card.update(END_QUIET_SECONDS)
    act()
    assert chosen == ["play"]


def test_escape_still_reaches_the_table_at_the_end(app: App) -> None:
    card = _end_card(app, [])
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b")
    assert not card.handle_event(escape)
