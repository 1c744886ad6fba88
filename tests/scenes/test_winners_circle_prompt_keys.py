"""The Winner's Circle prompt names every way to pick a horse: it advertised only "C:
another chip, 1–7: a horse" while a player with a controller's habits picked with the
arrows and Enter (trial s29 G/192-195)."""

from __future__ import annotations

import pytest

from scenes.shell import assets
from scenes.widgets.prompt import PromptLine
from scenes.widgets.tween import Pace
from tabletop.i18n import Words

ARROWS_AND_ENTER = {"en": ("arrows", "Enter"), "ko": ("화살표", "엔터")}
PROMPTS = ["prompt_bet", "prompt_bet_last", "prompt_bet_hidden", "prompt_bet_hidden_last",
           "prompt_move"]


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("key", PROMPTS)
def test_the_prompt_names_the_arrows_and_enter(language: str, key: str) -> None:
    prompt = Words(language)(f"winners_circle_scene.{key}", name="Mina", chip=1, symbol="★")
    assert all(word in prompt for word in ARROWS_AND_ENTER[language]), prompt
    assert "1–7" in prompt, prompt


AT_ONCE = {"en": "bets at once", "ko": "바로 걸"}


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("key", PROMPTS[:4])
def test_the_bet_prompt_says_a_number_key_bets_at_once(language: str, key: str) -> None:
    """Trial s38 V/006: a number key bets at once (as in every game), while the Korean
    line read "1–7을 누르거나 화살표로 고르고 엔터", the number choosing and Enter betting.
    The line says the number bets at once, and Enter belongs to the arrows alone."""
    prompt = Words(language)(f"winners_circle_scene.{key}", name="Mina", chip=1)
    assert AT_ONCE[language] in prompt, prompt
    number, enter = prompt.index("1–7"), prompt.index(ARROWS_AND_ENTER[language][1])
    assert prompt.index(AT_ONCE[language]) < enter, prompt
    assert any(mark in prompt[number:enter] for mark in ".;·"), prompt


BARS = {"1280x720": (16, 650, 1248, 56), "1920x1080": (24, 990, 1872, 70)}
"""The status bar at each window size, as the table's frame lays it out."""


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", BARS)
def test_the_move_prompt_fits_its_bar_with_room_to_spare(language: str, size: str) -> None:
    """Trial H/011: "Suchul rolled Head: choose a horse to move (…); the disc with a horse's
    number shows where that horse lands" filled the whole bar and nearly overflowed. The
    move prompt, with the seat's symbol, keeps its full size and a fifth of the bar free."""
    prompt = PromptLine(BARS[size], pace=Pace())
    text = Words(language)("winners_circle_scene.prompt_move", name="Byeongsu",
                           symbol=Words(language)("winners_circle.symbol.saddle"))
    prompt.set(text, 0)
    plate = prompt._plate()
    full = round(plate.height * 0.46)
    assert prompt._label_px() == full, f"shrunk to {prompt._label_px()} px from {full}"
    width = assets.text_size(text, full)[0]
    assert width <= 0.8 * (plate.right - prompt._text_x(plate)), (width, plate)
