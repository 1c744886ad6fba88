"""What the Big Shot map tests read off a drawn map: the place a pile's cube (and count tag)
takes, as the board's ``draw_pile`` is asked to draw it; a crowded four-seat map late in a
game; and every pile and SOLD sign the board draws (:class:`MapMarks`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame
import pytest

from scenes.games.big_shot import board as board_module
from scenes.games.big_shot.art import chip_extent, tag_centre
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.big_shot import owner_of
from tabletop.games.big_shot_data import REGIONS
from tabletop.i18n import Words
from tests.scenes.screens import view_in
from tests.scenes.test_big_shot_scene import start
from tests.scenes.test_game_base import frames

if TYPE_CHECKING:
    from scenes.games.big_shot.scene import BigShotScene
    from scenes.shell.app import App


def pile_rect(centre: Any, side: int, kwargs: dict[str, Any]) -> pygame.Rect:
    """The cube at ``centre`` with its count's tag beside it; a chip, its small cube under
    the same tag, centred there."""
    if kwargs.get("chip"):
        chip = pygame.Rect((0, 0), chip_extent(kwargs["tag_side"]))
        chip.center = (round(centre[0]), round(centre[1]))
        return chip
    cube = pygame.Rect(0, 0, side, side)
    cube.center = (round(centre[0]), round(centre[1]))
    tag = pygame.Rect(0, 0, kwargs["tag_side"], kwargs["tag_side"])
    tag.center = tag_centre(centre, side, tag.width)
    return cube.union(tag)


def crowded_map(app: App, size: tuple[int, int], language: str,
                held: Sequence[tuple[int, int, int, int]], sold: Callable[[int], bool], *,
                log: bool = False, lesson: bool = False) -> BigShotScene:
    """A four-seat Big Shot table at ``size`` in ``language``, each district holding
    ``held[region % len(held)]`` and sold to its owner where ``sold(region)``: a map late
    in a game. ``log``: narrowed beside its open log; ``lesson``: the lesson's low map."""
    view_in(app, size, language)
    frames(app, 2)
    scene = start(app, [SeatConfig("Mina", 0), SeatConfig("Jun", 1, SeatKind.COMPUTER),
                        SeatConfig("Robo", 2, SeatKind.COMPUTER),
                        SeatConfig("Ada", 3, SeatKind.COMPUTER)])
    if log:
        scene.frame.log.toggle()
        frames(app, 40, dt=0.05)
    board = scene.board
    if lesson:
        board.set_layout(board.area, scene.scale, lesson=True)
    board.sold_text = Words(language)("big_shot_scene.sold")
    for region in range(len(REGIONS)):
        counts = held[region % len(held)]
        board.shown.counts[region] = list(counts)
        if sold(region):
            board.shown.closed[region], board.shown.sold[region] = True, counts
            board.shown.owners[region] = owner_of(counts)
    return scene


@dataclass(frozen=True)
class DrawnPile:
    """One pile as the board asked ``draw_pile`` for it."""

    rect: pygame.Rect
    look: int
    text_px: int
    chip: bool


@dataclass(frozen=True)
class DrawnSign:
    """One SOLD sign as the board asked ``sold_sign`` for it."""

    text_px: int
    picture: pygame.Surface


class MapMarks:
    """Every pile and SOLD sign the board draws from now on, each still drawn."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.piles: list[DrawnPile] = []
        self.signs: list[DrawnSign] = []
        real_pile, real_sign = board_module.draw_pile, board_module.sold_sign

        def pile(surface: pygame.Surface, centre: Any, side: int, look: int, count: int,
                 text_px: int, **kwargs: Any) -> None:
            self.piles.append(DrawnPile(pile_rect(centre, side, kwargs), look, text_px,
                                        bool(kwargs.get("chip"))))
            real_pile(surface, centre, side, look, count, text_px, **kwargs)

        def sign(text_px: int, text: str, **kwargs: Any) -> pygame.Surface:
            picture = real_sign(text_px, text, **kwargs)
            self.signs.append(DrawnSign(text_px, picture))
            return picture

        monkeypatch.setattr(board_module, "draw_pile", pile)
        monkeypatch.setattr(board_module, "sold_sign", sign)

    def is_sign(self, picture: object) -> bool:
        """``picture`` is one of the SOLD signs drawn."""
        return any(picture is sign.picture for sign in self.signs)
