"""tabletop/ is pure Python: importing the engines and bots loads no front end."""

from __future__ import annotations

import subprocess
import sys


def test_engines_and_bots_load_no_pygame_or_scenes() -> None:
    code = (
        "import sys, tabletop.games, tabletop.bots, tabletop.session\n"
        "from tabletop.games import GAMES\n"
        "from tabletop.bots import make_bot\n"
        "for game_id in GAMES: make_bot(game_id, 'random', 0)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pygame', 'pygame_gui', 'scenes'))\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
