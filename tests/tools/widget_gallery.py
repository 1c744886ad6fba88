"""Render every widget to PNG files for review (headless: SDL dummy drivers).

    uv run python -m tests.tools.widget_gallery [output folder] [--lang ko] [--size 1920x1080]

Writes ``gallery_table.png`` (a mid-game table: seat plates, dice tray with
held dice, cards, buttons in every state, prompt line, log panel, toasts),
``gallery_curtain.png`` (the privacy curtain) and ``gallery_tumble.png``
(dice mid-tumble), then prints the frame time of the table at that size.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from scenes.shell import assets, audio, theme
from scenes.widgets import paint
from scenes.widgets.button import Button, ButtonStyle
from scenes.widgets.cards import CardSprite, card_size
from scenes.widgets.curtain import PrivacyCurtain
from scenes.widgets.dice import DiceTray
from scenes.widgets.focus import FocusRing
from scenes.widgets.log_panel import LogPanel
from scenes.widgets.prompt import PromptLine
from scenes.widgets.seat_plate import SeatPlate
from scenes.widgets.toast import ToastStack
from scenes.widgets.tween import Pace, Timeline
from tabletop.i18n import Words

SAMPLE = {
    "en": {
        "names": ["Mina", "Joon", "민아", "Hal"],
        "prompt": "Mina — click dice to hold them, then roll again (2 rolls left)",
        "log": [("Mina rolled 3, 3, 5, 1, 6.", 0), ("Mina held both 3s.", 0),
                ("Joon scored 24 in Full House.", 1), ("민아 scored 18 in Fours.", 2),
                ("The computer took a long pause and scored Chance for 22 points.", 3),
                ("Round 4 of 12 begins.", None), ("Mina rolled 3, 3, 2, 4, 6.", 0)],
        "toasts": ["You have no rolls left this turn.", "That box is already filled."],
        "roll": "Roll", "score": "Score", "hint": "Hint", "quit": "Quit",
    },
    "ko": {
        "names": ["민아", "준", "Mina", "하루"],
        "prompt": "민아 — 남길 주사위를 누르고 다시 굴리세요 (2번 남음)",
        "log": [("민아가 3, 3, 5, 1, 6을 굴렸습니다.", 0), ("민아가 3 두 개를 남겼습니다.", 0),
                ("준이 풀하우스에 24점을 적었습니다.", 1), ("Mina가 포에 18점을 적었습니다.", 2),
                ("컴퓨터가 찬스에 22점을 적었습니다.", 3),
                ("12라운드 중 4라운드가 시작됩니다.", None),
                ("민아가 3, 3, 2, 4, 6을 굴렸습니다.", 0)],
        "toasts": ["이번 차례에는 더 굴릴 수 없습니다.", "이미 채운 칸입니다."],
        "roll": "굴리기", "score": "점수 적기", "hint": "도움말", "quit": "그만하기",
    },
}


class FaceCard(CardSprite):
    """A sample face: a big number and a seat symbol, as a game subclass would draw."""

    def __init__(self, number: int, seat: int, *args: object, **kwargs: object) -> None:
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]
        self.number, self.seat = number, seat

    def render_face(self, size: tuple[int, int]) -> pygame.Surface:
        face = super().render_face(size).copy()
        colour = theme.seat_style(self.seat).colour
        label = assets.text(str(self.number), round(size[1] * 0.4), theme.darker(colour, 0.3),
                            bold=True)
        face.blit(label, label.get_rect(center=(size[0] // 2, round(size[1] * 0.46))))
        theme.draw_seat_symbol(face, self.seat, (size[0] * 0.2, size[1] * 0.13), size[0] * 0.09)
        return face


def build(size: tuple[int, int], lang: str) -> dict[str, object]:
    sample, words = SAMPLE[lang], Words(lang)
    width, height = size
    scale = theme.ui_scale(size)
    s = lambda value: theme.px(value, scale)  # noqa: E731

    plates = []
    plate_w, plate_h = s(220), s(62)
    for index, name in enumerate(sample["names"]):
        plate = SeatPlate((s(24) + index * (plate_w + s(16)), s(20), plate_w, plate_h), index,
                          str(name), [187, 142, 96, 171][index],
                          subtitle=words("widgets.computer") if index == 3 else "", pace=Pace())
        plate.set_active(index == 0)
        plate.update(1.0)
        plates.append(plate)
    plates[1].set_score(166)
    plates[1].update(0.12)

    tray = DiceTray((s(40), s(110), s(560), s(380)), count=5, seed=3)
    tray.sync([3, 3, 5, 1, 6], held=[True, True, False, False, False])
    tray.dice[2].hovered = True
    tray.update(0.5)

    card_w, card_h = card_size(s(88))
    cards: list[CardSprite] = [
        FaceCard(7, 0, (card_w, card_h), (s(660), s(220)), face_up=True, angle=6),
        FaceCard(12, 4, (card_w, card_h), (s(760), s(212)), face_up=True, angle=-3),
        CardSprite((card_w, card_h), (s(860), s(222)), face_up=False, angle=-8),
    ]
    cards[1].highlighted = True
    cards[1].lift = s(10)

    buttons = [
        Button((s(630), s(330), s(150), s(52)), text=str(sample["roll"]), hotkey=pygame.K_r,
               words=words),
        Button((s(796), s(330), s(150), s(52)), text=str(sample["score"]),
               style=ButtonStyle.SECONDARY),
        Button((s(630), s(400), s(150), s(52)), text=str(sample["hint"]),
               style=ButtonStyle.SECONDARY, enabled=False),
        Button((s(796), s(400), s(150), s(52)), text=str(sample["quit"]),
               style=ButtonStyle.DANGER),
    ]
    ring = FocusRing(buttons)
    buttons[1].hovered = True
    for _ in range(30):
        ring.update(1 / 30)

    log = LogPanel((width - s(300), s(100), s(284), s(520)), words)
    for text, seat in sample["log"]:
        log.add(str(text), seat)

    prompt = PromptLine((s(16), height - s(70), width - s(32), s(56)), pace=Pace())
    prompt.set(str(sample["prompt"]), 0)
    prompt.update(1.0)

    toasts = ToastStack((s(40), s(100), s(920), s(530)))
    for text in sample["toasts"]:
        toasts.show(str(text))
        toasts.update(0.5)

    return {"plates": plates, "tray": tray, "cards": cards, "ring": ring, "log": log,
            "prompt": prompt, "toasts": toasts}


def draw_table(screen: pygame.Surface, parts: dict[str, object]) -> None:
    screen.blit(paint.felt_table(screen.get_size()), (0, 0))
    for plate in parts["plates"]:  # type: ignore[attr-defined]
        plate.draw(screen)
    parts["tray"].draw(screen)  # type: ignore[attr-defined]
    for card in parts["cards"]:  # type: ignore[attr-defined]
        card.draw(screen)
    parts["ring"].draw(screen)  # type: ignore[attr-defined]
    parts["log"].draw(screen)  # type: ignore[attr-defined]
    parts["prompt"].draw(screen)  # type: ignore[attr-defined]
    parts["toasts"].draw(screen)  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("output", nargs="?", default="gallery")
    parser.add_argument("--lang", choices=("en", "ko"), default="en")
    parser.add_argument("--size", default="1280x720")
    options = parser.parse_args()
    size = tuple(int(part) for part in options.size.split("x"))
    out = Path(options.output)
    out.mkdir(parents=True, exist_ok=True)

    pygame.init()
    audio.init()
    screen = pygame.display.set_mode(size)
    parts = build(screen.get_size(), options.lang)

    draw_table(screen, parts)
    pygame.image.save(screen, str(out / f"gallery_table_{options.lang}.png"))

    timings = []
    for _ in range(300):
        start = time.perf_counter()
        for plate in parts["plates"]:  # type: ignore[attr-defined]
            plate.update(1 / 60)
        parts["ring"].update(1 / 60)  # type: ignore[attr-defined]
        parts["tray"].update(1 / 60)  # type: ignore[attr-defined]
        draw_table(screen, parts)
        pygame.display.flip()
        timings.append((time.perf_counter() - start) * 1000)
    timings.sort()
    print(f"table frame at {size[0]}x{size[1]}: median {timings[150]:.2f} ms, "
          f"p99 {timings[296]:.2f} ms")

    timeline = Timeline(Pace())
    tray: DiceTray = parts["tray"]  # type: ignore[assignment]
    timeline.append(tray.roll([3, 3, 2, 4, 6]))
    timeline.update(0.2)
    draw_table(screen, parts)
    pygame.image.save(screen, str(out / f"gallery_tumble_{options.lang}.png"))

    name = str(SAMPLE[options.lang]["names"][0])
    curtain = PrivacyCurtain(screen.get_rect(), name, 0, words=Words(options.lang))
    curtain.update(1.0)
    curtain.draw(screen)
    pygame.image.save(screen, str(out / f"gallery_curtain_{options.lang}.png"))
    pygame.quit()


if __name__ == "__main__":
    main()
