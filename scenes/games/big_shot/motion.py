"""How each Big Shot event plays on the table: the die, the broker's walk, a bid, a
failed payment held to be read, the lot taken in hand, a cube flying to its district,
a sale, and the fortunes table at the end (the scene's ``animate``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from scenes.games.beats import Beat
from scenes.shell import audio
from scenes.widgets.tween import Call, Deferred, Sequence, Step, Wait
from tabletop.games.big_shot_events import (
    AuctionWon,
    BidMade,
    BrokerMoved,
    CubePlaced,
    DieRolled,
    FortunesCounted,
    LoanTaken,
    LoanTakenPrivately,
    Passed,
    PaymentFailed,
    RegionCleared,
    RegionSold,
)

if TYPE_CHECKING:
    from scenes.games.big_shot.board import Board
    from scenes.games.big_shot.side_panel import SidePanel
    from scenes.games.driver import TableDriver
    from tabletop.core.events import Event

BID_SECONDS = 0.3  # a bid's coin: a computer's stays longer (scenes.games.beats)
PASS_SECONDS = 1.0  # a pass said in its row, long enough to be read from the sofa
FAILURE_SECONDS = 2.5  # a failed payment (BS-D17) is news: time to read it from the sofa
# Its notice, three sentences (what happened, what happens now): long enough to read.
FAILURE_NOTICE_SECONDS = 8.0


class Table(Protocol):
    """What of the Big Shot scene the events move."""

    board: Board
    side: SidePanel
    driver: TableDriver
    failure: PaymentFailed | None
    hand_shown: list[int]

    def refresh_money_rows(self) -> None: ...

    def reveal_table(self) -> None: ...

    def announce_failure(self, failure: PaymentFailed) -> None: ...


def event_step(scene: Table, event: Event) -> Step | None:
    """The timeline step showing ``event`` on ``scene``'s table, or None."""
    board = scene.board
    match event:
        case DieRolled(value=value, colour=colour):
            return Deferred(lambda: scene.side.die.roll(value, scene.driver.position, colour))
        case BrokerMoved(path=path, space=space):
            return Deferred(lambda: board.walk_broker(path, space))
        case LoanTakenPrivately():
            return None  # silent and instant: only its taker sees it
        case BidMade(seat=seat, colour=colour, amount=amount):
            def outbid() -> None:
                board.shown.bid(colour, amount)
                scene.refresh_money_rows()  # the rows' "high bid" note moves along

            # A computer's bid stays to be read before the next bidder's (trial Z2, part 2b: the
            # computers' bids ran in a blink); a person's own goes on at once.
            return Sequence(Call(outbid), Call(audio.play, "coin"),
                            Wait(max(BID_SECONDS, scene.driver.computer_beat(seat, Beat.BID))))
        case Passed(seat=seat, colour=colour):
            def passes() -> None:
                board.shown.passed.add(colour)
                scene.refresh_money_rows()  # its row says "passed" (the panel's, the plates')

            # Held to be read: the pass that closes an auction came and went unseen, the
            # lot flying to the winner at once (trial s26 B/045, 058).
            return Sequence(Call(passes), Call(audio.play, "click"),
                            Wait(max(PASS_SECONDS, scene.driver.computer_beat(seat, Beat.BID))))
        case LoanTaken():
            return Sequence(Call(audio.play, "coin"), Wait(0.3))
        case PaymentFailed():
            def show() -> None:
                scene.failure = event
                # No bid nor pass of the auction that failed stays in the rows (trial
                # s21: "high bid: 6M", "outbid at 5M").
                board.shown.restart_auction()
                scene.driver.show_plates()
                scene.announce_failure(event)
                audio.play("error")

            # Public news (BS-D17): held long enough to be read before bidding resumes.
            return Sequence(Call(show), Wait(FAILURE_SECONDS))
        case AuctionWon(cubes=cubes):
            space = board.track.broker

            def hold() -> None:
                scene.hand_shown = list(cubes)

            return Deferred(lambda: Sequence(board.take_lot(space), Call(hold)))
        case CubePlaced(cube=cube, region=region):
            def take() -> None:
                if cube in scene.hand_shown:
                    scene.hand_shown.remove(cube)

            return Deferred(lambda: Sequence(Call(take), board.place(cube, region)))
        case RegionSold(region=region, owner=owner, at_end=False):
            # The counted cubes stay under the SOLD sign while a lesson's card tells of
            # the sale (no wait in a game): then the losers fade.
            return board.sale(region, owner, scene.driver.result_hold(0.0, 0.0))
        case RegionSold() | RegionCleared():
            # After round 18, region by region; the prompt already says the game is over.
            winner = event.owner if isinstance(event, RegionSold) else None
            return Sequence(Call(scene.driver.refresh_prompt),
                            Deferred(lambda: board.sell(event.region, winner)))
        case FortunesCounted():
            # The only place hidden cash is broken down: its first second takes no press
            # (trial s19).
            return Sequence(Call(scene.reveal_table), scene.driver.result_dwell(1.0))
    return None
