"""Yacht Dice: each die's key badge (1–5) stands clear of its face.

Trial s25 A/044: the badge sat on the die's lower-left corner, over a pip, and a 4 read
as a 5 from the sofa. The test notes where each face and each badge is drawn, dice in
the tray and in the held row, and looks for a face's pixel under a badge.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games.yacht.coach import keep_indices
from scenes.shell.app import App
from scenes.widgets import dice
from tests.scenes.test_game_base import app, click, frames, press, set_speed
from tests.scenes.test_yacht_held_frame import _Blits, _rolled
from tests.scenes.test_yacht_scene import settle

__all__ = ["app"]


def _face_pixels_under(face: pygame.Surface, at: pygame.Rect, badge: pygame.Rect) -> int:
    overlap = at.clip(badge)
    return sum(face.get_at((x - at.x, y - at.y))[3] > 0
               for x in range(overlap.left, overlap.right)
               for y in range(overlap.top, overlap.bottom))


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_no_key_badge_covers_a_die_face(app: App, monkeypatch: pytest.MonkeyPatch,
                                        size: tuple[int, int]) -> None:
    scene = _rolled(app, size, 2)
    tray = scene.tray
    click(tray.dice[1].rect(tray.die_size).center)  # one die held, four in the tray
    settle(app, scene)
    assert tray.show_keys
    badges: set[int] = set()
    faces: set[int] = set()
    key_badge, rotated_face = dice.key_badge, dice._rotated_face

    def noting(made: set[int], maker: Any) -> Any:
        def made_by(*args: Any) -> pygame.Surface:
            image: pygame.Surface = maker(*args)
            made.add(id(image))
            return image
        return made_by

    monkeypatch.setattr(dice, "key_badge", noting(badges, key_badge))
    monkeypatch.setattr(dice, "_rotated_face", noting(faces, rotated_face))
    surface = _Blits(size, pygame.SRCALPHA)
    surface.placed = []
    tray.draw(surface)
    drawn_faces = [(image, rect) for image, rect in surface.placed if id(image) in faces]
    drawn_badges = [rect for image, rect in surface.placed if id(image) in badges]
    assert len(drawn_faces) == len(drawn_badges) == 5
    for badge in drawn_badges:
        for face, at in drawn_faces:
            assert _face_pixels_under(face, at, badge) == 0, (badge, at)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_coachs_keep_mark_rings_a_badge_and_leaves_its_key_whole(
        app: App, size: tuple[int, int]) -> None:
    """Trial s25 D/127: the coach's gold keep dot, drawn under each die it would keep, lay
    over the key badge now standing there, and the lesson's "press the glowing 3s" keys
    read as gold blurs. The mark is a ring round the badge: the badge is drawn whole."""
    app.context.apply_settings(replace(app.context.settings, coach=True))
    scene = _rolled(app, size, 1)
    for _ in range(600):  # the coach thinks in the background
        if scene.driver.coach.advice is not None:
            break
        frames(app, 1)
    advice = scene.driver.coach.advice
    assert advice is not None and advice.best_keep, "the coach advises a keep"
    assert scene.tray.show_keys
    kept = keep_indices(advice.best_keep, scene._dice, scene._held)
    marked, plain = pygame.Surface(size), pygame.Surface(size)
    scene.draw(marked)
    scene._draw_keep_marks = lambda surface: None  # type: ignore[method-assign]
    scene.draw(plain)
    for index in kept:
        badge = scene.tray.key_badge_rect(index)
        face = badge.inflate(-(badge.width // 2), -(badge.height // 2))  # where its key is
        assert pygame.image.tobytes(marked.subsurface(face), "RGB") == \
            pygame.image.tobytes(plain.subsurface(face), "RGB"), f"die {index + 1}'s key"
        ring = badge.inflate(badge.width // 2, badge.height // 2)
        assert pygame.image.tobytes(marked.subsurface(ring), "RGB") != \
            pygame.image.tobytes(plain.subsurface(ring), "RGB"), "no mark round the badge"


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_keys_stay_named_while_a_die_may_be_held_after_a_release(
        app: App, size: tuple[int, int]) -> None:
    """Trial s32 J/020: after the held 5 was released the 1-5 badges went, and a player
    no longer saw which key holds which die. In a game the badges stand whenever a die
    may be held or released, every frame of a hold and of a release too, until the last
    roll is made."""
    scene = _rolled(app, size, 1)
    set_speed(app, "normal")  # the hold's and the release's motions are watched, not skipped
    unnamed: list[str] = []
    for move, key in (("hold", pygame.K_2), ("release", pygame.K_2), ("hold", pygame.K_4),
                      ("release", pygame.K_4)):
        press(key)
        for frame in range(40):
            frames(app, 1)
            if not scene.tray.show_keys:
                unnamed.append(f"{move} of die {key - pygame.K_0}, frame {frame}")
    assert not unnamed, unnamed
    assert not any(scene._held), "every die went back to the tray"
    click(scene.roll_button.rect.center)
    settle(app, scene)
    assert scene.rolls_used == 2 and scene.tray.show_keys, "a second roll leaves one to come"
    click(scene.roll_button.rect.center)
    settle(app, scene)
    assert scene.rolls_used == 3 and not scene.tray.show_keys, "no die is held after the last"
