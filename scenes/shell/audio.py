"""Sound effects, optional: without an audio device the program simply runs silent.

The effects are WAV files in ``assets/sounds/`` made by ``tests/tools/make_sounds.py``
(pure Python synthesis, see ``assets/CREDITS.md``). Call :func:`init` once
after ``pygame.init()``; then :func:`play` anywhere. Every function is safe to
call when the mixer is missing: it does nothing.

Usage::

    from scenes.shell import audio
    audio.init(volume=settings.volume)
    audio.play("dice_rattle")
    audio.set_volume(0.4)      # applies at once, also to sounds already playing
"""

from __future__ import annotations

import sys
import warnings

import pygame

from scenes.shell import assets

# Every effect the program knows; the file is assets/sounds/<name>.wav.
EFFECTS: tuple[str, ...] = (
    "click",
    "dice_rattle",
    "dice_land",
    "card_flip",
    "coin",
    "cheer",
    "error",
)


FORMAT = (44100, -16, 2, 512)
"""Frequency, sample size, channels and buffer the mixer is opened with."""


def mixer_missing() -> str | None:
    """Why pygame could not load its mixer at all, or None when it did: SDL_mixer or a
    library it links is missing (a Linux system without libstdc++, which the packaged
    build leaves to the system for libfluidsynth). Every ``pygame.mixer`` call would
    then raise."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # pygame warns before it raises; the reason is kept
        try:
            pygame.mixer.get_init()
        except NotImplementedError as error:
            return str(error)
    return None


def mixer_loaded() -> bool:
    return mixer_missing() is None


def pre_init() -> None:
    """Before ``pygame.init()``: the mixer's format, when there is a mixer."""
    if mixer_loaded():
        pygame.mixer.pre_init(*FORMAT)


class SoundBoard:
    """Loads the effects once and plays them at the current volume (0..1)."""

    def __init__(self) -> None:
        self.enabled = False
        self.volume = 0.8
        self._sounds: dict[str, pygame.mixer.Sound] = {}

    def init(self, volume: float | None = None) -> bool:
        """Start the mixer and load the effects; returns False (silent) when that fails."""
        if volume is not None:
            self.volume = _clamp(volume)
        why = mixer_missing()
        if why is not None:
            print(f"tabletop: pygame's mixer could not be loaded, so the games stay silent "
                  f"({why}).", file=sys.stderr)
            self.enabled = False
            self._sounds = {}
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(*FORMAT)
        except (pygame.error, OSError):
            self.enabled = False
            self._sounds = {}
            return False
        self._sounds = {}
        missing = []
        for name in EFFECTS:
            # One missing or broken file silences that effect only, said once.
            try:
                self._sounds[name] = assets.sound("sounds", f"{name}.wav")
            except (pygame.error, OSError):
                missing.append(f"{name}.wav")
        if missing:
            print(f"tabletop: the sound files {', '.join(missing)} could not be loaded, so "
                  "those effects stay silent.", file=sys.stderr)
        self.enabled = True
        self.set_volume(self.volume)
        return True

    def play(self, name: str, *, volume: float = 1.0) -> None:
        """Play effect ``name``; ``volume`` scales it relative to the master volume."""
        if name not in EFFECTS:
            raise KeyError(f"unknown sound effect {name!r}; known: {EFFECTS}")
        if not self.enabled:
            return
        sound = self._sounds.get(name)
        if sound is None:  # its file was missing at start-up
            return
        channel = sound.play()
        if channel is not None:
            channel.set_volume(_clamp(volume))

    def set_volume(self, volume: float) -> None:
        self.volume = _clamp(volume)
        for sound in self._sounds.values():
            sound.set_volume(self.volume)

    def stop(self) -> None:
        if self.enabled:
            pygame.mixer.stop()

    def shutdown(self) -> None:
        """Release the mixer (tests, and before ``pygame.quit()``)."""
        self._sounds = {}
        self.enabled = False
        assets.sound.cache_clear()
        if mixer_loaded() and pygame.mixer.get_init():
            pygame.mixer.quit()


def _clamp(value: float) -> float:
    return min(1.0, max(0.0, float(value)))


# The program's one sound board; the module functions below forward to it.
board = SoundBoard()


def init(volume: float | None = None) -> bool:
    return board.init(volume)


def play(name: str, *, volume: float = 1.0) -> None:
    board.play(name, volume=volume)


def set_volume(volume: float) -> None:
    board.set_volume(volume)


def is_enabled() -> bool:
    return board.enabled


def shutdown() -> None:
    board.shutdown()
