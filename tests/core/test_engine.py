"""The engine base class, the session's undo policy, and the leak detector itself."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tabletop.core import CodecError, IllegalAction, SeatConfig, SeatKind
from tabletop.core.sealed import ChoiceSealed, ChoicesRevealed, SeatChose
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.core.toy_game import TOY_SPEC, CardFaceDown, Play, ToyEngine, ToyState, TrickWon
from tests.test_contract import _assert_views_keep_secrets


def test_refused_action_names_the_reason_in_the_players_language() -> None:
    game = TOY_SPEC.new_game(2, seed=1)
    with pytest.raises(IllegalAction) as refusal:
        game.apply(Play(seat=1, card=game.state.hands[1][0]))
    assert str(refusal.value) == "It is not your turn yet."
    assert refusal.value.localized("ko") == "아직 차례가 아니에요."
    assert str(IllegalAction("core.error.game_over")) == "The game is over."


def test_view_hides_other_hands_and_the_future() -> None:
    game = TOY_SPEC.new_game(3, seed=2)
    view = game.view(1)
    assert view.state.hands[0] is None and view.state.hands[1] == game.state.hands[1]
    assert view.to_dict()["rng"] is None
    with pytest.raises(RuntimeError):
        _ = view.rng
    public = game.view(None)
    assert all(hand is None for hand in public.state.hands)
    assert public.log and all(isinstance(event, CardFaceDown) for event in public.log)


class LeakyEngine(ToyEngine):
    """A deliberately broken game whose views show everything."""

    def _redact(self, state: ToyState, viewer: int | None) -> ToyState:
        return state


def test_the_leak_detector_catches_a_leaky_view() -> None:
    game: Any = TOY_SPEC.new_game(2, seed=3)
    leaky = LeakyEngine(
        spec=TOY_SPEC, seats=2, seed=3, options=game.options, state=game.state, rng=game.rng,
        log=[],
    )
    with pytest.raises(AssertionError, match="secrets"):
        _assert_views_keep_secrets(leaky)


def test_wrong_game_or_rules_version_is_refused_on_load() -> None:
    data = TOY_SPEC.new_game(2, seed=4).to_dict()
    with pytest.raises(CodecError):
        TOY_SPEC.from_dict({**data, "rules_version": 0})
    with pytest.raises(CodecError):
        TOY_SPEC.from_dict({**data, "game": "yacht"})
    with pytest.raises(CodecError):
        TOY_SPEC.from_dict({key: value for key, value in data.items() if key != "state"})


def _seats(*kinds: SeatKind) -> list[SeatConfig]:
    return [SeatConfig(f"P{i}", i, kind, "random") for i, kind in enumerate(kinds)]


def test_session_autosaves_and_undo_never_crosses_a_reveal() -> None:
    saved: list[str] = []
    session = GameSession.start(
        TOY_SPEC,
        _seats(SeatKind.PERSON, SeatKind.PERSON),
        seed=5,
        autosave=lambda s: saved.append(json.dumps(s.game.to_dict())),
    )
    assert len(saved) == 1
    hand = session.game.state.hands[0]
    session.apply(Play(0, hand[0]))
    assert len(saved) == 2
    # Playing ends the turn: another seat is to act, so there is nothing to undo.
    assert not session.can_undo
    events = session.apply(Play(1, session.game.state.hands[1][0]))  # the trick is revealed
    assert any(event.reveals for event in events)
    assert not session.can_undo


def test_sealed_plays_stay_hidden_until_the_trick_is_revealed() -> None:
    game = TOY_SPEC.new_game(3, seed=8)
    first = game.state.hands[0][2]
    game.apply(Play(0, first))
    assert game.view(0).state.plays.choices == {0: first}
    assert game.view(1).state.plays.choices == {0: None}
    assert game.view(1).log[-1] == SeatChose(0)
    assert isinstance(game.view(0).log[-1], ChoiceSealed)
    game.apply(Play(1, game.state.hands[1][0]))
    events = game.apply(Play(2, game.state.hands[2][0]))
    revealed = next(event for event in events if isinstance(event, ChoicesRevealed))
    assert revealed.choices[0] == first
    won = next(event for event in events if isinstance(event, TrickWon))
    assert won.points == sum(revealed.choices.values())
    assert game.state.plays.order[0] == won.seat  # the winner leads the next trick


def test_computer_seats_choose_from_their_own_view(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAMES, TOY_SPEC.id, TOY_SPEC)
    session = GameSession.start(TOY_SPEC, _seats(SeatKind.COMPUTER, SeatKind.PERSON), seed=6)
    assert session.is_computer_turn()
    action = session.bot_action()
    assert session.game.is_legal(action)
    session.apply(action)
    assert not session.is_computer_turn()
    with pytest.raises(RuntimeError):
        session.bot_action()
