"""The Korean catalogue and rules pages speak one register to the player, the polite
해요체, and spell 이어하기 one way. (A 합니다체 sentence stood among the 해요체 ones, and
이어 하기 and 이어하기 were both on screen; the rules pages were all 합니다체.)"""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

FORMAL = re.compile(r"(니다|니까|십시오)[.?!…]*$")
"""합니다체 endings: 합니다, 없습니다, 할까요 in its formal form, 하십시오."""
PLAIN = re.compile(r"[가-힣](었다|았다|였다|했다|한다|는다|이다|하라|해라|하자|없다|있다)[.?!…]*$")
"""해라체 endings of a sentence (a label without a verb, "일시 정지", is no sentence)."""


def _korean() -> list[tuple[str, str]]:
    """Every Korean text a player reads: the catalogues' entries and the rules pages'
    lines."""
    folder = resources.files("tabletop.i18n") / "ko"
    texts = []
    for entry in sorted(folder.iterdir(), key=lambda item: item.name):
        if entry.name.endswith(".json"):
            for key, text in json.loads(entry.read_text(encoding="utf-8")).items():
                texts.append((f"{entry.name[:-5]}.{key}", text))
    for page in sorted((folder / "rules").iterdir(), key=lambda item: item.name):
        for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
            texts.append((f"rules/{page.name}:{number}", line))
    return texts


def _sentences(text: str) -> list[str]:
    return [part.strip() for part in re.split(r"(?<=[.?!])\s+|\n", text) if part.strip()]


@pytest.mark.parametrize("pattern", [FORMAL, PLAIN], ids=["합니다체", "해라체"])
def test_every_korean_sentence_is_in_the_polite_haeyo_register(pattern: re.Pattern[str]) -> None:
    odd = [(key, sentence) for key, text in _korean() for sentence in _sentences(text)
           if pattern.search(sentence)]
    assert not odd, odd


def test_ieohagi_is_spelled_one_way() -> None:
    spaced = [(key, text) for key, text in _korean() if re.search(r"이어 (하|할|해)", text)]
    assert not spaced, spaced
    assert any("이어하기" in text for _, text in _korean())
