"""Every count on the Big Shot map reads alike, and every SOLD sign is one size (trial s35
R/007): sold districts showed their counts as chips, the digit small on the colour itself
("●2 ■4 ◆1", dark red, dark green), beside the white number boxes of the districts still
open, and A10's sign stood smaller than the others. Each count is now a dark digit on
paper at the tags' size, a chip's too, its colour and symbol beside it; with the game log
open or not, at both window sizes."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.big_shot.city import count_px
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.games.big_shot import owner_of
from tabletop.games.big_shot_data import REGIONS
from tests.scenes.big_shot_marks import MapMarks, crowded_map
from tests.scenes.sofa_text import recording
from tests.scenes.test_game_base import app

__all__ = ["app"]

HELD = [(3, 2, 1, 1), (1, 3, 2, 1), (2, 1, 3, 1), (1, 1, 2, 3), (4, 2, 1, 0), (1, 3, 1, 2)]


@pytest.mark.parametrize("log", [False, True])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_count_reads_alike_and_every_sign_is_one_size(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str,
        log: bool) -> None:
    # All but every third district sold, as late in a game.
    board = crowded_map(app, size, language, HELD, lambda region: region % 3 != 0,
                        log=log).board
    drawn = MapMarks(monkeypatch)
    with recording() as probe:
        for region in range(len(REGIONS)):
            board._draw_region(pygame.Surface(size, pygame.SRCALPHA), region,
                               board.region_counts(region))
    piles = [(pile.text_px, pile.chip) for pile in drawn.piles]
    signs = [sign.text_px for sign in drawn.signs]
    assert {text_px for text_px, _ in piles} == {count_px(board.city.scale)}, piles
    if not log:  # the full map: the sold districts' chips beside the open ones' tags
        assert {chip for _, chip in piles} == {False, True}, piles
    digits = [seen for seen in probe.seen if seen.text.isdigit()]
    assert digits and {(seen.size_px, seen.colour) for seen in digits} == {
        (count_px(board.city.scale), theme.INK)}, digits
    assert len(signs) == sum(1 for region in range(len(REGIONS)) if region % 3 and owner_of(
        HELD[region % len(HELD)]) is not None) and len(set(signs)) == 1, signs
