"""Korean phrasings a new player misread (trial s13, defect 10), kept from coming back."""

from __future__ import annotations

import re

from tabletop.i18n import catalog, rules_text


def _korean_texts() -> list[tuple[str, str]]:
    return [*catalog("ko").items(), ("rules", rules_text("winners_circle", "ko"))]


def test_a_chip_is_named_by_its_value_never_as_a_count() -> None:
    """"2 칩을 거세요" read as "bet two chips"; the chip worth 2 is "2짜리 칩"."""
    counted = [(key, match.group()) for key, text in _korean_texts()
               for match in re.finditer(r"(\{chip\}|\d) 칩", text)]
    assert not counted


def test_the_pace_token_is_named_for_what_it_looks_like() -> None:
    """"페이스(3등 안)" transliterated "pace", which says nothing in Korean; the token is the
    flag on space 18 (scenes/games/winners_circle/art.py draws it so)."""
    spelled = [key for key, text in _korean_texts() if re.search(r"(?<!스)페이스", text)]
    assert not spelled
    assert catalog("ko")["winners_circle_scene.rates_note"].startswith("깃발(3등 안)")


def test_polterfass_says_what_reaching_75_does() -> None:
    """"1라운드 · 75점 먼저" read as "75 points first"; the game ends after the round in
    which someone reaches 75 (docs/RULES.md, Polterfass end), as the rules page says."""
    assert catalog("ko")["polterfass_scene.round_label"] == "{round}라운드 · 75점에 도달하면 끝"
