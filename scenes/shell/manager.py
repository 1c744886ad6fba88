"""The scene stack: applies transitions, routes events, draws overlays over dimmed scenes.

A change between full screens cross-fades over ``FADE_SECONDS`` (ART.md,
"screen change"); overlays such as the pause menu appear at once.

One key press takes one action, on the screen it was pressed on (DESIGN §3, "one
press, one action"), and that is kept here, once, for every screen:

- a key counts only when it was pressed while the scene on top was on top: a key still
  held from the screen before does nothing on the next, its repeats neither;
- a held key repeats only where repeating means moving on (arrows, Tab, Backspace,
  Page Up/Down): a held Enter or Space is one press, not one action every 40 ms;
- a held key's last repeat, pumped together with its release, is no new press (it
  once moved a final table on to the results when the held key was let go);
- after every screen change, Enter, Space and keypad Enter (a controller's A and X) do
  nothing on the new screen until all of them are up and none has been pressed for
  ``ACTIVATE_QUIET_SECONDS``; each press in that time starts the quiet again. A burst
  of presses takes one screen's action, never a chain of them (Enter mashed through
  a game's last move once ran through the results, the menu and the setup into a new
  game, its rolls spent);
- a scene may ask for an ``input_grace``: for that long after it comes on top, key
  presses and clicks do nothing (the results, so a press meant for the last move
  never skips them; the privacy curtain, so the seat before's burst never lifts the
  next person's cover), and on while they keep coming, until the keys have been quiet
  for ``GRACE_QUIET_SECONDS`` (on a scene with a ``grace_most``, no longer than that);
  a part of the screen on top that comes as a new screen
  would (Winner's Circle's payout sheet between races) asks for the same grace from the
  moment it comes (:meth:`SceneManager.begin_grace`), keys held then counting only
  once released;
- on every screen, lessons too, a mash of the keyboard (three different keys within half
  a second, unless they are a short run of keys that each mean something there) takes
  no action until the keys have been quiet for a moment; Escape, the arrows and Tab
  still work, and a screen taking typed text sees every key (:mod:`scenes.shell.mash`);
  a confirming key (Enter, Space) a mash holds back says so, as one in a grace does.

These times are the player's, real seconds (:meth:`SceneManager.update`'s ``real``): a
frame's step is cut short when a frame is slow, and a grace counted in frame time lasted
3-5 s on a loaded machine while the results' review was worked out (trial s33 M/012).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable

import pygame

from scenes.shell.mash import MashWatch
from scenes.shell.scene import Home, Pop, Push, Quit, Replace, Scene, Transition
from scenes.widgets.button import drawn_covered
from scenes.widgets.focus import ACTIVATE_KEYS
from scenes.widgets.tween import Pace

DIM_ALPHA = 150
"""How dark the scene below an overlay gets (0–255)."""

GRACE_QUIET_SECONDS = 0.6
"""An input grace ends only once no press has come for this long."""

ACTIVATE_QUIET_SECONDS = 0.4
"""After a screen change, the activation keys count again once they have all been up
and unpressed for this long (a steady press every half second still gets through)."""

FADE_SECONDS = 0.25

REPEATING_KEYS = frozenset({
    pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB,
    pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_PAGEUP, pygame.K_PAGEDOWN,
})
"""The keys whose held repeats count: each repeat moves on by one (focus, text, page)."""

PAUSE_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_PAUSE})
"""The keys that open a table's pause menu."""


def key_is_down(key: int) -> bool:
    """Whether the keyboard holds ``key`` down now, as SDL knows it."""
    try:
        return bool(pygame.key.get_pressed()[key])
    except (IndexError, pygame.error):
        return False


class SceneManager:
    """A stack of scenes; the top (end of the list) receives input."""

    def __init__(self, pace: Pace | None = None) -> None:
        self.pace = pace if pace is not None else Pace()
        """The speed cross-fades play at: the application context's, once it has one."""
        self.stack: list[Scene] = []
        self.running = True
        self._size: tuple[int, int] | None = None
        self._dim: pygame.Surface | None = None
        self._fade_from: pygame.Surface | None = None
        self._drawn_on: pygame.Surface | None = None
        """The surface the last frame was drawn on (the window's, or a smaller one
        that scenes.shell.display scales up); a cross-fade starts from its contents."""
        self._fade_total = 0.0
        self._fade_left = 0.0
        self.key_is_down: Callable[[int], bool] = key_is_down
        """Asked whether a key is still held (a test stands in for the keyboard)."""
        self._down: set[int] = set()
        """Keys pressed and not yet released, as this manager saw them."""
        self._stale: set[int] = set()
        """Keys already down when the scene on top came there: ignored until released."""
        self._top_age = 0.0
        """Seconds since the scene on top came there (for its ``input_grace``)."""
        self._swallowed_at = -GRACE_QUIET_SECONDS
        """The top age of the last press its grace swallowed."""
        self._grace_until = 0.0
        """The top age up to which a grace asked for by the scene on top lasts."""
        self._grace_quiet = GRACE_QUIET_SECONDS
        """How long the keys must rest before a grace ends (see :meth:`begin_grace`)."""
        self._clock = 0.0
        """Seconds this manager has run (the sum of its updates)."""
        self._activated_at = -ACTIVATE_QUIET_SECONDS
        """The clock at the last press of an activation key, counted or not."""
        self._pressed_at = -math.inf
        """The clock at the last key press or click, counted or not."""
        self._rested = 0.0
        """Seconds the keys had rested when the scene on top came there, up to its
        ``input_rest``: so much of its ``input_grace`` is already over."""
        self._guarded = False
        """The screen on top has taken no activation key since it came there."""
        self.press_gap = math.inf
        """Seconds between the last key press or click and the one before it."""
        self.presses = 0
        """Key presses and clicks so far, counted or not: a screen tells by it whether a
        press is the very next one after another (Big Shot's Loan, asked then taken)."""
        self._releases_ahead: Counter[int] = Counter()
        """Key releases already pumped, in the batch being handled, not yet handled."""
        self.frame_seconds = 0.0
        """The player's seconds the last update covered (:meth:`update`'s ``real``)."""
        self.mash = MashWatch()
        """The keyboard's last presses: whether one is part of a mash."""

    @property
    def laid_out(self) -> bool:
        """True once :meth:`resize` gave the scenes a size."""
        return self._size is not None

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def apply(self, transition: Transition | None) -> None:
        """Carry out one transition, calling the lifecycle hooks in order."""
        before = self.top
        self._carry_out(transition)
        if self.top is not before:
            # A new screen: what the keyboard holds now was pressed for another one.
            self._stale = set(self._down)
            self._top_age = self._grace_until = 0.0
            self._swallowed_at = -GRACE_QUIET_SECONDS
            self._grace_quiet = GRACE_QUIET_SECONDS
            self._rested = (0.0 if self.top is None
                            else min(self._clock - self._pressed_at, self.top.input_rest))
            if not (isinstance(transition, Replace) and not transition.fade):
                # (the same screen shown afresh, a replay's jump, keeps the guard it had)
                self._guarded = self.top is not None

    def _carry_out(self, transition: Transition | None) -> None:
        match transition:
            case None:
                return
            case Push(scene):
                if scene.opaque:
                    self._begin_fade()
                if self.stack:
                    self.stack[-1].pause()
                self._enter(scene)
            case Pop(count):
                leaving = self.stack[-min(count, len(self.stack)) :] if count else []
                if any(scene.opaque for scene in leaving):
                    self._begin_fade()
                for _ in range(min(count, len(self.stack))):
                    self.stack.pop().exit()
                if self.stack:
                    self.stack[-1].resume()
                else:
                    self.running = False
            case Replace(scene, fade):
                if scene.opaque and fade:
                    self._begin_fade()
                if self.stack:
                    self.stack.pop().exit()
                self._enter(scene)
            case Home(then):
                homes = [index for index, scene in enumerate(self.stack) if scene.home]
                self.apply(Pop(len(self.stack) - 1 - (homes[-1] if homes else 0)))
                if then is not None:
                    self.apply(Push(then))
            case Quit():
                while self.stack:
                    self.stack.pop().exit()
                self.running = False

    def _enter(self, scene: Scene) -> None:
        self.stack.append(scene)
        if self._size is not None:
            scene.resize(self._size)
        scene.enter()

    def resize(self, size: tuple[int, int]) -> None:
        self._size = size
        self._dim = None
        for scene in self.stack:
            scene.resize(size)

    def expect(self, events: Iterable[pygame.event.Event]) -> None:
        """The batch of events about to be handled, one by one: a key press followed in it
        by its key's release was pumped with the release (the keyboard no longer holds
        the key when the press is handled)."""
        self._releases_ahead = Counter(event.key for event in events
                                       if event.type == pygame.KEYUP)

    def handle_event(self, event: pygame.event.Event) -> None:
        if self.top is not None and self.counts(event):
            self.apply(self.top.handle_event(event))

    def counts(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` reaches the scene on top (the module docstring's rules)."""
        in_grace = self._in_grace()
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.press_gap = self._clock - self._pressed_at
            self._pressed_at = self._clock
            self.presses += 1
        if event.type == pygame.KEYUP:
            if self._releases_ahead[event.key] > 0:
                self._releases_ahead[event.key] -= 1
            self._down.discard(event.key)
            if event.key in ACTIVATE_KEYS:  # the quiet after a screen change counts from here
                self._activated_at = self._clock
            if event.key in self._stale:  # the release of a press made for another screen
                self._stale.discard(event.key)
                return False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            return not self._swallow(in_grace)
        if event.type != pygame.KEYDOWN:
            return True
        key = event.key
        if getattr(event, "controller", False):  # a controller's press has no release
            swallowed = self._swallow(in_grace)
            return not self._guard(key, held=False, swallowed=swallowed) and not swallowed
        # Held means: no release seen since its press, and the keyboard holds it now or its
        # release is still to come in this batch (a release that went to another window
        # never arrives; a test's keyboard holds nothing).
        held = key in self._down and (self.key_is_down(key) or self._releases_ahead[key] > 0)
        self._down.add(key)
        if key in PAUSE_KEYS and self.top is not None and self.top.escape_pauses:
            return not held  # the pause menu at hand in a grace too (Scene.escape_pauses)
        if self.top is not None and key in self.top.grace_free_keys:
            return not held
        if held and key in self._stale:
            return False
        self._stale.discard(key)
        swallowed = self._swallow(in_grace, held)
        mashed = self._mashed(key, held)
        guarded = self._guard(key, held, swallowed or mashed)
        # Said why, as a press in a grace is: a Space 0.3 s after a cover lifted did
        # nothing without a word (trial s27 E/058, E/266), nor a Space or Return a mash
        # held back, where the prediction seemed confirmed (trial s35 R/001).
        confirm_mashed = mashed and not held and not swallowed and key in ACTIVATE_KEYS
        if (guarded or confirm_mashed) and self.top is not None:
            self.top.press_held_back()
        if guarded or swallowed or mashed:
            self._stale.add(key)  # nor do its repeats count once the grace is over
            return False
        return not held or key in REPEATING_KEYS

    def _mashed(self, key: int, held: bool) -> bool:
        """True when a keyboard press is part of a mash, or comes before the quiet after
        one (:mod:`scenes.shell.mash`); a screen taking typed text sees every key."""
        if self.top is not None and self.top.is_typing():
            self.mash.forget()
            return False
        if held:
            return self.mash.holds(key, self._clock)
        meant = self.top is not None and self.top.means_key(key)
        choose = self.top is not None and self.top.digits_choose()
        return self.mash.press(key, self._clock, meant=meant, digits_choose=choose)

    def _guard(self, key: int, held: bool, swallowed: bool) -> bool:
        """True when an activation key's press must do nothing: since the screen on top
        came there, no activation key has been taken, and they have not all been up and
        unpressed for :data:`ACTIVATE_QUIET_SECONDS` (the module docstring). Each press
        starts the quiet again."""
        if key not in ACTIVATE_KEYS:
            return False
        quiet = self._clock - self._activated_at > ACTIVATE_QUIET_SECONDS - 1e-6
        others_up = not any(other in self._down and self.key_is_down(other)
                            for other in ACTIVATE_KEYS if other != key)
        self._activated_at = self._clock
        if held or swallowed:
            return False  # a repeat, or a press the grace took: no lift of the guard
        if self._guarded and not (quiet and others_up):
            return True
        self._guarded = False
        return False

    def guard_activation(self, *, from_now: bool = False) -> None:
        """Enter and Space (a controller's A and X) count on the screen on top again only
        once they have all been up and quiet for :data:`ACTIVATE_QUIET_SECONDS`, as after a
        screen change: a table asks for it when the decision passes to another person.
        ``from_now``: the quiet counts from this moment, as if one had just been pressed
        (the results' focus just moved: an Enter in the same breath never saw where)."""
        self._guarded = True
        if from_now:
            self._activated_at = self._clock

    @property
    def since_press(self) -> float:
        """Seconds since the last key press or click, counted or not."""
        return self._clock - self._pressed_at

    @property
    def in_grace(self) -> bool:
        """True while the scene on top takes no press (its ``input_grace``)."""
        return self._in_grace()

    @property
    def grace_left(self) -> float:
        """Seconds until the scene on top takes a press, if no press comes meanwhile (0:
        it takes one now). A cover shows it filling its keycap (trial s26 B/184)."""
        top = self.top
        if top is None:
            return 0.0
        left = max(0.0, max(self._own_grace(top), self._grace_until) - self._top_age,
                   self._grace_quiet - (self._top_age - self._swallowed_at))
        return min(left, max(0.0, top.grace_most - self._top_age))

    def begin_grace(self, seconds: float, quiet: float = GRACE_QUIET_SECONDS) -> None:
        """For ``seconds`` from now the scene on top takes no press, as in its own
        ``input_grace``: a part of it came that a press meant for what was there before
        must not skip (Winner's Circle's payout sheet). Presses in it keep it on until
        the keys have been quiet ``quiet`` seconds; a key held now counts only once
        released. A grace begun while another holds never shortens its quiet: the press that
        moved Wizard's last trick on (a quiet of 1.5 s) cut the summary's that came with it
        (2.5 s), and a steady press every 2 s took the summary away unread (trial s25 D/061)."""
        self._stale |= self._down
        self._grace_quiet = max(quiet, self._grace_quiet) if self._in_grace() else quiet
        # The press that brought it counts as the last one: a steady press a second,
        # slower than the default quiet, went on past a grace of one second (trial s23).
        self._swallowed_at = self._top_age
        self._grace_until = max(self._grace_until, self._top_age + seconds)

    def _in_grace(self) -> bool:
        top = self.top
        if top is None:
            return False
        if self._top_age >= top.grace_most:  # however the keys go on
            return False
        # (A press is swallowed only in a grace: without one the second test is False.)
        return (self._top_age < max(self._own_grace(top), self._grace_until)
                or self._top_age - self._swallowed_at < self._grace_quiet)

    def _own_grace(self, top: Scene) -> float:
        """The ``input_grace`` of the scene on top, less the rest the keys had as it came
        (up to its ``input_rest``): a grace as long as that rest counts from the last
        press, not from the scene's coming; never shorter than its ``input_sight``."""
        return max(top.input_sight, top.input_grace - self._rested)

    def _swallow(self, in_grace: bool, held: bool = False) -> bool:
        """A press in the grace does nothing, and keeps the grace on a while longer; the
        scene on top may say why (:meth:`Scene.press_held_back`), a key's repeats aside."""
        if in_grace:
            self._swallowed_at = self._top_age
            if not held and self.top is not None:
                self.top.press_held_back()
        return in_grace

    def catch_up(self, real: float) -> None:
        """``real`` seconds passed while the main loop slept (nothing moved): counted before
        the events that woke it are timed. Counted only by the next update, the first key
        after a sleep was timed when the last frame was drawn, seconds early, and a mash's
        second key 40 ms later read as a hand's next choice: no chord (trial s35 R/001)."""
        self._clock += real
        self._top_age += real

    def update(self, dt: float, real: float | None = None) -> None:
        """The top scene runs; a scene below it runs only what must go on while covered
        (:meth:`Scene.update_covered`: a notice frozen half faded under the privacy
        curtain, a phone's claim unasked under the codes screen, trial s22). ``real``: the
        seconds that really passed, which the input's times count (``dt`` when not given;
        the main loop's ``dt`` is cut short after a slow frame)."""
        passed = dt if real is None else real
        self.frame_seconds = passed
        self._top_age += passed
        self._clock += passed
        if self._fade_from is not None:
            self._fade_left -= dt
            if self._fade_left <= 0:
                self._fade_from = None
        for scene in self.stack[:-1]:
            self.apply(scene.update_covered(dt))
        if self.top is not None:
            self.apply(self.top.update(dt))

    def is_still(self) -> bool:
        """True when the top scene is still and no cross-fade plays (the loop may sleep)."""
        top = self.top
        # While a guard's quiet runs, the clock must run too (an idle loop stops it).
        quieting = (self._guarded
                    and self._clock - self._activated_at < ACTIVATE_QUIET_SECONDS)
        return (self._fade_from is None and top is not None and top.is_still()
                and all(scene.is_still_covered() for scene in self.stack[:-1])
                and not self._in_grace() and not quieting
                and not self.mash.quieting(self._clock))

    @property
    def is_fading(self) -> bool:
        return self._fade_from is not None

    def _begin_fade(self) -> None:
        """Keep the frame on screen now, to fade it out over the next scene."""
        duration = self.pace.seconds(FADE_SECONDS)
        screen = self._drawn_on
        if screen is None and pygame.display.get_init():
            screen = pygame.display.get_surface()
        if screen is None or duration <= 0:
            return
        self._fade_from = screen.copy()
        self._fade_total = self._fade_left = duration

    def draw(self, surface: pygame.Surface) -> None:
        """Draw from the highest opaque scene up, dimming below each overlay that dims."""
        if not self.stack:
            return
        self._drawn_on = surface
        first = len(self.stack) - 1
        while first > 0 and not self.stack[first].opaque:
            first -= 1
        for index in range(first, len(self.stack)):
            scene = self.stack[index]
            if index > first and scene.dims_below:
                surface.blit(self._dim_layer(surface.get_size()), (0, 0))
            if index < len(self.stack) - 1:
                with drawn_covered():  # the pointer is the top scene's: no hover beneath
                    scene.draw(surface)
            else:
                scene.draw(surface)
        fade = self._fade_from
        if fade is not None and fade.get_size() == surface.get_size():
            fade.set_alpha(round(255 * max(0.0, self._fade_left) / self._fade_total))
            surface.blit(fade, (0, 0))

    def _dim_layer(self, size: tuple[int, int]) -> pygame.Surface:
        if self._dim is None or self._dim.get_size() != size:
            self._dim = pygame.Surface(size, pygame.SRCALPHA)
            self._dim.fill((10, 14, 12, DIM_ALPHA))
        return self._dim
