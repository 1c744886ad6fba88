"""The menu's "New" badge: on a lesson never started, gone once it is started, and never
over a control (it once hung over the tile's edge and over a Resume button)."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from scenes.screens.lesson_menu import LearnButton
from scenes.screens.menu import MenuScene
from scenes.shell.app import App
from scenes.shell.scene import Pop
from tabletop import storage
from tabletop.core import SeatConfig
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.lesson_walk import learn_button, open_lesson
from tests.scenes.program import running_app
from tests.scenes.test_menus import FRAME


def _menu(shell: App) -> MenuScene:
    menu = shell.context.manager.top
    assert isinstance(menu, MenuScene)
    return menu


def _badges(menu: MenuScene) -> dict[str, pygame.Rect]:
    return {button.game_id: button.badge_rect() for button in menu.ring.buttons
            if isinstance(button, LearnButton) and button.is_new}


def _assert_badges_clear(menu: MenuScene) -> None:
    badges = _badges(menu)
    assert badges, "a fresh start marks the lessons new"
    screen = pygame.Rect((0, 0), menu.size)
    for game_id, badge in badges.items():
        assert screen.contains(badge), game_id
        for button in menu.ring.buttons:
            assert not badge.colliderect(button.rect), (
                f"{game_id}'s badge {badge} covers {button.label_key} at {button.rect}")
        assert badge.bottom <= menu.pairs[game_id][1].rect.top  # just above its own button


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 450), (800, 1000)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_new_badge_covers_no_control_with_or_without_saved_games(
        size: tuple[int, int], language: str) -> None:
    with running_app() as shell:
        shell.context.apply_settings(replace(shell.context.settings, language=language))
        menu = _menu(shell)
        menu.resize(size)
        _assert_badges_clear(menu)
        for game_id in ("yacht", "polterfass"):  # a Resume game row over the badges
            seats = [SeatConfig("Mina", 0), SeatConfig("Jin", 1)]
            GameSession.start(GAMES[game_id], seats, seed=1, autosave=shell.context.autosave)
        menu.refresh_save()
        menu.relayout()
        assert set(menu.resume_buttons) == {"yacht", "polterfass"}
        _assert_badges_clear(menu)


def test_the_badge_goes_once_the_lesson_is_started_and_stays_gone_after_a_restart() -> None:
    with running_app() as shell:
        assert learn_button(shell, "polterfass").is_new
        open_lesson(shell, "polterfass")
        shell.context.manager.apply(Pop())  # straight back, before a single step
        shell.step(FRAME)
        assert not learn_button(shell, "polterfass").is_new
        assert learn_button(shell, "yacht").is_new  # only the lesson started
    with running_app() as shell:
        assert not learn_button(shell, "polterfass").is_new
        assert storage.game_stats("polterfass").lesson_started
        assert learn_button(shell, "yacht").is_new


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (800, 1000)])
def test_the_tiles_keep_one_size_whatever_badges_saves_or_saving_off(
        size: tuple[int, int]) -> None:
    """A new player's "New" badges shortened every tile by their strip, so the tiles grew
    once the lessons were started: the tiles are one size with badges or none, with a
    Resume row or none, and with the "saving is off" line."""
    with running_app() as shell:
        menu = _menu(shell)
        menu.resize(size)

        def tiles() -> list[pygame.Rect]:
            menu.refresh_save()
            menu.relayout()
            return [tile.rect.copy() for tile in menu.tiles]

        new = tiles()
        assert _badges(menu), "a fresh start marks the lessons new"
        for game_id in GAMES:
            storage.record_lesson(game_id, started=True)
        assert tiles() == new and not _badges(menu)
        seats = [SeatConfig("Mina", 0), SeatConfig("Jin", 1)]
        GameSession.start(GAMES["yacht"], seats, seed=1, autosave=shell.context.autosave)
        assert tiles() == new and menu.resume_buttons
        shell.context.saving_off = True
        assert tiles() == new
