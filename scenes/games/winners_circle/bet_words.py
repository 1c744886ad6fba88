"""What the Winner's Circle prompt says to the person laying a chip, and why its first
bettor bets first."""

from __future__ import annotations


def bet_prompt_key(hidden: bool, chips_held: int) -> str:
    """The catalog key of the bets prompt. Hidden bets (RULES §1.7): the chips the person
    holds differ from the face-up game's, and the others' lie face down; the prompt says
    why. With one chip left C has nothing to lift, so the prompt names no C (trial s21:
    "C: another chip" under the last chip)."""
    key = "prompt_bet_hidden" if hidden else "prompt_bet"
    return key if chips_held > 1 else key + "_last"


def first_why(race: int, candidates: int) -> str:
    """Why the first bettor of ``race`` bets first, drawn among ``candidates`` seats
    (RULES §1.5): race 1's is drawn by lot among all; later races' is the richest, by lot
    among equals ("lot", "richest", "richest_lot")."""
    if race == 1:
        return "lot"
    return "richest" if candidates == 1 else "richest_lot"


def richest(money: list[int]) -> int:
    """How many seats hold the most money: a later race's first bettor is drawn among them."""
    return money.count(max(money))
