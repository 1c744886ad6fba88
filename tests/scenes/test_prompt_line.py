"""The prompt line as a message replaces another: never a blank bar between them."""

from __future__ import annotations

import pygame
import pytest

from scenes.widgets import paint
from scenes.widgets.prompt import PromptLine
from scenes.widgets.tween import Pace
from tests.scenes.sofa_text import contrast


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
    words fading in from nothing. A new message now starts at 75 % (45 % read 2.7:1, trial
    s22); its symbol comes in with its words, never stronger (trial s15: the symbol stood
    whole over a blank line)."""
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


def test_a_new_message_meets_the_contrast_floor_from_its_first_frame() -> None:
    """Trial s22 read "Computer's turn" grey on the cream paper as it came in, 2.7:1: a new
    message's darkest stroke stands at least 4.5:1 against the paper from its first frame."""
    screen = pygame.Surface((1920, 1080))
    prompt = PromptLine((24, 990, 1872, 70), pace=Pace())
    prompt.set("Computer's turn", 2)
    prompt.draw(screen)
    plate = prompt._plate()
    pixels = pygame.surfarray.array3d(screen)
    words = pixels[prompt._text_x(plate):plate.centerx, plate.y:plate.bottom]
    darkest = words.reshape(-1, 3)[words.sum(axis=2).argmin()]
    paper = pixels[plate.right - 20, plate.centery]
    ratio = contrast((int(darkest[0]), int(darkest[1]), int(darkest[2])),
                     (int(paper[0]), int(paper[1]), int(paper[2])))
    assert ratio >= 4.5, ratio
