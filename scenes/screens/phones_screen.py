"""The phones' screens over a game: each person seat's QR code, address and code with
its phone's state (:class:`PhonesScene`), and the question when a second device asks
for a seat that already has one (:class:`ClaimScene`).

The QR code is ``segno``'s module matrix drawn as rectangles (no image file, no
Pillow): pure Python, and exactly as sharp at every size because each module is a
whole number of pixels.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Protocol

import pygame
import segno

from scenes.games.phone_desk import PHONE_NEWS, PhoneDesk
from scenes.screens.dialogs import ConfirmScene, PanelScene
from scenes.shell import theme
from scenes.shell.scene import Pop, Transition
from scenes.shell.theme import TextSize
from scenes.shell.window_caches import sized_by_window
from scenes.widgets.button import Button, ButtonStyle
from tabletop.phones.seating import ClaimRequest

if TYPE_CHECKING:
    from scenes.shell.context import AppContext
    from tabletop.session import GameSession


class PhoneTable(Protocol):
    """What these screens need of a table's phones (:class:`scenes.games.phone_table.TablePhones`,
    which opens them, so they name it only by this shape)."""

    session: GameSession
    desk: PhoneDesk | None

    def stop(self) -> None: ...

QUIET_MODULES = 4
"""The light margin round a QR code that readers need (ISO/IEC 18004)."""


@sized_by_window(maxsize=16)
def qr_surface(text: str, side: int) -> pygame.Surface:
    """``text`` as a QR code at most ``side`` pixels wide, modules whole pixels."""
    matrix = segno.make(text, error="m").matrix
    count = len(matrix) + 2 * QUIET_MODULES
    module = max(1, side // count)
    surface = pygame.Surface((module * count, module * count))
    surface.fill((255, 255, 255))
    for row, line in enumerate(matrix):
        for column, dark in enumerate(line):
            if dark:
                surface.fill((0, 0, 0), ((column + QUIET_MODULES) * module,
                                         (row + QUIET_MODULES) * module, module, module))
    return surface


HINTS_H = 164
"""Reference pixels under the cards for the address to type a code at, the line under it
while typing is paused, and the buttons."""

STATE_COLOURS = {"waiting": theme.INK_SOFT, "connected": (0x1F, 0x7A, 0x3D),
                 "away": (0xB0, 0x6A, 0x00), "curtain": (0xB0, 0x3A, 0x2C)}
"""Each phone state's ink: green for a phone in hand, amber while it is away."""


class PhonesScene(PanelScene):
    """One card per person seat: its QR code and code while the seat has no phone (or a
    person asked for it again with the card's "Show code"), else its phone's state.
    Done closes it, "Turn phones off" stops the server; once every person's phone is
    in it closes by itself. Drawn opaque: nothing of the table shows round it."""

    opaque = True

    def __init__(self, context: AppContext, table: PhoneTable) -> None:
        super().__init__(context)
        self.table = table
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.cards: list[tuple[int, pygame.Rect]] = []
        self._states: list[str] = []
        self._laid_out_for: list[tuple[bool, bool]] = []
        desk = self.desk
        self._waited = desk is not None and not self._all_in(desk)
        """True once a person's phone was missing while open: all in then closes it."""

    @property
    def desk(self) -> PhoneDesk | None:
        return self.table.desk

    @staticmethod
    def _all_in(desk: PhoneDesk) -> bool:
        return all(desk.state(seat) == "connected" for seat in desk.persons)

    def _shown(self, desk: PhoneDesk, seat: int) -> bool:
        """True while the seat's QR code and code are on the screen."""
        return desk.server.key(seat).open

    def layout(self) -> None:
        width, height = self.size
        desk = self.desk
        seats = desk.persons if desk is not None else []
        margin = self.px(40)
        self.panel = pygame.Rect(margin, self.px(24), width - 2 * margin,
                                 height - self.px(48))
        # One row even for six seats: two rows would halve every code, too small to scan
        # from the sofa, while six side by side still leave each about 160 px.
        columns = max(1, len(seats))
        top = self.panel.y + self.px(104)
        bottom = self.panel.bottom - self.px(HINTS_H)
        gap = self.px(theme.SPACE_M)
        card_w = min(self.px(300), (self.panel.width - gap * (columns + 1)) // columns)
        # A card is as tall as its square code needs, so no gap opens under the code.
        pad = self.px(theme.SPACE_S)
        words_h = self._name_h() + self._foot_h() + 2 * pad
        card_h = min(bottom - top, words_h + card_w - 2 * pad)
        top += (bottom - top - card_h) // 2
        left = self.panel.centerx - (columns * card_w + (columns - 1) * gap) // 2
        self.cards = [(seat, pygame.Rect(left + index * (card_w + gap), top, card_w, card_h))
                      for index, seat in enumerate(seats)]
        button_w, button_h = self.px(260), self.px(54)
        y = self.panel.bottom - self.px(theme.SPACE_L) - button_h
        done = Button((self.panel.centerx + gap // 2, y, button_w, button_h), "phones.done",
                      on_click=lambda: self.go(Pop()))
        off = Button((self.panel.centerx - gap // 2 - button_w, y, button_w, button_h),
                     "phones.turn_off", style=ButtonStyle.SECONDARY, on_click=self.turn_off)
        shows = []
        self._laid_out_for = self._card_kinds()
        for (seat, rect), (shown, away) in zip(self.cards, self._laid_out_for, strict=True):
            if shown:
                continue
            show_h = self.px(48)
            shows.append(Button((rect.x + pad, rect.bottom - pad - show_h, rect.width - 2 * pad,
                                 show_h), "phones.show_code", style=ButtonStyle.SECONDARY,
                                on_click=partial(self.show_code, seat)))
            if away:
                # Its phone is away: its turns may be played here, behind the curtain.
                shows.append(Button((rect.x + pad, rect.bottom - 2 * (pad + show_h),
                                     rect.width - 2 * pad, show_h), "phones.play_here",
                                    style=ButtonStyle.SECONDARY,
                                    on_click=partial(self.play_here, seat)))
        self.ring.set_buttons([*shows, off, done])
        self.ring.focus(done)

    def _name_h(self) -> int:
        return self.font_px(TextSize.HEADING) + self.px(theme.SPACE_S)

    def _foot_h(self) -> int:
        return (self.font_px(TextSize.HEADING) + self.font_px(TextSize.SMALL)
                + 2 * self.px(theme.SPACE_S))

    def show_code(self, seat: int) -> None:
        """A person asked for ``seat``'s code again (a new phone, or the old one's page
        lost its storage): a fresh code, on this screen until it closes."""
        desk = self.desk
        if desk is None:
            return
        desk.server.offer_code(seat)
        self._waited = True
        self.relayout()

    def _card_kinds(self) -> list[tuple[bool, bool]]:
        """Per card: its code shown, its phone marked away (the buttons it has)."""
        desk = self.desk
        if desk is None:
            return [(False, False) for _card in self.cards]
        return [(self._shown(desk, seat), desk.away(seat)) for seat, _rect in self.cards]

    def play_here(self, seat: int) -> None:
        """Stop waiting for ``seat``'s away phone: its turn is played on the TV."""
        desk = self.desk
        if desk is not None:
            desk.release(seat)
        self.go(Pop())

    def turn_off(self) -> None:
        self.table.stop()
        self.go(Pop())

    def enter(self) -> None:
        """Every seat that never had a phone shows a code: fresh when its last one was
        taken back as an earlier visit closed."""
        desk = self.desk
        if desk is not None:
            for seat in desk.persons:
                if desk.state(seat) == "waiting":
                    desk.server.offer_code(seat)
        super().enter()

    def exit(self) -> None:
        """A code works only while this screen shows it (trial s21: a code gone from the
        TV still paired a stranger): each one still open is taken back."""
        desk = self.desk
        if desk is not None:
            for seat in desk.persons:
                desk.server.withdraw_code(seat)

    def _current_states(self) -> list[str]:
        desk = self.desk
        if desk is None:
            return []
        paused = int(desk.server.pairing_paused() + 0.999)
        return [f"{desk.state(seat)}{self._shown(desk, seat)}{desk.away(seat)}"
                f"{desk.code(seat)}{paused}" for seat, _rect in self.cards]

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == PHONE_NEWS:
            return self._take()
        return super().handle_event(event)

    def update(self, dt: float) -> Transition | None:
        desk = self.desk
        if desk is not None:
            asked = any(self._shown(desk, seat) for seat in desk.persons)
            if self._all_in(desk) and self._waited and not asked and not self.leaving:
                # Every person's phone is in: back to the table by itself, unless a code
                # asked for still waits for its device (trial C: "Show code" on a
                # connected phone's card closed the screen at once, showing nothing).
                return Pop()
            self._waited = self._waited or not self._all_in(desk)
            if self._card_kinds() != self._laid_out_for:
                self.relayout()
        return super().update(dt)

    def is_still(self) -> bool:
        # A phone coming or going, a code used up, pairing paused: news to draw.
        return super().is_still() and self._states == self._current_states()

    def draw_content(self, surface: pygame.Surface) -> None:
        desk = self.desk
        if desk is None:
            return
        self._states = self._current_states()
        self.draw_panel(surface, self.panel)
        self.draw_text(surface, self.context.words("phones.title"), TextSize.TITLE,
                       (self.panel.centerx, self.panel.y + self.px(6)), bold=True,
                       anchor="midtop", max_width=self.panel.width - self.px(40))
        self.draw_text(surface, self.context.words("phones.scan_hint"), TextSize.BODY,
                       (self.panel.centerx, self.panel.y + self.px(68)), colour=theme.INK_SOFT,
                       anchor="midtop", max_width=self.panel.width - self.px(40))
        for seat, rect in self.cards:
            self._draw_card(surface, desk, seat, rect)
        if not any(self._shown(desk, seat) for seat in desk.persons):
            return  # no code on any card: nothing to type (trial C)
        width = self.panel.width - self.px(40)
        address = self.draw_text(
            surface, self.context.words("phones.type_hint", address=desk.address),
            TextSize.HEADING, (self.panel.centerx, self.panel.bottom - self.px(HINTS_H - 6)),
            bold=True, anchor="midtop", max_width=width)
        paused = desk.server.pairing_paused()
        if paused > 0:
            # Under the address, not in its place: who cannot scan still needs it once
            # typing works again (trial s23 C lost it to the countdown).
            self.draw_text(surface, self.context.words("phones.paused_screen",
                                                       seconds=int(paused + 0.999)),
                           TextSize.BODY, (self.panel.centerx, address.bottom), bold=True,
                           colour=theme.BRICK, anchor="midtop", max_width=width)

    def _draw_card(self, surface: pygame.Surface, desk: PhoneDesk, seat: int,
                   rect: pygame.Rect) -> None:
        session = self.table.session
        config = session.seats[seat]
        style = theme.seat_style(config.colour)
        pygame.draw.rect(surface, theme.PAPER_SHADE, rect, border_radius=self.px(theme.RADIUS_S))
        pygame.draw.rect(surface, style.colour, rect, width=max(2, self.px(3)),
                         border_radius=self.px(theme.RADIUS_S))
        pad = self.px(theme.SPACE_S)
        name_h = self._name_h()
        theme.draw_seat_symbol(surface, config.colour,
                               (rect.x + pad + name_h // 3, rect.y + pad + name_h // 2),
                               name_h // 3)
        self.draw_text(surface, config.name, TextSize.HEADING,
                       (rect.x + pad * 2 + name_h * 2 // 3, rect.y + pad + name_h // 2),
                       bold=True, anchor="midleft",
                       max_width=rect.width - pad * 3 - name_h * 2 // 3)
        state = desk.state(seat)
        label = self.context.words(f"phones.state_{state}")
        if not self._shown(desk, seat):
            # The phone is in (or was): no credential on the screen, only its state.
            mark = rect.y + name_h + (rect.height - name_h) // 3
            radius = min(rect.width, rect.height) // 7
            pygame.draw.circle(surface, STATE_COLOURS[state], (rect.centerx, mark), radius)
            if state == "connected":
                points = [(rect.centerx - radius // 2, mark),
                          (rect.centerx - radius // 8, mark + radius * 3 // 8),
                          (rect.centerx + radius // 2, mark - radius * 3 // 8)]
                pygame.draw.lines(surface, theme.PAPER, False, points, max(3, radius // 4))
            self.draw_text(surface, label, TextSize.BODY, (rect.centerx, mark + radius + pad),
                           colour=STATE_COLOURS[state], bold=True, anchor="midtop",
                           max_width=rect.width - 2 * pad)
            return
        foot_h = self._foot_h()
        side = min(rect.width - 2 * pad, rect.height - name_h - foot_h - pad)
        code = qr_surface(desk.seat_address(seat), max(side, 1))
        placed = surface.blit(code, code.get_rect(midtop=(rect.centerx, rect.y + name_h + pad)))
        # Right under the code (its modules are whole pixels, so it is often a little
        # smaller than its room): the state line then keeps clear of the card's edge.
        y = min(placed.bottom + pad // 2, rect.bottom - foot_h)
        self.draw_text(surface, self.context.words("phones.code", code=desk.code(seat)),
                       TextSize.HEADING, (rect.centerx, y), bold=True, anchor="midtop",
                       max_width=rect.width - 2 * pad)
        self.draw_text(surface, label, TextSize.SMALL,
                       (rect.centerx, y + self.font_px(TextSize.HEADING) + pad),
                       colour=STATE_COLOURS[state], bold=True, anchor="midtop",
                       max_width=rect.width - 2 * pad)


class ClaimScene(ConfirmScene):
    """"A phone (Android, 192.168.1.23) asks for Mina's seat. Give it to that phone?":
    yes hands the seat to that device only; no, Esc or leaving turns it away, so a
    claim never waits unanswered. The dialog closes by itself once that device is no
    longer the one waiting (it left, or another took its place), its answer void."""

    def __init__(self, context: AppContext, desk: PhoneDesk, claim: ClaimRequest) -> None:
        self.desk = desk
        self.seat = claim.seat
        self.claim = claim
        self.answered = False
        words = context.words
        device = (words("phones.claim_device", device=claim.device, address=claim.address)
                  if claim.device else words("phones.claim_device_unknown",
                                             address=claim.address))
        super().__init__(context, "phones.claim_question", "phones.claim_yes", self._allow,
                         message_args={"name": desk.name(claim.seat), "device": device})

    def _allow(self) -> Transition:
        self.answered = True
        self.desk.server.settle_claim(self.seat, self.claim.claim, allow=True)
        return Pop()

    def update(self, dt: float) -> Transition | None:
        if self.desk.server.pending_claim(self.seat) != self.claim.claim:
            self.answered = True  # nothing to answer: that device is not waiting now
            return Pop()
        return super().update(dt)

    def exit(self) -> None:
        if not self.answered:
            self.desk.server.settle_claim(self.seat, self.claim.claim, allow=False)
