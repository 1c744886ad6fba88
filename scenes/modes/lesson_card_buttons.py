"""The guide card's buttons (:class:`scenes.modes.lesson_card.GuideCard` carries them):
"Next" (Enter) on a step that only explains, "Skip step" (S, or the controller's Y) on
every step, and at the end "Play a real game" and "Menu"; which show, how wide each is, and
where they stand on the card: along the edge the card keeps (Next stays put from card to
card), the end's at its foot where the last Next and Skip step did not stand (a band's
card grows a row for them), and the end's quiet that swallows the rest of a double click
on the last Next.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.modes.lesson_marks import PieceMarks
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.focus import ACTIVATE_KEYS
from tabletop.i18n import Words

END_QUIET_SECONDS = 0.6
"""The end card's buttons (Play a real game, Menu) take no press until this long after
the card came and since the last press: Play a real game stands where Next stood, so the
second click of a double click on the last Next skipped "Well done" into setup (trial)."""


class CardButtons(PieceMarks):
    """The card's buttons and their places on :attr:`rect` (see the module docstring)."""

    def __init__(self, on_next: Callable[[], None], on_skip: Callable[[], None],
                 on_play: Callable[[], None], on_menu: Callable[[], None]) -> None:
        super().__init__()
        self.rect = pygame.Rect(0, 0, 0, 0)
        """Where the card stands now."""
        self.corner = "bottomright"
        """Where on the board the card stands (a pygame.Rect position name): a card in a
        top corner keeps its top edge, and its buttons there."""
        self.beside = False
        """Its buttons stand one above the other at its right, its words beside them: a
        card filling a band of the table, low and wide."""
        self.stood: list[pygame.Rect] = []
        """Where the buttons of the last card before the end's stood (Next, where it showed,
        first): a second click meant for one of them never meets an end's button there."""
        self.ends_left = False
        """The end's buttons stand at the card's left (a band's card with no room to grow
        for them: its words right of them)."""
        self.end_row = ""
        """The end's buttons stand side by side at the right of a row a band's card grew by
        for them (:attr:`beside`), at its "top" or its "bottom": every card before had its
        words at its left and its buttons at its right, and the end's at its left read as
        mirrored (trial s38 X/003, s37 U/011); the new row lies outside where Next and Skip
        step stood."""
        self.explains = True
        self._finished = False
        self._quiet_since = 0.0
        """The clock at which the end card came, or at its last press swallowed."""
        self.next_button = Button((0, 0, 0, 0), "lesson.next", on_click=on_next,
                                  hotkey=pygame.K_RETURN)
        self.skip_button = Button((0, 0, 0, 0), "lesson.skip", on_click=on_skip,
                                  style=ButtonStyle.SECONDARY, hotkey=pygame.K_s,
                                  pad_hint="Y")
        self.play_button = Button((0, 0, 0, 0), "lesson.play_real", on_click=on_play,
                                  hotkey=pygame.K_RETURN)
        self.menu_button = Button((0, 0, 0, 0), "lesson.menu", on_click=on_menu,
                                  style=ButtonStyle.SECONDARY)

    @property
    def finished(self) -> bool:
        """The card after the last step: Play a real game and Menu."""
        return self._finished

    @finished.setter
    def finished(self, finished: bool) -> None:
        if finished and not self._finished:
            self._quiet_since = self.mark_clock
        self._finished = finished

    @property
    def buttons(self) -> list[Button]:
        """The buttons the card shows now, in reading order."""
        if self.finished:
            return [self.play_button, self.menu_button]
        return [self.next_button, self.skip_button] if self.explains else [self.skip_button]

    @property
    def from_top(self) -> bool:
        """The card keeps its top edge (it stands in a top corner), else its bottom one."""
        return self.corner.startswith("top")

    @property
    def buttons_on_top(self) -> bool:
        """A card has its buttons along the edge it keeps (a top corner's top), so Next stays
        put; the end's card has its words first and its buttons at its foot in every
        lesson, wherever it stands (trial s31 H/003: three lessons ended buttons first,
        two words first; s35 Q/010: Wizard Extreme's narrow card still did)."""
        return not self.finished and self.from_top

    def _button_h(self) -> int:
        return self.px(48)

    def _pad(self) -> int:  # a band's card is low: a thinner paper edge (:attr:`beside`)
        return self.px(theme.SPACE_S if self.beside else theme.SPACE_M)

    def _rows(self) -> list[list[Button]]:
        """The buttons the card shows now, row by row from the top. The end's two stand one
        above the other, Play a real game over Menu, each right-aligned and as wide as its
        own label: so at a card's foot neither is where the last Next stood, left of Skip
        step, under the pointer that pressed it (a trial's Yacht); and the card is never
        grown to their row (it covered the last cards of Wizard Extreme's hand, issue #32,
        and Joon's coaster on Polterfass's tally)."""
        if self.finished and self.end_row:
            return [self.buttons]
        if self.finished or self.beside:
            return [[button] for button in self.buttons]
        return [self.buttons]

    def speak(self, words: Words) -> None:
        for button in (self.next_button, self.skip_button, self.play_button, self.menu_button):
            button.words = words

    def lay_buttons(self, words: Words) -> None:
        """The buttons the card shows now along its bottom right (top right in a top
        corner), in ``words`` (each frame:
        Next comes once the table is still, and a language switch is followed at once)."""
        self.speak(words)
        if not self.finished:
            self._lay(top=self.buttons_on_top and not self.beside, left=False)
            self.stood = [button.rect.copy() for button in self.buttons]
            return
        # The end's buttons, at the card's foot under its words, stand where neither the
        # last card's Next nor its Skip step stood, or a second click meant for those would
        # start a game (trial H/003) or leave the lesson (s33 L/004): at the foot's right,
        # else its left (a band's card: its words right of them). The card stays where it
        # stood, so it covers nothing new (it grew over Wizard Extreme's hand, taken back).
        # Where both are across the foot (a narrow card), they keep at least from where Next
        # stood, under the pointer; the words still come first (s35 Q/010), and the end's
        # quiet (END_QUIET_SECONDS) takes the rest of a double click. A band's card grown by
        # a row for them (:attr:`end_row`) has them there, at its right, as Next stood.
        if self.end_row:
            self.ends_left = False
            self._lay(top=self.end_row == "top", left=False)
            return
        for avoided in (self.stood, self.stood[:1]):
            for self.ends_left in (False, True):
                self._lay(top=False, left=self.ends_left)
                if all(button.rect.collidelist(avoided) < 0 for button in self.buttons):
                    return
        self.ends_left = False
        self._lay(top=False, left=False)

    def _lay(self, *, top: bool, left: bool) -> None:
        """The card's rows of buttons down from its top (``top``) or up from its foot (a
        band's card: Skip step always lowest), each at its right edge or at its ``left``; a
        band's column alike in width, a row side by side each as wide as its label."""
        card, pad = self.rect, self._pad()
        button_h, gap = self._button_h(), self.px(theme.SPACE_S)
        rows = self._rows()
        for at, row in enumerate(rows if top else reversed(rows)):
            step = at * (button_h + gap)
            y = card.top + pad + step if top else card.bottom - pad - button_h - step
            column = self.beside and len(row) == 1  # one above the other, alike in width
            widths = [self._column_w(self.finished) if column else self._button_w(button)
                      for button in row]
            x = card.left + pad if left else card.right - pad - sum(widths) - gap * (len(row) - 1)
            for button, width in zip(row, widths, strict=True):
                button.rect = pygame.Rect(x, y, width, button_h)
                x += width + gap

    def _button_w(self, button: Button) -> int:
        label_w = assets.text(button.label, theme.text_px(TextSize.BODY, self.scale),
                              bold=True).get_width()
        return max(self.px(140), label_w + self.px(88))  # the label and its keycap hint

    def _column_w(self, last: bool) -> int:
        """How wide the buttons stand one above the other beside the words (:attr:`beside`):
        Next and Skip step, or the end's two (``last``)."""
        column = (self.play_button, self.menu_button) if last else (self.next_button,
                                                                    self.skip_button)
        return max(self._button_w(button) for button in column)

    def _row_w(self, row: list[Button]) -> int:
        """How wide a card holding the buttons of ``row`` side by side is at least."""
        gap = self.px(theme.SPACE_S)
        return sum(self._button_w(button) + gap for button in row) - gap + 2 * self.px(
            theme.SPACE_M)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """``event`` for the buttons, where they stand; the end's swallowed in its quiet."""
        if self._finished and self.mark_clock - self._quiet_since < END_QUIET_SECONDS:
            # A press or click this soon was meant for the last Next: it is swallowed,
            # and the quiet starts again.
            if not self._meant_for_a_button(event):
                return False
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN,
                              pygame.CONTROLLERBUTTONDOWN):
                self._quiet_since = self.mark_clock
            return True
        return any(button.handle_event(event) for button in self.buttons)

    def _meant_for_a_button(self, event: pygame.event.Event) -> bool:
        """A click on the card, Enter or Space, or a controller's A: what a button takes
        (Escape and the rest still reach the table)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return bool(self.rect.collidepoint(event.pos))
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            return bool(event.key in ACTIVATE_KEYS)
        if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
            return bool(event.button == pygame.CONTROLLER_BUTTON_A)
        return False
