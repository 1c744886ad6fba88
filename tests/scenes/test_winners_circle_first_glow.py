"""The plate that glows under a ribbon naming who bets or rolls first is that seat's (trial
s19: in race 2 Byeongsu's plate glowed under "Suchul bets first"; in this game race 2's
"Byeongsu bets first" came with Suchul's plate glowing, the last to move in race 1). The
prompt names no other seat meanwhile."""

from __future__ import annotations

import time

import pygame

from scenes.shell.app import App
from tests.scenes.test_game_base import SLOW_FRAME, app, frames, press, set_speed
from tests.scenes.winners_circle_table import three_at_the_bets

__all__ = ["app"]


def test_the_glow_marks_the_seat_the_first_bettor_ribbon_names(app: App) -> None:
    set_speed(app, "fast")
    scene = three_at_the_bets(app)
    session = scene.session
    game = session.game
    wrong: set[tuple[str, tuple[int, ...], str]] = set()
    for _ in range(40000):
        frames(app, 1, SLOW_FRAME)  # at 20 frames a second, every one looked at
        if session.is_computer_turn():  # its move comes from the thinker: leave it a processor
            time.sleep(0.0005)
        ribbon = scene.table.ribbon
        if "bets first" in ribbon or "rolls first" in ribbon:
            glowing = tuple(seat for seat, plate in enumerate(scene.plates) if plate.is_active)
            named = tuple(seat for seat in range(3) if session.name(seat) in ribbon)
            prompt = scene.frame.prompt.text
            others = [session.name(seat) for seat in range(3) if seat not in named]
            if glowing != named or any(name in prompt for name in others):
                wrong.add((ribbon, glowing, prompt))
        if scene.ribbons.first_told >= 3:
            break
        sheet = scene.table.sheet
        if sheet is not None and not sheet.is_moving and not app.context.manager.in_grace:
            press(pygame.K_RETURN)  # the payout read: it waits for a press to move on
        if scene.accepts_input and session.current_seat in (0, 1):
            scene.act(game.legal_actions()[0])
    assert scene.ribbons.first_told >= 3, "race 3's first bettor was named"
    assert not wrong, sorted(wrong)
