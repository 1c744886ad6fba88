"""The coach in the Winner's Circle infield: its box under the die, one size through a
race (the gold lines to the landing discs bend round it: trial s25 A/161, s26 A/213), and
a gold star on the lane of the horse it picks."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from scenes.games.winners_circle.panels import coach_lines
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets.coach_card import draw_coach_card
from tabletop.i18n import Words

ROWS = 4
"""The rows of words the box holds under its title: a bet's advice, the chip's pays and
the horse's odds, with a row to spare for one that wraps (the chips' worth before a roll)."""

STAR_INSET = 4
"""Design pixels between the coach's star and its lane's edges."""


def coach_home(middle: pygame.Rect, scale: float) -> pygame.Rect:
    """The box at the foot of ``middle`` (the infield under the podium): its title and
    :data:`ROWS` rows of words as its card writes them (sized by the font's pixels, it held
    three rows less a few pixels: a horse's odds were left off at 1280x720, and in English,
    whose advice wrapped, at 1920x1080 too, trial s29 G/193)."""
    pad = theme.px(8, card_scale(scale))
    row = assets.text_size("Hg", theme.text_px(TextSize.SMALL, card_scale(scale)))[1]
    height = min(pad + (ROWS + 1) * row + 2, middle.height * 3 // 5)
    return pygame.Rect(middle.x + middle.width // 20, middle.bottom - height,
                       middle.width * 9 // 10, height)


def draw_coach(surface: pygame.Surface, words: Words, box: pygame.Rect, advice: object,
               horse: int | None, lifted_chip: int | None, lanes: list[pygame.Rect],
               scale: float, finished: Collection[int] = ()) -> None:
    """The coach's box with its advice on the decision (``advice`` None: still thinking)
    about ``horse`` (no odds for the ``finished`` horses), where ``box`` holds its first
    line, and its pick's star on that horse's lane."""
    title = words("winners_circle.coach.title")
    thinking = words("winners_circle_scene.coach_thinking")
    lines = (coach_lines(words, advice, horse, lifted_chip, finished)
             if advice is not None else None)
    words_scale = card_scale(scale)
    # Never its title alone: at 800x450 the advice's first line found no room under it.
    if holds_first_line(box, title, (lines or [thinking])[0], words_scale):
        if lines is not None:  # whole lines with a margin under them (trial s26 D/220)
            lines = odds_kept(box, title, lines, words_scale)
        draw_coach_card(surface, box, title, lines, words_scale, thinking=thinking)
    best = getattr(advice, "best_move", None)
    if best is None:
        best = getattr(advice, "best_bet", None)
    if best is not None:  # the coach's pick: a gold star at the corner of its lane
        points = star_points(lanes[best], scale)
        pygame.draw.polygon(surface, theme.GOLD, points)
        pygame.draw.polygon(surface, theme.GOLD_DARK, points, 2)


def star_points(lane: pygame.Rect, scale: float) -> list[tuple[float, float]]:
    """The coach's pick's star in the top left corner of its lane, inside the lane's
    rounded edge (trial Z2/018: centred a radius from the corner it stood on the rim, its
    arms cut by the corner's curve)."""
    radius = max(6, lane.height // 6)
    inset = theme.px(STAR_INSET, scale)
    centre = (lane.x + inset + radius, lane.y + inset + radius)
    return theme.symbol_points(theme.SeatSymbol.STAR, centre, radius)


def card_scale(scale: float) -> float:
    """The scale the card writes at: its words never under the small size."""
    return max(scale, 1.0)


def holds_first_line(box: pygame.Rect, title: str, first: str, scale: float) -> bool:
    """Whether the coach's card in ``box`` writes ``first`` whole under its ``title``, as
    :func:`scenes.widgets.coach_card.draw_coach_card` lays them out at ``scale``."""
    return bool(whole_lines(box, title, [first], scale))


def odds_kept(box: pygame.Rect, title: str, lines: Sequence[str], scale: float) -> list[str]:
    """The first of ``lines`` the card writes whole, a line before the last left out
    first: the last, the horse's odds, is what the card is titled; a bet's advice and its
    chip's pays left no room for it in the lesson's box (trial s35 Q/021)."""
    said = list(lines)
    while len(said) > 2 and len(whole_lines(box, title, said, scale)) < len(said):
        del said[-2]
    return said[:len(whole_lines(box, title, said, scale))]


def whole_lines(box: pygame.Rect, title: str, lines: Sequence[str],
                scale: float) -> list[str]:
    """The first of ``lines`` the coach's card in ``box`` writes whole under its ``title``
    at ``scale``, the last with half a pad of paper under it: at 1280x720 the chips' worth
    stood on the card's foot and read as cut off (trial s26 D/220)."""
    small, pad = theme.text_px(TextSize.SMALL, scale), theme.px(8, scale)
    bottom = pad // 2 + assets.text(title, small, theme.GOLD_INK, bold=True).get_height()
    kept: list[str] = []
    for line in lines:
        bottom += assets.text(line, small, theme.INK, wrap_width=box.width - 2 * pad).get_height()
        if bottom > box.height - pad // 2:
            break
        kept.append(line)
    return kept

