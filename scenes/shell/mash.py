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
  another button's letter);
- a **chord** is a mash too: a key pressed within :data:`CHORD_SECONDS` of a different
  key is not a hand's second choice but a slide or a slap across the keyboard, meant or
  not (a mash on Wizard's prediction, "1 2 m Space...", 40 ms apart, took a red and a
  yellow seal before its third key stopped it, trial s34 O/005). Enter and Space may
  follow at once (they confirm what the key before chose), and so may a digit after a
  digit where digits type a number (a Big Shot bid's "15"; :meth:`Scene.digits_choose`).

The first two keys of a slower burst cannot be told from a deliberate press and its
follow-up before the third arrives; they count as presses. A deliberate single press, a
number and Enter, or a steady press every half second after a mash all still act.
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

CHORD_SECONDS = 0.08
"""Two different keys pressed closer together than this are a chord, part of a mash: a
hand's two deliberate presses come farther apart (a fast typist's quickest pairs of
letters come about 0.1 s apart), a mash's keys 0.02 to 0.04 s (trials s33, s34 O/005)."""

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
_CONFIRM_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE})
_KEYPAD_DIGITS = {pygame.K_KP0 + d: pygame.K_0 + d for d in range(10)}
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
        self._last: tuple[float, int] | None = None
        """(clock, key) of the last counted press, for a chord (a key and its keypad twin
        are one key, digits each their own)."""

    def press(self, key: int, clock: float, *, meant: bool = False,
              digits_choose: bool = False) -> bool:
        """A fresh press of ``key`` at ``clock`` (``meant``: the screen has a use for it
        now; ``digits_choose``: each digit is a choice of its own there, no part of a
        typed number): True when it must do nothing."""
        if key in FREE_KEYS:
            return False
        recent = self._recent
        while recent and clock - recent[0][0] > MASH_WINDOW_SECONDS + 1e-6:
            recent.popleft()
        recent.append((clock, kind_of(key), meant))
        deliberate = len(recent) <= SEQUENCE_PRESSES and all(used for *_, used in recent)
        last, self._last = self._last, (clock, _TWINS.get(key, _KEYPAD_DIGITS.get(key, key)))
        chord = (last is not None and last[1] != self._last[1]
                 and clock - last[0] < CHORD_SECONDS - 1e-6 and key not in _CONFIRM_KEYS
                 and (digits_choose or not {key, last[1]} <= _DIGITS))
        mashing = ((len({kind for _, kind, _ in recent}) >= MASH_KEYS and not deliberate)
                   or chord or clock - self._mashed_at < MASH_QUIET_SECONDS - 1e-6)
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
        self._last = None
