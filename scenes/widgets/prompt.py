"""The bottom bar that always says whose turn it is and what they may do."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from scenes.widgets.tween import Pace


class PromptLine:
    """A wooden bar along the bottom edge: seat symbol, then one sentence.

    ``set(text, seat_index)`` changes the message (already translated, e.g.
    ``words("yacht.prompt_roll", name=...)``); ``seat_index`` None shows no
    symbol (game over, computer thinking); ``error`` says a refusal, in the
    error's brick, bold, as a refusal's toast is. A new message slides in softly, readable
    from its first frame.
    ``rect`` is the bar's whole area; all sizes derive from its height. While
    ``short_when()`` is true as a message is set, the message leaves room for a
    button at the bar's end (``short_rect`` is the bar beside it): the room is
    chosen with the message, never under it, so a sentence being read does not
    shrink when the button appears. ``pace`` is the context's animation speed
    (at instant a message shows at once).
    """

    _FADE_SECONDS = 0.22
    _FIRST_OPACITY = 0.75
    """How visible a new message is the moment it replaces the old one: from nothing, the
    bar stood blank for a moment at every change (Winner's Circle, trial s16); from 45 %,
    "Computer's turn" read grey on the paper, 2.7:1 (trial s22). 75 % is over 4.5:1."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], *, pace: Pace,
                 short_when: Callable[[], bool] = lambda: False) -> None:
        self.pace = pace
        self.rect = pygame.Rect(rect)
        self.short_rect: pygame.Rect | None = None
        self.short_when = short_when
        self.short = False
        """The current message leaves the button its room (the bar is ``short_rect``)."""
        self.text = ""
        self.seat_index: int | None = None
        self.error = False
        self._fade = 1.0

    @property
    def bar(self) -> pygame.Rect:
        """Where the bar is drawn for the current message."""
        return self.short_rect if self.short and self.short_rect is not None else self.rect

    def set(self, text: str, seat_index: int | None = None, *, error: bool = False) -> None:
        short = self.short_when()
        if (text, seat_index, short, error) == (self.text, self.seat_index, self.short,
                                                self.error):
            return
        before = self._label_px()
        same = text == self.text and seat_index == self.seat_index
        self.text, self.seat_index, self.short, self.error = text, seat_index, short, error
        # The same words in a bar grown or shortened stay put if their size holds; else
        # they come in again, softly, rather than jump to a new size in place.
        if not same or self._label_px() != before:
            self._fade = 0.0

    def settle(self) -> None:
        """Show the current message in place at once (nothing will animate it: the
        scene beneath an overlay is not updated)."""
        self._fade = 1.0

    @property
    def is_still(self) -> bool:
        """True when a new prompt has finished fading in."""
        return self._fade >= 1.0

    def update(self, dt: float) -> None:
        if self.pace.is_instant:
            self._fade = 1.0
        else:
            self._fade = min(1.0, self._fade + dt / self._FADE_SECONDS)

    def _plate(self) -> pygame.Rect:
        """The paper inlay of the bar, where the symbol and the sentence go."""
        inset = max(4, self.bar.height // 8)
        return self.bar.inflate(-2 * inset, -2 * inset)

    def _text_x(self, plate: pygame.Rect) -> int:
        x = plate.x + max(10, plate.height // 2)
        if self.seat_index is not None:
            x += 2 * max(5, round(plate.height * 0.26)) + max(8, plate.height // 3)
        return x

    def _label_px(self) -> int:
        """The sentence's size in the current bar (0 without a sentence)."""
        if not self.text:
            return 0
        plate = self._plate()
        available = plate.right - self._text_x(plate) - max(10, plate.height // 2)
        return assets.fit_text_px(self.text, round(plate.height * 0.46), available,
                                  bold=self.error)

    def words_rect(self) -> pygame.Rect:
        """Where the symbol and the sentence are drawn (empty without a sentence): what a
        note standing on the bar leaves clear (trial s32 J/022: a lesson's hint lay faint
        over the words)."""
        if not self.text:
            return pygame.Rect(self.bar.x, self.bar.y, 0, 0)
        plate = self._plate()
        width = assets.text(self.text, self._label_px(), theme.INK, bold=self.error).get_width()
        return pygame.Rect(plate.x, plate.y, self._text_x(plate) + width - plate.x, plate.height)

    def draw_bare(self, surface: pygame.Surface) -> None:
        """The bar over its words again, without them: a lesson's note that says what to
        do stands on the line in their place (trial s38 X/001)."""
        rect = self.bar
        bar, (left, top) = _bar(rect.size)
        surface.blit(bar, rect, pygame.Rect(left, top, rect.width, rect.height))

    def draw(self, surface: pygame.Surface) -> None:
        rect = self.bar
        bar, (left, top) = _bar(rect.size)
        surface.blit(bar, (rect.x - left, rect.y - top))
        plate = self._plate()
        if not self.text:
            return
        eased = 1 - (1 - self._fade) ** 3
        slide = round((1 - eased) * plate.height * 0.12)  # inside the paper from the start
        opacity = self._FIRST_OPACITY + (1 - self._FIRST_OPACITY) * eased
        if self.seat_index is not None:
            # The symbol comes in with its sentence: drawn whole as it began to slide, it
            # stood alone, half below the bar, over a blank line (a trial's screen 140).
            symbol_radius = max(5, round(plate.height * 0.26))
            symbol = theme.seat_symbol_surface(self.seat_index, symbol_radius)
            centre = (plate.x + max(10, plate.height // 2) + symbol_radius, plate.centery + slide)
            paint.blit_alpha(surface, symbol, symbol.get_rect(center=centre).topleft, opacity)
        x = self._text_x(plate)
        # A refusal in brick (7:1 on the paper), as its toast would have been: said on the
        # line in ink, it read as the table's next instruction (trial s27 E).
        label = assets.text(self.text, self._label_px(),
                            theme.BRICK_DARK if self.error else theme.INK, bold=self.error)
        paint.blit_alpha(surface, label, label.get_rect(midleft=(x, plate.centery + slide)).topleft,
                         opacity)


@sized_by_window(maxsize=4)
def _bar(size: tuple[int, int]) -> tuple[pygame.Surface, tuple[int, int]]:
    """The bar's wood, paper inlay and shadow as one cached surface."""
    width, height = size
    radius = max(6, height // 4)
    inset = max(4, height // 8)
    body = paint.wood_board(size, radius).copy()
    body.blit(paint.paper_panel((width - 2 * inset, height - 2 * inset), max(4, radius - inset), 1),
              (inset, inset))
    return paint.with_shadow(body, radius, offset=(0, 3), blur=max(3, height // 8))
