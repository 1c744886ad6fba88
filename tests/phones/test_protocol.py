"""A panel's pick: choices made of parts, sent with their parts, each its own set."""

from __future__ import annotations

import pytest

from tabletop.phones.protocol import Choice, Panel, Part, Pick

PICK = Pick("Your cards", "Tap one or two cards", 2,
            (Part("card-3", "3"), Part("card-4", "4")))


def test_a_pick_and_its_choices_parts_are_sent() -> None:
    panel = Panel(7, True, "Polterfass", "Order", (), (
        Choice("order-3", "3", ("order", 3), "Order 3", parts=("card-3",)),
        Choice("order-3-4", "3 + 4", ("order", 3, 4), "Order 7", parts=("card-3", "card-4")),
    ), PICK)
    shown = panel.as_json()
    assert shown["pick"] == {"label": "Your cards", "prompt": "Tap one or two cards",
                             "most": 2, "parts": [{"id": "card-3", "label": "3"},
                                                  {"id": "card-4", "label": "4"}]}
    assert [choice["parts"] for choice in shown["choices"]] == [["card-3"],
                                                                 ["card-3", "card-4"]]
    assert panel.action_for("order-3-4") == ("order", 3, 4)
    assert "pick" not in Panel(7, True, "t", "s").as_json()


@pytest.mark.parametrize("parts", [
    (("card-3",), ("card-3",)),  # two choices of one set: the button could not say which
    (("card-3",), ("card-9",)),  # a part the pick does not show
    (("card-3",), ()),  # a choice of no part
    (("card-3",), ("card-3", "card-4", "card-5")),  # more parts than the pick lets on
])
def test_a_pick_whose_choices_are_not_each_their_own_set_of_its_parts_is_refused(
        parts: tuple[tuple[str, ...], tuple[str, ...]]) -> None:
    first, second = parts
    with pytest.raises(ValueError, match="own set"):
        Panel(7, True, "t", "s", (), (Choice("a", "A", 1, parts=first),
                                      Choice("b", "B", 2, parts=second)), PICK)


def test_an_unavailable_choice_is_drawn_but_never_taken() -> None:
    """A card that may not be played now shows among the hand (trial W) and has no action:
    its id is refused as any unknown one; the panel offers only the others."""
    panel = Panel(7, True, "Wizard Extreme", "Play a card", (), (
        Choice("card-red-9", "red 9", ("play", 9), select="Play red 9"),
        Choice("card-blue-3", "blue 3", None, unavailable=True),
    ), help=("Seals left cost points.",))
    shown = panel.as_json()
    assert shown["choices"][0]["select"] == "Play red 9"
    assert shown["choices"][1]["unavailable"] is True
    assert shown["help"] == ["Seals left cost points."]
    assert panel.action_for("card-red-9") == ("play", 9)
    assert panel.action_for("card-blue-3") is None
    assert panel.offers
    assert not Panel(8, True, "t", "s", (), (Choice("x", "X", None, unavailable=True),)).offers
