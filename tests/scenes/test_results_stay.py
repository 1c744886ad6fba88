"""The results stay until a deliberate choice (issue #32, trial s15): the keyboard's focus
shows on Watch again once keys count, never on a button that leaves them, Enter and Space
only say how to choose, and Enter acts once an arrow key or Tab has moved the focus; a
click acts at once. The trial's own key sequences, timed as it pressed them through the real
scene manager, leave the results on screen."""

from __future__ import annotations

import time
from dataclasses import replace

import pygame
import pytest

from scenes.games import make_game_scene
from scenes.games.hooks import TableScene
from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.scene import Push
from scenes.widgets.button import ButtonStyle
from tabletop.bots import make_bot
from tabletop.core.actions import Action
from tabletop.core.seats import SeatConfig, SeatKind
from tabletop.games import GAMES
from tabletop.games.yacht import CATEGORIES
from tabletop.session import GameSession
from tests.patience import PATIENCE
from tests.scenes.screens import resize_window, view_in
from tests.scenes.test_couch_results import finished
from tests.scenes.test_finished_game import shell
from tests.scenes.test_game_base import app, click, frames, press, set_speed
from tests.scenes.test_key_bursts import Keyboard

__all__ = ["app", "shell"]


def at_the_last_move(game_id: str, seats: int, seed: int) -> tuple[GameSession, Action]:
    """A game of ``game_id`` played by computers up to its last move, and that move, which
    Mina, a person in its seat, is to make; the other seats are computers."""
    robots = [SeatConfig(f"R{i}", i, SeatKind.COMPUTER, "random") for i in range(seats)]
    played = GameSession.start(GAMES[game_id], robots, seed=seed)
    moves: list[Action] = []
    while not played.game.is_over:
        moves.append(played.bot_action())
        played.apply(moves[-1])
    again = GameSession.start(GAMES[game_id], robots, seed=seed)
    for move in moves[:-1]:
        again.apply(move)
    seat = again.current_seat
    people = [SeatConfig("Mina", i) if i == seat else robot for i, robot in enumerate(robots)]
    return GameSession(GAMES[game_id], again.game, people), moves[-1]


def game_over(shell: App, scene: TableScene) -> None:
    """Frames until the final table says "Game over!" and waits for a press."""
    for _ in range(600):
        if scene.driver.manners.waits_for_a_press:
            return
        frames(shell, 1)
    raise AssertionError("the final table never waited for a press")


def pair(shell: App, seconds: float) -> None:
    """Enter then Space, each let go, and ``seconds`` of frames after them."""
    for key in (pygame.K_RETURN, pygame.K_SPACE):
        press(key)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    frames(shell, max(1, round(seconds * 60)))


def _yacht_burst_into_the_results(shell: App) -> None:
    """Mina scores Yacht's last row (as a click on it does), then the trial's five Enter+Space
    pairs in 1.25 s after "Game over!", which open the results."""
    set_speed(shell, "normal")
    session, last = at_the_last_move("yacht", 2, seed=4)
    scene = make_game_scene(shell.context, session)
    shell.context.manager.apply(Push(scene))
    frames(shell, 30)
    assert scene.driver.act(last)
    game_over(shell, scene)
    for _ in range(5):
        pair(shell, 0.25)


def test_enter_and_space_only_say_how_to_choose_until_an_arrow_moves_the_focus(
        app: App) -> None:
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    frames(app, 130)  # past the grace and its quiet
    assert results.ring.focused is results.ring.buttons[-2], "no ring where the keys start"
    for key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
        press(key)
        frames(app, 40)
    assert manager.top is results, "Enter left the results with no choice made"
    assert [toast.text for toast in results.toasts.toasts] == [
        app.context.words("app.results.choose_hint")]
    press(pygame.K_RIGHT)  # Menu
    frames(app, 2)
    assert not results.toasts.toasts, "the hint stays over the focus it spoke of"
    assert results.ring.focused is results.ring.buttons[-1]  # (a relayout makes new ones)
    press(pygame.K_RETURN)  # in the same breath as the arrow: it never saw the focus
    frames(app, 2)
    assert manager.top is results
    frames(app, 30)
    press(pygame.K_RETURN)
    frames(app, 2)
    assert not isinstance(manager.top, ResultsScene)


def test_enter_after_a_breath_presses_the_focused_button(app: App) -> None:
    """Trial s23: a burst of Enter and Space after the last move, 3-4 s of reading, then one
    Enter on the ringed button did nothing, and a second one 2 s later nothing again. A press
    after the keys have rested with the focus in view is a choice; the burst is not. The
    button is Watch again: the replay opens over the results, which Esc brings back."""
    manager = app.context.manager
    _yacht_burst_into_the_results(app)
    frames(app, 60)
    results = manager.top
    assert isinstance(results, ResultsScene)
    assert results.ring.focused is results.ring.buttons[-2]
    pair(app, 1.0)  # a press a second after the last: still the burst
    assert manager.top is results
    frames(app, round(3.5 * 60))  # read the standings
    press(pygame.K_RETURN)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0))
    frames(app, 2)
    assert manager.top is not results, "Enter on the ringed button did nothing"
    assert results in manager.stack, "the results were left for good"
    press(pygame.K_ESCAPE)
    frames(app, 30)
    assert manager.top is results


def test_the_focus_shows_on_watch_again_from_the_first_frame_keys_count(app: App) -> None:
    """No button showed the keyboard's focus until an arrow moved it (trial s21, 080): a
    player with a keyboard or a controller could not see where they were. It shows, gold
    and ringed, on Watch again (never Menu nor Play again, which leave the results) from
    the first frame a key counts, and on no button while the results' grace takes no key."""
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    for _ in range(120):
        frames(app, 1)
        shown = [button.label for button in results.ring.buttons
                 if button.focused or button.style is ButtonStyle.PRIMARY]
        if manager.in_grace:
            assert shown == [], "a focus shown while no key counts"
            continue
        assert results.ring.focused is results.ring.buttons[-2], shown
        assert shown == [app.context.words("replay.watch_again")]
        for key in (pygame.K_RIGHT, pygame.K_DOWN):  # nothing after Menu: the focus never
            press(key)  # goes round to Play again
            frames(app, 2)
        assert results.ring.focused is results.ring.buttons[-1]
        return
    raise AssertionError("the results' grace never ended")


def test_a_click_on_the_results_acts_at_once(app: App) -> None:
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    frames(app, 130)
    click(results.ring.buttons[-1].rect.center)
    frames(app, 2)
    assert not isinstance(manager.top, ResultsScene)


def test_the_trials_yacht_presses_after_the_last_move_leave_the_results_showing(
        app: App) -> None:
    """Trial s15: five Enter+Space pairs in 1.25 s after "Game over!" opened the results
    (then a screenshot's pause), and six more over about 2.5 s left them for the menu: the
    standings were on screen about a second."""
    manager = app.context.manager
    _yacht_burst_into_the_results(app)
    frames(app, 60)  # the trial's screenshot 171: the results
    assert isinstance(manager.top, ResultsScene)
    for _ in range(6):
        pair(app, 2.5 / 6)
    frames(app, 60)
    assert isinstance(manager.top, ResultsScene), f"the results were left: {manager.top}"



def test_the_trials_winners_circle_presses_from_the_last_payout_leave_the_results_showing(
        app: App) -> None:
    """Trial s15, five seats: a horse number then Space every 1.6 s went from race 3's
    payout ("A click moves on") through "Game over!" and the results to the menu within
    about 6 s; the results were never seen. Each of the three now takes its own press,
    and the results stay until a choice. (The beat here is 2 s: at 1.6 s the keys never
    rest the 1.5 s a held payout asks, and the payout stays up.)"""
    set_speed(app, "normal")
    manager = app.context.manager
    session, last = at_the_last_move("winners_circle", 5, seed=3)
    scene = make_game_scene(app.context, session)
    manager.apply(Push(scene))
    frames(app, 30)
    assert scene.driver.act(last)  # the race's last move: its finish and payout follow
    seen: list[str] = []
    for beat in range(8):
        press(pygame.K_1 + beat % 7)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_1 + beat % 7, mod=0))
        frames(app, 12)
        press(pygame.K_SPACE)
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0))
        frames(app, round(2.0 * 60) - 12)
        over = ":over" if scene.driver.manners.waits_for_a_press else ""
        seen.append(type(manager.top).__name__ + over)
    assert "WinnersCircleScene:over" in seen, f"no beat ended on the game-over prompt: {seen}"
    assert isinstance(manager.top, ResultsScene), f"after each beat: {seen}"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("language", "people"), [("en", 3), ("ko", 2), ("en", 5)])
def test_the_hint_covers_no_button_nor_a_standing_or_a_score(
        app: App, size: tuple[int, int], language: str, people: int) -> None:
    """The hint stood over the top 10 px of Play again, Watch again and Menu (trial s15):
    it stands clear of every button, the standings and the high scores."""
    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="normal"))
    resize_window(app, size)
    frames(app, 2)
    results = ResultsScene(app.context, finished(["Mina", "Jun", "Ara", "Bo", "Kim"][:people]))
    app.context.manager.apply(Push(results))
    frames(app, 130)
    press(pygame.K_RETURN)
    frames(app, 20)
    hints = results.toasts.rects(results.size)
    assert len(hints) == 1
    covered = [button.label for button in results.ring.buttons
               if button.rect.colliderect(hints[0])]
    assert not covered, f"the hint {hints[0]} covers {covered}"
    assert hints[0].collidelist([results.review.drawn(), results.score_panel]) < 0
    assert pygame.Rect((0, 0), results.size).contains(hints[0])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ko"])
@pytest.mark.parametrize(("game_id", "seats"), [
    ("yacht", 2), ("polterfass", 6), ("winners_circle", 6), ("wizard_extreme", 3),
    ("wizard_extreme", 5), ("big_shot", 4)])
def test_the_hint_covers_no_word_of_the_results(app: App, size: tuple[int, int],
                                                language: str, game_id: str, seats: int) -> None:
    """The hint stood over "Penalty points: the fewest wins." under Wizard Extreme's
    podium (trial s19): it covers neither the caption nor the title and winner over the
    panels, nor the review's lines while it is worked out; and it stands wholly inside a
    panel or wholly on the felt, never across a panel's edge (trial s21: it stood across
    the standings' and the review's edges, and the review's and the high scores')."""
    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="normal"))
    resize_window(app, size)
    frames(app, 2)
    robots = [SeatConfig(f"R{i}", i, SeatKind.COMPUTER, "random") for i in range(seats)]
    played = GameSession.start(GAMES[game_id], robots, seed=4)
    while not played.game.is_over:
        played.apply(played.bot_action())
    results = ResultsScene(app.context, GameSession(GAMES[game_id], played.game, [
        SeatConfig(name, i) for i, name in enumerate(["Mina", "Jun", "Ara", "Bo", "Kim", "Lee"])
        if i < seats]))
    app.context.manager.apply(Push(results))
    results.review.stop()  # still being worked out, whatever this machine's speed
    frames(app, 130)
    press(pygame.K_RETURN)
    frames(app, 20)
    hints = results.toasts.rects(results.size)
    assert len(hints) == 1
    caption = results._scoring_caption().get_rect(midbottom=(
        results.panel.centerx, results.panel.bottom - results.px(16)))
    words = {"caption": caption, "title and winner": pygame.Rect(0, 0, size[0],
                                                                 results.panel.y),
             "review": results.review.drawn(),
             **{button.label: button.rect for button in results.ring.buttons}}
    covered = [name for name, rect in words.items() if rect.colliderect(hints[0])]
    assert not covered, f"the hint {hints[0]} covers {covered}"
    panels = [results.panel, results.review_panel, results.score_panel]
    crossed = [panel for panel in panels if panel.height and panel.colliderect(hints[0])
               and not panel.contains(hints[0])]
    assert not crossed, f"the hint {hints[0]} stands across the edge of {crossed}"


def test_the_gold_button_is_the_focused_one(app: App) -> None:
    """Play again stood gold while the focus was on Menu, two buttons that each looked like
    the one Enter presses (trial s15): Watch again alone is gold where the focus shows, and
    the gold follows the focus as an arrow moves it."""
    set_speed(app, "normal")
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    app.context.manager.apply(Push(results))
    frames(app, 130)

    def gold() -> list[str]:
        return [button.label for button in results.ring.buttons
                if button.style is ButtonStyle.PRIMARY]

    assert gold() == [app.context.words("replay.watch_again")]
    press(pygame.K_RIGHT)
    frames(app, 2)
    assert results.ring.focused is not None
    assert gold() == [results.ring.focused.label] == [app.context.words("app.results.menu")]


@pytest.mark.parametrize("breath", [0.8, 0.0], ids=["pairs_a_breath_apart", "steady"])
def test_down_and_enter_pressed_on_through_the_last_score_leave_the_results_showing(
        shell: App, breath: float) -> None:
    """Trial s16: Down then Enter, the keys that score a Yacht row, pressed again and again
    through the last score went on over the results, and after a breath a Down showed the
    focus and its Enter pressed it: the standings were never read. Down+Enter every 100 ms,
    with or without a breath between pairs, now leaves the results showing; a Down, a look
    and an Enter still choose."""
    context = shell.context
    seats = [SeatConfig("Mina", 0)]
    session = GameSession.start(GAMES["yacht"], seats, seed=11, autosave=context.autosave)
    mina = make_bot("yacht", "random", seed=2)
    while len(session.game.state.sheets[0]) < len(CATEGORIES) - 1:
        session.apply(mina.choose(session.game.view(0)))
    context.manager.apply(Push(make_game_scene(context, session)))
    keyboard = Keyboard(shell)
    keyboard.run(1.0)
    keyboard.tap(pygame.K_RETURN)  # the last turn's roll
    keyboard.run(1.5)
    for _ in range(12 if breath else 60):
        keyboard.tap(pygame.K_DOWN)
        keyboard.run(0.05)
        keyboard.tap(pygame.K_RETURN)
        keyboard.run(0.05 + breath)
    assert session.game.is_over
    keyboard.run(1.0)
    assert keyboard.tops == ["YachtScene", "ResultsScene"], keyboard.tops
    keyboard.tap(pygame.K_DOWN)
    keyboard.run(0.5)
    keyboard.tap(pygame.K_RETURN)
    keyboard.run(0.5)
    assert keyboard.tops[-1] != "ResultsScene", keyboard.tops


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "ko"])
def test_the_caption_under_the_hint_is_not_drawn_while_the_hint_fades(
        app: App, size: tuple[int, int], language: str) -> None:
    """Yacht's full review leaves the hint no free place but the caption under the
    standings; the card is see-through as it fades, and the caption read through it,
    two lines over each other (trial s27 D/181, ko). While the hint stands there the
    caption is not drawn; it is again once the hint has gone."""
    app.context.apply_settings(replace(app.context.settings, language=language,
                                       animation_speed="normal"))
    resize_window(app, size)
    frames(app, 2)
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    app.context.manager.apply(Push(results))
    for _ in range(600):  # the review's lines and Watch buttons fill its panel
        frames(app, 1)
        if not results.review.is_working:
            break
    frames(app, 130)
    # Keys pressed on from the game, the last a moment ago (Shift chooses nothing): Enter
    # is no deliberate choice, and the hint says how to choose.
    press(pygame.K_LSHIFT)
    frames(app, 10)
    press(pygame.K_RETURN)
    frames(app, 2)  # the card pops in, still see-through
    caption = results._scoring_caption()  # the shared text cache's surface
    hints = results.toasts.rects(results.size)
    assert len(hints) == 1 and hints[0].colliderect(results._caption_rect(caption)), \
        "the moment asked for: the hint over the caption"
    assert caption not in pasted(results), "it read through the card as the card popped in"
    frames(app, 4 * 60)  # the hint has gone
    assert not results.toasts.rects(results.size)
    assert caption in pasted(results)


class _Pasting(pygame.Surface):
    """A frame that remembers each picture pasted on it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.pasted: list[pygame.Surface] = []

    def blit(self, source: pygame.Surface, *args: object, **kwargs: object) -> pygame.Rect:
        self.pasted.append(source)
        return super().blit(source, *args, **kwargs)  # type: ignore[arg-type]


def pasted(scene: ResultsScene) -> list[pygame.Surface]:
    """The pictures ``scene`` pastes on a frame it draws."""
    frame = _Pasting(scene.size)
    scene.draw(frame)
    return frame.pasted


@pytest.mark.parametrize("key", [pygame.K_SPACE, pygame.K_RETURN])
def test_a_stray_press_long_after_the_last_never_leaves_the_results_for_good(
        app: App, key: int) -> None:
    """Trial s31 I/017: a Space meant for a roll, about 6 s after the one before, came once
    the results had opened and pressed the focused Menu: the results were gone for good.
    No button that leaves them (Menu, Play again) has the focus as they open: the press
    opens the replay at most, and Esc brings the results back."""
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    frames(app, 6 * 60)
    focused = results.ring.focused
    assert focused is not None
    assert focused.label_key not in ("app.results.menu", "app.results.play_again")
    press(key)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
    frames(app, 30)
    assert results in manager.stack, f"the results were left for good: {manager.stack}"
    press(pygame.K_ESCAPE)
    frames(app, 30)
    assert manager.top is results


def test_no_press_nor_click_counts_in_the_first_one_and_a_half_seconds(app: App) -> None:
    """Keys and clicks in the results' first 1.5 s do nothing, the keys resting or not: a
    click on Menu 1.2 s in stays on the results."""
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    frames(app, 72)
    assert manager.in_grace
    click(results.ring.buttons[-1].rect.center)
    frames(app, 2)
    assert manager.top is results


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("language", ["ko", "en"])
def test_the_hint_leaves_the_standings_and_every_button_clear(
        app: App, size: tuple[int, int], language: str) -> None:
    """Trial s34 O/014: after a key mash on Yacht's results, with the review's lines and
    the high scores up, "Choose with the arrow keys…" stood over 2nd place and the caption
    (a mash now hears "Not yet: …": the same card, its place found alike)."""
    view_in(app, size, language)
    frames(app, 2)
    _yacht_burst_into_the_results(app)
    results = app.context.manager.top
    assert isinstance(results, ResultsScene)
    deadline = time.monotonic() + PATIENCE
    while results.review.is_working:  # the review's lines come
        assert time.monotonic() < deadline, "the review never came"
        frames(app, 1)
        time.sleep(0.01)
    for key in (pygame.K_a, pygame.K_SPACE, pygame.K_a, pygame.K_RETURN):  # a mash
        press(key)
        frames(app, 3)
    assert results.toasts.toasts, "the mash is told why nothing happened"
    placed = results.toasts.rects(app.context.size)
    assert placed
    assert not placed[0].colliderect(results.standings.rect())
    assert placed[0].collidelist([button.rect for button in results.ring.buttons]) < 0
