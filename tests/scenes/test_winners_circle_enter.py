"""Winner's Circle: after the roll, Enter takes only the horse the person chose. With no
horse chosen it moves none and says why (it once moved the first lane's horse, blocked
or not)."""

from __future__ import annotations

import pygame

from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from tabletop.games.winners_circle import Phase
from tabletop.games.winners_circle_events import MoveHorse
from tabletop.i18n import translate
from tests.scenes.test_game_base import app, frames, press, set_speed
from tests.scenes.winners_circle_table import race_to_roll

__all__ = ["app"]

ALREADY_ROLLED = translate("winners_circle.error.already_rolled", "en")


def rolled(shell: App, seed: int) -> WinnersCircleScene:
    """Two people at the table, the bets down and the die rolled with Space: the table
    waits for the person to choose a horse."""
    set_speed(shell, "instant")
    scene = race_to_roll(shell, ["Mina", "Jun"], seed, seed)
    session = scene.session
    press(pygame.K_SPACE)
    for _ in range(600):
        frames(shell, 1)
        if session.game.state.phase is Phase.MOVE and scene.accepts_input:
            break
    assert session.game.state.phase is Phase.MOVE and scene.accepts_input
    frames(shell, 30)  # the keys quiet a moment: Enter is a press of its own
    return scene


def test_enter_after_the_roll_moves_no_horse_nobody_chose(app: App) -> None:
    for seed in range(3):
        scene = rolled(app, seed)
        game = scene.session.game
        before = game.to_dict()
        for key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            press(key)
            frames(app, 30)
        assert game.to_dict() == before, "Enter moved a horse nobody chose"
        assert ALREADY_ROLLED in [toast.text for toast in scene.toasts.toasts]
        # Chosen with the arrows (or Tab, or the D-pad), Enter moves that horse.
        press(pygame.K_DOWN)
        frames(app, 2)
        lane = scene.controls.focused
        assert lane is not None and lane in scene.table.lanes
        seat = game.state.to_move
        press(pygame.K_RETURN)
        frames(app, 30)
        assert game.history[-1] == MoveHorse(seat, lane.horse)


def test_enter_with_no_horse_chosen_says_how_to_choose_one(app: App) -> None:
    """Trial s28 D/079: Enter after the roll, no horse chosen, said "You have rolled; now
    choose a horse to move", and the player did not know how: it names the number keys
    and the arrows with Enter, in English and Korean."""
    scene = rolled(app, 0)
    press(pygame.K_RETURN)
    frames(app, 30)
    said = [toast.text for toast in scene.toasts.toasts]
    assert said == [ALREADY_ROLLED], said
    for language, enter in (("en", "Enter"), ("ko", "엔터")):
        words = translate("winners_circle.error.already_rolled", language)
        assert "1–7" in words and enter in words, words
