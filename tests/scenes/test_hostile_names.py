"""End to end: a name typed at setup is drawn, saved,
and brought back by Continue as the same name, whatever an input method committed.

Names are generated from a fixed seed: a few characters of each Unicode
general category, alone and inside an ordinary name, plus mixtures of any
code point. Each is typed into the first seat's field, drawn while typed and
on the game screen, autosaved, loaded and drawn again.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Iterator

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.base import GameScene
from scenes.screens.setup import SetupScene
from scenes.shell import assets
from scenes.shell.app import App
from scenes.shell.scene import Pop, Push
from tabletop import storage
from tabletop.games import GAMES
from tabletop.session import GameSession
from tabletop.storage.names import normalise_name
from tests.homes import home_in
from tests.scenes.program import running_app
from tests.unicode_categories import by_category as every_category

FRAME = 1 / 60


def _names(seed: int = 25) -> list[str]:
    rng = random.Random(seed)
    # Every general category but Cs: an input method commits UTF-8, which has no lone
    # surrogates (files can: tests/storage/test_names.py).
    by_category = {category: characters
                   for category, characters in every_category().items() if category != "Cs"}
    names = ["\u200b", "\u200b\u200d\u2060", "Mi\tna", "Mi\nna", "Esc\x1b", "Del\x7f",
             "Nel\u0085", "\u202eevil", "\ufe0f", "\u3164"]
    for characters in by_category.values():
        names.append("".join(rng.choices(characters, k=rng.randint(1, 6))))
        names.append("Mi" + "".join(rng.choices(characters, k=2)) + "na")
    everything = [character for characters in by_category.values() for character in characters]
    names += ["".join(rng.choices(everything, k=rng.randint(1, 24))) for _ in range(20)]
    return names


NAMES = _names()


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    """One program for the module: every case starts from its menu. It starts before any
    test's own temporary home, so it has one of its own (it once read the developer's
    Korean settings, and every blank name came out "플레이어 1")."""
    with home_in(tmp_path_factory.mktemp("home")), running_app(seed=4) as application:
        yield application


def _steps(app: App, frames: int = 2) -> None:
    for _ in range(frames):
        app.step(FRAME)


def _back_to_menu(app: App) -> None:
    manager = app.context.manager
    while len(manager.stack) > 1:
        manager.apply(Pop())
    _steps(app, 1)


@pytest.mark.parametrize("index", range(len(NAMES)))
def test_a_typed_name_is_drawn_saved_and_continued_unchanged(app: App, index: int) -> None:
    typed = NAMES[index]
    context = app.context
    _back_to_menu(app)
    setup = SetupScene(context, "yacht")
    context.manager.apply(Push(setup))
    _steps(app)
    field = setup.fields[0]
    field.begin()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    _steps(app)  # drawn while it is being typed
    field.finish()
    _steps(app)
    seats = setup.seat_configs()
    drawn = "".join(character for character in typed if assets.font_draws(character))
    assert seats[0].name == (normalise_name(drawn) or "Player 1")

    session = GameSession(GAMES["yacht"], GAMES["yacht"].new_game(len(seats), 9, {}), seats,
                          autosave=context.autosave)
    context.manager.apply(Push(make_game_scene(context, session)))
    _steps(app)  # the plates draw the name
    context.autosave(session)
    context.flush_saves()
    loaded, notice = storage.load_save()
    assert notice is None and loaded is not None, "the game typed at setup must continue"
    assert [seat.name for seat in loaded.seats] == [seat.name for seat in seats]
    resumed = GameSession(GAMES["yacht"], loaded.game, loaded.seats, bot_states=loaded.bots)
    context.manager.apply(Push(make_game_scene(context, resumed)))
    _steps(app)
    assert isinstance(context.manager.top, GameScene)
    storage.delete_save("yacht")


@pytest.mark.parametrize("typed", ["Mina😀", "🎲🎲 Jun", "☺하늘"])
def test_what_the_font_cannot_draw_is_refused_with_a_word(app: App, typed: str) -> None:
    """Trial s21 (005, 008, 015): emoji went into a name and drew as empty boxes on the
    field, the top bar, the sheet, the prompt and the pairing card. The field leaves them
    out and says so, as it says a name is too long."""
    _back_to_menu(app)
    setup = SetupScene(app.context, "yacht")
    app.context.manager.apply(Push(setup))
    _steps(app)
    field = setup.fields[0]
    field.begin()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=typed))
    _steps(app)
    field.finish()
    name = setup.seat_configs()[0].name
    assert name == {"Mina😀": "Mina", "🎲🎲 Jun": "Jun", "☺하늘": "하늘"}[typed]
    assert all(assets.font_draws(character) for character in name)
    said = app.context.words("app.setup.name_not_drawable")
    assert [toast.text for toast in setup.toasts.toasts] == [said]


def test_every_character_a_name_keeps_has_width_in_both_faces() -> None:
    """A name keeps a letter, digit, punctuation mark or symbol; each one alone draws
    wider than nothing, so no name reaches SDL_ttf as zero-width text."""
    pygame.font.init()

    faces = [assets.font(24, bold) for bold in (False, True)]
    kept = [chr(code) for code in range(sys.maxunicode + 1)
            if normalise_name(chr(code)) == chr(code)]
    assert len(kept) > 100_000
    for face in faces:
        assert [hex(ord(c)) for c in kept if face.size(c)[0] == 0] == []
