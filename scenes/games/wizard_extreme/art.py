"""Wizard Extreme's pieces drawn in code: character cards, seal tokens, the black magician.

Every colour carries its own emblem (ART.md: colour-blind safe), drawn on
cards and seals alike: yellow a sun, blue a drop, purple a moon, green a
leaf, red a flame; the white joker seal a star, the black penalty seal a
cross. Pieces are painted four times larger and smoothed down once, then
cached per size.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

import pygame

from scenes.shell import assets, theme
from scenes.shell.window_caches import sized_by_window
from scenes.widgets import paint
from tabletop.games.wizard_extreme import Card, Colour, Seal

SEAL_COLOURS: dict[Seal, theme.Colour] = {
    Seal.YELLOW: (0xE6, 0xB8, 0x2E),
    Seal.BLUE: (0x2F, 0x6F, 0xC0),
    Seal.PURPLE: (0x7E, 0x4F, 0xB0),
    Seal.GREEN: (0x2E, 0x8B, 0x4F),
    Seal.RED: (0xC2, 0x3A, 0x2C),
    Seal.WHITE: (0xF2, 0xEE, 0xE4),
    Seal.BLACK: (0x2A, 0x28, 0x2E),
}
"""Token and card colours; red, the trump, is the warmest and darkest of the five."""

POOL_ORDER: tuple[Seal, ...] = (Seal.RED, Seal.YELLOW, Seal.BLUE, Seal.PURPLE, Seal.GREEN,
                                Seal.WHITE, Seal.BLACK)
"""The stacks in the middle, left to right: the trump first, the four colours, white, black.
Every list of seals on the table, the phones and the log keeps this order (trial s24 B/091
read blue before red beside a place showing red first): :func:`in_table_order`."""


def in_table_order(seals: Iterable[Seal]) -> list[Seal]:
    """``seals`` as the middle and every place show them (:data:`POOL_ORDER`)."""
    return sorted(seals, key=POOL_ORDER.index)

_LIGHT_INK: set[Seal] = {Seal.YELLOW, Seal.WHITE}  # light pieces take dark emblems
MIRRORED_INDEX_LEAST_PX = 22
"""A card's upside-down corner value only where it can be read from the sofa: on a small
card (the trick's) it is clutter, and the value stands large in the top corner anyway."""


BLACK_INK: theme.Colour = (0x9A, 0x96, 0xA2)
"""A black seal's cross: a dim silver, 5:1 off its body. In ivory the cross lit the seal
so that it read as a white one with a black X (trial s24 B/101)."""


def emblem_ink(seal: Seal) -> theme.Colour:
    if seal is Seal.BLACK:
        return BLACK_INK
    return theme.INK if seal in _LIGHT_INK else theme.IVORY


def _emblem_points(seal: Seal, cx: float, cy: float, r: float) -> list[list[tuple[float, float]]]:
    """Polygons of ``seal``'s emblem centred at (cx, cy) within radius ``r``."""

    def polar(angle: float, radius: float) -> tuple[float, float]:
        return cx + radius * math.cos(angle), cy + radius * math.sin(angle)

    if seal is Seal.BLUE:  # a drop: round bottom, pointed top
        drop = [polar(math.radians(a), r * 0.62) for a in range(-30, 211, 15)]
        drop = [(x, y + r * 0.25) for x, y in drop]
        return [[(cx, cy - r), *drop]]
    if seal is Seal.PURPLE:  # a crescent moon
        outer = [polar(math.radians(a), r * 0.85) for a in range(60, 301, 12)]
        inner = [(x + r * 0.42, y) for x, y in
                 (polar(math.radians(a), r * 0.68) for a in range(300, 59, -12))]
        return [outer + inner]
    if seal is Seal.GREEN:  # a leaf: two arcs meeting at the tips
        left = [(cx - r * 0.55 * math.sin(math.pi * t / 10), cy - r + 2 * r * t / 10)
                for t in range(11)]
        right = [(cx + r * 0.55 * math.sin(math.pi * t / 10), cy + r - 2 * r * t / 10)
                 for t in range(11)]
        return [left + right]
    if seal is Seal.RED:  # a flame: a round base, a tall tip and a tongue either side
        bowl = [(0.6 * math.cos(math.radians(a)), 0.3 + 0.6 * math.sin(math.radians(a)))
                for a in range(0, 181, 15)]
        outline = [(0.05, -1.0), (0.22, -0.7), (0.3, -0.48), (0.5, -0.66), (0.5, -0.36),
                   (0.6, -0.05), *bowl, (-0.6, 0.05), (-0.56, -0.2), (-0.5, -0.55),
                   (-0.32, -0.3), (-0.18, -0.56), (-0.06, -0.8)]
        return [[(cx + x * r, cy + y * r) for x, y in outline]]
    if seal is Seal.WHITE:  # a five-pointed star
        return [[polar(math.radians(-90 + 36 * i), r * (0.95 if i % 2 == 0 else 0.42))
                 for i in range(10)]]
    if seal is Seal.BLACK:  # a cross
        w = r * 0.26
        arm = [(-w, -r), (w, -r), (w, -w), (r, -w), (r, w), (w, w), (w, r), (-w, r), (-w, w),
               (-r, w), (-r, -w), (-w, -w)]
        c, s = math.cos(math.pi / 4), math.sin(math.pi / 4)
        return [[(cx + x * c - y * s, cy + x * s + y * c) for x, y in arm]]
    # Yellow: a sun, drawn as a disc with rays (see draw_emblem).
    return []


def draw_emblem(surface: pygame.Surface, seal: Seal, centre: tuple[float, float], radius: float,
                colour: theme.Colour) -> None:
    """Paint ``seal``'s emblem (a colour's suit emblem) onto ``surface`` (no antialiasing:
    callers draw large and smooth down)."""
    cx, cy = centre
    if seal is Seal.YELLOW:
        pygame.draw.circle(surface, colour, (cx, cy), radius * 0.48)
        for index in range(8):
            angle = math.pi * index / 4
            tip = (cx + radius * math.cos(angle), cy + radius * math.sin(angle))
            side = radius * 0.16
            base_l = (cx + radius * 0.58 * math.cos(angle) - side * math.sin(angle),
                      cy + radius * 0.58 * math.sin(angle) + side * math.cos(angle))
            base_r = (cx + radius * 0.58 * math.cos(angle) + side * math.sin(angle),
                      cy + radius * 0.58 * math.sin(angle) - side * math.cos(angle))
            pygame.draw.polygon(surface, colour, [tip, base_l, base_r])
        return
    for polygon in _emblem_points(seal, cx, cy, radius):
        pygame.draw.polygon(surface, colour, polygon)


EMBLEM_SHARE = 0.3
"""A seal's emblem reaches this share of the token's diameter out from its middle."""

BLACK_RIM: theme.Colour = (0xD2, 0xCE, 0xD8)
"""The silver edge of a black seal."""


@sized_by_window(maxsize=64)
def seal_token(seal: Seal, diameter: int) -> pygame.Surface:
    """A round seal: gradient body, darker rim, the emblem in contrasting ink."""
    factor = 4
    big = diameter * factor
    body = pygame.Surface((big, big), pygame.SRCALPHA)
    base = SEAL_COLOURS[seal]
    centre = (big / 2, big / 2)
    # A black seal's rim is silver: dark on the dark felt it vanished (1.5:1); its silver
    # edge stands 5:1 off the felt, so black piles are seen and counted from a sofa. The
    # edge is a thin line round a black body with little light on it: a wide silver band
    # and a grey sheen made the seal and its pile read light grey, next to the white one.
    black = seal is Seal.BLACK
    rim = BLACK_RIM if black else theme.darker(base, 0.45)
    pygame.draw.circle(body, rim, centre, big / 2)
    edge = max(factor * 2.0, big * 0.045) if black else factor * 2
    light = 0.08 if black else 0.22
    steps = 8
    for index in range(steps):  # a gentle radial light from the top left
        amount = index / (steps - 1)
        colour = theme.mix(theme.darker(base, 0.12), theme.lighter(base, light), amount)
        radius = (big / 2 - edge) * (1 - 0.35 * amount)
        offset = -big * 0.06 * amount
        pygame.draw.circle(body, colour, (centre[0] + offset, centre[1] + offset), radius)
    inner_ring = theme.mix(base, rim, 0.5) if not black else (0x0E, 0x0D, 0x10)
    pygame.draw.circle(body, inner_ring, centre, big * 0.39, factor * 2)
    # The emblem takes most of the face, as a card's value does its corner: it is what a
    # seal is read by from the sofa (at 0.48 of the token across, a five-seat place's
    # seals showed 17 px marks at 1080, trial s18).
    # A black seal's silver edge lights much of a small token: its cross grows to the full
    # share only from 40 px across, so a small black seal still reads black (its cross is
    # dim silver, BLACK_INK, not ivory: a full-size cross keeps the sofa size, trial s18).
    share = EMBLEM_SHARE * (min(1.0, diameter / 40) if black else 1.0)
    draw_emblem(body, seal, centre, big * share, emblem_ink(seal))
    return paint.ready(pygame.transform.smoothscale(body, (diameter, diameter)))


TOKEN_LIFT_MOST = 0.4
"""How high a flying seal is drawn over the table at most, in diameters: its shadow drops
half as far as it rises, so they stay one shape. A long flight's 39 px over a 35 px
token left the shadow behind as a dark blob on the felt (trial s24 B/168)."""


def draw_token(surface: pygame.Surface, seal: Seal, centre: tuple[float, float], diameter: int,
               *, lift: float = 0.0, alpha: float = 1.0) -> None:
    """A seal lying on the table with its soft shadow (``lift`` raises it while flying, as
    far as keeps the shadow under it: :data:`TOKEN_LIFT_MOST`)."""
    lift = min(lift, diameter * TOKEN_LIFT_MOST)
    rect = pygame.Rect(0, 0, diameter, diameter)
    rect.center = (round(centre[0]), round(centre[1]))
    paint.draw_shadow(surface, rect, diameter // 2, offset=(1 + round(lift * 0.2),
                                                            2 + round(lift * 0.5)),
                      blur=max(2, diameter // 10), alpha=round(130 * alpha))
    token = seal_token(seal, diameter)
    paint.blit_alpha(surface, token, (rect.x, rect.y - round(lift)), alpha)


@sized_by_window(maxsize=8)
def magician_figure(height: int) -> pygame.Surface:
    """The black magician: a robed figure with a pointed hat and a gold star, on a round base."""
    factor = 4
    h = height * factor
    w = round(h * 0.62)
    art = pygame.Surface((w, h), pygame.SRCALPHA)
    robe, robe_light = (0x1E, 0x1C, 0x24), (0x4A, 0x44, 0x58)
    base_rect = pygame.Rect(w * 0.06, h * 0.84, w * 0.88, h * 0.15)
    pygame.draw.ellipse(art, (0x0E, 0x0D, 0x10), base_rect)
    pygame.draw.ellipse(art, robe_light, base_rect.inflate(-factor * 3, -factor * 3))
    body = [(w * 0.5, h * 0.3), (w * 0.86, h * 0.9), (w * 0.14, h * 0.9)]
    pygame.draw.polygon(art, robe, body)
    pygame.draw.polygon(art, robe_light, [(w * 0.5, h * 0.34), (w * 0.6, h * 0.88),
                                          (w * 0.5, h * 0.88)])
    pygame.draw.circle(art, (0xD9, 0xC2, 0xA4), (w * 0.5, h * 0.3), w * 0.13)
    hat = [(w * 0.5, 0), (w * 0.74, h * 0.27), (w * 0.26, h * 0.27)]
    pygame.draw.polygon(art, robe, hat)
    pygame.draw.line(art, theme.GOLD, (w * 0.22, h * 0.27), (w * 0.78, h * 0.27), factor * 3)
    draw_emblem(art, Seal.WHITE, (w * 0.52, h * 0.15), w * 0.1, theme.GOLD)
    pygame.draw.polygon(art, (0x0E, 0x0D, 0x10), body, factor * 2)
    return paint.ready(pygame.transform.smoothscale(art, (w // factor, height)))


INDEX_ROOM = 0.6
"""The share of a card's width, from its left edge, that its top index (two digits
included, with a little air before the next card's edge) needs: a fanned hand leaves
at least this much of every card uncovered."""


def _card_border(width: int) -> int:
    return max(3, width // 12)


INDEX_SHARE = 0.36
"""The top index's font size as a share of the card's width."""


def card_index(colour: Colour, value: int, width: int,
               least_px: int = 0) -> tuple[pygame.Surface, tuple[int, int]]:
    """The value in a card's top-left corner and where it sits on the face (the fanned
    hand keeps exactly this corner in view, see :data:`INDEX_ROOM`), at least
    ``least_px`` tall."""
    border = _card_border(width)
    natural = round(width * INDEX_SHARE)
    number = _index_glyphs(colour, value, max(8, natural, least_px))
    top = border - width // 40
    if least_px > natural:
        # Enlarged past its share (a review's small open cards), the line's empty top put
        # the digits down on the emblem, purple 3.1:1 (under the 4.5:1 floor): their ink starts
        # at the inner edge instead, and the emblem stands below it (_card_face).
        top = border + 1 - number.get_bounding_rect().top
    return number, (border + width // 20, top)


def index_room(width: int, least_px: int) -> float:
    """The share of a ``width`` card's width its index needs (:data:`INDEX_ROOM`) when
    the index is at least ``least_px`` tall: more than its width's share on small cards."""
    return max(INDEX_ROOM, INDEX_ROOM * least_px / (INDEX_SHARE * max(1, width)))


def paint_open_card(least_px: int) -> Callable[[object, tuple[int, int]], pygame.Surface]:
    """A painter as :func:`paint_card` whose index is at least ``least_px`` tall (the
    open hands of a review, read from the sofa on small cards)."""
    def paint(value: object, size: tuple[int, int]) -> pygame.Surface:
        assert isinstance(value, Card), "only Wizard Extreme cards are painted here"
        return _card_face(value.colour, value.value, (int(size[0]), int(size[1])), least_px)
    return paint


@sized_by_window(maxsize=256)
def _index_glyphs(colour: Colour, value: int, size_px: int) -> pygame.Surface:
    """The value in the colour's dark ink; 6 and 9 are underlined, so a card turned
    upside down in a fan (or seen from across the table) never reads as the other."""
    seal = Seal.of(colour)
    # Light colours darkened past half: yellow's 12 read 4.48:1 on a shaded face in the
    # replay's review (tests/tools/text_heights.py, s18); 5.4:1 now.
    ink = theme.darker(SEAL_COLOURS[seal], 0.56 if seal in _LIGHT_INK else 0.35)
    number = assets.text(str(value), size_px, ink, bold=True)
    if value not in (6, 9):
        return number
    marked = pygame.Surface((number.get_width(), number.get_height()), pygame.SRCALPHA)
    marked.blit(number, (0, 0))
    bounds = number.get_bounding_rect()
    thickness = max(1, size_px // 12)
    underline = pygame.Rect(bounds.x, min(number.get_height() - thickness,
                                          bounds.bottom + thickness), bounds.width, thickness)
    marked.fill(ink, underline)
    return marked


@sized_by_window(maxsize=256)
def _card_face(colour: Colour, value: int, size: tuple[int, int],
               least_px: int = 0) -> pygame.Surface:
    width, height = size
    seal = Seal.of(colour)
    tint = SEAL_COLOURS[seal]
    radius = max(4, width // 10)
    face = paint.gradient_panel(size, theme.lighter(tint, 0.15), theme.darker(tint, 0.2), radius,
                                theme.darker(tint, 0.5), max(1, width // 50), True).copy()
    border = _card_border(width)
    inner = pygame.Rect(border, border, width - 2 * border, height - 2 * border)
    panel = paint.gradient_panel(inner.size, theme.IVORY, theme.IVORY_SHADE,
                                 max(2, radius - border // 2), None, 0, False)
    face.blit(panel, inner.topleft)
    # The emblem, large in the middle, then the value in two corners.
    number, place = card_index(colour, value, width, least_px)
    factor = 4
    emblem_r = inner.width * 0.3
    emblem_y = inner.centery + height // 14
    enlarged = least_px > round(width * INDEX_SHARE)
    if enlarged:  # the emblem whole below the index
        below = place[1] + number.get_bounding_rect().bottom + 1
        emblem_r = min(emblem_r, (inner.bottom - below) / 2)
        emblem_y = max(emblem_y, round(below + emblem_r))
    big = pygame.Surface((round(emblem_r * 2 * factor + 8), round(emblem_r * 2 * factor + 8)),
                         pygame.SRCALPHA)
    centre = (big.get_width() / 2, big.get_height() / 2)
    pygame.draw.circle(big, theme.mix(tint, theme.IVORY, 0.75), centre, emblem_r * factor)
    draw_emblem(big, seal, centre, emblem_r * factor * 0.72, tint)
    small = pygame.transform.smoothscale(big, (big.get_width() // factor,
                                               big.get_height() // factor))
    face.blit(small, small.get_rect(center=(inner.centerx, emblem_y)))
    face.blit(number, place)
    corner_px = round(width * 0.2)
    if corner_px >= MIRRORED_INDEX_LEAST_PX:
        corner = pygame.transform.rotate(_index_glyphs(colour, value, corner_px), 180)
        face.blit(corner, corner.get_rect(bottomright=(inner.right - width // 16, inner.bottom)))
    if colour is Colour.RED:  # the trump's crown mark, so red reads as "beats everything"
        # (at the foot beside the emblem where the enlarged index fills the top)
        crown_y = inner.bottom - width * 0.15 if enlarged else inner.y + width // 10
        crown = [(inner.right - width * 0.3, crown_y + width * 0.12),
                 (inner.right - width * 0.3, crown_y), (inner.right - width * 0.24,
                                                        crown_y + width * 0.06),
                 (inner.right - width * 0.18, crown_y - width * 0.02),
                 (inner.right - width * 0.12, crown_y + width * 0.06),
                 (inner.right - width * 0.06, crown_y), (inner.right - width * 0.06,
                                                         crown_y + width * 0.12)]
        pygame.draw.polygon(face, theme.GOLD, crown)
        pygame.draw.polygon(face, theme.GOLD_DARK, crown, 1)
    return paint.ready(face)


def paint_card(value: object, size: tuple[int, int]) -> pygame.Surface:
    """The card painter for :class:`scenes.widgets.card_hand.CardHand` and ``Trick``."""
    assert isinstance(value, Card), "only Wizard Extreme cards are painted here"
    return _card_face(value.colour, value.value, (int(size[0]), int(size[1])))


def clear_art_caches() -> None:
    """Forget painted pieces (pygame may have been restarted, e.g. between tests)."""
    for cached in (seal_token, magician_figure, _card_face, _index_glyphs):
        cached.cache_clear()
