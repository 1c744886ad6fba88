"""Lesson words a new player misread in the s6 trial (issue #32): the Yacht coach's note
says the coach is switched on in Settings for a real game, and Polterfass's greedy card
says the points it means instead of "that many"."""

from __future__ import annotations

import re

import pytest

from tabletop.i18n import Words


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_yacht_coach_note_says_where_the_coach_is_switched_on(language: str) -> None:
    words = Words(language)
    note = words("yacht.lesson.coach_means")
    assert words("app.settings.title") in note and words("app.settings.coach") in note, note


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_polterfass_greedy_card_names_the_points(language: str) -> None:
    text = Words(language)("polterfass.lesson.greedy")
    assert "that many" not in text and "그만큼" not in text, text
    # The biggest order's points (Joon's 13): named as the order and as the points that
    # go, after them, to the smallest order's guest (Hana).
    assert re.findall(r"\d+", text).count("13") >= 2, text
    assert re.search(r"13[^()]*(Hana|하나)", text.rsplit("(", 1)[-1].split(")", 1)[-1]), text
