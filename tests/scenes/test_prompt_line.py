"""The prompt line as a message replaces another: never a blank bar between them."""

from __future__ import annotations

import pygame
import pytest

from scenes.widgets import paint
from scenes.widgets.prompt import PromptLine
from scenes.widgets.tween import Pace


def _opacities(screen: pygame.Surface, prompt: PromptLine,
               monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """The opacity of each thing the prompt draws over its bar (its symbol, its words)."""
    seen: list[float] = []
    blit = paint.blit_alpha

    def recorded(target: pygame.Surface, source: pygame.Surface, position: tuple[int, int],
                 alpha: float) -> None:
        seen.append(alpha)
        blit(target, source, position, alpha)

    monkeypatch.setattr(paint, "blit_alpha", recorded)
    prompt.draw(screen)
    monkeypatch.undo()
    return seen


@pytest.mark.parametrize("seat", [None, 1])
def test_a_new_message_is_readable_from_its_first_frame(
        seat: int | None, monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial s16 (Winner's Circle): at each new message the bar went blank for a moment, the
    words fading in from nothing. A new message now starts at 45 %; its symbol comes in with
    its words, never stronger (trial s15: the symbol stood whole over a blank line)."""
    screen = pygame.Surface((1280, 720))
    prompt = PromptLine((16, 650, 1248, 56), pace=Pace())
    prompt.set("Mina — bet a chip", 0)
    prompt.update(1.0)
    assert _opacities(screen, prompt, monkeypatch) == [1.0, 1.0]
    prompt.set("Joon — roll the die", seat)
    first = _opacities(screen, prompt, monkeypatch)
    assert len(first) == (1 if seat is None else 2), first
    assert all(opacity >= 0.45 for opacity in first) and len(set(first)) == 1, first
    prompt.update(0.05)
    later = _opacities(screen, prompt, monkeypatch)
    assert all(0.45 < opacity < 1.0 for opacity in later), later
