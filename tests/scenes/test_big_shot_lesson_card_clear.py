"""The Big Shot lesson's card in Korean at 1920x1080 (trial H/017: the card stood over the
left half of the map while its words spoke of the map): it covers no district its words
name ("A9", "Park B", "district 20") nor any part its step speaks of, and never the piece
to touch, as the English walks check (tests/scenes/test_lesson_card_runs.py)."""

from __future__ import annotations

from dataclasses import replace

from scenes.shell.app import App
from tests.scenes.lesson_watch import walk_lesson
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import frames
from tests.scenes.test_lesson_card_runs import CardWatch


def _korean_at_1080p(shell: App) -> None:
    shell.context.apply_settings(replace(shell.context.settings, language="ko"))
    resize_window(shell, (1920, 1080))
    frames(shell, 2)


def test_the_korean_card_covers_no_district_its_words_name() -> None:
    cards = CardWatch()
    walk_lesson("big_shot", [cards], _korean_at_1080p)
    assert cards.seen.under, "the walk saw no card"
    assert not cards.seen.covered, cards.seen.covered
