"""Trial Z2/012 and Z2/014: Winner's Circle's phone in Chromium at 390x844 and 360x640,
English and Korean, from real panels. On the race turn it rolls, then shows the seven
horses with how far each runs and where it lands (the others greyed, saying why), in big
type; a second tap where Roll stood only lifts a horse, and the lifted horse's button
moves it. In the bets the highest chip is chosen at first, every turn, and the button
says what it does; money reads as on the TV. Screenshots go to TABLETOP_SHOTS when set."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from scenes.games.winners_circle.phone import phone_panel
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase, WinnersCircleEngine
from tabletop.i18n import Words
from tabletop.phones.protocol import page_words
from tabletop.session import GameSession
from tests.browser.fake_table import NAMES, SEAT, open_seat

SIZES = [(390, 844), (360, 640)]


def _panels(words: Words, seed: int = 4) -> dict[str, dict[str, Any]]:
    """Seat 1's real panels, the game played at random: its first bet, its last (one chip
    left), its first roll and the move after it, with some horse already moved (shared
    as the table marks them: a public move)."""
    names = NAMES[words.language]
    seats = [SeatConfig(name, colour, SeatKind.PERSON) for colour, name in enumerate(names)]
    spec = GAMES["winners_circle"]
    session = GameSession.start(spec, seats, seed, spec.merged_options({"hidden_bets": True}))
    rng, found = random.Random(seed), {}
    for _ in range(400):
        game = session.game
        assert isinstance(game, WinnersCircleEngine)
        state = game.state
        if game.current_seat == SEAT:
            panel = phone_panel(words, game.view(SEAT), SEAT, len(game.history),
                                names).as_json()
            if state.phase is Phase.BETTING:
                found.setdefault("bet", panel)
                if len(state.hands[SEAT]) == 1:
                    found["last_bet"] = panel
            elif not all(state.face_up) and "move" not in found:
                if state.phase is Phase.ROLL:
                    found["roll"] = panel | {"shared": True}
                elif "roll" in found:
                    found["move"] = panel | {"shared": True}
            if len(found) == 4:
                return found
        seat = session.current_seat
        assert seat is not None
        session.apply(rng.choice(game.view(seat).legal_actions()))
    raise AssertionError(f"seat 1's panels not all found: {sorted(found)}")


def _shoot(page: Page, name: str, tmp_path: Path) -> None:
    shots = Path(os.environ.get("TABLETOP_SHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=shots / f"{name}.png")


def _box(page: Page, selector: str) -> dict[str, float]:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box


def _px(page: Page, selector: str) -> float:
    return float(page.eval_on_selector(selector,
                                       "e => parseFloat(getComputedStyle(e).fontSize)"))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_race_turn_rolls_then_moves_a_horse_on_the_phone(
        page: Page, page_files: str, tmp_path: Path, language: str,
        size: tuple[int, int]) -> None:
    words, name = Words(language), f"{language}-{size[0]}x{size[1]}"
    panels = _panels(words)
    table = open_seat(page, page_files, language, size)
    table.send(**panels["roll"])
    roll = page.locator("button[data-choice='roll']")
    expect(roll).to_have_text(words("winners_circle_scene.roll"))
    expect(page.locator("#shared")).to_have_text(page_words(language)["shared"])
    assert _px(page, "button[data-choice='roll']") >= 24, "the roll in big type"
    rolled_at = _box(page, "button[data-choice='roll']")
    assert rolled_at["y"] + rolled_at["height"] <= size[1], "Roll needs scrolling"
    _shoot(page, f"race-phone-roll-{name}", tmp_path)
    roll.click()
    assert table.wait_for("act") == {"type": "act", "position": panels["roll"]["position"],
                                     "choice": "roll"}

    move = panels["move"]
    table.send(**move)
    horses = page.locator("#choices button[data-choice^='move-']")
    expect(horses).to_have_count(7)
    movable = [c for c in move["choices"] if not c.get("unavailable")]
    assert 0 < len(movable) < 7, "some horse moved already: greyed in its place"
    expect(page.locator("#choices button:enabled")).to_have_count(len(movable))
    _shoot(page, f"race-phone-move-{name}", tmp_path)
    assert _px(page, "#choices .piece-horse .choice-label") >= 17, "the horses' words are big"
    # Every horse on the first screen, and none off it sideways.
    bottoms = page.eval_on_selector_all(
        "#choices button", "found => found.map(e => e.getBoundingClientRect().bottom)")
    assert max(bottoms) <= size[1], f"the horses need scrolling to {max(bottoms)}px"
    assert page.evaluate("document.documentElement.scrollWidth - innerWidth") <= 0
    # A double tap on Roll: its second tap lands on the button standing there now, and only
    # lifts that horse (if it may move), nothing is sent.
    first = _box(page, "#choices button[data-choice='move-0']")
    assert abs(first["y"] - rolled_at["y"]) < 1, "the horses begin where Roll stood"
    x, y = rolled_at["x"] + rolled_at["width"] / 4, rolled_at["y"] + rolled_at["height"] / 2
    page.mouse.click(x, y)
    page.wait_for_timeout(100)
    assert len([m for m in table.received if m["type"] == "act"]) == 1, "nothing more sent"
    chosen = movable[-1]
    page.locator(f"button[data-choice='{chosen['id']}']").click()
    expect(page.locator(f"button[data-choice='{chosen['id']}']")).to_have_attribute(
        "aria-pressed", "true")
    play = page.locator("#play")
    expect(play).to_have_text(chosen["select"])
    assert _box(page, "#play")["y"] + _box(page, "#play")["height"] <= size[1]
    _shoot(page, f"race-phone-lifted-{name}", tmp_path)
    play.click()
    assert table.wait_for("act", 2) == {"type": "act", "position": move["position"],
                                        "choice": chosen["id"]}


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_bets_lift_the_highest_chip_every_turn_and_say_what_they_send(
        page: Page, page_files: str, tmp_path: Path, language: str) -> None:
    words = Words(language)
    panels = _panels(words)
    table = open_seat(page, page_files, language, SIZES[1])
    for key in ("bet", "last_bet"):
        panel = panels[key]
        table.send(**panel)
        chips = [part for part in panel["pick"]["parts"] if part["id"].startswith("chip-")]
        highest = max(chips, key=lambda part: int(part["label"]))
        expect(page.locator(f"button[data-part='{highest['id']}']")).to_have_attribute(
            "aria-pressed", "true")
        horse = next(p for p in panel["pick"]["parts"] if p["id"].startswith("horse-"))
        page.locator(f"button[data-part='{horse['id']}']").click()
        chip = highest["label"]
        expect(page.locator("#send")).to_have_text(
            words("phones.bet_send", chip=chip, horse=horse["label"]))
        # Another horse takes the first one's place; the chip stays chosen.
        other = [p for p in panel["pick"]["parts"] if p["id"].startswith("horse-")][1]
        page.locator(f"button[data-part='{other['id']}']").click()
        expect(page.locator(f"button[data-part='{highest['id']}']")).to_have_attribute(
            "aria-pressed", "true")
        expect(page.locator("#send")).to_have_text(
            words("phones.bet_send", chip=chip, horse=other["label"]))
        _shoot(page, f"race-phone-{key}-{language}-360x640", tmp_path)
    # Money as the TV writes it (Z2/014: "0" on the phone, "$0" on the TV), in the header
    # and the table's rows: it is public, not among "Only you can see this".
    expect(page.locator("#score")).to_have_text(words("winners_circle_scene.money", amount=0))
    expect(page.locator("#seats .seat-score").first).to_have_text(
        words("winners_circle_scene.money", amount=0))
