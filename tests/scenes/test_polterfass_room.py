"""The Polterfass table breathes with the log open: at 1280x720 and 1920x1080, with three and
six seats of long names, the mat, the plaque, the order cards, every coaster with its name
and every gold arrow stand apart, and the names stay out of the side column, where the order
cards lie clear of the tally (trial s12 at 1280x720: the plaque over an arrow, the mat's rim
under the arrows, the cards over a name, a name against the buttons)."""

from __future__ import annotations

import math

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.barrel_art import MAT_REACH
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Push
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import _phase, played_until, seats
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def _parts(scene: PolterfassScene) -> dict[str, pygame.Rect]:
    coasters = scene.coasters
    size, r = coasters.name_px(), coasters.radius
    parts = {}
    for seat, place in coasters.places.items():
        x, y = place.centre
        parts[f"coaster {seat}"] = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        width, height = assets.text_size(coasters.shown_name(place.name, size), size)
        parts[f"name {seat}"] = pygame.Rect(x - width // 2, y + r + 2, width, height)
    for at, (mark, _) in enumerate(coasters.play_arrows()):
        parts[f"arrow {at}"] = mark
    legend = coasters.legend_rect()
    if legend is not None:  # what the arrows are (trial s32 I/014)
        parts["legend"] = legend
    parts["plaque"] = pygame.Rect(scene.plaque.rect)
    for card in scene.hand.cards if scene.hand_seat is not None else ():
        parts[f"card {card.value}"] = card.bounds()
    return parts


def _clashes(scene: PolterfassScene) -> list[str]:
    parts = _parts(scene)
    names = sorted(parts)
    found = [f"{one} and {other}" for at, one in enumerate(names) for other in names[at + 1:]
             if not (one.startswith("card") and other.startswith("card"))
             and parts[one].inflate(2, 2).colliderect(parts[other])]
    centre, reach = scene.table.mat_centre, scene.table.mat_radius * MAT_REACH
    for name, rect in parts.items():
        if name.startswith(("plaque", "card")):
            continue  # the plaque lies across the mat's edge, the hand in front of it
        near = math.hypot(max(rect.left - centre.x, 0, centre.x - rect.right),
                          max(rect.top - centre.y, 0, centre.y - rect.bottom))
        if near <= reach + 1:
            found.append(f"the mat and {name}")
    side = scene.tally.rect.x
    board = scene.board_area()
    found += [f"{name} out of the table's side" for name, rect in parts.items()
              if not name.startswith("card") and (rect.right >= side or rect.left < board.left)]
    # The order cards lie in the side column, over the Order button (trial I/014).
    found += [f"{name} out of the side column or on the tally" for name, rect in parts.items()
              if name.startswith("card") and (rect.left < side or rect.right > board.right
                                              or rect.colliderect(scene.tally.rect))]
    return found


@pytest.mark.parametrize("phase", ["serving", "orders"])
@pytest.mark.parametrize("count", [3, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_with_the_log_open_nothing_on_the_table_meets(app: App, size: tuple[int, int],
                                                      count: int, phase: str) -> None:
    resize_window(app, size)
    frames(app, 2)
    session = played_until("polterfass", seats("polterfass", 1, count), 7, _phase(phase), 5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    frames(app, 60)
    if not scene.log.is_open:
        scene.log.toggle()
    frames(app, 90)
    assert scene.log.is_open and scene.log.is_still
    clashes = _clashes(scene)
    assert not clashes, f"{count} seats at {size} while {phase}: {clashes}"


@pytest.mark.parametrize("count", [2, 6])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 450)])
def test_the_plaque_hides_the_mats_top_edge_and_stays_under_the_shelf(
        app: App, size: tuple[int, int], count: int) -> None:
    """Issue #32: the plaque stood from the mat's radius, and the scallops, which reach
    past it, peeked over the plaque's top. It stands over their tips, under the shelf."""
    resize_window(app, size)
    frames(app, 2)
    session = played_until("polterfass", seats("polterfass", 1, count), 7, _phase("serving"), 5)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    plaque, table = scene.plaque.rect, scene.table
    tips = table.mat_centre.y - table.mat_radius * MAT_REACH
    assert plaque.top <= tips, f"{count} seats at {size}: scallops {tips} over {plaque}"
    shelf = scene.sight_rects("shelf")[0]
    assert plaque.top > shelf.bottom, f"{count} seats at {size}: {plaque} on {shelf}"
