"""Fixtures for widget tests: a headless pygame with a small window."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

import pygame
import pytest

from tests.scenes.program import close_window, running_app

if TYPE_CHECKING:
    from scenes.shell.app import App
    from scenes.widgets.cards import CardSprite

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


@pytest.fixture
def screen() -> Iterator[pygame.Surface]:
    """pygame initialised under the dummy drivers, with a 1280x720 window."""
    pygame.init()
    surface = pygame.display.set_mode((1280, 720))
    yield surface
    close_window()


@pytest.fixture
def drawn_faces(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[CardSprite]]:
    """Every card drawn face up, collected frame after frame (the test clears it): how the
    hidden-hand scene tests see what a frame showed."""
    from scenes.widgets.cards import CardSprite

    faces: list[CardSprite] = []
    real_draw = CardSprite.draw

    def recording_draw(card: CardSprite, surface: pygame.Surface) -> None:
        if card.face_up:
            faces.append(card)
        real_draw(card, surface)

    monkeypatch.setattr(CardSprite, "draw", recording_draw)
    yield faces


@pytest.fixture
def drawn_texts(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string rendered (plain or shadowed) while the test runs, in order."""
    from scenes.shell import assets

    texts: list[str] = []
    real_text, real_shadowed = assets.text, assets.shadowed_text

    def text(value: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        texts.append(value)
        return real_text(value, *args, **kwargs)

    def shadowed(value: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        texts.append(value)
        return real_shadowed(value, *args, **kwargs)

    monkeypatch.setattr(assets, "text", text)
    monkeypatch.setattr(assets, "shadowed_text", shadowed)
    yield texts


@pytest.fixture
def app() -> Iterator[App]:
    """The real program on its menu, saving to the test's own home folder."""
    with running_app() as application:
        yield application
