"""One press takes one action (DESIGN §3, "one meaning for Enter"): a press that moves a
held result on (Wizard Extreme's round summary, a finished trick) is spent on that, and
does not also act on what comes next.

Seen in trial s18: one Return (``xdotool key Return``: a press and its release a few
milliseconds apart) closed "After round 3 of 6" and took a red seal into the person's
prediction in round 4, the focus standing on the red pile."""

from __future__ import annotations

import pygame

from scenes.games.manners import DECISION_QUIET_SECONDS
from scenes.games.wizard_extreme.scene import WizardExtremeScene
from scenes.games.wizard_extreme.summary import SUMMARY_DWELL, SUMMARY_REST
from scenes.shell.app import App
from tabletop.bots import make_bot
from tabletop.games.wizard_extreme import Phase, Seal
from tests.patience import Stopwatch
from tests.scenes.test_game_base import app, frames, press, set_speed
from tests.scenes.test_wizard_extreme_scene import one_card_round

__all__ = ["app"]


def _return_pressed_and_let_go(shell: App) -> None:
    """Return as xdotool gives it: the press and its release in one frame's events."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=40))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0,
                                         unicode="", scancode=40))
    frames(shell, 1)


def _as_the_round_summary_comes(app: App) -> WizardExtremeScene:
    """A one-card round played by Mina (an easy player deciding for her) to the frame its
    summary comes; the next dealer is Easy, so Mina predicts first."""
    set_speed(app, "normal")
    scene = one_card_round(app, dealer=1)
    session, game = scene.session, scene.session.game
    person = make_bot("wizard_extreme", "easy", seed=3)
    watch = Stopwatch()
    while scene.summary is None:
        assert watch.seconds() < 150, "the one-trick round did not end"
        frames(app, 1)
        if scene.accepts_input and session.current_seat == 0:
            scene.act(person.choose(game.view(0)))
    return scene


def _at_the_round_summary(app: App) -> WizardExtremeScene:
    """The round's summary, read, with the keys quiet."""
    scene = _as_the_round_summary_comes(app)
    frames(app, 1, dt=max(SUMMARY_DWELL, SUMMARY_REST) + 0.1)
    return scene


def test_return_that_closes_the_round_summary_takes_no_seal_in_the_next_round(app: App) -> None:
    scene = _at_the_round_summary(app)
    game = scene.session.game
    assert scene.summary is not None
    history = len(game.history)
    _return_pressed_and_let_go(app)
    frames(app, 120)
    assert scene.summary is None, "Return closed the summary"
    assert game.state.phase is Phase.PREDICT and game.current_seat == 0
    assert scene.accepts_input, "Mina predicts first in the new round"
    assert len(game.history) == history, \
        f"the press that closed the summary also acted: {game.history[history:]}"


def test_a_burst_of_returns_through_the_summary_takes_nothing_in_the_next_round(app: App) -> None:
    """Trial s20: Enter pressed again and again through "After round 4" took a red seal in
    round 5 before anyone had seen its hand. The press that closes the summary is its own;
    the next decision takes none for a moment, and a burst keeps it so until the keys are
    quiet; then a press points and the next acts."""
    scene = _at_the_round_summary(app)
    game = scene.session.game
    history = len(game.history)
    for _ in range(12):  # a burst: a Return every 0.15 s for 1.8 s
        _return_pressed_and_let_go(app)
        frames(app, 8)
        assert len(game.history) == history, \
            f"a press of the burst acted in the new round: {game.history[history:]}"
    assert scene.summary is None, "the burst's first Return closed the summary"
    assert game.state.phase is Phase.PREDICT and game.current_seat == 0
    frames(app, 1, dt=DECISION_QUIET_SECONDS)  # the keys quiet: Mina has seen her hand
    _return_pressed_and_let_go(app)  # it says how to choose a pile (enter_guard.py)
    frames(app, 2)
    assert len(game.history) == history, "a Return took a seal no key had chosen"
    _choose_and_take(app, scene, history)


def test_a_steady_return_once_a_second_through_the_summary_takes_nothing(app: App) -> None:
    """Trial s23: Enter pressed about once a second to get past the round's score sheet went
    on into the next round's prediction and took a seal a press, ten in all, one pile after
    another. A steady beat is not a decision: only a press after the keys rest acts."""
    scene = _at_the_round_summary(app)
    game = scene.session.game
    history = len(game.history)
    for _ in range(10):  # a Return every second for ten seconds
        _return_pressed_and_let_go(app)
        frames(app, 59)
        assert len(game.history) == history, \
            f"a press of the steady beat acted in the new round: {game.history[history:]}"
    assert scene.summary is None and game.state.phase is Phase.PREDICT
    # Once the keys rest, Return still takes no seal: a pile is chosen first (enter_guard.py).
    for _ in range(3):
        frames(app, 1, dt=DECISION_QUIET_SECONDS)
        _return_pressed_and_let_go(app)
        frames(app, 2)
        assert len(game.history) == history, "a Return took a seal no key had chosen"
    _choose_and_take(app, scene, history)


def _choose_and_take(app: App, scene: WizardExtremeScene, history: int) -> None:
    """An arrow chooses the pile in the ring; then Return takes from it."""
    frames(app, 1, dt=DECISION_QUIET_SECONDS)
    press(pygame.K_RIGHT)
    frames(app, 2)
    assert len(scene.session.game.history) == history, "an arrow only moves the ring"
    _return_pressed_and_let_go(app)
    frames(app, 2)
    assert len(scene.session.game.history) == history + 1, "Return takes the chosen pile"


def test_returns_a_few_seconds_apart_into_the_prediction_take_no_seal(app: App) -> None:
    """Trial I/023: Enter pressed every few seconds to get past the round's end (the last
    trick, the score sheet) went on into the next round's prediction: its first Return said
    "Enter takes a red seal: press it again", and the next two took two red seals. Enter
    takes no seal until the person has chosen a pile; it says how, and a number key takes."""
    scene = _at_the_round_summary(app)
    game = scene.session.game
    history = len(game.history)
    for _ in range(6):  # a deliberate Return every 3 s, past the sheet's rests
        _return_pressed_and_let_go(app)
        frames(app, 30, dt=0.1)
        assert len(game.history) == history, \
            f"a Return took a seal no key had chosen: {game.history[history:]}"
    assert scene.summary is None and game.state.phase is Phase.PREDICT
    assert game.current_seat == 0 and scene.accepts_input
    said = scene.frame.prompt.text
    assert "no seal until you choose one" in said and "1-5" in said, said
    stack = scene.pool.stacks[Seal.BLUE]
    assert stack.key is not None
    press(pygame.K_0 + stack.key)
    frames(app, 2)
    assert len(game.history) == history + 1, "a number key takes its seal at once"


def test_a_burst_of_returns_as_the_summary_comes_does_not_skip_it(app: App) -> None:
    """Trial s24 B/139: Enter mashed on through the last trick skipped the round's score
    sheet unseen. A burst keeps the sheet until the keys rest; then a press closes it."""
    scene = _as_the_round_summary_comes(app)
    for _ in range(6):  # a Return every 0.7 s as the sheet comes
        _return_pressed_and_let_go(app)
        frames(app, 41)
        assert scene.summary is not None, "a press of the burst skipped the score sheet"
    frames(app, 1, dt=SUMMARY_REST)  # the sheet's own rest, longer than a person's pace
    _return_pressed_and_let_go(app)
    frames(app, 2)
    assert scene.summary is None, "once the keys rest, Return closes the sheet"
