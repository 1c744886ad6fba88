"""Computer players playing whole games from their own views: the loop every bot test shares."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import Any

from tabletop.bots import Bot, bot_to_dict, make_bot, restore_bot
from tabletop.core import Action, Engine, GameSpec


def play_out(game: Engine[Any], bots: Sequence[Bot], *,
             playing: Callable[[Engine[Any]], bool] = lambda game: not game.is_over) -> None:
    """Each seat's bot chooses from that seat's view, and every choice must be legal."""
    while playing(game):
        seat = game.current_seat
        assert seat is not None
        view = game.view(seat)
        assert view.is_view
        action = bots[seat].choose(view)
        assert game.is_legal(action), action
        game.apply(action)


def share_of_win(game: Engine[Any], seat: int) -> float:
    """What one finished game counts for ``seat`` in a tournament: a shared win its share."""
    winners = game.winners()
    return 1 / len(winners) if seat in winners else 0.0


def history_resumed_at(spec: GameSpec, levels: Sequence[str], *, seed: int,
                       resume_at: int | None,
                       playing: Callable[[Engine[Any]], bool] = lambda game: not game.is_over,
                       ) -> list[Action]:
    """The actions of a game between bots at ``levels``; after ``resume_at`` actions the game
    and every bot's memory go through JSON and fresh bots restored from it play on, as after
    Continue."""
    def fresh_bots() -> list[Bot]:
        return [make_bot(spec.id, level, seat) for seat, level in enumerate(levels)]

    game, bots = spec.new_game(len(levels), seed=seed), fresh_bots()
    step = 0
    while playing(game):
        if step == resume_at:
            states = [bot_to_dict(bot) for bot in bots]
            game, bots = spec.from_dict(json.loads(json.dumps(game.to_dict()))), fresh_bots()
            for bot, state in zip(bots, states, strict=True):
                restore_bot(bot, state)
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat)))
        step += 1
    return list(game.history)
