"""The phone page on its own, in a real Chromium: pairing, drawing a panel, acting,
refusals, the turn signal and reconnecting, against a stand-in for the server."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from tabletop.phones.protocol import page_words
from tests.browser.fake_table import FakeTable

SECRET = "k3Qm9vTzX1bY2cW7pL0aHs"


def welcome(table: FakeTable, language: str = "en", name: str = "Mina") -> None:
    table.send(
        type="welcome",
        seat=1,
        name=name,
        colour="#56B4E9",
        symbol="■",
        language=language,
        words=page_words(language),
    )


# A Wizard Extreme panel as the program might send it, in (English, Korean).
_CARDS = [
    ("play:y7", ("Yellow 7", "노랑 7"), "#E8C02A"),
    ("play:b3", ("Blue 3", "파랑 3"), "#3C78D8"),
    ("play:p9", ("Purple 9", "보라 9"), "#8E44AD"),
    ("play:g1", ("Green 1", "초록 1"), "#27AE60"),
    ("play:wiz", ("Wizard", "마법사"), None),
]
_SECRETS = [
    (("Your hand", "내 손패"), ("Yellow 7", "노랑 7"), "#E8C02A"),
    (("Your hand", "내 손패"), ("Red 12", "빨강 12"), "#C0392B"),
    (("Prediction", "예측"), ("2 tricks", "2트릭"), None),
    (("Black seals", "검은 봉인"), ("1", "1"), "#2B2623"),
    (("Red seals", "빨간 봉인"), ("2", "2"), "#C0392B"),
]


def wizard_panel(position: int, your_turn: bool, language: str = "en") -> dict[str, Any]:
    pick = 0 if language == "en" else 1
    play = ("Play a card", "낼 카드")[pick]
    choices: list[dict[str, Any]] = [
        {"id": id_, "label": label[pick], "group": play, "colour": colour}
        for id_, label, colour in _CARDS
    ]
    choices.append(
        {
            "id": "steal:2",
            "label": ("Steal from Jun", "준호 님에게서 훔치기")[pick],
            "group": ("Steal", "훔치기")[pick],
        }
    )
    return {
        "type": "panel",
        "position": position,
        "your_turn": your_turn,
        "title": ("Wizard Extreme · Round 3", "위저드 익스트림 · 3라운드")[pick],
        "status": (
            ("Jun is playing…", "준호 님이 고르는 중이에요…"),
            ("Play a card", "카드를 내세요"),
        )[your_turn][pick],
        "secrets": [
            {"label": label[pick], "value": value[pick], "colour": colour}
            for label, value, colour in _SECRETS
        ],
        "choices": choices,
    }


def joined(page: Page, page_files: str, language: str = "en") -> FakeTable:
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html#1.{SECRET}")
    table.wait_for("join")
    welcome(table, language)
    return table


def test_a_typed_code_pairs_then_joins_and_the_seat_is_kept(page: Page, page_files: str) -> None:
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html")
    prompt = page.locator("#pair")
    expect(prompt).to_be_visible()
    # One language, never two (trial s38 W/017): a page served without the table's words
    # (this plain file server) speaks the default, English.
    expect(prompt).to_contain_text("four-character code")
    expect(prompt).not_to_contain_text("네 글자 코드")
    page.fill("#code", "ab7d")
    page.click("#pair button")
    assert table.wait_for("pair") == {"type": "pair", "code": "AB7D"}
    table.send(type="paired", seat=3, secret=SECRET)
    assert table.wait_for("join") == {"type": "join", "seat": 3, "secret": SECRET}
    stored = page.evaluate("JSON.parse(localStorage.getItem('tabletop.seat'))")
    assert stored == {"seat": 3, "secret": SECRET}


def test_a_refused_code_asks_again_and_keeps_nothing(page: Page, page_files: str) -> None:
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html")
    page.fill("#code", "ZZZZ")
    page.click("#pair button")
    table.wait_for("pair")
    table.send(type="refused", text="That code is not on the TV.")
    expect(page.locator("#notice")).to_have_text("That code is not on the TV.")
    expect(page.locator("#pair")).to_be_visible()
    assert page.evaluate("localStorage.getItem('tabletop.seat')") is None


def test_the_secret_in_the_address_is_kept_and_taken_out_of_the_address_bar(
    page: Page, page_files: str
) -> None:
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html#2.{SECRET}")
    assert table.wait_for("join") == {"type": "join", "seat": 2, "secret": SECRET}
    assert "#" not in page.url
    assert SECRET not in page.url


def test_a_panel_shows_the_seat_its_secrets_and_grouped_choices_in_korean(
    page: Page, page_files: str
) -> None:
    table = joined(page, page_files, "ko")
    table.send(**wizard_panel(41, your_turn=True, language="ko"))
    expect(page.locator("#name")).to_have_text("Mina")
    expect(page.locator("#symbol svg rect")).to_have_count(1)  # the seat's square
    assert page.evaluate("document.documentElement.lang") == "ko"
    header = page.locator("#who").evaluate("e => getComputedStyle(e).backgroundColor")
    assert header == "rgb(86, 180, 233)"
    expect(page.locator("#turn")).to_have_text("내 차례예요")
    expect(page.locator("#status")).to_have_text("카드를 내세요")
    expect(page.locator("#secrets-heading")).to_have_text("나만 볼 수 있어요")
    # A label heads all its values once: the hand's two cards under one "내 손패".
    expect(page.locator("#secrets .label")).to_have_text(
        ["내 손패", "예측", "검은 봉인", "빨간 봉인"]
    )
    expect(page.locator("#secrets .values li")).to_have_count(5)
    expect(page.locator("#secrets > li").first.locator(".values li")).to_have_text(
        ["노랑 7", "빨강 12"]
    )
    expect(page.locator(".group h3")).to_have_text(["낼 카드", "훔치기"])
    expect(page.locator("#choices button:enabled")).to_have_count(6)


def test_a_choice_carries_its_panel_position_and_a_refusal_is_shown(
    page: Page, page_files: str
) -> None:
    table = joined(page, page_files)
    table.send(**wizard_panel(41, your_turn=True))
    page.click("button[data-choice='play:b3']")
    assert table.wait_for("act") == {"type": "act", "position": 41, "choice": "play:b3"}
    # One tap is one action: nothing more can be sent until the program answers.
    expect(page.locator("#choices button:enabled")).to_have_count(0)
    table.send(type="refused", text="You must follow yellow.")
    expect(page.locator("#refused")).to_have_text("You must follow yellow.")
    expect(page.locator("#refused")).to_be_visible()
    expect(page.locator("#choices button:enabled")).to_have_count(6)
    table.send(**wizard_panel(42, your_turn=False))
    expect(page.locator("#refused")).to_be_hidden()


def test_choices_wait_while_it_is_not_their_turn_and_the_turn_buzzes_once(
    page: Page, page_files: str
) -> None:
    table = joined(page, page_files)
    table.send(**wizard_panel(40, your_turn=False))
    expect(page.locator("#status")).to_have_text("Jun is playing…")
    expect(page.locator("#turn")).to_be_hidden()
    expect(page.locator("#choices button")).to_have_count(6)
    expect(page.locator("#choices button:enabled")).to_have_count(0)
    page.locator("button[data-choice='play:y7']").click(force=True)
    assert page.evaluate("window.buzzes.length") == 0
    table.send(**wizard_panel(41, your_turn=True))
    expect(page.locator("#turn")).to_have_text("Your turn")
    expect(page.locator("body")).to_have_class("mine lit")
    table.send(**wizard_panel(41, your_turn=True))
    expect(page.locator("#choices button:enabled")).to_have_count(6)
    assert page.evaluate("window.buzzes") == [[120, 60, 120]]
    assert not [message for message in table.received if message["type"] == "act"]
    table.send(**wizard_panel(42, your_turn=False))
    expect(page.locator("body")).not_to_have_class(re.compile("lit"))


def test_a_dropped_link_says_so_freezes_the_old_panel_and_rejoins_with_the_stored_secret(
    page: Page, page_files: str
) -> None:
    table = joined(page, page_files, "ko")
    table.send(**wizard_panel(41, your_turn=True, language="ko"))
    expect(page.locator("#choices button:enabled")).to_have_count(6)
    table.link.close()
    expect(page.locator("#link")).to_have_text("다시 연결하는 중…")
    expect(page.locator("#choices button:enabled")).to_have_count(0)
    table.wait_for_links(2)
    assert table.wait_for("join", 2) == {"type": "join", "seat": 1, "secret": SECRET}
    welcome(table, "ko")
    expect(page.locator("#link")).to_be_hidden()
    # Welcomed again but no fresh panel yet: the old one still cannot be pressed.
    expect(page.locator("#choices button:enabled")).to_have_count(0)
    table.send(**wizard_panel(41, your_turn=True, language="ko"))
    expect(page.locator("#choices button:enabled")).to_have_count(6)


def test_a_link_that_keeps_dropping_is_tried_again_within_two_seconds_each_time(
    page: Page, page_files: str
) -> None:
    """However often the network drops, the page never waits more than two seconds
    before it tries again, so it is back within two seconds of the network."""
    import time

    table = joined(page, page_files)
    for drops in range(2, 8):
        table.link.close()
        closed = time.monotonic()
        table.wait_for_links(drops)
        assert time.monotonic() - closed < 2.5, f"drop {drops - 1} waited too long"
    assert table.wait_for("join", 7)["secret"] == SECRET


def test_a_seat_taken_by_another_phone_stops_rejoining_until_asked(
    page: Page, page_files: str
) -> None:
    table = joined(page, page_files)
    table.send(**wizard_panel(41, your_turn=True))
    table.send(type="taken", text="Another phone now has this seat.")
    expect(page.locator("#notice-text")).to_have_text("Another phone now has this seat.")
    page.wait_for_timeout(1200)
    assert len(table.links) == 1
    page.click("#pair-again")
    table.wait_for_links(2)
    assert table.wait_for("join", 2)["secret"] == SECRET


def test_a_secret_the_program_no_longer_knows_is_forgotten_and_the_code_asked_for(
    page: Page, page_files: str
) -> None:
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html#1.{SECRET}")
    table.wait_for("join")
    table.send(type="error", text="This phone is not at the table any more.")
    expect(page.locator("#notice-text")).to_have_text("This phone is not at the table any more.")
    expect(page.locator("#pair")).to_be_visible()
    assert page.evaluate("localStorage.getItem('tabletop.seat')") is None


def test_names_and_labels_are_shown_as_text_never_as_markup(page: Page, page_files: str) -> None:
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html#1.{SECRET}")
    table.wait_for("join")
    table.send(
        type="welcome",
        seat=1,
        name="<img src=x onerror=alert(1)>",
        colour="red;}",
        symbol="x",
        language="en",
        words={},
    )
    expect(page.locator("#name")).to_have_text("<img src=x onerror=alert(1)>")
    assert page.locator("img").count() == 0
    seat_colour = "getComputedStyle(document.documentElement).getPropertyValue('--seat')"
    assert page.evaluate(seat_colour) == "#E8B84A"


@pytest.mark.parametrize("size", [(360, 640), (390, 844), (360, 740)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_each_state_fits_a_phone_without_sideways_scrolling(
    page: Page, page_files: str, tmp_path: Path, language: str, size: tuple[int, int]
) -> None:
    """Screenshots go to TABLETOP_SHOTS when set, to be looked at."""
    shots = Path(os.environ.get("TABLETOP_SHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    # Still pictures: the turn's flash would be caught halfway.
    page.emulate_media(reduced_motion="reduce")
    table = FakeTable(page)

    def shot(state: str) -> None:
        overflow = page.evaluate("document.documentElement.scrollWidth - innerWidth")
        assert overflow <= 0, f"{state} scrolls sideways by {overflow}px"
        page.screenshot(path=shots / f"phone-{language}-{size[0]}x{size[1]}-{state}.png")

    page.goto(f"{page_files}/index.html")
    shot("code")
    page.fill("#code", "AB7D")
    page.click("#pair button")
    table.wait_for("pair")
    table.send(type="paired", seat=1, secret=SECRET)
    table.wait_for("join")
    welcome(table, language, name="Mina" if language == "en" else "민아")
    shot("waiting")
    table.send(**wizard_panel(41, your_turn=True, language=language))
    expect(page.locator("#choices button:enabled")).to_have_count(6)
    shot("your-turn")
    table.send(**wizard_panel(42, your_turn=False, language=language))
    shot("their-turn")
    table.link.close()
    expect(page.locator("#link")).to_be_visible()
    shot("reconnecting")


def test_a_claim_waiting_for_the_tv_says_so_and_the_welcome_then_clears_it(
    page: Page, page_files: str
) -> None:
    table = FakeTable(page)
    page.goto(f"{page_files}/index.html#1.{SECRET}")
    table.wait_for("join")
    table.send(type="pending", text="Confirm on the TV that this phone takes Mina's seat.")
    expect(page.locator("#notice-text")).to_have_text(
        "Confirm on the TV that this phone takes Mina's seat."
    )
    expect(page.locator("#pair-again")).to_be_hidden()
    welcome(table)
    expect(page.locator("#notice")).to_be_hidden()
    expect(page.locator("#status")).to_have_text("Waiting for the game…")


def _hand_is_gone(page: Page) -> None:
    """Nothing of the seat's private hand is on the page, shown or hidden, for a while."""
    for _ in range(2):
        expect(page.locator("#panel")).to_be_hidden()
        expect(page.locator("body")).not_to_contain_text("Red 12")
        expect(page.locator("#secrets li")).to_have_count(0)
        page.wait_for_timeout(600)  # past a reconnect's first retry


def test_a_hand_is_cleared_once_the_program_says_the_link_is_dead(
    page: Page, page_files: str
) -> None:
    """Trial s23 C: a quit game's hand stayed under the code prompt, dimmed."""
    table = joined(page, page_files)
    table.send(**wizard_panel(41, your_turn=True))
    expect(page.locator("#secrets")).to_contain_text("Red 12")
    table.link.close()
    table.wait_for_links(2)
    table.wait_for("join", 2)
    table.send(type="error", text="This link is not for this game any more.")
    expect(page.locator("#pair")).to_be_visible()
    _hand_is_gone(page)


def test_a_hand_is_cleared_when_another_phone_takes_the_seat(page: Page, page_files: str) -> None:
    table = joined(page, page_files)
    table.send(**wizard_panel(41, your_turn=True))
    expect(page.locator("#secrets")).to_contain_text("Red 12")
    table.send(type="taken", text="Another phone now has this seat.")
    expect(page.locator("#notice-text")).to_have_text("Another phone now has this seat.")
    _hand_is_gone(page)


def test_a_seat_the_table_closed_clears_the_hand_and_asks_for_a_new_code(
    page: Page, page_files: str
) -> None:
    """The game was left or phones turned off on the TV: the page says so at once, forgets
    the dead secret and does not reconnect with it."""
    table = joined(page, page_files)
    table.send(**wizard_panel(41, your_turn=True))
    expect(page.locator("#secrets")).to_contain_text("Red 12")
    table.send(type="gone", text="The game on the TV ended.")
    expect(page.locator("#notice-text")).to_have_text("The game on the TV ended.")
    expect(page.locator("#pair")).to_be_visible()
    expect(page.locator("#pair-again")).to_be_hidden()
    _hand_is_gone(page)
    assert len(table.links) == 1
    assert page.evaluate("localStorage.getItem('tabletop.seat')") is None


def predicting_panel(language: str) -> dict[str, Any]:
    """A Wizard Extreme phone at its own prediction, as the program builds it."""
    from scenes.games.wizard_extreme.phone import phone_panel
    from tabletop.games.wizard_extreme import SPEC
    from tabletop.i18n import Words

    game = SPEC.new_game(3, 5)
    seat = game.current_seat
    assert seat is not None
    names = ["Mina", "Jun", "Robo"]
    return phone_panel(Words(language), game.view(seat), seat, 7, names).as_json()


@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_black_magician_is_chosen_then_confirmed_as_on_the_tv(
    page: Page, page_files: str, language: str
) -> None:
    """Trial s32 K/009: the TV now chooses the magician, then confirms; the phone took it in
    one tap, ending the prediction. Its first tap marks it, a tap on it puts it back, and
    only the confirm button sends it."""
    from tabletop.i18n import Words

    words = Words(language)
    table = joined(page, page_files, language)
    table.send(**predicting_panel(language))
    magician = page.locator("button[data-choice='magician']")
    magician.click()
    expect(magician).to_have_attribute("aria-pressed", "true")
    expect(magician).to_contain_text(words("wizard_extreme_scene.magician_back"))
    confirm = page.locator("#confirm")
    expect(confirm).to_have_text(words("wizard_extreme_scene.confirm_magician"))
    expect(page.locator(".confirm-note")).to_contain_text(
        words("wizard_extreme_scene.magician_chosen", base=4))
    # The seals and Confirm prediction give way while the magician is chosen.
    expect(page.locator("button[data-choice='predict']")).to_have_count(0)
    expect(page.locator("button[data-choice^='take-']")).to_have_count(0)
    assert not [message for message in table.received if message["type"] == "act"]
    magician.click()  # put back: the seals and Confirm prediction return
    expect(magician).to_have_attribute("aria-pressed", "false")
    expect(page.locator("#confirm")).to_have_count(0)
    expect(page.locator("button[data-choice='predict']")).to_have_count(1)
    assert not [message for message in table.received if message["type"] == "act"]
    magician.click()
    page.locator("#confirm").click()
    assert table.wait_for("act") == {"type": "act", "position": 7, "choice": "magician"}
