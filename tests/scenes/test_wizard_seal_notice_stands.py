"""Wizard Extreme: a seal's notice stands long enough to read from the sofa (trial V/002).

"Trick 1: Computer 3 wins the green trick and gives back a green seal." went after about
2.5 s: the computer who won led the next trick, and a lead ends the notice (trial s34
P/003). Now the computer waits until the notice has stood as long as its words take to
read (``reading_seconds``, by its length: four seconds and more for the shortest); the lead
still ends it, and while it stands it covers neither the trick, where the next card comes,
nor the prompt line.
"""

from __future__ import annotations

from scenes.shell.app import App
from scenes.widgets.toast import Toast, reading_seconds
from tabletop.bots import make_bot
from tabletop.games.wizard_extreme import CardPlayed, Phase, SealReturned
from tests.patience import tries
from tests.scenes.test_game_base import app, frames, set_speed
from tests.scenes.wizard_table import mina_against_computers

__all__ = ["app"]

FRAME = 1 / 30


def test_a_computers_seal_notice_stands_until_read_then_its_lead_ends_it(app: App) -> None:
    set_speed(app, "normal")
    scene, session = mina_against_computers(app, 4, seed=5)
    game = session.game
    mina = make_bot("wizard_extreme", "easy", seed=1)
    notice: Toast | None = None
    stood = 0.0
    for _ in tries(9000):
        frames(app, 1, dt=FRAME)
        if notice is None:
            said = [toast for toast in scene.toasts.toasts if toast.dated]
            returned = [event for event in game.log if isinstance(event, SealReturned)]
            if said and returned and returned[-1].seat != 0:  # a computer's, who leads next
                notice = said[-1]
        elif notice in scene.toasts.toasts:
            stood += FRAME
            shown = scene.toasts.rects(app.context.size)
            for part in (scene.trick.shown_rect(), scene.prompt.rect):
                assert not any(rect.colliderect(part) for rect in shown), (shown, part)
        else:
            break
        if scene.accepts_input and session.current_seat == 0 and scene.driver.is_settled:
            scene.act(mina.choose(game.view(0)))
    else:
        raise AssertionError("no computer's seal notice came and went")
    assert game.state.phase is Phase.PLAY and isinstance(game.log[-1], CardPlayed), (
        "the notice went before the next lead")
    assert stood >= max(4.0, reading_seconds(notice.text) - 2 * FRAME), (stood, notice.text)


def test_the_reading_time_grows_with_the_words() -> None:
    short = "Trick 2: Ann wins the red trick and gives back a red seal."
    long = ("Trick 2: Ann won with a red card and has no blue, red or white seal to give "
            "back, so takes a black seal (+3 penalty points).")
    assert 4 <= reading_seconds(short) < reading_seconds(long)
    # Korean's syllables read slower than letters: as long as English of like meaning.
    korean = "트릭 2: Ann 님이 빨강 트릭을 이겨 빨간색 봉인을 돌려놔요."
    assert reading_seconds(korean) >= 4, reading_seconds(korean)
