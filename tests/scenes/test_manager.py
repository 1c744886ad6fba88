"""SceneManager: lifecycle hook order, event routing and overlays over the scene below."""

from __future__ import annotations

from unittest.mock import MagicMock

import pygame

from scenes.shell.manager import SceneManager
from scenes.shell.scene import Pop, Push, Quit, Replace, Scene


def mock_scene(name: str, calls: MagicMock, opaque: bool = True) -> MagicMock:
    scene = MagicMock(spec=Scene, name=name)
    scene.opaque = opaque
    scene.input_grace = scene.input_rest = scene.input_sight = 0.0
    scene.grace_most = float("inf")
    scene.dims_below = True
    calls.attach_mock(scene, name)
    return scene


def hook_names(calls: MagicMock) -> list[str]:
    return [call[0] for call in calls.mock_calls]


def test_push_pauses_below_then_pop_resumes_it() -> None:
    calls = MagicMock()
    menu, game = mock_scene("menu", calls), mock_scene("game", calls)
    manager = SceneManager()
    manager.apply(Push(menu))
    manager.apply(Push(game))
    manager.apply(Pop())
    assert hook_names(calls) == ["menu.enter", "menu.pause", "game.enter", "game.exit",
                                 "menu.resume"]
    assert manager.stack == [menu]


def test_replace_exits_the_top_without_pausing_or_resuming_the_one_below() -> None:
    calls = MagicMock()
    menu, setup, game = (mock_scene(name, calls) for name in ("menu", "setup", "game"))
    manager = SceneManager()
    for transition in (Push(menu), Push(setup), Replace(game)):
        manager.apply(transition)
    assert hook_names(calls) == ["menu.enter", "menu.pause", "setup.enter", "setup.exit",
                                 "game.enter"]
    assert manager.stack == [menu, game]


def test_pop_several_exits_top_first_and_resumes_once() -> None:
    calls = MagicMock()
    menu, game, pause = (mock_scene(name, calls) for name in ("menu", "game", "pause"))
    manager = SceneManager()
    for transition in (Push(menu), Push(game), Push(pause)):
        manager.apply(transition)
    calls.reset_mock()
    manager.apply(Pop(2))
    assert hook_names(calls) == ["pause.exit", "game.exit", "menu.resume"]


def test_quit_exits_every_scene_and_stops() -> None:
    calls = MagicMock()
    menu, game = mock_scene("menu", calls), mock_scene("game", calls)
    manager = SceneManager()
    manager.apply(Push(menu))
    manager.apply(Push(game))
    calls.reset_mock()
    manager.apply(Quit())
    assert hook_names(calls) == ["game.exit", "menu.exit"]
    assert not manager.running


def test_popping_the_last_scene_stops_the_loop() -> None:
    manager = SceneManager()
    scene = MagicMock(spec=Scene)
    scene.input_rest = 0.0
    manager.apply(Push(scene))
    manager.apply(Pop())
    assert not manager.running


def test_resize_reaches_every_scene_and_new_scenes_get_the_size_before_enter() -> None:
    calls = MagicMock()
    menu = mock_scene("menu", calls)
    manager = SceneManager()
    manager.apply(Push(menu))
    manager.resize((1920, 1080))
    game = mock_scene("game", calls)
    manager.apply(Push(game))
    assert ("menu.resize", ((1920, 1080),), {}) in calls.mock_calls
    names = hook_names(calls)
    assert names.index("game.resize") < names.index("game.enter")


def test_only_the_top_scene_gets_events_and_updates() -> None:
    manager = SceneManager()
    below, top = MagicMock(spec=Scene), MagicMock(spec=Scene)
    below.opaque = top.opaque = True
    below.input_grace = top.input_grace = below.input_rest = top.input_rest = 0.0
    below.input_sight = top.input_sight = 0.0
    below.grace_most = top.grace_most = float("inf")
    top.handle_event.return_value = None
    top.update.return_value = None
    manager.apply(Push(below))
    manager.apply(Push(top))
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    manager.handle_event(event)
    manager.update(0.016)
    top.handle_event.assert_called_once_with(event)
    top.update.assert_called_once_with(0.016)
    below.handle_event.assert_not_called()
    below.update.assert_not_called()


def test_overlay_draws_the_opaque_scene_below_it_first() -> None:
    calls = MagicMock()
    game = mock_scene("game", calls)
    pause = mock_scene("pause", calls, opaque=False)
    manager = SceneManager()
    manager.apply(Push(game))
    manager.apply(Push(pause))
    calls.reset_mock()
    manager.draw(pygame.Surface((64, 36)))
    assert hook_names(calls) == ["game.draw", "pause.draw"]


def test_a_transition_returned_by_the_top_scene_is_applied() -> None:
    manager = SceneManager()
    menu, setup = MagicMock(spec=Scene), MagicMock(spec=Scene)
    menu.input_grace = setup.input_grace = menu.input_rest = setup.input_rest = 0.0
    menu.input_sight = setup.input_sight = 0.0
    menu.grace_most = setup.grace_most = float("inf")
    menu.handle_event.return_value = Push(setup)
    manager.apply(Push(menu))
    manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert manager.top is setup


class Filled(Scene):
    def __init__(self, colour: tuple[int, int, int], opaque: bool = True) -> None:
        self.colour = colour
        self.opaque = opaque

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.colour)


def test_screen_changes_cross_fade_and_overlays_do_not(screen: pygame.Surface) -> None:
    from scenes.widgets import tween

    manager = SceneManager()
    manager.apply(Push(Filled((200, 0, 0))))  # fades in from the empty start-up frame
    manager.update(1.0)
    manager.draw(screen)
    manager.apply(Push(Filled((0, 0, 200))))  # a new full screen: the red one fades out
    assert manager.is_fading
    manager.draw(screen)
    red, _, blue, _ = screen.get_at((5, 5))
    assert red > 150 and blue < 60
    manager.update(0.125)
    manager.draw(screen)
    red, _, blue, _ = screen.get_at((5, 5))
    assert 60 < red < 160 and 60 < blue < 160
    manager.update(0.2)
    manager.draw(screen)
    assert not manager.is_fading and tuple(screen.get_at((5, 5)))[:3] == (0, 0, 200)

    manager.apply(Push(Filled((0, 200, 0), opaque=False)))  # an overlay appears at once
    assert not manager.is_fading
    manager.pace.speed = tween.AnimationSpeed.INSTANT
    manager.apply(Pop(2))
    assert not manager.is_fading
