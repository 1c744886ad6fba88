"""Fonts and sounds are checked once at start-up.

A missing or broken Noto Sans KR face means pygame's default font and one
line saying so; no font at all means one line and a failure exit; a missing
sound file silences that effect only.
"""

from __future__ import annotations

import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from scenes.shell import assets, audio
from scenes.shell.app import App, Launch, shutdown
from scenes.shell.cli import main


@pytest.fixture(autouse=True)
def fresh_caches() -> Iterator[None]:
    assets.clear_caches()
    yield
    assets.clear_caches()
    pygame.quit()


def _fonts_from(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """pygame_gui, which ships the fonts, found at ``folder`` (its ``data`` folder inside)."""
    where = types.SimpleNamespace(submodule_search_locations=[str(folder)])
    monkeypatch.setattr(assets.importlib.util, "find_spec", lambda name: where)


def _start_and_draw(capsys: pytest.CaptureFixture[str]) -> str:
    app = App(Launch(seed=1), persist=False)
    app.start_menu()
    for _ in range(3):
        app.step(1 / 60)
    assert assets.text("지훈 Mina", 30).get_width() > 0
    shutdown(app.context)
    return capsys.readouterr().err


def test_a_missing_font_falls_back_to_pygames_font_and_says_so(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _fonts_from(monkeypatch, tmp_path)  # no data/NotoSansKR-*.ttf there
    said = _start_and_draw(capsys)
    assert "NotoSansKR-Regular.ttf and NotoSansKR-Bold.ttf could not be opened" in said
    assert "Traceback" not in said


def test_a_font_file_that_is_no_font_falls_back_too(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "data").mkdir()
    real = assets.font_path(True)
    assert real is not None
    (tmp_path / "data" / "NotoSansKR-Bold.ttf").write_bytes(Path(real).read_bytes())
    (tmp_path / "data" / "NotoSansKR-Regular.ttf").write_bytes(b"not a font" * 100)
    assets.clear_caches()
    _fonts_from(monkeypatch, tmp_path)
    said = _start_and_draw(capsys)
    assert "NotoSansKR-Regular.ttf could not be opened" in said
    assert assets.font_path(True) is not None


def test_no_font_at_all_is_one_line_and_a_failure_exit(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _fonts_from(monkeypatch, tmp_path)
    real_font = pygame.font.Font

    def no_default_font(path: Any, size: int) -> pygame.font.Font:
        if path is None:
            raise FileNotFoundError("freesansbold.ttf")
        return real_font(path, size)

    monkeypatch.setattr(pygame.font, "Font", no_default_font)
    assert main([]) == 1
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 1 and said[0].startswith("tabletop: cannot draw any text"), said


def test_a_missing_sound_silences_that_effect_only(
        sound_device: None, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    real_sound = assets.sound

    def sound(*parts: str) -> pygame.mixer.Sound:
        if parts[-1] == "coin.wav":
            raise FileNotFoundError(parts[-1])
        return real_sound(*parts)

    sound.cache_clear = real_sound.cache_clear  # audio.shutdown clears the cache it loaded into
    monkeypatch.setattr(assets, "sound", sound)
    pygame.init()
    board = audio.SoundBoard()
    assert board.init(volume=0.5)
    assert board.enabled
    for name in audio.EFFECTS:
        board.play(name)  # coin is silent; none raises
    assert "coin.wav" in capsys.readouterr().err
    board.shutdown()


class _MissingMixer:
    """What pygame puts in place of ``pygame.mixer`` when SDL_mixer cannot be loaded (on
    Linux: libfluidsynth without a libstdc++ on the system)."""

    def __getattr__(self, name: str) -> Any:
        raise NotImplementedError("mixer module not available (ImportError: libstdc++.so.6)")


def test_a_mixer_that_cannot_load_leaves_the_program_silent_not_broken(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(pygame, "mixer", _MissingMixer())
    assert not audio.mixer_loaded()
    err = _start_and_draw(capsys)  # start-up, three frames, shutdown: nothing raises
    assert "mixer could not be loaded" in err and "silent" in err
    assert not audio.is_enabled()
    audio.play("click")  # does nothing
