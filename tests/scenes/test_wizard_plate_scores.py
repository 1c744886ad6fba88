"""Every Wizard Extreme plate's score stands on one line at the same size, whatever its
status: "Black magician · Medium" under a computer's default name moved that plate's
score up beside the name, smaller, out of line with the other plates' (issue #32)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.seat_plate import SeatPlate
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games.wizard_extreme import WizardExtremeEngine
from tabletop.storage.names import default_names
from tests.scenes.screens import resize_window
from tests.scenes.sofa_screens import played_until
from tests.scenes.test_game_base import app, frames, set_speed, until_input

__all__ = ["app"]


class _Blits(pygame.Surface):
    """A surface that notes where each image lands."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.placed: list[tuple[pygame.Surface, pygame.Rect]] = []

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[no-untyped-def,override]
        placed = super().blit(source, dest, area, special_flags)
        self.placed.append((source, placed))
        return placed


def _score_rect(plate: SeatPlate, monkeypatch: pytest.MonkeyPatch) -> pygame.Rect:
    """Where ``plate`` draws its score, on a still plate (no active seat's lift)."""
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
    score = plate.format_score(plate.counter.shown)
    (rect,) = [rect for image, rect in surface.placed if made.get(id(image)) == score]
    return rect


@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_plate_score_on_one_line(app: App, language: str,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from dataclasses import replace

    app.context.apply_settings(replace(app.context.settings, language=language))
    set_speed(app, "instant")
    resize_window(app, (1920, 1080))
    frames(app, 1)
    names = default_names([True] + [False] * 4, app.context.words)
    table = [SeatConfig(name, index, SeatKind.PERSON if index == 0 else SeatKind.COMPUTER,
                        "easy") for index, name in enumerate(names)]

    def magician_held(session: object) -> bool:
        engine = session.game  # type: ignore[attr-defined]
        assert isinstance(engine, WizardExtremeEngine)
        return engine.state.magician not in (None, 0)

    session = played_until("wizard_extreme", table, 3, magician_held)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WizardExtremeScene)
    app.context.manager.apply(Push(scene))
    until_input(app, scene)
    magician = session.game.state.magician
    assert magician is not None
    status = scene.plates[magician].subtitle
    assert status.startswith(scene.text("status_magician")), status
    scores = [_score_rect(plate, monkeypatch) for plate in scene.plates]
    lines = {rect.centery - plate.rect.centery for rect, plate in zip(scores, scene.plates,
                                                                      strict=True)}
    assert len(lines) == 1, (status, [rect.center for rect in scores])
    assert len({rect.height for rect in scores}) == 1, (status, [rect.size for rect in scores])


@pytest.mark.parametrize(("language", "seats", "both"), [
    ("en", 3, True), ("ko", 3, True), ("en", 5, True), ("ko", 4, True), ("ko", 5, True),
    ("en", 4, False)])  # four English plates: "Magician · Computer" is wider than the room
def test_a_computer_holding_the_magician_is_still_called_a_computer(
        app: App, language: str, seats: int, both: bool) -> None:
    """Trial s20: a computer under a typed name read "Black magician" on its plate, as a
    person does, its "Computer" left out for room. Its plate now says it is a computer,
    and that it holds the magician wherever both fit at the plate's size."""
    from dataclasses import replace

    app.context.apply_settings(replace(app.context.settings, language=language))
    set_speed(app, "instant")
    resize_window(app, (1920, 1080))
    frames(app, 1)
    names = ["Yuna", "Minho", "Jisu", "Byeongsu", "Nari"][:seats]
    table = [SeatConfig(name, index, SeatKind.PERSON if index == 0 else SeatKind.COMPUTER,
                        "easy") for index, name in enumerate(names)]

    def magician_held(session: object) -> bool:
        engine = session.game  # type: ignore[attr-defined]
        assert isinstance(engine, WizardExtremeEngine)
        return engine.state.magician not in (None, 0)

    session = played_until("wizard_extreme", table, 5, magician_held)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WizardExtremeScene)
    app.context.manager.apply(Push(scene))
    until_input(app, scene)
    magician = session.game.state.magician
    assert magician is not None
    status = scene.plates[magician].shown_layout()[4]
    assert app.context.words("widgets.computer") in status, status
    assert (scene.text("status_magician_short") in status) is both, status
