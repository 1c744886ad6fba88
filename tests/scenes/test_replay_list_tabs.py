"""The replay list's game tabs (trial s37 T/020: from Statistics the list showed one game
and had no way to another, so the player went back to choose its tab and pressed
Replays again) and its buttons' one size (T/021: the rows' Export stood larger)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.screens.replay_list import ReplayListScene
from scenes.screens.rules import RulesScene
from scenes.screens.statistics import StatisticsScene
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from scenes.shell.theme import TextSize
from tabletop import storage
from tabletop.games import GAMES
from tests.scenes.sofa_text import SOFA_HEIGHT_1080
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_replay import finished_game

__all__ = ["app"]


def store(game_id: str, when: str) -> None:
    finished = finished_game(game_id)
    assert storage.store_finished(finished.game, finished.seats, finished_at=when) is None


def rows_of(listing: ReplayListScene) -> list[str]:
    return [button.text for button in listing.ring.buttons if button.text]


def press(key: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


@pytest.mark.parametrize("language", ["en", "ko"])
def test_replays_from_statistics_show_its_game_and_tabs_switch_to_another(
        app: App, language: str) -> None:
    context = app.context
    context.apply_settings(replace(context.settings, language=language))
    store("yacht", "2026-12-01T20:15:00+09:00")
    store("big_shot", "2026-12-03T09:00:00+09:00")
    statistics = StatisticsScene(context, "yacht")
    context.manager.apply(Push(statistics))
    frames(app, 2)
    statistics.open_replays()
    frames(app, 2)
    listing = context.manager.top
    assert isinstance(listing, ReplayListScene) and listing.game_id == "yacht"
    words = context.words
    assert [tab.label for tab in listing.tabs] == [
        words("replay.list_all"), *(words(f"{game_id}.title") for game_id in GAMES)]
    assert all(tab in listing.ring.buttons for tab in listing.tabs)
    assert len({tab.label_px() for tab in listing.tabs}) == 1, "the tabs read at one size"
    assert len(rows_of(listing)) == 1
    shown = listing.tabs[1 + list(GAMES).index("yacht")]
    assert [tab for tab in listing.tabs if tab.style != shown.style] == [
        tab for tab in listing.tabs if tab is not shown], "the shown game's tab stands out"

    # The mouse: a click on Big Shot's tab shows its games.
    big_shot = listing.tabs[1 + list(GAMES).index("big_shot")]
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, button=1, pos=big_shot.rect.center))
    frames(app, 2)
    assert listing.game_id == "big_shot" and len(rows_of(listing)) == 1
    assert listing.panel.top > listing.tabs[0].rect.bottom, "the tabs stand above the list"

    # The keys: Ctrl+Tab as on Statistics, round to every game's list.
    for _ in range(len(GAMES) - list(GAMES).index("big_shot")):
        press(pygame.K_TAB, pygame.KMOD_CTRL)
    frames(app, 2)
    assert listing.game_id is None and len(rows_of(listing)) == 2

    # The focus reaches the tabs; Enter on one chooses it and the focus stays there.
    listing.ring.focus(listing.tabs[0])
    press(pygame.K_RIGHT)
    press(pygame.K_RETURN)
    frames(app, 2)
    first_game = next(iter(GAMES))
    assert listing.game_id == first_game
    assert listing.ring.focused is listing.tabs[1]

    # Back on Statistics, the page of the game chosen among the replays.
    listing.select("big_shot")
    press(pygame.K_ESCAPE)
    frames(app, 2)
    assert context.manager.top is statistics and statistics.game_id == "big_shot"
    pygame.event.clear()


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_rows_export_reads_at_the_size_of_the_buttons_below(
        app: App, language: str, size: tuple[int, int]) -> None:
    pygame.display.set_mode(size)
    app.context.resize(size)
    context = app.context
    context.apply_settings(replace(context.settings, language=language))
    store("yacht", "2026-12-01T20:15:00+09:00")
    listing = ReplayListScene(context, "yacht")
    context.manager.apply(Push(listing))
    frames(app, 2)
    keys = {"replay.export", "replay.newer", "replay.older", "app.back", "replay.open_file"}
    labels = {button.label_key: button.label_px() for button in listing.ring.buttons
              if button.label_key in keys}
    assert labels.keys() == keys
    assert labels["replay.export"] == labels["app.back"], labels
    assert len(set(labels.values())) == 1, labels
    small = listing.font_px(TextSize.SMALL)
    assert all(tab.label_px() >= small for tab in listing.tabs), "the tabs read from the sofa"


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_tabs_stand_within_their_panel(app: App, language: str,
                                           size: tuple[int, int]) -> None:
    """The replay list's six tabs stood out past both sides of its list, the rules' five
    past their page (trial s38): tabs span at most their panel, their words one size and
    readable from the sofa (22 px at 1080, as tests/scenes/sofa_text reads)."""
    pygame.display.set_mode(size)
    app.context.resize(size)
    context = app.context
    context.apply_settings(replace(context.settings, language=language))
    least = SOFA_HEIGHT_1080 * size[1] / 1080
    for scene in (ReplayListScene(context, None), StatisticsScene(context, "yacht"),
                  RulesScene(context, "yacht")):
        context.manager.apply(Push(scene))
        frames(app, 2)
        tabs = (scene.tabs if isinstance(scene, ReplayListScene)
                else [button for button in scene.ring.buttons if button.label_key
                      and button.label_key.endswith(".title")])
        assert len(tabs) == len(GAMES) + isinstance(scene, ReplayListScene), type(scene)
        left, right = min(tab.rect.left for tab in tabs), max(tab.rect.right for tab in tabs)
        assert scene.panel.left <= left and right <= scene.panel.right, (
            type(scene).__name__, (left, right), scene.panel)
        sizes = {tab.label_px() for tab in tabs}
        assert len(sizes) == 1 and min(sizes) >= least, (type(scene).__name__, sizes)
        context.manager.apply(Pop())
