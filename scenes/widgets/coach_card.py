"""The coach's card, the same in every game whose coach speaks in lines (Winner's Circle,
Polterfass): a paper card with a shadow, the coach's title, then the advice line by line,
the first in full ink; a "thinking…" line until the thinker process answers. The lines
are in the small size, so the four lines of a Winner's Circle bet fit the infield; a card
with room gives its first line, the advice itself, the body size (``lead``), or the largest
size down to the small one at which it stays on one line.

A number ending a line stays with the word before it (:func:`unbroken_tail`, which the
Yacht coach's own card uses too). The face is painted once per content (the words
themselves key the cache, so a language switch paints it again), and lines that do not
fit are left off whole, never cut through.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint

NO_BREAK = "\u00a0"


def unbroken_tail(line: str) -> str:
    """``line`` with a number at its end kept with the word before it (and an arrow's
    word, "30 → 199.4"): a wrapped line never ends on a lone "199.4" or "23%." (trial
    s35 Q/002). Other lines as they are."""
    words = line.split(" ")
    if len(words) < 2 or not any(character.isdigit() for character in words[-1]):
        return line
    tied = 3 if len(words) > 2 and words[-2] == "→" else 2
    return " ".join([*words[:-tied], NO_BREAK.join(words[-tied:])])


def draw_coach_card(surface: pygame.Surface, rect: pygame.Rect, title: str,
                    lines: Sequence[str] | None, scale: float, *, thinking: str,
                    empty: str = "", lead: TextSize = TextSize.SMALL) -> None:
    """The card in ``rect``: ``lines`` of advice (None: still ``thinking``; none at all:
    ``empty``). Too small a room (under 40 px at the scale) shows nothing."""
    if rect.height < theme.px(40, scale):
        return
    paint.draw_shadow(surface, rect, theme.px(8, scale), offset=(0, theme.px(3, scale)),
                      blur=theme.px(6, scale))
    shown = [thinking] if lines is None else list(lines) or [empty]
    surface.blit(_face(rect.size, title, tuple(shown), scale, lead), rect)


def card_height(width: int, title: str, lines: Sequence[str], scale: float,
                lead: TextSize = TextSize.SMALL) -> int:
    """The height a card ``width`` wide needs to show its title and all ``lines`` whole."""
    pad = theme.px(8, scale)
    heading, labels = _labels(width, title, tuple(lines), scale, lead)
    return pad // 2 + heading.get_height() + sum(label.get_height() for label in labels) \
        + pad // 3


def _labels(width: int, title: str, lines: tuple[str, ...], scale: float,
            lead: TextSize) -> tuple[pygame.Surface, list[pygame.Surface]]:
    """The title and the lines drawn, each line wrapped to the card's width."""
    pad = theme.px(8, scale)
    small = theme.text_px(TextSize.SMALL, scale)
    heading = assets.text(title, small, theme.GOLD_INK, bold=True)
    # The first line keeps to one line where a size down to the small one allows: wrapped
    # at the body size it took a second line and pushed the last off a lesson's box, whose
    # height the card's place above it holds (Polterfass's "Closing now: …").
    first = max(small, assets.fit_text_px(lines[0], theme.text_px(lead, scale),
                                          width - 2 * pad)) if lines else small
    return heading, [assets.text(unbroken_tail(line), first if index == 0 else small,
                                 theme.INK if index == 0 else theme.INK_MUTED,
                                 wrap_width=width - 2 * pad)
                     for index, line in enumerate(lines)]


@sized_by_window(maxsize=16)
def _face(size: tuple[int, int], title: str, lines: tuple[str, ...],
          scale: float, lead: TextSize) -> pygame.Surface:
    card = paint.paper_panel(size, theme.px(8, scale)).copy()
    pad = theme.px(8, scale)
    heading, labels = _labels(size[0], title, lines, scale, lead)
    card.blit(heading, (pad, pad // 2))
    y = pad // 2 + heading.get_height()
    for label in labels:
        if y + label.get_height() > size[1] - pad // 3:
            break
        card.blit(label, (pad, y))
        y += label.get_height()
    return paint.ready(card)
