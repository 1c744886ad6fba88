"""Shared table manners of every game scene: the parts a player meets between
moves, kept out of the loop in :mod:`scenes.games.base`.

- the hand-over banner when the turn passes to another seat;
- a gentle "wait for …" when someone clicks during a computer's turn;
- stillness: when nothing moves, the main loop stops redrawing (DESIGN §6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scenes.widgets.turn_banner import TurnBanner
from tabletop.i18n import t

if TYPE_CHECKING:
    from scenes.context import AppContext
    from scenes.games.frame import FrameLayout
    from scenes.games.worker import CoachDesk
    from scenes.widgets.button import Button
    from scenes.widgets.log_panel import LogPanel
    from scenes.widgets.prompt import PromptLine
    from scenes.widgets.seat_plate import SeatPlate
    from scenes.widgets.toast import ToastStack
    from scenes.widgets.tween import Timeline
    from tabletop.core.engine import Engine
    from tabletop.session import GameSession


class TableManners:
    """Mixed into :class:`scenes.games.base.GameScene` (which owns these attributes)."""

    context: AppContext
    session: GameSession
    timeline: Timeline
    toasts: ToastStack
    prompt: PromptLine
    log: LogPanel
    plates: list[SeatPlate]
    menu_button: Button
    undo_button: Button
    layout: FrameLayout
    banner: TurnBanner
    coach: CoachDesk
    _announced: int | None
    _curtain_up: bool
    _persons: list[int]
    _needs_sync: bool
    _results_wait: float | None

    if TYPE_CHECKING:
        # Provided by the game scene this mixin is part of; declared for the type checker only.
        def _needs_curtain(self, seat: int) -> bool: ...

        def phone_deciding(self) -> bool: ...

        def _refresh_prompt(self, view: Any) -> None: ...  # the scene's own engine type

        def view(self) -> Engine[Any]: ...

        def result(self) -> tuple[list[int], list[int]]: ...

        @property
        def is_over(self) -> bool: ...

        def format_score(self, points: int) -> str: ...

        @property
        def accepts_input(self) -> bool: ...

        @property
        def viewer(self) -> int | None: ...

    def board_is_still(self) -> bool:
        """True when none of the game's own widgets is moving (see :meth:`is_still`);
        the safe default keeps redrawing."""
        return False

    # -- the hand-over ------------------------------------------------

    def announce_turn(self) -> None:
        """After a move: if another seat is now to act, show its banner (a timeline step,
        so it follows the animation speed and a click or key skips it)."""
        seat = self.session.current_seat
        if (seat is not None and seat != self._announced and len(self.session.seats) > 1
                # With hidden information the curtain's "Pass to …" already says it.
                and not (self._needs_curtain(seat) or self._curtain_up)):
            self.timeline.append(self.banner.play(
                self.session.seats[seat].colour,
                t("widgets.your_turn", name=self.session.name(seat))))
            # The plates and the prompt name the new seat at once, under the banner.
            for index, plate in enumerate(self.plates):
                plate.set_active(index == seat)
            self._refresh_prompt(self.view())
        self._announced = seat

    # -- a result held on the table --------------------------------

    def holds_table(self) -> bool:
        """True while the scene keeps a finished phase's public result on the table (a
        Polterfass bill) until someone moves on: the next decision waits, and a press
        (key, click, the A button) goes to :meth:`release_table` instead."""
        return False

    def release_table(self) -> None:
        """A press while :meth:`holds_table`: let the table move on."""

    # -- refusals in their place ---------------------------------------

    def ask_to_wait(self) -> None:
        """A press while a computer seat is to act: say whom we wait for (no error buzz)."""
        seat = self.session.current_seat
        if seat is not None and self.session.is_computer_turn():
            self.toasts.show(t("widgets.wait_for", name=self.session.name(seat)),
                             error=False, seconds=2.0)

    # -- the end says who won -----------------------------------

    def outcome_words(self) -> str:
        """Who won, for the final table's prompt ("Mina wins."); a game of one seat is a
        score, never a win ("Final score: 212.")."""
        session = self.session
        scores, winners = self.result()
        if len(session.seats) == 1:
            return t("table.over_solo", score=self.format_score(scores[0]))
        names = [session.name(seat) for seat in winners]
        if len(names) == 1:
            return t("table.over_winner", name=names[0])
        return t("table.over_shared", names=t("app.results.and").join(names))

    # -- a message stays with the person it was for ------------

    def keep_messages_with_their_person(self) -> None:
        """Drop the toasts of the last person once the screen is someone else's: another
        viewer, or another seat to act. A refusal ("You have only 4M…") or "Mina took
        back a move." can carry a secret, and the scene's clock, which would fade it,
        stops under the curtain. What is said while no person is to act (a computer's
        turn) is nobody's and stays, like public notices (a failed autosave)."""
        seat = self.session.current_seat
        person = seat is not None and self.session.seats[seat].is_person
        owner = (self.viewer, seat) if person else None
        if owner != self.toasts.owner:
            self.toasts.clear_private()
            self.toasts.owner = owner

    # -- hints follow the device in hand ------------------------------

    def follow_input_device(self) -> None:
        """Rewrite the prompt when the player switches between keyboard and controller,
        so it names the buttons in their hands."""
        pad = self.context.input.using_controller
        if pad != getattr(self, "_prompt_pad", False):
            self._prompt_pad = pad
            self._refresh_prompt(self.view())

    # -- idle costs nothing ---------------------------------------------

    def is_still(self) -> bool:
        """Still while a person thinks (or a held or the final table waits for them),
        nothing moves and no advice is on its way (an idle loop stops stepping, and then
        nobody would collect the coach's answer: it never showed)."""
        over = (self.is_over and bool(self._persons)
                and self._results_wait is not None and self._results_wait <= 0)
        waiting = self.accepts_input or self.phone_deciding() or self.holds_table() or over
        return (waiting and self.timeline.is_idle and not self._needs_sync
                and not self.banner.is_active and not self.toasts.toasts
                and self.prompt.is_still and self.log.is_still
                and all(plate.is_still for plate in self.plates)
                and self.menu_button.is_settled and self.undo_button.is_settled
                and not self.coach.is_thinking and self.board_is_still())
