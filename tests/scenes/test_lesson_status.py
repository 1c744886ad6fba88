"""A lesson's status says where the lesson is (a new-user trial): once the Yacht lesson was
done, the dice tray still said "Mina's turn" under Mina's glowing plate, and in Polterfass
an old "throw all nine barrels" stayed after it no longer applied.

At every frame of every lesson walked to its end the status line says what the driver says
now, once the table is still; at the end nobody's turn is shown: no plate glows, no table
says whose turn it is and Yacht's sheet marks no column to play."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.yacht.scene import YachtScene
from scenes.shell import assets
from tabletop.lessons import LESSONS
from tests.scenes.lesson_walk import open_lesson_driver, ready, take_step
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_status_follows_the_lesson_to_its_end(game_id: str,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    stale: list[str] = []
    with running_app() as shell:
        scene, driver = open_lesson_driver(shell, game_id)
        drawn = driver.draw_over_table

        def draw_and_check(surface: pygame.Surface) -> None:
            drawn(surface)
            if driver.is_busy or not driver.is_settled:
                return
            said, now = scene.frame.prompt.text, driver.prompt_line()[0]
            if said != now:
                stale.append(f"step {driver.step_index}: the status says {said!r}, not {now!r}")

        driver.draw_over_table = draw_and_check  # type: ignore[method-assign]
        for _ in range(len(driver.lesson.steps) + 1):
            ready(shell, scene)
            if driver.finished:
                break
            take_step(shell, scene)
        assert driver.finished
        frames(shell, 30)
        glowing = [scene.session.name(seat) for seat, plate in enumerate(scene.frame.plates)
                   if plate.is_active]
        if glowing:
            stale.append(f"the lesson is done, and {glowing} glow as if to play")
        if isinstance(scene, YachtScene) and scene.sheet.current is not None:
            stale.append("the lesson is done, and the sheet marks "
                         f"{scene.session.name(scene.sheet.current)}'s column to play")
        texts: list[str] = []
        real = assets.drawable

        def recorded(string: str) -> str:
            texts.append(string)
            return real(string)

        monkeypatch.setattr(assets, "drawable", recorded)
        assets.clear_caches()
        frames(shell, 2)
        words = shell.context.words
        turns = {words(key, name=seat.name) for seat in scene.session.seats
                 for key in ("widgets.your_turn", "yacht_scene.tray_waiting")}
        told = sorted(turns & set(texts))
        if told:
            stale.append(f"the lesson is done, and the table says {told}")
    assert not stale, "\n".join(dict.fromkeys(stale))
