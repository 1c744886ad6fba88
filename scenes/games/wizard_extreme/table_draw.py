"""The Wizard Extreme table drawn each frame over its static art: every seat's place with
its seals, the pool, the trick and its caption, the side panel, the hand (or the words
saying where it is, or in review every hand face up), the seals in flight, the magician
flying and the round's summary."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from scenes.games.wizard_extreme.panels import (
    draw_hand_hint,
    draw_hand_marks,
    hand_mark_rects,
    predicting_here,
)
from scenes.games.wizard_extreme.summary import draw_summary
from tabletop.games.wizard_extreme import Phase

if TYPE_CHECKING:
    from scenes.games.driver import TableDriver
    from scenes.games.wizard_extreme.choices import ChoicePanel
    from scenes.games.wizard_extreme.magician import MagicianFigure
    from scenes.games.wizard_extreme.open_hands import OpenHands
    from scenes.games.wizard_extreme.seals import FlyingSeal, SealPool, SealStack, SeatSeals
    from scenes.games.wizard_extreme.summary import RoundSummary
    from scenes.games.wizard_extreme.trick import SeatedTrick
    from scenes.games.wizard_extreme.zone import SeatZone
    from scenes.shell.context import AppContext
    from scenes.widgets.button import Button
    from scenes.widgets.card_hand import CardHand
    from scenes.widgets.focus import FocusRing
    from tabletop.games.wizard_extreme import WizardExtremeEngine
    from tabletop.session import GameSession


class Table(Protocol):
    """The parts of the Wizard Extreme scene its drawing reads (a Protocol: the scene
    imports this module, and the layering test counts type-only imports too)."""

    @property
    def hand_seat(self) -> int | None: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def pool_rect(self) -> pygame.Rect: ...
    @property
    def summary(self) -> RoundSummary | None: ...
    @property
    def tricks_won(self) -> list[int]: ...
    @property
    def zones(self) -> list[SeatZone]: ...
    @property
    def hand(self) -> CardHand: ...
    @property
    def backs(self) -> list[CardHand]: ...
    @property
    def side(self) -> ChoicePanel: ...
    @property
    def magician(self) -> MagicianFigure: ...
    @property
    def pool(self) -> SealPool: ...
    @property
    def trick(self) -> SeatedTrick: ...
    @property
    def controls(self) -> FocusRing[Button | SealStack]: ...
    @property
    def seat_seals(self) -> list[SeatSeals]: ...
    @property
    def open_hands(self) -> OpenHands: ...
    @property
    def flying_seals(self) -> list[FlyingSeal]: ...
    @property
    def context(self) -> AppContext: ...
    @property
    def session(self) -> GameSession: ...
    @property
    def driver(self) -> TableDriver: ...
    @property
    def coach_on(self) -> bool: ...
    @property
    def accepts_input(self) -> bool: ...
    @property
    def scale(self) -> float: ...
    def text(self, short_key: str, /, **params: Any) -> str: ...
    def slot(self, seat: int) -> int: ...
    def public_view(self) -> WizardExtremeEngine: ...
    def summary_place(self) -> pygame.Rect: ...
    def summary_next_in(self) -> int | None: ...


def draw_table(scene: Table, surface: pygame.Surface) -> pygame.Rect | None:
    """Everything on the table that moves or changes, in the order it lies on the felt;
    where words say where the hand is instead (drawn over the hand's place), their rect."""
    hint_rect = None
    session, driver, text = scene.session, scene.driver, scene.text
    won = [text("tricks_won", count=count) for count in scene.tricks_won]
    piles = any(zone.cuts(session.name(seat), won[seat]) for seat, zone in enumerate(scene.zones))
    for seat, zone in enumerate(scene.zones):
        zone.draw(surface, session.name(seat), won[seat],
                  # Over a hand with cards only; in a replay, whose hand (s26 B/156).
                  hand_below=(text("hand_below_watched" if driver.curtain.watched
                                   else "hand_below", name=session.name(seat))
                              if seat == scene.hand_seat and scene.hand.cards else None),
                  lit=scene.side.lit_seal(seat),
                  magician=scene.magician.stands_with(seat),
                  backs_shown=not driver.reveals_all,
                  count=scene.tricks_won[seat] if piles else None)
    scene.pool.draw(surface)
    mover = session.current_seat
    advice = driver.coach.advice if scene.coach_on else None
    hand = scene.hand
    marked = bool(hand.cards) and scene.accepts_input and scene.phase is Phase.PLAY
    scene.trick.draw_caption(surface, text("trump_note"), lambda seat: text(
        "trick_won_by", name=session.name(seat)), hand_mark_rects(
            hand, advice, scene.context, scene.scale, scene.pool_rect) if marked else [])
    scene.trick.draw(surface)
    if mover is not None and side_shown(scene):
        scene.side.draw(surface, scene.phase, mover, scene.public_view(), scene.controls,
                        scene.seat_seals, scene.slot, scene.coach_on, advice)
    if hand.cards:
        hand.draw(surface)
        if marked:
            draw_hand_marks(surface, hand, advice, scene.context, scene.scale, scene.pool_rect)
    elif driver.reveals_all:
        scene.open_hands.draw(surface, [session.name(seat) for seat in range(len(scene.backs))])
    elif mover is not None and scene.summary is None and (driver.seat_on_phone(mover) or (
            len(driver.persons) > 1 and driver.press_awaited())):
        # A hand held on a phone is never the screen's to show: say where it is instead;
        # "until the screen is yours" only where persons hand the screen over; never
        # under the round's summary, its words showing below its edge (trial s37 T/009).
        hint = (scene.context.words("phones.hand_on_phone", name=session.name(mover))
                if driver.seat_on_phone(mover) else text("hand_hidden"))
        hint_rect = draw_hand_hint(surface, hand.rect, hint, scene.scale)
    for token in scene.flying_seals:
        token.draw(surface)
    scene.magician.draw_flying(surface, scene.zones[0].magician_spot.size)
    if scene.summary is not None:
        draw_summary(scene.context.words, surface, scene.summary_place(), scene.summary,
                     scene.scale, go_on_shown=not scene.context.manager.in_grace,
                     next_in=scene.summary_next_in())
    return hint_rect


def side_shown(scene: Table) -> bool:
    """The side panel is drawn: to the person deciding on their screen (from the moment
    their cover lifts: :func:`predicting_here`) or, giving a seal back, on the public
    table (playing a card, only with the coach's card in it)."""
    seat = scene.session.current_seat
    phase = scene.phase
    return ((scene.accepts_input or (scene.summary is None and predicting_here(
                scene.driver, seat, scene.hand_seat, (phase, scene.public_view().state.phase),
                bool(scene.flying_seals))))
            and seat is not None and (seat == scene.hand_seat or phase is Phase.RETURN)
            and (phase is not Phase.PLAY or scene.coach_on))
