"""Undo over a hand-over's cover says why it does nothing (trial s35 R/004).

Player 1 played a card; on Player 2's cover Ctrl+Z rightly opened nothing, but the cover
only said "Only Enter or a click on the cover opens it.", as for any stray key. The refusal
now says why: taking the move back would put the last person's cards before the one now
at the screen."""

from __future__ import annotations

import pygame

from scenes.games.gate import last_mover
from scenes.shell.app import App
from tests.scenes.test_game_base import frames, press
from tests.scenes.test_hand_over import _release, _start, _to_curtain, app

__all__ = ["app"]


def test_undo_on_a_cover_says_it_would_show_the_last_persons_cards(app: App) -> None:
    scene = _start(app, "wizard_extreme")
    session = scene.session

    def after_a_person() -> bool:
        mover = last_mover(session)
        return (mover is not None and session.seats[mover].is_person
                and mover != session.current_seat)

    cover = _to_curtain(app, scene, after_a_person)
    mover = last_mover(session)
    assert mover is not None
    press(pygame.K_z, pygame.KMOD_LCTRL)
    _release(pygame.K_z)
    frames(app, 2)
    assert app.context.manager.top is cover, "Undo lifted the cover"
    hint = cover.curtain.refusal
    assert hint == app.context.words("widgets.curtain_no_undo_cards",
                                     name=session.name(mover)), hint
    # Another key after it is told what opens the cover, as before.
    press(pygame.K_x)
    _release(pygame.K_x)
    frames(app, 2)
    assert cover.curtain.refusal is None and cover.curtain.other_key
