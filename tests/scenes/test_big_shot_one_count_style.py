"""Every count on the Big Shot map reads alike, and every SOLD sign is one size (trial s35
R/007): sold districts showed their counts as chips, the digit small on the colour itself
("●2 ■4 ◆1", dark red, dark green), beside the white number boxes of the districts still
open, and A10's sign stood smaller than the others. Each count is now a dark digit on
paper at the tags' size, a chip's too, its colour and symbol beside it; with the game log
open or not, at both window sizes."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.city import count_px
from scenes.shell import theme
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import owner_of
from tabletop.games.big_shot_data import REGIONS
from tabletop.i18n import Words
from tests.scenes.screens import resize_window
from tests.scenes.sofa_text import recording
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

HELD = [(3, 2, 1, 1), (1, 3, 2, 1), (2, 1, 3, 1), (1, 1, 2, 3), (4, 2, 1, 0), (1, 3, 1, 2)]


@pytest.mark.parametrize("log", [False, True])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_every_count_reads_alike_and_every_sign_is_one_size(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str,
        log: bool) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language))
    resize_window(app, size)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1, SeatKind.COMPUTER),
                        SeatConfig("Robo", 2, SeatKind.COMPUTER),
                        SeatConfig("Ada", 3, SeatKind.COMPUTER)])
    if log:
        scene.frame.log.toggle()
        frames(app, 40, dt=0.05)
    board = scene.board
    board.sold_text = Words(language)("big_shot_scene.sold")
    for region in range(len(REGIONS)):  # all but every third sold, as late in a game
        held = HELD[region % len(HELD)]
        board.shown.counts[region] = list(held)
        if region % 3:
            board.shown.closed[region], board.shown.sold[region] = True, held
            board.shown.owners[region] = owner_of(held)
    piles: list[tuple[int, bool]] = []
    signs: list[int] = []
    real_pile, real_sign = board_module.draw_pile, board_module.sold_sign

    def pile(surface: pygame.Surface, centre: Any, side: int, look: int, count: int,
             text_px: int, **kwargs: Any) -> None:
        piles.append((text_px, bool(kwargs.get("chip"))))
        real_pile(surface, centre, side, look, count, text_px, **kwargs)

    def sign(text_px: int, text: str, **kwargs: Any) -> pygame.Surface:
        signs.append(text_px)
        return real_sign(text_px, text, **kwargs)

    monkeypatch.setattr(board_module, "draw_pile", pile)
    monkeypatch.setattr(board_module, "sold_sign", sign)
    with recording() as probe:
        for region in range(len(REGIONS)):
            board._draw_region(pygame.Surface(size, pygame.SRCALPHA), region,
                               board.region_counts(region))
    assert {text_px for text_px, _ in piles} == {count_px(board.city.scale)}, piles
    if not log:  # the full map: the sold districts' chips beside the open ones' tags
        assert {chip for _, chip in piles} == {False, True}, piles
    digits = [seen for seen in probe.seen if seen.text.isdigit()]
    assert digits and {(seen.size_px, seen.colour) for seen in digits} == {
        (count_px(board.city.scale), theme.INK)}, digits
    assert len(signs) == sum(1 for region in range(len(REGIONS)) if region % 3 and owner_of(
        HELD[region % len(HELD)]) is not None) and len(set(signs)) == 1, signs
