"""While a computer bets, the lone person's chips stay in sight, dimmed and not to be
pressed: they vanished for a grey "?" die and read as taken (trial s38 X/004). With two
people at the screen and hidden bets, another person's chips in hand stay unseen."""

from __future__ import annotations

from scenes.games import make_game_scene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.winners_circle import Phase
from tabletop.session import GameSession
from tests.scenes.test_game_base import app, frames

__all__ = ["app"]


def _computer_bets_first(shell: App, kinds: list[SeatKind],
                         options: dict[str, object] | None = None) -> WinnersCircleScene:
    """A table of ``kinds`` whose first bettor is the last seat, a computer, on screen
    while that computer is still to bet."""
    seats = [SeatConfig(f"Seat {index}", index, kind, "easy")
             for index, kind in enumerate(kinds)]
    session = next(session for seed in range(40)
                   if (session := GameSession.start(GAMES["winners_circle"], seats, seed=seed,
                                                    options=options)).current_seat
                   == len(kinds) - 1)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WinnersCircleScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    assert session.current_seat == len(kinds) - 1
    assert session.game.state.phase is Phase.BETTING
    return scene


def test_the_lone_persons_chips_rest_dimmed_while_a_computer_bets(app: App) -> None:
    scene = _computer_bets_first(app, [SeatKind.PERSON, SeatKind.COMPUTER])
    table = scene.table
    assert not table.chip_pieces, "nothing to press on the computer's turn"
    assert sorted(piece.value for piece in table.resting_chips) == [1, 1, 2]
    assert all(piece.resting for piece in table.resting_chips)
    assert table.hand_up(), "the chips stand where the grey '?' die stood"
    assert all(table.hand_rect.contains(piece.rect) for piece in table.resting_chips)
    assert not any(piece in scene.controls.buttons for piece in table.resting_chips)


def test_hidden_chips_in_hand_stay_unseen_with_two_people_at_the_screen(app: App) -> None:
    scene = _computer_bets_first(app, [SeatKind.PERSON, SeatKind.PERSON, SeatKind.COMPUTER],
                                 {"hidden_bets": True})
    assert not scene.table.resting_chips
    assert not scene.table.hand_up()
