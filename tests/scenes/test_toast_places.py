"""A refusal's toast stands clear of the panels a player reads to answer it: at 1280x720
Yacht's toast covered the sheet's Total row, and Winner's Circle's "Roll the die first,
then choose a horse." the last lines of the Points-on-horse table (trial s9, W7)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.homes import home_in
from tests.scenes.lesson_walk import open_lesson_in, ready, take_step, wait_seconds
from tests.scenes.program import running_app
from tests.scenes.test_game_base import app, click, frames

__all__ = ["app"]

LONG = ("Roll the die first, then choose a horse. " * 2).strip()


def _table(shell: App, game_id: str, seats: int, size: tuple[int, int]) -> object:
    table = [SeatConfig(f"Seat {seat}", seat,
                        SeatKind.PERSON if seat == 0 else SeatKind.COMPUTER, "easy")
             for seat in range(seats)]
    scene = make_game_scene(shell.context, GameSession.start(GAMES[game_id], table, seed=3))
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    scene.resize(size)
    for text in ("That row is taken.", LONG):
        scene.toasts.show(text)
    return scene


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 4])
def test_a_yacht_toast_leaves_the_sheet_alone(app: App, size: tuple[int, int],
                                             seats: int) -> None:
    scene = _table(app, "yacht", seats, size)
    sheet = scene.sheet.rect  # type: ignore[attr-defined]
    toasts = scene.toasts.rects(size)  # type: ignore[attr-defined]
    assert 1 <= len(toasts) <= 2, "the newest, and the older where it fits"
    assert all(not toast.colliderect(sheet) for toast in toasts), (toasts, sheet)
    assert all(pygame.Rect((0, 0), size).contains(toast) for toast in toasts)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [3, 6])
def test_a_winners_circle_toast_leaves_the_lanes_and_points_table_alone(
        app: App, size: tuple[int, int], seats: int) -> None:
    """The refusal itself (the doubled sentence no longer finds a free place in the
    infield's lane under the die, and would stand where it covers the least)."""
    scene = _table(app, "winners_circle", seats, size)
    scene.toasts.clear()  # type: ignore[attr-defined]
    for text in ("That row is taken.", "Roll the die first, then choose a horse."):
        scene.toasts.show(text)  # type: ignore[attr-defined]
    table = scene.table  # type: ignore[attr-defined]
    panels = [table.rates_rect, *(lane.rect for lane in table.lanes)]
    toasts = scene.toasts.rects(size)  # type: ignore[attr-defined]
    assert 1 <= len(toasts) <= 2, "the newest, and the older where it fits"
    for toast in toasts:
        assert toast.collidelist(panels) == -1, (toast, panels)
        assert toast.collidelist([table.die.rect(), table.roll_button.rect]) == -1, toast


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("seats", [2, 6])
def test_a_yacht_refusal_leaves_the_roll_button_whole_in_either_language(
        app: App, language: str, size: tuple[int, int], seats: int) -> None:
    """Trial s10 saw Korean refusals ("점수를 기록하기 전에 주사위를 굴리세요.") over the
    lower part of the Roll button at 1280x720 with six seats; the place test checked the
    sheet in English only. The real refusal and wait messages, in each language: the
    newest always shows, an older one only where it fits beside the button."""
    from dataclasses import replace

    from tabletop.i18n import Words

    app.context.apply_settings(replace(app.context.settings, language=language))
    words = Words(language)
    scene = _table(app, "yacht", seats, size)
    scene.toasts.clear()  # type: ignore[attr-defined]
    for text in (words("yacht.error.score_before_roll"),
                 words("widgets.wait_for", name=words("app.setup.computer_name", number=4))):
        scene.toasts.show(text)  # type: ignore[attr-defined]
    toasts = scene.toasts.rects(size)  # type: ignore[attr-defined]
    assert toasts, "the newest message shows"
    parts = [scene.roll_button.rect, scene.tray.rect, scene.sheet.rect]  # type: ignore[attr-defined]
    for toast in toasts:
        assert toast.collidelist(parts) == -1, (language, size, toast, parts)
        assert pygame.Rect((0, 0), size).contains(toast)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_tables_toast_stands_above_the_prompt_line(app: App, game_id: str,
                                                     size: tuple[int, int]) -> None:
    """The prompt line says whose turn it is and what to do: no toast stands over it, in
    any game, at either size (trial s38 W/014, V/005)."""
    scene = _table(app, game_id, 2 if game_id == "yacht" else 3, size)
    toasts = scene.toasts.rects(size)  # type: ignore[attr-defined]
    prompt = scene.frame.prompt.rect  # type: ignore[attr-defined]
    assert toasts, "the newest message shows"
    assert all(not toast.colliderect(prompt) for toast in toasts), (toasts, prompt)



@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_lesson_hint_hides_nothing_of_the_winners_circle_table(
        tmp_path: Path, language: str, size: tuple[int, int]) -> None:
    """The lesson's "Put the 2 on Purple: you already back Black and Blue." after a wrong
    horse stood, two lines tall beside the prompt's words, over the last line of the
    payout table (trial s38 X/001). It covers no part of the table; where it stands over
    the prompt line's words, they are left out under it."""
    with home_in(tmp_path / "home"), running_app() as shell:
        scene, driver = open_lesson_in(shell, "winners_circle", size, language)
        while not (driver.step is not None and driver.step.text.endswith(".bet_purple")):
            take_step(shell, scene)
        ready(shell, scene)
        assert isinstance(scene, WinnersCircleScene)
        click(scene.table.lanes[1].rect.center)  # White: refused
        wait_seconds(shell, 0.6)
        hint = shell.context.words("winners_circle.lesson.hint.bet_purple")
        assert [toast.text for toast in driver.card.notes.toasts] == [hint]
        (note,) = driver.card.notes.rects(size)
        table = scene.table
        parts = [table.rates_rect, *(lane.rect for lane in table.lanes), *table.track_rects,
                 *scene.keep_in_sight()]
        assert note.collidelist(parts) == -1, (note, parts[note.collidelist(parts)])
        assert pygame.Rect((0, 0), size).contains(note)
        prompt = scene.frame.prompt
        drawn = []
        real = prompt.draw_bare
        prompt.draw_bare = lambda surface: (drawn.append(True), real(surface))  # type: ignore[method-assign]
        frames(shell, 1)
        assert bool(drawn) == note.colliderect(prompt.words_rect()), (note, prompt.words_rect())
