"""Every text on the Winner's Circle payout sheet stays in its own column (trial s12: in
Korean after race 3 at 1280x720 a column's footer, "이번 경주 +$1400 · $200 냈어요", ran
into the next column's and the two were printed over each other).

The sheet is drawn at the size and scale the table gives it in a real window, for 2 to 6
seats, with long names, doubled lines and a debt in every column; every blit's inked
pixels must lie inside its column and clear of every other blit's."""

from __future__ import annotations

import re
from itertools import combinations
from typing import Any

import pygame
import pytest

from scenes.games.winners_circle import panels
from scenes.games.winners_circle.art import horse_token
from scenes.games.winners_circle.log_words import money_text
from scenes.games.winners_circle.panels import PayoutLine, PayoutSheet, draw_payout
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from scenes.widgets import paint
from scenes.widgets.tween import Pace
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle_events import PayoutKind
from tabletop.i18n import Words
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]

SIZES = [(1280, 720), (1920, 1080)]
NAMES = ["김수한무거북이와", "Alexandra-Maria", "플레이어 하나둘", "Mina", "Christopher", "지훈"]


class _Recording(pygame.Surface):
    """A surface that notes where every blit put ink, and what was blitted."""

    inked: list[pygame.Rect]
    sources: list[pygame.Surface]

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        drawn = super().blit(source, dest, *args, **kwargs)
        self.sources.append(source)
        at = dest.topleft if isinstance(dest, pygame.Rect) else dest
        self.inked.append(source.get_bounding_rect().move(round(at[0]), round(at[1])))
        return drawn

    def copy(self) -> _Recording:
        twin = _Recording(self.get_size(), pygame.SRCALPHA)
        twin.inked, twin.sources = [], []
        pygame.Surface.blit(twin, self, (0, 0))
        return twin


def _sheet_rect(app: App, size: tuple[int, int], seats: int) -> tuple[pygame.Rect, float]:
    """The sheet's rect and the scale of a real table with ``seats`` seats in ``size``."""
    from scenes.games import make_game_scene
    from scenes.games.winners_circle.scene import WinnersCircleScene
    from scenes.shell.scene import Push

    resize_window(app, size)
    frames(app, 2)
    configs = [SeatConfig("Mina", 0)] + [SeatConfig(f"R{seat}", seat, SeatKind.COMPUTER, "easy")
                                         for seat in range(1, seats)]
    session = GameSession.start(GAMES["winners_circle"], configs, seed=3)
    scene = make_game_scene(app.context, session)
    assert isinstance(scene, WinnersCircleScene)
    app.context.manager.apply(Push(scene))
    frames(app, 2)
    assert app.context.size == size
    return pygame.Rect(scene.table.sheet_rect), scene.scale


def _race_three(seats: int) -> PayoutSheet:
    """Race 3 (doubled), settled: big wins, a last-horse loss, a bluff, a debt paid, and one
    column with only a bluff."""
    sheet = PayoutSheet(3, (4, 1, 2), 5, 0, NAMES[:seats], list(range(seats)), Pace(), 2)
    for seat in range(seats):
        bluff = PayoutLine(6, 0, None, 0, 2, 0)  # a bluff in every column (trial s35 R/011)
        if seat == seats - 1:
            sheet.lines[seat] = [bluff]
            sheet.paid[seat] = 400
        else:
            sheet.lines[seat] = [PayoutLine(4, 5, PayoutKind.WIN, 800, 2, 8000),
                                 PayoutLine(5, 2, PayoutKind.LAST, 100, 2, -400),
                                 PayoutLine(0, 3, PayoutKind.PACE, 100, 2, 200), bluff]
            sheet.paid[seat] = 200 * (seat + 1)
        sheet.settled[seat] = True
        sheet.money[seat].snap(-12400 if seat % 2 else 23800)
    return sheet


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_every_payout_text_stays_in_its_column(app: App, monkeypatch: pytest.MonkeyPatch,
                                               drawn_texts: list[str],
                                               size: tuple[int, int], seats: int) -> None:
    rect, scale = _sheet_rect(app, size, seats)
    real_panel, real_ready = paint.paper_panel, paint.ready

    def panel(*args: Any, **kwargs: Any) -> _Recording:
        paper = real_panel(*args, **kwargs)
        recording = _Recording(paper.get_size(), pygame.SRCALPHA)
        recording.inked, recording.sources = [], []
        pygame.Surface.blit(recording, paper, (0, 0))
        return recording

    cards: list[_Recording] = []

    def ready(surface: pygame.Surface, **kwargs: Any) -> pygame.Surface:
        if isinstance(surface, _Recording):
            cards.append(surface)
        return real_ready(surface, **kwargs)

    monkeypatch.setattr(panels.paint, "paper_panel", panel)
    monkeypatch.setattr(panels.paint, "ready", ready)
    for language in ("en", "ko"):
        panels._payout_body.cache_clear()
        cards.clear()
        screen = _Recording(rect.inflate(80, 80).size, pygame.SRCALPHA)
        screen.inked, screen.sources = [], []
        at = rect.move(40 - rect.x, 40 - rect.y)
        drawn_texts.clear()
        draw_payout(Words(language), screen, at, _race_three(seats), scale)
        assert len(cards) == 1
        # Trial s13 (111): "this race +$950 · paid $200" read as $200 more to take off the
        # net balance, and s34 P/011: "+$950 (after −$200)" was hard to parse; the footer
        # writes the sum out, "this race: +$1,150 − $200 = +$950", the sum on one line
        # (trial s37 T/015: in narrow columns it wrapped onto two or three).
        sheet = _race_three(seats)
        for paid, lines in zip(sheet.paid, sheet.lines, strict=True):
            if paid:
                won = sum(line.amount for line in lines if line.amount > 0)
                words = Words(language)
                sum_words = words("winners_circle_scene.race_sum",
                                  won=panels.signed_money(words, won),
                                  paid=money_text(words, paid),
                                  net=panels.signed_money(words, won - paid))
                spaced = [re.sub("[\u00a0\u2009\u200a]", " ", text) for text in drawn_texts]
                assert any(sum_words in text for text in spaced), (language, sum_words)
        bluff = panels._row_texts(Words(language), PayoutLine(6, 0, None, 0, 2, 0),
                                  theme.text_px(TextSize.SMALL, scale))[1]
        assert sum(source is bluff for source in cards[0].sources) == seats, "a bluff left off"
        _, columns, _ = panels._payout_body(Words(language), at.size, _key(_race_three(seats)),
                                         scale)
        # The money counters are what is blitted after the card itself (and its shadow).
        body = next(index for index, ink in enumerate(screen.inked) if ink.topleft == at.topleft
                    and ink.size == at.size)
        money = [ink.move(-at.x, -at.y) for ink in screen.inked[body + 1:]]
        assert len(money) == seats
        inked = [ink for ink in cards[0].inked + money if ink.width and ink.height]
        for ink in inked:
            if ink.y >= columns[0].y:
                assert any(column.contains(ink) for column in columns), (language, ink, columns)
        for one, other in combinations(inked, 2):
            assert not one.colliderect(other), (language, one, other)


def _key(sheet: PayoutSheet) -> tuple[object, ...]:
    return (sheet.race, sheet.podium, sheet.last, sheet.pace, tuple(sheet.names),
            tuple(sheet.slots), sheet.multiplier, tuple(tuple(lines) for lines in sheet.lines),
            tuple(sheet.paid), tuple(sheet.settled))


def _race_one_of_trial_d() -> PayoutSheet:
    """Trial s27 D/104's race 1, settled: Red, Yellow and Green placed, Blue last, Red's pace."""
    red, blue, yellow, green = 2, 3, 4, 5
    names = ["Player 1", "Player 2", "Computer 1", "Computer 2"]
    sheet = PayoutSheet(1, (red, yellow, green), blue, red, names, [0, 1, 2, 3], Pace())
    win, place, show, pace = (PayoutKind.WIN, PayoutKind.PLACE, PayoutKind.SHOW,
                              PayoutKind.PACE)
    sheet.lines = [
        [PayoutLine(red, 2, win, 400, 1, 800), PayoutLine(red, 2, pace, 100, 1, 200),
         PayoutLine(yellow, 1, place, 300, 1, 300)],
        [PayoutLine(green, 1, show, 200, 1, 200)],
        [PayoutLine(green, 2, show, 200, 1, 400), PayoutLine(red, 1, win, 400, 1, 400),
         PayoutLine(red, 1, pace, 100, 1, 100), PayoutLine(yellow, 1, place, 300, 1, 300)],
        [PayoutLine(yellow, 2, place, 300, 1, 600), PayoutLine(red, 1, win, 400, 1, 400),
         PayoutLine(red, 1, pace, 100, 1, 100), PayoutLine(green, 1, show, 200, 1, 200)]]
    sheet.settled = [True] * 4
    return sheet


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1600, 900), *SIZES], ids=lambda size: "{}x{}".format(*size))
def test_every_payout_line_has_its_horse_or_none_has(app: App, monkeypatch: pytest.MonkeyPatch,
                                                     size: tuple[int, int],
                                                     language: str) -> None:
    """Trial s27 D/104: at four seats the "2nd · Yellow" lines, whose words and amount were
    too wide beside a horse's piece, had none and stood further left than every other line,
    in every column. The sheet's lines now all keep the piece, or where one has no room
    beside it for its two lines (the window of D/104) all go without."""
    rect, scale = _sheet_rect(app, size, 4)
    row_token = round(theme.text_px(TextSize.SMALL, scale) * 0.9)
    tokens: list[int] = []
    real_token = horse_token

    def token(horse: int, diameter: int, *args: Any) -> pygame.Surface:
        if diameter == row_token:
            tokens.append(horse)
        return real_token(horse, diameter, *args)

    monkeypatch.setattr("scenes.games.winners_circle.panels.horse_token", token)
    panels._payout_body.cache_clear()
    sheet = _race_one_of_trial_d()
    draw_payout(Words(language), pygame.Surface(rect.size), rect.move(-rect.x, -rect.y),
                sheet, scale)
    lines = [line.horse for seat_lines in sheet.lines for line in seat_lines]
    assert sorted(tokens) in ([], sorted(lines)), (language, tokens)



class _Sources(pygame.Surface):
    """A sheet's paper that notes every surface blitted on it."""

    sources: list[pygame.Surface]

    def blit(self, source: pygame.Surface, dest: Any, *args: Any, **kwargs: Any) -> pygame.Rect:
        self.sources.append(source)
        return super().blit(source, dest, *args, **kwargs)

    def copy(self) -> _Sources:
        twin = _Sources(self.get_size(), pygame.SRCALPHA)
        twin.sources = []
        return twin


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("height", [1.0, 0.75, 0.65])
def test_no_payout_line_is_left_off_a_short_sheet(app: App, monkeypatch: pytest.MonkeyPatch,
                                                  size: tuple[int, int], language: str,
                                                  height: float) -> None:
    """Trial s34 N/001: on the lesson's lower sheet a column of four lines showed three,
    the last place's −$200 left off, under a balance of "+$950 (−$200 included)" that the
    three shown did not make. Where the formulas do not fit, every line stays, without
    them; the formulas stay where the whole sheet has room."""
    rect, scale = _sheet_rect(app, size, 3)
    rect.height = round(rect.height * height)
    sheet = _race_one_of_trial_d()
    sheet.names, sheet.slots, sheet.money = sheet.names[:3], sheet.slots[:3], sheet.money[:3]
    sheet.lines = [[*sheet.lines[2], PayoutLine(3, 1, PayoutKind.LAST, 100, 1, -100)],
                   sheet.lines[3], [PayoutLine(3, 2, PayoutKind.LAST, 100, 1, -200)]]
    sheet.paid, sheet.settled = [100, 0, 200], [True] * 3
    cards: list[_Sources] = []

    def panel(*args: Any, **kwargs: Any) -> _Sources:
        card = _Sources((1, 1))
        card.sources = []
        cards.append(card)
        return card

    monkeypatch.setattr(panels.paint, "paper_panel", lambda size, *args, **kwargs: panel())
    monkeypatch.setattr(_Sources, "copy", lambda self: _sized(self, rect.size, cards))
    words = Words(language)
    panels._payout_body.cache_clear()
    draw_payout(words, pygame.Surface(rect.size), rect.move(-rect.x, -rect.y), sheet, scale)
    small = theme.text_px(TextSize.SMALL, scale)
    drawn = cards[-1].sources
    for seat, lines in enumerate(sheet.lines):
        for line in lines:
            amount = panels._row_texts(words, line, small)[1]
            assert any(source is amount for source in drawn), (language, seat, line)
    formula = panels._row_texts(words, sheet.lines[0][0], small)[2]
    written = assets.text(formula, small, theme.INK_SOFT)
    assert any(source is written for source in drawn) == (height == 1.0), (
        "the formulas stand where they all fit, and only there")


def _sized(paper: _Sources, size: tuple[int, int], cards: list[_Sources]) -> _Sources:
    card = _Sources(size, pygame.SRCALPHA)
    card.sources = []
    cards.append(card)
    return card
