"""Wizard Extreme: when a trick's winner takes a black seal, the table says why, in words a
new player follows (trial s10: Player 2 won a blue trick without a blue seal and a black X
landed on his seals with no word of explanation). RULES.md §3.5 step 4, WE-D1, WE-D8.
So does a seal taken from another seat (trial I/021: a computer took a person's red seal,
which turned white with no word). RULES.md §3.4."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.events import Event
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import (
    BlackSealSpared,
    BlackSealTaken,
    Card,
    Colour,
    Seal,
    SealStolen,
    TrickWon,
)
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def _notices(app: App, language: str, won: TrickWon | None, event: Event) -> list[str]:
    app.context.apply_settings(replace(app.context.settings, language=language))
    seats = [SeatConfig("Mina", 0), SeatConfig("Jun", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")]
    scene = make_game_scene(app.context,
                            GameSession.start(GAMES["wizard_extreme"], seats, seed=5))
    assert isinstance(scene, WizardExtremeScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    scene.toasts.clear()
    if won is not None:  # the trick's own step is not run: only what the table knows of it
        scene.animate(won)
    step = scene.animate(event)
    assert step is not None, "the seal's event plays nothing on the table"
    step.finish()
    return [toast.text for toast in scene.toasts.toasts]


BLUE_TRICK = TrickWon(1, 1, Colour.BLUE, Card(Colour.BLUE, 9), False)
TRUMPED = TrickWon(1, 1, Colour.BLUE, Card(Colour.RED, 3), False)


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["Trick 1", "Jun", "no blue or white seal", "black seal", "+3 penalty points"]),
    ("ko", ["트릭 1", "Jun", "파랑·흰색 봉인이 없어", "검은색 봉인", "벌점 +3점"]),
])
def test_a_black_seal_comes_with_why(app: App, language: str, words: list[str]) -> None:
    notices = _notices(app, language, BLUE_TRICK, BlackSealTaken(1))
    assert len(notices) == 1, notices
    for word in words:
        assert word in notices[0], (word, notices[0])


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["won with a red card", "no blue, red or white seal"]),
    ("ko", ["파랑, 빨강, 흰색 봉인이 없어"]),  # two lines beside the trick (trial s37)
])
def test_a_trumped_tricks_black_seal_names_red_too(app: App, language: str,
                                                  words: list[str]) -> None:
    notices = _notices(app, language, TRUMPED, BlackSealTaken(1))
    for word in words:
        assert word in notices[0], (word, notices[0])


@pytest.mark.parametrize(("language", "word"), [("en", "no penalty"), ("ko", "벌점은 없어요")])
def test_no_black_seal_left_says_there_is_no_penalty(app: App, language: str,
                                                    word: str) -> None:
    notices = _notices(app, language, BLUE_TRICK, BlackSealSpared(1))
    assert len(notices) == 1 and word in notices[0], notices


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["No red seal was left", "Robo takes Jun's red seal", "Jun gets a white seal",
            "4 penalty points"]),
    ("ko", ["빨간색 봉인이 가운데에 없어", "Robo 님이 Jun 님의 빨간색 봉인을 가져가요",
            "Jun 님은 흰색 봉인을 받아요", "벌점 4점"]),
])
def test_a_seal_taken_from_another_seat_is_said_to_the_table(app: App, language: str,
                                                             words: list[str]) -> None:
    notices = _notices(app, language, None, SealStolen(2, Seal.RED, 1))
    assert len(notices) == 1, notices
    for word in words:
        assert word in notices[0], (word, notices[0])
