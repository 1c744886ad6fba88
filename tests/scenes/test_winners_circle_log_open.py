"""Winner's Circle with the game log open beside the board (trial s12, issue #32).

At 1280x720 with the log open the infield grew so narrow that the Roll button's label
beside the die shrank to about 8 px; with six seats the payout card's twelve columns of
figures ran together ("800600500400...") and a lane's chips lay over the pace token's
place; the Korean footnote under the card was cut off at "3번째 경주".

Each screen is read as :mod:`tests.scenes.sofa_text` reads the sofa screens: every text
drawn at least 22 px at 1920x1080 (the same share of the window's height at 1280x720),
and here also where it lies: the card's texts apart and whole on it, the Roll button
on the green beside the die, clear of the podium, the die's words and the coach.
"""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.die_row import die_words_height
from scenes.games.winners_circle.rate_card import card_plan, note_lines, rate_columns
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.context import AppContext
from scenes.shell.scene import Scene
from scenes.shell.theme import TextSize
from tabletop.games.winners_circle_data import Symbol
from tests.scenes.sofa_screens import _phase, played_until, read_screen, seats
from tests.scenes.sofa_text import SOFA_HEIGHT_1080
from tests.scenes.test_game_base import app

__all__ = ["app"]

SIZES = [(1280, 720), (1920, 1080)]


def with_the_log_open(count: int, opened: list[WinnersCircleScene],  # type: ignore[no-untyped-def]
                      phase: str = "roll"):
    """A table of ``count`` seats (the first a person, long names) at the person's
    ``phase`` (roll or move) in race 1, every bet down, the log open."""
    def factory(context: AppContext) -> list[Scene]:
        table = seats("winners_circle", 1, count)
        session = played_until("winners_circle", table, 11, _phase(phase), 2 * count)
        scene = make_game_scene(context, session)
        assert isinstance(scene, WinnersCircleScene)
        scene.log.toggle()
        opened.append(scene)
        return [scene]
    return factory


def _apart(first: pygame.Rect, second: pygame.Rect) -> bool:
    """Neither touches the other: a pixel at least between their inks."""
    return not first.inflate(2, 2).colliderect(second)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("count", [2, 6])
def test_with_the_log_open_every_text_keeps_its_size_and_its_place(
        app: App, language: str, size: tuple[int, int], count: int) -> None:
    app.context.apply_settings(replace(app.context.settings, language=language, coach=True,
                                       animation_speed="instant"))
    opened: list[WinnersCircleScene] = []
    reading = read_screen(app, "winners_circle_log", with_the_log_open(count, opened),
                          size)
    (scene,) = opened
    table = scene.table
    assert scene.log.is_open and app.context.size == size
    assert table.mine and table.phase.value == "roll", "the person is to roll"
    board = scene.board_area()

    # The log's own panel is the frame's (its "L to hide" is not this game's to size).
    log = scene.log.panel_rect()
    least = SOFA_HEIGHT_1080 * size[1] / 1080
    small = [f"{item.text.size_px} px {item.text.text!r}" for item in reading.found
             if item.text.size_px < least and not log.contains(pygame.Rect(item.box))]
    assert not small, f"under {least:.1f} px: {small}"
    button = table.roll_button
    assert button.label_px() >= theme.text_px(TextSize.SMALL, scene.scale), button.label_px()

    # The Roll button beside the die on the green, clear of the podium, the die's words
    # and the coach's card; the words (the longest symbol's, on their pill) clear of the
    # coach's card too: at 1280x720 the card lay over their foot.
    geo = table.geo
    die = table.die.rect()
    words_h = die_words_height(scene.scale) + scene.px(6)
    body = theme.text_px(TextSize.BODY, scene.scale)
    longest = max((table.texts(f"winners_circle.symbol.{symbol.value}") for symbol in Symbol),
                  key=lambda word: assets.text_size(word, body, bold=True)[0])
    label = pygame.Rect((0, 0), assets.text_size(longest, body, bold=True))
    words = label.move_to(**table.die_words_anchor()).inflate(2 * max(4, label.height // 3),
                                                              2 * max(1, label.height // 12))
    if table.words_beside:  # in the Roll button's place, where no past roll is written
        assert words.centery == die.centery
    else:
        assert not button.rect.colliderect(die.inflate(0, 2 * words_h)), (button.rect, die)
    assert geo.infield.contains(words) and not words.colliderect(die), (words, die)
    green = geo.infield_width_at(button.rect.centery, button.rect.height / 2)
    assert abs(button.rect.centerx - geo.centre.x) + button.rect.width / 2 <= green / 2
    for box in table.boxes.values():
        assert not button.rect.colliderect(box) and not die.colliderect(box), (box, button.rect)
    if table.coach_rect is not None:
        assert not button.rect.colliderect(table.coach_rect)
        assert not die.colliderect(table.coach_rect)
        assert not words.colliderect(table.coach_rect), (words, table.coach_rect)

    # The payout card's texts lie whole on it, none touching another.
    card = table.rates_rect
    assert board.contains(card) and board.contains(geo.rect)
    plan = card_plan(scene.context.words, card.size, rate_columns(count), scene.scale)
    inked = [(printed.text, assets.text(printed.text, printed.size_px, printed.colour,
                                        bold=printed.bold).get_bounding_rect().move(
                                            printed.rect.topleft)) for printed in plan.texts]
    assert len(inked) == 2 + 4 * rate_columns(count) + 3 + len(
        note_lines(scene.context.words, card.width, scene.scale)[1])
    assert all(printed.size_px >= theme.text_px(TextSize.SMALL, scene.scale)
               for printed in plan.texts)
    inside = pygame.Rect((0, 0), card.size).inflate(-2 * scene.px(4), -2 * scene.px(2))
    cut = [text for text, ink in inked if not inside.contains(ink)]
    assert not cut, f"cut at the card's edge: {cut}"
    touching = [(a, b) for index, (a, first) in enumerate(inked)
                for b, second in inked[index + 1:] if not _apart(first, second)]
    assert not touching, f"texts touching: {touching[:8]}"

    # Each lane's chips, every seat's, leave the pace token's place free, and each the
    # value of the one before in sight (six seats' lay 0.52 of a chip apart at 1280x720,
    # so that only the top one could be read: trial s13), written at the small size.
    for lane in table.lanes:
        d = lane.chip_diameter
        step = lane.chip_spot(1).x - lane.chip_spot(0).x
        assert step >= 0.66 * d, (lane.horse, step, d)
        last = lane.chip_spot(lane.seats - 1)
        assert last.x + d / 2 <= lane.pace_spot().x - d / 2, lane.horse
        assert lane.pace_spot().x + d / 2 <= lane.rect.right

