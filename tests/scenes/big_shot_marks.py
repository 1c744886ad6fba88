"""What the Big Shot map tests read off a drawn pile: the place its cube (and count tag)
takes, as the board's ``draw_pile`` is asked to draw it."""

from __future__ import annotations

from typing import Any

import pygame

from scenes.games.big_shot.art import chip_extent, tag_centre


def pile_rect(centre: Any, side: int, kwargs: dict[str, Any]) -> pygame.Rect:
    """The cube at ``centre`` with its count's tag beside it; a chip, its small cube under
    the same tag, centred there."""
    if kwargs.get("chip"):
        chip = pygame.Rect((0, 0), chip_extent(kwargs["tag_side"]))
        chip.center = (round(centre[0]), round(centre[1]))
        return chip
    cube = pygame.Rect(0, 0, side, side)
    cube.center = (round(centre[0]), round(centre[1]))
    tag = pygame.Rect(0, 0, kwargs["tag_side"], kwargs["tag_side"])
    tag.center = tag_centre(centre, side, tag.width)
    return cube.union(tag)
