"""Trial Z2/012 at a real table: two people bet and race Winner's Circle on their phones
in Chromium, a computer as the third seat, and nobody touches the shared screen. Each
person's race turn comes to their phone (roll, then a horse) while the TV would take it
too; no phone is sent another seat's face-down chip, no curtain rises."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_events import DieRolled, HorseMoved
from tests.browser.table import Table, open_table
from tests.browser.test_phones_at_the_table import at_the_table, shots

__all__ = ["shots"]


@pytest.fixture
def race(browser: Browser) -> Iterator[Table]:
    for program in at_the_table("en"):
        yield from open_table(program, browser, "winners_circle", seed=6,
                              options={"hidden_bets": True})


def test_two_phones_bet_and_race_while_the_tv_could_take_each_move(
        race: Table, shots: Path) -> None:
    scene, game = race.scene, race.scene.session.game
    mina = race.phones[0]
    rng = random.Random(4)
    race.play(rng, lambda: "roll" in mina.choices())
    # Mina's roll is on her phone, and the shared screen takes it too once it is settled.
    for _ in range(600):
        if scene.accepts_input:
            break
        race.frame()
    assert game.state.phase is Phase.ROLL and game.current_seat == 0
    assert scene.accepts_input and not scene.driver.phone_deciding()
    expect(mina.page.locator("#shared")).to_be_visible()
    mina.page.screenshot(path=shots / "table-race-en-roll.png")
    race.play(rng, lambda: any(c.startswith("move-") for c in mina.choices()))
    mina.page.screenshot(path=shots / "table-race-en-move.png")
    race.play(rng, lambda: game.state.race == 2 or game.is_over)
    for phone in race.phones.values():
        phone.page.wait_for_timeout(100)  # the last frames reach the listener
        assert phone.errors == []
    people = {0, 1}
    rolled = {e.seat for e in game.log if isinstance(e, DieRolled)}
    moved = {e.seat for e in game.log if isinstance(e, HorseMoved)}
    assert people <= rolled and people <= moved, "both people rolled and moved on phones"
    assert race.leaks() == []
    assert race.curtains == 0 and race.private_frames == 0
