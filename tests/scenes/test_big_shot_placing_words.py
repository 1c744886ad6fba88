"""Big Shot's placing words name the buttons as they read and stand a gap above them
(trial s23 B, 019: the help said "Undo or Backspace" beside the button Take back, and its
last line "back." stood on the buttons)."""

from __future__ import annotations

from dataclasses import replace
from types import SimpleNamespace
from typing import Any

import pygame
import pytest

from scenes.games.big_shot import side_panel
from scenes.games.big_shot.panels import placing_keys
from scenes.games.big_shot.scene import BigShotScene
from scenes.games.big_shot.side_panel import PanelTurn
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tests.scenes.screens import resize_window, view_in
from tests.scenes.test_big_shot_district_keys import placing
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]

SIZES = [(1920, 1080), (1600, 900), (1366, 768), (1280, 720), (1024, 768), (800, 600)]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES)
def test_the_placing_words_end_a_gap_above_the_buttons(app: App, language: str,
                                                      size: tuple[int, int]) -> None:
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    frames(app, 2)
    side, region = scene.side, 9  # district 20, its preview the longest: nobody's (019)
    side.board.shown.counts[region] = [0, 1, 0, 0]
    turn = PanelTurn(person_turn=True, hand=[], hand_shown=[0], next_cube=0, failure=None,
                     focused=SimpleNamespace(index=region, enabled=True), buttons=[],
                     busy=False, over=False,
                     keys=placing_keys(app.context.words, app.context.input))
    surface = pygame.Surface(size)
    surface.fill(theme.PAPER)
    side._draw_placement(surface, scene.public_view(), turn)
    column = pygame.Rect(side.phase_rect.x, side.phase_rect.y, side.phase_rect.width,
                         size[1] - side.phase_rect.y)
    words = pygame.mask.from_threshold(surface.subsurface(column), theme.PAPER,
                                       (8, 8, 8, 255))
    words.invert()
    inked = words.get_bounding_rects()
    assert inked, "the words are drawn"
    lowest = max(rect.bottom for rect in inked) + column.y
    assert lowest <= side.buttons_top - theme.px(6, side.scale), (lowest, side.buttons_top)


def _placing_lines(scene: BigShotScene, monkeypatch: pytest.MonkeyPatch,
                   next_cube: int | None) -> list[str]:
    """The lines the panel writes under the cubes in hand while a person places."""
    said: list[str] = []
    monkeypatch.setattr(side_panel, "draw_words",
                        lambda surface, rect, lines, scale, **kw: said.extend(lines) or 0)
    turn = PanelTurn(person_turn=True, hand=[], hand_shown=[0], next_cube=next_cube,
                     failure=None, focused=None, buttons=[], busy=False, over=False,
                     keys=placing_keys(scene.context.words, scene.context.input))
    scene.side._draw_placement(pygame.Surface((10, 10)), scene.public_view(), turn)
    return said


@pytest.mark.parametrize(("language", "keys", "pad_keys"), [
    ("en", ("Backspace", "Space"), ("Y", "X")),
    ("ko", ("백스페이스", "스페이스"), ("Y", "X")),
])
def test_the_placing_words_name_the_buttons_and_keys_in_use(
        app: App, monkeypatch: pytest.MonkeyPatch, language: str, keys: tuple[str, str],
        pad_keys: tuple[str, str]) -> None:
    """The help names Take back as the button reads (it said "Undo"); once all cubes are
    down, the panel and the prompt name the controller's buttons while it is in use (they
    said "Space")."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = placing(app)
    place, back = scene.place_button.label, scene.take_back.label
    for _ in range(40):  # every cube down with the keys
        if scene.next_cube is None:
            break
        press(pygame.K_RETURN)
        frames(app, 2)
    assert scene.next_cube is None, "40 Enters did not put every cube down"
    view = scene.public_view()
    seat = view.current_seat
    assert seat is not None
    for using_pad, (back_key, place_key) in ((False, keys), (True, pad_keys)):
        app.context.input.using_controller = using_pad
        help_line = _placing_lines(scene, monkeypatch, 0)[-1]
        assert back in help_line and f"({back_key})" in help_line, help_line
        assert "Undo" not in help_line and "실행 취소" not in help_line, help_line
        ready = _placing_lines(scene, monkeypatch, None)[1]  # under the title
        assert place in ready and f"({place_key})" in ready, ready
        prompt = scene.person_prompt(view, seat)
        assert place_key in prompt and back_key in prompt, prompt
        assert using_pad == ("Space" not in prompt and "스페이스" not in prompt), prompt


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_once_every_cube_is_down_the_words_close_up_under_the_title(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """Trial s37 U/008 (122): every cube placed, the words stood where the cubes in hand
    had been, a large empty gap under the title; they follow the title now."""
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Joon", 1)])
    frames(app, 2)
    calls: list[tuple[pygame.Rect, int]] = []
    real = side_panel.draw_words

    def recording(surface: pygame.Surface, rect: pygame.Rect, *args: Any, **kw: Any) -> int:
        calls.append((pygame.Rect(rect), real(surface, rect, *args, **kw)))
        return calls[-1][1]

    monkeypatch.setattr(side_panel, "draw_words", recording)
    turn = PanelTurn(person_turn=True, hand=[], hand_shown=[0], next_cube=None, failure=None,
                     focused=None, buttons=[], busy=False, over=False,
                     keys=placing_keys(app.context.words, app.context.input))
    scene.side._draw_placement(pygame.Surface(size), scene.public_view(), turn)
    (_, below), (words, _) = calls
    assert words.top - below <= scene.side.px(12), (below, words.top)
