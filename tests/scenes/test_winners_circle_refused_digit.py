"""Winner's Circle: after a refused bet digit, Enter bets on no other horse (trial s32
K/005). Ann pressed 3 for her last chip while her chip already lay on horse 3 and the
focus ring stood on horse 2; "You already have a chip on that horse" showed, and her next
Enter laid the chip on horse 2."""

from __future__ import annotations

import pygame

from scenes.games.curtain import CurtainScene
from scenes.games.winners_circle.scene import WinnersCircleScene
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.i18n import translate
from tests.scenes.test_game_base import QUIET_SECONDS, app, frames, press, set_speed, until_input
from tests.scenes.winners_circle_table import persons_at_the_bets

__all__ = ["app"]

ALREADY = translate("winners_circle.error.already_backed", "en")


def _backed_and_focused_elsewhere(shell: App) -> tuple[WinnersCircleScene, int]:
    """Two people in the bets, the one to bet holding a chip on a horse (returned) while
    the focus ring stands on another lane."""
    set_speed(shell, "instant")
    scene = persons_at_the_bets(shell, ["Ann", "Jun"], {"hidden_bets": False})
    session = scene.session
    bettor = make_bot("winners_circle", "easy", seed=2)
    for _ in range(20):
        until_input(shell, scene)
        seat = session.current_seat
        assert seat is not None
        backed = [bet.horse for bet in session.game.state.bets if bet.seat == seat]
        focused = scene.controls.focused
        if backed and focused in scene.table.lanes and focused.horse != backed[0]:
            return scene, backed[0]
        frames(shell, 1, dt=QUIET_SECONDS)
        scene.act(bettor.choose(session.game.view(seat)))
    raise AssertionError("no person to bet with a chip down")


def test_enter_after_a_refused_digit_bets_on_no_other_horse(app: App) -> None:
    scene, horse = _backed_and_focused_elsewhere(app)
    game = scene.session.game
    before = game.to_dict()
    press(pygame.K_1 + horse)
    frames(app, 2)
    assert ALREADY in [toast.text for toast in scene.toasts.toasts]
    for toast in list(scene.toasts.toasts):
        scene.toasts.toasts.remove(toast)
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_RETURN)
    frames(app, 2)
    assert game.to_dict() == before, "Enter after the refusal laid a chip on another horse"
    assert ALREADY in [toast.text for toast in scene.toasts.toasts], \
        "Enter on the refused horse says nothing"
    # Tab still reaches a horse that may be bet on, and Enter bets there.
    for _ in range(12):
        press(pygame.K_TAB)
        frames(app, 1)
        if scene.controls.focused in scene.table.lanes:
            break
    assert scene.controls.focused in scene.table.lanes
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_RETURN)
    frames(app, 2)
    assert game.to_dict() != before


def test_a_horse_already_backed_refuses_a_key_and_a_click_in_words(app: App) -> None:
    # Trial s34 O/006 (hidden bets): Bo pressed 2 and clicked White's row, where his chip
    # lay, and nothing happened, no message.
    set_speed(app, "instant")
    scene = persons_at_the_bets(app, ["Ann", "Bo"], {"hidden_bets": True})
    session = scene.session
    bettor = make_bot("winners_circle", "easy", seed=2)
    manager = app.context.manager
    for _ in range(400):
        frames(app, 1)
        if isinstance(manager.top, CurtainScene):  # the hand-over: the next person lifts it
            frames(app, 1, dt=QUIET_SECONDS)
            press(pygame.K_RETURN)
            continue
        seat = session.current_seat
        if manager.top is not scene or not scene.accepts_input or seat is None:
            continue
        backed = [bet.horse for bet in session.game.state.bets if bet.seat == seat]
        if backed:
            break
        frames(app, 1, dt=QUIET_SECONDS)
        scene.act(bettor.choose(scene.driver.gate.seat_view(seat)))
    else:
        raise AssertionError("no person to bet with a chip down")
    before = session.game.to_dict()
    frames(app, 1, dt=QUIET_SECONDS)
    press(pygame.K_1 + backed[0])
    frames(app, 2)
    assert ALREADY in [toast.text for toast in scene.toasts.toasts], "the key said nothing"
    scene.toasts.clear()
    frames(app, 1, dt=QUIET_SECONDS)
    centre = scene.table.lanes[backed[0]].rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
    frames(app, 2)
    assert ALREADY in [toast.text for toast in scene.toasts.toasts], "the click said nothing"
    assert session.game.to_dict() == before
