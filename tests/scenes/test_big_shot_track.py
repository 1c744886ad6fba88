"""The auction circles around Big Shot's map and the broker standing on them."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.big_shot.track import NUMBER_INK, PER_ROW, AuctionTrack
from tabletop.games.big_shot import SPACES


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_the_broker_hides_no_cube_of_the_space_it_stands_on(screen: pygame.Surface,
                                                            scale: float) -> None:
    """Trial s20: at the start the broker stood over two of the four cubes on space 1 (and
    so on every space it came to whose lot stayed there). Each cube's pixels stay as drawn
    when the broker is drawn too, on every space of both rows."""
    width = round(860 * scale)
    top = pygame.Rect(0, 0, width, round(84 * scale))
    bottom = pygame.Rect(0, round(460 * scale), width, round(84 * scale))
    track = AuctionTrack()
    track.set_layout(top, bottom, scale)
    lots = [[0, 1, 2, 3]] * SPACES
    size = (width + round(40 * scale), bottom.bottom + round(10 * scale))
    for space in (0, PER_ROW - 1, PER_ROW, SPACES - 1, 4, 13):
        track.sync(space)
        cubes = pygame.Surface(size)
        cubes.fill((30, 90, 60))
        track.draw_lots(cubes, lots, (0, 1, 2, 3))
        # Every pixel of a cube (not of the soft shadow beside it, a shade darker than the
        # felt).
        drawn = pygame.mask.from_threshold(cubes, (30, 90, 60), (40, 40, 40, 255))
        drawn.invert()
        both = cubes.copy()
        track.draw_broker(both)
        # Pixels as before, or only a shade darker at the edge of the broker's soft shadow.
        moved = pygame.mask.from_threshold(both, (0, 0, 0), (24, 24, 24, 255), cubes, 1)
        moved.invert()
        hidden = moved.overlap_area(drawn, (0, 0))
        assert hidden == 0, f"the broker on space {space + 1} covers {hidden} cube pixels"


def test_the_spaces_numbers_read_from_the_sofa(screen: pygame.Surface) -> None:
    """Trial s35 Q/016: the numbers 1-18 by the circles were small gold digits on the felt,
    18 px of ink at 1920x1080, not read from the sofa. Each digit's ink, measured as drawn
    on the felt at 1080, is at least 25 px tall."""
    scale = 1.5
    top = pygame.Rect(0, 60, 1290, 126)
    bottom = pygame.Rect(0, 860, 1290, 126)
    track = AuctionTrack()
    track.set_layout(top, bottom, scale)
    layer = pygame.Surface((1320, 1040))
    layer.fill((30, 90, 60))
    track.draw_static(layer)
    gold = pygame.mask.from_threshold(layer, NUMBER_INK, (40, 40, 40, 255))
    digits = [rect for rect in gold.get_bounding_rects() if rect.height > 6]
    assert len(digits) >= SPACES, "every space's number is drawn"
    assert min(rect.height for rect in digits) >= 25, sorted(rect.height for rect in digits)
