"""What the Big Shot table shows of the board now, apart from the engine's state: the lots
on the circles, the cubes in the districts, the sales, the auction's bids as shown
(:class:`scenes.games.big_shot.board.Board` keeps it and moves it piece by piece)."""

from __future__ import annotations

from dataclasses import dataclass, field

from tabletop.games.big_shot import COLOURS, SPACES
from tabletop.games.big_shot_data import REGIONS


@dataclass
class Shown:
    """The board as the table shows it now."""

    lots: list[list[int]] = field(default_factory=lambda: [[] for _ in range(SPACES)])
    counts: list[list[int]] = field(
        default_factory=lambda: [[0] * COLOURS for _ in REGIONS])
    owners: list[int | None] = field(default_factory=lambda: [None] * len(REGIONS))
    closed: list[bool] = field(default_factory=lambda: [False] * len(REGIONS))
    auction: int | None = None
    """The space whose lot is up (drawn large in the panel, not on its circle)."""
    high_bid: tuple[int, int] | None = None
    """The auction's highest bid so far as (colour, amount), set as each bid is shown, so
    the panel never says "No bid yet" beside a bid just made."""
    bids: dict[int, int] = field(default_factory=dict)
    """Each colour's last bid in this auction (colour -> amount), so an outbid colour's
    row still shows what it bid until the lot is sold."""
    sold: dict[int, tuple[int, ...]] = field(default_factory=dict)
    """The cubes each closed region held when it was resolved (region -> count by colour),
    written small under its SOLD sign: why its colour owns it, or nobody (trial I/003: Park
    A went to blue on orange 3, grey 3, blue 1, and once sold nobody could see why)."""
    passed: set[int] = field(default_factory=set)
    """The colours that passed in this auction as shown: the pass that closes it stays said
    in its row while the lot is taken (trial s26 B/045: a computer's never showed)."""

    def bid(self, colour: int, amount: int) -> None:
        """``colour`` bids ``amount``: the high bid now, its bid in its row."""
        self.high_bid = (colour, amount)
        self.bids[colour] = amount

    def restart_auction(self) -> None:
        """The winner could not pay (BS-D17): no bid of the auction that failed stays."""
        self.high_bid = None
        self.bids.clear()
        self.passed.clear()


