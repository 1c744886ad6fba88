"""What the Big Shot lesson says of the grey (neutral) cubes is what the engine does with
them (RULES.md §4.6, §4.8): grey counts and cancels like any colour, and a district grey
owns scores for nobody. Trial s34 N/017: one card said "the grey one counts for nobody",
the next had Nari own district 20 "with 1 cube" as if grey were not there, the hint said
the district would be nobody's and the card of the sale that grey and Nari cancel."""

from __future__ import annotations

import pytest

from tabletop.core.actions import Action
from tabletop.games.big_shot import BigShotEngine
from tabletop.games.big_shot_data import REGIONS
from tabletop.games.big_shot_events import Bid, PlaceCube
from tabletop.games.big_shot_rules import colour_owner, owner_of
from tabletop.i18n import LANGUAGES, catalog, translate
from tabletop.lessons import LESSONS, play_through

LESSON = LESSONS["big_shot"]
ACTIONS = LESSON.expected_actions()
SORA = 0
RED, ORANGE, IVORY, PURPLE = range(4)
DISTRICT_20 = next(i for i, region in enumerate(REGIONS) if region.key == "e20")

GREY_CANCELS = {"en": ("grey", "cancel"), "ko": ("회색", "상쇄")}
"""Words a card that tells of grey among the counts says."""
ELSEWHERE = {"en": "grey cube elsewhere", "ko": "회색은 다른 곳"}


def _before(action: Action) -> BigShotEngine:
    game = play_through(LESSON, ACTIONS[:ACTIONS.index(action)])
    assert isinstance(game, BigShotEngine)
    return game


def _with(counts: list[int], *cubes: int) -> list[int]:
    added = list(counts)
    for cube in cubes:
        added[cube] += 1
    return added


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_round_2_cards_count_grey_as_the_engine_does(language: str) -> None:
    game = _before(Bid(SORA, 5))
    counts, lot = game.state.region_cubes[DISTRICT_20], game.state.lots[game.state.broker]
    assert counts == [1, 2, 1, 0] and sorted(lot) == [RED, RED, ORANGE, PURPLE]
    # "you lead district 20, 3 to 2 ... put there, grey ties Nari's 1 and both cancel"
    sora = _with(counts, RED, RED, PURPLE)
    assert (sora[RED], sora[ORANGE]) == (3, 2) and sora[PURPLE] == sora[IVORY] == 1
    assert owner_of(sora) == RED
    you_bid = translate("big_shot.lesson.you_bid", language).lower()
    assert all(word in you_bid for word in GREY_CANCELS[language])
    # Nari ties Sora and Taeo at 3 and owns it with 1 only with grey put elsewhere.
    nari = _with(counts, RED, RED, ORANGE)
    assert nari[RED] == nari[ORANGE] == 3 and owner_of(nari) == IVORY
    assert owner_of(_with(nari, PURPLE)) is None
    assert ELSEWHERE[language] in translate("big_shot.lesson.nari_bids", language)


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hint_and_the_sale_say_what_the_engine_counts(language: str) -> None:
    """The hint of Sora's first own cube ("would be nobody's") and the sale's card."""
    game = _before(PlaceCube(SORA, RED, DISTRICT_20))
    counts = game.state.region_cubes[DISTRICT_20]
    assert counts == [1, 2, 1, 1]
    assert owner_of(_with(counts, RED)) is None  # 2-2 and 1-1: every count cancels
    sold = _with(counts, RED, RED)
    assert owner_of(sold) == RED and sold[PURPLE] == sold[IVORY]
    card = translate("big_shot.lesson.sold", language).lower()
    assert all(word in card for word in GREY_CANCELS[language])


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_word_says_grey_counts_for_nobody(language: str) -> None:
    """Grey cubes count; only what grey owns scores for nobody, with three players."""
    assert colour_owner(3, PURPLE) is None
    legend = translate("big_shot_scene.neutral_legend", language).lower()
    assert all(word in legend for word in GREY_CANCELS[language])
    said = {"en": "counts for nobody", "ko": "회색은 누구 것도"}[language]
    assert not [key for key, text in catalog(language).items()
                if key.startswith("big_shot") and said in text]
