"""The Wizard Extreme lesson's top bar lights the seat to play next once a computer's move
lies on the table under its card (trial s18: Minho's plate glowed under "Minho has no
blue... a yellow 5", read as his turn still, while Jisu was to play)."""

from __future__ import annotations

import pytest

from tests.scenes.lesson_walk import ready
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames
from tests.scenes.test_lesson_focus import at_step


@pytest.mark.parametrize(("step", "next_seat"), [
    (".minho_magician", "Jisu"),  # Jisu takes her seals next
    (".minho_throws_off", "Jisu"),  # Jisu plays to the trick next
    (".minho_follows", "Jisu"),  # Jisu plays to the yellow trick next
])
def test_the_plate_of_the_seat_to_play_next_glows_under_a_computers_move(
        step: str, next_seat: str) -> None:
    with running_app() as shell:
        scene, driver = at_step(shell, "wizard_extreme", step)
        assert ready(shell, scene) is None and driver.waits_for_next, "the card waits for Next"
        frames(shell, 4)
        glowing = [scene.session.name(seat) for seat, plate in enumerate(scene.frame.plates)
                   if plate.is_active]
        assert glowing == [next_seat], f"{step}: {glowing} glow"
