"""The log's words by convention (:mod:`scenes.games.log_words`): an event's line is its
kind's catalogue entry filled with its own fields, and a game words only its exceptions."""

from __future__ import annotations

from dataclasses import dataclass

from scenes.games.log_words import LogWords, event_kind
from scenes.games.polterfass.log_words import PolterfassLog
from scenes.games.wizard_extreme.log_words import WizardExtremeLog
from tabletop.core.events import Event
from tabletop.core.sealed import ChoiceSealed
from tabletop.games.wizard_extreme import Seal, SealStolen
from tabletop.games.yacht import DieHeld, TurnStarted
from tabletop.i18n import ENGLISH, Words

NAMES = ["Mina", "Jun", "Robo"].__getitem__


def test_a_line_is_its_kinds_entry_filled_with_the_events_fields() -> None:
    log = LogWords(NAMES, "yacht")
    assert event_kind(DieHeld(seat=1, die=0, value=6)) == "die_held"
    assert log.describe(ENGLISH, DieHeld(seat=1, die=0, value=6)) == "Jun holds a 6."
    assert log.describe(ENGLISH, TurnStarted(seat=0, round=3)) == "Round 3: Mina's turn."
    korean = log.describe(Words("ko"), TurnStarted(seat=0, round=3))
    assert korean is not None and "Mina" in korean and "3" in korean and "turn" not in korean


def test_an_event_without_a_line_in_the_catalogue_is_left_out() -> None:
    @dataclass(frozen=True)
    class Shrugged(Event):
        seat: int

    assert LogWords(NAMES, "yacht").describe(ENGLISH, Shrugged(0)) is None


def test_a_game_names_its_other_seat_fields_and_words_its_own_fields() -> None:
    line = WizardExtremeLog(NAMES, 7).describe(ENGLISH, SealStolen(0, Seal.BLUE, 2))
    assert line == "Mina takes a blue seal from Robo, who receives a white seal."


def test_a_signed_private_line_begins_with_its_owners_name() -> None:
    sealed = ChoiceSealed(visible_to=(1,), seat=1, choice=[3, 4])
    assert (PolterfassLog(NAMES).describe(ENGLISH, sealed)
            == "Jun: You ordered 7 with the cards 3 + 4.")
