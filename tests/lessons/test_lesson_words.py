"""Lesson words a new player misread in the s6 trial (issue #32): the Yacht coach's note
says the coach is switched on in Settings for a real game."""

from __future__ import annotations

import pytest

from tabletop.i18n import Words


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_yacht_coach_note_says_where_the_coach_is_switched_on(language: str) -> None:
    words = Words(language)
    note = words("yacht.lesson.coach_means")
    assert words("app.settings.title") in note and words("app.settings.coach") in note, note

