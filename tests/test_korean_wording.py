"""Korean phrasings a new player misread (trial s13, defect 10), kept from coming back."""

from __future__ import annotations

import re

from tabletop.i18n import catalog, rules_text
from tabletop.i18n.korean import resolve_particles


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


def test_a_computer_takes_no_honorific() -> None:
    """"컴퓨터 4 님이 생각하는 중…" put 님, the honorific for a person, on a machine (trial
    s14). Every sentence that names a player with 님, said of a computer, drops it and
    fits the particle 님 carried to the number ("컴퓨터 4가", "컴퓨터 1이")."""
    from string import Formatter

    from tabletop.i18n import Words, translate

    words = Words("ko")
    honoured = [(key, text) for key, text in catalog("ko").items() if "} 님" in text]
    assert len(honoured) > 50
    # After 4 (사) the vowel forms, after 1 (일) the consonant ones.
    for number, subject, wrong in ((4, "컴퓨터 4가", "이은을과"), (1, "컴퓨터 1이", "가는를와")):
        computer = words("app.setup.computer_name", number=number)
        for key, text in honoured:
            fields = {field for _, field, _, _ in Formatter().parse(text) if field}
            names = {field for field in fields if "{" + field + "} 님" in text}
            said = translate(key, "ko", **{field: computer if field in names else "보석"
                                           for field in fields})
            assert "님" not in said.replace("손님", ""), (key, said)
            assert not re.search(f"{computer}[{wrong}] ", said), (key, said)
        assert words("table.prompt_thinking", name=computer) == f"{subject} 생각하는 중…"
    assert words("table.prompt_thinking", name="민아") == "민아 님이 생각하는 중…"


def test_keys_are_named_as_korean_software_names_them() -> None:
    """Korean games and programs call the space bar 스페이스, Enter 엔터 and Backspace
    백스페이스, on their keycaps and in sentences alike; only the abbreviations printed on
    the keys (Esc, Tab, Ctrl) stay in Latin letters. The trial found "Enter" on the
    curtain's keycap and in the prompt under it (s15, screenshots 148, 166)."""
    import pygame

    from scenes.widgets.button import key_label
    from tabletop.i18n import Words

    words = Words("ko")
    assert [key_label(words, key, None) for key in (
        pygame.K_SPACE, pygame.K_RETURN, pygame.K_BACKSPACE, pygame.K_ESCAPE, pygame.K_TAB,
    )] == ["스페이스", "엔터", "백스페이스", "Esc", "Tab"]
    from tabletop.games import GAMES

    texts = [*catalog("ko").items(), *((game, rules_text(game, "ko")) for game in GAMES)]
    spelled = [key for key, text in texts if re.search(r"Space|Enter|Backspace|Return", text)]
    assert not spelled


def test_an_amount_in_m_takes_the_particle_of_em() -> None:
    """"5M로 올리기" beside "10M은" and "11M을" (trial s37 U/010): M is read 엠, which ends in
    a consonant, so every particle written after it is the consonant's form (으로, 은, 을, 이,
    과), as :func:`resolve_particles` chooses after a name ending in m."""
    texts = [*catalog("ko").items(), *((game, rules_text(game, "ko")) for game in
                                      ("big_shot", "polterfass", "winners_circle"))]
    vowel_forms = [(key, match.group()) for key, text in texts
                   for match in re.finditer(r"[}\d]M(로|는|를|가|와)", text)]
    assert not vowel_forms
    assert resolve_particles("5M(으)로, 10M은(는)") == "5M으로, 10M은"


def test_a_lesson_card_speaks_to_the_learner_not_of_its_own_turn() -> None:
    """"내 차례예요." / "내 두 번째 차례예요." on a teacher's card read as the card's own turn
    (trial s38 W/005); a card says whose turn it is as a teacher to the learner. The phone's
    own "내 차례예요" banner is the player's screen speaking, not a lesson."""
    mine = [key for key, text in catalog("ko").items()
            if ".lesson." in key and "내 " in text and "차례" in text]
    assert not mine
