"""How the phone page looks in every hiding game, in Chromium at two phone sizes and in
both languages: the seat's own pieces drawn as the table draws them, the table's seats
with their public facts and scores, and a clear "your turn". The screenshots go to
TABLETOP_SHOTS when it is set, to be looked at."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, expect

from tests.browser.table import Table, open_table
from tests.browser.test_phones_at_the_table import at_the_table, shots

__all__ = ["shots"]

SIZES = ((390, 844), (360, 740))
"""A common large phone and a small one (CSS pixels)."""

GAMES = [
    # game, options, seed, the computer's seat, the pieces the seat to move must see
    ("wizard_extreme", None, 11, 2, ["#secrets .piece.card", "#choices .piece.seal"]),
    ("polterfass", None, 4, 0, ["#choices .piece.order"]),
    ("winners_circle", {"hidden_bets": True}, 3, 2, ["#secrets .piece.chip",
                                                     "#choices .piece.horse"]),
    ("big_shot", {"hidden_money": True}, 3, 2, ["#secrets .piece.money",
                                                "#choices .piece.money"]),
]


def _drive(table: Table, rng: random.Random, done: Callable[[], bool],
           seconds: float = 60) -> None:
    """Frames until ``done``: a phone whose seat is to move taps a random choice, and a
    person's public move (a throw, a roll) is made on the shared screen by the rules."""
    scene = table.scene
    deadline = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < deadline, ("the table did not get there in time",
                                             [phone.errors for phone in table.phones.values()])
        table.frame()
        seat = scene.session.current_seat
        if seat is None:
            continue
        phone = table.phones.get(seat)
        if scene.driver.phone_deciding() and phone is not None:
            # Reading the page lets Playwright take in the frames the page received.
            choices = phone.choices()
            if choices and all(map(table.caught_up, table.phones)):
                if done():
                    return
                phone.tap(rng.choice(choices))
        elif scene.holds_table():
            scene.release_table()
        elif scene.session.seats[seat].is_person and scene.accepts_input:
            scene.act(scene.driver.gate.seat_view(seat).legal_actions()[0])


def _shoot(table: Table, seat: int, folder: Path, name: str) -> None:
    page = table.phones[seat].page
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(50)
        page.screenshot(path=folder / f"{name}-{width}x{height}.png")


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("game_id", "options", "seed", "computer", "pieces"), GAMES)
def test_the_phone_draws_each_hiding_games_pieces_the_seats_and_the_turn(
        browser: Browser, shots: Path, language: str, game_id: str,
        options: dict[str, Any] | None, seed: int, computer: int, pieces: list[str]) -> None:
    for program in at_the_table(language):
        for table in open_table(program, browser, game_id, seed, computer, options):
            _look(table, shots, f"{game_id}-{language}", random.Random(seed), pieces)


def _look(table: Table, shots: Path, name: str, rng: random.Random,
          pieces: list[str]) -> None:
    scene = table.scene
    seats = len(scene.session.seats)

    def turn_on_a_phone() -> bool:
        seat = scene.session.current_seat
        if seat not in table.phones or not scene.driver.phone_deciding():
            return False
        choices = table.phones[seat].choices()
        for phone in table.phones.values():
            phone.page.evaluate("0")  # take in what each page received
        return bool(choices) and all(map(table.caught_up, table.phones))

    _drive(table, rng, turn_on_a_phone)
    mover = scene.session.current_seat
    assert mover is not None
    other = next(seat for seat in table.phones if seat != mover)
    page = table.phones[mover].page
    expect(page.locator("#turn")).to_be_visible()
    expect(page.locator("#turn")).to_have_text(table.app.context.words("phones_page.your_turn"))
    for selector in pieces:
        assert page.locator(selector).count() >= 1, selector
    expect(page.locator("#seats .seat")).to_have_count(seats)
    expect(page.locator("#seats .seat.moving")).to_have_count(1)
    expect(page.locator("#seats .seat.you")).to_have_count(1)
    waiting = table.phones[other].page
    expect(waiting.locator("#turn")).to_be_hidden()
    expect(waiting.locator("#seats .seat.moving")).to_have_count(1)
    if name.startswith("big_shot"):
        # Hidden money: the others' cash is a question mark on every phone.
        scores = page.locator("#seats .seat-score").all_text_contents()
        assert scores.count("?") == seats - 1
    _shoot(table, mover, shots, f"looks-{name}-turn")
    _shoot(table, other, shots, f"looks-{name}-waiting")
    for phone in table.phones.values():
        phone.page.wait_for_timeout(50)
    assert table.leaks() == []
    assert [phone.errors for phone in table.phones.values()] == [[]] * len(table.phones)
