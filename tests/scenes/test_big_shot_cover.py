"""Big Shot with hidden money and two persons: the hand-over's cover stands over the cash
and loans only; each colour's cube, name and note (who rolled, who passed, the high bid)
stay in sight beside it (trial s18: the cover hid every row of the money panel)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.curtain import CurtainScene
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import Phase
from tests.patience import tries
from tests.scenes.screens import resize_window
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames, lift_curtain, press, set_speed

__all__ = ["app"]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_cover_hides_the_money_and_leaves_names_and_notes_in_sight(
        app: App, size: tuple[int, int]) -> None:
    resize_window(app, size)
    frames(app, 2)
    set_speed(app, "instant")
    seats = [SeatConfig("Bora", 0), SeatConfig("Player 2", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")]
    scene = start(app, seats, hidden=True, seed=5)
    manager, game = app.context.manager, scene.session.game
    covers = 0
    for _ in tries(3000):
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            frames(app, 2)
            cover = pygame.Rect(manager.top.curtain.rect)
            rows = scene.side.rows_rect
            assert cover.left > rows.x + rows.width // 3, "the names and notes are covered"
            public = scene.side.drawn_public
            assert len(public) == len(scene.side.drawn_money) == 3
            assert any(row.note for row in scene.side.drawn_money), "a note to keep in sight"
            assert cover.collidelist(public) < 0, (cover, public)
            # The cash at each row's right end, and the loans beside it, stay covered.
            assert cover.right >= rows.right and cover.top <= rows.top
            assert cover.bottom >= rows.bottom and cover.left <= rows.centerx
            covers += 1
            if covers == 2:
                return
            lift_curtain(app)
            frames(app, 2)
            press(pygame.K_p)
        elif scene.accepts_input:
            press(pygame.K_SPACE if game.state.phase is Phase.ROLL else pygame.K_p)
    raise AssertionError(f"{covers} hand-overs of two")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_note_beside_the_cover_is_drawn_whole(app: App, size: tuple[int, int],
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial s20: beside Ben's cover Ana's row read "rolled 6 · high···". The roller's note
    with the high bid is said whole in its short form on its one line beside the cover
    ("high bid: 6M", the die beside her name telling who rolled: a second line made the
    rows jump, trial s28 E/133), and the legend and the auction under the rows stand clear,
    the cover over the money only."""
    from scenes.games.big_shot import panels

    drawn: list[str] = []
    real = panels.assets.text

    def recording(string: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(string)
        return real(string, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(panels.assets, "text", recording)
    resize_window(app, size)
    frames(app, 2)
    set_speed(app, "instant")
    seats = [SeatConfig("Bora", 0), SeatConfig("Jun", 1),
             SeatConfig("Robo", 2, SeatKind.COMPUTER, "easy")]
    scene = start(app, seats, hidden=True, seed=5)
    manager, game = app.context.manager, scene.session.game
    for _ in tries(3000):  # the persons bid (Space) till Jun's cover stands, Bora high
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):
            if game.state.high_bidder == 0:
                break
            lift_curtain(app)
        elif scene.accepts_input:
            press(pygame.K_SPACE)
    else:
        raise AssertionError("no cover after Bora's bid")
    drawn.clear()
    panels._money_rows_image.cache_clear()  # the rows painted afresh, as they are now
    frames(app, 2)
    side = scene.side
    row = side.drawn_money[0]
    assert " · " in row.note and row.rolled, f"Bora rolled and bids: {row.note!r}"
    assert row.short_note in drawn, (row.short_note, drawn)
    cover = pygame.Rect(manager.top.curtain.rect)
    assert cover.collidelist(side.drawn_public) < 0, (cover, side.drawn_public)
    assert cover.bottom >= side.rows_rect.bottom
    assert side.phase_rect.top > side.rows_rect.bottom
