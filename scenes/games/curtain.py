"""The privacy curtain (DESIGN §3): who may see what, and the overlay scene that hands the
screen to one person.

:class:`Curtain` belongs to a game scene: it decides the :attr:`~Curtain.viewer` and
when the curtain must rise, and remembers whether it is up and whose reveal holds.
:class:`CurtainScene` is the overlay itself: it covers only the private part of the
table (the scene's ``private_area``), in place, and leaves the public table in sight.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from scenes.games.gate import last_mover
from scenes.games.manners import HAND_OVER_REST_SECONDS
from scenes.shell import audio
from scenes.shell.scene import Pop, Push, Scene, Transition
from scenes.widgets.curtain import PrivacyCurtain

if TYPE_CHECKING:
    from scenes.shell.context import AppContext
    from scenes.widgets.log_panel import LogPanel
    from tabletop.core.engine import Engine
    from tabletop.session import GameSession

COVER_SIGHT_SECONDS = 0.6
"""Seconds a cover stands in sight before any press lifts it (:attr:`CurtainScene.input_sight`)."""

HAND_OVER_GRACE = 0.8
"""Seconds after a cover lifts in which the table takes no press: the second press of a
double press, or of Enter mashed on at a steady beat (trial s24 B/140: two red seals),
plays no move under the hand just shown; a single press a second on acts (B/147)."""


class Curtain:
    """Who may see what at one table.

    A person's private view is on screen only after they confirmed the curtain, only
    while the decision pending for them needs it (``shows_secrets``, the scene's
    ``decision_shows_secrets``), and only until the public table is shown again with
    other persons present: after a computer's turn, another person's public move or a
    public decision of their own, the next private view comes behind a curtain again,
    because everyone on the sofa was watching that public table. A lone person always
    sees their own view: there is nobody to hide it from. A seat deciding on its phone
    (``on_phone``) needs no curtain: the phone is its curtain.
    """

    def __init__(self, session: GameSession, hides_information: bool, persons: Sequence[int],
                 shows_secrets: Callable[[int], bool], on_phone: Callable[[int], bool]) -> None:
        self.session = session
        self.hides_information = hides_information
        self.persons = tuple(persons)
        self.shows_secrets = shows_secrets
        self.on_phone = on_phone
        self.is_up = False
        """True from the curtain's rising until its person confirms (or their phone joins)."""
        self.watched = False
        """True at a table only watched (a replay): nobody decides here, so the screen is
        nobody's to act on and no control lights for the seat to move."""
        self.closed = False
        """True once the table's game goes on no further here (a lesson finished): no
        control stays live under its last card."""
        self._revealed_seat: int | None = None

    def screen_is_theirs(self, view: Engine[Any]) -> bool:
        """True when a person is to decide and ``view`` is one they may decide on: their
        own, or the game hides nothing, or the decision is a public move. Only then does
        a scene offer its pieces."""
        seat = view.current_seat
        return (seat is not None and not self.watched and not self.closed
                and self.session.seats[seat].is_person
                and (view.viewer == seat or not self.hides_information
                     or not self.shows_secrets(seat)))

    @property
    def viewer(self) -> int | None:
        """The seat whose private information may be on screen now (None: public only).

        Without hidden information everything is public. With it, a lone
        person always sees their own hand; with several people only the one
        who confirmed the curtain does, and only while their reveal holds.
        """
        if not self.hides_information:
            return None
        if len(self.persons) == 1:
            # A lone person deciding on a phone keeps the shared screen public too.
            alone = self.persons[0]
            return None if self.on_phone(alone) else alone
        return self.session.current_seat if self._reveal_holds() else None

    def needed_for(self, seat: int) -> bool:
        """True when ``seat``'s pending decision may only be made behind a curtain now."""
        return (
            self.hides_information
            and len(self.persons) > 1
            and self.session.seats[seat].is_person
            and self.shows_secrets(seat)
            and not self.on_phone(seat)
            and not self._reveal_holds()
        )

    def hides(self, seat: int) -> bool:
        """True while the screen waits for ``seat`` behind the curtain (up, or about to rise):
        its "Pass to …" says whose turn it is."""
        return self.is_up or self.needed_for(seat)

    def rise(self, context: AppContext, seat: int, cover: Callable[[], tuple[pygame.Rect, str]],
             resync: Callable[[], None], pause_menu: Callable[[], Scene],
             log: LogPanel) -> Transition:
        """Raise the curtain for ``seat`` over its private part (``cover``: where and what it
        is, asked every frame: the table lays out anew on a resize); ``resync`` shows the
        table again once it falls (the private view when ``seat`` confirmed, else the
        public one), ``pause_menu`` is the game's pause menu, which Esc opens over it, and
        ``log`` the table's log, which L opens over it (it holds the public view's events
        while the curtain is up)."""
        self.is_up = True
        self._revealed_seat = None

        def ready() -> None:
            self.is_up = False
            self._revealed_seat = seat
            resync()

        def phone_took_over() -> bool:
            if not self.on_phone(seat):
                return False
            self.is_up = False
            resync()
            return True

        return Push(CurtainScene(context, self.session, seat, cover, ready, pause_menu, log,
                                 phone_took_over))

    def forget_reveal(self) -> bool:
        """Forget whose reveal holds where several persons share the screen: the pause menu
        opens, and who sits before the screen when play goes on is anyone's guess. True
        when a reveal was forgotten (the table is to be drawn public again)."""
        if self._revealed_seat is None or len(self.persons) < 2:
            return False
        self._revealed_seat = None
        return True

    def screen_held_by(self, seat: int) -> bool:
        """True when ``seat`` lifted the last curtain and nobody else has moved since: its
        private view may still be on screen (asked by a game's ``decision_shows_secrets``,
        so it never asks that back)."""
        return self._revealed_seat == seat and self.session.current_seat == seat

    def _reveal_holds(self) -> bool:
        """True while the person who confirmed the curtain still has a private decision
        pending; otherwise the reveal is forgotten, for the table is (about to be) shown
        publicly to everyone on the sofa. A seat whose phone took over decides there: its
        reveal ends the moment the phone joins, so the shared screen is public from then
        on, and its next private view comes behind the curtain again."""
        seat = self.session.current_seat
        if (seat is None or seat != self._revealed_seat or not self.shows_secrets(seat)
                or self.on_phone(seat)):
            self._revealed_seat = None
        return self._revealed_seat is not None


class CurtainScene(Scene):
    """The table stays in sight, bright: its public part (the trick, seals, scores, whose
    turn, the board) is drawn as usual, and only the private part is covered in place by
    "<name>: press to show your cards" until that person confirms; then ``on_ready`` runs.
    The table beneath is drawn from the public view while the curtain is up, so the cover
    is a second guard, not the only one."""

    opaque = False
    dims_below = False
    escape_pauses = True
    # A burst of presses from the seat before (mashing after the last move) must not
    # lift the next person's cover before they are in front of the screen: as after a
    # held result, a press counts only once the keys have rested, from the press that
    # raised the cover (a bet laid by a digit, trial s24 A/186-188) and from each press
    # held back since (:meth:`press_held_back`). The rest counts from the last press, not
    # from the cover's rising after the move's motion (trial s31 I/006: a press 2 s after
    # the pass was "too fast"); where the keys had rested that long as it rose, a press
    # lifts it at once (trial s26 E/081, E/116, D/057).
    input_grace = HAND_OVER_REST_SECONDS
    input_rest = HAND_OVER_REST_SECONDS
    # However long the keys rested, a cover is in sight a moment before a press lifts it:
    # an Enter meant to hurry the trick's end met the cover rising after it and showed the
    # next person's hand to the sofa (trial s34 O/001).
    input_sight = COVER_SIGHT_SECONDS

    def __init__(self, context: AppContext, session: GameSession, seat: int,
                 cover: Callable[[], tuple[pygame.Rect, str]], on_ready: Callable[[], None],
                 pause_menu: Callable[[], Scene], log: LogPanel,
                 lifted: Callable[[], bool] = lambda: False) -> None:
        """``pause_menu`` makes the game's pause menu (Esc); ``log`` is the table's log,
        whose L, tab and wheel work over the cover (with two persons a cover is up almost
        always, and the log was out of reach: trial s31 I/022); ``lifted`` is asked every
        frame: True once the seat's phone joined, and the curtain falls by itself (its
        decision is made on the phone)."""
        self.context = context
        self.pause_menu = pause_menu
        self.log = log
        self.grace_free_keys = frozenset({log.toggle_key})
        self.lifted = lifted
        self.session = session
        self.seat = seat
        self.cover = cover
        self.on_ready = on_ready
        area, part = cover()
        self.curtain = PrivacyCurtain(area, session.name(seat), session.seats[seat].colour,
                                      part=part, controller=context.input, words=context.words)
        # The pointer as the cover rose: the person who just played may still rest on it
        # (the cover rises under the card they clicked). Their next click there is theirs,
        # not the next person's: it lifts nothing until the pointer has moved (trial s34
        # P/001: a second click 0.9 s after playing showed Bo's hand to Ann).
        self._pointer_at_rise = pygame.mouse.get_pos()
        self._pointer_moved = False

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_PAUSE):
            return Push(self.pause_menu())
        if self.log.handle_event(event):
            return None
        if event.type == pygame.MOUSEMOTION and event.pos != self._pointer_at_rise:
            self._pointer_moved = True
        if (event.type == pygame.MOUSEBUTTONDOWN and not self._pointer_moved
                and event.pos == self._pointer_at_rise):
            self.press_held_back()
            return None
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_z
                and event.mod & pygame.KMOD_CTRL and (why := self.no_undo_words())):
            self.curtain.refusal = why
            return None
        self.curtain.rect = self.cover()[0]
        if self.curtain.handle_event(event):
            audio.play("click")
            self.on_ready()
            return Pop()
        return None

    def no_undo_words(self) -> str | None:
        """Why Undo (Ctrl+Z, a controller's Y) does nothing over a cover: the move it would
        take back is another's, and a person's would put their secret before the one now at
        the screen (trial s35 R/004: the cover said only which key opens it). None before
        the first move: nothing to take back, and the cover names what opens it."""
        words, mover = self.context.words, last_mover(self.session)
        if mover is None:
            return None
        if not self.session.seats[mover].is_person:
            return words("widgets.curtain_no_undo_computer", name=self.session.name(mover))
        return words(f"widgets.curtain_no_undo_{self.curtain.part}",
                     name=self.session.name(mover))

    def press_held_back(self) -> None:
        """A press too soon: the cover stays and says so, and the keys must rest again."""
        self.curtain.too_soon = True
        self.context.manager.begin_grace(0.0, HAND_OVER_REST_SECONDS)

    def update(self, dt: float) -> Transition | None:
        if self.lifted():
            return Pop()
        self.curtain.update(dt)
        return None

    def resize(self, size: tuple[int, int]) -> None:
        self.curtain.repaint()

    def draw(self, surface: pygame.Surface) -> None:
        self.curtain.words = self.context.words  # a switch behind the pause menu shows at once
        self.curtain.rect, self.curtain.part = self.cover()
        self.curtain.wait(self.context.manager.grace_left)
        self.curtain.draw(surface)
