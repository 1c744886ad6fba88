"""A click never plays a card that moved under a resting pointer (trial s34 N/008).

After a card is played the hand closes up, and at the person's next turn the legal cards
rise: another card comes to stand where the pointer rests. A trial's player saw the
yellow 8 under the pointer after playing the yellow 4, and the purple 7 rise there after
the purple 5: a second click, or an impatient one, would play a card never aimed at.
Such a click is refused with a word; once the pointer moves onto the card, it plays."""

from __future__ import annotations

import time

from scenes.shell.app import App
from tabletop.games.wizard_extreme import PlayCard
from tests.scenes.test_game_base import aim_and_click, app, click, frames, set_speed
from tests.scenes.test_wizard_enter import MAX_SECONDS, person_turns
from tests.scenes.test_wizard_extreme_scene import start

__all__ = ["app"]


def test_a_card_that_slid_under_the_resting_pointer_is_not_played(app: App) -> None:
    set_speed(app, "fast")
    scene = start(app, seed=5, persons=1)
    game = scene.session.game
    rested: tuple[int, int] | None = None
    turns = person_turns(app, scene, time.monotonic() + MAX_SECONDS,
                         lambda: "no legal card ever came under the resting pointer")
    while True:
        playable = next(turns)
        under = None if rested is None else scene.hand._top_at(rested)
        if rested is not None and under is not None and under.enabled:
            break
        aimed = playable[0]
        shown = scene.hand.showing_rect(aimed.value)
        assert shown is not None
        rested = shown.center
        played = len(game.history)
        aim_and_click(rested)
        frames(app, 2)
        assert len(game.history) == played + 1, "the aimed card was not played"
    played = len(game.history)
    toasts = scene.toasts
    click(rested)
    frames(app, 2)
    assert len(game.history) == played, \
        f"the {under.value} that moved under the resting pointer was played"
    said = app.context.words("table.hand_moved")
    assert said in [toast.text for toast in toasts.toasts], "no word said why"
    aim_and_click(rested)  # the pointer moves onto it: now it is aimed at
    frames(app, 2)
    assert len(game.history) == played + 1
    last = game.history[-1]
    assert isinstance(last, PlayCard) and last.card == under.value
