"""Wizard Extreme: a seal a trick's winner gives back is said on the table, as a black seal
is (trial s36 S/008: Player 1 won a red trick and their red seal left their place with no
word; only the log said "Player 1 returns a red seal"). RULES.md §3.5 step 4.

The notice names the trick, the winner, the led colour and the seal (the red card that
won, where a red seal goes back for another colour's trick; in Korean in few enough words
for two lines beside the trick); it stands clear of the trick and the winner's place, as
the black seal's does, and holds the next computer's move for less time than a black
seal's: it comes at most tricks."""

from __future__ import annotations

from dataclasses import replace

import pytest

from scenes.games import make_game_scene
from scenes.games.gate import public_view
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.toast import reading_seconds
from tabletop.bots import make_bot
from tabletop.core.events import Event
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import (
    BlackSealSpared,
    BlackSealTaken,
    Card,
    Colour,
    Phase,
    Seal,
    SealReturned,
    TrickWon,
)
from tabletop.session import GameSession
from tests.patience import tries
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.test_hand_over import _start

__all__ = ["app"]

BLUE_TRICK = TrickWon(2, 2, Colour.BLUE, Card(Colour.BLUE, 9), False)
TRUMPED = TrickWon(2, 2, Colour.BLUE, Card(Colour.RED, 3), False)


def _table(app: App, language: str) -> WizardExtremeScene:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = _start(app, "wizard_extreme")
    set_speed(app, "normal")  # (instant animations wait for nothing)
    assert isinstance(scene, WizardExtremeScene)
    frames(app, 3)
    scene.toasts.clear()
    return scene


def _say(scene: WizardExtremeScene, won: TrickWon, seal: Seal | Event) -> list[str]:
    scene.animate(won)  # the trick's own step is not run: only what the table knows of it
    step = scene.animate(SealReturned(won.seat, seal) if isinstance(seal, Seal) else seal)
    assert step is not None
    step.finish()
    return [toast.text for toast in scene.toasts.toasts]


@pytest.mark.parametrize(("language", "won", "seal", "words"), [
    ("en", BLUE_TRICK, Seal.BLUE, ["Trick 2", "wins the blue trick", "gives back a blue seal"]),
    ("en", TRUMPED, Seal.RED, ["Trick 2", "blue trick with red 3", "gives back a red seal"]),
    ("ko", BLUE_TRICK, Seal.WHITE, ["트릭 2", "파랑 트릭을 이겨", "흰색 봉인을 돌려놔요"]),
    ("ko", TRUMPED, Seal.RED, ["파랑 트릭 2", "빨강 3 카드로", "빨간색 봉인을 돌려놔요"]),
])
def test_a_seal_given_back_is_said_on_the_table(app: App, language: str, won: TrickWon,
                                                seal: Seal, words: list[str]) -> None:
    scene = _table(app, language)
    [notice] = _say(scene, won, seal)
    assert scene.session.name(won.seat) in notice, notice
    for word in words:
        assert word in notice, (word, notice)


def test_the_notice_holds_a_computer_less_than_a_black_seals(app: App) -> None:
    """As long as its words take to read (trial V/002: it went in 2.5 s, too fast for a
    couch), a black seal's longer notice longer still."""
    scene = _table(app, "en")
    own = public_view(scene.session)
    unheld = scene.bot_pause(own)
    [notice] = _say(scene, BLUE_TRICK, Seal.BLUE)
    held = scene.bot_pause(own)
    assert held - unheld >= 4 and held >= reading_seconds(notice) - 0.1, held
    scene.toasts.clear()
    [black] = _say(scene, BLUE_TRICK, BlackSealTaken(BLUE_TRICK.seat))
    assert scene.bot_pause(own) > held, (black, notice)
    frames(app, round(reading_seconds(black) / 0.25) + 1, dt=0.25)
    assert scene.bot_pause(own) == unheld, "the notice held the computer once it was read"


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_notice_stands_clear_of_the_trick_and_the_winners_seals(
        app: App, size: tuple[int, int]) -> None:
    scene = _table(app, "ko")
    resize_window(app, size)
    frames(app, 2)
    _say(scene, BLUE_TRICK, Seal.BLUE)
    frames(app, 2)
    [shown] = scene.toasts.rects(app.context.size)
    for about in (scene.trick.shown_rect(), scene.zones[BLUE_TRICK.seat].rect):
        assert not shown.colliderect(about), (shown, about)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_korean_notice_keeps_to_two_lines_beside_a_four_seat_trick(
        app: App, size: tuple[int, int]) -> None:
    """Session 36: beside the trick, where four seats leave it a narrow place, "트릭 12:
    플레이어 1 님이 빨강 10 카드로 노랑 트릭을 이겨서 빨간색 봉인을 돌려놓아요." took three
    lines, at 1280x720 and at 1920x1080. Its words are shorter: two lines at most, at
    body size (the toasts' one size). So are a black seal's, taken or spared (trial s37:
    "트릭 12: Mina 님은 돌려놓을 …·흰색 봉인이 없어서 …" took three)."""
    app.context.apply_settings(replace(app.context.settings, language="ko"))
    resize_window(app, size)
    frames(app, 2)
    seats = [SeatConfig("플레이어 1", 0), *(SeatConfig(f"컴퓨터 {seat}", seat, SeatKind.COMPUTER,
                                                   "easy") for seat in (1, 2, 3))]
    session = GameSession.start(GAMES["wizard_extreme"], seats, seed=3)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WizardExtremeScene)
    app.context.manager.apply(Push(scene))
    set_speed(app, "fast")
    game = session.game
    bots = {seat: make_bot("wizard_extreme", "easy", seed=seat) for seat in range(4)}
    for _ in tries(4000):  # on to the person's card, the hand fanned out under the trick
        frames(app, 1)
        if (game.state.phase is Phase.PLAY and session.current_seat == 0
                and scene.accepts_input and scene.driver.is_settled):
            break
        if scene.accepts_input and (seat := session.current_seat) is not None:
            assert scene.act(bots[seat].choose(game.view(seat)))
    else:
        raise AssertionError("the person's card never came")
    size_px = theme.text_px(theme.TextSize.BODY, theme.ui_scale(size))
    line = assets.text("트릭", size_px, theme.INK).get_height()
    trumped = TrickWon(0, 12, Colour.YELLOW, Card(Colour.RED, 10), False)
    followed = TrickWon(0, 12, Colour.YELLOW, Card(Colour.YELLOW, 9), False)
    seal: Seal | Event
    for won, seal in ((trumped, Seal.RED), (followed, Seal.YELLOW),
                      (trumped, BlackSealTaken(0)), (followed, BlackSealTaken(0)),
                      (followed, BlackSealSpared(0))):
        scene.toasts.clear()
        [notice] = _say(scene, won, seal)
        frames(app, 2)
        [shown] = scene.toasts.rects(app.context.size)
        words = shown.height - 2 * round(size_px * 0.6)  # (the card's padding)
        assert round(words / line) <= 2, (notice, shown)
