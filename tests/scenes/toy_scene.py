"""A game scene for the toy hidden-hand game (tests/core/toy_game.py).

It is built only from the shared parts a real card game uses: the fanned
:class:`CardHand` (the viewer's own hand face up, every other hand as backs
with a count), the :class:`Trick` the sealed cards fly to, and the base
scene's curtain, log, plates and prompt. Its words are plain English: the
toy game is a test fixture, never shown to a player.
"""

from __future__ import annotations

from typing import Any

import pygame

from scenes.games.base import GameScene
from scenes.shell import assets, theme
from scenes.widgets import paint
from scenes.widgets.card_hand import CardHand, Trick
from scenes.widgets.tween import Call, Deferred, Step
from tabletop.core.engine import Engine
from tabletop.core.events import Event
from tabletop.core.sealed import ChoiceSealed, ChoicesRevealed, SeatChose
from tests.core.toy_game import CardDealt, CardFaceDown, Play, TrickWon


def paint_face(value: Any, size: tuple[int, int]) -> pygame.Surface:
    """An ivory card with its number large in the middle and small in a corner."""
    face = paint.gradient_panel(size, theme.IVORY, theme.IVORY_SHADE, max(4, size[0] // 10),
                                theme.darker(theme.IVORY_SHADE, 0.25), 1, True).copy()
    big = assets.text(str(value), max(8, size[1] // 3), theme.INK, bold=True)
    face.blit(big, big.get_rect(center=(size[0] // 2, size[1] // 2)))
    small = assets.text(str(value), max(6, size[1] // 9), theme.BRICK, bold=True)
    face.blit(small, (size[0] // 12, size[1] // 20))
    return face


class ToyScene(GameScene):
    """Seal one card a round: click it, or move the focus with the arrows and press Enter."""

    text_namespace = "toy_tricks"

    def __init__(self, context: Any, session: Any, driver: Any = None) -> None:
        seats = session.game.seats
        self.hand = CardHand((0, 0, 400, 160), session.seats[0].colour, painter=paint_face,
                             on_play=self._play)
        self.others = [CardHand((0, 0, 200, 80), seat.colour, painter=paint_face)
                       for seat in session.seats]
        self.trick = Trick((0, 0, 400, 160), seats, painter=paint_face)
        self.hand_seat: int | None = None
        self.animated: list[Event] = []
        super().__init__(context, session, driver)

    # ---------------------------------------------------------------- layout

    def layout_board(self, board: pygame.Rect) -> None:
        top = pygame.Rect(board.x, board.y, board.width - self.px(340), round(board.height * 0.22))
        width = top.width // max(1, len(self.others))
        for seat, hand in enumerate(self.others):
            hand.set_rect(pygame.Rect(top.x + seat * width, top.y, width, top.height))
        self.trick.rect = pygame.Rect(board.x, top.bottom + self.px(10), top.width,
                                      round(board.height * 0.36))
        self.hand.set_rect(pygame.Rect(board.x, self.trick.rect.bottom, top.width,
                                       board.bottom - self.trick.rect.bottom))

    # ---------------------------------------------------------------- engine -> widgets

    def sync(self, view: Engine[Any]) -> None:
        state, viewer = view.state, view.viewer
        self.hand_seat = viewer
        if viewer is not None:
            self.hand.slot = self.slot(viewer)
            legal = [action.card for action in view.legal_actions()
                     if isinstance(action, Play)] if view.current_seat == viewer else []
            self.hand.sync(state.hands[viewer], legal=legal)
        else:
            self.hand.sync(None, 0)
        for seat, hand in enumerate(self.others):
            hand.sync(None, 0 if seat == viewer else state.hand_sizes[seat])
        self.trick.sync(dict(state.plays.choices))

    def animate(self, event: Event) -> Step | None:
        self.animated.append(event)
        if isinstance(event, (ChoiceSealed, SeatChose)) and event.seat in self.trick.cards:
            return None  # the sync for a new viewer already laid it on the table
        if isinstance(event, ChoiceSealed) and self.hand_seat == event.seat:
            return Deferred(lambda: self._fly_from(self.hand, event.seat, event.choice))
        if isinstance(event, (ChoiceSealed, SeatChose)):
            return Deferred(lambda: self._fly_from(self.others[event.seat], event.seat, None))
        if isinstance(event, ChoicesRevealed):
            return Deferred(lambda: self.trick.reveal(dict(event.choices)))
        if isinstance(event, TrickWon):
            plate = self.plates[event.seat].rect
            return Deferred(lambda: self.trick.collect(plate.center))
        return None

    def _fly_from(self, hand: CardHand, seat: int, value: Any) -> Step:
        card = hand.take(value)
        return Call(lambda: None) if card is None else self.trick.receive(seat, card)

    def describe(self, event: Event) -> str | None:
        name = self.session.name
        match event:
            case CardDealt(seat=seat, card=card):
                return f"{name(seat)} was dealt the {card}"
            case CardFaceDown(seat=seat):
                return f"{name(seat)} was dealt a card"
            case ChoiceSealed(seat=seat, choice=card):
                return f"{name(seat)} sealed the {card}"
            case SeatChose(seat=seat):
                return f"{name(seat)} has chosen"
            case ChoicesRevealed(choices=choices):
                return "Revealed: " + ", ".join(f"{name(s)} {c}" for s, c in choices.items())
            case TrickWon(seat=seat, points=points):
                return f"{name(seat)} takes the trick: {points}"
        return None

    def person_prompt(self, view: Engine[Any], seat: int) -> str:
        return f"{self.session.name(seat)}: seal a card"

    # ---------------------------------------------------------------- input and frames

    def _play(self, card: Any) -> None:
        seat = self.session.current_seat
        if seat is not None:
            self.act(Play(seat, card))

    def handle_input(self, event: pygame.event.Event) -> None:
        if self.hand.handle_event(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_p:
            # P plays the first card the seat to move may play (its own view: the toy deals
            # secret hands even where a test's spec says it hides nothing).
            own = self.driver.gate.seat_view(self.acting_seat())
            self.act(own.legal_actions()[0])

    def update_board(self, dt: float) -> None:
        self.hand.set_interactive(self.accepts_input and self.hand_seat is not None)
        self.hand.update(dt)
        for hand in self.others:
            hand.update(dt)

    def draw_board(self, surface: pygame.Surface) -> None:
        for hand in self.others:
            hand.draw(surface)
        self.trick.draw(surface)
        self.hand.draw(surface)
