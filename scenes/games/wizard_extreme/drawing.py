"""Drawing the Wizard Extreme table's parts that change every frame: the seats' places,
the side panel (prediction, steal and return choices, the coach) and the hand's hints."""

from __future__ import annotations

from typing import Any, Protocol

import pygame

from scenes import assets, theme
from scenes.games.wizard_extreme.art import draw_token
from scenes.games.wizard_extreme.panels import (
    card_name,
    draw_coach_card,
    draw_heading,
    draw_paper,
    draw_prediction_advice,
)
from scenes.games.wizard_extreme.seals import SeatSeals, draw_magician
from scenes.games.wizard_extreme.steal import (
    StealLayout,
    draw_holders,
    draw_steal,
    steal_layout,
)
from scenes.games.wizard_extreme.trick import SeatedTrick
from scenes.games.worker import CoachDesk
from scenes.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button
from scenes.widgets.card_hand import CardHand
from scenes.widgets.focus import FocusRing, draw_focus_glow
from tabletop.games.wizard_extreme import (
    Colour,
    Phase,
    ReturnSeal,
    Seal,
    TrickWon,
    WizardExtremeEngine,
)
from tabletop.i18n import t
from tabletop.session import GameSession


class WizardTable(Protocol):
    """What this module reads from the Wizard Extreme scene (which imports this module, so
    the scene is described here rather than imported)."""

    session: GameSession
    zones: list[pygame.Rect]
    backs: list[CardHand]
    hand: CardHand
    hand_seat: int | None
    trick: SeatedTrick
    tricks_won: list[int]
    seat_seals: list[SeatSeals]
    magician: int | None
    magician_at: pygame.Vector2 | None
    magician_spots: list[pygame.Rect]
    panel: pygame.Rect
    controls: FocusRing[Any]
    choice_buttons: list[Button]
    magician_button: Button
    confirm_button: Button
    steal_holders: list[int]
    coach: CoachDesk
    phase: Phase
    taken: list[Seal]
    steal_colour: Colour | None
    reveals_all: bool

    @property
    def scale(self) -> float: ...

    @property
    def accepts_input(self) -> bool: ...

    @property
    def coach_on(self) -> bool: ...

    def px(self, value: float) -> int: ...

    def text(self, short_key: str, /, **params: Any) -> str: ...

    def slot(self, seat: int) -> int: ...

    def public_view(self) -> WizardExtremeEngine: ...


def layout_zone(scene: WizardTable, seat: int, zone: pygame.Rect) -> None:
    """A seat's place along the top: name and tricks, its cards as backs, its seals."""
    scene.zones[seat] = zone
    header = theme.text_px(TextSize.SMALL, scene.scale) + scene.px(8)
    body = pygame.Rect(zone.x + scene.px(8), zone.y + header, zone.width - scene.px(16),
                       zone.height - header - scene.px(6))
    backs_w = round(body.width * 0.34)
    backs = scene.backs[seat]
    backs.set_rect(pygame.Rect(body.x, body.y, backs_w, body.height))
    left = body.x + backs_w + scene.px(6)
    seals = pygame.Rect(left, body.y, body.right - left, body.height)
    scene.seat_seals[seat].set_rect(seals, scene.scale)
    # The magician's holder takes no seals (RULES §3.4), so he stands in their place.
    magician_w = round(body.height * 0.45)
    scene.magician_spots[seat] = pygame.Rect(seals.right - magician_w, body.y, magician_w,
                                             body.height)


def open_hand_cells(scene: WizardTable) -> list[pygame.Rect]:
    """Review's cells for every seat's open hand, two to a row (one row for two seats),
    each with a line at its top for the owner's name: in the band of the screen's hand
    and on under the side panel, which stays empty in review (nobody predicts here)."""
    hand = scene.hand.rect
    area = pygame.Rect(hand.x, hand.y, scene.panel.right - hand.x, hand.height)
    seats = len(scene.backs)
    columns = min(2, seats)
    rows = -(-seats // columns)
    gap = scene.px(8)
    width = (area.width - gap * (columns - 1)) // columns
    height = (area.height - gap * (rows - 1)) // rows
    return [pygame.Rect(area.x + (seat % columns) * (width + gap),
                        area.y + (seat // columns) * (height + gap), width, height)
            for seat in range(seats)]


def layout_open_hands(scene: WizardTable) -> None:
    """In review every seat's hand lies face up in its own cell (its backs' place moves)."""
    header = theme.text_px(TextSize.SMALL, scene.scale) + scene.px(6)
    for seat, cell in enumerate(open_hand_cells(scene)):
        scene.backs[seat].set_rect(pygame.Rect(cell.x + scene.px(6), cell.y + header,
                                               cell.width - scene.px(12),
                                               cell.height - header))


def draw_open_hands(scene: WizardTable, surface: pygame.Surface) -> None:
    """Review's open hands, each cell named by its owner's symbol and name."""
    small = theme.text_px(TextSize.SMALL, scene.scale)
    for seat, cell in enumerate(open_hand_cells(scene)):
        paint.rounded_rect(surface, cell, theme.darker(theme.FELT, 0.15), scene.px(8))
        x, y = cell.x + scene.px(14), cell.y + scene.px(3) + small // 2
        theme.draw_seat_symbol(surface, scene.slot(seat), (x, y), scene.px(7))
        room = cell.width - scene.px(30)
        size = assets.fit_text_px(scene.session.name(seat), small, room, bold=True)
        name = assets.text(scene.session.name(seat), size, theme.PAPER, bold=True)
        surface.blit(name, name.get_rect(midleft=(x + scene.px(12), y)))
        scene.backs[seat].draw(surface)


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
    if not scene.reveals_all:  # review draws the hands below (draw_open_hands)
        scene.backs[seat].draw(surface)
    if seat == scene.hand_seat and not scene.backs[seat].cards:
        backs = scene.backs[seat].rect  # the note stays between the zone's edge and the seals
        note = assets.text(scene.text("hand_below"), small, theme.lighter(theme.FELT, 0.5),
                           wrap_width=scene.seat_seals[seat].rect.x - backs.x)
        surface.blit(note, note.get_rect(midleft=(backs.x, backs.centery)))
    seals = scene.seat_seals[seat]
    if scene.steal_colour is not None and seat in scene.steal_holders:
        # The holder whose button has the focus: their seals of that colour glow too.
        button = scene.choice_buttons[scene.steal_holders.index(seat)]
        if button.focused or button.hovered:
            seal = Seal.of(scene.steal_colour)
            pile = seals.pile_rect(seal, seals.counts[seal])
            draw_focus_glow(surface, pile, pile.height // 2, 1.0, 0.0)
    seals.draw(surface)
    if scene.magician == seat and scene.magician_at is None:
        draw_magician(surface, scene.magician_spots[seat])

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
    steal = steal_panel(scene)
    if steal is not None and scene.steal_colour is not None:
        draw_steal(surface, steal, scene.scale)
        scene.controls.draw(surface)
        draw_holders(surface, scene.choice_buttons, [scene.slot(v) for v in scene.steal_holders],
                     [scene.seat_seals[v].counts[Seal.of(scene.steal_colour)]
                      for v in scene.steal_holders], Seal.of(scene.steal_colour), scene.scale)
        return
    draw_paper(surface, scene.panel, scene.scale)
    inner = scene.panel.inflate(-scene.px(24), -scene.px(20))
    if scene.phase is Phase.RETURN:  # the trick has left the table: say which it was
        won = next(event for event in reversed(scene.public_view().log)
                   if isinstance(event, TrickWon))
        lines = [scene.text("return_title"),
                 scene.text("return_trick", trick=won.trick, card=card_name(won.card),
                            colour=t(f"wizard_extreme.colour.{won.led.value}")),
                 scene.text("return_help")]
    else:
        lines = [scene.text("predict_title"), scene.text("predict_help")]
    y = draw_heading(surface, inner, lines, scene.scale)
    if scene.phase is Phase.PREDICT:
        y = draw_taken(scene, surface, inner, y)
        if scene.public_view().magician_secures_win(seat):
            # The series' last round (§3.8): say why the magician's button is grey.
            note = assets.text(t("wizard_extreme.error.magician_secures_win"),
                               theme.text_px(TextSize.SMALL, scene.scale), theme.INK_SOFT,
                               wrap_width=inner.width)
            surface.blit(note, (inner.x, y + scene.px(6)))
            y += note.get_height() + scene.px(6)
        if scene.coach_on:
            top = min(button.rect.top for button in (scene.magician_button, scene.confirm_button))
            room = pygame.Rect(inner.x, y + scene.px(8), inner.width,
                               top - y - scene.px(14))
            draw_prediction_advice(surface, room, scene.coach.advice, scene.scale)
    scene.controls.draw(surface)
    if scene.phase is Phase.RETURN:
        d = scene.px(26)
        # The seals the winner may give back (WE-D4), as the rules offer them.
        options = [action.seal for action in scene.public_view().legal_actions()
                   if isinstance(action, ReturnSeal)]
        for button, option in zip(scene.choice_buttons, options, strict=False):
            draw_token(surface, option, (button.rect.x + d, button.rect.centery), d)


def steal_panel(scene: WizardTable) -> StealLayout | None:
    """The steal dialog's layout while it is open (the scene places its buttons by it)."""
    if scene.steal_colour is None:
        return None
    return steal_layout(scene.panel, scene.scale, Seal.of(scene.steal_colour),
                        len(scene.choice_buttons))


def draw_taken(scene: WizardTable, surface: pygame.Surface, inner: pygame.Rect,
               y: int) -> int:
    """The seals this person has taken so far: their prediction, trick by trick.
    Returns the y below them."""
    small = theme.text_px(TextSize.SMALL, scene.scale)
    if not scene.taken:
        label = assets.text(scene.text("taken_none"), small, theme.INK_SOFT,
                            wrap_width=inner.width)
        surface.blit(label, (inner.x, y + scene.px(4)))
        return y + scene.px(4) + label.get_height()
    d = scene.px(30)
    x = inner.x + d // 2
    for seal in sorted(scene.taken, key=lambda s: list(Seal).index(s)):
        if x + d // 2 > inner.right:
            break
        draw_token(surface, seal, (x, y + d // 2 + scene.px(4)), d)
        x += d + scene.px(4)
    return y + d + scene.px(4)

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
    if seat is None or scene.reveals_all:  # review: every hand lies face up at the top
        return
    hint = scene.text("hand_hidden")
    size = theme.text_px(TextSize.BODY, scene.scale)
    label = assets.shadowed_text(hint, size, theme.lighter(theme.FELT_LIGHT, 0.45))
    surface.blit(label, label.get_rect(center=scene.hand.rect.center))
