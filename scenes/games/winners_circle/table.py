"""What the drawing and motion modules read and move on the Winner's Circle scene.

The scene imports those modules, so they describe the scene with this
protocol rather than import it; the type checker holds the scene to it.
"""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from scenes.games.winners_circle.dice import SymbolDie
from scenes.games.winners_circle.lanes import ChipPiece, ChipSprite, HorseLane
from scenes.games.winners_circle.panels import PayoutSheet
from scenes.games.winners_circle.track import HorseSprite, TrackGeometry
from scenes.games.worker import CoachDesk
from scenes.widgets.button import Button
from scenes.widgets.focus import FocusRing
from scenes.widgets.seat_plate import SeatPlate
from scenes.widgets.tween import Timeline
from tabletop.games.winners_circle import Phase
from tabletop.session import GameSession


class WinnersTable(Protocol):
    session: GameSession
    timeline: Timeline
    plates: list[SeatPlate]
    coach: CoachDesk
    geo: TrackGeometry
    horses: list[HorseSprite]
    lanes: list[HorseLane]
    boxes: dict[int, pygame.Rect]
    die: SymbolDie
    roll_button: Button
    chip_pieces: list[ChipPiece]
    selected_chip: int
    controls: FocusRing[Any]
    sheet: PayoutSheet | None
    pending_sheet: PayoutSheet | None
    ribbon: str
    ribbon_danger: bool
    pace_on_track: bool
    flying_pace: pygame.Vector2 | None
    flying_chips: list[ChipSprite]
    previews: dict[int, int]
    blocked_at: tuple[int, float] | None
    money: list[int]
    hand_rect: pygame.Rect
    coach_rect: pygame.Rect | None
    ribbon_rect: pygame.Rect
    sheet_rect: pygame.Rect
    rates_rect: pygame.Rect
    phase: Phase
    mine: bool

    @property
    def scale(self) -> float: ...

    def px(self, value: float) -> int: ...

    def slot(self, seat: int) -> int: ...

    def text(self, short_key: str, /, **params: Any) -> str: ...
