"""Positions for checking the coaches: moments of seeded games between computer players."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tabletop.bots import make_bot
from tabletop.core import Engine
from tabletop.games import GAMES

LEVELS = ("random", "easy", "hard")


def positions(game_id: str, count: int, seed: int, *,
              keep: Callable[[Engine[Any]], bool] | None = None,
              options: Callable[[int], dict[str, Any]] = lambda number: {},
              finished: list[Engine[Any]] | None = None) -> list[tuple[Engine[Any], int]]:
    """``count`` (game, seat to move) positions from seeded games of every seat count in
    turn, each seat at a level of its own, taken at random moments (a few per game) where
    ``keep(game)`` holds. ``options(number)`` gives each game's options; each game played
    to its end is appended to ``finished``."""
    spec = GAMES[game_id]
    rng = random.Random(seed)
    found: list[tuple[Engine[Any], int]] = []
    number = 0
    while len(found) < count:
        seats = spec.min_seats + number % (spec.max_seats - spec.min_seats + 1)
        game = spec.new_game(seats, seed=seed + number, options=options(number))
        bots = [make_bot(game_id, LEVELS[(number + seat) % 3], seed + 17 * number + seat)
                for seat in range(seats)]
        taking = 0.0
        while not game.is_over and (finished is not None or len(found) < count):
            seat = game.current_seat
            assert seat is not None
            if len(found) < count and (keep is None or keep(game)):
                if rng.random() < taking:
                    found.append((game.detached(), seat))
                    taking = 0.0
                else:
                    taking += 0.001
            game.apply(bots[seat].choose(game.view(seat)))
        if finished is not None:
            finished.append(game)
        number += 1
    return found
