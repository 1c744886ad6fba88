"""Golden transcripts: a seeded computer-only game per game, one event per line.

A rules change shows up as a readable diff in ``tests/golden/<id>.txt``. A game
that hides anything also has one file per seat, ``tests/golden/<id>.seat<N>.txt``:
the same game's log as that seat's view holds it (private events of other
seats in their public version), so a leak in redaction shows up as a diff too.
After an *intended* rules change, rebuild and review the diff::

    uv run python -m tests.golden_transcript yacht
"""

from __future__ import annotations

import sys
from pathlib import Path

from tabletop.bots import RandomBot
from tabletop.core.engine import Engine
from tabletop.games import GAMES

GOLDEN_DIR = Path(__file__).parent / "golden"
SEED = 2026


def _played(game_id: str) -> tuple[Engine[object], list[str]]:
    """The seeded game between random players, and its every action and event."""
    spec = GAMES[game_id]
    game = spec.new_game(spec.default_seats, SEED)
    # The uniform player, not the level shown as Easy: that one plays like the
    # level above it and changes whenever the computer players are tuned.
    bots = [RandomBot(SEED + seat) for seat in range(game.seats)]
    lines = [f"# {spec.title}: {game.seats} seats, seed {SEED}, random players"]
    lines.extend(repr(event) for event in game.log)
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        action = bots[seat].choose(game.view(seat))
        lines.append(f"> {action!r}")
        lines.extend(repr(event) for event in game.apply(action))
    return game, lines


def transcript(game_id: str) -> str:
    """Every action and event of a seeded game between random players.

    Random players keep the transcript independent of bot tuning: only a
    change to the rules (or to the random generator) changes it.
    """
    return "\n".join(_played(game_id)[1]) + "\n"


def seat_transcripts(game_id: str) -> dict[int, str]:
    """Per seat, the same game's log as that seat's view holds it (games that hide
    anything; {} for the others)."""
    if not GAMES[game_id].has_hidden_information:
        return {}
    game, _ = _played(game_id)
    return {
        seat: "\n".join([f"# seat {seat}'s view", *map(repr, game.view(seat).log)]) + "\n"
        for seat in range(game.seats)
    }


def golden_path(game_id: str, seat: int | None = None) -> Path:
    return GOLDEN_DIR / (f"{game_id}.txt" if seat is None else f"{game_id}.seat{seat}.txt")


if __name__ == "__main__":
    for name in sys.argv[1:] or list(GAMES):
        texts = {None: transcript(name), **seat_transcripts(name)}
        for seat, text in texts.items():
            golden_path(name, seat).write_text(text, encoding="utf-8")
            print(f"wrote {golden_path(name, seat)}")
