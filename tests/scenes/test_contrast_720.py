"""At 1280x720 the small pieces of two tables stand out at least 4.5:1: Winner's Circle's
black horse carried its "1" partly on its own black coat (1.49:1 in the lane card), and
Polterfass's running-total plaque stood gold on the shelf's lightest wood (4.37:1), and
with six seats the Points-on-horse figures of the lit column stood on its dark gold rim
(4.35:1), their twelve columns run together."""

from __future__ import annotations

import pytest

from scenes.shell.app import App
from tests.scenes.sofa_screens import read_all
from tests.scenes.sofa_text import LEAST_CONTRAST


@pytest.mark.parametrize(("screen", "wanted"), [("game_winners_circle", "1"),
                                                ("play_polterfass_innkeeper", "Closing serves"),
                                                ("play_winners_circle_bets", "600"),
                                                ("play_winners_circle_bets", "450")])
def test_the_small_pieces_stand_out_at_1280x720(app: App, screen: str, wanted: str) -> None:
    (reading,) = read_all(app, "en", [screen], size=(1280, 720))
    found = [item for item in reading.found if item.text.text.startswith(wanted)]
    assert found, f"{wanted!r} is drawn on {screen}"
    faint = [(item.text.text, item.contrast, item.ink, item.ground) for item in found
             if item.contrast < LEAST_CONTRAST]
    assert not faint, faint
