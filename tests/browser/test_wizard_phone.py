"""Trial W's Wizard Extreme phones, in Chromium at 390x844 and 360x640, English and Korean,
from real panels: the hand shows once and the decision's buttons need no scrolling; a card
is lifted by a first tap and played by a second (or by its "Play red 9" button); the
prediction carries the TV's help; each card on the table names who played it. Screenshots
go to TABLETOP_SHOTS when set, to be looked at."""

from __future__ import annotations

import os
import random
from itertools import pairwise
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from scenes.games.wizard_extreme.phone import phone_panel
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.wizard_extreme import (
    BLACK_PENALTY,
    COLOURED_PENALTY,
    WHITE_PENALTY,
    Phase,
    WizardExtremeEngine,
)
from tabletop.i18n import Words
from tabletop.phones.protocol import page_words
from tabletop.session import GameSession
from tests.browser.fake_table import NAMES, SEAT, open_seat

SIZES = [(390, 844), (360, 640)]


def _panels(words: Words, seed: int = 5) -> tuple[dict[str, Any], dict[str, Any]]:
    """Seat 1's real panels: at its prediction, then playing a card with the two others'
    cards already on the table (seat 1 plays last; the game played at random)."""
    names = NAMES[words.language]
    seats = [SeatConfig(name, colour, SeatKind.PERSON) for colour, name in enumerate(names)]
    spec = GAMES["wizard_extreme"]
    session = GameSession.start(spec, seats, seed, spec.merged_options(None))
    rng, predicting = random.Random(seed), None
    for _ in range(2000):
        game = session.game
        assert isinstance(game, WizardExtremeEngine)
        state = game.state
        if game.current_seat == SEAT:
            panel = phone_panel(words, game.view(SEAT), SEAT, len(game.history), names)
            if state.phase is Phase.PREDICT and predicting is None:
                predicting = panel.as_json()
            if (predicting and state.phase is Phase.PLAY and len(state.trick) == 2
                    and 1 < sum(not c.unavailable for c in panel.choices) < len(panel.choices)):
                return predicting, panel.as_json()
        seat = session.current_seat
        assert seat is not None
        session.apply(rng.choice(game.view(seat).legal_actions()))
    raise AssertionError("seat 1 never played last with some cards it could not play")


def _bottom(page: Page, selector: str) -> float:
    bottoms: list[float] = page.eval_on_selector_all(
        selector, "found => found.map(e => e.getBoundingClientRect().bottom)")
    assert bottoms, selector
    return max(bottoms)


def _shoot(page: Page, name: str, tmp_path: Path) -> None:
    shots = Path(os.environ.get("TABLETOP_SHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=shots / f"{name}.png")


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_prediction_shows_the_tvs_help_and_its_buttons_on_the_first_screen(
        page: Page, page_files: str, tmp_path: Path, language: str,
        size: tuple[int, int]) -> None:
    words = Words(language)
    predicting, _ = _panels(words)
    table = open_seat(page, page_files, language, size)
    table.send(**predicting)
    help_ = page.locator("#help")
    expect(help_).to_be_visible()
    expect(help_).to_contain_text(words("wizard_extreme_scene.seal_values",
                                        coloured=COLOURED_PENALTY, black=BLACK_PENALTY,
                                        white=WHITE_PENALTY))
    expect(help_).to_contain_text(words("wizard_extreme_scene.taken_none"))
    # Rules WE-D13: a seal taken cannot be put back, on the TV or here: the phone says so.
    expect(help_).to_contain_text(words("phones.seal_final"))
    expect(page.locator("#secrets .piece.card").first).to_be_visible()
    _shoot(page, f"wizard-phone-predict-{language}-{size[0]}x{size[1]}", tmp_path)
    bottom = _bottom(page, "#choices button")
    assert bottom <= size[1], f"the prediction's buttons need scrolling to {bottom}px"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_card_is_lifted_by_a_tap_and_played_by_a_second_and_shown_once(
        page: Page, page_files: str, tmp_path: Path, language: str,
        size: tuple[int, int]) -> None:
    words = Words(language)
    _, playing = _panels(words)
    table = open_seat(page, page_files, language, size)
    table.send(**playing)
    cards = playing["choices"]
    legal = [card for card in cards if not card.get("unavailable")]
    # The hand once: every card among the buttons, none in a strip above them; the ones
    # that may not be played greyed in their place.
    expect(page.locator("#choices .piece.card")).to_have_count(len(cards))
    expect(page.locator("#secrets .piece.card")).to_have_count(2)  # the table's two
    expect(page.locator("#choices button:enabled")).to_have_count(len(legal))
    # Who played each card on the table.
    owners = page.locator("#secrets .caption.owner").all_text_contents()
    assert sorted(owners) == sorted(name for seat, name in enumerate(NAMES[language])
                                    if seat != SEAT)
    first, second = legal[0], legal[1]
    page.locator(f"button[data-choice='{first['id']}']").click()
    lifted = page.locator(f"button[data-choice='{first['id']}']")
    expect(lifted).to_have_attribute("aria-pressed", "true")
    play = page.locator("#play")
    expect(play).to_have_text(words("phones.play_card", card=first["label"]))
    _shoot(page, f"wizard-phone-play-{language}-{size[0]}x{size[1]}", tmp_path)
    # The button that plays stays in view; at 390x844 the whole hand of fifteen too (at
    # 360x640 its third row is a short scroll away while the hand has over twelve cards).
    assert _bottom(page, "#play") <= size[1], "the play button needs scrolling"
    if size == SIZES[0] or len(cards) <= 12:
        assert _bottom(page, "#choices button") <= size[1], "the hand needs scrolling"
    # A slip: another card is tapped. It is lifted instead; nothing was played.
    page.locator(f"button[data-choice='{second['id']}']").click()
    expect(page.locator(f"button[data-choice='{second['id']}']")).to_have_attribute(
        "aria-pressed", "true")
    expect(lifted).to_have_attribute("aria-pressed", "false")
    expect(play).to_have_text(words("phones.play_card", card=second["label"]))
    assert [m for m in table.received if m["type"] == "act"] == []
    page.locator(f"button[data-choice='{second['id']}']").click()  # the second tap plays it
    assert table.wait_for("act") == {"type": "act", "position": playing["position"],
                                     "choice": second["id"]}
    expect(page.locator("#status")).to_have_text(page_words(language)["sent"])


def test_the_play_button_sends_the_lifted_card(page: Page, page_files: str) -> None:
    _, playing = _panels(Words("en"))
    table = open_seat(page, page_files, "en", SIZES[0])
    table.send(**playing)
    card = next(card for card in playing["choices"] if not card.get("unavailable"))
    page.locator(f"button[data-choice='{card['id']}']").click()
    page.locator("#play").click()
    assert table.wait_for("act")["choice"] == card["id"]
    expect(page.locator("#play")).to_be_disabled()


def _seals_in_a_row(words: Words, seed: int = 5) -> list[dict[str, Any]]:
    """Seat 1's real panels through its prediction, a seal taken from the middle at each
    while one is left, so the magician goes, the middle empties and taking from another
    seat comes in; the two seats before it take one seal each and confirm."""
    from tabletop.games.wizard_extreme import Predict, TakeSeal

    names = NAMES[words.language]
    seats = [SeatConfig(name, colour, SeatKind.PERSON) for colour, name in enumerate(names)]
    spec = GAMES["wizard_extreme"]
    session = GameSession.start(spec, seats, seed, spec.merged_options(None))
    turns: list[dict[str, Any]] = []
    taken = {seat: 0 for seat in range(len(names))}
    for _ in range(200):
        game = session.game
        assert isinstance(game, WizardExtremeEngine)
        seat = session.current_seat
        assert seat is not None
        if game.state.phase is not Phase.PREDICT or (seat == SEAT and turns and taken[SEAT] == 0):
            break
        legal = game.view(seat).legal_actions()
        if seat == SEAT:
            turns.append(phone_panel(words, game.view(SEAT), SEAT, len(game.history),
                                     names).as_json())
        takes = [action for action in legal if isinstance(action, TakeSeal)]
        if takes and (seat == SEAT or taken[seat] == 0):
            taken[seat] += 1
            session.apply(takes[0])
        else:
            session.apply(next(action for action in legal if isinstance(action, Predict)))
            if seat == SEAT:
                break
    assert len(turns) >= 3, "seat 1 took fewer than two seals in a row"
    return turns


def _seal_colours(panel: dict[str, Any]) -> int:
    """How many colours of seal the panel's seat holds (a secret of its own each)."""
    return sum(any(piece.get("kind") == "seal" for piece in secret.get("pieces", ()))
               for secret in panel["secrets"])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_prediction_buttons_stay_put_from_one_seal_to_the_next(
        page: Page, page_files: str, tmp_path: Path, language: str,
        size: tuple[int, int]) -> None:
    """Trial s38 W/008: after the first seal, "take from another player" came in above the
    seal buttons, and the row of one's own seals too, so the seals jumped some 200 px down
    under the finger. Seal after seal, every button stays where it was; new ones come
    below."""
    words = Words(language)
    # Every seal to the fifth colour: a fifth wrapped the row of one's own seals and
    # pushed the buttons down under the finger (trial Z2).
    turns = _seals_in_a_row(words)
    assert max(_seal_colours(panel) for panel in turns) >= 5
    assert any(choice["id"].startswith("steal-") for choice in turns[-1]["choices"])
    table = open_seat(page, page_files, language, size)
    where = ("found => Object.fromEntries(found.map(e => [e.dataset.choice,"
             " e.getBoundingClientRect().top + window.scrollY]))")
    places = []
    for number, panel in enumerate(turns, start=1):
        table.send(**panel)
        expect(page.locator("#choices button").first).to_have_attribute(
            "data-choice", panel["choices"][0]["id"])
        expect(page.locator("#choices button")).to_have_count(len(panel["choices"]))
        places.append(page.eval_on_selector_all("#choices button", where))
        _shoot(page, f"wizard-phone-seals-{number}-{language}-{size[0]}x{size[1]}", tmp_path)
        seals = page.eval_on_selector_all(
            "#secrets .piece.seal", "found => found.map(e => e.getBoundingClientRect())"
            ".map(r => [(r.top + r.bottom) / 2, r.bottom, r.right])")
        assert len({round(top) for top, _, _ in seals}) <= 1, f"seals wrap after seal {number}"
        assert all(right <= size[0] for _, _, right in seals), "a seal is off the screen"
    for step, (before, after) in enumerate(pairwise(places), start=1):
        kept = [choice for choice in before if choice in after]
        assert kept, "no button stayed from one seal to the next"
        for choice in kept:
            assert abs(before[choice] - after[choice]) < 1, (
                f"{choice} moved from {before[choice]:.0f} to {after[choice]:.0f} px"
                f" after seal {step}")
        steals = [top for choice, top in after.items() if choice.startswith("steal-")]
        ours = [after[choice] for choice in kept if not choice.startswith("steal-")]
        assert not steals or min(steals) > max(ours), "taking from another came in above"
