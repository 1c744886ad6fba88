"""Polterfass: the plaque's figure while the innkeeper throws is what closing the tap now
serves, the specials applied (trial s24: "Standing total 11" on the plaque beside an arrow
and a card saying closing serves 18)."""

from __future__ import annotations

import copy
import random

from scenes.games.polterfass.barrels import BarrelTable
from scenes.games.polterfass.panels import ServePlaque
from scenes.widgets.tween import Pace
from tabletop.bots.polterfass_search import best_serve, throw_state
from tabletop.games import GAMES
from tabletop.games.polterfass import (
    BARREL_COUNT,
    SPECIALS,
    CloseTap,
    Double,
    Phase,
    PolterfassEngine,
    Remove,
    ServeCounted,
    Special,
    ThrowAgain,
)
from tabletop.i18n import Words


def _serving_game(seed: int) -> PolterfassEngine:
    """A game at a random moment the innkeeper may close the tap: after the first throw
    and the orders, and up to three more throws (a failed one starts a new round)."""
    chooser = random.Random(seed)
    game = GAMES["polterfass"].new_game(chooser.randint(2, 6), seed=seed)
    assert isinstance(game, PolterfassEngine)
    throws_left = chooser.randint(0, 3)
    while game.state.phase is not Phase.SERVING or throws_left:
        actions = game.legal_actions()
        if game.state.phase is Phase.SERVING:
            throws_left -= 1
            actions = [action for action in actions if isinstance(action, ThrowAgain)]
        game.apply(chooser.choice(actions))
    return game


def _best_serve_on_closing(game: PolterfassEngine) -> int:
    """The most the engine serves when the tap closes now, over every X and arrow target."""
    closed = copy.deepcopy(game)
    events = closed.apply(CloseTap(closed.state.innkeeper))
    return _best_count(closed, events)


def _best_count(game: PolterfassEngine, events: list[object]) -> int:
    counted = [event.serve for event in events if isinstance(event, ServeCounted)]
    if counted:
        return counted[0]
    serves = []
    for action in game.legal_actions():
        assert isinstance(action, (Remove, Double))
        step = copy.deepcopy(game)
        serves.append(_best_count(step, list(step.apply(action))))
    return max(serves)


def test_the_plaques_figure_is_what_closing_the_tap_serves() -> None:
    specials_changed_it = 0
    for seed in range(150):
        game = _serving_game(seed)
        state = game.state
        closing = _best_serve_on_closing(game)
        plaque = ServePlaque(Pace())
        plaque.follow(state)
        assert plaque.pouring and plaque.serve.target == closing, (seed, state.up)
        # The figure the plaque pours after a throw, from the barrels on the table.
        table = BarrelTable(seed)
        for sprite, face in zip(table.barrels, state.up, strict=True):
            sprite.standing, sprite.face = face is not None, face
        assert best_serve(throw_state(table.shelf())) == closing, (seed, state.up)
        specials_changed_it += closing != state.serve()
    assert specials_changed_it >= 10, "too few states where an X or an arrow counts"


def test_the_plaque_says_it_is_what_closing_serves() -> None:
    for language, words in (("en", "Closing serves 18"), ("ko", "지금 잠그면 18잔")):
        assert Words(language)("polterfass_scene.plaque_poured", serve=18) == words


def test_closing_the_tap_keeps_the_closing_figure_while_the_x_takes_its_barrel() -> None:
    """A 9 and a 6 standing with an X: "Closing serves 9", then, as the tap closed, "Counted
    so far: 15" before the X took the 6 away (trial s28 D/192-193). The figure stays 9
    through the count; a final count other than it (a person's X on the 9) shows."""
    shelf: list[int | Special | None] = [None] * BARREL_COUNT
    shelf[0], shelf[5], shelf[SPECIALS[0]] = 9, 6, Special.X
    plaque = ServePlaque(Pace())
    plaque.pour(shelf)
    plaque.count(15)  # the tap closes: the plain sum, the X still to take its barrel
    plaque.update(1.0)
    assert (plaque.pouring, plaque.serve.shown) == (True, 9)
    plaque.count(9)  # the X took the 6
    plaque.update(1.0)
    assert (plaque.pouring, plaque.serve.shown) == (False, 9)
    other = ServePlaque(Pace())
    other.pour(shelf)
    other.count(6, final=True)
    other.update(1.0)
    assert (other.pouring, other.serve.shown) == (False, 6)
