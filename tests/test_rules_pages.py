"""The players' rules pages speak to players: where this edition made values up they say
so, never how the search for the original went (that note is the engineers', in
docs/RULES.md: the INVENTED payout table, horse cards and Big Shot map)."""

from __future__ import annotations

from importlib import resources

import pytest

from tabletop.i18n import LANGUAGES

DEVELOPER_WORDS = ("could not be found", "not found", "INVENTED", "찾을 수 없", "못 찾")


def _pages() -> list[tuple[str, str]]:
    pages = []
    for language in LANGUAGES:
        folder = resources.files("tabletop.i18n") / language / "rules"
        pages += [(f"{language}/{entry.name}", entry.read_text(encoding="utf-8"))
                  for entry in folder.iterdir() if entry.name.endswith(".md")]
    return pages


@pytest.mark.parametrize(("page", "text"), _pages(), ids=[page for page, _ in _pages()])
def test_a_rules_page_holds_no_developer_note(page: str, text: str) -> None:
    for words in DEVELOPER_WORDS:
        assert words not in text, f"{page}: {words!r}"


def test_the_edited_values_are_still_said_to_be_this_editions_own() -> None:
    pages = dict(_pages())
    for game in ("big_shot", "winners_circle"):
        assert "this edition's own" in pages[f"en/{game}.md"]
        assert "이 판에서 정한" in pages[f"ko/{game}.md"]


def _catalogue_texts() -> list[tuple[str, str]]:
    from tabletop.i18n import catalog

    texts = [(f"{language}:{key}", text) for language in LANGUAGES
             for key, text in catalog(language).items()]
    return texts + _pages()


def test_a_percentage_sign_follows_its_number_without_a_space() -> None:
    """Korean writes "12%예요", not "12 %예요"; every catalogue writes it one way."""
    import re

    spaced = [(where, match.group()) for where, text in _catalogue_texts()
              for match in re.finditer(r"[0-9}] %", text)]
    assert not spaced


def test_korean_serving_prompts_name_each_key_after_its_verb_and_end_the_sentence() -> None:
    """"다시 굴리거나 (스페이스) 수도꼭지를 잠그세요 (C)" wedged a key between two verbs."""
    import re

    from tabletop.i18n import catalog

    korean = catalog("ko")
    for key in ("prompt_throw", "prompt_order", "prompt_serve", "prompt_serve_specials",
                "prompt_remove", "prompt_double"):
        text = korean[f"polterfass_scene.{key}"]
        assert text.endswith("."), key
        assert not re.search(r"\) [가-힣]", text), key
    assert korean["widgets.key_space"] in korean["polterfass_scene.prompt_serve"]
    assert "C를 누르세요" in korean["polterfass_scene.prompt_serve"]


def test_the_korean_roll_prompt_names_its_key_before_the_verb_and_ends_the_sentence() -> None:
    from tabletop.i18n import catalog

    korean = catalog("ko")
    text = korean["winners_circle_scene.prompt_roll"]
    space = korean["widgets.key_space"]
    assert text.endswith(".") and f"({space})" not in text and space in text


def test_korean_hints_name_a_key_as_its_keycap_prints_it() -> None:
    """Trial s13 (253): the hint bar said "스페이스" beside a keycap printed "Space". A key
    is named as the keycaps print it (widgets.key_*), in every Korean text: the space bar
    as "스페이스" (trial s14: Korean keyboards leave it blank), Enter and Backspace as
    Korean programs name them (trial s15), Esc and Tab as printed on the keys."""
    from tabletop.i18n import catalog

    korean = catalog("ko")
    other_names = {  # each key's names; all but its keycap's own are wrong in a sentence
        "widgets.key_space": ("Space", "스페이스"),
        "widgets.key_enter": ("Enter", "엔터"),
        "widgets.key_backspace": ("Backspace", "백스페이스"),
        "widgets.key_escape": ("Escape", "이스케이프", "Esc"),
        "widgets.key_tab": ("탭 키", "Tab"),
    }
    assert [korean[key] for key in other_names] == ["스페이스", "엔터", "백스페이스", "Esc", "Tab"]
    spelled = [name for key, names in other_names.items() for name in names
               if name != korean[key]]
    named = [(key, word) for key, text in korean.items() for word in spelled if word in text]
    assert not named
