"""The engine contract (DESIGN §2), checked once for every registered game.

Random playouts over many seeds and seat counts keep every invariant: legal
actions exist until the end and come in a stable order, every legal action
applies, an illegal one is refused without changing anything, saves round
trip at every step, replaying seed + actions reproduces the game, and no
seat's view holds another seat's secrets. The toy game in
``tests/core/toy_game.py`` runs through the same checks so the base class is
covered even before any real game has hidden information.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
import json
import pkgutil
import random
from importlib import resources
from typing import Any

import pytest

from tabletop.bots import RandomBot
from tabletop.core import (
    Action,
    Engine,
    GameEnded,
    GameSpec,
    IllegalAction,
    Rng,
    encode,
    encode_tagged,
)
from tabletop.games import GAMES, missing_words, register
from tabletop.i18n import LANGUAGES, catalog, translate
from tests.core.toy_game import TOY_SPEC

SPECS: list[GameSpec] = [*GAMES.values(), TOY_SPEC]
SEEDS = range(6)
STEP_CAP = 5000


def _seat_counts(spec: GameSpec) -> list[int]:
    return sorted({spec.min_seats, spec.default_seats, spec.max_seats})


def _cases() -> list[Any]:
    return [
        pytest.param(spec, seats, seed, id=f"{spec.id}-{seats}seats-seed{seed}")
        for spec in SPECS
        for seats in _seat_counts(spec)
        for seed in SEEDS
    ]


def _snapshot(game: Engine[Any]) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


def _fingerprint(game: Engine[Any]) -> tuple[str, str, int, int]:
    """State, generator and history lengths: what any change would touch.

    Cheaper than a full snapshot, whose log grows all game long; keeps the
    per-step checks proportional to the state, not to the game so far.
    """
    return (
        json.dumps(encode(game.state), sort_keys=True),
        json.dumps(game.rng.to_dict(), sort_keys=True),
        len(game.history),
        len(game.log),
    )


def _fork(game: Engine[Any]) -> Engine[Any]:
    """An independent game in the same position, without the history."""
    return type(game)(
        spec=game.spec,
        seats=game.seats,
        seed=game.seed,
        options=game.options,
        state=copy.deepcopy(game.state),
        rng=Rng.from_dict(game.rng.to_dict()),
    )


def _is_round_trip_step(step: int) -> bool:
    """Full save round trips early on, then every few steps (each costs the whole log)."""
    return step <= 12 or step % 9 == 0


class _EncodedOnce:
    """``encode_tagged`` for an ``Engine.to_dict``, each action and event encoded once
    (they never change once made; the autosave keeps the same kind of memo): every view's
    snapshot holds the whole log, mostly the game's own event objects, and encoding it
    afresh for each viewer was most of a playout's time. Each item is kept with its
    encoding, so an id is never reused for another."""

    def __init__(self) -> None:
        self._kept: dict[int, tuple[Any, Any]] = {}

    def __call__(self, item: Any) -> Any:
        kept = self._kept.get(id(item))
        if kept is None or kept[0] is not item:
            kept = self._kept[id(item)] = (item, encode_tagged(item))
        return kept[1]


def _assert_views_keep_secrets(game: Engine[Any], encode_item: Any = encode_tagged) -> None:
    for viewer in [None, *range(game.seats)]:
        view = game.view(viewer)
        # One snapshot per viewer: each holds the whole log, so it is the costly part.
        snapshot = view.to_dict(encode_item)
        assert snapshot["rng"] is None, "a view must not carry the generator"
        view_text = json.dumps(snapshot["state"], sort_keys=True)
        for event in view.log:
            assert event.is_visible_to(viewer), f"{event!r} leaked to {viewer}"
        for owner in range(game.seats):
            if owner == viewer:
                continue
            secrets = view.hidden_info(owner)
            assert all(value in (None, [], {}, ()) for value in secrets.values()), (
                f"seat {viewer}'s view shows seat {owner}'s secrets {secrets}"
            )
            real_secrets = game.hidden_info(owner)
            for value in real_secrets.values():
                # Only long, distinctive values make a meaningful substring test.
                text = json.dumps(value, sort_keys=True)
                if len(text) >= 12:
                    assert text not in view_text, f"seat {owner}'s {text} is in {viewer}'s view"


def _illegal_candidates(game: Engine[Any], pool: list[Action]) -> list[Action]:
    seat = game.current_seat
    candidates = [action for action in pool if not game.is_legal(action)]
    if seat is not None and game.seats > 1:
        other = (seat + 1) % game.seats
        candidates.extend(dataclasses.replace(a, seat=other) for a in game.legal_actions())
    return candidates


@pytest.mark.parametrize(("spec", "seats", "seed"), _cases())
def test_random_playout_keeps_every_invariant(spec: GameSpec, seats: int, seed: int) -> None:
    game = spec.new_game(seats, seed)
    bot = RandomBot(seed + 1000)
    chooser = random.Random(seed)
    encoded = _EncodedOnce()
    pool: list[Action] = []
    steps = 0
    while not game.is_over:
        steps += 1
        assert steps < STEP_CAP, "the game must end"
        actions = game.legal_actions()
        assert actions, "legal actions are empty only once the game is over"
        assert actions == game.legal_actions(), "legal actions come in a stable order"
        assert game.current_seat is not None
        assert all(action.seat == game.current_seat for action in actions)
        assert game.winners() == []
        pool.extend(a for a in actions if a not in pool)

        before = _fingerprint(game)
        # Every legal action applies (on an independent copy of the position).
        for action in actions[:: max(1, len(actions) // 8)]:
            _fork(game).apply(action)
        assert _fingerprint(game) == before, "applying to a copy must not touch the original"

        # A sampled illegal action is refused and changes nothing.
        illegal = _illegal_candidates(game, pool)
        if illegal:
            wrong = chooser.choice(illegal)
            with pytest.raises(IllegalAction) as refusal:
                game.apply(wrong)
            assert str(refusal.value) and not str(refusal.value).startswith(spec.id + ".")
            assert _fingerprint(game) == before

        # The current seat's view offers the same choices.
        view = game.view(game.current_seat)
        assert view.legal_actions() == actions
        with pytest.raises(IllegalAction):
            view.apply(actions[0])

        if steps % 5 == 1:
            _assert_views_keep_secrets(game, encoded)

        action = bot.choose(game.view(game.current_seat))
        events = game.apply(action)
        assert game.history[-1] == action
        assert game.log[len(game.log) - len(events) :] == events

        # Saves round trip exactly.
        if _is_round_trip_step(steps):
            assert _snapshot(spec.from_dict(game.to_dict())) == _snapshot(game)

    assert game.current_seat is None and game.legal_actions() == []
    assert len(game.scores()) == seats
    winners = game.winners()
    assert winners and set(winners) <= set(range(seats))
    assert isinstance(game.log[-1], GameEnded)
    assert game.log[-1].winners == tuple(winners)
    _assert_views_keep_secrets(game, encoded)
    assert _snapshot(spec.from_dict(game.to_dict())) == _snapshot(game)

    replayed = spec.replay(seats, seed, game.options, game.history)
    assert _snapshot(replayed) == _snapshot(game), "seed + actions reproduce the game"


def _play(spec: GameSpec, seats: int, seed: int, disturb: bool) -> list[str]:
    game = spec.new_game(seats, seed)
    bot = RandomBot(seed)
    while not game.is_over:
        if disturb:
            random.seed(random.random())
            random.random()
        game.apply(bot.choose(game.view(game.current_seat)))
    return [repr(event) for event in game.log]


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_same_seed_same_game_even_with_global_random_disturbed(spec: GameSpec) -> None:
    seats = spec.default_seats
    assert _play(spec, seats, 11, disturb=False) == _play(spec, seats, 11, disturb=True)
    assert _play(spec, seats, 11, disturb=False) != _play(spec, seats, 12, disturb=False)


@pytest.mark.parametrize("spec", SPECS, ids=lambda spec: spec.id)
def test_spec_describes_the_game(spec: GameSpec) -> None:
    assert 1 <= spec.min_seats <= spec.default_seats <= spec.max_seats <= 6
    assert spec.rules_version >= 1
    game = spec.new_game(spec.default_seats, 0, {})
    assert game.options == spec.default_options
    with pytest.raises(ValueError):
        spec.new_game(spec.max_seats + 1, 0)
    with pytest.raises(ValueError):
        spec.new_game(spec.default_seats, 0, {"no_such_option": 1})
    for action_type in spec.action_types:
        assert dataclasses.is_dataclass(action_type)
        assert action_type.__dataclass_params__.frozen  # type: ignore[attr-defined]
    for event_type in spec.event_types:
        assert event_type.__dataclass_params__.frozen  # type: ignore[attr-defined]


DESIGN_GAMES = ("yacht", "polterfass", "winners_circle", "wizard_extreme", "big_shot")
"""The five games of DESIGN.md, in the order of their tiles."""


def test_registry_holds_every_game_module_in_menu_order() -> None:
    package = importlib.import_module("tabletop.games")
    modules = {module.name for module in pkgutil.iter_modules(package.__path__)
               if hasattr(importlib.import_module(f"tabletop.games.{module.name}"), "SPEC")}
    assert set(GAMES) == modules
    assert [game_id for game_id in GAMES if game_id in DESIGN_GAMES] == list(DESIGN_GAMES)
    positions = [spec.menu_position for spec in GAMES.values()]
    assert positions == sorted(positions)
    assert len(set(positions)) == len(positions), "two tiles would claim one place"
    for game_id, spec in GAMES.items():
        assert spec.id == game_id
        assert missing_words(spec) == []
        assert translate(f"{game_id}.title", "en") == spec.title
        for language in LANGUAGES:  # the Rules screen opens every game's text
            assert (resources.files("tabletop.i18n") / language / "rules" / f"{game_id}.md"
                    ).is_file(), (language, game_id)


def test_a_game_without_its_title_or_scoring_words_is_refused_at_registration(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = list(GAMES)
    with pytest.raises(ValueError, match=r"lack en:toy_tricks\.title, en:toy_tricks\.scoring, ko:"):
        register(TOY_SPEC)
    # English alone is not enough: the Korean catalogue must name it too.
    monkeypatch.setitem(catalog("en"), "toy_tricks.title", "Toy Tricks")
    monkeypatch.setitem(catalog("en"), "toy_tricks.scoring", "Points from the tricks won.")
    with pytest.raises(ValueError, match=r"lack ko:toy_tricks\.title, ko:toy_tricks\.scoring$"):
        register(TOY_SPEC)
    monkeypatch.setitem(catalog("ko"), "toy_tricks.title", "장난감 트릭")
    monkeypatch.setitem(catalog("ko"), "toy_tricks.scoring", "딴 트릭의 점수예요.")
    with pytest.raises(ValueError, match="not the English title"):
        register(dataclasses.replace(TOY_SPEC, title="Toy Cards"))
    with pytest.raises(ValueError, match="registered already"):
        register(GAMES["yacht"])
    assert list(GAMES) == before
