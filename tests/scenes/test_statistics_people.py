"""The Statistics screen speaks of people: it opens on the game played last, lists each person
with games, wins, average and best, and draws the charts of the person chosen."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime

import pygame
import pytest

from scenes.screens.statistics import StatisticsScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop import storage
from tabletop.bots import make_bot
from tabletop.core import SeatConfig, SeatKind
from tabletop.games import GAMES
from tests.bots.playing import play_out
from tests.scenes.screens import resize_window, statistics_page

FRAME = 1 / 60
MINA, JIHOON = SeatConfig("Mina", 0), SeatConfig("지훈", 1)
ROBO = SeatConfig("Robo", 2, SeatKind.COMPUTER, "hard")


@pytest.fixture
def shell() -> Iterator[App]:
    app = App()
    app.start_menu()
    yield app
    app.context.close()


def keep_a_game(game_id: str) -> None:
    spec = GAMES[game_id]
    game = spec.new_game(2, seed=1)
    play_out(game, [make_bot(game_id, "random", seat) for seat in range(2)])
    storage.store_finished(game, [MINA, JIHOON])


def test_it_opens_on_the_game_played_last(shell: App,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    from tabletop.storage import archive

    monkeypatch.setattr(archive, "_stamp", lambda: "20261201T201500")
    keep_a_game("yacht")
    monkeypatch.setattr(archive, "_stamp", lambda: "20261201T201501")  # a second later
    keep_a_game("big_shot")
    assert StatisticsScene(shell.context).game_id == "big_shot"
    assert StatisticsScene(shell.context, "polterfass").game_id == "polterfass"


def test_people_by_name_and_a_click_shows_another_persons_charts(shell: App) -> None:
    for number in range(4):
        storage.record_result("yacht", [MINA, JIHOON, ROBO], [200 + number, 150, 180], [0],
                              datetime(2026, 11, 1 + number), game=f"{number:02x}")
    storage.record_accuracy("yacht", "00", {"Mina": 0.9})
    scene = statistics_page(shell, "yacht")
    assert [name for name, _ in scene.people()] == ["Mina", "지훈"]
    mina = scene.people()[0][1]
    assert (mina.games, mina.average, mina.best) == (4, 201.5, 203)
    assert len(scene.rows) == 2 and scene.person == 0
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1,
                                         pos=scene.rows[1].center))
    shell.step(FRAME)
    assert scene.person == 1
    arrows = [button for button in scene.ring.buttons if button.text in ("◀", "▶")]
    assert len(arrows) == 2
    arrows[1].on_click()  # type: ignore[misc]
    assert scene.person == 0


@pytest.mark.parametrize("size", [(1280, 720), (800, 450)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_empty_page_keeps_its_words_apart(shell: App, size: tuple[int, int],
                                              language: str) -> None:
    """Right after the statistics are reset no text lies over another: at 1280x720 "…A
    finished game puts everyone at the table here." ran into the "Wins" heading (trial
    s15). Read from the drawn frame: each text's box is where its own pixels are."""
    from tests.scenes.sofa_text import locate, recording

    context = shell.context
    context.apply_settings(replace(context.settings, language=language,
                                   animation_speed="instant"))
    context.manager.apply(Push(StatisticsScene(context, "yacht")))
    for _ in range(30):
        shell.step(FRAME)
    with recording() as probe:
        found = locate(context.manager, probe, size)
    # Ink boxes a few pixels apart (5 at 720): one line's feet may not touch the next
    # text's head, as "table here." met "Wins" with no pixel between them.
    air = max(3, round(5 * size[1] / 720))
    boxes = [(item.text.text, pygame.Rect(item.box).inflate(0, air)) for item in found]
    assert any(text == context.words("app.stats.wins") for text, _ in boxes), boxes
    for index, (text, box) in enumerate(boxes):
        for other, other_box in boxes[index + 1:]:
            assert not box.colliderect(other_box), (text, box, other, other_box)


def _gold_pixels(surface: pygame.Surface, area: pygame.Rect) -> int:
    """Pixels in ``area`` of the amber-gold family (the win mark's gold, the first seat's
    amber), read on a grid."""
    found = 0
    for x in range(area.x, area.right, 2):
        for y in range(area.y, area.bottom, 2):
            red, green, blue, _ = surface.get_at((x, y))
            found += red > 200 and 140 < green < 200 and blue < 110
    return found


@pytest.mark.parametrize("won", [False, True])
def test_only_a_won_game_is_drawn_in_gold(shell: App, won: bool) -> None:
    """Trial s18: a lost game's dot wore the first seat's amber, read as the chart's
    "gold: a win"; the charts are in ink and gold marks a win only."""
    scores = [186, 70] if won else [70, 186]
    storage.record_result("yacht", [MINA, ROBO], scores, [0] if won else [1],
                          datetime(2026, 11, 1), game="0a")
    storage.record_accuracy("yacht", "0a", {"Mina": 0.28})
    scene = statistics_page(shell, "yacht")
    surface = pygame.Surface(scene.size)
    scene.draw(surface)  # the page alone, not the fade into it
    charts = scene.columns[1].copy()
    charts.top += scene.px(56)  # below the person's name and its arrows
    assert (_gold_pixels(surface, charts) > 0) == won


def test_no_person_wears_a_seats_symbol_or_colour(shell: App) -> None:
    """Trial s21: Mina sat in the second seat (blue square) and Jun in the first (orange
    circle), yet the page drew Jun, listed first by name, with the orange circle and Mina
    with the blue square. A seat is chosen at each setup, so no seat's symbol or colour is
    drawn beside a person, in the table or on the wins bars."""
    jun, mina = SeatConfig("Jun", 0), SeatConfig("Mina", 1)
    storage.record_result("polterfass", [mina, jun], [75, 42], [0], datetime(2026, 12, 4),
                          game="0b")
    scene = statistics_page(shell, "polterfass")
    assert [name for name, _ in scene.people()] == ["Jun", "Mina"]
    surface = pygame.Surface(scene.size)
    scene.draw(surface)
    left = scene.columns[0]
    seat_colours = {tuple(style.colour) for style in theme.SEAT_STYLES}
    worn = {tuple(surface.get_at((x, y)))[:3] for x in range(left.x, left.right)
            for y in range(left.y, left.bottom)} & seat_colours
    assert not worn


def test_the_table_is_read_from_the_sofa(shell: App) -> None:
    """Trial s25 A/094: at 1920x1080 the table's text was 24 px, small from a sofa; it is
    at the body size now, its rows as tall."""
    resize_window(shell, (1920, 1080))
    shell.step(FRAME)
    storage.record_result("yacht", [MINA, JIHOON], [200, 150], [0], datetime(2026, 11, 1),
                          game="0b")
    scene = statistics_page(shell, "yacht")
    scene.draw(pygame.Surface(scene.size))
    assert scene.font_px(theme.TextSize.BODY) >= 30
    assert all(row.height >= 1.5 * scene.font_px(theme.TextSize.BODY) for row in scene.rows)


def _said_on_the_page(shell: App, game_id: str, language: str,
                      monkeypatch: pytest.MonkeyPatch) -> tuple[StatisticsScene, list[str]]:
    """The game's page drawn in ``language``, and every paragraph it said."""
    shell.context.apply_settings(replace(shell.context.settings, language=language))
    scene = StatisticsScene(shell.context, game_id)
    said: list[str] = []
    draw_paragraph = scene.draw_paragraph

    def saying(surface: pygame.Surface, text: str, *args: object, **kwargs: object
               ) -> pygame.Rect:
        said.append(text)
        return draw_paragraph(surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(scene, "draw_paragraph", saying)
    shell.context.manager.apply(Push(scene))
    shell.step(FRAME)
    scene.draw(pygame.Surface(shell.context.size))
    return scene, said


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_game_played_alone_is_not_told_as_none_finished(shell: App, language: str,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    """Trial s25 D/173: after a Yacht game played alone the page said "No finished games
    yet" under the wins beside "finished 1". Finished games without a winner say so."""
    storage.record_result("yacht", [MINA], [74], [], datetime(2026, 12, 5), game="5a")
    scene, said = _said_on_the_page(shell, "yacht", language, monkeypatch)
    words = shell.context.words
    assert scene.page.finished == 1
    assert words("app.stats.no_winner_yet") in said
    assert words("app.stats.no_wins") not in said


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_game_among_computers_is_not_told_as_none_finished(shell: App, language: str,
                                                             monkeypatch: pytest.MonkeyPatch
                                                             ) -> None:
    """Trial s26 E/284: a Wizard Extreme game played by computers alone left the page
    saying "Nobody has finished this game yet" beside "finished: 1" and the computer's
    win. With no person at a finished game's table, the page says only computers have."""
    robo_two = SeatConfig("Robo 2", 1, SeatKind.COMPUTER, "easy")
    storage.record_result("wizard_extreme", [ROBO, robo_two], [10, 30], [0],
                          datetime(2026, 12, 5), game="6b")
    scene, said = _said_on_the_page(shell, "wizard_extreme", language, monkeypatch)
    words = shell.context.words
    assert scene.page.finished == 1 and not scene.people()
    assert words("app.stats.only_computers") in said
    assert words("app.stats.no_people") not in said


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("game_id", "shown"), [("big_shot", ["20M", "18M"]),
                                                ("winners_circle", ["$2400", "$1800"])])
def test_a_money_games_numbers_carry_its_unit(shell: App, language: str, game_id: str,
                                              shown: list[str]) -> None:
    """Trial s31 I/030: Big Shot's average and best read "20" and "18", not 20M and 18M
    (Winner's Circle's lacked their $): the table and the chart write the game's unit."""
    from tabletop.i18n import Words
    from tests.scenes.text_probe import recording

    shell.context.words = Words(language)
    scores = [int(shown[0].strip("$M")), int(shown[1].strip("$M"))]
    storage.record_result(game_id, [MINA, JIHOON], scores, [0], datetime(2026, 11, 1),
                          game="0b")
    scene = statistics_page(shell, game_id)
    with recording() as probe:
        scene.draw(pygame.Surface(scene.size))
    texts = [text for _, text in probe]
    for score in shown:
        assert score in texts, (score, texts)
    assert not [text for text in texts if text in {str(score) for score in scores}], texts
