"""Every game's real panel (made by its ``phone.py`` from a real position where the seat
must decide) drawn by the page in Chromium on two phone sizes, in English and Korean:
what must be seen to decide is on the first screen, and nothing scrolls sideways.
Screenshots go to TABLETOP_SHOTS when set, to be looked at."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from scenes.games import panel_maker
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.i18n import Words
from tabletop.phones.protocol import page_words
from tabletop.session import GameSession
from tests.browser.fake_table import FakeTable
from tests.phones.secrets import SECRET_WORDS

OPTIONS = {"winners_circle": {"hidden_bets": True}, "big_shot": {"hidden_money": True}}
SEAT = 1
NAMES = {"en": ("Mina", "Junho", "Sora"), "ko": ("민아", "준호", "소라")}


def decision_panel(game_id: str, words: Words, seed: int = 3) -> dict[str, Any]:
    """Seat 1's panel at the first position, played at random, where its phone offers
    choices: the screen a person holds while deciding."""
    spec = GAMES[game_id]
    names = NAMES[words.language]
    seats = [SeatConfig(name, colour, SeatKind.PERSON) for colour, name in enumerate(names)]
    session = GameSession.start(spec, seats, seed, spec.merged_options(OPTIONS.get(game_id)))
    maker = panel_maker(game_id)
    assert maker is not None
    rng, game = random.Random(seed), session.game
    for _ in range(500):
        panel = maker(words, game.view(SEAT), SEAT, len(game.history), names)
        if panel.choices and game.history:
            return panel.as_json()
        seat = session.current_seat
        assert seat is not None
        session.apply(rng.choice(game.view(seat).legal_actions()))
    raise AssertionError(f"seat {SEAT} was never asked to decide in {game_id}")


@pytest.mark.parametrize("size", [(390, 844), (360, 740)])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("game_id", sorted(SECRET_WORDS))
def test_each_games_real_panel_shows_its_choices_on_the_first_screen(
    page: Page, page_files: str, tmp_path: Path, game_id: str, language: str,
    size: tuple[int, int]
) -> None:
    shots = Path(os.environ.get("TABLETOP_SHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    page.emulate_media(reduced_motion="reduce")
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html#{SEAT}.k3Qm9vTzX1bY2cW7pL0aHs")
    table.wait_for("join")
    table.send(type="welcome", seat=SEAT, name=NAMES[language][SEAT], colour="#56B4E9",
               symbol="■", language=language, words=page_words(language),
               seats=[{"seat": seat, "name": name, "colour": colour, "symbol": symbol}
                      for seat, (name, colour, symbol) in enumerate(zip(
                          NAMES[language], ("#E69F00", "#56B4E9", "#009E73"), "●■▲",
                          strict=True))])
    panel = decision_panel(game_id, Words(language))
    table.send(**panel)
    expect(page.locator("#choices button").first).to_be_visible()
    name = f"panel-{game_id}-{language}-{size[0]}x{size[1]}"
    page.screenshot(path=shots / f"{name}.png", full_page=True)
    overflow = page.evaluate("document.documentElement.scrollWidth - innerWidth")
    assert overflow <= 0, f"the panel scrolls sideways by {overflow}px"
    # What one decides with is on the first screen: a pick's every part and its send
    # button, else the first group of choices.
    needed = "#choices button" if "pick" in panel else "#choices .group:first-child button"
    bottoms = page.eval_on_selector_all(
        needed, "buttons => buttons.map(b => b.getBoundingClientRect().bottom)")
    assert bottoms and max(bottoms) <= size[1], f"{name} needs scrolling to {max(bottoms)}px"
    if "pick" not in panel:
        return
    # Two cards toggled name the order they make; a third replaces the first.
    first, second, third = panel["pick"]["parts"][1:4]
    for part in (first, second, third):
        page.click(f'button[data-part="{part["id"]}"]')
    made = next(choice for choice in panel["choices"]
                if sorted(choice["parts"]) == sorted([second["id"], third["id"]]))
    # A Polterfass order names its total first ("Order 7 · 3 + 4"); a Winner's Circle bet
    # says it whole ("Bet 2 on Red": "Red · 2 on Red" said the horse twice, trial Z2/014).
    said = f"{made['group']} · {made['label']}" if made.get("group") else made["label"]
    expect(page.locator("#send")).to_have_text(said)
    expect(page.locator(f'button[data-part="{first["id"]}"]')).to_have_attribute(
        "aria-pressed", "false")
    page.screenshot(path=shots / f"{name}-picked.png", full_page=True)
    page.click("#send")
    act = table.wait_for("act")
    assert act == {"type": "act", "position": panel["position"], "choice": made["id"]}
    expect(page.locator("#send")).to_be_disabled()
    expect(page.locator("#status")).to_have_text(page_words(language)["sent"])


@pytest.mark.parametrize("language", ["en", "ko"])
def test_winners_circle_phone_names_the_race_as_the_tv_does(
        page: Page, page_files: str, language: str) -> None:
    """The phone's title says "Race 1 of 3" as the TV's top bar does, not "Round 1 of 3"
    (trial Z2)."""
    words = Words(language)
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html#{SEAT}.k3Qm9vTzX1bY2cW7pL0aHs")
    table.wait_for("join")
    table.send(type="welcome", seat=SEAT, name=NAMES[language][SEAT], colour="#56B4E9",
               symbol="■", language=language, words=page_words(language),
               seats=[{"seat": seat, "name": name, "colour": "#56B4E9", "symbol": "■"}
                      for seat, name in enumerate(NAMES[language])])
    table.send(**decision_panel("winners_circle", words))  # race 1's betting
    tv = words("winners_circle_scene.race_label", race=1, races=3)
    expect(page.locator("#title")).to_contain_text(tv)
    expect(page.locator("#title")).not_to_contain_text(words("table.round", round=1, rounds=3))
