"""The Winner's Circle prompt names every way to pick a horse: it advertised only "C:
another chip, 1–7: a horse" while a player with a controller's habits picked with the
arrows and Enter (trial s29 G/192-195)."""

from __future__ import annotations

import pytest

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
