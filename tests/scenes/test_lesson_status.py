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
from tests.scenes.lesson_watch import Walk, Watch, shared_walk
from tests.scenes.test_game_base import frames


class StatusWatch(Watch):
    """Every frame once the table is still: the status line says what the driver says; at
    the end nobody's turn is shown."""

    def __init__(self) -> None:
        self.stale: list[str] = []

    def start(self, walk: Walk) -> None:
        driver, scene, stale = walk.driver, walk.scene, self.stale
        drawn = driver.draw_over_table

        def draw_and_check(surface: pygame.Surface) -> None:
            drawn(surface)
            if driver.is_busy or not driver.is_settled:
                return
            said, now = scene.frame.prompt.text, driver.prompt_line()[0]
            if said != now:
                stale.append(f"step {driver.step_index}: the status says {said!r}, not {now!r}")

        driver.draw_over_table = draw_and_check  # type: ignore[method-assign]

    def end(self, walk: Walk) -> None:
        shell, scene, stale = walk.shell, walk.scene, self.stale
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

        walk.patch.setattr(assets, "drawable", recorded)
        assets.clear_caches()
        frames(shell, 2)
        walk.patch.setattr(assets, "drawable", real)
        words = shell.context.words
        turns = {words(key, name=seat.name) for seat in scene.session.seats
                 for key in ("widgets.your_turn", "yacht_scene.tray_waiting")}
        told = sorted(turns & set(texts))
        if told:
            stale.append(f"the lesson is done, and the table says {told}")


@pytest.mark.parametrize("game_id", sorted(LESSONS))
def test_the_status_follows_the_lesson_to_its_end(game_id: str) -> None:
    stale = shared_walk(game_id, StatusWatch).stale
    assert not stale, "\n".join(dict.fromkeys(stale))
