"""Damaged files found at startup are told in a dialog that stays until OK (trial s14
defect 8): they were toasts of a few seconds over the games' Play and Learn buttons, and
the statistics' message came only later, under the "New to ...?" question."""

from __future__ import annotations

import json

import pygame

from scenes.screens.dialogs import NoticeScene
from scenes.screens.menu import MenuScene
from tabletop import storage
from tabletop.games import GAMES
from tests.scenes.program import running_app
from tests.scenes.test_menus import FRAME, key


def _break_every_file() -> None:
    storage.settings_path().write_text(
        json.dumps({"language": 42, "volume": "loud", "window_size": [99999, -5]}), "utf-8")
    storage.statistics_path().write_text("{ not json", encoding="utf-8")
    storage.autosave_path(next(iter(GAMES))).write_text("{ not json", encoding="utf-8")


def test_startup_damage_is_told_at_once_and_stays_until_ok() -> None:
    _break_every_file()
    with running_app() as app:
        dialog = app.context.manager.top
        assert isinstance(dialog, NoticeScene)
        keys = {notice.key for notice in dialog.notices}
        assert {"storage.settings_values_reset", "storage.statistics_unreadable"} <= keys
        assert any(notice.game == next(iter(GAMES)) for notice in dialog.notices)
        for _ in range(60 * 30):  # half a minute later, still there to be read
            app.step(FRAME)
        assert app.context.manager.top is dialog
        menu = app.context.manager.stack[-2]
        assert isinstance(menu, MenuScene)
        key(app, pygame.K_RETURN, frames=3)
        assert app.context.manager.top is menu
        for _ in range(10):
            app.step(FRAME)
        assert app.context.manager.top is menu  # told once
        assert not menu.toasts.toasts


def test_the_dialog_fits_a_small_korean_window() -> None:
    _break_every_file()
    with running_app() as app:
        dialog = app.context.manager.top
        assert isinstance(dialog, NoticeScene)
        app.context.words = app.context.words.__class__("ko")
        dialog.resize((800, 600))
        screen = pygame.Rect(0, 0, 800, 600)
        assert screen.contains(dialog.panel)
        assert dialog.panel.contains(dialog.message_rect)
        assert dialog.panel.contains(dialog.ring.buttons[0].rect)
        assert not dialog.message_rect.colliderect(dialog.ring.buttons[0].rect)


def test_the_good_settings_outlive_the_bad_one() -> None:
    storage.settings_path().write_text(json.dumps({"language": "ko", "volume": "loud"}), "utf-8")
    with running_app() as app:
        assert isinstance(app.context.manager.top, NoticeScene)
        assert app.context.settings.language == "ko"
    assert storage.load_settings() == (storage.Settings(language="ko"), None)
