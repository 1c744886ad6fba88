"""The shared frame around every game: its words, a live language switch, seat colours.

Texts are caught where they are rendered (``assets.text``) and where widgets
keep them (prompt, plates, log), so a word left over from the old language or
a seat drawn by its index instead of its chosen colour shows up here.
"""

from __future__ import annotations

import re
import string
from dataclasses import replace
from typing import Any

import pygame
import pytest

from scenes.games import has_game_scene, make_game_scene
from scenes.games.base import FRAME_NAMESPACE, GameScene
from scenes.screens.pause import PauseScene
from scenes.screens.results import ResultsScene
from scenes.shell import theme
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import ENGLISH, catalog
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]

KEY_PATTERN = re.compile(r"^[a-z_]+(\.[a-z0-9_]+)+$")


@pytest.fixture
def drawn(drawn_texts: list[str]) -> list[str]:
    """Every string rendered while the test runs."""
    return drawn_texts


def _scene(shell: App, game_id: str, seats: list[SeatConfig]) -> GameScene:
    session = GameSession.start(GAMES[game_id], seats, seed=21)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, GameScene)
    shell.context.manager.apply(Push(scene))
    return scene


def _on_screen(scene: GameScene, drawn: list[str]) -> list[str]:
    """What the game screen shows in words now: rendered texts and the widgets' own."""
    kept = [scene.prompt.text, scene.frame.round_text, *(plate.subtitle for plate in scene.plates),
            *(text for text, _ in scene.log.entries)]
    return [*drawn, *kept]


@pytest.mark.parametrize("game_id", [g for g in GAMES if has_game_scene(g)])
def test_every_game_scene_finds_the_frame_words(app: App, drawn: list[str],
                                                game_id: str) -> None:
    spec = GAMES[game_id]
    seats = [SeatConfig("Mina", 0)] + [
        SeatConfig(f"CPU {index}", index, SeatKind.COMPUTER, "random")
        for index in range(1, spec.default_seats)]
    scene = _scene(app, game_id, seats)
    scene.log.is_open = True
    frames(app, 30)
    raw_keys = sorted({text for text in _on_screen(scene, drawn) if KEY_PATTERN.match(text)})
    assert raw_keys == [], f"untranslated keys on the {game_id} screen"
    assert ENGLISH(f"{FRAME_NAMESPACE}.menu") in drawn
    assert scene.menu_button.label_key == "table.menu"
    for key in ("menu", "undo", "prompt_thinking", "prompt_curtain_cards", "log_winners"):
        assert f"{FRAME_NAMESPACE}.{key}" in catalog("en")
    # The frame's words live in one catalogue, not in a copy per game.
    frame_keys = {key.split(".", 1)[1] for key in catalog("en")
                  if key.startswith(f"{FRAME_NAMESPACE}.")}
    game_namespace = {key.split(".", 1)[1] for key in catalog("en")
                      if key.startswith(f"{scene.text_namespace}.")}
    assert not frame_keys & game_namespace


def _fragments(language: str, other: str) -> set[str]:
    """Literal pieces of ``language``'s texts that ``other`` never uses (placeholders cut
    out; a key name such as "Enter" that both languages print is not a leftover)."""
    pieces: set[str] = set()
    mine, theirs = catalog(language), catalog(other)
    everything_else = "\n".join(theirs.values())
    for key, text in mine.items():
        if theirs.get(key) == text:
            continue
        for literal, *_ in string.Formatter().parse(text):
            for piece in re.split(r"[\s,.:!?…()→+\-—/]+", literal):
                if (len(piece) >= 4 and any(ch.isalpha() for ch in piece)
                        and piece not in everything_else):
                    pieces.add(piece)
    return pieces


@pytest.mark.parametrize(("before", "after"), [("en", "ko"), ("ko", "en")])
def test_a_live_language_switch_leaves_no_word_of_the_other_language(
    app: App, drawn: list[str], before: str, after: str
) -> None:
    app.context.apply_settings(replace(app.context.settings, language=before))
    set_speed(app, "instant")
    seats = [SeatConfig("민아", 2), SeatConfig("Robo", 4, SeatKind.COMPUTER, "random")]
    scene = _scene(app, "yacht", seats)
    scene.log.is_open = True
    for _ in range(3):  # a few rolls and scores, so the log has lines
        press(pygame.K_SPACE)
        frames(app, 20)
        press(pygame.K_RETURN)
        frames(app, 60)
    assert scene.log.entries
    press(pygame.K_ESCAPE)
    frames(app, 5)
    assert isinstance(app.context.manager.top, PauseScene)

    drawn.clear()
    app.context.apply_settings(replace(app.context.settings, language=after))
    frames(app, 5)  # the table is drawn behind the pause menu
    shown = _on_screen(scene, drawn)
    leftovers = {piece for piece in _fragments(before, after)
                 for text in shown if piece in text}
    assert leftovers == set(), f"{before} words on the {after} screen"
    assert scene.log.entries and all(
        text in {*_on_screen(scene, [])} for text, _ in scene.log.entries)


def test_a_chosen_colour_is_drawn_on_plates_sheet_log_and_results(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    slots: list[int] = []
    real_symbol = theme.draw_seat_symbol

    def recording(surface: pygame.Surface, slot: int, *args: Any, **kwargs: Any) -> None:
        slots.append(slot)
        real_symbol(surface, slot, *args, **kwargs)

    monkeypatch.setattr(theme, "draw_seat_symbol", recording)
    set_speed(app, "instant")
    chosen = (4, 2)  # not the default slots 0 and 1
    seats = [SeatConfig("Mina", chosen[0]),
             SeatConfig("Robo", chosen[1], SeatKind.COMPUTER, "random")]
    scene = _scene(app, "yacht", seats)
    frames(app, 5)
    assert [plate.seat_index for plate in scene.plates] == list(chosen)
    assert scene.sheet.slots == list(chosen)  # type: ignore[attr-defined]
    assert scene.prompt.seat_index == chosen[0]
    press(pygame.K_SPACE)
    frames(app, 30)
    assert {slot for _, slot in scene.log.entries if slot is not None} <= set(chosen)
    assert set(slots) <= set(chosen), "a seat was drawn by its index"

    session = scene.session
    while not session.game.is_over:
        seat = session.current_seat
        assert seat is not None
        session.apply(session.game.legal_actions()[-1])
    slots.clear()
    results = ResultsScene(app.context, session)
    app.context.manager.apply(Push(results))
    frames(app, 10)
    assert set(slots) == set(chosen)
