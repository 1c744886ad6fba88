"""What the Winner's Circle prompt says to the person laying a chip."""

from __future__ import annotations


def bet_prompt_key(hidden: bool, chips_held: int) -> str:
    """The catalog key of the bets prompt. Hidden bets (RULES §1.7): the chips the person
    holds differ from the face-up game's, and the others' lie face down; the prompt says
    why. With one chip left C has nothing to lift, so the prompt names no C (trial s21:
    "C: another chip" under the last chip)."""
    key = "prompt_bet_hidden" if hidden else "prompt_bet"
    return key if chips_held > 1 else key + "_last"
