"""A Korean name and its honorific 님 stay on one line in both text wrappers (trial s37 U/009:
"태오 / 님은 2개", "나리 / 님에서")."""

from __future__ import annotations

import pygame

from scenes.shell import assets
from tabletop.i18n import Words

KOREAN = Words("ko")
SIZE = 28


def _texts() -> list[str]:
    return [KOREAN("big_shot.lesson.park_first"),
            "20 지구는 소라 님 것이에요. 소라 님 큐브 3개가 가장 많고, 태오 님은 2개,"
            " 회색과 나리 님 1개씩은 상쇄돼요."]


def test_wrap_lines_never_starts_a_line_with_the_honorific(screen: pygame.Surface) -> None:
    broken = 0
    for text in _texts():
        for width in range(120, 900, 6):
            lines = assets.wrap_lines(text, SIZE, width)
            broken += sum(line.startswith("님") for line in lines[1:])
            assert " ".join(lines) == text, "the lines read as the text is written"
            assert all(assets.text_size(line, SIZE)[0] <= width for line in lines), (width, lines)
    assert broken == 0


def test_wrapped_text_keeps_the_name_with_its_honorific(screen: pygame.Surface) -> None:
    # SDL_ttf breaks only at plain spaces: a text written with a no-break space before 님
    # is the picture every wrapped text should be.
    for text in _texts():
        kept = text.replace(" 님", "\u00a0님")
        for width in range(120, 900, 6):
            shown = assets.text(text, SIZE, wrap_width=width)
            wanted = assets.text(kept, SIZE, wrap_width=width)
            assert shown.get_size() == wanted.get_size(), width
            assert (pygame.image.tobytes(shown, "RGBA")
                    == pygame.image.tobytes(wanted, "RGBA")), width
