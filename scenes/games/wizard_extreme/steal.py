"""The steal dialog: the colour a person predicts is gone from the middle, so they take
one from another player of their choice, who gets a white seal from the middle in return
(RULES §3.4, WE-D2).

A compact paper card at the top of the side panel, as tall as its content: the title,
what changes hands (the seal you take, the white seal the holder gets), a button per
holder (the holder's symbol and name, and how many of that colour they hold) and Cancel.
The buttons sit in the scene's focus ring like every other piece.

Whoever takes a seal from another (a computer too), the whole table reads who took whose
seal and why: a person saw their red seal turn white with no word (trial I/021).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from scenes.games.wizard_extreme.art import draw_token
from scenes.games.wizard_extreme.panels import draw_paper, seal_name
from scenes.games.wizard_extreme.penalty import STAND_LONGER
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets.button import Button
from scenes.widgets.toast import ToastStack, reading_seconds
from tabletop.games.wizard_extreme import WHITE_PENALTY, Seal
from tabletop.i18n import Words


@dataclass(frozen=True)
class StealLayout:
    """Where the dialog's parts go inside the side panel."""

    paper: pygame.Rect
    title: pygame.Surface
    title_at: tuple[int, int]
    exchange: tuple[tuple[Seal, tuple[pygame.Surface, ...], pygame.Rect], ...]
    """The seal you take and the white seal they get: token, words, the row's rect."""
    token: int
    buttons: tuple[pygame.Rect, ...]
    """One per holder, then Cancel."""
    symbol_room: int
    count_room: int
    """The room a holder's button keeps at its left (their symbol) and right (the count)."""


def steal_layout(words: Words, panel: pygame.Rect, scale: float, seal: Seal,
                 holders: int) -> StealLayout:
    """Body-size words and reference-height buttons; where five seats' holders would not
    fit, the words drop to the small size and the buttons get lower, never so low that
    their labels go below the small size."""
    layout = _layout(words, panel, scale, seal, holders, TextSize.BODY)
    if layout.paper.bottom > panel.bottom:
        layout = _layout(words, panel, scale, seal, holders, TextSize.SMALL)
    return layout


def _layout(words: Words, panel: pygame.Rect, scale: float, seal: Seal, holders: int,
            words_size: TextSize) -> StealLayout:
    def px(value: float) -> int:
        return theme.px(value, scale)

    pad_x, pad_y = px(16), px(12)
    width = panel.width - 2 * pad_x
    x = panel.x + pad_x
    title = assets.text(words("wizard_extreme_scene.steal_title", seal=seal_name(words, seal)),
                        theme.text_px(TextSize.BODY, scale), theme.INK, bold=True,
                        wrap_width=width)
    y = panel.y + pad_y + title.get_height() + px(6)
    token = px(30 if words_size is TextSize.BODY else 24)
    words_w = width - token - px(10)
    exchange = []
    small = theme.text_px(TextSize.SMALL, scale)
    for shown, key, note in ((seal, "steal_you_take", None),
                             (Seal.WHITE, "steal_they_get", "steal_white_note")):
        lines = [assets.text(words(f"wizard_extreme_scene.{key}", seal=seal_name(words, seal)),
                             theme.text_px(words_size, scale), theme.INK, wrap_width=words_w)]
        if note is not None:  # what the white seal costs, as a quieter second line
            lines.append(assets.text(words(f"wizard_extreme_scene.{note}"), small,
                                     theme.INK_SOFT, wrap_width=words_w))
        row = pygame.Rect(x, y, width, max(token, sum(w.get_height() for w in lines)))
        exchange.append((shown, tuple(lines), row))
        y = row.bottom + px(4)
    y += px(8)
    gap = px(6)
    count = holders + 1
    lowest = round(small / 0.44) + px(4)  # a button's label is 0.44 of its face
    room = panel.bottom - pad_y - y - gap * (count - 1)
    button_h = max(lowest, min(px(46), room // count))
    buttons = tuple(pygame.Rect(x, y + index * (button_h + gap), width, button_h)
                    for index in range(count))
    paper = pygame.Rect(panel.x, panel.y, panel.width,
                        buttons[-1].bottom + pad_y - panel.y)
    count_w = assets.text_size(words("wizard_extreme_scene.steal_holds", count=8), small,
                               bold=True)[0]
    return StealLayout(paper, title, (x, panel.y + pad_y), tuple(exchange), token, buttons,
                       px(34), round(button_h * 0.55) + count_w + px(18))


def draw_steal(surface: pygame.Surface, layout: StealLayout, scale: float) -> None:
    """The card under the buttons: paper, title and what changes hands."""
    draw_paper(surface, layout.paper, scale)
    surface.blit(layout.title, layout.title_at)
    d = layout.token
    for seal, lines, row in layout.exchange:
        draw_token(surface, seal, (row.x + d / 2, row.centery), d)
        y = row.centery - sum(w.get_height() for w in lines) // 2
        for line in lines:
            surface.blit(line, (row.x + d + theme.px(10, scale), y))
            y += line.get_height()


def draw_holders(words: Words, surface: pygame.Surface, buttons: Sequence[Button],
                 slots: Sequence[int],
                 held: Sequence[int], seal: Seal, scale: float) -> None:
    """Over each holder's button: their seat symbol, and the seals of that colour they hold."""
    small = theme.text_px(TextSize.SMALL, scale)
    for button, slot, count in zip(buttons, slots, held, strict=True):
        rect = button.rect
        face_y = rect.y + (rect.height - max(2, rect.height // 12)) / 2
        left, _ = button.side_room
        theme.draw_seat_symbol(surface, slot, (rect.x + left * 0.6, face_y),
                               theme.px(9, scale))
        label = assets.text(words("wizard_extreme_scene.steal_holds", count=count), small,
                            theme.INK, bold=True)
        place = label.get_rect(midright=(rect.right - theme.px(12, scale), face_y))
        surface.blit(label, place)
        d = round(rect.height * 0.55)
        draw_token(surface, seal, (place.x - theme.px(4, scale) - d / 2, face_y), d)


def say_stolen(toasts: ToastStack, words: Words, name: str, victim: str, seal: Seal) -> None:
    """Tell everyone at the table that ``name`` took ``victim``'s ``seal`` (none was left in
    the middle) and that ``victim`` got a white seal for it, until the next trick starts or
    the round ends (dated, as the black seal's notice), as long as its words take to read
    (trial V/002)."""
    text = words("wizard_extreme_scene.seal_stolen", name=name, victim=victim,
                 seal=seal_name(words, seal), points=WHITE_PENALTY)
    toasts.show(text, error=False, seconds=reading_seconds(text) + STAND_LONGER, public=True,
                dated=True)
