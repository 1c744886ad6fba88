"""Sealed simultaneous choices (tabletop/core/sealed.py): hidden until one reveal."""

from __future__ import annotations

import pytest

from tabletop.core import ChoiceSealed, ChoicesRevealed, SealedChoices, SeatChose, decode, encode


def test_each_choice_is_hidden_from_every_other_seat_until_the_reveal() -> None:
    round_ = SealedChoices.open_for([2, 0, 1])
    events = [round_.seal(2, [1, 5]), round_.seal(0, [7])]
    assert round_.next_seat == 1 and not round_.complete
    for viewer in (None, 0, 1):
        shown = [event.redacted_for(viewer) for event in events]
        assert shown[0] == SeatChose(2) or viewer == 2
        hidden = round_.redacted_for(viewer).choices
        assert set(hidden) == {0, 2}, "who has chosen is public"
        assert all(value is None for seat, value in hidden.items() if seat != viewer)
    assert round_.redacted_for(2).choices[2] == [1, 5]
    assert events[0].redacted_for(2) == ChoiceSealed(seat=2, choice=[1, 5], visible_to=(2,))


def test_reveal_comes_once_everyone_has_chosen_in_order() -> None:
    round_ = SealedChoices.open_for([1, 0])
    with pytest.raises(ValueError):
        round_.seal(0, [3])  # seat 1 chooses first
    round_.seal(1, [3])
    with pytest.raises(ValueError):
        round_.reveal()
    round_.seal(0, [0, 2])
    assert round_.reveal() == ChoicesRevealed({1: [3], 0: [0, 2]})


def test_sealed_choices_round_trip_through_the_codec() -> None:
    round_ = SealedChoices.open_for([0, 1])
    round_.seal(0, [4, 6])
    assert decode(encode(round_), SealedChoices) == round_
    event = round_.seal(1, [2])
    assert decode(encode(event), ChoiceSealed) == event
