"""Without SDL_mixer (its libraries missing, so ``pygame.mixer`` cannot be imported and
pygame puts a stand-in there that raises on every use) the program starts, plays and
closes, silent."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

PROGRAM = """
import importlib.abc, sys

class NoMixer(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name in ("pygame.mixer", "pygame.mixer_music"):
            raise ImportError("libSDL2_mixer: cannot open shared object file")
        return None

sys.meta_path.insert(0, NoMixer())
import pygame
assert not pygame.mixer, "the stand-in pygame leaves for a mixer it could not load"
from scenes.shell import audio
from scenes.shell.app import App, Launch, shutdown
from scenes.games import make_game_scene
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession

app = App(Launch(seed=3))
app.start_menu()
seats = [SeatConfig("Mina", 0), SeatConfig("Robo", 1, SeatKind.COMPUTER, "easy")]
session = GameSession.start(GAMES["yacht"], seats, 3, autosave=app.context.autosave)
app.context.manager.apply(Push(make_game_scene(app.context, session)))
for _ in range(120):
    app.step(1 / 60)
audio.play("dice_rattle")
assert not audio.is_enabled()
shutdown(app.context)
print("played silently")
"""


def test_a_missing_mixer_starts_and_plays_silently(tmp_path: Path) -> None:
    env = dict(os.environ, TABLETOP_USER_DIR=str(tmp_path / "user"),
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    done = subprocess.run([sys.executable, "-c", PROGRAM], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    assert "played silently" in done.stdout
