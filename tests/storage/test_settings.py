from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest

from tabletop.i18n import Words
from tabletop.storage import settings as settings_module
from tabletop.storage.paths import settings_path
from tabletop.storage.settings import Settings, load_settings, save_settings


def test_defaults_when_there_is_no_file() -> None:
    loaded, notice = load_settings()
    assert notice is None
    assert loaded == Settings()
    assert loaded.language == "en"
    assert 0.0 <= loaded.volume <= 1.0
    assert loaded.fullscreen is False
    assert loaded.animation_speed == "normal"
    assert loaded.coach is False
    assert loaded.window_size == (1280, 720)
    assert not settings_path().exists()  # reading never writes


def test_round_trip() -> None:
    chosen = Settings(
        language="ko",
        volume=0.25,
        fullscreen=True,
        animation_speed="instant",
        coach=True,
        window_size=(1920, 1080),
    )
    assert save_settings(chosen) is None
    assert load_settings() == (chosen, None)
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    assert data["format"] == 1
    assert data["window_size"] == [1920, 1080]


def test_settings_are_a_frozen_value_changed_with_replace() -> None:
    base = Settings()
    louder = dataclasses.replace(base, volume=1.0)
    assert louder.volume == 1.0 and base.volume != 1.0
    with pytest.raises(dataclasses.FrozenInstanceError):
        base.volume = 0.0  # type: ignore[misc]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("language", "fr"),
        ("volume", 1.5),
        ("volume", -0.1),
        ("volume", float("nan")),
        ("volume", True),
        ("fullscreen", 1),
        ("animation_speed", "warp"),
        ("coach", "yes"),
        ("window_size", (0, 10)),
        ("window_size", (70000, 10)),
        ("window_size", (1280,)),
    ],
)
def test_building_bad_settings_is_refused(field: str, value: Any) -> None:
    with pytest.raises(ValueError):
        Settings(**{field: value})


def test_bad_values_fall_back_per_field_and_unknown_keys_are_ignored() -> None:
    settings_path().write_text(
        json.dumps(
            {
                "format": 1,
                "language": "ko",
                "volume": "loud",
                "fullscreen": "yes",
                "animation_speed": "fast",
                "coach": 1,
                "window_size": [800, "600"],
                "favourite_colour": "green",
            }
        ),
        encoding="utf-8",
    )
    loaded, notice = load_settings()
    assert loaded == Settings(language="ko", animation_speed="fast")
    # Told, and the file kept aside (trial s14 defect 8: a silent reset looked like a bug).
    assert notice is not None and notice.key == "storage.settings_values_reset"
    assert not settings_path().exists()
    aside = list(settings_path().parent.glob("settings.broken-*.json"))
    assert len(aside) == 1 and aside[0].name in notice.text(Words("ko"))
    assert b'"loud"' in aside[0].read_bytes()


def test_the_trial_s_wrong_kinds_are_told() -> None:
    settings_path().write_text(
        json.dumps({"language": 42, "volume": "loud", "window_size": [99999, -5]}), "utf-8")
    loaded, notice = load_settings()
    assert loaded == Settings()
    assert notice is not None and notice.key == "storage.settings_values_reset"


def test_the_reset_settings_are_named_as_the_settings_screen_names_them() -> None:
    # The last trial was told "some of your settings" went back, never which.
    settings_path().write_text(
        json.dumps({"volume": "loud", "coach": 1, "language": "ko"}), "utf-8")
    _, notice = load_settings()
    assert notice is not None
    english, korean = notice.text(Words("en")), notice.text(Words("ko"))
    assert "Volume, Coach" in english and "volume" not in english
    assert "음량, 코치" in korean and "Language" not in english and "언어" not in korean


def test_unknown_keys_alone_are_not_news() -> None:
    settings_path().write_text(json.dumps({"language": "ko", "favourite_colour": 3}), "utf-8")
    assert load_settings() == (Settings(language="ko"), None)
    assert settings_path().exists()


def test_integer_volume_and_list_window_size_are_accepted() -> None:
    settings_path().write_text(json.dumps({"volume": 1, "window_size": [800, 600]}), "utf-8")
    loaded, _ = load_settings()
    assert loaded.volume == 1.0 and isinstance(loaded.volume, float)
    assert loaded.window_size == (800, 600)


TEN_MEGABYTES = json.dumps({"language": "ko", "note": "x" * 10_000_000}).encode()
"""Valid JSON, with a good setting in it, but no settings file of ours (trial s23: read)."""


@pytest.mark.parametrize(
    "raw", [b"\xff\xfe\x00", b'{"language": "ko", "vol', b"[1, 2]", b'"just text"',
            pytest.param(TEN_MEGABYTES, id="ten-megabytes")]
)
def test_broken_file_is_set_aside_and_defaults_are_used(raw: bytes) -> None:
    path = settings_path()
    path.write_bytes(raw)
    loaded, notice = load_settings()
    assert loaded == Settings()
    assert notice is not None and notice.key == "storage.settings_unreadable"
    assert not path.exists()
    aside = list(path.parent.glob("settings.broken-*.json"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw
    assert aside[0].name in notice.text(Words("ko"))
    # Saving afterwards works and is read back.
    assert save_settings(Settings(coach=True)) is None
    assert load_settings() == (Settings(coach=True), None)


def test_a_failed_write_returns_a_notice(monkeypatch: pytest.MonkeyPatch) -> None:
    def full_disk(path: Path, data: Any) -> None:
        raise OSError("read-only")

    monkeypatch.setattr(settings_module, "atomic_write_json", full_disk)
    notice = save_settings(Settings())
    assert notice is not None and notice.key == "storage.settings_write_failed"
