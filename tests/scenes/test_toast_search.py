"""The search for a toast's free place (scenes/widgets/toast.py) gives the nearest place
there is, and costs a frame little: with Winner's Circle's 156 declared rects and the log
open, one toast's search froze the table 100-520 ms (each wrap's card painted, shadow and
all, and every row of every wrap searched afresh), once per toast and on every frame of
a window being resized."""

from __future__ import annotations

import math
import random
from functools import cache
from typing import Any

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets import toast as toast_module
from scenes.widgets.toast import FreePlaces, Toast, ToastStack, free_place
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.sofa_screens import seats
from tests.scenes.test_menus import FRAME


def _nearest_by_trying_every_spot(size: tuple[int, int], area: pygame.Rect,
                                  taken: list[pygame.Rect], home: tuple[int, int],
                                  gap: int) -> int | None:
    """The least squared distance from ``home`` of a free rect's bottom centre, every
    whole-pixel spot tried (None: no spot is free)."""
    width, height = size
    spans = [(rect.top - gap, rect.bottom + gap, rect.left - gap, rect.right + gap)
             for rect in taken]
    least = None
    for y in range(area.top, area.bottom - height + 1):
        for x in range(area.left, area.right - width + 1):
            if any(upper < y + height and lower > y and left < x + width and right > x
                   for upper, lower, left, right in spans):
                continue
            distance = (x + width // 2 - home[0]) ** 2 + (y + height - home[1]) ** 2
            least = distance if least is None else min(least, distance)
    return least


def test_the_place_found_is_the_nearest_free_one() -> None:
    rng = random.Random(32)
    for case in range(300):
        area = pygame.Rect(rng.randint(-5, 5), rng.randint(-5, 5), rng.randint(20, 60),
                           rng.randint(20, 50))
        taken = [pygame.Rect(rng.randint(-10, 60), rng.randint(-10, 50), rng.randint(0, 25),
                             rng.randint(0, 20)) for _ in range(rng.randint(0, 7))]
        home = (rng.randint(area.left, area.right), rng.randint(area.top, area.bottom))
        gap = rng.choice((0, 1, 4))
        places = FreePlaces(area, taken, home, gap)
        for size in [(rng.randint(1, 30), rng.randint(1, 20)) for _ in range(3)]:
            found = places(size)
            assert found == free_place(size, area, taken, home, gap), case
            nearest = _nearest_by_trying_every_spot(size, area, taken, home, gap)
            if found is None:
                assert nearest is None, (case, size)
                continue
            assert area.contains(found) and found.size == size
            assert _nearest_by_trying_every_spot(size, found, taken, home, gap) is not None
            distance = (found.x + size[0] // 2 - home[0]) ** 2 + (found.bottom - home[1]) ** 2
            assert distance == nearest, (case, size, found)


def test_a_taller_wider_card_than_fits_anywhere_is_not_searched_row_by_row(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # A toast tries up to sixteen wraps, narrower ones taller: once a height's every row
    # is searched in vain, a card as tall or taller and wider than that height's widest
    # free stretch fits nowhere (Winner's Circle's computer moves: 12 ms a frame).
    area = pygame.Rect(0, 0, 400, 300)
    places = FreePlaces(area, _track(area), (200, 300), 4)
    assert places((390, 40)) is None
    rows = []
    real = FreePlaces._stretches
    monkeypatch.setattr(FreePlaces, "_stretches",
                        lambda self, top, height: rows.append(top) or real(self, top, height))
    assert places((380, 60)) is None
    assert rows == []
    found = places((100, 60))  # a card that fits is still searched for, and found
    assert found is not None and found == free_place((100, 60), area, _track(area),
                                                     (200, 300), 4)
    assert rows


def _track(area: pygame.Rect, spaces: int = 39) -> list[pygame.Rect]:
    """A race track's spaces as Winner's Circle declares them: four small rects a space
    round an oval filling ``area``, 156 in all."""
    rects = []
    centre = pygame.Vector2(area.center)
    for index in range(4 * spaces):
        turn = 2 * math.pi * index / (4 * spaces)
        point = centre + pygame.Vector2(math.cos(turn) * area.width * 0.45,
                                        math.sin(turn) * area.height * 0.45)
        rects.append(pygame.Rect(round(point.x) - 24, round(point.y) - 24, 48, 48))
    return rects


@pytest.mark.usefixtures("screen")
def test_a_toast_with_no_free_place_paints_only_the_card_it_shows(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The board full (a track, its infield taken by the die's row and the lanes beside):
    the newest toast tries every wrap, finds no free place and stands where it covers the
    least. Only the card shown is painted (each wrap's card, shadow and all, was painted
    to be measured: about two thirds of the search's 56 ms here, 17 ms without), and the
    next frame searches nothing."""
    area = pygame.Rect(16, 124, 1218, 526)
    taken = [*_track(area), pygame.Rect(area.x + 150, area.y + 80, area.width - 300,
                                        area.height - 160)]
    stack = ToastStack(area, lambda: taken)
    stack.home = area
    painted: list[int] = []
    paint = toast_module._toast_surface

    @cache
    def counted(text: str, error: bool, size_px: int, max_width: int
                ) -> tuple[pygame.Surface, int]:
        painted.append(max_width)  # a card painted, not one taken from the cache
        return paint.__wrapped__(text, error, size_px, max_width)

    monkeypatch.setattr(toast_module, "_toast_surface", counted)
    stack.show("Roll the die first: a long refusal wrapped onto a few lines of its card, "
               "as the Korean ones are")
    cards = stack.rects((1280, 720))
    assert len(cards) == 1 and area.contains(cards[0])
    assert cards[0].collidelist(taken) >= 0, "no free place: it covers the least"
    assert len(painted) == 1, f"cards painted for {len(painted)} wraps"
    painted.clear()
    assert stack.rects((1280, 720)) == cards and painted == [], "searched once, not each frame"


def test_toasts_stay_put_while_the_log_slides(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The board is laid out for the opened or closed log at once, and the toasts find
    their places for it then: following the log's page as it slid, every toast was
    searched for again, and moved, on each frame of the slide (Winner's Circle: 15
    searches, 94 ms of the frame thread, as the log opened at 1280x720)."""
    searches: list[str] = []
    find = ToastStack._find

    def counted(stack: ToastStack, toast: Toast, *rest: Any) -> Any:
        searches.append(toast.text)
        return find(stack, toast, *rest)

    monkeypatch.setattr(ToastStack, "_find", counted)
    session = GameSession.start(GAMES["yacht"], seats("yacht", 1, 2), 5, None)
    scene = make_game_scene(app.context, session)
    app.context.manager.apply(Push(scene))
    app.step(FRAME)
    toasts = scene.frame.toasts
    for opening in (True, False):
        toasts.clear()
        for text in ("You have no rolls left this turn.",
                     "That box is already filled, and this refusal is long enough to be "
                     "wrapped onto a second line of the toast card, as some are."):
            toasts.show(text)
            app.step(FRAME)
        scene.log.toggle()
        app.step(FRAME)
        searches.clear()
        cards = toasts.rects(app.context.size)
        for _ in range(30):  # the slide, and a little more
            app.step(FRAME)
            assert toasts.rects(app.context.size) == cards, opening
        assert searches == [], (opening, searches)
        assert scene.log.panel_rect() == scene.log.panel_rect(settled=True)


@pytest.mark.usefixtures("screen")
def test_with_no_free_place_a_toast_spares_what_the_screen_protects() -> None:
    """With no free place a toast stands where it covers the least, but never over a part
    the screen protects while any place spares it (Winner's Circle's podium words, trial
    s23); where nothing spares them, it still shows, covering the least."""
    area = pygame.Rect(0, 0, 400, 300)
    words = pygame.Rect(0, 250, 400, 50)  # at home, the bottom centre
    stack = ToastStack(area, lambda: [area])  # everything declared: no free place
    stack.home = area
    stack.show("Place your chip first")
    (unguarded,) = stack.rects((1280, 720))
    assert unguarded.colliderect(words), "covering the least, nearest home"
    stack.clear()
    stack.protected = lambda: [words]
    stack.show("Place your chip first")
    (card,) = stack.rects((1280, 720))
    assert area.contains(card) and not card.colliderect(words), card
    stack.clear()
    stack.protected = lambda: [area]  # nothing spares it: the message still shows
    stack.show("Place your chip first")
    assert len(stack.rects((1280, 720))) == 1


@pytest.mark.usefixtures("screen")
def test_one_toast_is_searched_for_a_frame(monkeypatch: pytest.MonkeyPatch) -> None:
    # Winner's Circle tells each computer's bet and move: three notices searched in one
    # frame cost it 12 ms. An older one that must move waits for the next frame's search.
    area = pygame.Rect(16, 124, 1218, 526)
    stack = ToastStack(area, lambda: _track(area))
    stack.home = area
    for word in ("first", "second", "third"):
        stack.show(f"Robo put a chip on the {word} horse", error=False)
    searched: list[str] = []
    real = ToastStack._find
    monkeypatch.setattr(ToastStack, "_find", lambda self, toast, *rest: searched.append(
        toast.text) or real(self, toast, *rest))
    shown = [stack.rects((1280, 720)) for _ in range(3)]
    assert searched == ["Robo put a chip on the third horse",
                        "Robo put a chip on the second horse",
                        "Robo put a chip on the first horse"]
    assert [len(cards) for cards in shown] == [1, 2, 3]
