"""The ribbon across Winner's Circle's infield holds its words (trial s14: "Suchul bets
first: drawn by lot…" wrapped to three lines in a ribbon two lines tall; its first line
was cut at the top and "the arrows." ran out at the bottom, over "Start · Finish").

Every ribbon sentence, with the longest names, in both languages, at the place the table
gives the ribbon in a real window (log closed and open): the words at the size drawn fit
inside the ribbon as drawn,."""

from __future__ import annotations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle import panels
from scenes.games.winners_circle.clear import toast_clear
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets import paint
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.session import GameSession
from tests.scenes.screens import resize_window, view_in
from tests.scenes.test_game_base import app, frames, press

__all__ = ["app"]

RIBBONS = ["ribbon_first_lot", "ribbon_first_richest", "ribbon_first_richest_lot",
           "ribbon_closed", "ribbon_placed", "ribbon_blocked", "ribbon_stuck"]
LONG_NAMES = {"en": "Alexandra-Maria", "ko": "김수한무거북이와"}


@pytest.mark.parametrize("log_open", [False, True], ids=["log-closed", "log-open"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_every_ribbon_holds_its_words(app: App, language: str, size: tuple[int, int],
                                      log_open: bool) -> None:
    view_in(app, size, language)
    frames(app, 2)
    name = LONG_NAMES[language]
    seats = [SeatConfig(name, 0)] + [SeatConfig(f"Computer {seat}", seat, SeatKind.COMPUTER,
                                                "easy") for seat in range(1, 6)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["winners_circle"], seats,
                                                           seed=3))
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    if log_open != scene.log.is_open:
        press(pygame.K_l)
    frames(app, 40)
    assert scene.log.is_open == log_open
    table, words = scene.table, Words(language)
    horse = words("winners_circle.horse.6")  # Purple, the longest in English
    pad = panels._ribbon_pad(table.scale)
    for key in RIBBONS:
        text = scene.text(key, name=name, horse=horse, blocker=horse, taken=36, space=36)
        placed = table.ribbon_rect
        face = panels.ribbon_face(placed, text, table.scale)
        label = panels._ribbon_label(placed.size, text, table.scale, False)
        assert face.width == placed.width and face.height >= placed.height
        assert label.get_width() <= face.width - 2 * pad, (key, text)
        assert label.get_height() + 2 * pad <= face.height, (key, text, label.get_size(), face)
        table.ribbon = text
        assert face in toast_clear(table), "a toast stands clear of the ribbon as drawn"
        table.ribbon = ""



@pytest.mark.parametrize("log_open", [False, True], ids=["log-closed", "log-open"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=["720p", "1080p"])
def test_start_finish_is_kept_clear(app: App, size: tuple[int, int], log_open: bool,
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """Trial s15: the lesson's first toast and race 2's "Suchul bets first" ribbon stood
    over "Start · Finish": the label was not among what a message leaves clear."""
    resize_window(app, size)
    frames(app, 2)
    seats = [SeatConfig("Mina", 0)] + [SeatConfig(f"Computer {seat}", seat, SeatKind.COMPUTER,
                                                  "easy") for seat in range(1, 4)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["winners_circle"], seats,
                                                           seed=3))
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    if log_open != scene.log.is_open:
        press(pygame.K_l)
    frames(app, 40)
    drawn: list[pygame.Rect] = []
    felt = paint.blit_on_felt

    def noted(surface: pygame.Surface, label: pygame.Surface, **anchor: object) -> pygame.Rect:
        drawn.append(felt(surface, label, **anchor))
        return drawn[-1]

    monkeypatch.setattr(paint, "blit_on_felt", noted)
    table = scene.table
    table.paint_static(pygame.Surface(app.context.size))
    (label,) = drawn
    assert any(part.contains(label) for part in toast_clear(table)), "Start · Finish not kept"
    table.ribbon = scene.text("ribbon_first_lot", name="Mina")
    assert not table.ribbon_rect.colliderect(label), "the ribbon over Start · Finish"


@pytest.mark.usefixtures("screen")
def test_a_new_ribbon_paints_its_words_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Its words were painted at the small size and at each size tried from the body's
    # down, 8 ms in the frame a computer's ribbon came; the sizes are measured.
    painted: list[int] = []
    real = panels.assets.paragraph
    monkeypatch.setattr(panels.assets, "paragraph", lambda text, px, *rest, **named: (
        painted.append(px) or real(text, px, *rest, **named)))
    panels._ribbon_label.cache_clear()
    words = "Robo 2's chip is down on Purple, face down"
    label = panels._ribbon_label((300, 90), words, 1.0, False)
    assert len(painted) == 1 and label.get_height() <= 90 and painted[0] > 16
