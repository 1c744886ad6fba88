"""Every registered game's computer players continue identically after a save.

A check of the convention in :mod:`tabletop.bots` for each game's bots: a
bot's whole memory between calls is saved (its ``rng``, or its own
``to_dict``/``restore``), so a game continued from an autosave makes the same
choices as one that was never interrupted. Yacht's players are covered in
``test_bot_continuity.py``; the hard players of the other games take too long
for every CI run and are left to their games' own resume tests.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.bots import available_levels
from tabletop.core.codec import encode_tagged
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tabletop.storage import load_save, write_save
from tests.patience import Stopwatch

CASES = [(game_id, level) for game_id in GAMES if game_id != "yacht"
         for level in available_levels(game_id) if level != "hard"]


def _seats(game_id: str, level: str) -> list[SeatConfig]:
    spec = GAMES[game_id]
    count = min(spec.max_seats, max(spec.min_seats, 3))
    return [SeatConfig(f"Bot {index}", index, SeatKind.COMPUTER, level) for index in range(count)]


def _play_out(session: GameSession) -> list[dict[str, Any]]:
    for _ in range(20_000):
        if session.game.is_over:
            break
        session.apply(session.bot_action())
    assert session.game.is_over
    return [encode_tagged(action) for action in session.game.history]


@pytest.mark.parametrize(("game_id", "level"), CASES)
def test_continue_plays_on_like_an_uninterrupted_game(game_id: str, level: str) -> None:
    spec, seats = GAMES[game_id], _seats(game_id, level)
    watch = Stopwatch()
    uninterrupted = _play_out(GameSession.start(spec, seats, seed=21))
    stop = max(1, len(uninterrupted) // 3)

    def autosave(session: GameSession) -> None:
        assert write_save(session.game, session.seats, session.bot_states()) is None

    session = GameSession.start(spec, seats, seed=21, autosave=autosave)
    for _ in range(stop):
        session.apply(session.bot_action())
    loaded, notice = load_save()
    assert notice is None and loaded is not None
    continued = GameSession(spec, loaded.game, loaded.seats, bot_states=loaded.bots)
    assert _play_out(continued) == uninterrupted
    assert watch.seconds() < 120
