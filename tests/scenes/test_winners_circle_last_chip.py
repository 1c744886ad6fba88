"""The Winner's Circle bets as a new player reads them (trial s21): the prompt over a
person's last chip said "(C: another chip)", though C has no other chip to lift; and the
first bettor's plate said "bets first" all through the round, after that seat had bet."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames
from tests.scenes.winners_circle_table import persons_at_the_bets

__all__ = ["app"]


def _betting_table(app: App, hidden: bool) -> tuple[WinnersCircleScene, GameSession]:
    scene = persons_at_the_bets(app, ["Mina", "Jun"], {"hidden_bets": hidden})
    frames(app, 1)
    return scene, scene.session


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("hidden", [False, True])
def test_the_last_chip_prompt_names_no_c_key(app: App, language: str, hidden: bool) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene, session = _betting_table(app, hidden)
    bettor = make_bot("winners_circle", "easy", seed=1)
    said = []
    while True:
        seat = session.current_seat
        assert seat is not None
        view = session.game.view(seat)
        said.append((len(view.state.hands[seat]), scene.person_prompt(view, seat)))
        if len(view.state.hands[seat]) == 1:
            break
        session.apply(bettor.choose(view))
    for held, prompt in said:
        assert ("C:" in prompt) == (held > 1), (held, prompt)
        assert "1–7" in prompt, prompt


def test_bets_first_shows_only_until_that_seat_has_bet(app: App) -> None:
    scene, session = _betting_table(app, hidden=False)
    first_words = scene.text("status_first", chips="").strip(" ·")
    first = session.game.view(None).state.first_bettor
    other = 1 - first
    assert first_words in scene.seat_status(session.game.view(None), first)
    bettor = make_bot("winners_circle", "easy", seed=1)
    session.apply(bettor.choose(session.game.view(first)))
    view = session.game.view(None)
    assert session.current_seat == other and view.state.bets
    for seat in (first, other):
        status = scene.seat_status(view, seat)
        assert first_words not in status, (seat, status)
        assert scene.text("status_chips", count=len(view.state.hands[seat])) in status
