"""The player's settings, kept in ``config_dir()/settings.json``.

Reading is forgiving: unknown keys are ignored and a bad value falls back to
that field's default, so one odd value never costs the player the rest. A
file that cannot be read as a JSON object at all is set aside (renamed,
never deleted) and the defaults are used, with a notice to show (a file the system
would not let us open is not known to be bad: it stays as it is); so is a file
with a value of the wrong kind (``"volume": "loud"``), whose good values are
kept: a reset the player is not told of looked like settings that forget. A file larger
than :data:`MAX_SETTINGS_BYTES` is not ours, and is set aside as an unreadable one is.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, get_args

from tabletop.i18n import DEFAULT_LANGUAGE, LANGUAGES
from tabletop.storage.notice import Notice, kept_unopened, write_failed
from tabletop.storage.paths import (
    FileNotOpened,
    UnreadableFile,
    atomic_write_json,
    read_json,
    set_aside,
    settings_path,
)

SETTINGS_FORMAT = 1

MAX_SETTINGS_BYTES = 64 * 1024
"""Tabletop writes a settings file of about 200 bytes: a larger one is not ours (a 10 MB
file of valid JSON was read and parsed at every start, trial s23)."""

AnimationSpeed = Literal["slow", "normal", "fast", "instant"]
ANIMATION_SPEEDS: tuple[str, ...] = get_args(AnimationSpeed)

MIN_WINDOW = (1, 1)
MAX_WINDOW = (65535, 65535)
"""Any size a window can have is remembered (a tiled half-height window, a tiny
one the window manager allowed); the front end applies its own minimum when it
opens the window, so a remembered size never stops the program from starting."""


@dataclass(frozen=True)
class Settings:
    """Everything the Settings screen changes; make a changed copy with ``dataclasses.replace``.

    Attributes:
        language: "en" or "ko".
        volume: master volume, 0.0 (silent) to 1.0.
        fullscreen: start in fullscreen (F11 toggles it while playing).
        animation_speed: "slow", "normal", "fast" or "instant".
        coach: show the odds a thoughtful player would work out (DESIGN §5).
        window_size: the last windowed size, (width, height) in pixels.
    """

    language: str = DEFAULT_LANGUAGE
    volume: float = 0.8
    fullscreen: bool = False
    animation_speed: AnimationSpeed = "normal"
    coach: bool = False
    window_size: tuple[int, int] = (1280, 720)

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            if not _VALIDATORS[field.name](value):
                raise ValueError(f"bad setting {field.name}={value!r}")


def _is_language(value: Any) -> bool:
    return isinstance(value, str) and value in LANGUAGES


def _is_volume(value: Any) -> bool:
    # Compared, never converted first: Python compares a 400-digit integer with a float
    # exactly, where math.isfinite(10**400) raised OverflowError; NaN fails
    # both comparisons.
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0.0 <= value <= 1.0


def _is_bool(value: Any) -> bool:
    return isinstance(value, bool)


def _is_speed(value: Any) -> bool:
    return isinstance(value, str) and value in ANIMATION_SPEEDS


def _is_window_size(value: Any) -> bool:
    if not isinstance(value, (list, tuple)) or len(value) != 2:
        return False
    return all(
        isinstance(side, int) and not isinstance(side, bool) and low <= side <= high
        for side, low, high in zip(value, MIN_WINDOW, MAX_WINDOW, strict=True)
    )


_VALIDATORS: dict[str, Callable[[Any], bool]] = {
    "language": _is_language,
    "volume": _is_volume,
    "fullscreen": _is_bool,
    "animation_speed": _is_speed,
    "coach": _is_bool,
    "window_size": _is_window_size,
}

_LABELS = {
    "language": "app.settings.language",
    "volume": "app.settings.volume",
    "fullscreen": "app.settings.fullscreen",
    "animation_speed": "app.settings.animation",
    "coach": "app.settings.coach",
    "window_size": "app.settings.window_size",
}
"""Each setting's name as the Settings screen shows it (a translation key), for the
notice that says which ones were reset."""


def settings_from_dict(data: dict[str, Any]) -> Settings:
    """Settings from a parsed file: unknown keys ignored, bad values replaced by defaults."""
    chosen: dict[str, Any] = {}
    for name, is_valid in _VALIDATORS.items():
        if name in data and is_valid(data[name]):
            value = data[name]
            if name == "volume":
                value = float(value)
            elif name == "window_size":
                value = (value[0], value[1])
            chosen[name] = value
    return Settings(**chosen)


def settings_to_dict(settings: Settings) -> dict[str, Any]:
    return {
        "format": SETTINGS_FORMAT,
        "language": settings.language,
        "volume": settings.volume,
        "fullscreen": settings.fullscreen,
        "animation_speed": settings.animation_speed,
        "coach": settings.coach,
        "window_size": list(settings.window_size),
    }


def load_settings() -> tuple[Settings, Notice | None]:
    """The saved settings (defaults when there is no file), and a notice if the file was bad."""
    path = settings_path()
    try:
        data = read_json(path, MAX_SETTINGS_BYTES)
    except FileNotOpened as error:
        # Perhaps good settings: kept as they are, and not written over (save_settings
        # refuses while the file cannot be opened).
        return Settings(), kept_unopened("storage.settings_not_opened", path.name, error)
    except UnreadableFile:
        data = _BROKEN
    if data is None:
        return Settings(), None
    if not isinstance(data, dict):
        moved = set_aside(path)
        if moved is None:
            return Settings(), Notice("storage.file_not_moved", {"file": path.name})
        return Settings(), Notice("storage.settings_unreadable", {"file": moved.name})
    settings = settings_from_dict(data)
    wrong = tuple(_LABELS[name] for name, is_valid in _VALIDATORS.items()
                  if name in data and not is_valid(data[name]))
    if wrong:
        moved = set_aside(path)
        if moved is None:
            return settings, Notice("storage.file_not_moved", {"file": path.name})
        return settings, Notice("storage.settings_values_reset", {"file": moved.name},
                                names=wrong)
    return settings, None


def save_settings(settings: Settings) -> Notice | None:
    """Atomically write ``settings``; a notice (never an exception) if the disk refused."""
    try:
        atomic_write_json(settings_path(), settings_to_dict(settings))
    except OSError as error:
        return write_failed("storage.settings_write_failed", error)
    return None


_BROKEN = object()
"""Marks a file that exists but could not be parsed (not a dict, so it is set aside)."""
