"""Big Shot: a bid that another colour tops stays on the table, greyed and marked outbid,
until the lot is sold (one's own bid vanished from the panel the moment it was topped)."""

from __future__ import annotations

import time
from dataclasses import replace

import pygame

from scenes.games.big_shot.panels import MoneyRow, draw_money_rows
from scenes.games.big_shot.side_panel import auction_bids
from scenes.shell.app import App
from tabletop.core.seats import SeatConfig
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.games.big_shot_events import Bid, BidMade, DieRolled, Pass, Roll
from tests.patience import PATIENCE
from tests.scenes.test_big_shot_scene import (
    failed_behind_the_cover,
    first_auction,
    start,
)
from tests.scenes.test_game_base import app, frames, set_speed

__all__ = ["app"]


def _settle(shell: App, scene: object) -> None:
    deadline = time.monotonic() + PATIENCE
    while not (scene.driver.is_settled and scene.accepts_input):  # type: ignore[attr-defined]
        assert time.monotonic() < deadline, "the table never settled"
        frames(shell, 1)


def test_an_outbid_colour_still_shows_its_bid_until_the_lot_is_sold(app: App) -> None:
    set_speed(app, "instant")
    scene = start(app, [SeatConfig(name, index) for index, name in
                        enumerate(["Ana", "Bo", "Cy", "Di"])])
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    while game.state.phase is not Phase.AUCTION:
        _settle(app, scene)
        assert scene.act(Roll(game.current_seat))
    _settle(app, scene)
    first = game.state.acting_colour
    assert first is not None
    low = game.min_bid()
    assert scene.act(Bid(game.current_seat, low))
    _settle(app, scene)
    second = game.state.acting_colour
    assert second is not None and second != first
    assert scene.act(Bid(game.current_seat, low + 2))
    _settle(app, scene)
    words = app.context.words
    rows = {row.colour: row for row in scene.side.money_rows}
    outbid = words("big_shot_scene.status_outbid", amount=low)
    assert outbid in rows[first].note, rows[first]
    assert rows[first].dim or rows[first].lit
    assert words("big_shot_scene.status_high", amount=low + 2) in rows[second].note
    # The rest pass: the lot is sold, and the outbid note goes with the auction.
    while game.state.phase is Phase.AUCTION:
        assert scene.act(Pass(game.current_seat))
        _settle(app, scene)
    assert all(outbid not in row.note for row in scene.side.money_rows)


def test_the_bids_are_read_back_to_the_start_of_the_auction() -> None:
    log = [BidMade(0, 0, 3), DieRolled(1, 1, 4), BidMade(1, 1, 2), BidMade(2, 2, 4),
           BidMade(1, 1, 6)]
    assert auction_bids(log) == {1: 6, 2: 4}


def test_the_one_to_act_stands_out_from_the_high_bidder_and_the_roller(app: App) -> None:
    """Trial s25 B/014-016: the bidder to act and the high bidder (here the roller) wore
    the same gold in the money list: whose turn was it? Only the one to act is lit; the
    high bidder is marked as leading, the roller as having rolled, each drawn apart."""
    set_speed(app, "instant")
    scene = start(app, [SeatConfig(name, index) for index, name in
                        enumerate(["Ana", "Bo", "Cy", "Di"])])
    game = scene.session.game
    assert isinstance(game, BigShotEngine)
    while game.state.phase is not Phase.AUCTION:
        _settle(app, scene)
        assert scene.act(Roll(game.current_seat))
    _settle(app, scene)
    bidder = game.state.acting_colour
    assert scene.act(Bid(game.current_seat, game.min_bid()))
    _settle(app, scene)
    rows = {row.colour: row for row in scene.side.money_rows}
    acting = game.state.acting_colour
    assert [colour for colour, row in rows.items() if row.lit] == [acting]
    assert rows[bidder].leading and not rows[bidder].lit  # type: ignore[index]
    assert [row.rolled for row in rows.values()].count(True) == 1
    scale = scene.scale  # type: ignore[attr-defined]

    def drawn(row: MoneyRow) -> bytes:
        surface = pygame.Surface((400, 80), pygame.SRCALPHA)
        draw_money_rows(app.context.words, surface, surface.get_rect(), [row], scale)
        return pygame.image.tobytes(surface, "RGBA")

    plain = replace(rows[acting], note="", rolled=False, lit=False)
    assert drawn(replace(plain, lit=True)) != drawn(replace(plain, leading=True)), (
        "the one to act and the high bidder look the same")



def test_money_shown_on_a_failed_payment_is_in_its_row_beside_any_cover(app: App) -> None:
    """Trial s25 B/064-068: with hidden money, two persons at four colours (BS-D16), the
    cash a colour showed on failing to pay stood only in the money column, which the
    next hand-over's cover stands over: its row read blank there. It is public (BS-D17),
    so the row's note, beside the cover, says it too."""
    scene, game, colour = first_auction(app, ("Mina", "Joon"))
    failed_behind_the_cover(app, scene, game, colour)
    rows = {row.colour: row for row in scene.side.money_rows}
    showed = app.context.words("big_shot_scene.status_showed", amount=2)
    assert showed in rows[colour].note, rows[colour]
