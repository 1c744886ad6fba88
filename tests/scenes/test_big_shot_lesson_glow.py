"""The Big Shot lesson lights the seat the panel says is to act once a computer's move lies
on the table under its card (trial s21, 101: the top bar and the money rows lit Nari under
"Nari passes: you pay the bank 11M... Place all four", beside "Sora places the cubes"). A
move that closed its round leaves the mover lit, as the panel and the round under the
game's name still tell of that round."""

from __future__ import annotations

import pytest

from scenes.widgets.tween import Wait
from tabletop.games.big_shot import Phase
from tests.scenes.lesson_walk import ready
from tests.scenes.program import running_app
from tests.scenes.test_game_base import frames
from tests.scenes.test_lesson_focus import at_step


@pytest.mark.parametrize(("step", "lit"), [
    (".nari_gives_up", "Sora"),  # Sora places the cubes she bought
    (".nari_passes", "Sora"),  # Sora bids next
    (".taeo_ivory", "Taeo"),  # his last cube ended round 1: the panel shows it placed
])
def test_the_plate_and_the_row_lit_are_the_seat_the_panel_names(step: str, lit: str) -> None:
    with running_app() as shell:
        scene, driver = at_step(shell, "big_shot", step)
        assert ready(shell, scene) is None and driver.waits_for_next, "the card waits for Next"
        frames(shell, 4)
        glowing = [scene.session.name(seat) for seat, plate in enumerate(scene.frame.plates)
                   if plate.is_active]
        rows = [row.name for row in scene.side.drawn_money  # type: ignore[attr-defined]
                if row.lit]
        assert glowing == [lit], f"{step}: {glowing} glow"
        assert lit in rows and all(name == lit or row_is_high_bid(scene, name)
                                   for name in rows), f"{step}: rows {rows} lit"


def row_is_high_bid(scene: object, name: str) -> bool:
    """The high bidder's row is lit beside the bidder's through the auction (its note)."""
    high = scene.side.board.shown.high_bid  # type: ignore[attr-defined]
    return high is not None and scene.side.name(  # type: ignore[attr-defined]
        scene.session.game.seat_of(high[0])) == name  # type: ignore[attr-defined]


def test_the_glow_follows_the_panel_while_the_table_still_plays_under_the_card() -> None:
    """Trial S/005: under Nari's pass card, with "Sora is placing cubes" in the panel, the
    top bar lit Nari while something still played on the table (the glow was the mover's
    whenever the table was busy, though the panel had turned to the placement)."""
    with running_app() as shell:
        scene, driver = at_step(shell, "big_shot", ".nari_gives_up")
        assert ready(shell, scene) is None and driver.waits_for_next, "the card waits for Next"
        assert scene.decision_view is not None  # type: ignore[attr-defined]
        assert scene.decision_view.state.phase is Phase.PLACE  # type: ignore[attr-defined]
        driver.timeline.append(Wait(5.0))  # a motion still playing under the card
        frames(shell, 2)
        assert driver.is_busy
        glowing = [scene.session.name(seat) for seat, plate in enumerate(scene.frame.plates)
                   if plate.is_active]
        assert glowing == ["Sora"], f"{glowing} glow beside Sora's placement"
