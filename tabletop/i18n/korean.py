"""Korean particles that depend on the word before them: 을/를, 이/가, 은/는, 과/와, 으로/로.

A catalogue writes a particle after a placeholder in both forms, "{name}을(를)",
because the word is not known until the text is formatted. :func:`resolve_particles`
then keeps the one form that fits the word: 을, 이, 은, 과 and 으로 after a final
consonant (받침), 를, 가, 는, 와 and 로 after a vowel, and 로 after ㄹ too. Digits
are read as Sino-Korean numbers (1 일, 2 이, ...), Latin letters as the ends of
English names are written in Hangul; after anything else (a symbol, a bracket) both forms stay.

>>> resolve_particles("민아을(를) 골랐어요, 준혁을(를) 골랐어요")
'민아를 골랐어요, 준혁을 골랐어요'
>>> resolve_particles("5을(를) 굴렸어요, 3을(를) 굴렸어요")
'5를 굴렸어요, 3을 굴렸어요'
>>> resolve_particles("빨강 7(으)로 이겨요, 파랑 6(으)로 이겨요, save.json(으)로")
'빨강 7로 이겨요, 파랑 6으로 이겨요, save.json으로'
>>> resolve_particles("Mina은(는), Tom이(가), Ted이(가), Bill(으)로, ★을(를)")
'Mina는, Tom이, Ted가, Bill로, ★을(를)'
"""

from __future__ import annotations

import re

_HANGUL_FIRST, _HANGUL_LAST = 0xAC00, 0xD7A3
_RIEUL = 8  # the final-consonant index of ㄹ in a Hangul syllable

# Sino-Korean readings of the digits: does the reading end in a consonant, and is it ㄹ?
_DIGIT_ENDINGS = {"0": "ㅇ", "1": "ㄹ", "2": "", "3": "ㅁ", "4": "", "5": "", "6": "ㄱ",
                  "7": "ㄹ", "8": "ㄹ", "9": ""}
# Latin letters as the end of an English name is written in Hangul: "Tom" 톰, "Jack" 잭 and
# "Bill" 빌 end in a consonant; "Mina" 미나, "Ted" 테드, "James" 제임스 and "Peter" 피터 do not.
_LATIN_CONSONANTS = set("bckmnpt")

_PAIRS = {"을(를)": ("을", "를"), "이(가)": ("이", "가"), "은(는)": ("은", "는"),
          "과(와)": ("과", "와"), "(으)로": ("으로", "로")}
_PATTERN = re.compile("|".join(re.escape(pair) for pair in _PAIRS))


def _final_consonant(text: str) -> str | None:
    """"" after a vowel, "ㄹ" after ㄹ, "C" after another consonant; None if unknown."""
    for char in reversed(text):
        code = ord(char)
        if _HANGUL_FIRST <= code <= _HANGUL_LAST:
            final = (code - _HANGUL_FIRST) % 28
            return "" if final == 0 else "ㄹ" if final == _RIEUL else "C"
        if char in _DIGIT_ENDINGS:
            ending = _DIGIT_ENDINGS[char]
            return "ㄹ" if ending == "ㄹ" else "C" if ending else ""
        lower = char.lower()
        if "a" <= lower <= "z":
            if lower == "l":
                return "ㄹ"
            if lower == "g":  # "King" 킹, but "Doug" 더그
                return "C" if text.lower().endswith("ng") else ""
            return "C" if lower in _LATIN_CONSONANTS else ""
        if char in ")\"'”’":
            continue  # look through a closing bracket or quote to the word
        return None
    return None


def resolve_particles(text: str) -> str:
    """``text`` with every two-form particle reduced to the form its word takes."""
    def choose(match: re.Match[str]) -> str:
        with_consonant, with_vowel = _PAIRS[match.group()]
        final = _final_consonant(text[: match.start()])
        if final is None:
            return match.group()
        consonant = final == "C" or (final == "ㄹ" and match.group() != "(으)로")
        return with_consonant if consonant else with_vowel

    return _PATTERN.sub(choose, text)


_COMPUTER = re.compile(r"(컴퓨터(?: \d+)?) 님(이|은|을|과|으로)?")
_BOTH_FORMS = {"이": "이(가)", "은": "은(는)", "을": "을(를)", "과": "과(와)", "으로": "(으)로"}


def without_computer_honorific(text: str) -> str:
    """``text`` with no 님 after a computer's name ("컴퓨터 4"): the honorific is for
    people, and on a machine it reads as a joke. The particle 님 carried is written in
    both forms again, for :func:`resolve_particles` to fit to the number.

    >>> resolve_particles(without_computer_honorific("컴퓨터 4 님이 생각하는 중…"))
    '컴퓨터 4가 생각하는 중…'
    >>> resolve_particles(without_computer_honorific("컴퓨터 1 님은 패스, 컴퓨터 님의 차례"))
    '컴퓨터 1은 패스, 컴퓨터의 차례'
    """
    return _COMPUTER.sub(lambda match: match.group(1) + _BOTH_FORMS.get(match.group(2) or "", ""),
                         text)
