"""A replay's control bar keeps its buttons at rest in one drawn layer (DESIGN §6: eleven
buttons with their shadows drawn anew every frame cost a five-seat Wizard Extreme replay
at 1920x1080 more than its whole board), and the layer shows what drawing each button
shows: the paper's every pixel, and a shadow's soft edge beyond it at most a shade apart."""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy
import pygame
import pytest

from scenes.games.base import GameScene
from scenes.modes.replay import ReplayDriver
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_replay import finished_game

__all__ = ["app"]


def _playing_replay(shell: App, game_id: str) -> GameScene[Any]:
    shell.context.display.set_window_size((1920, 1080))
    shell.context.resize(shell.context.display.size)
    table = shell.context.navigator.replay(finished_game(game_id))
    shell.context.manager.apply(Push(table))
    frames(shell, 30)  # past the cross-fade in, the buttons' looks settled
    assert isinstance(table, GameScene) and isinstance(table.driver, ReplayDriver)
    assert table.driver.playing
    return table


def _count_draws(driver: ReplayDriver) -> Counter[str]:
    """How often each of the bar's buttons is drawn from now on."""
    drawn: Counter[str] = Counter()
    for button in driver.bar.buttons:
        def counted(surface: pygame.Surface, button: Any = button,
                    draw: Any = button.draw) -> None:
            drawn[button.label_key or ""] += 1
            draw(surface)
        button.draw = counted  # type: ignore[method-assign]
    return drawn


@pytest.mark.parametrize("game_id", ["wizard_extreme", "yacht"])
def test_a_playing_replay_draws_its_resting_buttons_once(app: App, game_id: str) -> None:
    table = _playing_replay(app, game_id)
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    drawn = _count_draws(driver)
    frames(app, 60)  # about a second: moves played, the counter stepping on
    live = [button for button in driver.bar.buttons if not button.is_at_rest]
    assert [button.label_key for button in live] == ["replay.pause"]  # the focus pulses
    assert drawn["replay.pause"] == 60
    # Pause and, where its glow may fall, its two neighbours at each frame, and the whole
    # bar again when the counter steps on (a few times a second): on the old code every
    # button was drawn at every frame, 660 times.
    assert sum(drawn.values()) <= 60 * 3 + 4 * len(driver.bar.buttons), drawn


def _bar_drawn(table: GameScene[Any], *, kept: bool) -> Any:
    """The table drawn once, its bar from the kept layers or, as it was drawn before it
    kept any, button by button."""
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    bar = driver.bar

    def direct(surface: pygame.Surface) -> None:
        area = table.layout.prompt
        paint.rounded_rect(surface, area, theme.PAPER, driver.px(theme.RADIUS_M))
        paint.rounded_rect(surface, area, theme.PAPER_RIM, driver.px(theme.RADIUS_M), 2)
        counter = table.context.words("replay.counter", step=driver.position,
                                      steps=driver.step_count)
        size = assets.fit_text_px(counter, theme.text_px(TextSize.SMALL, driver.scale),
                                  bar._counter_w - driver.px(theme.SPACE_S), bold=True)
        text = assets.text(counter, size, theme.INK, bold=True)
        surface.blit(text, text.get_rect(center=(area.x + bar._counter_w // 2, area.centery)))
        bar.ring.draw(surface)

    surface = pygame.Surface(table.context.size)
    if not kept:
        bar.draw = direct  # type: ignore[method-assign]
    try:
        table.draw(surface)
    finally:
        vars(bar).pop("draw", None)
    return pygame.surfarray.array3d(surface).astype(int)


def _drawn_alike(table: GameScene[Any]) -> None:
    kept = _bar_drawn(table, kept=True)
    direct = _bar_drawn(table, kept=False)
    difference = numpy.abs(kept - direct).max(axis=2)
    area = table.layout.prompt
    assert difference[area.left:area.right, area.top:area.bottom].max() == 0
    # Past the paper a shadow's soft edge may round a shade apart, nothing more.
    band = area.inflate(area.height, area.height).clip(pygame.Rect((0, 0), table.context.size))
    assert difference[band.left:band.right, band.top:band.bottom].max() <= 2


def test_the_kept_bar_looks_as_drawn_button_by_button(app: App) -> None:
    table = _playing_replay(app, "wizard_extreme")
    driver = table.driver
    assert isinstance(driver, ReplayDriver)
    _drawn_alike(table)
    driver.toggle_play()  # Pause becomes Play, and the steps stop
    frames(app, 30)
    _drawn_alike(table)
    driver.bar.ring.focus(driver.bar.round_next)  # the focus leaves Play: at rest in the layer
    frames(app, 30)
    _drawn_alike(table)


def test_a_replay_copies_the_whole_game_once_a_position(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The table asks for the game on screen several times as a move settles (its widgets,
    plates, prompt and coach); in review each ask copied the whole game, four copies a
    move on the old code, on the very frames that cost a replay the most."""
    from scenes.games import gate

    table = _playing_replay(app, "wizard_extreme")
    copied: list[int] = []
    whole = gate.review_view

    def counted(game: Any) -> Any:
        copied.append(len(game.history))
        return whole(game)

    monkeypatch.setattr(gate, "review_view", counted)
    frames(app, 150)  # a few moves played and settled
    assert len(set(copied)) >= 2, copied
    assert len(copied) == len(set(copied)), f"copied again at one position: {copied}"
    view = table.driver.view()  # the copy of the position on screen, not an older one
    assert view.is_view and len(view.log) == len(table.session.game.log)
