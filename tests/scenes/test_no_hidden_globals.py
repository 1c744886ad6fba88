"""The language, the animation speed and "controller in use" live in the application context,
not in module state: two contexts keep their own, and no module reaches for a removed global."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pytest

from scenes.shell.context import AppContext
from scenes.widgets.button import Button
from scenes.widgets.counter import Counter
from scenes.widgets.tween import AnimationSpeed, Timeline, Tween, linear
from tabletop.i18n import Words
from tabletop.storage import Settings

from .screens import every_screen, show

if TYPE_CHECKING:
    from scenes.shell.app import App

ROOT = Path(__file__).resolve().parent.parent.parent

REMOVED = {
    "scenes.widgets.tween": {"set_animation_speed", "animation_speed", "scaled_seconds", "_speed"},
    "scenes.shell.input": {"using_controller", "button_label", "_state"},
    "tabletop.i18n": {"t", "set_language", "current_language", "_current_language"},
}
"""Module-level names that once held or read shared state, by the module that had them."""


def _sources() -> list[Path]:
    return sorted(path for package in ("scenes", "tabletop", "tests")
                  for path in (ROOT / package).rglob("*.py"))


def _reaches(tree: ast.AST) -> set[str]:
    """``module.name`` for every removed name imported from, or read off, its module."""
    found: set[str] = set()
    aliases: dict[str, str] = {}  # a local name bound to one of REMOVED's modules
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                if alias.name in REMOVED.get(node.module, ()):
                    found.add(f"{node.module}.{alias.name}")
                whole = f"{node.module}.{alias.name}"
                if whole in REMOVED:
                    aliases[alias.asname or alias.name] = whole
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in REMOVED and alias.asname:
                    aliases[alias.asname] = alias.name
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.attr in REMOVED.get(aliases.get(node.value.id, ""), ())):
            found.add(f"{aliases[node.value.id]}.{node.attr}")
    return found


def test_no_module_reaches_a_removed_language_speed_or_controller_global() -> None:
    reaching = {str(path.relative_to(ROOT)): sorted(names) for path in _sources()
                if (names := _reaches(ast.parse(path.read_text(encoding="utf-8"))))}
    assert reaching == {}


def test_the_modules_that_held_the_state_hold_none() -> None:
    for module in REMOVED:
        path = ROOT / Path(*module.split(".")).with_suffix(".py")
        if not path.exists():  # a package: its __init__ holds its module-level names
            path = path.with_suffix("") / "__init__.py"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert not any(isinstance(node, ast.Global) for node in ast.walk(tree)), module
        top = {target.id for node in tree.body if isinstance(node, ast.Assign | ast.AnnAssign)
               for target in (node.targets if isinstance(node, ast.Assign) else [node.target])
               if isinstance(target, ast.Name)}
        top |= {node.name for node in tree.body if isinstance(node, ast.FunctionDef)}
        assert not top & REMOVED[module], module


def test_the_checker_sees_an_import_and_an_attribute_read() -> None:
    imported = ast.parse("from scenes.widgets.tween import scaled_seconds\n")
    read = ast.parse("from scenes.shell import input as pad\npad.using_controller()\n")
    assert _reaches(imported) == {"scenes.widgets.tween.scaled_seconds"}
    assert _reaches(read) == {"scenes.shell.input.using_controller"}


@pytest.mark.usefixtures("screen")
def test_two_contexts_keep_their_own_language_speed_and_controller() -> None:
    english = AppContext(Settings(language="en", animation_speed="slow"), persist=False)
    korean = AppContext(Settings(language="ko", animation_speed="fast"), persist=False)
    assert english.words == Words("en") and korean.words == Words("ko")
    assert english.words("app.window_title") == "Tabletop"
    assert korean.words("app.setup.player_name", number=2) != english.words(
        "app.setup.player_name", number=2)

    slow, fast = Tween(1.0, easing=linear), Tween(1.0, easing=linear)
    timelines = [Timeline(english.pace), Timeline(korean.pace)]
    timelines[0].start(slow)
    timelines[1].start(fast)
    for timeline in timelines:
        timeline.update(0.25)
    assert slow.progress == pytest.approx(0.25 * AnimationSpeed.SLOW.value)
    assert fast.progress == pytest.approx(0.25 * AnimationSpeed.FAST.value)

    korean.input.translate(pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, button=0,
                                              instance_id=0))
    assert korean.input.using_controller and not english.input.using_controller


@pytest.mark.usefixtures("screen")
def test_a_new_speed_applies_live_to_what_is_already_counting() -> None:
    context = AppContext(Settings(animation_speed="normal"), persist=False)
    counter = Counter(0, duration=1.0, pace=context.pace)
    counter.set(100)
    context.apply_settings(Settings(animation_speed="instant"))
    counter.update(0.0)
    assert counter.shown == 100


def test_every_button_on_every_screen_speaks_the_words_its_screen_handed_it(
    app: App, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A button speaks the context's words, handed over when its screen lays it out; none
    falls back on a language of its own, before or after a live switch."""
    spoken: list[tuple[str, Words | None]] = []
    real = Button.shown_words

    def recording(button: Button) -> Words:
        spoken.append((button.label_key or button.text or "", button.words))
        return real(button)

    monkeypatch.setattr(Button, "shown_words", recording)
    for name, factory in every_screen().items():
        show(app, factory)
        for language in ("ko", "en"):
            app.context.apply_settings(replace(app.context.settings, language=language))
            spoken.clear()
            for _ in range(3):
                app.step(1 / 60)
            assert spoken, name  # every screen has a button with a key or a keycap
            astray = {label for label, words in spoken if words is not app.context.words}
            assert astray == set(), (name, language)
