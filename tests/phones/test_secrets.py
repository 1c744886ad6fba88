"""The hidden-information check can fail: each game's secret words are what its phone
panel really shows of a seat's ``hidden_info``, so a panel of one seat handed to
another seat's phone is caught."""

from __future__ import annotations

import random

import pytest

from scenes.games import panel_maker
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.session import GameSession
from tests.phones.secrets import SECRET_WORDS, leaks

OPTIONS = {"winners_circle": {"hidden_bets": True}, "big_shot": {"hidden_money": True}}


def _telling(game_id: str, words: Words) -> GameSession:
    """A game played at random until seat 1 holds a secret its phone shows and seat 0
    does not hold the same: the position where a panel sent to the wrong seat tells."""
    spec = GAMES[game_id]
    seats = [SeatConfig(name, colour, SeatKind.PERSON)
             for colour, name in enumerate(("Mina", "Junho", "Sora"))]
    session = GameSession.start(spec, seats, 7, spec.merged_options(OPTIONS.get(game_id)))
    rng = random.Random(7)
    secret_words = SECRET_WORDS[game_id]
    game = session.game
    for _ in range(2000):
        theirs = secret_words(words, game.hidden_info(1))
        if theirs - secret_words(words, game.hidden_info(0)):
            return session
        seat = session.current_seat
        assert seat is not None, "the game ended before a seat held a secret"
        session.apply(rng.choice(game.view(seat).legal_actions()))
    raise AssertionError("no seat ever held a secret of its own")


@pytest.mark.parametrize("game_id", sorted(SECRET_WORDS))
@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_panel_sent_to_another_seats_phone_is_found(game_id: str, language: str) -> None:
    words = Words(language)
    session = _telling(game_id, words)
    game = session.game
    maker = panel_maker(game_id)
    assert maker is not None
    names = [seat.name for seat in session.seats]
    position = len(game.history)
    hidden = {position: [game.hidden_info(seat) for seat in range(len(session.seats))]}
    own = maker(words, game.view(0), 0, position, names).as_json()
    assert leaks(game_id, words, {0: [own]}, hidden) == []
    wrong = maker(words, game.view(1), 1, position, names).as_json()
    found = leaks(game_id, words, {0: [wrong]}, hidden)
    assert found and all("seat 0 saw seat 1's" in line for line in found)


def test_every_game_that_hides_something_is_checked() -> None:
    hiding = {game_id for game_id, spec in GAMES.items()
              if spec.hides_information(spec.merged_options(OPTIONS.get(game_id)))}
    assert hiding == set(SECRET_WORDS)
    assert all(panel_maker(game_id) is not None for game_id in hiding)
