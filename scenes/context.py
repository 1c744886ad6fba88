"""``AppContext``: the services every scene shares (settings, audio, window, saves).

Scenes receive the context in their constructor and never reach for globals:
the language, volume, fullscreen state and animation speed all change through
:meth:`AppContext.apply_settings`, which persists them and applies them live.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from scenes import theme
from scenes.manager import SceneManager
from scenes.widgets.tween import AnimationSpeed, set_animation_speed
from tabletop import storage
from tabletop.i18n import set_language, t
from tabletop.storage import Notice, Settings

if TYPE_CHECKING:
    from tabletop.session import GameSession

DEFAULT_SIZE: tuple[int, int] = (1280, 720)
MIN_SIZE: tuple[int, int] = (800, 450)

ANIMATION_SPEEDS: dict[str, AnimationSpeed] = {
    "slow": AnimationSpeed.SLOW,
    "normal": AnimationSpeed.NORMAL,
    "fast": AnimationSpeed.FAST,
    "instant": AnimationSpeed.INSTANT,
}


class AppContext:
    """The program's shared services.

    Attributes:
        settings: the player's :class:`tabletop.storage.Settings`.
        audio: the sound player (``scenes.audio``) or None before it starts.
        manager: the scene stack.
        seed: the ``--seed`` value; games started from it are reproducible.
        size: the window size in pixels.
        notices: messages waiting to be shown (a damaged save, settings reset).
    """

    def __init__(
        self,
        settings: Settings,
        *,
        manager: SceneManager | None = None,
        audio: Any = None,
        seed: int | None = None,
        size: tuple[int, int] = DEFAULT_SIZE,
        persist: bool = True,
    ) -> None:
        self.settings = settings
        self.manager = manager if manager is not None else SceneManager()
        self.audio = audio
        self.seed = seed
        self.size = size
        self.persist = persist
        self.notices: list[Notice] = []
        self._seed_counter = 0
        self._writer: storage.AutosaveWriter | None = None
        self._apply_live(settings)

    # -- window ---------------------------------------------------------

    @property
    def scale(self) -> float:
        """UI scale: 1.0 at 1280x720, ``min(w/1280, h/720)`` otherwise."""
        return theme.ui_scale(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size: remember it and re-lay out every scene."""
        self.size = (max(1, size[0]), max(1, size[1]))
        self.manager.resize(self.size)

    def open_window(self) -> pygame.Surface:
        """Create (or re-create) the window for the current fullscreen setting."""
        if self.settings.fullscreen:
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            width, height = self._windowed_size()
            surface = pygame.display.set_mode((width, height), pygame.RESIZABLE)
        self.resize(surface.get_size())
        return surface

    def _windowed_size(self) -> tuple[int, int]:
        saved = self.settings.window_size
        if saved and len(saved) == 2:
            return max(MIN_SIZE[0], int(saved[0])), max(MIN_SIZE[1], int(saved[1]))
        return DEFAULT_SIZE

    def toggle_fullscreen(self) -> None:
        self.apply_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))

    def remember_window_size(self) -> None:
        """Keep the windowed size for the next start (not while fullscreen)."""
        if self.settings.fullscreen or tuple(self.settings.window_size or ()) == self.size:
            return
        self.apply_settings(replace(self.settings, window_size=self.size))

    # -- settings -------------------------------------------------------

    def apply_settings(self, new_settings: Settings) -> None:
        """Persist ``new_settings`` and apply what changed at once."""
        old = self.settings
        self.settings = new_settings
        if self.persist:
            storage.save_settings(new_settings)
        self._apply_live(new_settings)
        if old.fullscreen != new_settings.fullscreen and pygame.display.get_surface():
            self.open_window()

    def _apply_live(self, settings: Settings) -> None:
        set_language(settings.language)
        pygame.display.set_caption(t("app.window_title"))
        set_animation_speed(ANIMATION_SPEEDS.get(settings.animation_speed, AnimationSpeed.NORMAL))
        if self.audio is not None:
            self.audio.set_volume(settings.volume)

    def animation_speed_factor(self) -> float:
        """How much faster than normal animations run (inf for instant)."""
        return ANIMATION_SPEEDS.get(self.settings.animation_speed, AnimationSpeed.NORMAL).value

    # -- games ----------------------------------------------------------

    def new_seed(self) -> int:
        """A seed for a new game: derived from ``--seed`` when given, random otherwise."""
        if self.seed is None:
            return random.randrange(1, 2**31)
        self._seed_counter += 1
        return (self.seed * 1_000_003 + self._seed_counter) % 2**31

    def autosave(self, session: GameSession) -> None:
        """The GameSession autosave hook: queue a write after every action (off the frame
        thread); a finished game leaves no save behind."""
        if not self.persist:
            return
        if session.game.is_over:
            self.delete_save()
        else:
            self._autosave_writer().save(session.game, session.seats)

    def delete_save(self) -> None:
        """Forget the saved game (queued behind any pending write, so nothing resurrects it)."""
        if self.persist:
            self._autosave_writer().delete()

    def flush_saves(self) -> None:
        """Wait until queued autosaves are on disk (before reading the save slot)."""
        if self._writer is not None:
            self._writer.flush()

    def close(self) -> None:
        """On quit: finish the last autosave write."""
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def _autosave_writer(self) -> storage.AutosaveWriter:
        if self._writer is None:
            self._writer = storage.AutosaveWriter()
        return self._writer

    def play(self, sound: str) -> None:
        """Play a named effect (silent without an audio device)."""
        if self.audio is not None:
            self.audio.play(sound)

    def take_notices(self) -> list[Notice]:
        """The waiting notices, removed from the queue (the caller shows them)."""
        if self._writer is not None:
            notice = self._writer.take_notice()
            if notice is not None and notice not in self.notices:
                self.notices.append(notice)
        waiting, self.notices = self.notices, []
        return waiting
