"""Wizard Extreme's replay review: every seat's open hand reads from the sofa (issue #32 item
3). On its small cards the value, enlarged to 22 px, sat down on the colour's emblem:
purple numbers measured 1.85-3.8:1 and green ones 4.3:1 (trial s25). The value now stands
at the card's top and the emblem whole below it."""

from __future__ import annotations

from scenes.shell.app import App
from tests.scenes.sofa_screens import read_all
from tests.scenes.test_sofa_text import _report


def test_the_open_hands_values_stand_out_from_their_cards(app: App) -> None:
    (reading,) = read_all(app, "en", ["replay_review_wizard_extreme"])
    assert reading.rendered and reading.found, "the screen drew its text"
    assert not reading.too_small() and not reading.too_faint(), _report(reading)
