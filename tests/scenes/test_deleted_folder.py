"""Started from a working folder that was deleted, the program plays.

Spawning the thinker process reads the working folder, so its start raises
FileNotFoundError there; the computer players then think on a thread."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

from tabletop.games import GAMES

ROOT = Path(__file__).resolve().parents[2]

SCRIPT = textwrap.dedent("""
    import os, sys, tempfile
    gone = tempfile.mkdtemp()
    os.chdir(gone)
    os.rmdir(gone)
    from scenes.shell.app import App, Launch, shutdown
    from scenes.games import make_game_scene
    from scenes.shell.scene import Push
    from scenes.tools.smoke import computer_seats
    from tabletop.games import GAMES
    from tabletop.session import GameSession

    app = App(Launch(seed=5))
    app.start_menu()
    app.step(1 / 60)
    for game_id, spec in GAMES.items():
        seats = computer_seats(app.context.words, game_id, spec.min_seats)
        session = GameSession.start(spec, seats, 3)
        app.context.manager.apply(Push(make_game_scene(app.context, session)))
        for _ in range(3000):
            app.step(1 / 60)
            if len(session.game.history) >= 3:
                break
        print(game_id, len(session.game.history))
    shutdown(app.context)
""")


def test_a_deleted_working_folder_still_plays_every_game(tmp_path: Path) -> None:
    env = dict(os.environ, TABLETOP_USER_DIR=str(tmp_path / "user"), SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    played = dict(line.split() for line in done.stdout.splitlines())
    assert sorted(played) == sorted(GAMES)
    assert all(int(count) >= 3 for count in played.values()), played
    assert "the thinking process could not start" in done.stderr
