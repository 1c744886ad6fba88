"""Winner's Circle lesson: every card leaves in view what it tells of and what the learner
clicks, in one sofa-size type (trial H/008, H/009).

Trial H saw "Move Black" over spaces 5 to 9 where the landing discs stood, the race's card
over the red ribbon of a blocked horse, and from the race on the cards in smaller words in
narrow boxes. The lesson is walked at 1920x1080 in English and Korean, at 1600x900 (the
trial's window) and at 1280x720 in Korean; at each step, once the table is ready, the card
covers neither the piece to touch, a horse's row, a landing disc nor the ribbon while it is
up, and its words are the size of the first card's; while the race plays, the card never
covers the ribbon, the red news of a blocked horse. At 1920x1080, 1600x900 and 1280x720 in
both languages the card keeps one place and one Next all through (trial s32 J/002)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from scenes.games.winners_circle import coach_box
from scenes.games.winners_circle.panels import ribbon_face
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.widgets.coach_card import draw_coach_card
from tabletop.lessons import LESSONS
from tests.scenes.lesson_watch import Walk, Watch, walk_lesson
from tests.scenes.screens import view_in
from tests.scenes.test_game_base import frames
from tests.scenes.test_lesson_card_runs import watch_every_frame

SOFA_PX = 22
"""The least card type read from the sofa at 1920x1080 (STYLE.md)."""


class ClearWatch(Watch):
    games = ("winners_circle",)

    def __init__(self) -> None:
        self.covered: list[str] = []
        self.sizes: dict[str, int] = {}
        self.places: dict[tuple[tuple[int, ...], tuple[int, ...]], str] = {}
        """Each place the card and its Skip step stood in, with the first step there."""
        self.nexts: dict[tuple[int, ...], str] = {}
        """Each place its Next stood in (a step waiting for a move shows none)."""
        self.over: set[str] = set()
        """What of the table the card stood over at any frame."""
        self.advised: set[str] = set()
        """The steps at which the coach's box was drawn with its advice."""
        self.chips: dict[str, float] = {}
        """Each betting step's chips' width, in the table's scale's pixels."""

    def _under(self, scene: WinnersCircleScene, card: pygame.Rect) -> list[str]:
        """What the card stands over that it must leave in view, now."""
        table = scene.table
        under = []
        if table.ribbon and card.colliderect(ribbon_face(table.ribbon_rect, table.ribbon,
                                                         table.scale)):
            under.append(f"the ribbon {table.ribbon!r}")
        for horse, lane in enumerate(table.lanes):
            if card.colliderect(lane.rect):
                under.append(f"horse {horse + 1}'s row")
        for horse, (centre, size) in table.landing_rings().items():
            disc = pygame.Rect(0, 0, round(size), round(size))
            disc.center = (round(centre.x), round(centre.y))
            if card.colliderect(disc):
                under.append(f"horse {horse + 1}'s landing disc")
        return under

    def start(self, walk: Walk) -> None:
        scene, driver = walk.scene, walk.driver
        assert isinstance(scene, WinnersCircleScene)

        def every_frame() -> None:
            card, table = driver.card, scene.table
            if driver._said_index() is not None and not card.finished:
                self.places.setdefault((tuple(card.rect), tuple(card.skip_button.rect)),
                                       walk.step_name)
                if card.explains:
                    self.nexts.setdefault(tuple(card.next_button.rect), walk.step_name)
                parts = {"the track": table.track_rects, "the die": [table.die.rect()],
                         "the podium": list(table.boxes.values()),
                         "the rows": [lane.rect for lane in table.lanes],
                         "the rates": [table.rates_rect],
                         "the chips": [piece.rect for piece in table.chip_pieces]}
                self.over |= {f"{walk.step_name}: {name}" for name, rects in parts.items()
                              if card.rect.collidelist(rects) >= 0}
            step = driver.step
            if step is None or not step.paced or driver._said_index() is None:
                return
            self.covered += [f"while the race plays: {part}"
                             for part in self._under(scene, driver.card.rect)]

        watch_every_frame(scene, every_frame)

        def drawn(*args: Any, **kwargs: Any) -> None:
            if args[3]:  # the advice's lines, not "thinking"
                self.advised.add(walk.step_name)
            draw_coach_card(*args, **kwargs)

        walk.patch.setattr(coach_box, "draw_coach_card", drawn)

    def look(self, walk: Walk) -> None:
        scene, driver = walk.scene, walk.driver
        assert isinstance(scene, WinnersCircleScene)
        if driver.finished:
            return
        name = walk.step_name
        card = driver.card
        self.sizes[name] = card._text_px()
        if scene.table.chip_pieces:
            self.chips[name] = min(piece.rect.width for piece in scene.table.chip_pieces
                                   ) / scene.table.scale
        under = self._under(scene, card.rect)
        if walk.piece is not None and card.rect.colliderect(walk.piece):
            under.append("the piece to touch")
        self.covered += [f"{name}: {part}" for part in under]


def _in(size: tuple[int, int], language: str) -> Callable[[App], None]:
    def prepare(shell: App) -> None:
        view_in(shell, size, language)
        frames(shell, 2)
    return prepare


WALKS = [((1920, 1080), "en"), ((1920, 1080), "ko"), ((1600, 900), "en"), ((1600, 900), "ko"),
         ((1280, 720), "en"), ((1280, 720), "ko")]
_WALKED: dict[tuple[tuple[int, int], str], ClearWatch] = {}


def walked(size: tuple[int, int], language: str) -> ClearWatch:
    if (size, language) not in _WALKED:
        watch = ClearWatch()
        walk_lesson("winners_circle", [watch], _in(size, language))
        _WALKED[size, language] = watch
    return _WALKED[size, language]


IDS = [f"{width}x{height}-{language}" for (width, height), language in WALKS]


@pytest.mark.parametrize(("size", "language"), WALKS, ids=IDS)
def test_every_card_leaves_what_it_tells_of_in_view(size: tuple[int, int],
                                                    language: str) -> None:
    covered = walked(size, language).covered
    assert not covered, "; ".join(sorted(set(covered)))


@pytest.mark.parametrize(("size", "language"), WALKS, ids=IDS)
def test_every_card_has_one_sofa_size_type(size: tuple[int, int], language: str) -> None:
    sizes = walked(size, language).sizes
    assert len(sizes) > 20, sizes
    first = sizes["welcome"]
    assert all(px == first for px in sizes.values()), repr(
        {name: px for name, px in sizes.items() if px != first})
    if size == (1920, 1080):
        assert first >= SOFA_PX, sizes


@pytest.mark.parametrize(("size", "language"), WALKS, ids=IDS)
def test_the_card_keeps_one_place_clear_of_the_table(size: tuple[int, int],
                                                     language: str) -> None:
    """Trial s32 J/002: the card stood in five places, Next moving under the pointer so
    clicks landed on the track, and stood over the podium's empty boxes. Now one place
    (one Next, one Skip step) from the welcome to the last step, over none of the track, the die,
    the podium, the horses' rows, the payout table or the chips, at any frame."""
    watch = walked(size, language)
    assert len(watch.places) == 1, "; ".join(
        f"{step}: card {place[0]}, Skip {place[1]}" for place, step in watch.places.items())
    assert len(watch.nexts) == 1, "; ".join(
        f"{step}: Next {place}" for place, step in watch.nexts.items())
    assert not watch.over, "; ".join(sorted(watch.over))


@pytest.mark.parametrize(("size", "language"), WALKS, ids=IDS)
def test_the_coach_box_is_drawn_at_its_steps(size: tuple[int, int], language: str) -> None:
    """The card of Bet Black says "The coach's box names the best bet": laid under the die
    in the infield the card's band left low, the box found no room and was not drawn. It
    stands beside the podium and the die, its advice written at every coach step."""
    steps = {step.text.rsplit(".", 1)[-1] for step in LESSONS["winners_circle"].steps
             if step.coach}
    assert steps == {"bet_black", "move_black"}
    assert steps <= walked(size, language).advised


@pytest.mark.parametrize(("size", "language"), WALKS, ids=IDS)
def test_the_chips_keep_a_readable_size(size: tuple[int, int], language: str) -> None:
    """Under the podium and over the coach's box, the learner's chips shrank to dots at
    Bet Black. Every betting step keeps them at least 24 of the table's pixels across (36
    px at 1920x1080), the number on each readable."""
    chips = walked(size, language).chips
    assert {"bet_black", "bet_blue", "bet_purple"} <= set(chips), chips
    assert min(chips.values()) >= 24, chips
