"""Finished games for the review's tests: computer players play, and now and then a clearly
bad move is planted in place of theirs."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from tabletop.bots import make_bot
from tabletop.bots.polterfass_search import best_serve, throw_state
from tabletop.bots.winners_circle_search import Odds, Track, outcomes
from tabletop.core.actions import Action
from tabletop.core.engine import Engine
from tabletop.games import GAMES
from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot import Phase as BigShotPhase
from tabletop.games.big_shot_events import Bid
from tabletop.games.polterfass import Order, PolterfassEngine, Remove
from tabletop.games.polterfass import Phase as PolterfassPhase
from tabletop.games.winners_circle import Phase as RacePhase
from tabletop.games.winners_circle import WinnersCircleEngine
from tabletop.games.winners_circle_data import HORSES
from tabletop.games.winners_circle_events import PlaceBet
from tabletop.games.wizard_extreme import TRUMP, PlayCard, Seal, WizardExtremeEngine, deck_for
from tabletop.games.wizard_extreme import Phase as WizardPhase

Plant = Callable[[Engine[Any]], Action | None]
"""Given the game before a move, a bad move to make instead of the bot's (None: the bot's)."""


LEVELS: dict[str, tuple[str, ...]] = {"wizard_extreme": ("easy",)}
"""Who plays, by game: hard and easy players in turn, but Wizard Extreme's hard player thinks
too long for quick tests."""


def played(game_id: str, seats: int, seed: int, levels: tuple[str, ...] | None = None,
           plant: Plant | None = None, options: dict[str, Any] | None = None
           ) -> tuple[Engine[Any], int | None]:
    """A finished game, and where the planted move was made (None: nowhere)."""
    levels = levels or LEVELS.get(game_id, ("hard", "easy"))
    game = GAMES[game_id].new_game(seats, seed=seed, options=options or {})
    bots = [make_bot(game_id, levels[seat % len(levels)], seed * 10 + seat)
            for seat in range(seats)]
    planted_at = None
    while not game.is_over:
        seat = game.current_seat
        assert seat is not None
        bad = plant(game) if plant is not None and planted_at is None else None
        if bad is not None:
            planted_at = len(game.history)
            game.apply(bad)
            continue
        game.apply(bots[seat].choose(game.view(seat)))
    return game, planted_at


def trump_lead_without_seals(game: Engine[Any]) -> Action | None:
    """Wizard Extreme: a seat holding neither a red nor a white seal leads the highest red
    card still out, wins that red trick for certain and must take a black seal."""
    assert isinstance(game, WizardExtremeEngine)
    state = game.state
    seat = game.current_seat
    if state.phase is not WizardPhase.PLAY or state.trick or seat is None:
        return None
    held = state.seals[seat]
    if seat == state.magician or held[Seal.RED] or held[Seal.WHITE] or not state.pool[Seal.BLACK]:
        return None
    hand = game.hand(seat)
    reds = [card for card in hand if card.colour is TRUMP]
    out = [card for card in deck_for(game.seats)
           if card.colour is TRUMP and card not in state.played]
    others = [card for card in hand if card.colour is not TRUMP]
    if not reds or not others or max(reds) != max(out):
        return None
    return PlayCard(seat, max(reds))


def remove_the_biggest(game: Engine[Any]) -> Action | None:
    """Polterfass: the innkeeper's X removes his biggest standing barrel, not his smallest."""
    assert isinstance(game, PolterfassEngine)
    state = game.state
    if state.phase is not PolterfassPhase.COUNTING:
        return None
    removals = [action for action in game.legal_actions() if isinstance(action, Remove)]
    faces = [state.number_face(action.barrel) for action in removals]
    if len(removals) < 2 or max(faces) - min(faces) < 4:
        return None
    return removals[faces.index(max(faces))]


def nothing_on_a_full_tap(game: Engine[Any]) -> Action | None:
    """Polterfass: a guest orders nothing while a big serve already stands."""
    assert isinstance(game, PolterfassEngine)
    seat = game.current_seat
    if game.state.phase is not PolterfassPhase.ORDERS or seat is None:
        return None
    return Order(seat, (0,)) if best_serve(throw_state(game.state.up)) >= 22 else None


def big_chip_on_the_worst_horse(game: Engine[Any]) -> Action | None:
    """Winner's Circle: the 2 chip on the horse the odds rate worst (most often last, least
    often placed), when the seat's first chip goes down."""
    assert isinstance(game, WinnersCircleEngine)
    state = game.state
    seat = game.current_seat
    if state.phase is not RacePhase.BETTING or seat is None or state.bets:
        return None
    odds = Odds.of(outcomes(Track.of(state), 2000, random.Random(state.race)))
    worst = min(range(HORSES), key=lambda horse: odds.chip_value(horse, 2.0, 1))
    return PlaceBet(seat, worst, 2)


def whole_purse_for_nothing(game: Engine[Any]) -> Action | None:
    """Big Shot: a bid of all one's cash on a lot with none of one's own cubes, early on."""
    assert isinstance(game, BigShotEngine)
    state = game.state
    colour = state.acting_colour
    if state.phase is not BigShotPhase.AUCTION or colour is None or state.round > 6:
        return None
    cash = state.cash[colour]
    lot = state.lots[state.broker]
    if cash is None or cash < 9 or colour in lot or state.high_bid >= 2:
        return None
    seat = game.current_seat
    assert seat is not None
    return Bid(seat, cash)


PLANTS: dict[str, tuple[int, Plant]] = {
    "wizard_extreme": (4, trump_lead_without_seals),
    "polterfass": (4, remove_the_biggest),
    "winners_circle": (3, big_chip_on_the_worst_horse),
    "big_shot": (4, whole_purse_for_nothing),
}
"""Per game: seats, and the planted mistake."""
