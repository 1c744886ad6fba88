"""Where a lesson's card and a replay's better choice point on the Big Shot table: the
piece that makes an action (a button, a cube in hand, a district); and where Tab takes the
keys' focus among a placement's parts."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import pygame

from scenes.games.big_shot.city import RegionPiece
from scenes.games.big_shot.panels import HandCube
from tabletop.games.big_shot_events import Bid, Pass, PlaceCube, Roll, TakeLoan

RING_REACH = 8
"""How far (px at 1280x720) a lesson's ring reaches outside the piece it points at, at
most (``scenes.modes.lesson_marks``: its gap of 5 px breathing to 8)."""

if TYPE_CHECKING:
    from scenes.games.big_shot.auction import AuctionPad
    from scenes.games.big_shot.board import Board
    from scenes.games.big_shot.side_panel import SidePanel
    from scenes.widgets.button import Button
    from tabletop.core.actions import Action


class Hand(NamedTuple):
    """The placement in progress: the cube pieces in hand, the one to drop next, and the
    cubes (colours) not dropped yet."""

    pieces: list[HandCube]
    next_cube: int | None
    unstaged: list[int]


class Pointing:
    """The pieces of the table an action is made with, found for a lesson or a replay."""

    def __init__(self, pad: AuctionPad, side: SidePanel, board: Board,
                 buttons: tuple[Button, Button, Button]) -> None:
        self.pad, self.side, self.board = pad, side, board
        self.roll, self.take_back, self.place = buttons

    def action_rect(self, action: Action, hand: Hand, *, replay: bool,
                    watched: bool) -> pygame.Rect | None:
        """Roll; pass, loan and bid buttons (+/- first, toward a bid's amount), or their lot
        in a replay, which shows none (its better choice framed Pass's empty place: trial
        s16); for a cube, its piece in the hand, its region, and Place once all are down."""
        pad = self.pad
        if isinstance(action, Roll):
            return pygame.Rect(self.roll.rect)
        if isinstance(action, Pass | TakeLoan | Bid) and replay:
            return self.side.title_and_lot_rect()
        if isinstance(action, Pass | TakeLoan):
            return pygame.Rect((pad.pass_button if isinstance(action, Pass)
                                else pad.loan_button).rect)
        if isinstance(action, Bid):
            button = (pad.bid_custom if pad.amount == action.amount
                      else pad.bid_five if action.amount == pad.five_amount
                      else pad.plus if pad.amount < action.amount else pad.minus)
            return pygame.Rect(button.rect)
        if isinstance(action, PlaceCube):
            return self.placement_rect([action], hand, watched=watched)
        return None

    def placement_rect(self, cubes: list[PlaceCube], hand: Hand, *,
                       watched: bool) -> pygame.Rect | None:
        """A placement in the order of ``cubes``: the next cube, then its region; Take back
        when the cubes dropped so far went elsewhere; Place once all are down. With no
        cubes in hand (``watched``: a replay) each cube's region."""
        if watched:
            return self.district_rect(cubes[0].region)
        staged = self.board.staged
        if staged != [(action.cube, action.region) for action in cubes[:len(staged)]]:
            return pygame.Rect(self.take_back.rect)
        if not hand.unstaged or len(staged) >= len(cubes):
            return pygame.Rect(self.place.rect)
        action = cubes[len(staged)]
        if hand.next_cube != action.cube:
            cube = next((piece for piece in hand.pieces if piece.cube == action.cube), None)
            return None if cube is None else pygame.Rect(cube.rect)
        return self.district_rect(action.region)

    def district_rect(self, region: int) -> pygame.Rect:
        """What a lesson's ring frames for a district: its box, less a top edge the ring's
        reach (:data:`RING_REACH`) where that lies on the map's top, so the ring stays on
        the map and off its frame, where the "Map key (M)" tab stands over the top-right
        districts (trial Z2/007: the ring around district 20 crossed the tab's words)."""
        city = self.board.city
        rect = pygame.Rect(city.pieces[region].rect)
        top = city.rect.top + city.px(RING_REACH)
        if rect.top < top:
            rect.height -= top - rect.top
            rect.top = top
        return rect

    def placing_stop(self, focused: object, hand: list[HandCube],
                     step: int) -> RegionPiece | HandCube | Button | None:
        """Where Tab (a controller's shoulders; ``step`` -1 with Shift) takes the focus from
        ``focused``: the placing decision's parts one stop each, the map, the next cube in
        ``hand``, Take back, Place all; the arrows walk within the map and the hand. Tab
        went through every cube in the panel, one by one, before reaching the map (trial
        s23 B, 049-052). None when nothing may be pressed."""
        district = (focused if isinstance(focused, RegionPiece) and focused.enabled
                    else self.board.city.first_open(None))
        cube = next((piece for piece in hand if piece.chosen), None)
        stops = [stop for stop in (district, cube, self.take_back, self.place)
                 if stop is not None and stop.enabled]
        if not stops:
            return None
        here = next((index for index, stop in enumerate(stops) if stop is focused or (
            isinstance(stop, HandCube) and isinstance(focused, HandCube))), -step)
        return stops[(here + step) % len(stops)]


def staged_progress(staged: list[tuple[int, int]], actions: list[Action]) -> int:
    """How many of a run's placement ``actions`` the cubes ``staged`` (colour, district)
    have made, in order; 0 where they went elsewhere."""
    cubes = [(action.cube, action.region) for action in actions if isinstance(action, PlaceCube)]
    return len(staged) if staged == cubes[:len(staged)] else 0
