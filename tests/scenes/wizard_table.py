"""A Wizard Extreme table the scene tests start from: Mina against easy computers, pushed
and drawn (:func:`mina_against_computers`)."""

from __future__ import annotations

from scenes.games import make_game_scene
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.session import GameSession
from tests.scenes.test_game_base import frames


def mina_against_computers(shell: App, seats: int,
                           seed: int = 3) -> tuple[WizardExtremeScene, GameSession]:
    """Mina in seat 0 and easy computers in the other ``seats - 1`` seats at a new table
    (``seed``), pushed over whatever the shell shows and drawn twice; pop it when done."""
    configs = [SeatConfig("Mina", 0), *(SeatConfig(f"Computer {seat}", seat,
                                                   SeatKind.COMPUTER, "easy")
                                        for seat in range(1, seats))]
    session = GameSession.start(GAMES["wizard_extreme"], configs, seed=seed)
    scene = make_game_scene(shell.context, session)
    assert isinstance(scene, WizardExtremeScene)
    shell.context.manager.apply(Push(scene))
    frames(shell, 2)
    return scene, session
