"""Drawing the Wizard Extreme table's parts that change every frame: the seats' places,
the side panel (prediction, steal and return choices, the coach) and the hand's hints."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from scenes import assets, theme
from scenes.games.wizard_extreme.art import draw_token
from scenes.games.wizard_extreme.panels import (
    draw_coach_card,
    draw_heading,
    draw_paper,
    seal_name,
)
from scenes.games.wizard_extreme.seals import SeatSeals, draw_magician
from scenes.games.worker import CoachDesk
from scenes.theme import TextSize
from scenes.widgets.button import Button
from scenes.widgets.card_hand import CardHand, Trick
from scenes.widgets.focus import FocusRing
from tabletop.games.wizard_extreme import Colour, Phase, Seal
from tabletop.session import GameSession


class WizardTable(Protocol):
    """What this module reads from the Wizard Extreme scene (which imports this module, so
    the scene is described here rather than imported)."""

    session: GameSession
    zones: list[pygame.Rect]
    backs: list[CardHand]
    hand: CardHand
    hand_seat: int | None
    trick: Trick
    tricks_won: list[int]
    seat_seals: list[SeatSeals]
    magician: int | None
    magician_at: pygame.Vector2 | None
    magician_spots: list[pygame.Rect]
    panel: pygame.Rect
    controls: FocusRing[Any]
    choice_buttons: list[Button]
    coach: CoachDesk
    phase: Phase
    taken: list[Seal]
    steal_colour: Colour | None

    @property
    def scale(self) -> float: ...

    @property
    def accepts_input(self) -> bool: ...

    @property
    def coach_on(self) -> bool: ...

    def px(self, value: float) -> int: ...

    def text(self, short_key: str, /, **params: Any) -> str: ...

    def slot(self, seat: int) -> int: ...


def draw_zone(scene: WizardTable, surface: pygame.Surface, seat: int) -> None:
    zone = scene.zones[seat]
    small = theme.text_px(TextSize.SMALL, scene.scale)
    x = zone.x + scene.px(10)
    y = zone.y + scene.px(4) + small // 2 + scene.px(2)
    theme.draw_seat_symbol(surface, scene.slot(seat), (x + scene.px(6), y), scene.px(7))
    tricks = scene.text("tricks_won", count=scene.tricks_won[seat])
    tricks_img = assets.text(tricks, small, theme.GOLD_LIGHT)
    room = zone.width - scene.px(34) - tricks_img.get_width() - scene.px(10)
    size = assets.fit_text_px(scene.session.name(seat), small, room, bold=True)
    name = assets.text(scene.session.name(seat), size, theme.PAPER, bold=True)
    surface.blit(name, name.get_rect(midleft=(x + scene.px(18), y)))
    surface.blit(tricks_img, tricks_img.get_rect(midright=(zone.right - scene.px(10), y)))
    scene.backs[seat].draw(surface)
    if seat == scene.hand_seat and not scene.backs[seat].cards:
        note = assets.text(scene.text("hand_below"), small, theme.lighter(theme.FELT, 0.5))
        surface.blit(note, note.get_rect(center=scene.backs[seat].rect.center))
    scene.seat_seals[seat].draw(surface)
    if scene.magician == seat and scene.magician_at is None:
        draw_magician(surface, scene.magician_spots[seat])

def draw_trick_caption(scene: WizardTable, surface: pygame.Surface) -> None:
    small = theme.text_px(TextSize.SMALL, scene.scale)
    caption = assets.text(scene.text("trump_note"), small, theme.lighter(theme.FELT, 0.55))
    rect = scene.trick.rect
    surface.blit(caption, caption.get_rect(midbottom=(rect.centerx, rect.bottom)))

def draw_panel(scene: WizardTable, surface: pygame.Surface) -> None:
    seat = scene.session.current_seat
    if seat is None:
        return
    mine = scene.accepts_input and seat == scene.hand_seat
    if scene.phase is Phase.PLAY:
        if mine and scene.coach_on:
            draw_coach_card(surface, scene.panel, scene.coach.advice, scene.scale)
        return
    if not mine:
        return
    draw_paper(surface, scene.panel, scene.scale)
    inner = scene.panel.inflate(-scene.px(24), -scene.px(20))
    if scene.phase is Phase.RETURN:
        lines = [scene.text("return_title"), scene.text("return_help")]
    elif scene.steal_colour is not None:
        seal = Seal.of(scene.steal_colour)
        lines = [scene.text("steal_title", seal=seal_name(seal)), scene.text("steal_help")]
    else:
        lines = [scene.text("predict_title"), scene.text("predict_help")]
    y = draw_heading(surface, inner, lines, scene.scale)
    if scene.phase is Phase.PREDICT and scene.steal_colour is None:
        draw_taken(scene, surface, inner, y)
    scene.controls.draw(surface)
    if scene.phase is Phase.RETURN:
        d = scene.px(26)
        for button, option in zip(scene.choice_buttons,
                                  scene.session.game.state.return_options, strict=False):
            draw_token(surface, option, (button.rect.x + d, button.rect.centery), d)


def draw_taken(scene: WizardTable, surface: pygame.Surface, inner: pygame.Rect,
               y: int) -> None:
    """The seals this person has taken so far: their prediction, trick by trick."""
    small = theme.text_px(TextSize.SMALL, scene.scale)
    if not scene.taken:
        label = assets.text(scene.text("taken_none"), small, theme.INK_SOFT,
                            wrap_width=inner.width)
        surface.blit(label, (inner.x, y + scene.px(4)))
        return
    d = scene.px(30)
    x = inner.x + d // 2
    for seal in sorted(scene.taken, key=lambda s: list(Seal).index(s)):
        if x + d // 2 > inner.right:
            break
        draw_token(surface, seal, (x, y + d // 2 + scene.px(4)), d)
        x += d + scene.px(4)

def draw_coach_marks(scene: WizardTable, surface: pygame.Surface) -> None:
    """With the coach on: a gold pip over each card that would win the trick now."""
    advice = scene.coach.advice
    if not scene.coach_on or advice is None or not scene.accepts_input or advice.leading:
        return
    if scene.phase is not Phase.PLAY:
        return
    radius = scene.px(7)
    for card in scene.hand.cards:
        if card.value in advice.can_win:
            rect = card.rect()
            centre = (rect.centerx, rect.top - radius * 2)
            sure = card.value in advice.sure_win
            pygame.draw.circle(surface, theme.GOLD_DARK, centre, radius + 2)
            pygame.draw.circle(surface, theme.GOLD_LIGHT if sure else theme.FELT_DARK,
                               centre, radius)

def draw_hand_hint(scene: WizardTable, surface: pygame.Surface) -> None:
    seat = scene.session.current_seat
    if seat is None:
        return
    hint = scene.text("hand_hidden")
    size = theme.text_px(TextSize.BODY, scene.scale)
    label = assets.shadowed_text(hint, size, theme.lighter(theme.FELT_LIGHT, 0.45))
    surface.blit(label, label.get_rect(center=scene.hand.rect.center))
