"""No marker on a crowded Big Shot map covers another (trial s34 P/017): in the narrow A and
B districts, of the game's map and of the lesson's low one, owners' discs stood on counts
(A9, B9) and SOLD signs on district labels (A11). Every value badge, owner's disc, pile with
its count, SOLD sign and a park's name keeps clear of every other, all districts sold with
their counted piles standing, or all open with four colours each; on the game's map beside
its open log too. An owner's disc stands a gap from every district's label, its badge or
a park's name (trial s35 Q/020: at B11 and B9 the disc stood against the badge)."""

from __future__ import annotations

from itertools import combinations
from typing import Any

import pygame
import pytest

from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.widgets import paint
from tabletop.games.big_shot_data import REGIONS
from tabletop.i18n import Words
from tests.scenes.big_shot_marks import MapMarks, crowded_map
from tests.scenes.test_game_base import app

__all__ = ["app"]

HELD = [(3, 2, 1, 1), (1, 3, 2, 1), (2, 1, 3, 1), (1, 1, 2, 3), (2, 2, 1, 1), (1, 3, 1, 2),
        (2, 2, 3, 1)]
"""Four colours in every district, each with one owner: a map late in a game."""


def markers(app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str,
            *, lesson: bool, sold: bool, log: bool = False) -> list[tuple[str, pygame.Rect]]:
    """Every marker's rectangle on the map, named by its district and kind (``log``: the
    game's map narrowed beside its open log)."""
    scene = crowded_map(app, size, language, HELD, lambda _: sold, log=log, lesson=lesson)
    board, city = scene.board, scene.board.city
    found: list[tuple[str, pygame.Rect]] = []
    key = [""]
    drawn = MapMarks(monkeypatch)

    class Layer(pygame.Surface):
        def blit(self, image: Any, place: Any, *args: Any, **kwargs: Any) -> Any:
            if drawn.is_sign(image):
                found.append((f"{key[0]} sign", image.get_bounding_rect(min_alpha=24).move(
                    tuple(place)[:2])))
            return super().blit(image, place, *args, **kwargs)

    for region, piece in enumerate(city.pieces):
        key[0] = REGIONS[region].key
        before = len(drawn.piles)
        board._draw_region(Layer(size, pygame.SRCALPHA), region, board.region_counts(region))
        found.extend((f"{key[0]} pile {pile.look}", pile.rect) for pile in drawn.piles[before:])
        badge = board._badge_rect(region)
        found.append((f"{key[0]} badge", badge))
        radius = city.leader_mark(piece)[1]
        disc = pygame.Rect(0, 0, 2 * radius, 2 * radius)
        disc.center = (round(piece.leader_spot[0]), round(piece.leader_spot[1]))
        found.append((f"{key[0]} owner", disc))
        if REGIONS[region].is_park:
            words = Words(language)(f"big_shot.region.{key[0]}")
            small = theme.text_px(theme.TextSize.SMALL, scene.scale)
            px = assets.fit_text_px(words, small, piece.rect.width - city.px(6), bold=True)
            name = assets.shadowed_text(words, px, theme.PAPER, bold=True).get_rect()
            pill = paint.felt_pill_rect(name)
            pill.midtop = (badge.centerx, badge.bottom + city.px(4))
            found.append((f"{key[0]} name", pill))
    return found


@pytest.mark.parametrize("sold", [True, False])
@pytest.mark.parametrize("lesson", [True, False])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_marker_covers_another(app: App, monkeypatch: pytest.MonkeyPatch,
                                  size: tuple[int, int], language: str, lesson: bool,
                                  sold: bool) -> None:
    found = markers(app, monkeypatch, size, language, lesson=lesson, sold=sold)
    covered = [(one, other) for (one, a), (other, b) in combinations(found, 2)
               if a.colliderect(b)]
    assert not covered, covered


@pytest.mark.parametrize("sold", [True, False])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_beside_the_log_no_marker_covers_another(app: App, monkeypatch: pytest.MonkeyPatch,
                                                  size: tuple[int, int], language: str,
                                                  sold: bool) -> None:
    """Beside the open log at 1080, A10 and A11 sold with four colours each are full with
    their badge, owner's disc and four piles: their SOLD signs stand on the zone line at
    their edge (they stood on their badges)."""
    found = markers(app, monkeypatch, size, language, lesson=False, sold=sold, log=True)
    covered = [(one, other) for (one, a), (other, b) in combinations(found, 2)
               if a.colliderect(b)]
    assert not covered, covered


LABEL_GAP = 3
"""The least gap (px at 1280x720) between an owner's disc and a district's label."""


@pytest.mark.parametrize(("lesson", "log"), [(True, False), (False, False), (False, True)])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_an_owners_disc_keeps_a_gap_from_every_label(
        app: App, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], language: str,
        lesson: bool, log: bool) -> None:
    """The lesson's low map, the game's, and the game's beside its open log."""
    found = markers(app, monkeypatch, size, language, lesson=lesson, sold=False, log=log)
    gap = theme.px(LABEL_GAP, theme.ui_scale(size))
    labels = [(name, rect) for name, rect in found if name.endswith((" badge", " name"))]
    against = [(name, label) for name, disc in found if name.endswith(" owner")
               for label, rect in labels if disc.inflate(2 * gap, 2 * gap).colliderect(rect)]
    assert not against, against
