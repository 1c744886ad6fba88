"""Winner's Circle speaks of money in $ and of chips in points, everywhere (trial s10: the
plates said "$0", the table under the lanes "Points on horse" over bare figures, 800,
600..., and the payout "1 × 800", so a new player read the figures as points). The
figures now carry their unit: the table's "$ a point", the footnote's "+$100" and
"−$100", the payout's "1 × $800 a point" and the log's rates."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from scenes.games.winners_circle import panels, rate_card
from scenes.games.winners_circle.log_words import WinnersCircleLog
from scenes.games.winners_circle.panels import PayoutLine
from tabletop.games.winners_circle_data import LAST_HORSE_PENALTY, PACE_BONUS
from tabletop.games.winners_circle_events import PayoutKind
from tabletop.i18n import Words

POINT = {"en": "point", "ko": "점"}


@pytest.fixture
def drawn(drawn_texts: list[str]) -> list[str]:
    """Every text drawn by the rate card and the payout sheet."""
    pygame.init()
    rate_card._card.cache_clear()
    return drawn_texts


@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize("seats", [3, 6])
def test_the_points_table_says_its_figures_are_dollars_a_point(drawn: list[str],
                                                               language: str,
                                                               seats: int) -> None:
    words = Words(language)
    width = 440
    height = rate_card.rate_card_height(words, width, seats, 1.0)
    rate_card._card(words, (width, height), rate_card.rate_columns(seats), 0, 1.0)
    unit = [text for text in drawn if "$" in text and POINT[language] in text]
    assert unit, drawn
    note = next(text for text in drawn if str(LAST_HORSE_PENALTY) in text and "×2" in text)
    assert f"+${PACE_BONUS}" in note and f"−${LAST_HORSE_PENALTY}" in note, note
    assert words("winners_circle_scene.rates_heading") in drawn  # the lesson names it


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_payout_line_prices_the_chip_in_dollars_a_point(drawn: list[str],
                                                          language: str) -> None:
    words = Words(language)
    line = PayoutLine(0, 2, PayoutKind.SHOW, 250, 2, 1000)
    panels._payout_row(words, 400, line, 1.0)
    formula = next(text for text in drawn if "×" in text)
    assert "$250" in formula and POINT[language] in formula and formula.endswith("× 2"), formula


def test_the_log_prices_a_chip_in_dollars_too() -> None:
    assert WinnersCircleLog(str).field(Words("en"), "rate", 800) == "$800"



def test_money_in_debt_reads_minus_dollars_never_dollar_minus() -> None:
    """The top bar writes what a seat owes as the log and the payout sheet do: "−$12400",
    not "$-12400"."""
    from scenes.games.winners_circle.scene import WinnersCircleScene

    table = SimpleNamespace(context=SimpleNamespace(words=Words("en")))
    assert WinnersCircleScene.format_score(table, -12400) == "\N{MINUS SIGN}$12400"  # type: ignore[arg-type]


@pytest.mark.parametrize("language", ["en", "ko"])
def test_a_loss_cut_at_zero_says_why_in_its_column(drawn: list[str], language: str) -> None:
    """Ann's last horse cost $100 with $0 to pay it from: her column read "−$100" over
    "this race ±$0" and a total of $0, with no reason (trial s23, A/190, Korean). Money is
    never negative (RULES.md WC-D4, WC-D5): the column says so whenever a loss is cut,
    and only then."""
    from scenes.games.winners_circle.panels import PayoutSheet
    from scenes.widgets.tween import Pace

    words = Words(language)
    floor = words("winners_circle_scene.never_below_zero", amount="$0")
    sheet = PayoutSheet(1, (2, 5, 3), 4, 2, ["Ann", "Ben"], [0, 1], Pace())
    sheet.lines[0] = [PayoutLine(4, 1, PayoutKind.LAST, LAST_HORSE_PENALTY, 1,
                                 -LAST_HORSE_PENALTY)]
    sheet.lines[1] = [PayoutLine(4, 1, PayoutKind.LAST, LAST_HORSE_PENALTY, 1,
                                 -LAST_HORSE_PENALTY),
                      PayoutLine(2, 2, PayoutKind.WIN, 600, 1, 1200)]
    sheet.paid[1] = LAST_HORSE_PENALTY  # Ben paid all he owed
    sheet.settled[:] = [True, True]
    panels._payout_body.cache_clear()
    panels._payout_body(words, (900, 560), panels._sheet_key(sheet), 1.0)
    assert drawn.count(floor) == 1, drawn
    sheet.paid[0] = LAST_HORSE_PENALTY  # Ann could pay: nothing was cut
    drawn.clear()
    panels._payout_body(words, (900, 560), panels._sheet_key(sheet), 1.0)
    assert floor not in drawn, drawn


def test_the_rate_card_names_the_pace_token_as_the_rules_do() -> None:
    """The footnote's "pace (top 3) +$100" read as nothing a player had met (trial s29
    G/195; the Korean says flag): it names the pace token, as the rules page and the log do."""
    words = Words("en")
    note = words("winners_circle_scene.rates_note", pace=PACE_BONUS, last=LAST_HORSE_PENALTY)
    assert note.startswith("pace token ")
    assert "pace token" in words("winners_circle.log.pace_taken", horse="Black", space=18)
