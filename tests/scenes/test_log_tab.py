"""The log's tab stays in the strip the board leaves it at the window's right edge, at any
window shape: in a portrait 800x1000 window it was sized by the panel's height alone, half
again as wide as that strip, and covered what the table drew at its right edge."""

from __future__ import annotations

import pytest

from scenes.games.frame import FrameLayout
from scenes.widgets.log_panel import LogPanel
from tabletop.i18n import Words


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 450), (800, 1000),
                                  (1000, 1400), (2560, 1080)])
@pytest.mark.parametrize("is_open", [False, True])
def test_the_log_tab_keeps_to_its_strip_beside_the_board(size: tuple[int, int],
                                                         is_open: bool) -> None:
    layout = FrameLayout.for_size(size, seats=4)
    log = LogPanel(layout.log, Words("en"), is_open=is_open)
    tab = log.tab_rect()
    assert tab.left >= 0 and tab.right <= size[0] + layout.px(8)  # at the edge (its rim over)
    if not is_open:  # closed, only the tab shows: never over the board
        assert tab.left >= layout.board.right - 2, (tab, layout.board)
    assert not tab.colliderect(layout.top_bar) and not tab.colliderect(layout.prompt)
    assert tab.width <= layout.px(30) + 1


@pytest.mark.parametrize("size", [(1280, 720), (1000, 800), (800, 1000), (1920, 1080)])
def test_log_lines_stay_below_the_title(size: tuple[int, int]) -> None:
    """Trial s14 defect 10: at 1000x800 the lines scrolled over the title "게임 기록"."""
    import pygame

    pygame.init()
    layout = FrameLayout.for_size(size, seats=3)
    empty = LogPanel(layout.log, Words("ko"), is_open=True)
    full = LogPanel(layout.log, Words("ko"), is_open=True)
    for index in range(40):
        full.add(f"플레이어 {index} 님이 5 3 1 5 1을 굴렸어요 (3/3번째).", index % 3)
    shots = []
    for log in (empty, full):
        surface = pygame.Surface(size)
        surface.fill((0, 0, 0))
        log.draw(surface)
        shots.append(surface)
    panel = full.panel_rect()
    title_row = pygame.Rect(panel.x, panel.y, panel.width, round(40 * panel.height / 560))
    for x in range(title_row.left, title_row.right, 2):
        for y in range(title_row.top, title_row.bottom, 2):
            assert shots[0].get_at((x, y)) == shots[1].get_at((x, y)), (x, y)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_the_closed_log_s_tab_names_the_log_and_its_key(size: tuple[int, int]) -> None:
    """Trial s39 Y/013: closed, the log was an unlabelled arrow and its L key was named
    only inside the open log. The tab now reads "Log" / "기록" over an "L" keycap, large
    enough for the sofa (22 px at 1920x1080)."""
    import pygame

    from scenes.shell import theme

    pygame.init()
    layout = FrameLayout.for_size(size, seats=4)
    tabs = []
    for language in ("en", "ko"):
        log = LogPanel(layout.log, Words(language), is_open=False)
        surface = pygame.Surface(size)
        surface.fill((0, 0, 0))
        log.draw(surface)
        tab = log.tab_rect()
        tabs.append([surface.get_at((x, y)) for x in range(tab.left, tab.right)
                     for y in range(tab.top, tab.bottom)])
        # Light on the dark wood: the arrow alone is a 7 by 14 triangle at 1280x720; the
        # word and the keycap are several times its size.
        light = sum(1 for colour in tabs[-1] if min(colour.r, colour.g, colour.b) > 190)
        arrow = theme.px(7, log._scale()) ** 2
        assert light > 6 * arrow, (language, light, arrow)
        if size == (1920, 1080):
            assert log._font_px() >= 22
    assert tabs[0] != tabs[1], "the tab's word is in the screen's language"
