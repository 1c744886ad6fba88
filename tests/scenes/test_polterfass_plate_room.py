"""A Polterfass plate's status keeps an em's room (its own size) from the score beside it:
"Guest · Computer" stood a padding (8 px at 1280x720, half of one at 1920x1080) from
"11 pts" and read as one line (trial s24 A/110); the status now gives up its last part
whole first."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.polterfass.scene import PolterfassScene
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.seat_plate import SeatPlate
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_wizard_plate_scores import _Blits

__all__ = ["app"]

NAMES = ("Mina", "Joon", "Hana", "Computer 3")


def _inked_texts(plate: SeatPlate, monkeypatch: pytest.MonkeyPatch) -> dict[str, pygame.Rect]:
    """Each text ``plate`` draws, where its ink lies, on a still plate."""
    plate.set_active(False)
    plate.settle()
    made: dict[int, str] = {}
    text = assets.text

    def noting(words: str, *args: object, **kwargs: object) -> pygame.Surface:
        image = text(words, *args, **kwargs)  # type: ignore[arg-type]
        made[id(image)] = words
        return image

    monkeypatch.setattr(assets, "text", noting)
    surface = _Blits(pygame.display.get_surface().get_size())
    plate.draw(surface)
    monkeypatch.undo()
    return {made[id(image)]: image.get_bounding_rect().move(placed.topleft)
            for image, placed in surface.placed if id(image) in made}


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("count", [3, 4])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_plate_words_keep_an_ems_room_from_the_score(app: App, size: tuple[int, int],
                                                      count: int, language: str,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    view_in(app, size, language)
    frames(app, 1)
    table = [SeatConfig(name, index, SeatKind.PERSON if index == 0 else SeatKind.COMPUTER,
                        "easy") for index, name in enumerate(NAMES[:count])]
    scene = make_game_scene(app.context, GameSession.start(GAMES["polterfass"], table, seed=4))
    assert isinstance(scene, PolterfassScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    for plate, points in zip(scene.plates, (11, 74, 8, 120), strict=False):
        plate.set_score(points, animate=False)
    frames(app, 1)
    for plate in scene.plates:
        status = plate.shown_layout()[4]
        texts = _inked_texts(plate, monkeypatch)
        score = texts[plate.format_score(plate.counter.shown)]
        words = texts[status]
        if words.top < score.bottom and score.top < words.bottom:  # beside it
            room = score.left - words.right
            assert room >= plate.min_px, (plate.name, status, room, plate.min_px)
