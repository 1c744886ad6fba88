"""Big Shot: after a window is made fullscreen mid-placement, the cubes in hand stand
where the panel's lot is, under the heading "Player 2 places the cubes" (trial s26 E/239:
they were drawn over it until the next cube went down). With hidden money the rows keep
a line for the notes beside the cover, which moves the lot down only once drawn."""

from __future__ import annotations

from scenes.games import make_game_scene
from scenes.games.big_shot.scene import BigShotScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.bots import make_bot
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.big_shot import BigShotEngine, Phase
from tabletop.session import GameSession
from tests.scenes.screens import resize_window
from tests.scenes.test_game_base import app, frames
from tests.scenes.test_key_mash import settled

__all__ = ["app"]


def couch_placing(shell: App) -> tuple[BigShotScene, BigShotEngine]:
    """Two persons and a computer with hidden money, a person placing the cubes of a lot:
    played there by computer players' choices, then shown."""
    seats = [SeatConfig("Player 1", 0), SeatConfig("Player 2", 1),
             SeatConfig("Computer", 2, SeatKind.COMPUTER, "easy")]
    session = GameSession.start(GAMES["big_shot"], seats, seed=5,
                                options={"hidden_money": True})
    game = session.game
    assert isinstance(game, BigShotEngine)
    bots = [make_bot("big_shot", "easy", seed=seat + 1) for seat in range(3)]
    while not (game.state.phase is Phase.PLACE and session.current_seat in (0, 1)):
        seat = session.current_seat
        assert seat is not None and game.state.round < 10, "no person came to place cubes"
        session.apply(bots[seat].choose(game.view(seat)))
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, BigShotScene)
    shell.context.manager.apply(Push(scene))
    settled(shell, scene)
    return scene, game


def test_the_cubes_in_hand_stay_under_the_heading_after_going_fullscreen(app: App) -> None:
    resize_window(app, (1280, 720))
    scene, _ = couch_placing(app)
    assert scene.hand and scene.driver.hides_information
    for size in ((1280, 720), (1920, 1080)):  # a table opened mid-placement, then resized
        resize_window(app, size)
        frames(app, 2)
        lot_y = scene.side.lot_centre[1]  # where the lot is drawn, under the heading
        assert all(piece.rect.centery == lot_y for piece in scene.hand), (
            size, [piece.rect.center for piece in scene.hand], lot_y)
