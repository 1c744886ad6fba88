"""Winner's Circle's chip rows with five seats and the log open (trial s14, issue #32).

At 1280x720 with five seats and the game log open, chips lying on a horse hid the seat
symbols of the chips beneath them (a chip's symbol stood at its lower right, where the
next chip lies), so whose chip it was could be told by colour only; and the landing tags
"→ n" of horses carrying chips were missing, the ring on the track alone saying where they
land (189).
"""

from __future__ import annotations

import math
from dataclasses import replace

import pygame
import pytest

from scenes.games.winners_circle.art import symbol_spot
from scenes.games.winners_circle.blocked import preview_words
from scenes.games.winners_circle.lanes import ChipSprite
from scenes.games.winners_circle.panels import PayoutLine, _payout_row
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.games.winners_circle.track import BAND_SLACK, TrackGeometry
from scenes.shell import assets, theme
from scenes.shell.app import App
from scenes.shell.theme import TextSize
from tabletop.games.winners_circle_data import FINISH, SPACES, Symbol
from tabletop.games.winners_circle_events import PayoutKind
from tests.scenes.screens import resize_window, show
from tests.scenes.test_game_base import app
from tests.scenes.test_winners_circle_log_open import with_the_log_open

__all__ = ["app"]

SIZES = [(1280, 720), (1920, 1080)]


def _open(app: App, size: tuple[int, int], count: int, language: str) -> WinnersCircleScene:
    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="instant"))
    if app.context.display.window_size != size:
        resize_window(app, size)
        app.step(1 / 60)
    opened: list[WinnersCircleScene] = []
    show(app, with_the_log_open(count, opened, "move"))
    for _ in range(30):
        app.step(1 / 60)
    (scene,) = opened
    assert scene.log.is_open and app.context.size == size
    return scene


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
@pytest.mark.parametrize("count", [5, 6])
def test_every_chip_shows_its_owners_symbol_and_every_horse_its_landing_tag(
        app: App, size: tuple[int, int], count: int, language: str) -> None:
    scene = _open(app, size, count, language)
    table = scene.table
    assert table.mine and table.phase.value == "move", "the person is to move a horse"
    movable = [lane for lane in table.lanes if lane.selectable]
    assert movable
    tags = (f"→ {scene.text('podium_2')}", "→ 31")
    for lane in table.lanes:
        d = lane.chip_diameter
        for pace, preview in ((False, ""), (True, ""), *((pace, tag) for tag in tags
                                                         for pace in (False, True))):
            if preview and lane not in movable:
                continue
            lane.pace, lane.preview = pace, preview
            lane.chips = [ChipSprite(seat, seat, 1 + seat % 2) for seat in range(count)]
            if not preview:  # while the bets are laid, each value in sight of the next
                assert lane.chip_spot(1).x - lane.chip_spot(0).x >= 0.66 * d, lane.horse
            # Each chip's symbol lies clear of every chip above it (the later ones).
            for index in range(count - 1):
                centre, radius = symbol_spot(lane.chip_spot(index), d)
                for later in range(index + 1, count):
                    other = lane.chip_spot(later)
                    assert centre.distance_to(other) >= d / 2 + radius, \
                        (lane.horse, index, later, centre, other, d)
            if not preview:
                continue
            # The landing tag shows, on the lane, clear of the chips and the pace token;
            # the pace horse's tag may give way to the token after the chips (off the
            # horse's number, trial s18), the disc by the track saying where it lands.
            tag = lane.preview_tag()
            if tag is None and pace:
                assert lane.pace_rect().right <= lane.rect.right
                continue
            assert tag is not None, (lane.horse, count, pace)
            _, box = tag
            assert lane.rect.contains(box), (box, lane.rect)
            for index in range(count):
                spot = lane.chip_spot(index)
                chip = pygame.Rect(0, 0, d, d)
                chip.center = (round(spot.x), round(spot.y))
                assert not box.colliderect(chip), (lane.horse, count, pace, index)
            if pace:  # the pace token clear of the tag, the chips and the card
                token = lane.pace_rect()
                _, card, _ = lane._columns()
                assert lane.rect.contains(token) and not token.colliderect(box)
                assert not token.colliderect(card), (token, card)


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_a_horse_that_would_finish_reads_alike_in_every_lane(
        app: App, size: tuple[int, int], language: str) -> None:
    """Trial s19: the landing tag read "→ 1st (finish)" in a lane with few chips and "→ 1st"
    in one with many, for the same thing. One wording, the podium box's name as the box
    shows it ("→ 2nd"), in every lane, with no chip or six seats' chips on the horse (old
    code: "→ 2nd (finish)" with none)."""
    scene = _open(app, size, 6, language)
    home = scene.text("preview_space", space=scene.text("podium_2"))
    # One horse home already: a horse finishing now takes the 2nd box.
    state = replace(scene.view().state, finished=[6])
    for horse, lane in enumerate(scene.table.lanes):
        lane.pace, lane.preview = False, preview_words(scene.text, state, horse, FINISH)
        for count in (0, 6):
            lane.chips = [ChipSprite(seat, seat, 1 + seat % 2) for seat in range(count)]
            tag = lane.preview_tag()
            assert tag is not None and tag[0] == home, (lane.horse, count, tag)


def _on_the_green(scene: WinnersCircleScene, words: pygame.Rect) -> bool:
    """``words`` lie on the infield's green, inside the rail, at every one of their rows."""
    geo = scene.table.geo
    for y in range(words.top, words.bottom + 1, 2):
        half = geo.infield_width_at(y, 0) / 2
        if abs(words.left - geo.centre.x) > half or abs(words.right - geo.centre.x) > half:
            return False
    return True


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_who_rolled_stays_on_the_green(app: App, size: tuple[int, int], language: str) -> None:
    """"Computer 4 rolled" under the die ran out of the infield over the track and a horse
    (1280x720, five seats, the log open, trial s14): the words keep to the green, on two
    lines where need be, for every seat's name."""
    scene = _open(app, size, 5, language)
    table = scene.table
    die = table.die
    screen = pygame.display.get_surface()
    for seat in range(5):
        for symbol in (None, Symbol.SADDLE):  # a past roll: who is to roll; the roll to use
            die.symbol, die.shown, die.roller = symbol, Symbol.SADDLE, (seat + 1) % 5
            table.on_turn = seat
            scene.draw(screen)
            words = table.die_words_rect
            assert words is not None, (seat, symbol)
            pill = words.inflate(2 * max(4, words.height // 3), 2 * max(1, words.height // 12))
            assert _on_the_green(scene, pill), (seat, symbol, pill, table.geo.rect)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_turn_banner_stands_on_the_board_beside_the_open_log(
        app: App, size: tuple[int, int]) -> None:
    """With the log open and five seats the infield's free felt is no taller than a line:
    the banner took the empty podium (trial s14), and trial s26 A/189 saw it over the 3rd
    and Last boxes. It covers nothing drawn on the board nor kept clear, and with no free
    felt stands in the top bar's band, never over the prompt line (trial s26: there it hid
    the words that say what to do)."""
    scene = _open(app, size, 5, "en")
    scene.table.previews = {}  # the banner comes with the turn, before the roll's discs
    frame = scene.frame
    frame.banner.forget_place()
    banner = frame.banner
    banner.slot, banner.text = 0, app.context.words("widgets.your_turn", name="Mina")
    banner.progress = 0.5
    screen = pygame.display.get_surface()
    scene.draw(screen)
    shown = banner.rect
    assert shown is not None and shown.collidelist(frame.keep_clear()) < 0
    podium = list(scene.table.boxes.values())
    assert podium and shown.collidelist(podium) < 0, (shown, podium)
    assert not shown.colliderect(frame.layout.prompt), shown
    assert scene.board_area().contains(shown) or frame.layout.top_bar.contains(shown)
    banner.progress = 1.0


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_five_players_payout_lines_keep_two_lines(app: App, size: tuple[int, int],
                                                  language: str) -> None:
    """Five players beside the open log: the payout sheet's columns were so narrow that
    "−$400" and "× 2" went onto lines of their own (trial s14, race 3). Each of that
    sheet's lines takes two: what and how much, then chip × rate × 2."""
    scene = _open(app, size, 5, language)
    table = scene.table
    scale = scene.scale
    pad = theme.px(14, scale)
    column = (table.sheet_rect.width - 2 * pad) // 5
    inner = column - 2 * theme.px(4, scale)
    step = assets.font(theme.text_px(TextSize.SMALL, scale), True).get_linesize() \
        - theme.px(3, scale)
    for line in (PayoutLine(0, 2, PayoutKind.LAST, 100, 2, -400),
                 PayoutLine(2, 1, PayoutKind.SHOW, 150, 2, 300),
                 PayoutLine(1, 1, PayoutKind.PLACE, 600, 2, 1200),
                 PayoutLine(6, 1, PayoutKind.WIN, 800, 2, 1600),
                 PayoutLine(6, 1, PayoutKind.PACE, 100, 2, 200)):
        pieces, height = _payout_row(scene.context.words, inner, line, scale)
        assert height == 2 * step + theme.px(3, scale), (line, inner)
        assert all(x >= 0 and x + piece.get_width() <= inner for piece, (x, _) in pieces)


@pytest.mark.parametrize("rect", [pygame.Rect(16, 127, 517, 517), pygame.Rect(16, 76, 770, 570),
                                  pygame.Rect(24, 180, 800, 780), pygame.Rect(24, 114, 1150, 855)])
def test_the_track_is_kept_clear_whole_in_few_rects(rect: pygame.Rect) -> None:
    """What a toast keeps clear declared four rects a track space, 144, and a toast's search
    took up to 47 ms (trial s14): the track is now a few dozen strips, with every point of
    every space still under one, none reaching far into the infield."""
    scale = rect.height / 570
    geo = TrackGeometry(rect, scale)
    rects = geo.band_rects()
    assert len(rects) <= 56, len(rects)
    for space in range(1, SPACES + 1):
        for inset in (0.0, geo.width / 4, geo.width / 2 - 1):
            for x, y in geo.cell_polygon(space, inset):
                assert any(part.collidepoint(x, y) for part in rects), (space, x, y)
    slack = theme.px(BAND_SLACK, scale) + 1
    inner = geo.radius - geo.width / 2 - slack
    for part in rects:  # none reaches past the inner rail by more than the slack
        for corner in (part.topleft, part.topright, part.bottomleft, part.bottomright):
            x = max(0.0, abs(corner[0] - geo.centre.x) - geo.straight / 2)
            assert math.hypot(x, corner[1] - geo.centre.y) >= inner, (part, corner)
