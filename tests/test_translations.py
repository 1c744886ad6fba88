"""English and Korean catalogs have the same keys and the same placeholders."""

from __future__ import annotations

import re
import string
from importlib import resources
from pathlib import Path

from tabletop.i18n import LANGUAGES, catalog, translate


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def test_every_language_has_the_same_keys() -> None:
    english = catalog("en")
    for language in LANGUAGES:
        assert set(catalog(language)) == set(english), language


def test_placeholders_match_and_no_text_is_empty() -> None:
    english = catalog("en")
    for language in LANGUAGES:
        for key, text in catalog(language).items():
            assert text.strip(), f"{language}:{key} is empty"
            assert _placeholders(text) == _placeholders(english[key]), f"{language}:{key}"


def test_korean_catalog_is_actually_korean() -> None:
    korean = catalog("ko")
    hangul = sum(any("가" <= ch <= "힣" for ch in text) for text in korean.values())
    assert hangul >= 0.8 * len(korean)


def test_rules_texts_exist_in_every_language_for_the_same_games() -> None:
    root = resources.files("tabletop.i18n")
    names = {
        language: sorted(p.name for p in (root / language / "rules").iterdir())
        if (root / language / "rules").is_dir()
        else []
        for language in LANGUAGES
    }
    assert all(listing == names["en"] for listing in names.values()), names


def test_missing_key_falls_back_to_the_key_itself() -> None:
    assert translate("no.such.key", "ko") == "no.such.key"


def test_korean_particles_after_a_placeholder_take_the_one_form_the_word_needs() -> None:
    """Every "{x}을(를)"-style pair in the Korean catalogue resolves once formatted."""
    pairs = ("을(를)", "이(가)", "은(는)", "과(와)", "(으)로")
    checked = 0
    for key, text in catalog("ko").items():
        if not any(pair in text for pair in pairs):
            continue
        fields = {name for _, name, _, _ in string.Formatter().parse(text) if name}
        for word, expected in (("민아", ("를", "가", "는", "와", "로")),
                               ("준혁", ("을", "이", "은", "과", "으로"))):
            shown = translate(key, "ko", **dict.fromkeys(fields, word))
            assert not any(pair in shown for pair in pairs), (key, shown)
            assert any(word + form in shown for form in expected), (key, shown)
        checked += 1
    assert checked >= 10


def test_korean_lines_call_a_player_by_name_with_nim() -> None:
    # Every prompt, log line and curtain says "민아 님이", "민아 님에게"; the curtain's
    # "민아에게 넘겨주세요" under "민아 님, 준비되면…" and the final table's "민아가
    # 이겼어요" dropped the courtesy on the same screen.
    bare = re.compile(r"\{(name|victim)\}(?=[가-힣(])")
    for key, text in catalog("ko").items():
        assert not bare.search(text), f"ko:{key}: {text}"


def test_a_percentage_is_written_with_no_space_before_its_sign() -> None:
    # The coach, the options and the rules write "17%"; a lesson card wrote "17 %" (a
    # no-break space) beside the coach's "17%" (trial s12).
    spaced = re.compile(r"[\d}][\s\u00a0\u202f]+%")
    root = resources.files("tabletop.i18n")
    for language in LANGUAGES:
        for key, text in catalog(language).items():
            assert not spaced.search(text), f"{language}:{key}: {text}"
        for page in (root / language / "rules").iterdir():
            assert not spaced.search(page.read_text(encoding="utf-8")), f"{language}:{page.name}"


ENGLISH_GENDERED = re.compile(r"\b(he|she|his|her|hers|him|himself|herself)\b", re.IGNORECASE)
KOREAN_GENDERED = re.compile("그녀|그는|그가|그의|그를|그에게")


def test_no_text_says_he_or_she() -> None:
    """A player, a lesson's person or the black magician is never "he" or "she": Ana held
    the black magician and the round summary spoke of "his base" (trial s20)."""
    root = resources.files("tabletop.i18n")
    texts = {f"{language}:{key}": text for language in LANGUAGES
             for key, text in catalog(language).items()}
    for language in LANGUAGES:
        for rules in (root / language / "rules").iterdir():
            texts[f"{language}:{rules.name}"] = rules.read_text(encoding="utf-8")
    gendered = {where: found for where, text in texts.items()
                if (found := ENGLISH_GENDERED.findall(text) + KOREAN_GENDERED.findall(text))}
    assert not gendered, gendered


def test_every_key_the_code_asks_for_by_name_is_in_the_catalog() -> None:
    """A key written out in the code (``words("wizard_extreme.prompt...")``) that no catalog
    holds is drawn as the key itself: a merge dropped one and a trial read
    "wizard_extreme.prompt.predict_no_magician" on the table (trial s27 E/009, 266).
    Docstrings' examples (between double backquotes) are not asked for."""
    english = catalog("en")
    namespaces = {key.split(".", 1)[0] for key in english}
    asked = re.compile(r'words\(\s*"([a-z_]+\.[A-Za-z0-9_.]+)"')
    root = Path(__file__).resolve().parent.parent
    missing = []
    for folder in ("scenes", "tabletop"):
        for path in sorted((root / folder).rglob("*.py")):
            for line in path.read_text(encoding="utf-8").splitlines():
                for found in asked.finditer(line):
                    key = found.group(1)
                    in_example = line[:found.start()].count("``") % 2 == 1
                    if not in_example and key.split(".", 1)[0] in namespaces \
                            and key not in english:
                        missing.append(f"{path.relative_to(root)}: {key}")
    assert not missing, missing



def _unique(pairs: list[tuple[str, object]]) -> dict[str, object]:
    keys = [key for key, _ in pairs]
    assert len(keys) == len(set(keys)), sorted(key for key in set(keys) if keys.count(key) > 1)
    return dict(pairs)


def test_no_catalog_file_says_a_key_twice() -> None:
    """json keeps a repeated key's last text only: a second "race_label" (the payout's
    "this race:") silently renamed Winner's Circle's "Race 1 of 3" heading."""
    import json

    root = resources.files("tabletop.i18n")
    for language in LANGUAGES:
        for path in (root / language).iterdir():
            if path.name.endswith(".json"):
                text = path.read_text(encoding="utf-8")
                try:
                    json.loads(text, object_pairs_hook=_unique)
                except AssertionError as repeated:
                    raise AssertionError(f"{language}/{path.name}: {repeated}") from None
