"""Hostile saves of every game.

Every generated save (see ``hostile_saves.py``) either loads and plays on —
the computer players decide, people move, nothing raises — or is set aside
with a message before Continue is offered: the menu's look at the save
(``peek_save``) and Continue (``load_save``) agree, and neither takes long.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import pytest

from tabletop.bots import RandomBot
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, Words
from tabletop.session import GameSession
from tabletop.storage import autosave_path, load_save, peek_save
from tabletop.storage.save_checks import MAX_SAVE_BYTES
from tabletop.storage.saves import MAX_ACTIONS
from tests.patience import own_time
from tests.storage.hostile_saves import (
    GAME_IDS,
    base_save,
    bot_cases,
    encoded,
    field_cases,
    inconsistent_cases,
    oversized_cases,
)

# Cases per game and kind (the oversized ones are fixed: four per game, 50 MB for three).
# "hard_bot" are the "bot" cases for a table with a hard computer player instead of an easy one.
COUNTS = {"bot": 40, "hard_bot": 40, "field": 60, "inconsistent": 30}

# A verdict on a real save takes tens of milliseconds; a freeze is what the review saw
# (10 s and more). The bound is loose for a busy machine, far below a freeze.
SLOW = 2.0


@cache
def _base(game_id: str, level: str = "easy") -> dict[str, Any]:
    return base_save(game_id, level)


@cache
def _cases(game_id: str, kind: str) -> dict[str, bytes]:
    base = _base(game_id)
    if kind == "bot":
        return bot_cases(game_id, base, COUNTS[kind])
    if kind == "hard_bot":
        return bot_cases(game_id, _base(game_id, "hard"), COUNTS[kind])
    if kind == "field":
        return field_cases(game_id, base, COUNTS[kind])
    return inconsistent_cases(game_id, base, COUNTS[kind])


def _ids(kind: str) -> list[tuple[str, str]]:
    return [(game_id, case) for game_id in GAME_IDS for case in _cases(game_id, kind)]


def _play_on(loaded: Any) -> None:
    """Play on from the loaded save until every computer player has decided twice
    (each with its saved state) or the game is over."""
    session = GameSession(GAMES[loaded.game.spec.id], loaded.game, loaded.seats,
                          bot_states=loaded.bots)
    people = {seat: RandomBot(seat) for seat in range(len(loaded.seats))}
    decisions = dict.fromkeys(session.bots, 0)
    for _ in range(3000):
        seat = session.game.current_seat
        if seat is None or min(decisions.values()) >= 2:
            return
        if session.is_computer_turn():
            action = session.bot_action()
            decisions[seat] += 1
        else:
            action = people[seat].choose(session.game.view(seat))
        session.game.check(action)
        session.apply(action)
    raise AssertionError(f"the computer players did not get to move: {decisions}")


def _judge(game_id: str, raw: bytes, within: float = SLOW) -> str:
    """Place ``raw`` as the autosave and go through the menu and Continue with it:
    "loaded" (and played on) or "set aside" (with a message, the file moved).
    The menu's look and Continue must each take less than ``within`` seconds."""
    path = autosave_path(game_id)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    with own_time() as took:
        preview, peek_notice = peek_save()
    peeked = took()
    assert peeked < within, f"the menu's look at the save took {peeked:.2f} s"
    if preview is None:
        # Set aside before Continue is offered, with a message in both languages.
        assert peek_notice is not None and peek_notice.key != "storage.file_not_moved"
        assert peek_notice.text(ENGLISH) and peek_notice.text(Words("ko"))
        assert not path.exists()
        stem = f"autosave-{game_id}.broken-"
        assert [p for p in path.parent.iterdir() if p.name.startswith(stem)]
        return "set aside"
    assert peek_notice is None
    with own_time() as took:
        loaded, load_notice = load_save()
    assert took() < within
    # What the menu offered, Continue brings back.
    assert loaded is not None and load_notice is None
    assert tuple(seat.name for seat in loaded.seats) == preview.seat_names
    _play_on(loaded)
    return "loaded"


@pytest.mark.parametrize(("game_id", "case"), _ids("bot"))
def test_a_saved_computer_player_loads_and_plays_or_is_set_aside(game_id: str, case: str) -> None:
    _judge(game_id, _cases(game_id, "bot")[case])


@pytest.mark.parametrize(("game_id", "case"), _ids("hard_bot"))
def test_a_saved_hard_computer_player_loads_and_plays_or_is_set_aside(
    game_id: str, case: str
) -> None:
    _judge(game_id, _cases(game_id, "hard_bot")[case])


@pytest.mark.parametrize(("game_id", "case"), _ids("field"))
def test_a_save_changed_at_any_depth_loads_and_plays_or_is_set_aside(
    game_id: str, case: str
) -> None:
    _judge(game_id, _cases(game_id, "field")[case])


@pytest.mark.parametrize(("game_id", "case"), _ids("inconsistent"))
def test_a_save_whose_parts_disagree_is_set_aside(game_id: str, case: str) -> None:
    """Replaying seed + actions must give the saved state exactly, or the save is refused."""
    assert _judge(game_id, _cases(game_id, "inconsistent")[case]) == "set aside"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_real_saves_load_and_play_on(game_id: str) -> None:
    """The unedited base of every case is a good save: what is refused is the edit."""
    assert _judge(game_id, encoded(_base(game_id))) == "loaded"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_scripted_computer_generator_is_refused_at_load(game_id: str) -> None:
    """The review's scripted values (7, -1, true, 10**18, a million zeros)
    ended the program at the first computer decision, and the save came back at every start."""
    cases = _cases(game_id, "bot")
    for case in (name for name in cases if "_script_" in name):
        assert _judge(game_id, cases[case]) == "set aside", case


def test_a_wizard_extreme_plan_with_six_colours_is_refused_at_load() -> None:
    """A plan for the seat about to predict, one count too many,
    raised IndexError at that computer player's first decision after Continue."""
    game = GAMES["wizard_extreme"].new_game(4, 3)
    bot_seat = game.current_seat
    assert bot_seat is not None
    from tabletop.core.seats import SeatConfig, SeatKind
    from tabletop.storage.saves import build_envelope

    seats = [SeatConfig(f"P{index}", index) for index in range(4)]
    seats[bot_seat] = SeatConfig("Robo", bot_seat, kind=SeatKind.COMPUTER, level="easy")
    envelope = build_envelope(game, seats, {bot_seat: {
        "rng": {"state": 5, "script": []},
        "plan": [[game.state.round, bot_seat], [1, 0, 0, 0, 0, 1]],
    }})
    assert _judge("wizard_extreme", encoded(envelope)) == "set aside"
    # The same plan with one count per colour is a real one: it loads and is carried out.
    envelope["bots"][str(bot_seat)]["plan"][1] = [1, 0, 0, 0, 1]
    assert _judge("wizard_extreme", encoded(envelope)) == "loaded"


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_oversized_save_is_set_aside_at_once(game_id: str) -> None:
    """A 50 MB action list or log froze start-up for 48–84 s.
    A file over the limit is refused from its size, before it is read."""
    big = game_id in ("yacht", "big_shot", "wizard_extreme")
    cases = oversized_cases(game_id, _base(game_id), big)
    assert len(cases) == 4
    for case, raw in cases.items():
        assert _judge(game_id, raw, within=0.5) == "set aside", case


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_too_many_actions_are_refused_before_they_are_replayed(game_id: str) -> None:
    """Under the size limit, an action list longer than any game is refused by its length."""
    base = _base(game_id)
    raw = encoded(dict(base, actions=[base["actions"][0]] * (MAX_ACTIONS + 1)))
    assert len(raw) < MAX_SAVE_BYTES
    assert _judge(game_id, raw, within=0.5) == "set aside"


def test_a_save_just_under_the_limit_is_still_read() -> None:
    """The limit is on the file, not on its content: a good save padded to just under it loads."""
    raw = encoded(_base("yacht"))
    assert _judge("yacht", raw + b" " * (MAX_SAVE_BYTES - len(raw))) == "loaded"


def test_every_game_has_cases_of_every_kind() -> None:
    for game_id in GAME_IDS:
        for kind, count in COUNTS.items():
            assert len(_cases(game_id, kind)) >= count, (game_id, kind)
        bots = _cases(game_id, "bot")
        assert sum("_script_review_" in case for case in bots) == 10  # both computer seats
    assert _base("yacht", "hard")["bots"]["2"] == {}  # the one player without a generator
