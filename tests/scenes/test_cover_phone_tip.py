"""The first privacy cover of a game says that phones can hold the secrets (issue #32 item 2;
trial s33 M: "Mention the phone mode at the first cover"), once a game, beside the cover and
never over its words."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import first_auction
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_hand_over import HIDING_OPTIONS, _start, _walk

__all__ = ["app"]


@pytest.mark.parametrize(("game_id", "language"), [
    ("wizard_extreme", "en"), ("polterfass", "ko")])
def test_the_first_cover_of_a_game_mentions_phones_once(app: App, game_id: str,
                                                        language: str) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    scene = _start(app, game_id)
    toasts = scene.frame.toasts
    tip = app.context.words("phones.cover_tip")
    said: list[bool] = []
    quiet: list[bool] = []  # no other notice stood as the cover rose

    def check(curtain: CurtainScene) -> None:
        shown = [toast for toast in toasts.toasts if toast.text == tip]
        said.append(bool(shown))
        quiet.append(all(toast.text == tip for toast in toasts.toasts))
        if not shown:
            return
        app.context.manager.draw(pygame.Surface(app.context.size))
        placed = toasts.rects(app.context.size)
        assert placed, "the tip shows"
        assert pygame.Rect(curtain.curtain.rect).collidelist(placed) < 0, "over the cover"
        for toast in shown:
            toasts.drop(toast)  # read: it must not come again

    assert _walk(app, scene, check, moves=60) >= 2
    first = quiet.index(True)
    assert said[first], "the first cover with no notice standing said nothing of phones"
    assert said.count(True) == 1, f"said again: {said}"


def test_a_notice_standing_at_the_first_cover_is_not_pushed_aside(app: App) -> None:
    """Big Shot's opening notice for two persons (each bids with two colours) stays in
    sight; the tip waits for a later cover."""
    scene, _, _ = first_auction(app, ("Mina", "Joon"))
    opening = scene.names.two_colours(app.context.words)
    assert [toast.text for toast in scene.toasts.toasts] == [opening]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize(("game_id", "computers", "room"), [
    ("wizard_extreme", 1, True), ("polterfass", 3, True), ("big_shot", 1, True),
    ("winners_circle", 1, False)])
def test_the_tip_covers_nothing_and_goes_with_its_cover(
        app: App, size: tuple[int, int], game_id: str, computers: int, room: bool) -> None:
    """Only in a free place, clear of all the game keeps its banners off and of the
    banner's own part (trial s34 P/002: over Wizard's trick slots), and gone once the
    cover lifts (P/024: it moved off Polterfass's hand onto the tally). Winner's Circle's
    infield has no room beside the cover and the podium: the tip waits, over nothing."""
    resize_window(app, size)
    frames(app, 2)
    app.context.apply_settings(replace(app.context.settings, animation_speed="instant",
                                       language="ko" if game_id == "polterfass" else "en"))
    seats = [SeatConfig("Mina", 0), SeatConfig("Joon", 1),
             *(SeatConfig(f"Robo {index}", 2 + index, SeatKind.COMPUTER, "easy")
               for index in range(computers))]
    session = GameSession.start(GAMES[game_id], seats, 4, HIDING_OPTIONS.get(game_id, {}))
    scene = app.context.navigator.play(session)
    assert isinstance(scene, GameScene)
    app.context.manager.apply(Push(scene))
    toasts = scene.frame.toasts
    tip = app.context.words("phones.cover_tip")
    seen: list[bool] = []  # at each cover, the tip in sight

    def check(curtain: CurtainScene) -> None:
        app.context.manager.draw(pygame.Surface(app.context.size))
        placed = [face for toast, _, _, face in toasts._placed(scene.scale)
                  if toast.text == tip]
        seen.append(bool(placed))
        if placed:
            assert seen.count(True) == 1, f"the tip outlived its cover: {seen}"
            assert placed[0].collidelist(list(toasts.tip_clear())) < 0, "over the table's parts"
            assert pygame.Rect(curtain.curtain.rect).collidelist(placed) < 0, "over the cover"

    assert _walk(app, scene, check, moves=40) >= 2
    assert seen[0] is room, seen
