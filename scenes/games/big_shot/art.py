"""Big Shot's pieces drawn in code: cubes, the broker pawn, SOLD signs, loan tokens.

Cube colours follow the seats (ART.md: every colour-coded piece also carries a
symbol). With four seats colour i is seat i's colour and symbol; with three
the fourth colour is the neutral "player" (BS-D15), a stone-grey cube with a
ring; with two, each person runs two colours (BS-D16): the person's own
colour and a second one from the seat styles nobody chose, with its own
symbol, so both read as that person's on the plates and in the panels.
Pieces are painted larger and smoothed down once, then cached per size.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from tabletop.games.big_shot import COLOURS, colour_owner

NEUTRAL = -1
"""The look of the 3-seat game's neutral colour (not a seat style)."""
NEUTRAL_COLOUR: theme.Colour = (0x9C, 0x98, 0x90)


def cube_looks(seats: int, slots: Sequence[int]) -> tuple[int, ...]:
    """Per engine colour, the seat style (0-5) its cubes are drawn in, or :data:`NEUTRAL`."""
    looks: list[int] = []
    spare = [slot for slot in range(len(theme.SEAT_STYLES)) if slot not in slots]
    for colour in range(COLOURS):
        seat = colour_owner(seats, colour)
        if seat is None:
            looks.append(NEUTRAL)
        elif seats == 2 and colour >= 2:
            looks.append(spare[colour - 2])  # BS-D16: the person's second colour
        else:
            looks.append(slots[seat])
    return tuple(looks)


def look_colour(look: int) -> theme.Colour:
    return NEUTRAL_COLOUR if look == NEUTRAL else theme.seat_style(look).colour


@sized_by_window(maxsize=128)
def cube_image(size: int, look: int, ghost: bool = False) -> pygame.Surface:
    """A wooden cube seen from above and a little in front: top face, front edge, symbol.

    ``ghost`` is the half-transparent cube of a placement not yet confirmed.
    """
    factor = 3
    big = max(6, size) * factor
    depth = big // 6
    body = pygame.Surface((big, big), pygame.SRCALPHA)
    colour = look_colour(look)
    radius = big // 7
    front = pygame.Rect(0, depth, big, big - depth)
    pygame.draw.rect(body, theme.darker(colour, 0.38), front, border_radius=radius)
    top = pygame.Rect(0, 0, big, big - depth)
    face = paint.gradient_panel(top.size, theme.lighter(colour, 0.18), theme.darker(colour, 0.05),
                                radius, theme.darker(colour, 0.45), factor, True)
    body.blit(face, top.topleft)
    centre = (top.centerx, top.centery)
    mark = big * 0.24
    if look == NEUTRAL:
        pygame.draw.circle(body, theme.darker(colour, 0.5), centre, mark, max(2, factor * 2))
    else:
        style = theme.seat_style(look)
        ink = theme.PAPER if style.ink == theme.PAPER else theme.darker(colour, 0.55)
        theme.draw_seat_symbol(body, look, centre, mark, fill=ink, outline=ink)
    small = pygame.transform.smoothscale(body, (max(6, size), max(6, size)))
    if ghost:
        small.fill((255, 255, 255, 150), special_flags=pygame.BLEND_RGBA_MULT)
    return paint.ready(small)


def draw_cube(surface: pygame.Surface, centre: tuple[float, float], size: int, look: int,
              *, ghost: bool = False, lift: float = 0.0) -> None:
    """One cube with its soft shadow, centred on ``centre`` (``lift`` raises it)."""
    _lay(surface, centre, cube_image(size, look, ghost), lift, shadow=not ghost)


def _lay(surface: pygame.Surface, centre: tuple[float, float], image: pygame.Surface,
         lift: float, *, shadow: bool = True) -> None:
    """A piece (a cube, a chip) with its soft shadow, ``lift`` above ``centre``."""
    size = image.get_height()
    rect = image.get_rect(center=(round(centre[0]), round(centre[1] - lift)))
    if shadow:
        under = image.get_rect(center=(round(centre[0]), round(centre[1])))
        paint.draw_shadow(surface, under, max(2, size // 6),
                          offset=(max(1, size // 10), max(1, size // 7) + round(lift * 0.4)),
                          blur=max(2, size // 7), alpha=120)
    surface.blit(image, rect)


TAG_OVERLAP, TAG_Y = 0.2, 0.0
"""A pile's count tag stands at the cube's right, over its edge by this share of the tag,
a little low (this many cube sizes)."""
CHIP_MARK, CHIP_TAG = 0.4, 0.62
"""A chip, the pile where the map is too squeezed for a cube beside its tag: the colour's
face with its symbol, this share of a count tag's side wide, then a paper tag as tall as
the count tags, this share of their side wide, its digit as large (trial s35 R/007: the
count had been on the colour, a smaller digit in its ink, dark red and dark green beside
white tags on one map). Every count reads alike, dark on paper; the chip is about as wide
as a tag, as the chips were: any wider and the small districts beside the open log had no
room for them, nor A10 for its SOLD sign. The face takes two fifths, its mark whole on it
(trial Y/004: at under a third, a sliver of colour showed, the mark half under the tag)."""


def tag_centre(centre: tuple[float, float], size: int, tag: int) -> tuple[int, int]:
    """The centre of the count tag ``tag`` pixels wide beside a ``size`` cube at ``centre``."""
    return (round(centre[0] + size / 2 + tag * (0.5 - TAG_OVERLAP)),
            round(centre[1] + size * TAG_Y))


def chip_extent(tag: int) -> tuple[int, int]:
    """A chip's width and height beside count tags ``tag`` pixels wide."""
    return round(tag * CHIP_MARK) + round(tag * CHIP_TAG), tag


def _paper_tag(size: tuple[int, int], text_px: int, count: int) -> pygame.Surface:
    """A count's paper tag of ``size``: its dark digit ``text_px`` tall, centred."""
    side = min(size)
    tag = paint.gradient_panel(size, theme.PAPER, theme.darker(theme.PAPER, 0.04),
                               side // 4, theme.INK, max(1, side // 16), True).copy()
    label = assets.text(str(count), text_px, theme.INK, bold=True)
    ink = label.get_bounding_rect()
    tag.blit(label, (size[0] // 2 - ink.centerx, size[1] // 2 - ink.centery))
    return tag


@sized_by_window(maxsize=32)
def count_tag(side: int, text_px: int, count: int) -> pygame.Surface:
    """How many cubes a colour's pile holds: a dark digit ``text_px`` tall on a paper tag
    ``side`` wide (``city.tag_side``), so a district's cubes are counted at a glance. The
    tag's corners are rounded, not round: a round tag left room only for a digit at the
    small size (18 px of ink at 1080, read as tiny in trial s20)."""
    return paint.ready(_paper_tag((side, side), text_px, count))


@sized_by_window(maxsize=64)
def count_chip(side: int, look: int, count: int, text_px: int) -> pygame.Surface:
    """A chip (:data:`CHIP_MARK`) beside count tags ``side`` wide: the look's face with its
    symbol at the left, the paper tag with the count at the right."""
    width, height = chip_extent(side)
    factor = 3
    colour = look_colour(look)
    body = pygame.Surface((width * factor, height * factor), pygame.SRCALPHA)
    body.blit(paint.gradient_panel(body.get_size(), theme.lighter(colour, 0.18),
                                   theme.darker(colour, 0.05), side * factor // 4,
                                   theme.darker(colour, 0.45), factor, True), (0, 0))
    tag = round(side * CHIP_TAG)
    face = (width - tag) * factor  # the colour left of the tag, its mark whole on it
    mark = face * 0.3
    centre = (face / 2 + factor / 2, height * factor / 2)
    if look == NEUTRAL:
        pygame.draw.circle(body, theme.darker(colour, 0.5), centre, mark, factor * 2)
    else:
        style = theme.seat_style(look)
        ink = theme.PAPER if style.ink == theme.PAPER else theme.darker(colour, 0.55)
        theme.draw_seat_symbol(body, look, centre, mark, fill=ink, outline=ink)
    chip = pygame.transform.smoothscale(body, (width, height))
    chip.blit(_paper_tag((tag, height), text_px, count), (width - tag, 0))
    return paint.ready(chip)


def draw_pile(surface: pygame.Surface, centre: tuple[float, float], size: int, look: int,
              count: int, text_px: int, *, tag_side: int, chip: bool = False,
              lift: float = 0.0) -> None:
    """A colour's cubes on a district: one ``size`` cube at ``centre`` with its count on a
    ``tag_side`` tag at its right; or a ``chip`` centred there (:func:`count_chip`)."""
    if chip:
        _lay(surface, centre, count_chip(tag_side, look, count, text_px), lift)
        return
    draw_cube(surface, centre, size, look, lift=lift)
    tag = count_tag(tag_side, text_px, count)
    x, y = tag_centre(centre, size, tag.get_width())
    surface.blit(tag, tag.get_rect(center=(x, round(y - lift))))


PAWN_WIDTH = 0.62
"""The broker's width beside its height (:func:`pawn_image`)."""


@sized_by_window(maxsize=16)
def pawn_image(height: int) -> pygame.Surface:
    """The broker: a dark wooden pawn in a top hat with a gold band."""
    factor = 3
    h = max(12, height) * factor
    w = round(h * PAWN_WIDTH)
    body = pygame.Surface((w, h), pygame.SRCALPHA)
    wood, rim = (0x33, 0x2B, 0x30), (0x15, 0x11, 0x14)
    cx = w / 2
    base = pygame.Rect(0, 0, w, round(h * 0.18))
    base.midbottom = (round(cx), h)
    pygame.draw.ellipse(body, rim, base)
    pygame.draw.ellipse(body, wood, base.inflate(-factor * 2, -factor * 2))
    trunk = [(cx - w * 0.3, h * 0.9), (cx + w * 0.3, h * 0.9), (cx + w * 0.14, h * 0.5),
             (cx - w * 0.14, h * 0.5)]
    pygame.draw.polygon(body, wood, trunk)
    pygame.draw.polygon(body, rim, trunk, factor)
    head_r = w * 0.2
    pygame.draw.circle(body, rim, (cx, h * 0.44), head_r + factor)
    pygame.draw.circle(body, (0x4A, 0x40, 0x46), (cx, h * 0.44), head_r)
    brim = pygame.Rect(0, 0, round(w * 0.62), round(h * 0.06))
    brim.center = (round(cx), round(h * 0.3))
    pygame.draw.ellipse(body, rim, brim)
    crown = pygame.Rect(0, 0, round(w * 0.36), round(h * 0.22))
    crown.midbottom = (round(cx), brim.centery)
    pygame.draw.rect(body, rim, crown, border_radius=factor * 2)
    band = pygame.Rect(crown.x, crown.bottom - round(h * 0.06), crown.width, round(h * 0.04))
    pygame.draw.rect(body, theme.GOLD, band)
    pygame.draw.line(body, (0x6A, 0x60, 0x66), (crown.x + factor * 2, crown.y + factor * 2),
                     (crown.x + factor * 2, band.y - factor), factor)
    small = pygame.transform.smoothscale(body, (w // factor, h // factor))
    return paint.ready(small)


def draw_pawn(surface: pygame.Surface, foot: tuple[float, float], height: int,
              hop: float = 0.0) -> None:
    """The broker standing with its foot at ``foot`` (``hop`` pixels in the air)."""
    image = pawn_image(height)
    shadow = pygame.Rect(0, 0, image.get_width(), max(4, image.get_height() // 6))
    shadow.center = (round(foot[0]), round(foot[1]))
    paint.draw_shadow(surface, shadow, shadow.height // 2, offset=(2, 1),
                      blur=max(2, height // 10), alpha=140 - min(80, round(hop * 3)))
    rect = image.get_rect(midbottom=(round(foot[0]), round(foot[1] - hop)))
    surface.blit(image, rect)


@sized_by_window(maxsize=16)
def sold_sign(text_px: int, text: str, *, tight: bool = False) -> pygame.Surface:
    """The SOLD sign: a brick-red board, tilted a little, white capitals at ``text_px``;
    ``tight``, a narrower edge and a smaller tilt, for a sign beside a district's counts,
    where the words at the sofa's size found no room on the roomy board (trial s32)."""
    label = assets.text(text, text_px, theme.PAPER, bold=True)
    height = round(text_px * (1.3 if tight else 1.55))
    width = label.get_width() + round(text_px * (0.6 if tight else 1.0))
    board = pygame.Surface((width, height), pygame.SRCALPHA)
    radius = max(2, height // 6)
    face = paint.gradient_panel((width, height), theme.lighter(theme.BRICK, 0.12),
                                theme.BRICK, radius, theme.BRICK_DARK, max(1, height // 14), True)
    board.blit(face, (0, 0))
    board.blit(label, label.get_rect(center=(width // 2, height // 2)))
    tilted = pygame.transform.rotozoom(board, 3 if tight else 8, 1.0)
    composed, _ = paint.with_shadow(tilted, radius, offset=(0, max(2, height // 8)),
                                    blur=max(2, height // 8))
    return composed


@sized_by_window(maxsize=16)
def sign_board(text_px: int, text: str, *, tight: bool = False) -> pygame.Rect:
    """Where :func:`sold_sign`'s tilted board lies in its image, its shadow's edge left out:
    what stands beside the sign keeps clear of this."""
    image = sold_sign(text_px, text, tight=tight)
    return image.get_bounding_rect(min_alpha=24)


def draw_loan_tokens(surface: pygame.Surface, right_middle: tuple[int, int], count: int,
                     text_px: int, gap: int, label: str) -> int:
    """A colour's ``count`` loans ending at ``right_middle``: one whole loan slip (10 M) with
    its ``label`` ("loan 10M": a bare "10" was not read as a loan, trial s35 R/008) at
    ``text_px``, and from two loans on their count ("2×", as large) ``gap``
    before it; returns the x of the leftmost. Slips piled a few pixels apart read
    as badges stuck on each other, the second one's edge showing behind (trial s23 B);
    "×2" is the parks' doubling on the map."""
    slip = loan_token(label, text_px)
    left = right_middle[0] - slip.get_width()
    surface.blit(slip, slip.get_rect(midleft=(left, right_middle[1])))
    if count > 1:
        words = assets.text(f"{count}×", text_px, theme.BRICK_DARK, bold=True)
        left -= gap + words.get_width()
        surface.blit(words, words.get_rect(midleft=(left, right_middle[1])))
    return left


@sized_by_window(maxsize=8)
def loan_token(text: str, text_px: int) -> pygame.Surface:
    """A paper loan slip, wider than tall like a banknote, with a brick ``text`` (a loan and
    what it costs at the end) at ``text_px``, drawn at that size: the square slip scaled
    down wrote it at 11 px at 1080 (trial s20). As tall as its digits ask: the letters'
    ascenders made it reach the lit row's edge at 720p."""
    label = assets.text(text, text_px, theme.BRICK_DARK, bold=True)
    ink = label.get_bounding_rect()
    digits = assets.text("10", text_px, theme.BRICK_DARK, bold=True).get_bounding_rect()
    height = max(8, round(digits.height * 1.45))
    width = max(height, round(ink.width + digits.height * 1.2))
    slip = paint.gradient_panel((width, height), theme.IVORY, theme.IVORY_SHADE, height // 5,
                                theme.BRICK_DARK, max(1, height // 14), True).copy()
    slip.blit(label, (width // 2 - ink.centerx, height // 2 - ink.centery))
    return paint.ready(slip)


def star_points(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """A five-pointed star (the winner's mark in the fortune table)."""
    cx, cy = centre
    points = []
    for index in range(10):
        r = radius if index % 2 == 0 else radius * 0.45
        angle = math.radians(-90 + index * 36)
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return points
