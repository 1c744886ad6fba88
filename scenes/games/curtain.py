"""The privacy curtain (DESIGN §3): who may see what, and the overlay scene that hands the
screen to one person.

:class:`CurtainRule` is mixed into :class:`scenes.games.base.GameScene`: it decides the
:attr:`~CurtainRule.viewer` and when the curtain must rise. :class:`CurtainScene` is the
overlay itself.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from scenes import audio
from scenes.games.frame import FrameLayout
from scenes.scene import Pop, Push, Scene, Transition
from scenes.widgets.curtain import PrivacyCurtain

if TYPE_CHECKING:
    from scenes.context import AppContext
    from scenes.widgets.prompt import PromptLine
    from scenes.widgets.seat_plate import SeatPlate
    from scenes.widgets.toast import ToastStack
    from tabletop.core.engine import Engine
    from tabletop.session import GameSession


class CurtainRule:
    """Who may see what, mixed into :class:`scenes.games.base.GameScene`.

    A person's private view is on screen only after they confirmed the curtain, only
    while the decision pending for them needs it (:meth:`decision_shows_secrets`), and
    only until the public table is shown again with other persons present: after a
    computer's turn, another person's public move or a public decision of their own,
    the next private view comes behind a curtain again, because
    everyone on the sofa was watching that public table. A lone person always sees
    their own view: there is nobody to hide it from.
    """

    context: AppContext
    session: GameSession
    hides_information: bool
    layout: FrameLayout
    prompt: PromptLine
    plates: list[SeatPlate]
    toasts: ToastStack
    _persons: list[int]
    _revealed_seat: int | None
    _curtain_up: bool

    if TYPE_CHECKING:
        # Provided by the game scene this mixin is part of; declared for the type checker only.
        def decision_shows_secrets(self, seat: int) -> bool: ...

        def resync(self) -> None: ...

        def seat_on_phone(self, seat: int) -> bool: ...

    def screen_is_theirs(self, view: Engine[Any]) -> bool:
        """True when a person is to decide and ``view`` is one they may decide on: their
        own, or the game hides nothing, or the decision is a public move
        (:meth:`decision_shows_secrets`). Only then does a scene offer its pieces."""
        seat = view.current_seat
        return (seat is not None and self.session.seats[seat].is_person
                and (view.viewer == seat or not self.hides_information
                     or not self.decision_shows_secrets(seat)))

    @property
    def viewer(self) -> int | None:
        """The seat whose private information may be on screen now (None: public only).

        Without hidden information everything is public. With it, a lone
        person always sees their own hand; with several people only the one
        who confirmed the curtain does, and only while their reveal holds.
        """
        if not self.hides_information:
            return None
        if len(self._persons) == 1:
            # A lone person deciding on a phone keeps the shared screen public too.
            alone = self._persons[0]
            return None if self.seat_on_phone(alone) else alone
        return self.session.current_seat if self._reveal_holds() else None

    def _reveal_holds(self) -> bool:
        """True while the person who confirmed the curtain still has a private decision
        pending; otherwise the reveal is forgotten, for the table is (about to be) shown
        publicly to everyone on the sofa."""
        seat = self.session.current_seat
        if seat is None or seat != self._revealed_seat or not self.decision_shows_secrets(seat):
            self._revealed_seat = None
        return self._revealed_seat is not None

    def _needs_curtain(self, seat: int) -> bool:
        return (
            self.hides_information
            and len(self._persons) > 1
            and self.session.seats[seat].is_person
            and self.decision_shows_secrets(seat)
            and not self.seat_on_phone(seat)  # the phone is this seat's curtain
            and not self._reveal_holds()
        )

    def _raise_curtain(self, seat: int) -> Transition:
        self._curtain_up = True
        self._revealed_seat = None
        # Under the curtain the scene's clock stops: a message left up would wait there
        # and greet the next person.
        self.toasts.clear_private()
        self.resync()  # the board beneath now shows the public view only
        # Frozen under the curtain: the prompt never half slid in, the glow on the seat
        # whose turn it is, every score counted.
        self.prompt.settle()
        for plate in self.plates:
            plate.settle()

        def ready() -> None:
            self._curtain_up = False
            self._revealed_seat = seat
            self.resync()

        def phone_took_over() -> bool:
            if not self.seat_on_phone(seat):
                return False
            self._curtain_up = False
            self.resync()
            return True

        return Push(CurtainScene(self.context, self.session, seat, self.layout.board, ready,
                                 phone_took_over))


class CurtainScene(Scene):
    """The public frame stays visible, dimmed, and the board is covered by
    "Pass to <name>" until that person confirms; then ``on_ready`` runs."""

    opaque = False

    def __init__(self, context: AppContext, session: GameSession, seat: int,
                 board: pygame.Rect, on_ready: Callable[[], None],
                 lifted: Callable[[], bool] = lambda: False) -> None:
        """``lifted`` is asked every frame: True once the seat's phone joined, and the
        curtain falls by itself (its decision is made on the phone)."""
        self.context = context
        self.lifted = lifted
        self.session = session
        self.seat = seat
        self.on_ready = on_ready
        self.curtain = PrivacyCurtain(board, session.name(seat), session.seats[seat].colour,
                                      controller=context.input)

    def resize(self, size: tuple[int, int]) -> None:
        self.curtain.rect = FrameLayout.for_size(size, len(self.session.seats)).board

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_PAUSE):
            from scenes.pause import PauseScene

            return Push(PauseScene(self.context, self.session))
        if self.curtain.handle_event(event):
            audio.play("click")
            self.on_ready()
            return Pop()
        return None

    def update(self, dt: float) -> Transition | None:
        if self.lifted():
            return Pop()
        self.curtain.update(dt)
        return None

    def draw(self, surface: pygame.Surface) -> None:
        self.curtain.draw(surface)
