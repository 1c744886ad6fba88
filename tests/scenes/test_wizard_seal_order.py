"""The same seals are listed in the same order wherever Wizard Extreme shows them: the
place on the table put red first (as the middle's stacks stand), while the prediction
panel, the round's summary, the log and the phones listed red last, after the four
colours (trial s24 B/091: "blue, red" in the panel beside "red, blue" in the place)."""

from __future__ import annotations

import pygame
import pytest

from scenes.games.wizard_extreme import choices, phone, summary
from scenes.games.wizard_extreme.log_words import WizardExtremeLog
from scenes.shell.app import App
from tabletop.games.wizard_extreme import SEALS, Seal
from tabletop.i18n import Words
from tests.scenes.test_game_base import app
from tests.scenes.test_wizard_extreme_layout import table

__all__ = ["app"]

HELD = {Seal.BLUE: 1, Seal.RED: 2, Seal.GREEN: 1, Seal.WHITE: 1}


def test_a_seats_seals_read_in_one_order_everywhere(app: App,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    scene = table(app, 3, (1920, 1080))
    place = scene.seat_seals[0]
    place.counts = {**dict.fromkeys(SEALS, 0), **HELD}
    # The place: the piles as read, row by row, left to right.
    on_table = sorted(HELD, key=lambda seal: (place.pile_rect(seal, 1).y // place.diameter,
                                              place.pile_rect(seal, 1).x))
    coloured = [seal for seal in on_table if seal is not Seal.WHITE]
    assert on_table[0] is Seal.RED, "the trump first, as in the middle"

    # The prediction panel (the seals taken so far, taken blue first).
    taken = [Seal.BLUE, Seal.GREEN, Seal.RED]
    drawn: list[Seal] = []
    monkeypatch.setattr(choices, "draw_token",
                        lambda _surface, seal, *_args, **_kw: drawn.append(seal))
    scene.side.taken = taken
    scene.side._draw_taken(pygame.Surface((1920, 1080)), scene.side.rect, scene.side.rect.y, None)
    assert drawn == coloured

    # The round's summary.
    words = Words("en")
    kept = [dict(place.counts), dict.fromkeys(SEALS, 0), dict.fromkeys(SEALS, 0)]
    sheet = summary.RoundSummary(["Mina", "Bo", "Jin"], [0, 1, 2], [[5, 0, 0]], 6, [None],
                                 kept, 4)
    assert [seal for seal, _ in summary._cell(words, sheet, 0)[0]] == on_table

    # The log's prediction line, and a phone's list of the seat's seals.
    log = WizardExtremeLog(lambda seat: "Mina", 6)
    assert log.field(words, "seals", (Seal.BLUE, Seal.GREEN, Seal.RED)) == ", ".join(
        words(f"wizard_extreme.seal.{seal.value}") for seal in coloured)
    state = scene.session.game.state
    state.seals[0] = dict(place.counts)
    shown = [secret.pieces[0].suit for secret in phone._seals(words, state, 0)]
    assert shown == [seal.value for seal in on_table]
