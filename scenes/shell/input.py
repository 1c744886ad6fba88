"""Game controllers: SDL's game-controller events become the keys every screen knows.

Every screen is already driven by the keyboard, so a controller is a second
keyboard with few keys (DESIGN §3):

==================  ==========================  =======================
Controller          Key it presses              What it does
==================  ==========================  =======================
D-pad, left stick   arrows                      move the focus
A                   Enter                       activate
B                   Esc                         back (pause in a game)
Start               Pause                       pause / resume
X                   Space                       roll, the game's main action
Y                   Ctrl+Z                      undo
LB / RB             Ctrl+Shift+Tab / Ctrl+Tab   previous / next tab
==================  ==========================  =======================

:class:`ControllerInput` opens controllers as they are plugged in and closes
them when they go (hot-plugging), turns their events into ``KEYDOWN`` events
marked ``controller=True``, and repeats a held direction. While the last
thing a player touched was a controller, its :attr:`ControllerInput.using_controller`
is True and key hints show the controller's buttons instead of keys. The
application context owns the one instance (``context.input``) and hands it
to what draws hints; it is no module state, so two contexts never share it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

AXIS_THRESHOLD = 0.55
"""How far (0..1) a stick must lean to count as a direction."""

REPEAT_DELAY = 0.4
REPEAT_INTERVAL = 0.12
"""A held direction repeats like a held arrow key (seconds)."""

_BUTTON_KEYS: dict[int, tuple[int, int]] = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (pygame.K_UP, 0),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (pygame.K_DOWN, 0),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (pygame.K_LEFT, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (pygame.K_RIGHT, 0),
    pygame.CONTROLLER_BUTTON_A: (pygame.K_RETURN, 0),
    pygame.CONTROLLER_BUTTON_B: (pygame.K_ESCAPE, 0),
    pygame.CONTROLLER_BUTTON_START: (pygame.K_PAUSE, 0),
    pygame.CONTROLLER_BUTTON_X: (pygame.K_SPACE, 0),
    pygame.CONTROLLER_BUTTON_Y: (pygame.K_z, pygame.KMOD_CTRL),
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: (pygame.K_TAB, pygame.KMOD_CTRL | pygame.KMOD_SHIFT),
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: (pygame.K_TAB, pygame.KMOD_CTRL),
}
_DIRECTION_BUTTONS = {
    pygame.CONTROLLER_BUTTON_DPAD_UP, pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT, pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}

KEY_BUTTONS: dict[int, str] = {
    pygame.K_RETURN: "A",
    pygame.K_KP_ENTER: "A",
    pygame.K_ESCAPE: "B",
    pygame.K_PAUSE: "Start",
    pygame.K_SPACE: "X",
}
"""The controller button shown on a key's hint while a controller is in use."""

_CONTROLLER_EVENTS = (
    pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP, pygame.CONTROLLERAXISMOTION,
)
_PERSON_EVENTS = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.TEXTINPUT)

@dataclass
class _Held:
    key: int
    wait: float


class ControllerInput:
    """Opens controllers on hot-plug and translates their events into key presses."""

    def __init__(self) -> None:
        self.using_controller = False
        """True while the last input a player gave came from a game controller (a fresh
        start shows keyboard hints)."""
        self.controllers: dict[int, object] = {}  # instance id -> pygame._sdl2 Controller
        self._axes: dict[tuple[int, int], int] = {}  # (instance, axis) -> -1, 0 or 1
        self._held: dict[tuple[int, int], _Held] = {}  # (instance, source) -> repeating key
        self._module: object | None = None  # until start(): no devices are opened

    def button_label(self, key: int) -> str | None:
        """The controller button for ``key`` while a controller is in use, else None."""
        return KEY_BUTTONS.get(key) if self.using_controller else None

    def start(self) -> None:
        """Begin opening controllers as they are plugged in (the program's window is up)."""
        try:
            from pygame._sdl2 import controller

            controller.init()
            self._module = controller
        except (ImportError, pygame.error):
            self._module = None  # no controller support in this SDL: keyboard and mouse only

    # -- events -------------------------------------------------------------

    def translate(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        """The events the program should see for ``event`` (the event itself if not ours)."""
        if event.type == pygame.CONTROLLERDEVICEADDED:
            self._open(event.device_index)
            return []
        if event.type == pygame.CONTROLLERDEVICEREMOVED:
            self._close(event.instance_id)
            return []
        if event.type in _CONTROLLER_EVENTS:
            self.using_controller = True
            return self._translate_controller(event)
        if event.type in _PERSON_EVENTS and not getattr(event, "controller", False):
            self.using_controller = False
        return [event]

    @property
    def is_repeating(self) -> bool:
        """A direction is held down: its repeats come from :meth:`update`, not from events."""
        return bool(self._held)

    def update(self, dt: float) -> list[pygame.event.Event]:
        """Repeats for held directions, as a held arrow key repeats."""
        repeats = []
        for held in self._held.values():
            held.wait -= dt
            if held.wait <= 0:
                held.wait += REPEAT_INTERVAL
                repeats.append(key_event(held.key, 0))
        return repeats

    def _translate_controller(self, event: pygame.event.Event) -> list[pygame.event.Event]:
        instance = getattr(event, "instance_id", 0)
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            mapping = _BUTTON_KEYS.get(event.button)
            if mapping is None:
                return []
            if event.button in _DIRECTION_BUTTONS:
                self._held[(instance, event.button)] = _Held(mapping[0], REPEAT_DELAY)
            return [key_event(*mapping)]
        if event.type == pygame.CONTROLLERBUTTONUP:
            self._held.pop((instance, event.button), None)
            return []
        return self._translate_axis(instance, event.axis, event.value)

    def _translate_axis(self, instance: int, axis: int, value: int) -> list[pygame.event.Event]:
        keys = {pygame.CONTROLLER_AXIS_LEFTX: (pygame.K_LEFT, pygame.K_RIGHT),
                pygame.CONTROLLER_AXIS_LEFTY: (pygame.K_UP, pygame.K_DOWN)}.get(axis)
        if keys is None:
            return []
        lean = value / 32767
        direction = -1 if lean <= -AXIS_THRESHOLD else 1 if lean >= AXIS_THRESHOLD else 0
        # A little hysteresis: back to neutral only well inside the threshold.
        before = self._axes.get((instance, axis), 0)
        if direction == 0 and before and abs(lean) > AXIS_THRESHOLD * 0.6:
            return []
        self._axes[(instance, axis)] = direction
        source = (instance, -1 - axis)  # never clashes with a button number
        if direction == before:
            return []
        if direction == 0:
            self._held.pop(source, None)
            return []
        key = keys[0] if direction < 0 else keys[1]
        self._held[source] = _Held(key, REPEAT_DELAY)
        return [key_event(key, 0)]

    # -- hot-plugging -------------------------------------------------------

    def _open(self, device_index: int) -> None:
        if self._module is None:
            return
        try:
            pad = self._module.Controller(device_index)  # type: ignore[attr-defined]
        except pygame.error:
            return  # unplugged again already, or not a game controller after all
        self.controllers[pad.as_joystick().get_instance_id()] = pad

    def _close(self, instance_id: int) -> None:
        pad = self.controllers.pop(instance_id, None)
        self._held = {source: held for source, held in self._held.items()
                      if source[0] != instance_id}
        if pad is not None:
            pad.quit()  # type: ignore[attr-defined]


def key_event(key: int, mod: int) -> pygame.event.Event:
    """A key press made by a controller (``controller=True`` keeps the controller hints on)."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0,
                              controller=True)
