"""Golden transcripts: a seeded computer-only game per game, one event per line.

A rules change shows up as a readable diff in ``tests/golden/<id>.txt``.
After an *intended* rules change, rebuild and review the diff::

    uv run python -m tests.golden_transcript yacht
"""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop.bots import make_bot
from tabletop.games import GAMES

GOLDEN_DIR = Path(__file__).parent / "golden"
SEED = 2026


def transcript(game_id: str) -> str:
    """Every action and event of a seeded game between random players.

    Random players keep the transcript independent of bot tuning: only a
    change to the rules (or to the random generator) changes it.
    """
    spec = GAMES[game_id]
    game = spec.new_game(spec.default_seats, SEED)
    bots = [make_bot(game_id, "random", SEED + seat) for seat in range(game.seats)]
    lines = [f"# {spec.title}: {game.seats} seats, seed {SEED}, random players"]
    lines.extend(repr(event) for event in game.log)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        action = bots[seat].choose(game.view(seat))
        lines.append(f"> {action!r}")
        lines.extend(repr(event) for event in game.apply(action))
    return "\n".join(lines) + "\n"


def golden_path(game_id: str) -> Path:
    return GOLDEN_DIR / f"{game_id}.txt"


if __name__ == "__main__":
    for name in sys.argv[1:] or list(GAMES):
        golden_path(name).write_text(transcript(name), encoding="utf-8")
        print(f"wrote {golden_path(name)}")
