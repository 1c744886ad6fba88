"""The turn's announcement reads from the sofa and leaves the game's title alone: with no
free felt on the board, "Player 2's turn" stood as a small pill over "Yacht Dice" and
over "위너스 서클" (trial s29 G/148, G/044), and so it still did at four to six seats,
whose plates leave the bar no room beside them (trial s30). In the top bar it now stands
beside the title, or over the named seat's own plate, its words at least 22 px at 1080p
(15 at 720p), the band's contrast at 4.5:1."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.base import GameScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.widgets.play_order import order_marks
from scenes.widgets.turn_banner import BANNER_CONTRAST, banner_colours
from tabletop.games import GAMES
from tests.scenes.test_game_base import app
from tests.scenes.test_turn_banner import banner_moments
from tests.scenes.test_turn_banner_plates import between, seated

__all__ = ["app"]

CASES = [(game_id, size, language) for game_id in ("yacht", "winners_circle", "big_shot")
         for size in ((1920, 1080), (1280, 720)) for language in ("en", "ko")]


CROWDED = [(game_id, seats, size, language) for game_id in sorted(GAMES)
           for seats in sorted({min(4, GAMES[game_id].max_seats),
                                min(6, GAMES[game_id].max_seats)})
           for size in ((1920, 1080), (1280, 720)) for language in ("en", "ko")]


@pytest.mark.parametrize(("game_id", "size", "language"), CASES)
def test_the_turn_banner_reads_from_the_sofa_beside_the_title(
        app: App, game_id: str, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    scene = seated(app, game_id, 2, size, language)
    _reads_from_the_sofa(app, scene, size, monkeypatch)


@pytest.mark.parametrize(("game_id", "seats", "size", "language"), CROWDED,
                         ids=[f"{g}-{n}-{w}x{h}-{lang}" for g, n, (w, h), lang in CROWDED])
def test_the_turn_banner_reads_from_the_sofa_at_a_crowded_table(
        app: App, game_id: str, seats: int, size: tuple[int, int], language: str,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Four to six plates fill the bar: Jun's banner names him as large, over no other
    seat's plate nor the arrows between them."""
    scene = seated(app, game_id, seats, size, language)
    shown = _reads_from_the_sofa(app, scene, size, monkeypatch)
    plates = [plate.rect for plate in scene.frame.plates]
    others = [rect for rect, plate in zip(plates, scene.frame.plates, strict=True)
              if plate.seat_index != 1]
    arrows = [between(mark, plates) for mark in order_marks(plates, scene.frame.layout.scale)]
    covered = [part for part in [*others, *arrows] if shown.colliderect(part)]
    assert not covered, f"the banner {shown} over {covered}"



def _reads_from_the_sofa(app: App, scene: GameScene, size: tuple[int, int],
                         monkeypatch: pytest.MonkeyPatch) -> pygame.Rect:
    """Jun's banner on a board with no free felt: in the top bar, off the title, its words
    sofa size on a band they stand out from; where it stood."""
    frame = scene.frame
    monkeypatch.setattr(frame, "_banner_clear", lambda _size: [frame.board_area()])
    frame.banner.forget_place()
    surface = pygame.Surface(size)
    frame.banner.progress = 1.0
    scene.draw(surface)
    plain = surface.copy()
    shown = next(rect for progress, rect in banner_moments(app, scene, surface, plain)
                 if progress == 0.5)
    assert frame.layout.top_bar.contains(shown), shown
    assert not shown.colliderect(frame.layout.title), f"over the title: {shown}"
    least = round(22 * size[1] / 1080)
    words_px = frame.banner.words_px(shown.size, frame.layout.scale)
    assert words_px >= least, f"{words_px} px words on a {shown.size} banner"
    top, bottom, ink = banner_colours(1)
    assert min(theme.contrast(ink, top), theme.contrast(ink, bottom)) >= BANNER_CONTRAST
    frame.banner.progress = 1.0
    return shown


@pytest.mark.parametrize(("seats", "size"), [(4, (1280, 720)), (6, (1280, 720)),
                                             (4, (1920, 1080)), (6, (1920, 1080))])
def test_a_long_name_is_named_at_sofa_size_over_its_plate(
        app: App, seats: int, size: tuple[int, int]) -> None:
    """A 16-letter name's banner over its plate leaves out the symbol's disc (the band is
    the seat's colour) rather than shrink the words below sofa size (10 px at 720p)."""
    scene = seated(app, "yacht", seats, size)
    frame, banner = scene.frame, scene.frame.banner
    banner.slot, banner.text = 1, app.context.words("widgets.your_turn", name="Christina Müller")
    own = frame.plates[1].lit_rect()
    board = frame.board_area()
    shown = banner.place(board, board, frame.layout.scale, [board], frame.bar_room(), own)
    assert shown == own
    assert banner.words_px(shown.size, frame.layout.scale) >= round(22 * size[1] / 1080)
