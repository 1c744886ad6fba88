"""The scene protocol and the transitions a scene returns (tcod-tutorial style).

A scene never edits the scene stack. ``handle_event`` and ``update`` *return*
a transition (or None) and :class:`scenes.shell.manager.SceneManager` applies it,
calling the lifecycle hooks in a fixed order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame


class Scene:
    """Base class: override what you need.

    Attributes:
        opaque: False for overlays (pause menu, privacy curtain, dialogs):
            the manager then draws the scene below first, dimmed.
        dims_below: False for an overlay that leaves the scene below bright (the privacy
            curtain covers only the private part of the table; the rest stays in sight).
        input_grace: seconds after the scene comes on top in which a key press or a
            click does nothing (the results: a press meant for the last move must not
            skip them, DESIGN §3; the privacy curtain: the seat before's presses must not
            lift it); keys held down from before stay ignored anyway.
        grace_most: seconds after the scene comes on top from which no grace holds a
            press back, however many presses came in it (the results: a burst of keys
            kept their buttons dead for seconds, trial s33 M/012); keys held from the
            screen before still count only once released.
        input_sight: seconds after the scene comes on top in which no press counts, however
            long the keys had rested: what a press is for must have been seen (a cover rose
            as an Enter meant for the table came, and lifted at once: trial s34 O/001).
        input_rest: the rest the keys had as the scene came on top (since the last press
            or click, on any screen), up to this long, counts as part of its
            ``input_grace``: a cover's grace as long as this counts from the last press
            (the privacy curtain risen after computers' moves took presses made seconds
            after the last one as too soon, trial s26 E/081; trial s31 I/006).
        home: True for the main menu, the screen :class:`Home` goes back to.
        escape_pauses: True where Esc opens the pause menu (a game's table, its cover):
            no grace holds that press back, so the menu opens at any moment, a
            computer's turn after a held result too (trial s24 pressed Esc twice in vain).
        grace_free_keys: keys no grace holds back, which only show something (the log's L
            over a privacy curtain).
    """

    opaque: bool = True
    dims_below: bool = True
    input_grace: float = 0.0
    input_rest: float = 0.0
    input_sight: float = 0.0
    grace_most: float = math.inf
    escape_pauses: bool = False
    grace_free_keys: frozenset[int] = frozenset()
    home: bool = False

    def enter(self) -> None:
        """Called when the scene becomes part of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack for good."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene on top of this one is popped."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; rebuild layouts and cached surfaces."""

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        return None

    def update(self, dt: float) -> Transition | None:
        """Advance by ``dt`` seconds."""
        return None

    def update_covered(self, dt: float) -> Transition | None:
        """Advance by ``dt`` seconds while another scene stands over this one: only what
        must go on unseen or seen through an overlay (a game's notices, its phones)."""
        return None

    def is_still_covered(self) -> bool:
        """True when :meth:`update_covered` would change nothing until the next input."""
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto ``surface``."""

    def is_still(self) -> bool:
        """True when nothing on screen would change until the next input (DESIGN §6: idle
        costs nothing). The main loop then stops redrawing and sleeps until an event;
        decorative pulses freeze. False, the safe default, redraws every frame."""
        return False

    def press_held_back(self) -> None:
        """A key press or click came in this scene's grace and did nothing (the manager's
        ``begin_grace``): a scene may say why, so a press is never eaten silently."""

    def is_typing(self) -> bool:
        """True while the scene takes typed text (a name being edited): then no run of
        keys is a mash of the keyboard (:mod:`scenes.shell.mash`)."""
        return False

    def means_key(self, key: int) -> bool:
        """True when a press of ``key`` does something on this screen now: a short run of
        such presses is a deliberate sequence, no mash (:mod:`scenes.shell.mash`). No key
        is vouched for by default, so every press counts toward a mash."""
        return False

    def digits_choose(self) -> bool:
        """True when each digit chooses something of its own on this screen (a pile of
        seals), so two digits pressed as one are a chord of the keyboard; False, the
        default, where digits may type a number (:mod:`scenes.shell.mash`)."""
        return False


@dataclass(frozen=True)
class Push:
    scene: Scene


@dataclass(frozen=True)
class Pop:
    """Remove the top scene; ``count`` pops several at once (e.g. pause menu + game)."""

    count: int = 1


@dataclass(frozen=True)
class Replace:
    """Swap the top scene for ``scene``; ``fade`` False when it is the same screen shown
    afresh (a replay's jump), which must not cross-fade."""

    scene: Scene
    fade: bool = True


@dataclass(frozen=True)
class Home:
    """Remove every scene above the home screen (the main menu; with none, the bottom
    scene stays), then push ``then`` if given (a game played on from a replay)."""

    then: Scene | None = None


@dataclass(frozen=True)
class Quit:
    pass


Transition = Push | Pop | Replace | Home | Quit
