"""The decision's controls on Big Shot's table, and the placement a person stages on them.

:class:`DecisionTable` is the part of the scene that turns the decision now into pieces
to press (Roll the die; the auction pad; the cubes in hand, the open districts, Take back
and Place all) and keeps the person's placement staged cube by cube on the map until it
is confirmed (BS-D10). The scene (:mod:`scenes.games.big_shot.scene`) makes the pieces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scenes.games.base import GameScene
from scenes.games.big_shot import toast_room
from scenes.games.big_shot.auction import AuctionPad
from scenes.games.big_shot.board import Board
from scenes.games.big_shot.city import RegionPiece
from scenes.games.big_shot.panels import HandCube
from scenes.games.big_shot.pointing import Hand, staged_progress
from scenes.games.big_shot.prompts import cube_to_take_back
from scenes.games.big_shot.side_panel import SidePanel
from scenes.games.enter_guard import EnterGuard
from scenes.shell import audio
from scenes.widgets.button import Button
from scenes.widgets.focus import FocusRing
from tabletop.core.actions import Action
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.games.big_shot_events import PlaceCube

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.shell.context import AppContext
    from tabletop.session import GameSession

Piece = Button | RegionPiece | HandCube


class DecisionTable(GameScene[BigShotEngine]):
    """The pieces of the decision now and the staged placement (the module docstring)."""

    board: Board
    side: SidePanel
    pad: AuctionPad
    roll_button: Button
    take_back: Button
    place_button: Button
    controls: FocusRing[Piece]
    primary: Button | None
    looks: tuple[int, ...]
    hand: list[HandCube]
    next_cube: int | None
    person_turn: bool

    def __init__(self, context: AppContext, session: GameSession,
                 driver: TableDriver | None = None) -> None:
        self.decision_view: BigShotEngine | None = None
        """The view the decision's pieces are built from (the scene's sync sets it)."""
        self.rows_view: BigShotEngine | None = None
        """The view the money rows were last built from."""
        super().__init__(context, session, driver)

    def _build_controls(self, view: BigShotEngine) -> None:
        state = view.state
        pieces: list[Piece] = []
        self.primary = None
        colour = state.acting_colour
        for piece in self.board.city.pieces:
            piece.on_activate = None
            piece.enabled = False
        self.hand = []
        if self.person_turn and colour is not None:
            if state.phase is Phase.ROLL:
                self.primary = self.roll_button
                pieces = [self.roll_button]
            elif state.phase is Phase.AUCTION:
                self.pad.update(view, colour)
                self.primary = self.pad.bid_custom
                pieces = list(self.pad.buttons)
            elif state.phase is Phase.PLACE:
                pieces = self._placement_controls()
        before = self.controls.focused
        self.pad.hand_over_focus(self.controls, pieces)
        if (state.phase is Phase.PLACE and self.controls.focused is not before
                and not isinstance(self.controls.focused, RegionPiece)):
            # Keys place as the mouse does: the focus on an open district, where Enter (a
            # controller's A) drops the cube; on the cube in hand it did nothing (trial s22).
            district = self.board.city.first_open(
                before if isinstance(before, RegionPiece) else None)
            if district is not None:
                self.controls.focus(district)
        if (self.primary is not None and self.primary in pieces and self.primary.enabled
                and not isinstance(self.controls.focused, RegionPiece)):
            self.controls.focus(self.primary)

    def _placement_controls(self) -> list[Piece]:
        remaining = self._unstaged()
        if self.next_cube not in remaining:
            self.next_cube = remaining[0] if remaining else None
        self.hand = []
        for cube in remaining:
            piece = HandCube(cube, self.looks[cube])
            piece.chosen = cube == self.next_cube and not any(p.chosen for p in self.hand)
            piece.on_activate = self._choose_cube
            self.hand.append(piece)
        self.side.place_hand(self.hand)
        regions: list[Piece] = []
        for region in self.board.city.pieces:
            region.enabled = bool(remaining) and self._open_for_staging(region.index)
            region.on_activate = self._stage
            regions.append(region)
        shown_log = self.decision_view.log if self.decision_view else []
        self.take_back.enabled = cube_to_take_back(self.board.staged, shown_log,
                                                   self.driver.undo_possible)
        self.place_button.enabled = not remaining
        self.primary = self.place_button
        return [*self.hand, *regions, self.take_back, self.place_button]

    def _unstaged(self) -> list[int]:
        view = self.decision_view
        if view is None:
            return []
        hand = list(view.state.in_hand)
        for cube, _ in self.board.staged:
            if cube in hand:  # else already placed in the view, still settling on the board
                hand.remove(cube)
        return hand

    def _open_for_staging(self, region: int) -> bool:
        """The engine's word: the district takes one more cube after those dropped so far
        (the 7th sells it)."""
        view = self.decision_view
        return view is not None and view.takes_cube(
            region, [staged for _, staged in self.board.staged])

    def _choose_cube(self, cube: int) -> None:
        self._hold_cube(cube)
        audio.play("click")

    def _hold_cube(self, cube: int) -> None:
        """``cube`` (a colour) is the next to drop: the first piece of it in hand glows."""
        self.next_cube = cube
        for piece in self.hand:
            piece.chosen = piece.cube == cube and not any(
                other.chosen for other in self.hand[:self.hand.index(piece)])

    def prepare(self, action: Action) -> None:
        """A placement's cube is taken in hand for the person, so "put the grey cube on
        district 20" is one click on the district (it was refused unless the cube had
        been clicked first, which no card said)."""
        if not isinstance(action, PlaceCube) or self.next_cube == action.cube:
            return
        if any(piece.cube == action.cube for piece in self.hand):
            self._hold_cube(action.cube)
            self.driver.refresh_prompt()

    def _stage(self, region: int) -> None:
        if not self.accepts_input or self.next_cube is None:
            return
        if not self._open_for_staging(region):
            toast_room.say_refusal(self.prompt, self.text("region_full"))
            return
        if not self.driver.may_prepare(PlaceCube(self.acting_seat(), self.next_cube, region)):
            return
        self.board.staged.append((self.next_cube, region))
        audio.play("click")
        self._rebuild()

    def _take_back(self) -> None:
        if not self.board.staged and self.take_back.enabled:
            self.driver.undo()  # a cube of the lot already placed: Undo takes it back
        elif self.board.staged:
            cube, _ = self.board.staged.pop()
            self.next_cube = cube
            audio.play("click")
            self._rebuild()

    def take_back_part(self) -> bool:
        """Ctrl+Z and the Undo button first take back a cube of the placement in progress."""
        if not self.board.staged:
            return False
        self._take_back()
        return True

    def _rebuild(self) -> None:
        if self.decision_view is not None:
            self._build_controls(self.decision_view)
            self.driver.refresh_prompt()
            self.refresh_money_rows()  # "if it ended now" follows the staged cubes (Y/005)

    def refresh_money_rows(self) -> None:
        if self.decision_view is not None:
            self._build_money_rows(self.decision_view)

    def count_as_drawn(self) -> None:
        """The rows' "if it ended now" counted again once the map's owners change: a cube
        landing, a district sold (trial Z2/004: the figure stayed as before Place all)."""
        if self.rows_view is not None and self.side.counted != self.board.drawn_owners():
            self._build_money_rows(self.rows_view)

    def _build_money_rows(self, view: BigShotEngine) -> None:
        self.rows_view = view
        advice = self.driver.coach.advice if self.coach_on else None
        self.side.money_rows = self.side.rows_for(view, advice)

    def _place_all(self) -> None:
        """Send the staged placement, cube by cube, as the engine takes it (BS-D10)."""
        if not self.accepts_input or self._unstaged():
            return
        seat = self.acting_seat()
        # One act() a cube, as a person's moves go: a refusal is told and stops the rest.
        for cube, region in list(self.board.staged):
            if not self.act(PlaceCube(seat, cube, region)):
                break

    def _hand(self) -> Hand:
        return Hand(self.hand, self.next_cube, self._unstaged())

    def run_progress(self, actions: list[Action]) -> int:
        return staged_progress(self.board.staged, actions)


def held_cube(guard: EnterGuard, focused: object, cube: int | None) -> tuple[int, int] | None:
    """After a placement's first Enter, the next cube (``cube``) held over the district in
    ``focused`` until the next press, where the second Enter drops it: with only the prompt
    line's words changing, the first Enter read as swallowed (trial s26 B/075, E/257). It
    still places nothing: keys meant for the screen before do nothing here (issue #32)."""
    if not guard.saying or cube is None or not isinstance(focused, RegionPiece):
        return None
    return cube, focused.index
