"""A mash of the keyboard takes no action (DESIGN §3, "one press, one action").

A hand that means a key presses one, or types a number and then Enter or Space; a hand
mashing the keyboard presses many different keys in a breath, and one of them is often
some button's hotkey (a trial's burst of sixteen stray keys took a Big Shot loan with
its K and closed Polterfass's tap with its C). The two are told apart by how many
*different* keys come close together:

- a **mash** is :data:`MASH_KEYS` or more different keys pressed within
  :data:`MASH_WINDOW_SECONDS`. All digits count as one key (typing "15" and then Enter
  is two keys: a number and its confirmation), and so do a key and its keypad twin;
- but a run of at most :data:`SEQUENCE_PRESSES` presses in that window, each of a key
  the screen said meant something when it was pressed (:meth:`Scene.means_key`), is a
  deliberate sequence, no mash: a Polterfass guest's "Enter, 4, Space" (the focus shown,
  card 4 picked, the order placed) lost its Space as a mash (trial s23);
- from the press that makes a mash on, every key that acts (letters, digits, Enter,
  Space, Backspace, Delete, Home, End, function keys...) does nothing until no counted
  key has been pressed for :data:`MASH_QUIET_SECONDS`; each press in a mash starts that
  quiet again;
- keys that only look or leave count for nothing and always work: Escape and Pause
  (the pause menu), the arrows, Tab and Page Up/Down (they move the focus, they choose
  nothing), and the modifiers (Shift, Ctrl, Alt...) on their own;
- a screen that is taking typed text (a name field being edited) sees every key: what a
  fast typist types is no mash, and it is not counted toward one;
- a game controller's presses are not counted (its buttons cannot be mashed into
  another button's letter).

The first two keys of a burst cannot be told from a deliberate press and its follow-up
before the third arrives; they count as presses. A deliberate single press, a number
and Enter, or a steady press every half second after a mash all still act.
"""

from __future__ import annotations

from collections import deque

import pygame

MASH_KEYS = 3
"""Different keys within :data:`MASH_WINDOW_SECONDS` that make a mash (two are a number or
a hotkey and its confirmation; nobody means three different actions in half a second)."""

MASH_WINDOW_SECONDS = 0.5
"""How close together the different keys of a mash come (a trial's burst of sixteen keys
took a quarter of a second; a deliberate second action comes later than this)."""

SEQUENCE_PRESSES = 4
"""The most presses within :data:`MASH_WINDOW_SECONDS` that are still a deliberate sequence
when every one meant something (a card or two picked, the focus shown, and the order);
more than that is a mash of keys however meaningful each one is."""

MASH_QUIET_SECONDS = 0.5
"""After a mash, keys act again once none has been pressed for this long."""

FREE_KEYS = frozenset({
    pygame.K_ESCAPE, pygame.K_PAUSE,
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
    pygame.K_PAGEUP, pygame.K_PAGEDOWN,
    pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_RCTRL, pygame.K_LALT,
    pygame.K_RALT, pygame.K_LGUI, pygame.K_RGUI, pygame.K_MODE, pygame.K_CAPSLOCK,
    pygame.K_NUMLOCK, pygame.K_SCROLLOCK,
})
"""Keys a mash never counts nor stops: they open the pause menu or move the focus."""

_DIGITS = frozenset({*(pygame.K_0 + d for d in range(10)), *(pygame.K_KP0 + d for d in range(10))})
_TWINS = {pygame.K_KP_ENTER: pygame.K_RETURN, pygame.K_KP_MINUS: pygame.K_MINUS,
          pygame.K_KP_PLUS: pygame.K_PLUS, pygame.K_EQUALS: pygame.K_PLUS}
_NUMBER = -1
"""What every digit counts as."""


def kind_of(key: int) -> int:
    """The key a press counts as toward a mash: all digits are one, a keypad key its twin."""
    if key in _DIGITS:
        return _NUMBER
    return _TWINS.get(key, key)


class MashWatch:
    """The keyboard's last presses, and whether a press is part of a mash (module docstring)."""

    def __init__(self) -> None:
        self._recent: deque[tuple[float, int, bool]] = deque()
        """(clock, kind, meant) of the counted presses in the last
        :data:`MASH_WINDOW_SECONDS`; meant: the screen had a use for the key then."""
        self._mashed_at = -MASH_QUIET_SECONDS
        """The clock at the last press that was part of a mash."""

    def press(self, key: int, clock: float, *, meant: bool = False) -> bool:
        """A fresh press of ``key`` at ``clock`` (``meant``: the screen has a use for it
        now): True when it must do nothing."""
        if key in FREE_KEYS:
            return False
        recent = self._recent
        while recent and clock - recent[0][0] > MASH_WINDOW_SECONDS + 1e-6:
            recent.popleft()
        recent.append((clock, kind_of(key), meant))
        deliberate = len(recent) <= SEQUENCE_PRESSES and all(used for *_, used in recent)
        mashing = ((len({kind for _, kind, _ in recent}) >= MASH_KEYS and not deliberate)
                   or clock - self._mashed_at < MASH_QUIET_SECONDS - 1e-6)
        if mashing:
            self._mashed_at = clock
        return mashing

    def holds(self, key: int, clock: float) -> bool:
        """True while a mash's quiet runs and ``key`` is one it stops (a held key's repeat)."""
        return key not in FREE_KEYS and self.quieting(clock)

    def quieting(self, clock: float) -> bool:
        """True until the keyboard has been quiet for :data:`MASH_QUIET_SECONDS` after a mash."""
        return clock - self._mashed_at < MASH_QUIET_SECONDS - 1e-6

    def forget(self) -> None:
        """Typed text is no mash: the presses so far count toward none."""
        self._recent.clear()
