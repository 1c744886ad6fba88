"""Landing discs read from the sofa and are never hidden: trial s18 saw three small discs
stacked on space 1, Blue's half under the Black horse on the space they leant into, and
Yellow's over Yellow itself (a horse that could not move)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.art import horse_token
from scenes.games.winners_circle.landing import line_start
from scenes.games.winners_circle.panels import podium_label
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.games.winners_circle.track import finish_label_rect
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig
from tabletop.games import GAMES
from tabletop.games.winners_circle_data import FINISH
from tabletop.session import GameSession
from tests.scenes.sofa_text import SOFA_HEIGHT_1080
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_winners_circle_scene import start

__all__ = ["app"]

START = {horse: 36 - horse for horse in range(7)}
"""Every horse at its gate (RULES §1.4): Black on 36 down to Purple on 30."""
CROWDED = {0: 38, 1: 31, 2: 35, 3: 33, 4: 34, 5: 30, 6: 41}
"""Trial s18's 146: Black on space 2, the others bunched behind the line."""


def _marks_at(scene: WinnersCircleScene, places: dict[int, int],
              previews: dict[int, int]) -> dict[int, tuple[pygame.Vector2, float]]:
    for horse, progress in places.items():
        scene.table.horses[horse].progress = float(progress)
    scene.table.previews = previews
    return scene.table.landing_rings()


@pytest.mark.parametrize(("places", "previews"), [
    (START, {0: 40, 1: 37, 2: 37, 3: 37, 4: 39, 5: 34, 6: 39}),  # 144: three land on 1
    (CROWDED, {1: 37, 2: 37, 3: 37, 4: 34, 5: 36, 6: 41}),  # 146 and 121: Yellow stays
])
def test_no_landing_disc_lies_over_a_horse_or_another_disc(
        app: App, places: dict[int, int], previews: dict[int, int]) -> None:
    scene = start(app, hidden=False)
    pygame.display.set_mode((1920, 1080))
    app.context.resize((1920, 1080))
    frames(app, 2)
    marks = _marks_at(scene, places, previews)
    assert sorted(marks) == sorted(previews)
    geo = scene.table.geo
    horses = [horse_token(horse, geo.piece).get_rect(center=geo.position(progress))
              for horse, progress in places.items()]
    for horse, (spot, diameter) in marks.items():
        # Its number (46 % of the disc, art.horse_ghost) at least the sofa's text height.
        assert diameter * 0.46 >= SOFA_HEIGHT_1080, (horse, diameter)
        disc = pygame.Rect(0, 0, round(diameter), round(diameter))
        disc.center = (round(spot.x), round(spot.y))
        assert disc.collidelist(horses) < 0, (horse, horses[disc.collidelist(horses)])
    for (a, da), (b, db) in combinations(marks.values(), 2):
        assert a.distance_to(b) >= (da + db) / 2, (a, b)


@pytest.mark.parametrize("seats", [3, 6])
def test_no_landing_disc_lies_under_the_coach_card(app: App, seats: int) -> None:
    """The coach's "Race odds" card, drawn over the infield's lower half, covered the disc
    of a horse landing at the track's lower left (issue #32: six seats, Korean, 1920x1080):
    every space a horse may land on keeps its disc clear of the card."""
    app.context.apply_settings(replace(app.context.settings, language="ko", coach=True))
    pygame.display.set_mode((1920, 1080))
    app.context.resize((1920, 1080))
    table = [SeatConfig(f"Mina {index}", index) for index in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["winners_circle"], table, 5))
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    card = scene.table.coach_rect
    assert card is not None
    covered = []
    for space in range(1, 37):  # Black two spaces short of each space, landing on it
        marks = _marks_at(scene, {**START, 0: space + 36 - 2}, {0: space + 36})
        spot, diameter = marks[0]
        disc = pygame.Rect(0, 0, round(diameter), round(diameter))
        disc.center = (round(spot.x), round(spot.y))
        if disc.colliderect(card):
            covered.append((space, disc.center))
    assert not covered, (card, covered)



@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("seats", [2, 6])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_no_landing_disc_or_its_line_covers_a_word(
        app: App, size: tuple[int, int], seats: int, language: str) -> None:
    """Trial s20 found a finishing horse's disc over the podium's "2nd", "3rd" and "1등",
    and the gold lines to discs over "Start · Finish" crossing its words: every disc, for
    each space a horse may land on and each box it may finish in, leaves the podium's
    words, "Start · Finish" and the die's words in sight, and so does its line (it may
    only pass under "Start · Finish", from the spaces right behind it)."""
    app.context.apply_settings(replace(app.context.settings, language=language))
    pygame.display.set_mode(size)
    app.context.resize(size)
    table = [SeatConfig(f"Mina {index}", index) for index in range(seats)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["winners_circle"], table, 5))
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    finish_words = finish_label_rect(scene.table.geo, scene.table.text("finish"))
    words = [*(podium_label(box, scene.table.scale) for box in scene.table.boxes.values()),
             finish_words, *filter(None, [scene.table.die_words_rect])]
    cases = [({**START, 0: space + 36 - 2}, {0: space + 36}) for space in range(1, 37)]
    cases += [({**START, 2: 37 + gate}, {2: 37 + gate, 0: 73}) for gate in range(3)]
    cases.append((START, {0: 73, 3: 73, 5: 73}))  # three at once, as in the lesson's 1등
    covered = []
    for finished in range(3):  # the disc of a horse that would finish stands in box 1-3
        for lane in scene.table.lanes:
            lane.place = lane.horse + 1 if lane.horse < finished else None
        for places, previews in cases:
            marks = _marks_at(scene, places, previews)
            for horse, (spot, diameter) in marks.items():
                disc = pygame.Rect(0, 0, round(diameter), round(diameter))
                disc.center = (round(spot.x), round(spot.y))
                line = (line_start(scene.table.geo, previews[horse]), spot)
                covered += [(finished, horse, previews[horse], disc.center, word)
                            for word in words if disc.colliderect(word) or (
                                previews[horse] < FINISH and word != finish_words
                                and word.clipline(*line))]
            # Drawn, no line's gold lies on "Start · Finish".
            board = pygame.Surface(size)
            scene.table.draw_previews(board, None)
            inside = finish_words.inflate(-2, -2)
            gold = [(x, y) for x in range(inside.left, inside.right)
                    for y in range(inside.top, inside.bottom)
                    if board.get_at((x, y))[:3] == theme.GOLD_LIGHT[:3]]
            if gold:
                covered.append((finished, previews, "gold on Start · Finish", gold[0]))
    assert not covered, covered[:5]


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_a_finishing_disc_stands_in_its_box_or_clear_of_the_podium(
        app: App, size: tuple[int, int]) -> None:
    """Trial s22 (B/027, the Korean lesson): of three horses that could finish, Black's disc
    stood in the 1st box, Green's over that box's left side and Blue's against its foot.
    One disc stands whole in the box the finisher would take; any other stands clear of
    every box."""
    pygame.display.set_mode(size)
    app.context.resize(size)
    table = [SeatConfig(f"Mina {index}", index) for index in range(3)]
    scene = make_game_scene(app.context, GameSession.start(GAMES["winners_circle"], table, 5))
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    boxes = scene.table.boxes
    straddling = []
    for finished in range(3):
        for lane in scene.table.lanes:
            lane.place = lane.horse + 1 if lane.horse < finished else None
        for finishers in ((3,), (3, 5), (0, 3, 5), (0, 3, 4, 5)):
            horses = [horse for horse in finishers if horse >= finished]
            marks = _marks_at(scene, START, dict.fromkeys(horses, 73))
            inside = 0
            for horse, (spot, diameter) in marks.items():
                disc = pygame.Rect(0, 0, round(diameter), round(diameter))
                disc.center = (round(spot.x), round(spot.y))
                if boxes[finished + 1].contains(disc):
                    inside += 1
                elif disc.collidelist(list(boxes.values())) >= 0:
                    straddling.append((finished, finishers, horse, disc))
            assert inside == 1, (finished, finishers, marks)
    assert not straddling, straddling[:5]
