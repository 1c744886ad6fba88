"""The map's key (trial V/014: a new player did not know what the cube piles, the owner's
disc, the SOLD sign and the badges' numbers meant). The map has no room for it beside
its districts, nor the circles' rows: a small tab on the map's wooden frame, above its
top-right corner, names it and its key (M); pressed, clicked or held under the pointer,
the key opens over the map's right part, each mark drawn as the map draws it beside what
it means; M, a click or the pointer leaving closes it."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from scenes.games.big_shot.art import draw_cube, draw_pile, look_colour, sold_sign
from scenes.games.big_shot.city import CityMap, count_px, tag_side
from scenes.games.big_shot.map_art import owned_wash, value_badge
from scenes.shell import assets, theme
from scenes.shell.theme import TextSize
from scenes.widgets import paint

KEY = pygame.K_m
ROWS = ("legend_cubes", "legend_owner", "legend_sold", "legend_value", "legend_park")
"""The key's lines, each beside the mark it explains, in the map's order of reading."""


class MapLegend:
    """The tab on the map's frame and the key it opens."""

    def __init__(self) -> None:
        self.open = False
        self.hovered = False
        self.tab = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self._map = pygame.Rect(0, 0, 0, 0)

    @property
    def shown(self) -> bool:
        """The key is open: pressed or clicked open, or under the pointer."""
        return self.open or self.hovered

    def layout(self, city: CityMap, above: int, text: Callable[[str], str]) -> None:
        """The tab on the frame's top edge at the map's right end, between the map and the
        circles' row ending at ``above``, never over a district nor a circle."""
        self.scale, self._map = city.scale, pygame.Rect(city.rect)
        label = self._tab_words(text)
        height = min(label.get_height() + city.px(4), city.rect.top - above - city.px(2))
        self.tab = pygame.Rect(0, 0, label.get_width() + city.px(16), height)
        self.tab.bottomright = (city.rect.right, city.rect.top)

    def _tab_words(self, text: Callable[[str], str]) -> pygame.Surface:
        small = theme.text_px(TextSize.SMALL, self.scale)
        return assets.text(text("legend_tab"), small, theme.INK, bold=True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        """M, or a click on the tab, opens or closes the key; True when it took ``event``.
        The pointer over the tab shows it as long as it stays there."""
        if event.type == pygame.KEYDOWN and event.key == KEY and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT):
            self.open = not self.open
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.tab.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and (
                self.tab.collidepoint(event.pos) or self.open):
            self.open = not self.open if self.tab.collidepoint(event.pos) else False
            return True
        return False

    def draw(self, surface: pygame.Surface, text: Callable[[str], str],
             looks: Sequence[int]) -> None:
        """The tab, and the key under it while it is shown."""
        radius = theme.px(6, self.scale)
        face = theme.GOLD_LIGHT if self.shown else theme.PAPER
        pygame.draw.rect(surface, face, self.tab, border_radius=radius)
        pygame.draw.rect(surface, theme.INK_SOFT, self.tab, max(1, theme.px(1.5, self.scale)),
                         border_radius=radius)
        label = self._tab_words(text)
        surface.blit(label, label.get_rect(center=self.tab.center))
        if self.shown:
            self._draw_key(surface, text, looks)

    def card_rect(self, text: Callable[[str], str]) -> pygame.Rect:
        """Where the key stands: over the map's right part, under the tab."""
        return self._card(text)[0]

    def _card(self, text: Callable[[str], str],
              ) -> tuple[pygame.Rect, list[pygame.Surface], int]:
        px = self._px
        sign = sold_sign(theme.text_px(TextSize.SMALL, self.scale), text("sold"), tight=True)
        mark = max(px(52), sign.get_width())
        width = min(self._map.width - px(16), px(420))
        body = theme.text_px(TextSize.SMALL, self.scale)
        lines = [assets.text(text(key), body, theme.INK, wrap_width=width - mark - px(36))
                 for key in ROWS]
        card = pygame.Rect(0, 0, width, px(16) + sum(self._row(line) for line in lines))
        card.height = min(card.height, self._map.height - px(16))
        card.topright = (self._map.right - px(8), self._map.top + px(8))
        return card, lines, mark

    def _row(self, line: pygame.Surface) -> int:
        """A line's row: its words or its mark, whichever is taller, and a gap."""
        return max(self._px(40), line.get_height()) + self._px(6)

    def _px(self, value: float) -> int:
        return theme.px(value, self.scale)

    def _draw_key(self, surface: pygame.Surface, text: Callable[[str], str],
                  looks: Sequence[int]) -> None:
        card, lines, mark = self._card(text)
        px = self._px
        paint.draw_shadow(surface, card, px(10), offset=(0, px(4)), blur=px(8))
        surface.blit(paint.paper_panel(card.size, px(10)), card.topleft)
        y = card.top + px(8)
        for key, line in zip(ROWS, lines, strict=True):
            row = self._row(line)
            centre = (card.left + px(12) + mark // 2, y + row // 2)
            self._draw_mark(surface, key, centre, looks, text)
            surface.blit(line, (card.left + px(24) + mark, y + (row - line.get_height()) // 2))
            y += row

    def _draw_mark(self, surface: pygame.Surface, key: str, centre: tuple[int, int],
                   looks: Sequence[int], text: Callable[[str], str]) -> None:
        """The mark the line ``key`` explains, as the map draws it."""
        px = self._px
        look = looks[0]
        if key == "legend_cubes":
            side = px(22)
            draw_pile(surface, (centre[0] - px(8), centre[1]), side, look, 3,
                      count_px(self.scale), tag_side=tag_side(self.scale))
        elif key == "legend_owner":
            radius = round(px(24) * 0.72)
            pygame.draw.circle(surface, theme.PAPER, centre, radius)
            pygame.draw.circle(surface, theme.INK, centre, radius, max(1, px(2)))
            draw_cube(surface, centre, px(24), look)
        elif key == "legend_sold":  # on a sold district's stripes in its owner's colour
            sign = sold_sign(theme.text_px(TextSize.SMALL, self.scale), text("sold"), tight=True)
            ground = sign.get_rect(center=centre).inflate(px(8), px(12))
            corners = (ground.topleft, ground.topright, ground.bottomright, ground.bottomleft)
            surface.blit(owned_wash(tuple((float(x), float(y)) for x, y in corners),
                                    look_colour(look), (), max(2, px(3))), ground.topleft)
            surface.blit(sign, sign.get_rect(center=centre))
        else:
            park = key == "legend_park"
            image = value_badge(px(17), "×2" if park else "16", not park, park=park)
            surface.blit(image, image.get_rect(center=centre))
