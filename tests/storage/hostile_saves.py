"""Generated hostile saves of every game, for ``test_hostile_saves.py``.

Each case is the bytes of an autosave made from a real game's save by one
edit, generated from a fixed seed, so a failure names a case that can be
rerun alone. The kinds:

* ``bot``: a computer player's saved generator (its state, its script) or
  its plan replaced — the values the review found (7, -1, true, 10**18, a
  million zeros) and seeded random ones;
* ``field``: any value of the save, at any depth, replaced, removed or added to;
* ``inconsistent``: a well-formed save whose state no longer follows from its
  seed and actions (the state edited without the actions, or the other way);
* ``oversized``: a file too large to be a save (a 50 MB action list or log).
"""

from __future__ import annotations

import copy
import json
import pickle
import random
from collections.abc import Iterator
from typing import Any

from tabletop.bots import RandomBot, available_levels
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tabletop.storage.saves import build_envelope

GAME_IDS = tuple(GAMES)
MB = 1024 * 1024

Path = tuple[str | int, ...]


def seats_for(game_id: str, level: str) -> tuple[SeatConfig, ...]:
    """Two people and two computer players (``level``, or random where the game has no such
    player, and random) where the game seats four; a smaller table keeps a person and the
    ``level`` player, a larger one adds random ones."""
    spec = GAMES[game_id]
    count = min(max(4, spec.min_seats), spec.max_seats)
    level = level if level in available_levels(game_id) else "random"
    people = (SeatConfig("Mina", 0), SeatConfig("지훈", 1))
    robo = SeatConfig("Robo", 2, kind=SeatKind.COMPUTER, level=level)
    others = [SeatConfig(f"Dice {index}" if index else "Dice", 3 + index,
                         kind=SeatKind.COMPUTER, level="random") for index in range(count - 3)]
    if count == 2:
        return people[0], robo
    return (*people, robo, *others)


def base_save(game_id: str, level: str = "easy", moves: int = 60) -> dict[str, Any]:
    """A real save ``moves`` actions into a game, the computer players' states included;
    in a game that ends sooner, one action short of its end (a finished game is no save)."""
    session = _played(game_id, level, moves)
    if session.game.is_over:
        session = _played(game_id, level, len(session.game.history) - 1)
    envelope = build_envelope(session.game, session.seats, session.bot_states())
    envelope["saved_at"] = "2026-11-29T12:15:00+09:00"
    return envelope


def _played(game_id: str, level: str, moves: int) -> GameSession:
    """The seeded game of :func:`seats_for` after ``moves`` actions, or at its end."""
    seats = seats_for(game_id, level)
    session = GameSession.start(GAMES[game_id], seats, seed=11)
    people = {seat: RandomBot(100 + seat) for seat in range(len(seats))}
    for _ in range(moves):
        seat = session.game.current_seat
        if seat is None:
            break
        if session.is_computer_turn():
            session.apply(session.bot_action())
        else:
            session.apply(people[seat].choose(session.game.view(seat)))
    return session


def encoded(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass")


def paths_of(value: Any, prefix: Path = ()) -> Iterator[Path]:
    """Every path into ``value`` (the root excluded), parents before children."""
    if isinstance(value, dict):
        items: Any = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return
    for key, child in items:
        yield (*prefix, key)
        yield from paths_of(child, (*prefix, key))


def _at(data: Any, path: Path) -> Any:
    for key in path:
        data = data[key]
    return data


def _edited(base: dict[str, Any], path: Path, value: Any) -> dict[str, Any]:
    """``base`` with ``value`` at ``path``, to encode: only the containers on the path are
    copied, so the edit reaches that path alone. (A deep copy took a third of building the
    cases, in every test process; it also edits an item of the actions and of the state's
    history at once, the two lists sharing it: field_cases and inconsistent_cases rely on
    that and copy the whole save.)"""
    data = copy.copy(base)
    parent: Any = data
    for key in path[:-1]:
        parent[key] = copy.copy(parent[key])
        parent = parent[key]
    parent[path[-1]] = value
    return data


ODD_VALUES: tuple[Any, ...] = (
    None, True, False, 0, -1, 7, 2**64, 10**18, -(10**30), 1.5, 1e308, "", "x", "\x00",
    "N" * 5000, [], [0], [[]], {}, {"type": "Roll"},
)

# The scripted values of the review, and a million zeros.
REVIEW_SCRIPTS: tuple[list[Any], ...] = ([7], [-1], [True], [10**18], [0] * 1_000_000)


def bot_cases(game_id: str, base: dict[str, Any], count: int) -> dict[str, bytes]:
    """The computer players' generators and plans replaced."""
    rng = random.Random(f"bot-{game_id}")
    cases: dict[str, bytes] = {}
    for seat in sorted(base["bots"]):
        state = base["bots"][seat]
        if "rng" not in state:  # a player without a generator (Yacht's hard one)
            for value in ODD_VALUES:
                cases[f"seat{seat}_{value!r:.12}"] = encoded(
                    _edited(base, ("bots", seat), {"rng": value} if value else value))
            continue
        for index, script in enumerate(REVIEW_SCRIPTS):
            cases[f"seat{seat}_script_review_{index}"] = encoded(
                _edited(base, ("bots", seat, "rng", "script"), script))
        for value in (-1, 2**64, 2**64 - 1, 0, 10**18, True, "1", 1.0, None, [1]):
            cases[f"seat{seat}_state_{value!r:.12}"] = encoded(
                _edited(base, ("bots", seat, "rng", "state"), value))
        for key in state:
            if key != "rng":
                for value in ODD_VALUES[:10]:
                    cases[f"seat{seat}_{key}_{value!r:.12}"] = encoded(
                        _edited(base, ("bots", seat, key), value))
        # Every value inside the plan (or target, or belief), at every depth.
        for path in paths_of(state, ("bots", seat)):
            if path[2] != "rng":
                for value in rng.sample(ODD_VALUES, 2):
                    cases[f"{'/'.join(map(str, path[1:]))}={value!r:.12}"] = encoded(
                        _edited(base, path, copy.deepcopy(value)))
    scripted = sorted(seat for seat, state in base["bots"].items() if "rng" in state)
    while len(cases) < count:
        seat = rng.choice(scripted)
        script = [rng.choice((rng.randrange(-3, 40), rng.random() < 0.5, 10**rng.randrange(30)))
                  for _ in range(rng.randrange(1, 6))]
        cases[f"seat{seat}_script_random_{len(cases)}"] = encoded(
            _edited(base, ("bots", seat, "rng", "script"), script))
    return cases


def field_cases(game_id: str, base: dict[str, Any], count: int) -> dict[str, bytes]:
    """One value anywhere in the save replaced, removed or added to: the depth is drawn
    first, so the deep values of the state are hit as often as the top-level fields."""
    rng = random.Random(f"field-{game_id}")
    pickled = pickle.dumps(base)
    by_depth: dict[int, list[Path]] = {}
    for path in paths_of(base):
        by_depth.setdefault(len(path), []).append(path)
    depths = sorted(by_depth)
    cases: dict[str, bytes] = {}
    while len(cases) < count:
        path = rng.choice(by_depth[rng.choice(depths)])
        data = pickle.loads(pickled)  # a deep copy, items shared as in base, faster
        parent, key = _at(data, path[:-1]), path[-1]
        how = rng.randrange(4)
        if how == 0 and isinstance(parent, dict):
            del parent[key]
            label = "removed"
        elif how == 1 and isinstance(parent, list):
            parent.append(copy.deepcopy(parent[key]))
            label = "repeated"
        elif how == 2 and type(parent[key]) is int:
            parent[key] += rng.choice((-1, 1, 1000))
            label = "nudged"
        else:
            value = rng.choice(ODD_VALUES)
            parent[key] = copy.deepcopy(value)
            label = f"{value!r:.12}"
        name = "/".join(map(str, path))
        cases[f"{name}={label}"] = encoded(data)
    return cases


def _int_leaves(value: Any, prefix: Path) -> list[Path]:
    """The paths (below ``prefix``, where ``value`` sits) of every integer in ``value``."""
    return [path for path in paths_of(value, prefix) if type(_at(value, path[len(prefix):])) is int]


def _swap_two_different_actions(data: dict[str, Any]) -> None:
    actions = data["actions"]
    first = next(i for i in range(len(actions) - 1) if actions[i] != actions[i + 1])
    actions[first], actions[first + 1] = actions[first + 1], actions[first]


def inconsistent_cases(game_id: str, base: dict[str, Any], count: int) -> dict[str, bytes]:
    """Well-formed saves whose parts disagree: the state's numbers changed without the
    actions, an action changed without the state, both lists changed together, the seed
    or the options changed under them."""
    rng = random.Random(f"inconsistent-{game_id}")
    pickled = pickle.dumps(base)
    cases: dict[str, bytes] = {}
    state_ints = [path for path in _int_leaves(base["state"], ("state",))
                  if "history" not in path]
    action_ints = _int_leaves(base["actions"], ("actions",))
    cases["seed_plus_one"] = encoded(_edited(base, ("seed",), base["seed"] + 1))
    # The game's own generator, scripted or moved on: its draws no longer follow the seed.
    cases["game_generator_scripted"] = encoded(_edited(base, ("state", "rng", "script"), [7]))
    cases["game_generator_moved"] = encoded(
        _edited(base, ("state", "rng", "state"), (base["state"]["rng"]["state"] + 1) % 2**64))
    cases["state_made_a_view"] = encoded(_edited(base, ("state", "is_view"), True))
    # The same number as another JSON type: equal in Python, not the state that was written.
    for path in rng.sample(state_ints, 3):
        number = _at(base, path)
        cases[f"float_{'/'.join(map(str, path[1:]))}"] = encoded(_edited(base, path, float(number)))
        if number in (0, 1):
            cases[f"bool_{'/'.join(map(str, path[1:]))}"] = encoded(
                _edited(base, path, bool(number)))
    for key, value in GAMES[game_id].default_options.items():
        other = [choice for option in GAMES[game_id].options if option.key == key
                 for choice in option.choices if choice != value]
        cases[f"option_{key}"] = encoded(_edited(base, ("options", key), other[0]))
    for label, edit in {
        "last_action_dropped": lambda d: d["actions"].pop(),
        "first_action_dropped": lambda d: d["actions"].pop(0),
        "two_actions_swapped": _swap_two_different_actions,
        "an_action_repeated": lambda d: d["actions"].append(d["actions"][-1]),
        "both_lists_dropped_last": lambda d: (d["actions"].pop(), d["state"]["history"].pop()),
        "history_dropped_last": lambda d: d["state"]["history"].pop(),
        "log_dropped_last": lambda d: d["state"]["log"].pop(),
    }.items():
        data = pickle.loads(pickled)  # a deep copy, items shared as in base, faster
        edit(data)
        cases[label] = encoded(data)
    while len(cases) < count:
        data = pickle.loads(pickled)  # a deep copy, items shared as in base, faster
        if rng.random() < 0.6 or not action_ints:
            path = rng.choice(state_ints)
            where = "state"
        else:
            path = rng.choice(action_ints)
            where = "action"
        _at(data, path[:-1])[path[-1]] += rng.choice((-1, 1, 2))
        cases[f"{where}_{'/'.join(map(str, path[1:]))}_{len(cases)}"] = encoded(data)
    return cases


def oversized_cases(game_id: str, base: dict[str, Any], big: bool) -> dict[str, bytes]:
    """Files too large to be a save; 50 MB when ``big``, else a little over the limit."""
    from tabletop.storage.save_checks import MAX_SAVE_BYTES

    size = 50 * MB if big else MAX_SAVE_BYTES + 4096
    first, log = base["actions"][0], base["state"]["log"]
    cases = {
        "action_list": _encoded_repeated(base, ("actions",), [first],
                                         size // (len(encoded(first)) + 2)),
        "log": _encoded_repeated(base, ("state", "log"), log, size // len(encoded(log))),
        "name": encoded(_edited(base, ("seats", 0, "name"), "N" * size)),
        "padding": encoded(base) + b" " * size,
    }
    return {label: raw for label, raw in cases.items() if len(raw) > size * 0.9}


def _encoded_repeated(base: dict[str, Any], path: Path, items: list[Any], times: int) -> bytes:
    """``encoded(_edited(base, path, items * times))``, the same bytes, without encoding the
    same items ``times`` times over: a 50 MB list took seconds to encode, three per game."""
    marker = "\ue000repeated\ue000"
    assert marker.encode() not in encoded(base)
    once = encoded(items)[1:-1]  # json.dumps joins a list's items with ", "
    repeated = b"[" + b", ".join([once] * times) + b"]" if items and times else b"[]"
    return encoded(_edited(base, path, marker)).replace(encoded(marker), repeated, 1)
