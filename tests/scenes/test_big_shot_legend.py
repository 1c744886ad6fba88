"""Big Shot's neutral legend (three seats: grey is nobody's) fits the side panel however
narrow the panel is laid out: a third line of it ran into the auction's title beside the
replay's review (trial s16)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.big_shot.scene import BigShotScene
from scenes.games.curtain import CurtainScene
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import Phase
from tests.patience import tries
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, lift_curtain, press, set_speed

__all__ = ["app"]


def test_the_neutral_legend_holds_its_words_at_every_width(app: App) -> None:
    seats = [SeatConfig(name, index, SeatKind.PERSON if index == 0 else SeatKind.COMPUTER,
                        "easy") for index, name in enumerate(["Mina", "Jun", "Ara"])]
    scene = start(app, seats)
    assert isinstance(scene, BigShotScene)
    side = scene.side
    scale = 1.5  # 1920x1080
    for width in (620, 460, 400, 340):
        side.layout(app.context.words, pygame.Rect(0, 0, width, 900), scale, 3, True)
        small = theme.text_px(TextSize.SMALL, scale)
        assert small >= 22
        words = assets.text(scene.text("neutral_legend"), small, theme.INK_SOFT,
                            wrap_width=side.inner.width - round(theme.px(20, scale) * 1.6))
        assert side.legend_rect.height >= words.get_height(), (width, words.get_height())
        assert side.phase_rect.top >= side.legend_rect.bottom, width


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_hand_over_cover_never_cuts_the_legend(app: App, monkeypatch: pytest.MonkeyPatch,
                                                 language: str) -> None:
    """Trial I/009 (040, 044): the cover over the money, reaching down over the legend so
    its own words fit, cut "Grey is nobody's: its buyers..." mid-word. While it is up the
    legend waits; once it falls the legend is whole again."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, (1920, 1080))
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1),
                        SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")], hidden=True, seed=3)
    set_speed(app, "instant")
    manager, game, side = app.context.manager, scene.session.game, scene.side
    drawn: list[pygame.Rect] = []
    real = side._legend_words

    def record() -> pygame.Surface:
        words = real()
        drawn.append(words.get_rect(topleft=(side.legend_rect.x + round(side.px(20) * 1.6),
                                             side.legend_rect.y)))
        return words

    monkeypatch.setattr(side, "_legend_words", record)
    for _ in tries(600):
        frames(app, 1)
        if isinstance(manager.top, CurtainScene) and game.state.phase is Phase.AUCTION:
            break
        if isinstance(manager.top, CurtainScene):
            lift_curtain(app)
        elif scene.accepts_input and game.state.phase is Phase.ROLL:
            press(pygame.K_SPACE)
    drawn.clear()
    frames(app, 2)
    cover = scene.private_area()[0]
    assert all(not words.colliderect(cover) for words in drawn), (drawn, cover)
    lift_curtain(app)
    frames(app, 2)
    assert not isinstance(manager.top, CurtainScene)
    assert drawn, "the legend is back once the cover falls"
