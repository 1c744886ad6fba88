"""One key press takes one action, on the screen it was pressed on; the results are not
skipped by a press meant for the last move (DESIGN §3, "one press, one action")."""

from __future__ import annotations

import pygame

from scenes.screens.results import ResultsScene
from scenes.shell.app import App
from scenes.shell.manager import ACTIVATE_QUIET_SECONDS, GRACE_QUIET_SECONDS, SceneManager
from scenes.shell.scene import Pop, Push, Scene, Transition
from tests.scenes.test_couch_results import finished
from tests.scenes.test_game_base import app, frames, press, set_speed

__all__ = ["app"]


class Counting(Scene):
    """A screen that counts the key presses it gets; Enter may open ``then``."""

    def __init__(self, then: Scene | None = None, grace: float = 0.0) -> None:
        self.keys: list[int] = []
        self.then = then
        self.input_grace = grace

    def handle_event(self, event: pygame.event.Event) -> Transition | None:
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)
            if event.key == pygame.K_RETURN and self.then is not None:
                return Push(self.then)
        return None


def keyboard(manager: SceneManager) -> set[int]:
    """A keyboard for ``manager`` whose held keys a test sets."""
    held: set[int] = set()
    manager.key_is_down = held.__contains__
    return held


def down(manager: SceneManager, key: int) -> None:
    manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def up(manager: SceneManager, key: int) -> None:
    manager.handle_event(pygame.event.Event(pygame.KEYUP, key=key, mod=0))


def test_a_key_still_held_from_the_last_screen_does_nothing_on_the_next() -> None:
    manager = SceneManager()
    held = keyboard(manager)
    second = Counting()
    first = Counting(then=second)
    manager.apply(Push(first))
    held.add(pygame.K_RETURN)
    down(manager, pygame.K_RETURN)  # opens the second screen...
    assert manager.top is second
    for _ in range(5):  # ...where the held key's repeats do nothing
        down(manager, pygame.K_RETURN)
    up(manager, pygame.K_RETURN)
    held.clear()
    assert first.keys == [pygame.K_RETURN] and second.keys == []
    manager.update(ACTIVATE_QUIET_SECONDS)
    down(manager, pygame.K_RETURN)  # pressed again, on this screen: it counts
    assert second.keys == [pygame.K_RETURN]


def test_a_held_enter_or_space_is_one_press_and_a_held_arrow_repeats() -> None:
    manager = SceneManager()
    held = keyboard(manager)
    screen = Counting()
    manager.apply(Push(screen))
    for key in (pygame.K_SPACE, pygame.K_RIGHT):
        held.add(key)
        for _ in range(4):
            down(manager, key)
        up(manager, key)
        held.discard(key)
    assert screen.keys == [pygame.K_SPACE] + [pygame.K_RIGHT] * 4
    down(manager, pygame.K_SPACE)  # released and pressed again: a second press
    down(manager, pygame.K_SPACE)  # a test's presses have no release: SDL holds nothing
    assert screen.keys.count(pygame.K_SPACE) == 3


def test_a_burst_of_presses_takes_one_screens_action_not_a_chain() -> None:
    """Enter and Space in turn, eight a second: the first opens the next screen, which
    takes none of the rest until the keys have been up and quiet for a moment."""
    manager = SceneManager()
    keyboard(manager)
    third = Counting()
    second = Counting(then=third)
    first = Counting(then=second)
    manager.apply(Push(first))
    for index in range(24):
        key = (pygame.K_RETURN, pygame.K_SPACE)[index % 2]
        down(manager, key)
        manager.update(0.05)
        up(manager, key)
        manager.update(0.075)
    assert manager.top is second and second.keys == [] and first.keys == [pygame.K_RETURN]
    manager.update(ACTIVATE_QUIET_SECONDS - 0.1)  # not yet quiet long enough
    down(manager, pygame.K_SPACE)
    up(manager, pygame.K_SPACE)
    assert second.keys == []
    manager.update(ACTIVATE_QUIET_SECONDS)
    down(manager, pygame.K_RETURN)  # a press of its own: it counts, once
    assert second.keys == [pygame.K_RETURN] and manager.top is third
    down(manager, pygame.K_TAB)  # other keys were never held back
    assert third.keys == [pygame.K_TAB]


def test_a_held_keys_last_repeat_pumped_with_its_release_is_no_press() -> None:
    """pygame's repeat fires once more as the key goes up, and both come in one frame's
    events: by then the keyboard no longer holds the key, but the repeat is no press."""
    manager = SceneManager()
    held = keyboard(manager)
    screen = Counting()
    manager.apply(Push(screen))
    held.add(pygame.K_RETURN)
    down(manager, pygame.K_RETURN)
    manager.update(1.0)
    held.clear()  # let go: the frame pumps the last repeat and the release together
    batch = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""),
             pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)]
    manager.expect(batch)
    for event in batch:
        manager.handle_event(event)
    assert screen.keys == [pygame.K_RETURN]


def test_a_screen_with_a_grace_ignores_presses_and_clicks_until_it_is_over() -> None:
    manager = SceneManager()
    held = keyboard(manager)
    screen = Counting(grace=1.0)
    manager.apply(Push(screen))
    manager.update(0.5)
    held.add(pygame.K_SPACE)
    down(manager, pygame.K_SPACE)  # pressed within the grace...
    assert not manager.counts(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))
    manager.update(0.6)
    down(manager, pygame.K_SPACE)  # ...and still held after it: nothing
    assert screen.keys == []
    up(manager, pygame.K_SPACE)
    held.clear()
    manager.update(ACTIVATE_QUIET_SECONDS)  # let go, and a moment's quiet
    down(manager, pygame.K_SPACE)
    assert screen.keys == [pygame.K_SPACE]
    assert manager.counts(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1))


def test_presses_that_keep_coming_keep_the_grace_until_the_keys_are_quiet() -> None:
    """Enter and Space mashed through the last move once ran through the results into a
    new game: while presses keep coming, the grace goes on."""
    manager = SceneManager()
    keyboard(manager)
    screen = Counting(grace=1.0)
    manager.apply(Push(screen))
    for _ in range(40):  # four seconds of Enter and Space, a tenth of a second apart
        up(manager, pygame.K_RETURN)
        down(manager, pygame.K_RETURN)
        up(manager, pygame.K_SPACE)
        down(manager, pygame.K_SPACE)
        manager.update(0.1)
    assert screen.keys == []
    assert not manager.is_still()
    up(manager, pygame.K_RETURN)
    up(manager, pygame.K_SPACE)
    manager.update(GRACE_QUIET_SECONDS)  # the keys quiet: the next press counts
    down(manager, pygame.K_RETURN)
    assert screen.keys == [pygame.K_RETURN]


def test_keys_pressed_in_the_results_grace_do_nothing(app: App) -> None:
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    frames(app, 1)
    for key in (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER):
        press(key)
    frames(app, 20)
    assert manager.top is results, "a press within the grace skipped the results"
    play_again = results.ring.buttons[0]
    assert results.ring.resting is not play_again, "Enter must not start a new game"
    frames(app, 80)  # past the grace, the focus shows on Watch again; Right moves it to Menu
    press(pygame.K_RIGHT)
    frames(app, 30)  # and once it was seen, Enter takes it
    press(pygame.K_RETURN)
    frames(app, 2)
    assert manager.top is not results and not isinstance(manager.top, ResultsScene)


def test_enter_and_space_mashed_for_seconds_never_leave_the_results(app: App) -> None:
    set_speed(app, "normal")
    manager = app.context.manager
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    manager.apply(Push(results))
    for _ in range(30):  # three seconds, a press every twentieth of a second
        for key in (pygame.K_RETURN, pygame.K_SPACE):
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0))
            press(key)
            frames(app, 3)
    assert manager.top is results, "a burst of presses ran through the results"
    frames(app, 45)  # the keys quiet for 0.75 s: the focus shows, Right to Menu, and Enter
    press(pygame.K_RIGHT)
    frames(app, 30)
    press(pygame.K_RETURN)
    frames(app, 2)
    assert manager.top is not results


def test_the_results_focus_rests_on_watch_again_after_a_relayout_too(app: App) -> None:
    results = ResultsScene(app.context, finished(["Mina", "Jun"]))
    app.context.manager.apply(Push(results))
    frames(app, 2)
    assert results.ring.resting is results.ring.buttons[-2]
    app.context.manager.resize((1600, 900))
    assert results.ring.resting is results.ring.buttons[-2] and results.ring.focused is None
    assert results.back() == Pop()


def test_the_confetti_falls_behind_the_results_words_and_panels(app: App) -> None:
    set_speed(app, "normal")
    results = ResultsScene(app.context, finished(["Mina", "Jun", "Ara"]))
    app.context.manager.apply(Push(results))
    frames(app, 40)
    assert results.confetti.is_active
    size = app.context.size
    raining, dry = pygame.Surface(size), pygame.Surface(size)
    results.draw(raining)
    pieces, results.confetti.pieces = results.confetti.pieces, []
    assert any(results.panel.collidepoint(piece.x, piece.y) for piece in pieces)
    results.draw(dry)
    for area in (results.panel, results.score_panel):
        if area.width:
            shown = (pygame.image.tobytes(picture.subsurface(area), "RGB")
                     for picture in (raining, dry))
            assert next(shown) == next(shown), "confetti over the standings"


def test_a_covers_rest_counts_from_the_last_press_not_from_its_coming() -> None:
    """Trial s31 I/006: the cover rose once the move's motion was over, and its rest
    counted from then, so a press 2 s after the pass was "too fast". With the rest counted
    from the last press, a press 1.1 s after the one before lifts a cover that rose 0.8 s
    after it; one 0.7 s after it (a double press) still does nothing."""
    from scenes.games.curtain import CurtainScene
    from scenes.games.manners import HAND_OVER_REST_SECONDS

    assert HAND_OVER_REST_SECONDS == 1.0
    for gap, counted in ((1.1, True), (0.7, False)):
        manager = SceneManager()
        keyboard(manager)
        table = Counting()
        cover = Counting(grace=CurtainScene.input_grace)
        cover.input_rest = CurtainScene.input_rest
        manager.apply(Push(table))
        manager.update(1.0)
        down(manager, pygame.K_RETURN)  # the move that passes the turn
        up(manager, pygame.K_RETURN)
        manager.update(min(gap, 0.8))
        manager.apply(Push(cover))
        manager.update(max(0.0, gap - 0.8) + 1e-3)
        down(manager, pygame.K_RETURN)
        assert cover.keys == ([pygame.K_RETURN] if counted else []), gap
