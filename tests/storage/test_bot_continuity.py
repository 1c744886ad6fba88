"""Continue after a close makes exactly the choices an uninterrupted game makes.

The computer players' generators (and the easy Yacht player's planned keep)
are saved with the game, so a game continued from any autosave plays on
identically to one that was never interrupted.
"""

from __future__ import annotations

from typing import Any

import pytest

from tabletop.core.codec import encode_tagged
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tabletop.storage import load_save, write_save

SEATS = (
    SeatConfig("Easy one", 0, kind=SeatKind.COMPUTER, level="easy"),
    SeatConfig("Random", 1, kind=SeatKind.COMPUTER, level="random"),
    SeatConfig("Easy two", 2, kind=SeatKind.COMPUTER, level="easy"),
)


def _play_out(session: GameSession, limit: int = 2000) -> list[dict[str, Any]]:
    for _ in range(limit):
        if session.game.is_over:
            break
        session.apply(session.bot_action())
    assert session.game.is_over
    return [encode_tagged(action) for action in session.game.history]


def _autosave(session: GameSession) -> None:
    assert write_save(session.game, session.seats, session.bot_states()) is None


@pytest.mark.parametrize("stop_after", [3, 17, 40])
def test_continue_from_an_autosave_plays_on_exactly_like_an_uninterrupted_game(
    stop_after: int,
) -> None:
    spec = GAMES["yacht"]
    uninterrupted = _play_out(GameSession.start(spec, SEATS, seed=11))

    session = GameSession.start(spec, SEATS, seed=11, autosave=_autosave)
    for _ in range(stop_after):
        session.apply(session.bot_action())
    loaded, notice = load_save()
    assert notice is None and loaded is not None
    continued = GameSession(spec, loaded.game, loaded.seats, bot_states=loaded.bots)
    assert _play_out(continued) == uninterrupted


def test_without_the_saved_generators_the_continued_game_would_differ() -> None:
    """The test above can fail: fresh generators choose differently somewhere."""
    spec = GAMES["yacht"]
    uninterrupted = _play_out(GameSession.start(spec, SEATS, seed=11))
    session = GameSession.start(spec, SEATS, seed=11, autosave=_autosave)
    for _ in range(40):
        session.apply(session.bot_action())
    loaded, _ = load_save()
    assert loaded is not None
    fresh = GameSession(spec, loaded.game, loaded.seats)
    assert _play_out(fresh) != uninterrupted
