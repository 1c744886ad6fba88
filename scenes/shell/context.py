"""``AppContext``: the services every scene shares (settings, audio, window, saves).

Scenes receive the context in their constructor and never reach for globals:
the language, volume, fullscreen state and animation speed all change through
:meth:`AppContext.apply_settings`, which persists them and applies them live.
The context owns the state behind them and hands it to what needs it: the
language's :class:`tabletop.i18n.Words` (``words``), the animation
:class:`scenes.widgets.tween.Pace` (``pace``) and the
:class:`scenes.shell.input.ControllerInput` that knows whether a controller is in use
(``input``).
"""

from __future__ import annotations

import random
import traceback
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from scenes.shell import theme
from scenes.shell.display import DEFAULT_SIZE, MIN_SIZE, Display, first_window_size
from scenes.shell.input import ControllerInput
from scenes.shell.manager import SceneManager
from scenes.shell.window_caches import forget_window_size
from scenes.widgets.tween import AnimationSpeed, Pace
from tabletop import storage
from tabletop.i18n import Words
from tabletop.storage import Notice, Settings
from tabletop.storage.recording import record_lost

if TYPE_CHECKING:
    from scenes.shell.navigator import Navigator
    from scenes.shell.scene import Scene
    from tabletop.session import GameSession

__all__ = ["DEFAULT_SIZE", "MIN_SIZE", "AppContext", "LeftLesson"]

ANIMATION_SPEEDS: dict[str, AnimationSpeed] = {
    "slow": AnimationSpeed.SLOW,
    "normal": AnimationSpeed.NORMAL,
    "fast": AnimationSpeed.FAST,
    "instant": AnimationSpeed.INSTANT,
}


TOLD_ONCE = frozenset({
    "storage.save_write_failed", "storage.statistics_write_failed",
    "storage.statistics_start_write_failed", "storage.settings_write_failed",
    "storage.finished_not_kept", "storage.review_not_kept",
    "storage.statistics_not_opened", "storage.save_not_opened",
})
"""The notices of a write to the user folder that failed, or of a file that could not be
opened (left as it is, so every menu visit finds it again): each is told once a run, and a
write failure none where the start-up's dialog said its folder cannot be written (with a
missing or read-only folder the same two dialogs came over every table opened)."""


SAVE_PATIENCE = 30.0
"""Seconds a player leaving a game waits for its save: a disk slower than this is told as
one that failed (the save may still land; the game is not lost by waiting)."""


class LeftLesson(NamedTuple):
    """A lesson left with Esc before its end, and its table, for the menu to resume."""

    game_id: str
    scene: Scene


class AppContext:
    """The program's shared services.

    Attributes:
        settings: the player's :class:`tabletop.storage.Settings`.
        audio: the sound player (``scenes.shell.audio``) or None before it starts.
        manager: the scene stack.
        seed: the ``--seed`` value; games started from it are reproducible.
        size: the layout size in pixels: the drawing surface's (the window's, or a
            fraction of a very big window's: :mod:`scenes.shell.display`), never below ``MIN_SIZE``.
        display: the window, fullscreen switching and frame presentation.
        saving_off: True when the user folder could not be written at start-up
            (the program plays on without saving and says so).
        notices: messages waiting to be shown (a damaged save, settings reset).
        words: the :class:`tabletop.i18n.Words` of the chosen language, replaced
            (never changed) when the language setting changes.
        input: the :class:`scenes.shell.input.ControllerInput`, which knows whether the last
            input came from a controller (hints then name its buttons).
        pace: the animation speed; the context changes it when the setting changes,
            and the timelines, counters, prompts and fades it was handed follow.
        navigator: builds the screen one part of the program opens in another
            (:mod:`scenes.shell.navigator`); the program's shell sets it once it has a context.
    """

    navigator: Navigator

    def __init__(
        self,
        settings: Settings,
        *,
        manager: SceneManager | None = None,
        audio: Any = None,
        seed: int | None = None,
        size: tuple[int, int] = DEFAULT_SIZE,
        persist: bool = True,
        on_disk: Mapping[str, Any] | None = None,
    ) -> None:
        self.settings = settings
        self._on_disk = dict(on_disk or {})
        """The settings' values on disk (by field name) where the command line chose
        others for this run only: ``--lang`` (trial s38 X/015: one ``--lang ko`` start
        made every later start Korean) and ``--fullscreen``; each forgotten once the
        player changes that setting during the run."""
        self.words = Words(settings.language)
        self.pace = Pace()
        self.input = ControllerInput()
        self.manager = manager if manager is not None else SceneManager()
        self.manager.pace = self.pace  # cross-fades play at the player's speed too
        self.audio = audio
        self.seed = seed
        self.size = size
        self.display = Display()
        self.persist = persist
        self.saving_off = False
        self.notices: list[Notice] = []
        self._told_failures: set[str] = set()
        """The keys of :data:`TOLD_ONCE` told this run (:meth:`told`)."""
        self.left_lesson: LeftLesson | None = None
        """A lesson left with Esc before its end: the menu offers to resume it."""
        self._seed_counter = 0
        self._writer: storage.StorageWriter | None = None
        self._snapshot_failed = False  # the last game could not even be turned into a save
        self._apply_live(settings)

    # -- window ---------------------------------------------------------

    @property
    def scale(self) -> float:
        """UI scale: 1.0 at 1280x720, ``min(w/1280, h/720)`` otherwise."""
        return theme.ui_scale(self.size)

    def resize(self, size: tuple[int, int]) -> None:
        """The drawing surface (the window, or scenes.shell.display's half of a big one) changed
        size: re-lay out every scene, at least at ``MIN_SIZE``."""
        layout = layout_size((max(1, size[0]), max(1, size[1])))
        if layout != self.size or not self.manager.laid_out:
            if layout != self.size:
                forget_window_size()  # no surface drawn for the old size is asked for again
            self.size = layout
            self.manager.resize(self.size)

    def open_window(self) -> pygame.Surface:
        """Create (or re-create) the window for the current fullscreen setting."""
        self.display.open(fullscreen=self.settings.fullscreen,
                          windowed_size=self._windowed_size())
        self.resize(self.display.size)
        return self.display.surface

    def window_resized(self) -> None:
        """The player resized the window: follow it."""
        self.display.window_resized()
        self.resize(self.display.size)

    def _windowed_size(self) -> tuple[int, int]:
        saved = self.settings.window_size
        if saved and len(saved) == 2 and tuple(saved) != DEFAULT_SIZE:
            return max(MIN_SIZE[0], int(saved[0])), max(MIN_SIZE[1], int(saved[1]))
        # Never resized: size the window from the desktop, so a high-density
        # display (physical pixels, scenes.shell.display) does not get a tiny window.
        desktops = pygame.display.get_desktop_sizes() if pygame.display.get_init() else []
        return first_window_size(desktops[0]) if desktops else DEFAULT_SIZE

    def toggle_fullscreen(self) -> None:
        self.apply_settings(replace(self.settings, fullscreen=not self.settings.fullscreen))

    def remember_window_size(self) -> None:
        """Keep the windowed size for the next start (not while fullscreen)."""
        size = self.display.windowed_size
        if self.settings.fullscreen or tuple(self.settings.window_size or ()) == size:
            return
        self.apply_settings(replace(self.settings, window_size=size))

    # -- settings -------------------------------------------------------

    def apply_settings(self, new_settings: Settings) -> None:
        """Persist ``new_settings`` and apply what changed at once."""
        old = self.settings
        self.settings = new_settings
        for name in [name for name in self._on_disk
                     if getattr(new_settings, name) != getattr(old, name)]:
            del self._on_disk[name]  # chosen in Settings (or F11): kept for the next start
        if self.persist:  # off the frame: an F11 press waited 4.35 s for the disk once
            self._storage_writer().save_settings(replace(new_settings, **self._on_disk))
        self._apply_live(new_settings)
        if old.fullscreen != new_settings.fullscreen and pygame.display.get_surface():
            self.display.open(fullscreen=new_settings.fullscreen)
            self.resize(self.display.size)

    def _apply_live(self, settings: Settings) -> None:
        if settings.language != self.words.language:
            self.words = Words(settings.language)
        pygame.display.set_caption(self.words("app.window_title"))
        self.pace.speed = ANIMATION_SPEEDS.get(settings.animation_speed, AnimationSpeed.NORMAL)
        if self.audio is not None:
            self.audio.set_volume(settings.volume)

    def animation_speed_factor(self) -> float:
        """How much faster than normal animations run (inf for instant)."""
        return self.pace.speed.value

    # -- games ----------------------------------------------------------

    def new_seed(self) -> int:
        """A seed for a new game: derived from ``--seed`` when given, random otherwise."""
        if self.seed is None:
            return random.randrange(1, 2**31)
        self._seed_counter += 1
        return (self.seed * 1_000_003 + self._seed_counter) % 2**31

    def autosave(self, session: GameSession) -> None:
        """The GameSession autosave hook: queue a write after every action (off the frame
        thread); a finished game is recorded and leaves no save behind."""
        if not self.persist:
            return
        if (session.played_from and not session.counted_started and session.persons_played()
                and session.spec.counts_in_statistics(session.game.options)):
            # Played on from a replay, it is a game started once a person moves in it
            # (trial s23: the computers alone playing on counted one started).
            session.counted_started = True
            game_id = session.spec.id
            self.write(lambda: storage.record_started(game_id))
        if session.game.is_over:
            self.record_finished(session)
            return
        played_on = (storage.PlayedOn(session.played_from, session.counted_started)
                     if session.played_from else None)
        try:
            self._storage_writer().save(session.game, session.seats, session.bot_states(),
                                        played_on, phones_on=session.phones_on)
        except Exception:  # a game that cannot be put into a save must not stop the game
            traceback.print_exc()
            self._snapshot_failed = True
            failed = Notice("storage.save_write_failed")
            if failed not in self.notices:
                self.notices.append(failed)
        else:
            self._snapshot_failed = False

    def record_finished(self, session: GameSession) -> None:
        """The game just ended: count it in the statistics, keep it for replays and
        forget its save, before the next frame.

        Recording waited for the results screen once, so closing the window on the
        game-over frame lost the finished game. All of it is done when this returns,
        in the order :mod:`tabletop.storage.recording` gives, so a kill at any moment
        counts the game once (the next start completes a recording cut short). Once
        per session, so the results screen (or a second call) never counts it twice.
        """
        if session.result_recorded:
            return
        session.result_recorded = True
        if self.persist and session.played_from and not session.persons_played():
            # Played on from a replay, the computers alone played the rest: the game the
            # replay came from, counted and kept already (trial s23: play on from its last
            # move counted the game twice, the same high score twice).
            session.record_lost = Notice("storage.played_on_not_counted",
                                         {"move": str(session.played_from)})
            self.delete_save(session.spec.id)
            self.flush_saves()
        elif self.persist:
            self.flush_saves()  # no save of the last move may land after the finished one
            said = storage.record_finished(session.spec, session.game, session.seats,
                                           session.bot_states())
            # Said on the results every time (trial s23: a second game on a full disk
            # showed its results with no word, the failure told once a run).
            session.record_lost = record_lost(said)
            self.notices += [notice for notice in said if notice not in self.notices]
            self.delete_save(session.spec.id)  # the writer's record too: nothing is left unsaved
            self.flush_saves()
        self._snapshot_failed = False

    def delete_save(self, game_id: str) -> None:
        """Forget ``game_id``'s saved game (queued behind any pending write, so nothing
        resurrects it); the other games' saves stay."""
        if self.persist:
            self._storage_writer().delete(game_id)

    def write(self, job: storage.Job) -> None:
        """Queue a statistics write (``lambda: storage.record_started(game_id)``) behind
        the writes asked before it, off the frame; its notice is shown when it fails.
        Nothing is written when the program keeps nothing (``persist`` False)."""
        if self.persist:
            self._storage_writer().write(job)

    def flush_saves(self) -> None:
        """Wait until queued writes are on disk (before reading the save slot, the
        statistics or the settings)."""
        if self._writer is not None:
            self._writer.flush()

    def flush_statistics(self) -> None:
        """Wait until queued statistics writes are on disk (before reading the statistics);
        the settings and the autosave may still be on their way."""
        if self._writer is not None:
            self._writer.flush_jobs()

    def writes_done(self) -> bool:
        """True when every queued write is on disk or has failed (never waits)."""
        return self._writer is None or self._writer.idle

    @property
    def saving_fails(self) -> bool:
        """True while nothing is being saved: the folder could not be written at start-up,
        or the last save of the game failed (never waits for the disk: a frame asks)."""
        writer = self._writer
        return (self.saving_off or self._snapshot_failed
                or (writer is not None and writer.idle and writer.unsaved))

    def unsaved_progress(self) -> bool:
        """True when the game in progress could not be saved: closing now loses it.

        Waits for the queued writes first, up to ``SAVE_PATIENCE`` (closing the window asks
        only once :meth:`writes_done`): a write still under way is not a failed one, and
        the 2 s this waited once ended in a warning about a game that was being saved."""
        if self._snapshot_failed:
            return True
        if self._writer is None:
            return False
        self._writer.flush(SAVE_PATIENCE)
        return self._writer.unsaved

    def close(self) -> None:
        """On quit: finish the last writes."""
        if self._writer is not None:
            self._writer.close()
            self._writer = None

    def _storage_writer(self) -> storage.StorageWriter:
        if self._writer is None:
            self._writer = storage.StorageWriter()
        return self._writer

    def play(self, sound: str) -> None:
        """Play a named effect (silent without an audio device)."""
        if self.audio is not None:
            self.audio.play(sound)

    def take_notices(self) -> list[Notice]:
        """The waiting notices, removed from the queue (the caller shows them)."""
        while self._writer is not None and (notice := self._writer.take_notice()) is not None:
            if notice not in self.notices:
                self.notices.append(notice)
        waiting, self.notices = self.notices, []
        return [notice for notice in waiting if not self._said_before(notice)]

    def _said_before(self, notice: Notice) -> bool:
        """True for a folder's write failure or an unopened file the player was already
        told of this run (or at start-up): the same again says nothing new. A
        game that would be lost is still said when it is left (``storage.leave_unsaved``)."""
        return notice.key in self._told_failures

    def told(self, notices: list[Notice]) -> None:
        """``notices`` are on screen now (a dialog that waits for OK): a folder's write
        failure among them is not told again this run."""
        self.told_failures(notice.key for notice in notices)

    def told_failures(self, keys: Iterable[str]) -> None:
        """The write failures of ``keys`` go without saying this run (the start-up said
        their folder cannot be written)."""
        self._told_failures.update(key for key in keys if key in TOLD_ONCE)


MAX_LAYOUT_SIDE = 4096
"""A window below the minimum is laid out larger and scaled down; no side beyond this."""


def layout_size(window: tuple[int, int]) -> tuple[int, int]:
    """The size scenes lay out at for a window of ``window`` pixels.

    The window's own size when it is at least ``MIN_SIZE``; otherwise the
    window enlarged by one factor until both sides reach the minimum (so the
    picture scales down to the window undistorted), capped at
    ``MAX_LAYOUT_SIDE`` for windows of absurd proportions.
    """
    width, height = max(1, window[0]), max(1, window[1])
    factor = max(MIN_SIZE[0] / width, MIN_SIZE[1] / height)
    if factor <= 1:
        return width, height
    return (min(MAX_LAYOUT_SIDE, max(MIN_SIZE[0], round(width * factor))),
            min(MAX_LAYOUT_SIDE, max(MIN_SIZE[1], round(height * factor))))
