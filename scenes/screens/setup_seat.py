"""One seat at the setup table: its draft (what was chosen so far) and the widgets of its
row that edit it in place, the colour chip and the name field; the row's person or
computer and level are :class:`~scenes.widgets.cycle_button.CycleButton` s."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from tabletop.core.seats import SeatKind
from tabletop.i18n import Words
from tabletop.storage.names import MAX_NAME_LENGTH, default_names, normalise_name, typed_name

if TYPE_CHECKING:
    from scenes.shell.context import AppContext


@dataclass
class SeatDraft:
    """One seat while it is being set up; ``name`` None means the default name."""

    colour: int
    kind: SeatKind
    level: str
    name: str | None = None



def shown_names(drafts: Sequence[SeatDraft], words: Words, kept: Sequence[str] = ()
                ) -> list[str]:
    """Each seat's name as the table will know it: the typed one, else the default name
    counted within its kind ("Player 1", and a computer's name no seat has typed, nor one
    of ``kept``: the name the learner had in the lesson just played, trial Z2/011)."""
    typed = [*(draft.name for draft in drafts if draft.name), *kept]
    defaults = default_names([draft.kind is SeatKind.PERSON for draft in drafts], words, typed)
    return [draft.name or default for draft, default in zip(drafts, defaults, strict=True)]



class ColourButton(Button):
    """The seat's colour chip with its symbol; a press takes the next free colour."""

    def __init__(self, rect: pygame.Rect, draft: SeatDraft, on_click: Any) -> None:
        super().__init__(rect, "app.setup.colour", on_click=on_click,
                         style=ButtonStyle.SECONDARY)
        self.draft = draft

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        radius = self.rect.height * 0.3
        theme.draw_seat_symbol(surface, self.draft.colour, self.rect.center, radius)

    def _draw_content(self, surface: pygame.Surface, face: pygame.Rect, ink: theme.Colour) -> None:
        """The chip replaces the label."""


class TextField(Button):
    """An editable name: click or Enter to edit, type (IME composition shown), Enter to finish.

    A name already there is selected when editing starts, as in any text box: the first
    letter typed replaces it, Backspace clears it, an arrow key keeps it and puts the caret
    at its end (trial s18: a click then "Ben" made "BenBen" of the remembered name)."""

    def __init__(self, rect: pygame.Rect, drafts: Sequence[SeatDraft], number: int,
                 context: AppContext, kept: Sequence[str] = ()) -> None:
        super().__init__(rect, style=ButtonStyle.SECONDARY, sound=None)
        self.context = context  # an unnamed seat shows its default name in the chosen language
        self.drafts = drafts  # the whole table: a default name counts its kind's seats
        self.kept = kept  # names no computer is given (:func:`shown_names`)
        self.draft = drafts[number - 1]
        self.number = number
        self.editing = False
        self.buffer = ""
        self.composition = ""
        self.selected = False
        """True while the whole name is selected: what is typed next replaces it."""
        self.too_long = False
        """Set when typing went past :data:`MAX_NAME_LENGTH` (the scene says so, then clears it)."""
        self.undrawable = False
        """Set when typed characters the font cannot draw were left out (said, then cleared)."""
        self.on_click = self.begin

    def begin(self) -> None:
        self.editing = True
        self.buffer = self.draft.name or ""
        self.composition = ""
        self.selected = bool(self.buffer)
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def finish(self) -> None:
        if not self.editing:
            return
        self.editing = False
        self.composition = ""
        self.selected = False
        # The one definition of a name, the loaders' too: what the field
        # accepts, Continue brings back; nothing printable means the default name.
        self.draft.name = normalise_name(self.buffer) or None

    def edit_event(self, event: pygame.event.Event) -> bool:
        """Handle typing while editing; returns True when the event was used."""
        if event.type == pygame.TEXTINPUT:
            self._replace_selection()
            # An input method commits any text (TAB, LF, zero-width spaces): the field
            # never holds what the name could not keep, nor what the font cannot draw.
            drawn = "".join(character for character in event.text
                            if assets.font_draws(character))
            self.undrawable = self.undrawable or drawn != event.text
            typed = typed_name(self.buffer + drawn)
            self.too_long = self.too_long or len(typed) > MAX_NAME_LENGTH
            self.buffer = typed[:MAX_NAME_LENGTH]
            self.composition = ""
            return True
        if event.type == pygame.TEXTEDITING:
            if event.text:
                self._replace_selection()
            self.composition = event.text
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if self.selected:
                    self._replace_selection()
                elif not self.composition:
                    self.buffer = self.buffer[:-1]
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected = False  # the caret stays at the name's end
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB):
                self.finish()
                return bool(event.key != pygame.K_TAB)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.contains(event.pos):
            self.finish()
        return False

    def _replace_selection(self) -> None:
        """What comes next takes the selected name's place."""
        if self.selected:
            self.buffer = ""
            self.selected = False

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.rect
        scale = theme.ui_scale(surface.get_size())
        radius = theme.px(theme.RADIUS_S, scale)
        if self.focus_amount > 0.02 or self.editing:
            paint.draw_glow(surface, rect, radius, theme.px(8, scale),
                            intensity=1.0 if self.editing else self.focus_amount)
        surface.blit(paint.gradient_panel(rect.size, theme.IVORY, theme.PAPER, radius,
                                          theme.PAPER_RIM, 2, False), rect)
        surface.blit(paint.inner_shadow(rect.size, radius, theme.px(4, scale)), rect)
        size = theme.text_px(TextSize.BODY, scale)
        pad = theme.px(12, scale)
        if self.editing:
            text = self.buffer + self.composition
            colour = theme.INK
        else:
            text = shown_names(self.drafts, self.context.words, self.kept)[self.number - 1]
            colour = theme.INK if self.draft.name else theme.INK_SOFT
        size = assets.fit_text_px(text or " ", size, rect.width - 2 * pad - theme.px(6, scale))
        rendered = assets.text(text or " ", size, colour)
        text_rect = rendered.get_rect(midleft=(rect.x + pad, rect.centery))
        if self.editing and self.selected:
            pygame.draw.rect(surface, theme.GOLD_LIGHT, text_rect.inflate(theme.px(6, scale), 0),
                             border_radius=theme.px(4, scale))
        surface.blit(rendered, text_rect)
        if self.editing:
            if self.composition:
                width = assets.text_size(self.composition, size)[0]
                y = text_rect.bottom - theme.px(3, scale)
                pygame.draw.line(surface, theme.GOLD_DARK, (text_rect.right - width, y),
                                 (text_rect.right, y), max(1, theme.px(2, scale)))
            if int(self.clock * 2) % 2 == 0:
                x = text_rect.right + theme.px(2, scale) if text else rect.x + pad
                pygame.draw.line(surface, theme.INK, (x, rect.y + pad // 2 + 2),
                                 (x, rect.bottom - pad // 2 - 2), max(1, theme.px(2, scale)))


def reading_step(order: Sequence[Button], focused: Button | None, step: int) -> Button | None:
    """The enabled control ``step`` (1 on, -1 back) from ``focused`` in ``order``, the
    setup's controls in reading order; None past either end or off the list."""
    if focused not in order:
        return None
    at = order.index(focused) + step
    while 0 <= at < len(order) and not order[at].enabled:
        at += step
    return order[at] if 0 <= at < len(order) else None
